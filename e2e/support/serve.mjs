// Starts the reference backend (with its test hooks) and the console for the e2e run, on
// loopback, with a fresh data folder each time. Playwright stops it after the run.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const port = process.env.E2E_PORT ?? '3100';
const backendPort = process.env.E2E_BACKEND_PORT ?? '8865';
// One data folder per port: concurrent runs on other ports must not wipe each other's backend.
const dataDir = join(root, port === '3100' ? '.data/e2e' : `.data/e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-e2e',
    BACKEND_PORT: backendPort,
    BACKEND_URL: '',
    CONSOLE_DATA_DIR: dataDir,
    BACKEND_TEST_HOOKS: '1',
    // Test-only seed: 10 000 extra users (bulk00001…), so the user table is proven to page on the server.
    SEED_BULK_USERS: process.env.SEED_BULK_USERS ?? '10000',
    // Build-time: exposes the browser request layer as window.__consoleRequest (e2e/request-layer.spec.ts).
    NEXT_PUBLIC_E2E_HOOKS: '1',
    UPSTREAM_TIMEOUT_MS: process.env.UPSTREAM_TIMEOUT_MS ?? '3000',
    SESSION_SECRET: 'e2e-only-session-secret-0123456789abcdef',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
