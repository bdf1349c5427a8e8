// Shared helpers for the benchmarks (docs/benchmarks.md): options, statistics, results, machine facts,
// processes on loopback (reference backend, console, nginx, bare Next baseline) and their clean-up.
// The benchmarks import them all from here; each part lives in the module named for it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export * from './browser.mjs';
export * from './processes.mjs';
export * from './results.mjs';
export * from './settings.mjs';
export * from './stack.mjs';
export * from './stats.mjs';

export { existsSync, readFileSync, writeFileSync, join };
