// Starts what the single sign-on suite tests, on loopback (ports and secrets in env.mjs): a real
// OpenID provider (oidc-provider), then the reference backend (with SSO_ISSUER/SSO_AUDIENCE and its
// test hooks) and the console, built into its own folder with the SSO settings.
import { serveConsole } from '../support/serve-console.mjs';
import { SSO } from './env.mjs';
import { startIdp } from './idp.mjs';

const idp = await startIdp({
  port: SSO.idpPort,
  clients: [
    {
      client_id: SSO.client.id,
      client_secret: SSO.client.secret,
      client_name: 'Construction console (e2e)',
      redirect_uris: [`${SSO.origin}/api/sso/callback/oidc`],
      post_logout_redirect_uris: [`${SSO.origin}/login`],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  users: Object.fromEntries(
    Object.values(SSO.users).map((u) => [u.username, { password: u.password, claims: u.claims }]),
  ),
});
console.log(`test OpenID provider at ${idp.issuer}`);

const child = serveConsole({
  port: SSO.port,
  backendPort: SSO.backendPort,
  distDir: SSO.distDir,
  dataDir: SSO.dataDir,
  sessionSecret: SSO.sessionSecret,
  env: {
    UPSTREAM_TIMEOUT_MS: '5000',
    SSO_ISSUER: idp.issuer,
    SSO_CLIENT_ID: SSO.client.id,
    SSO_CLIENT_SECRET: SSO.client.secret,
    SSO_NAME: SSO.providerName,
    AUTH_SECRET: SSO.authSecret,
    AUTH_URL: SSO.origin,
  },
});
const closeIdp = () => void idp.close();
process.on('SIGTERM', closeIdp);
process.on('SIGINT', closeIdp);
child.on('exit', (code) => {
  void idp.close().finally(() => process.exit(code ?? 0));
});
