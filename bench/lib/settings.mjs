// Where the benchmarks read and write, and the fixed values they share (docs/benchmarks.md).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// Any chunk of MUI X Charts names its classes (MuiChartsAxis, MuiBarElement, MuiLineElement, MuiScatter…).
export const CHART_CODE = /"Mui(Charts|Bar|Line|Area|Mark|Scatter|Pie)[A-Z]\w*"/;
export const DATA = join(ROOT, '.data/bench');
// The CI smoke (scripts/test.mjs) reuses the e2e build and keeps its figures apart from a full run's.
export const RESULTS = process.env.BENCH_RESULTS
  ? resolve(ROOT, process.env.BENCH_RESULTS)
  : join(ROOT, 'bench/results');
export const DIST_DIR = process.env.BENCH_DIST_DIR || '.next-bench';
/** Only for benchmark processes on loopback; never a deployment secret. */
export const SECRET = 'bench-only-session-secret-0123456789abcdef';
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
