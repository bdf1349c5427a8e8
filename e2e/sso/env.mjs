// The single sign-on suite's deployment, all on loopback: read by its Playwright config, its spec,
// and serve.mjs (which starts the OpenID provider and the console with these values).
import { E2E_DIST_DIR } from '../console/env.mjs';

export const SSO = /** @type {const} */ ({
  port: 3700,
  backendPort: 9465,
  idpPort: 9400,
  // SSO is configured at run time: the console suite's build serves it too (no second build).
  distDir: E2E_DIST_DIR,
  dataDir: '.data/e2e-sso',
  /**
   * The browser's origin and AUTH_URL: Next rewrites a 127.0.0.1 host to localhost in the URLs
   * Auth.js sees, so the browser must be on localhost for the callback to land on its own cookie.
   */
  get origin() {
    return `http://localhost:${this.port}`;
  },
  get issuer() {
    return `http://127.0.0.1:${this.idpPort}`;
  },
  get backendURL() {
    return `http://127.0.0.1:${this.backendPort}`;
  },
  get cookieName() {
    return `console-session-${this.port}`;
  },
  sessionSecret: 'sso-e2e-only-session-secret-0123456789abcdef',
  authSecret: 'sso-e2e-only-auth-secret-0123456789abcdefgh',
  providerName: 'Test IdP',
  client: { id: 'console-e2e', secret: 'console-e2e-client-secret' },
  users: {
    /** Mapped: its preferred_username is the platform's `admin`. */
    ssoadmin: {
      username: 'ssoadmin',
      password: 'ssoadmin-pass',
      platformName: '超级管理员',
      claims: { preferred_username: 'admin', name: 'SSO Admin' },
    },
    /** Not mapped: no platform user is called `stranger`. */
    stranger: {
      username: 'stranger',
      password: 'stranger-pass',
      claims: { preferred_username: 'stranger', name: 'Stranger' },
    },
  },
});
