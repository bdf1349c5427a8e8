import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/support/env';

/**
 * Real Chromium (Debian's, no browser download) against the real console and the real reference
 * backend, through the console's own BFF. `e2e/support/serve.mjs` starts both on loopback with a
 * fresh data folder and stops them after.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['./e2e/support/summary-reporter.ts']] : [['list'], ['./e2e/support/summary-reporter.ts']],
  use: {
    baseURL: E2E.baseURL,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 850 } } }],
  webServer: {
    command: 'node e2e/support/serve.mjs',
    url: `${E2E.baseURL}/login`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
