// The security suite's own backend and console (test hooks on), on its ports (env.mjs), from the
// console suite's e2e build: the two suites never share a running server or a data folder.
import { serveConsole } from '../support/serve-console.mjs';
import { SEC } from './env.mjs';

const child = serveConsole({
  port: SEC.console,
  backendPort: SEC.backend,
  distDir: SEC.distDir,
  dataDir: SEC.dataDir,
  sessionSecret: SEC.sessionSecret,
  env: {
    SEED_BULK_USERS: process.env.SEED_BULK_USERS ?? '10000',
    UPSTREAM_TIMEOUT_MS: process.env.UPSTREAM_TIMEOUT_MS ?? '3000',
  },
});
child.on('exit', (code) => process.exit(code ?? 0));
