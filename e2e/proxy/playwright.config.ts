import { defineConfig } from '@playwright/test';
import { suiteConfig } from '../support/suite-config';
import { PROXY } from './env.mjs';

/** The same console behind nginx at a sub-path, two instances (README "Deploying behind a reverse proxy"). */
export default defineConfig(suiteConfig({ name: 'proxy', baseURL: PROXY.origin, readyURL: `${PROXY.base}/login` }));
