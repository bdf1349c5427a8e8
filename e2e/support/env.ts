/** Ports and credentials of the e2e run; serve.mjs reads the same values from the environment. */
/** The e2e build (with NEXT_PUBLIC_E2E_HOOKS) lives apart from the `npm start` build in `.next`. */
export const E2E_DIST_DIR = process.env.NEXT_DIST_DIR || '.next-e2e';

export const E2E = {
  port: Number(process.env.E2E_PORT ?? 3100),
  backendPort: Number(process.env.E2E_BACKEND_PORT ?? 8865),
  get baseURL() {
    return `http://localhost:${this.port}`;
  },
  get backendURL() {
    return `http://127.0.0.1:${this.backendPort}`;
  },
  cookieName(port?: number) {
    return `console-session-${port ?? Number(process.env.E2E_PORT ?? 3100)}`;
  },
  users: {
    admin: { username: 'admin', password: 'admin', name: '超级管理员' },
    test: { username: 'test', password: 'test', name: '测试账户' },
    mh: { username: 'mh', password: 'mh', name: '民航用户' },
  },
} as const;
