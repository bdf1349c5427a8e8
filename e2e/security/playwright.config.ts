import { defineConfig } from '@playwright/test';
import { FULL } from './support/figures';
import { suiteConfig } from '../support/suite-config';
import { SEC } from './env.mjs';

/** The security suite: its own console and backend (test hooks on) from the e2e build (serve.mjs). */
export default defineConfig(
  suiteConfig({
    name: 'security',
    baseURL: SEC.baseURL,
    readyURL: `${SEC.baseURL}/login`,
    timeout: FULL ? 900_000 : 180_000,
  }),
);
