/** The single sign-on suite's deployment, all on loopback; serve.mjs uses the same values. */
export const SSO = {
  port: 3700,
  backendPort: 9465,
  idpPort: 9400,
  distDir: '.next-sso',
  /** The browser's origin and AUTH_URL: Next rewrites 127.0.0.1 to localhost (STACK.md). */
  get origin() {
    return `http://localhost:${this.port}`;
  },
  get issuer() {
    return `http://127.0.0.1:${this.idpPort}`;
  },
  get backendURL() {
    return `http://127.0.0.1:${this.backendPort}`;
  },
  cookieName: 'console-session-3700',
  sessionSecret: 'sso-e2e-only-session-secret-0123456789abcdef',
  authSecret: 'sso-e2e-only-auth-secret-0123456789abcdefgh',
  providerName: 'Test IdP',
  client: { id: 'console-e2e', secret: 'console-e2e-client-secret' },
  users: {
    /** Mapped: its preferred_username is the platform's `admin`. */
    ssoadmin: { username: 'ssoadmin', password: 'ssoadmin-pass', platformName: '超级管理员' },
    /** Not mapped: no platform user is called `stranger`. */
    stranger: { username: 'stranger', password: 'stranger-pass' },
  },
} as const;
