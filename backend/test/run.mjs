#!/usr/bin/env node
// `npm test -w backend`: every test file, two at a time, the slowest first. In name order the three longest (the
// simulator's own files, two to three minutes each) came last and ran beside nothing at the run's end; started first,
// the short files fill in around them. Named files (`npm test -w backend -- test/x.test.ts`) run alone, as given.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
/** The files that took longest in a full run (over 30 s each), longest first. */
const slowest = [
  'sim',
  'sim-default',
  'site-people',
  'live',
  'sim-supervision',
  'report-mail',
  'plants-process',
  'alarm-engine',
  'data-scope',
  'lab-sim',
  'before-the-shift',
  'pdca',
  'replies',
  'secrets',
  'problem-stats',
].map((name) => `${name}.test.ts`);

const named = process.argv.slice(2);
const all = readdirSync(here)
  .filter((name) => name.endsWith('.test.ts'))
  .sort();
const files = named.length
  ? named
  : [...slowest.filter((name) => all.includes(name)), ...all.filter((name) => !slowest.includes(name))].map((name) =>
      join('test', name),
    );
const run = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files],
  { cwd: join(here, '..'), stdio: 'inherit' },
);
process.exit(run.status ?? 1);
