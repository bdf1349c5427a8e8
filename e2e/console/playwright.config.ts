import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { suiteConfig } from '../support/suite-config';
import { E2E, E2E_SHARD } from './env.mjs';

/**
 * A shard's spec files (the shell's here, each module's in its folder). The files are dealt longest first, each to the
 * shard with the least time so far, by the seconds they took in a recorded run (spec-times.json, refreshed by
 * `node scripts/spec-times.mjs` after a run; a file not recorded yet counts as the median): dealt in path order,
 * one shard ran 3.6 minutes longer than the other.
 */
function shardFiles(shard: { index: number; count: number }) {
  const times = JSON.parse(readFileSync(join(__dirname, 'spec-times.json'), 'utf8')) as Record<string, number>;
  const known = Object.values(times).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 1;
  const files = (readdirSync(__dirname, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => ({ name, seconds: times[name] ?? median }))
    .sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name));
  const load = Array.from({ length: shard.count }, () => 0);
  const mine: string[] = [];
  for (const file of files) {
    const least = load.indexOf(Math.min(...load));
    load[least] += file.seconds;
    if (least === shard.index - 1) mine.push(file.name);
  }
  return mine.map((name) => new RegExp(`(^|/)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
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
