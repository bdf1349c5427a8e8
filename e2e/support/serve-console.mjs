// Starts the reference backend (with its test hooks) and the console through `npm start`'s path
// (scripts/start.mjs, which builds when the build is missing or stale), on loopback, with a fresh
// data folder each time. A suite's serve.mjs calls it with that suite's env module; Playwright's
// webServer runs that script and stops it after the run.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SIM_TEST_ENV } from './sim-env.mjs';

export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * @param {{
 *   port: number, backendPort: number, distDir: string, dataDir: string, sessionSecret: string,
 *   env?: Record<string, string>
 * }} options
 *   dataDir is relative to the repository; it is wiped first.
 * @returns {import('node:child_process').ChildProcess}
 */
export function serveConsole({ port, backendPort, distDir, dataDir, sessionSecret, env = {} }) {
  const data = join(ROOT, dataDir);
  rmSync(data, { recursive: true, force: true });
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      NEXT_DIST_DIR: distDir,
      BACKEND_PORT: String(backendPort),
      BACKEND_URL: '',
      CONSOLE_DATA_DIR: data,
      BACKEND_TEST_HOOKS: '1',
      // Build-time: exposes the browser request layer as window.__consoleRequest (e2e/console/request-layer.spec.ts).
      NEXT_PUBLIC_E2E_HOOKS: '1',
      SESSION_SECRET: sessionSecret,
      // The console's idle keep-alive sockets outlive a spec's pauses between API calls: with Node's 5 s default, a
      // request sent on a socket the server is closing at that moment fails with ECONNRESET.
      KEEP_ALIVE_TIMEOUT: '65000',
      ...SIM_TEST_ENV,
      ...env,
    },
  });
  const stop = () => child.kill('SIGTERM');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return child;
}
