// The console suite's servers: the reference backend and the e2e build of the console (env.mjs).
import { serveConsole } from '../support/serve-console.mjs';
import { E2E, E2E_DIST_DIR, E2E_SECRET } from './env.mjs';

const child = serveConsole({
  port: E2E.port,
  backendPort: E2E.backendPort,
  distDir: E2E_DIST_DIR,
  dataDir: E2E.dataDir,
  sessionSecret: E2E_SECRET,
  env: {
    // Test-only seed: 10 000 extra users (bulk00001…), so the user table is proven to page on the server.
    SEED_BULK_USERS: process.env.SEED_BULK_USERS ?? '10000',
    UPSTREAM_TIMEOUT_MS: String(E2E.upstreamTimeoutMs),
    // Report e-mail goes to the SMTP server report-email.spec.ts starts on this port (nothing listens otherwise).
    SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
    MAIL_FROM: 'Console e2e <noreply@console.test>',
    // Two platforms to switch between (platform-switch.spec.ts); both are this suite's reference backend,
    // so a switch never changes what the other specs see.
    PLATFORM_BACKENDS: JSON.stringify(
      [
        ['project', '项目平台', 'Project platform'],
        ['training', '培训平台', 'Training platform'],
      ].map(([key, zh, en]) => ({ key, zh, en, url: `http://127.0.0.1:${E2E.backendPort}` })),
    ),
  },
});
child.on('exit', (code) => process.exit(code ?? 0));
