import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The security suite runs its own console + backend (test hooks on) on other ports, sharing the e2e build.
process.env.E2E_PORT = '3800';
process.env.E2E_BACKEND_PORT = '9565';

export default defineConfig({
  ...base,
  testDir: './e2e-security',
  outputDir: './test-results/security',
  timeout: process.env.SECURITY_FULL === '1' ? 900_000 : 180_000,
  use: { ...base.use, baseURL: 'http://localhost:3800' },
  webServer: { ...(base.webServer as object), command: 'node e2e/support/serve.mjs', url: 'http://localhost:3800/login' },
});
