import { defineConfig } from '@playwright/test';
import { suiteConfig } from '../support/suite-config';
import { SSO } from './env.mjs';

/** Single sign-on through a real OpenID provider (serve.mjs starts it with the console). */
export default defineConfig(
  // SSO_REUSE=1: run against a `node e2e/sso/serve.mjs` already started (while working on the suite).
  suiteConfig({
    name: 'sso',
    baseURL: SSO.origin,
    readyURL: `${SSO.origin}/login`,
    reuseServer: process.env.SSO_REUSE === '1',
  }),
);
