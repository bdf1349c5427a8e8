import { defineConfig } from '@playwright/test';
import { suiteConfig } from '../support/suite-config';
import { E2E } from './env.mjs';

/** The console and the reference backend, through the console's own BFF (serve.mjs starts both). */
export default defineConfig({
  ...suiteConfig({ name: 'console', baseURL: E2E.baseURL, readyURL: `${E2E.baseURL}/login` }),
  globalSetup: './global-setup.ts',
});
