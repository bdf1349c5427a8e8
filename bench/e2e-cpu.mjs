#!/usr/bin/env node
// The test command's largest cost: the console suite's browser. Runs a few interactive spec files of the console
// suite with the browser as the suites launch it (no optimising JavaScript compilers, reduced motion:
// e2e/support/suite-config.ts) and as a user's (E2E_PLAIN_BROWSER=1), alternating, and compares the machine's CPU
// time (/proc/stat, servers' start included) and the wall time of each run. Needs an idle machine.
import { readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fmt, options, ROOT, runFacts, spread, table, writeResult } from './lib/common.mjs';

const SPECS = ['admin/admin-users.spec.ts', 'shell-widgets.spec.ts', 'command-palette.spec.ts'];
const PORTS = { E2E_PORT: '3500', E2E_BACKEND_PORT: '3565', E2E_SMTP_PORT: '3525' };
const DATA_DIR = '.data/bench-e2e-cpu';

/** Busy CPU seconds of the whole machine so far (user, nice, system, irq, softirq). */
function machineCpu() {
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq) / 100;
}

function once(plain) {
  rmSync(join(ROOT, DATA_DIR), { recursive: true, force: true });
  const cpu = machineCpu();
  const started = Date.now();
  const r = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/@playwright/test/cli.js'),
      'test',
      '-c',
      'e2e/console/playwright.config.ts',
      ...SPECS,
      '--retries=0',
      '--reporter=dot',
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, ...PORTS, E2E_DATA_DIR: DATA_DIR, CI: 'true', E2E_PLAIN_BROWSER: plain ? '1' : '0' },
    },
  );
  if (r.status !== 0) throw new Error(`the specs failed (${plain ? 'plain' : 'suites'} browser):\n${r.stdout}`);
  return { cpu: machineCpu() - cpu, wall: (Date.now() - started) / 1000 };
}

const opts = options();
const facts = runFacts();
console.log(`Console suite's browser — ${opts.runs} run(s) of each, ${SPECS.join(', ')}`);
const results = { suites: [], plain: [] };
for (let run = 0; run < opts.runs; run++) {
  // Alternating which goes first, so a drift in the machine's load falls on both.
  for (const plain of run % 2 ? [true, false] : [false, true]) results[plain ? 'plain' : 'suites'].push(once(plain));
}
const of = (id, key) => spread(results[id].map((r) => r[key]));
table(
  'CPU and wall seconds of the run (min / median / max)',
  ['plain', 'suites'].map((id) => ({ browser: id, 'CPU s': fmt(of(id, 'cpu')), 'wall s': fmt(of(id, 'wall')) })),
);
const ratio = (key) => spread(results.suites.map((r, i) => r[key] / results.plain[i][key]));
console.log(`\nsuites ÷ plain: CPU ${fmt(ratio('cpu'), 3)}, wall ${fmt(ratio('wall'), 3)}`);
writeResult('e2e-cpu', facts, { specs: SPECS, results, ratio: { cpu: ratio('cpu'), wall: ratio('wall') } });
