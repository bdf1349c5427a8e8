/**
 * W3C Trace Context (`traceparent`) and Zipkin v2 span shapes, shared by the console's server (which
 * starts or continues a trace for every platform call) and the tracing screen (which draws them).
 */

/** A span as Zipkin's v2 API carries it: timestamps and durations in microseconds. */
export type ZipkinSpan = {
  traceId: string;
  id: string;
  parentId?: string;
  name?: string;
  kind?: 'CLIENT' | 'SERVER' | 'PRODUCER' | 'CONSUMER';
  timestamp?: number;
  duration?: number;
  localEndpoint?: { serviceName?: string; ipv4?: string; port?: number };
  remoteEndpoint?: { serviceName?: string; ipv4?: string; port?: number };
  tags?: Record<string, string>;
};

const traceparentPattern = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;

/** The trace and parent span a `traceparent` names; null when absent or malformed (all-zero ids included). */
export function parseTraceparent(value: string | null | undefined): { traceId: string; parentId: string } | null {
  const match = value ? traceparentPattern.exec(value.trim()) : null;
  if (!match || /^0+$/.test(match[1]) || /^0+$/.test(match[2])) return null;
  return { traceId: match[1], parentId: match[2] };
}

export function formatTraceparent(traceId: string, spanId: string): string {
  return `00-${traceId}-${spanId}-01`;
}

// Random bytes drawn a few kilobytes at a time: one draw per id cost the BFF a twentieth of its own time per call.
const pool = new Uint8Array(4096);
let used = pool.length;

function randomHex(bytes: number): string {
  if (used + bytes > pool.length) {
    crypto.getRandomValues(pool);
    used = 0;
  }
  let hex = '';
  for (let i = used; i < used + bytes; i++) hex += pool[i].toString(16).padStart(2, '0');
  used += bytes;
  return hex;
}

export const newTraceId = () => randomHex(16);
export const newSpanId = () => randomHex(8);

/** A span name of low cardinality: ids in the path become `{id}` (`put /api/admin/user/{id}`). */
export function spanName(method: string, path: string): string {
  const pattern = path
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) || /^[0-9a-f]{16,}$/i.test(segment) ? '{id}' : segment))
    .join('/');
  return `${method} ${pattern}`.toLowerCase().slice(0, 200);
}
