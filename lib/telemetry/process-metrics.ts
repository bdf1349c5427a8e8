import 'server-only';
import os from 'node:os';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import packageJson from '@/package.json';

const WINDOW_MS = 60_000;

type State = { samples: { at: number; ms: number }[]; startedAt: number; loop: IntervalHistogram; loopResetAt: number };

// One state per process, whichever bundle (route handler, instrumentation) counts into it.
const key = Symbol.for('console.monitor.metrics');
function state(): State {
  const global = globalThis as Record<symbol, State | undefined>;
  if (!global[key]) {
    const loop = monitorEventLoopDelay({ resolution: 20 });
    loop.enable();
    global[key] = { samples: [], startedAt: Date.now(), loop, loopResetAt: Date.now() };
  }
  return global[key];
}

/** One platform call served (a BFF call or a server-side read), for the request rate and p95. */
export function countRequest(ms: number): void {
  const s = state();
  s.samples.push({ at: Date.now(), ms });
  if (s.samples.length > 20_000) s.samples = s.samples.slice(-10_000);
}

let name: string | undefined;

/** This instance's name in the registry: host, app and port, as Spring Cloud names its instances. */
export function instanceName(): string {
  // Named on every span the console records: asked of the system once.
  return (name ??= `${os.hostname()}:console:${process.env.PORT ?? '3000'}`);
}

/** Health of this console instance, as Eureka metadata (strings). */
export function consoleMetrics(now = Date.now()): Record<string, string> {
  const s = state();
  s.samples = s.samples.filter((x) => x.at > now - WINDOW_MS);
  const sorted = s.samples.map((x) => x.ms).sort((a, b) => a - b);
  const p95 = sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] : 0;
  const lag = Number.isFinite(s.loop.percentile(99)) ? s.loop.percentile(99) / 1e6 : 0;
  if (now - s.loopResetAt > WINDOW_MS) {
    s.loop.reset();
    s.loopResetAt = now;
  }
  const memory = process.memoryUsage();
  const windowS = Math.min(WINDOW_MS, now - s.startedAt) / 1000 || 1;
  return {
    kind: 'console',
    version: packageJson.version,
    startedAt: String(s.startedAt),
    uptimeS: String(Math.round(process.uptime())),
    rssBytes: String(memory.rss),
    heapUsedBytes: String(memory.heapUsed),
    heapTotalBytes: String(memory.heapTotal),
    rps: String(Math.round((sorted.length / windowS) * 100) / 100),
    p95Ms: String(Math.round(p95 * 10) / 10),
    eventLoopLagMs: String(Math.round(lag * 10) / 10),
  };
}
