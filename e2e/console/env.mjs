// The console suite's deployment: ports, build and credentials, read by its Playwright config, its
// specs and serve.mjs alike. Plain JavaScript so that `node serve.mjs` can import it too.

/**
 * The e2e build (with NEXT_PUBLIC_E2E_HOOKS) lives apart from the `npm start` build in `.next`; the
 * security suite and the benchmark smoke reuse it.
 */
export const E2E_DIST_DIR = process.env.NEXT_DIST_DIR || '.next-e2e';

/** The e2e run's session secret; tests use it to look inside and forge cookies. */
export const E2E_SECRET = 'e2e-only-session-secret-0123456789abcdef';

/**
 * `E2E_SHARD=k/n` (set by scripts/test.mjs) runs the k-th of n shares of the spec files (playwright.config.ts), on
 * servers of its own: ports 20·(k−1) above the defaults and its own data folder, so n shards run side by side. The
 * specs start extra consoles up to 14 above their console's port, so no shard's extras reach the next shard's ports.
 */
export const E2E_SHARD = (() => {
  const m = /^(\d+)\/(\d+)$/.exec(process.env.E2E_SHARD ?? '');
  if (!m) return null;
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (index < 1 || index > count) throw new Error(`E2E_SHARD=${process.env.E2E_SHARD}: want k/n with 1 ≤ k ≤ n`);
  return { index, count };
})();
const offset = E2E_SHARD ? 20 * (E2E_SHARD.index - 1) : 0;

export const E2E = /** @type {const} */ ({
  // Overridable so that a second checkout can run the suite beside this one (CI uses the defaults).
  port: Number(process.env.E2E_PORT || 3100 + offset),
  backendPort: Number(process.env.E2E_BACKEND_PORT || 8865 + offset),
  /** The local SMTP server the report e-mail spec starts (127.0.0.1 only); the backend's SMTP_URL names it. */
  smtpPort: Number(process.env.E2E_SMTP_PORT || 2525 + offset),
  /**
   * The BFF's wait for the backend: short, so the hanging-backend tests are quick, yet above the slowest
   * honest answer on a loaded CI machine (a first read of the rollers' days on the HTTP thread).
   */
  upstreamTimeoutMs: Number(process.env.UPSTREAM_TIMEOUT_MS || 6000),
  /** Wiped at each start. */
  dataDir: process.env.E2E_DATA_DIR || (E2E_SHARD ? `.data/e2e-${E2E_SHARD.index}` : '.data/e2e'),
  get baseURL() {
    return `http://localhost:${this.port}`;
  },
  get backendURL() {
    return `http://127.0.0.1:${this.backendPort}`;
  },
  /** @param {number} [port] */
  cookieName(port) {
    return `console-session-${port ?? this.port}`;
  },
  /** The reference backend's seed users. */
  users: {
    admin: { username: 'admin', password: 'admin', name: '超级管理员' },
    test: { username: 'test', password: 'test', name: '测试账户' },
    mh: { username: 'mh', password: 'mh', name: '民航用户' },
    // The closure workflow's seats, password = user name.
    sg01: { username: 'sg01', password: 'sg01', name: '施工员01' },
    jl01: { username: 'jl01', password: 'jl01', name: '监理员01' },
    zhb01: { username: 'zhb01', password: 'zhb01', name: '指挥部01' },
    // The contractor of one section (S2), whose role reaches its department's section only.
    sg02: { username: 'sg02', password: 'sg02', name: '施工员02' },
  },
});
