#!/usr/bin/env node
// Keeps the seconds each console spec file took in the last run (its shards' counts files in .data/test-results) in
// e2e/console/spec-times.json, which deals the spec files to the shards (e2e/console/playwright.config.ts). Files no
// longer present are dropped; a file the run did not time keeps its recorded seconds.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const results = join(root, '.data/test-results');
const target = join(root, 'e2e/console/spec-times.json');
const runs = existsSync(results) ? readdirSync(results).filter((name) => /^console(-\d+)?\.json$/.test(name)) : [];
if (runs.length === 0) {
  console.error('no console run recorded in .data/test-results: run `npm test` or `npm run test:e2e` first');
  process.exit(1);
}
const measured = {};
for (const name of runs) Object.assign(measured, JSON.parse(readFileSync(join(results, name), 'utf8')).fileSeconds);
const recorded = JSON.parse(readFileSync(target, 'utf8'));
const specs = readdirSync(join(root, 'e2e/console'), { recursive: true }).filter((name) => name.endsWith('.spec.ts'));
const times = Object.fromEntries(
  specs
    .sort()
    .filter((name) => measured[name] !== undefined || recorded[name] !== undefined)
    .map((name) => [name, Math.round(measured[name] ?? recorded[name])]),
);
writeFileSync(target, `${JSON.stringify(times, null, 2)}\n`);
console.log(`${Object.keys(measured).length} files timed, ${Object.keys(times).length} recorded in ${target}`);
