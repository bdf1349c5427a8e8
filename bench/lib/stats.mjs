// The benchmarks' command-line options, statistics over runs and the tables they print.
// ---------------------------------------------------------------- options

/** The number after `name` on the command line (`--clients 1000`), or undefined. */
export function numberOption(name, argv = process.argv.slice(2)) {
  const at = argv.indexOf(name);
  return at >= 0 ? Number(argv[at + 1]) : undefined;
}

/** `--quick`: one run each, short durations (the CI smoke). `--runs N` overrides the run count. */
export function options(argv = process.argv.slice(2)) {
  const quick = argv.includes('--quick') || process.env.BENCH_QUICK === '1';
  const runs = numberOption('--runs', argv) ?? (quick ? 1 : 5);
  return { quick, runs: Math.max(1, runs || 1) };
}

// ---------------------------------------------------------------- statistics

export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (rank - lo);
}

/** min / median / max of one figure over the runs. */
export function spread(values) {
  const v = values.filter((x) => Number.isFinite(x));
  if (!v.length) return { min: NaN, median: NaN, max: NaN, n: 0, runs: values };
  return { min: Math.min(...v), median: percentile(v, 50), max: Math.max(...v), n: v.length, runs: values };
}

export const round = (x, digits = 1) => (Number.isFinite(x) ? Number(x.toFixed(digits)) : x);
export const fmt = (s, digits = 1) =>
  s && Number.isFinite(s.median)
    ? `${round(s.min, digits)} / ${round(s.median, digits)} / ${round(s.max, digits)}`
    : 'n/a';
export const kB = (bytes) => bytes / 1000;

/** Prints rows (objects) as an aligned table. */
export function table(title, rows) {
  console.log(`\n${title}`);
  if (!rows.length) return;
  const cols = Object.keys(rows[0]);
  const cell = (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(round(v, 2)) : String(v));
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (vals) => vals.map((v, i) => v.padEnd(width[i])).join('  ');
  console.log(line(cols));
  console.log(line(width.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(cols.map((c) => cell(r[c]))));
}
