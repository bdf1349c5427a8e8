// The deployment the "behind a reverse proxy" suite tests: nginx → two console instances built for a
// sub-path. Read by its Playwright config, its spec, and serve.mjs (which also fills the nginx template).

export const PROXY = /** @type {const} */ ({
  nginxPort: 8088,
  consolePorts: [3601, 3602],
  backendPort: 9365,
  basePath: '/console',
  distDir: '.next-subpath',
  dataDir: '.data/e2e-proxy',
  sessionSecret: 'proxy-e2e-only-secret-0123456789abcdef',
  get origin() {
    return `http://localhost:${this.nginxPort}`;
  },
  get base() {
    return `${this.origin}${this.basePath}`;
  },
  get backendURL() {
    return `http://127.0.0.1:${this.backendPort}`;
  },
  get cookieName() {
    return `console-session-${this.nginxPort}`;
  },
});
