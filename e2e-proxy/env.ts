/** The deployment under test: nginx on :8088 → two console instances at the /console sub-path. */
export const PROXY = {
  nginxPort: 8088,
  consolePorts: [3601, 3602],
  backendPort: 9365,
  basePath: '/console',
  distDir: '.next-subpath',
  get origin() {
    return `http://localhost:${this.nginxPort}`;
  },
  get base() {
    return `${this.origin}${this.basePath}`;
  },
} as const;
