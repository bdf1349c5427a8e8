#!/usr/bin/env node
// Runs every benchmark in turn (each in its own process, with its own servers on 4000–4099), after
// building the console (.next-bench) and the bare Next baseline once. `--quick`: one short run each
// (the CI smoke). Writes bench/results/run-all.json and bench/results/summary.md.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { ensureBaselineBuild } from './lib/baseline.mjs';
import { RESULTS, ROOT, ensureConsoleBuild, ensureDir, join, options, round, runFacts } from './lib/common.mjs';
import { summary } from './lib/summary.mjs';

const BENCHMARKS = ['js-weight', 'proxy', 'ssr', 'tabs', 'signin', 'memory', 'scale', 'site', 'maps', 'live'];

const opts = options();
const only = process.argv.slice(2).filter((a) => BENCHMARKS.includes(a));
const list = only.length ? only : BENCHMARKS;
const facts = runFacts();
console.log(
  `Benchmarks${opts.quick ? ' (quick)' : ''}: ${list.join(', ')} — ${facts.machine.cores} cores, load ` +
    `${facts.loadAverageAtStart.join(' ')}`,
);
ensureDir(RESULTS);
const build = ensureConsoleBuild();
const baseline = ensureBaselineBuild();
const forward = process.argv.slice(2).filter((a) => !BENCHMARKS.includes(a));
const outcomes = {};
for (const name of list) {
  const load = os.loadavg()[0];
  const started = Date.now();
  console.log(`\n=== ${name} (load ${round(load, 2)})`);
  const result = spawnSync(process.execPath, [join(ROOT, 'bench', `${name}.mjs`), ...forward], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BENCH_SKIP_BUILD: '1' },
  });
  outcomes[name] = {
    status: result.status,
    seconds: (Date.now() - started) / 1000,
    loadBefore: round(load, 2),
    loadAfter: round(os.loadavg()[0], 2),
  };
}
const results = Object.fromEntries(
  list.map((name) => {
    const file = join(RESULTS, `${name}.json`);
    return [name, existsSync(file) && outcomes[name].status === 0 ? JSON.parse(readFileSync(file, 'utf8')) : null];
  }),
);
const all = {
  ...facts,
  loadAverageAtEnd: os.loadavg().map((x) => round(x, 2)),
  options: opts,
  build,
  baseline,
  outcomes,
  results,
};
writeFileSync(join(RESULTS, 'run-all.json'), `${JSON.stringify(all, null, 2)}\n`);
writeFileSync(join(RESULTS, 'summary.md'), summary(all));
console.log(`\n→ ${join(RESULTS, 'run-all.json')}\n→ ${join(RESULTS, 'summary.md')}`);
const failed = Object.entries(outcomes).filter(([, o]) => o.status !== 0);
if (failed.length) {
  console.error(`failed: ${failed.map(([n]) => n).join(', ')}`);
  process.exit(1);
}
