// The security suite's deployment: its own console and backend (test hooks on) on other ports than
// the console suite's, from the same e2e build and secret. Read by its config, specs and serve.mjs.
import { E2E, E2E_DIST_DIR, E2E_SECRET } from '../console/env.mjs';

export const SEC = /** @type {const} */ ({
  console: 3800,
  backend: 9565,
  /** Wiped at each start; apart from the console suite's, so the two never share data. */
  dataDir: '.data/e2e-security',
  /** @param {number} n the n-th extra console a spec starts (each spec uses its own n) */
  extra: (n) => 3801 + n,
  get baseURL() {
    return `http://localhost:${this.console}`;
  },
  get backendURL() {
    return `http://127.0.0.1:${this.backend}`;
  },
  distDir: E2E_DIST_DIR,
  sessionSecret: E2E_SECRET,
  users: E2E.users,
});
