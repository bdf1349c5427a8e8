// Starts what the single sign-on suite tests, on loopback: a real OpenID provider (oidc-provider,
// :9400), then `npm start`'s path with the SSO settings: the reference backend (:9465, with
// SSO_ISSUER/SSO_AUDIENCE and its test hooks) and the console built into .next-sso (:3700).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startIdp } from './idp.mjs';

const root = resolve(import.meta.dirname, '..');
const port = 3700;
const origin = `http://localhost:${port}`;
const client = { id: 'console-e2e', secret: 'console-e2e-client-secret' };
const dataDir = join(root, '.data/e2e-sso');
rmSync(dataDir, { recursive: true, force: true });

const idp = await startIdp({
  port: 9400,
  clients: [
    {
      client_id: client.id,
      client_secret: client.secret,
      client_name: 'Construction console (e2e)',
      redirect_uris: [`${origin}/api/sso/callback/oidc`],
      post_logout_redirect_uris: [`${origin}/login`],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  users: {
    ssoadmin: { password: 'ssoadmin-pass', claims: { preferred_username: 'admin', name: 'SSO Admin' } },
    stranger: { password: 'stranger-pass', claims: { preferred_username: 'stranger', name: 'Stranger' } },
  },
});
console.log(`test OpenID provider at ${idp.issuer}`);

const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    NEXT_DIST_DIR: '.next-sso',
    BACKEND_PORT: '9465',
    BACKEND_URL: '',
    CONSOLE_DATA_DIR: dataDir,
    BACKEND_TEST_HOOKS: '1',
    NEXT_PUBLIC_E2E_HOOKS: '1',
    UPSTREAM_TIMEOUT_MS: '5000',
    SESSION_SECRET: 'sso-e2e-only-session-secret-0123456789abcdef',
    SSO_ISSUER: idp.issuer,
    SSO_CLIENT_ID: client.id,
    SSO_CLIENT_SECRET: client.secret,
    SSO_NAME: 'Test IdP',
    AUTH_SECRET: 'sso-e2e-only-auth-secret-0123456789abcdefgh',
    AUTH_URL: origin,
  },
});
const stop = () => {
  child.kill('SIGTERM');
  void idp.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  void idp.close().finally(() => process.exit(code ?? 0));
});
