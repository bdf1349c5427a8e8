import type { Span } from '@console/contract/monitoring/reads';

export type TraceSummary = {
  traceId: string;
  /** The root span's service and name (the first span when no root was reported). */
  service: string;
  name: string;
  /** Start in ms since the epoch, and the whole trace's length in ms. */
  start: number;
  durationMs: number;
  spanCount: number;
  services: string[];
  error: boolean;
};

const serviceOf = (span: Span) => span.localEndpoint?.serviceName ?? '?';

function bounds(spans: readonly Span[]): { start: number; end: number } {
  let start = Infinity;
  let end = -Infinity;
  for (const s of spans) {
    if (s.timestamp === undefined) continue;
    start = Math.min(start, s.timestamp);
    end = Math.max(end, s.timestamp + (s.duration ?? 0));
  }
  return Number.isFinite(start) ? { start, end } : { start: 0, end: 0 };
}

const isError = (span: Span) => span.tags?.error !== undefined || Number(span.tags?.['http.status_code']) >= 500;

/** One line of the trace list. */
export function summarize(spans: readonly Span[]): TraceSummary {
  const ids = new Set(spans.map((s) => s.id));
  const root = spans.find((s) => !s.parentId || !ids.has(s.parentId)) ?? spans[0];
  const { start, end } = bounds(spans);
  return {
    traceId: root?.traceId ?? '',
    service: root ? serviceOf(root) : '',
    name: root?.name ?? '',
    start: start / 1000,
    durationMs: (end - start) / 1000,
    spanCount: spans.length,
    services: [...new Set(spans.map(serviceOf))].sort(),
    error: spans.some(isError),
  };
}

export type WaterfallRow = {
  span: Span;
  service: string;
  depth: number;
  parent: Span | undefined;
  /** Offset and width within the trace, 0–100. */
  left: number;
  width: number;
  durationMs: number;
  error: boolean;
};

/** The spans in tree order (each after its parent, siblings by start), placed on the trace's time line. */
export function waterfall(spans: readonly Span[]): WaterfallRow[] {
  const byId = new Map(spans.map((s) => [s.id, s]));
  const children = new Map<string | undefined, Span[]>();
  for (const s of spans) {
    const parent = s.parentId && byId.has(s.parentId) && s.parentId !== s.id ? s.parentId : undefined;
    children.set(parent, [...(children.get(parent) ?? []), s]);
  }
  const { start, end } = bounds(spans);
  const total = Math.max(end - start, 1);
  const rows: WaterfallRow[] = [];
  const seen = new Set<string>();
  const visit = (span: Span, depth: number) => {
    if (seen.has(span.id)) return;
    seen.add(span.id);
    const offset = (span.timestamp ?? start) - start;
    rows.push({
      span,
      service: serviceOf(span),
      depth,
      parent: span.parentId ? byId.get(span.parentId) : undefined,
      left: (offset / total) * 100,
      width: Math.max(((span.duration ?? 0) / total) * 100, 0.3),
      durationMs: (span.duration ?? 0) / 1000,
      error: isError(span),
    });
    for (const child of [...(children.get(span.id) ?? [])].sort((a, b) => (a.timestamp ?? 0) - (b.timestamp ?? 0)))
      visit(child, depth + 1);
  };
  for (const root of [...(children.get(undefined) ?? [])].sort((a, b) => (a.timestamp ?? 0) - (b.timestamp ?? 0)))
    visit(root, 0);
  return rows;
}

/** A duration as people read it: µs below a millisecond, ms below a second, else seconds. */
export function formatDuration(ms: number): string {
  if (ms < 1) return `${Math.round(ms * 1000)} µs`;
  if (ms < 1000) return `${ms < 10 ? ms.toFixed(2) : ms.toFixed(1)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}
