import { readdirSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { suiteConfig } from '../support/suite-config';
import { E2E, E2E_SHARD } from './env.mjs';

/**
 * A shard's spec files (the shell's here, each module's in its folder): every n-th from the k-th in path order (the
 * specs' times alternate well enough to balance).
 */
function shardFiles(shard: { index: number; count: number }) {
  return (readdirSync(__dirname, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.spec.ts'))
    .sort()
    .filter((_, i) => i % shard.count === shard.index - 1)
    .map((name) => new RegExp(`(^|/)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

/** The console and the reference backend, through the console's own BFF (serve.mjs starts both). */
export default defineConfig({
  ...suiteConfig({
    name: 'console',
    shard: E2E_SHARD?.index,
    retries: 1,
    baseURL: E2E.baseURL,
    readyURL: `${E2E.baseURL}/login`,
  }),
  ...(E2E_SHARD && { testMatch: shardFiles(E2E_SHARD) }),
  globalSetup: './global-setup.ts',
});
