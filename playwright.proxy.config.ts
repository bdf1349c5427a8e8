import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { PROXY } from './e2e-proxy/env';

/** The same console behind nginx at a sub-path, two instances (README "Deploying behind a reverse proxy"). */
export default defineConfig({
  ...base,
  testDir: './e2e-proxy',
  outputDir: './test-results/proxy',
  use: { ...base.use, baseURL: PROXY.origin },
  webServer: {
    command: 'node e2e-proxy/serve.mjs',
    url: `${PROXY.base}/login`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
