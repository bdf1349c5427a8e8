import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { SSO } from './e2e-sso/env';

/** Single sign-on through a real OpenID provider (e2e-sso/serve.mjs starts it with the console). */
export default defineConfig({
  ...base,
  testDir: './e2e-sso',
  outputDir: './test-results/sso',
  use: { ...base.use, baseURL: SSO.origin },
  webServer: {
    command: 'node e2e-sso/serve.mjs',
    url: `${SSO.origin}/login`,
    timeout: 300_000,
    // SSO_REUSE=1: run against an e2e-sso/serve.mjs already started (while working on the suite).
    reuseExistingServer: process.env.SSO_REUSE === '1',
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
