import { monitorEventLoopDelay } from 'node:perf_hooks';

const WINDOW_MS = 60_000;
const MAX_SAMPLES = 20_000;

export interface ProcessMetrics {
  version: string;
  startedAt: number;
  uptimeS: number;
  rssBytes: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
  /** Requests per second over the last minute. */
  rps: number;
  p95Ms: number;
  eventLoopLagMs: number;
}

/** Request rate and latency over the last minute, and the event loop's delay, of this process. */
export class Metrics {
  private samples: { at: number; ms: number }[] = [];
  private readonly loop = monitorEventLoopDelay({ resolution: 20 });
  private loopResetAt = Date.now();
  readonly startedAt = Date.now();

  constructor(private readonly version: string) {
    this.loop.enable();
  }

  observe(ms: number): void {
    this.samples.push({ at: Date.now(), ms });
    if (this.samples.length > MAX_SAMPLES) this.samples = this.samples.slice(-MAX_SAMPLES / 2);
  }

  snapshot(now = Date.now()): ProcessMetrics {
    this.samples = this.samples.filter((s) => s.at > now - WINDOW_MS);
    const sorted = this.samples.map((s) => s.ms).sort((a, b) => a - b);
    const p95 = sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]! : 0;
    const memory = process.memoryUsage();
    const lag = Number.isFinite(this.loop.percentile(99)) ? this.loop.percentile(99) / 1e6 : 0;
    // The delay percentile covers the last minute or so, not the whole life of the process.
    if (now - this.loopResetAt > WINDOW_MS) {
      this.loop.reset();
      this.loopResetAt = now;
    }
    const windowS = Math.min(WINDOW_MS, now - this.startedAt) / 1000 || 1;
    return {
      version: this.version,
      startedAt: this.startedAt,
      uptimeS: Math.round(process.uptime()),
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      heapTotalBytes: memory.heapTotal,
      rps: Math.round((sorted.length / windowS) * 100) / 100,
      p95Ms: Math.round(p95 * 10) / 10,
      eventLoopLagMs: Math.round(lag * 10) / 10,
    };
  }

  close(): void {
    this.loop.disable();
  }
}
