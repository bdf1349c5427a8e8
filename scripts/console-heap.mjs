// The console's heap bound, shared by `npm start` and the benchmarks so they measure what users run.
// Unbounded, V8 lets a busy instance's heap grow lazily to ~600 MB on a large machine although nothing is
// retained (docs/benchmarks.md, memory); 192 MB leaves room for a thousand live-channel clients.
export const DEFAULT_CONSOLE_HEAP_MB = 192;

/** Node flags for the console process: the heap bound unless NODE_OPTIONS already sets one. */
export function consoleNodeArgs(env = process.env) {
  if (/--max-old-space-size/.test(env.NODE_OPTIONS ?? '')) return [];
  const mb = Number(env.CONSOLE_HEAP_MB ?? DEFAULT_CONSOLE_HEAP_MB);
  if (!Number.isInteger(mb) || mb < 64)
    throw new Error(`CONSOLE_HEAP_MB must be a whole number of megabytes ≥ 64 (got ${env.CONSOLE_HEAP_MB})`);
  return [`--max-old-space-size=${mb}`];
}
