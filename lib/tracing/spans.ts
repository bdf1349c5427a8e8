import 'server-only';
import { serverEnv } from '@/lib/env';
import { countRequest, instanceName } from '@/lib/telemetry/process-metrics';
import { formatTraceparent, newSpanId, newTraceId, parseTraceparent, spanName, type ZipkinSpan } from './trace-context';

export const CONSOLE_SERVICE = 'console';

/** A span with the session it was recorded under and the platform that session belongs to (its base URL). */
type Pending = { token: string | undefined; platform: string | undefined; span: ZipkinSpan };
type Reporter = { queue: Pending[]; timer: ReturnType<typeof setTimeout> | undefined };

// One queue per process, whichever bundle (route handler, server component) records into it.
const key = Symbol.for('console.tracing.reporter');
const reporter = ((globalThis as Record<symbol, Reporter | undefined>)[key] ??= { queue: [], timer: undefined });

const MAX_QUEUE = 2000;
const FLUSH_MS = 200;

/** Posts the queued spans: to Zipkin's collector when ZIPKIN_URL is set, else to the collector of the platform
 * each span's call went to (which takes them only with the session they were recorded under, so one platform's
 * token never reaches another). Lossy by design: a failed post is dropped, never retried, and never slows a call
 * down. */
async function flush(): Promise<void> {
  reporter.timer = undefined;
  const batch = reporter.queue.splice(0);
  const env = serverEnv();
  const groups = new Map<string, { url: string; token: string | undefined; spans: ZipkinSpan[] }>();
  for (const { token, platform, span } of batch) {
    const url = env.ZIPKIN_URL ?? platform ?? env.BACKEND_URL;
    const group = env.ZIPKIN_URL ? '' : `${url} ${token}`;
    const found = groups.get(group);
    if (found) found.spans.push(span);
    else groups.set(group, { url, token: env.ZIPKIN_URL ? undefined : token, spans: [span] });
  }
  await Promise.all(
    [...groups.values()].map(async ({ url, token, spans }) => {
      for (let i = 0; i < spans.length; i += 200) {
        try {
          await fetch(`${url}/api/v2/spans`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
            body: JSON.stringify(spans.slice(i, i + 200)),
            cache: 'no-store',
            signal: AbortSignal.timeout(5000),
          });
        } catch {
          // the span is lost; the call it describes went on
        }
      }
    }),
  );
}

function report(span: ZipkinSpan, token: string | undefined, platform: string | undefined): void {
  if (!serverEnv().ZIPKIN_URL && !token) return;
  reporter.queue.push({ token, platform, span });
  if (reporter.queue.length > MAX_QUEUE) reporter.queue.splice(0, reporter.queue.length - MAX_QUEUE);
  reporter.timer ??= setTimeout(() => void flush(), FLUSH_MS);
}

export type ConsoleSpan = {
  traceId: string;
  id: string;
  /** The header to send upstream: this span is the parent of what the platform records. */
  traceparent: string;
  /** Ends the span and queues it for the collector (of `platform`, the base URL the call went to). */
  end(httpStatus: number | undefined, token: string | undefined, platform?: string): void;
};

/**
 * Starts the console's span of one platform call, continuing the caller's `traceparent` when it sent a
 * valid one (W3C Trace Context), else a new trace. `recorded: false` only counts the call (the
 * monitoring screens' own reads and polls, which would otherwise fill the trace list).
 */
export function startSpan(
  method: string,
  path: string,
  incoming?: string | null,
  { recorded = true } = {},
): ConsoleSpan {
  const parent = parseTraceparent(incoming);
  const traceId = parent?.traceId ?? newTraceId();
  const id = newSpanId();
  const timestamp = Math.round((performance.timeOrigin + performance.now()) * 1000);
  const startedAt = performance.now();
  let ended = false;
  return {
    traceId,
    id,
    traceparent: formatTraceparent(traceId, id),
    end(httpStatus, token, platform) {
      if (ended) return;
      ended = true;
      const ms = performance.now() - startedAt;
      countRequest(ms);
      if (!recorded) return;
      report(
        {
          traceId,
          id,
          ...(parent ? { parentId: parent.parentId } : {}),
          name: spanName(method, path),
          kind: 'SERVER',
          timestamp,
          duration: Math.max(1, Math.round(ms * 1000)),
          localEndpoint: { serviceName: CONSOLE_SERVICE },
          tags: {
            'http.method': method,
            'http.path': path.slice(0, 256),
            'http.status_code': httpStatus === undefined ? 'none' : String(httpStatus),
            'console.instance': instanceName(),
            ...(httpStatus === undefined || httpStatus >= 500
              ? { error: httpStatus === undefined ? 'no reply' : String(httpStatus) }
              : {}),
          },
        },
        token,
        platform,
      );
    },
  };
}
