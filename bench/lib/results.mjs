// What a run records beside its figures (date, commit, machine) and the result files it writes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, RESULTS, ROOT } from './settings.mjs';
import { round } from './stats.mjs';

// ---------------------------------------------------------------- run facts and results

function git(args) {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

export function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGB: round(os.totalmem() / 2 ** 30, 1),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: chromiumVersion(),
    next: JSON.parse(readFileSync(join(ROOT, 'node_modules/next/package.json'), 'utf8')).version,
  };
}

export function runFacts() {
  const status = git(['status', '--porcelain', '--untracked-files=no']);
  return {
    date: new Date().toISOString(),
    commit: git(['rev-parse', '--short=12', 'HEAD']),
    dirty: status ? status.split('\n').filter(Boolean).length > 0 : null,
    machine: machine(),
    loadAverageAtStart: os.loadavg().map((x) => round(x, 2)),
  };
}

/** Writes bench/results/<name>.json (the latest run of that benchmark). */
export function writeResult(name, facts, body) {
  mkdirSync(RESULTS, { recursive: true });
  const file = join(RESULTS, `${name}.json`);
  const result = { benchmark: name, ...facts, loadAverageAtEnd: os.loadavg().map((x) => round(x, 2)), ...body };
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\n→ ${file}`);
  return result;
}
