import { randomBytes } from 'node:crypto';

/** A span in the Zipkin v2 JSON shape (timestamps and durations in microseconds). */
export interface Span {
  traceId: string;
  id: string;
  parentId?: string;
  name: string;
  kind?: 'CLIENT' | 'SERVER' | 'PRODUCER' | 'CONSUMER';
  timestamp: number;
  duration: number;
  localEndpoint: { serviceName: string; ipv4?: string; port?: number };
  remoteEndpoint?: { serviceName?: string; ipv4?: string; port?: number };
  tags?: Record<string, string>;
}

export const BACKEND_SERVICE = 'reference-backend';

const traceparentPattern = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/** The trace and parent span named by a W3C `traceparent` header; undefined when absent or malformed
 * (all-zero ids are invalid by the recommendation). */
export function parseTraceparent(
  header: string | string[] | undefined,
): { traceId: string; parentId: string } | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? traceparentPattern.exec(value.trim()) : null;
  if (!match || /^0+$/.test(match[1]!) || /^0+$/.test(match[2]!)) return undefined;
  return { traceId: match[1]!, parentId: match[2]! };
}

export const newSpanId = () => randomBytes(8).toString('hex');
export const newTraceId = () => randomBytes(16).toString('hex');

/** Wall time in microseconds, as Zipkin counts. */
export const nowMicros = () => Math.round((performance.timeOrigin + performance.now()) * 1000);

export interface TraceQuery {
  serviceName?: string;
  spanName?: string;
  minDuration?: number;
  maxDuration?: number;
  endTs: number;
  lookback: number;
  limit: number;
}

/**
 * The spans of the most recent traces, in memory: a bounded store (oldest traces go first) that answers
 * the Zipkin v2 read API. Recording is cheap and lossy by design, like a sampled collector.
 */
export class Tracer {
  private readonly traces = new Map<string, Span[]>();
  private spanCount = 0;

  constructor(private readonly maxSpans = 20_000) {}

  record(span: Span): void {
    const spans = this.traces.get(span.traceId);
    if (spans) {
      spans.push(span);
      // Re-inserting keeps the map ordered by the trace's latest activity.
      this.traces.delete(span.traceId);
      this.traces.set(span.traceId, spans);
    } else {
      this.traces.set(span.traceId, [span]);
    }
    this.spanCount++;
    while (this.spanCount > this.maxSpans) {
      const oldest = this.traces.keys().next().value as string;
      this.spanCount -= this.traces.get(oldest)!.length;
      this.traces.delete(oldest);
    }
  }

  services(): string[] {
    const names = new Set<string>();
    for (const spans of this.traces.values()) for (const span of spans) names.add(span.localEndpoint.serviceName);
    return [...names].sort();
  }

  spanNames(serviceName: string): string[] {
    const names = new Set<string>();
    for (const spans of this.traces.values())
      for (const span of spans) if (span.localEndpoint.serviceName === serviceName) names.add(span.name);
    return [...names].sort();
  }

  trace(traceId: string): Span[] | undefined {
    const spans = this.traces.get(traceId.toLowerCase().padStart(32, '0'));
    return spans ? [...spans].sort((a, b) => a.timestamp - b.timestamp) : undefined;
  }

  /** Zipkin's rules: a trace matches when one of its spans is of the service (and name) and lasts at least
   * `minDuration` µs, and it started within [endTs − lookback, endTs] (ms); newest first, at most `limit`. */
  find(query: TraceQuery): Span[][] {
    const from = (query.endTs - query.lookback) * 1000;
    const to = query.endTs * 1000;
    const found: Span[][] = [];
    const all = [...this.traces.values()];
    for (let i = all.length - 1; i >= 0 && found.length < query.limit; i--) {
      const spans = all[i]!;
      const start = Math.min(...spans.map((s) => s.timestamp));
      if (start < from || start > to) continue;
      const hit = spans.some(
        (s) =>
          (!query.serviceName || s.localEndpoint.serviceName === query.serviceName) &&
          (!query.spanName || s.name === query.spanName) &&
          (query.minDuration === undefined || s.duration >= query.minDuration) &&
          (query.maxDuration === undefined || s.duration <= query.maxDuration),
      );
      if (hit) found.push([...spans].sort((a, b) => a.timestamp - b.timestamp));
    }
    return found.sort((a, b) => b[0]!.timestamp - a[0]!.timestamp);
  }
}

const hex = (length: number) => new RegExp(`^[0-9a-f]{${length}}$`);
const traceIdPattern = /^([0-9a-f]{16}|[0-9a-f]{32})$/;
const spanIdPattern = hex(16);
const kinds = new Set(['CLIENT', 'SERVER', 'PRODUCER', 'CONSUMER']);
const serviceNamePattern = /^[a-z0-9][a-z0-9._:-]{0,63}$/;

const clip = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : undefined);

/** A span reported by a client (the console's BFF), checked field by field; undefined when unusable. */
export function reportedSpan(input: unknown): Span | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const s = input as Record<string, unknown>;
  const local = s.localEndpoint as Record<string, unknown> | undefined;
  const serviceName = typeof local?.serviceName === 'string' ? local.serviceName.toLowerCase() : '';
  if (typeof s.traceId !== 'string' || !traceIdPattern.test(s.traceId)) return undefined;
  if (typeof s.id !== 'string' || !spanIdPattern.test(s.id)) return undefined;
  if (s.parentId !== undefined && (typeof s.parentId !== 'string' || !spanIdPattern.test(s.parentId))) return undefined;
  if (typeof s.name !== 'string' || s.name.length === 0) return undefined;
  if (!Number.isSafeInteger(s.timestamp) || !Number.isSafeInteger(s.duration) || (s.duration as number) < 0)
    return undefined;
  if (!serviceNamePattern.test(serviceName) || serviceName === BACKEND_SERVICE) return undefined;
  const tags: Record<string, string> = {};
  if (typeof s.tags === 'object' && s.tags !== null) {
    for (const [key, value] of Object.entries(s.tags).slice(0, 20))
      if (typeof value === 'string') tags[key.slice(0, 64)] = value.slice(0, 256);
  }
  const remote = s.remoteEndpoint as Record<string, unknown> | undefined;
  return {
    traceId: s.traceId.padStart(32, '0'),
    id: s.id,
    ...(s.parentId ? { parentId: s.parentId as string } : {}),
    name: s.name.slice(0, 200).toLowerCase(),
    ...(typeof s.kind === 'string' && kinds.has(s.kind) ? { kind: s.kind as Span['kind'] } : {}),
    timestamp: s.timestamp as number,
    duration: s.duration as number,
    localEndpoint: { serviceName },
    ...(remote && typeof remote.serviceName === 'string'
      ? { remoteEndpoint: { serviceName: clip(remote.serviceName, 64)!.toLowerCase() } }
      : {}),
    tags,
  };
}

/** The server span of one request and the child spans of its stages, recorded when each ends. */
export class RequestTrace {
  readonly traceId: string;
  readonly id = newSpanId();
  readonly parentId: string | undefined;
  name: string;
  readonly tags: Record<string, string>;
  private readonly start = nowMicros();
  private readonly startedAt = performance.now();

  constructor(
    private readonly tracer: Tracer,
    traceparent: string | string[] | undefined,
    method: string,
    path: string,
  ) {
    const parent = parseTraceparent(traceparent);
    this.traceId = parent?.traceId ?? newTraceId();
    this.parentId = parent?.parentId;
    this.name = method.toLowerCase();
    this.tags = { 'http.method': method, 'http.path': path };
  }

  /** Runs one stage of the request as a child span. */
  async child<T>(name: string, run: () => T | Promise<T>): Promise<T> {
    const timestamp = nowMicros();
    const startedAt = performance.now();
    let failed = false;
    try {
      return await run();
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      this.recordChild(name, timestamp, startedAt, failed);
    }
  }

  /** `child` for a stage that runs inside a transaction: it runs at once and its failure is thrown at once. */
  childSync<T>(name: string, run: () => T): T {
    const timestamp = nowMicros();
    const startedAt = performance.now();
    let failed = false;
    try {
      return run();
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      this.recordChild(name, timestamp, startedAt, failed);
    }
  }

  private recordChild(name: string, timestamp: number, startedAt: number, failed: boolean): void {
    this.tracer.record({
      traceId: this.traceId,
      id: newSpanId(),
      parentId: this.id,
      name,
      timestamp,
      duration: Math.max(1, Math.round((performance.now() - startedAt) * 1000)),
      localEndpoint: { serviceName: BACKEND_SERVICE },
      ...(failed ? { tags: { error: 'refused or failed' } } : {}),
    });
  }

  finish(httpStatus: number): number {
    const ms = performance.now() - this.startedAt;
    this.tracer.record({
      traceId: this.traceId,
      id: this.id,
      ...(this.parentId ? { parentId: this.parentId } : {}),
      name: this.name,
      kind: 'SERVER',
      timestamp: this.start,
      duration: Math.max(1, Math.round(ms * 1000)),
      localEndpoint: { serviceName: BACKEND_SERVICE },
      tags: {
        ...this.tags,
        'http.status_code': String(httpStatus),
        ...(httpStatus >= 500 ? { error: String(httpStatus) } : {}),
      },
    });
    return ms;
  }
}
