import { classify, MALFORMED, type FailureKind, type Outcome } from '@/lib/platform/outcome';
import { BASE_PATH } from '@/lib/public-env';

/**
 * The one browser-side way to call the platform (through the same-origin BFF). A failure is
 * shown by the handler the UI installs (the error catalogue, `request-feedback-provider`),
 * then thrown as RequestError, so callers only decide what happens next, never what is shown.
 */
export const REQUEST_TIMEOUT_MS = 20_000;

export type FailureReport = Extract<Outcome, { ok: false }>;
/** `background`: no person's action made the call (the live channel reconnecting, say). */
type FailureHandler = (failure: FailureReport, source?: { background: boolean }) => void;

export class RequestError extends Error {
  /** Whether the failure has been shown already; the query cache shows the rest once. */
  reported = false;

  constructor(
    readonly failure: FailureReport,
    readonly body?: unknown,
  ) {
    super(failure.message ?? failure.kind);
    this.name = 'RequestError';
  }

  get kind(): FailureKind {
    return this.failure.kind;
  }

  get status(): number | undefined {
    return this.failure.status;
  }
}

let failureHandler: FailureHandler = (f) => console.error('[request]', f.kind, f.message ?? '');

export function setFailureHandler(handler: FailureHandler): () => void {
  const previous = failureHandler;
  failureHandler = handler;
  return () => {
    if (failureHandler === handler) failureHandler = previous;
  };
}

/** Shows a failure that was thrown with `report: false`, once. */
export function reportFailure(error: RequestError, source?: { background: boolean }): void {
  if (error.reported) return;
  error.reported = true;
  failureHandler(error.failure, source);
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  /** JSON, or a file (Blob) sent as its bytes with its own type (an upload). */
  body?: unknown;
  /** Body statuses the caller handles itself, returned as data (e.g. 40001 on sign-in). */
  accept?: number[];
  /** Body statuses shown as the '失败' notification instead of an error (500 on change password). */
  business?: number[];
  /** false: throw without showing; the caller (or the query cache) reports it with `reportFailure`. */
  report?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The HTTP cache: not used (`no-store`) unless the URL names an immutable resource (a versioned one). */
  cache?: RequestCache;
};

export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `${BASE_PATH}${path}${qs ? `?${qs}` : ''}`;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return MALFORMED;
  }
}

type Reply = { http: number; body: unknown } | null;

/**
 * fetch plus reading the body, bounded by one timer. A plain setTimeout (not AbortSignal.timeout)
 * so that a test's fake clock drives it like every other timer of the page.
 */
async function exchange(url: string, init: RequestInit, timeoutMs: number, signal?: AbortSignal): Promise<Reply> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const forward = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forward, { once: true });
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return { http: response.status, body: parse(await response.text()) };
  } catch (error) {
    // A caller's own abort (e.g. TanStack Query cancelling) is not a failure to show.
    if (signal?.aborted) throw error;
    return null;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const {
    method = 'GET',
    query,
    body,
    accept = [],
    business = [],
    report = true,
    signal,
    timeoutMs = REQUEST_TIMEOUT_MS,
    cache = 'no-store',
  } = options;
  signal?.throwIfAborted();
  const reply = await exchange(
    apiUrl(path, query),
    {
      method,
      headers: {
        accept: 'application/json',
        ...(body instanceof Blob
          ? { 'content-type': body.type || 'application/octet-stream' }
          : body !== undefined
            ? { 'content-type': 'application/json' }
            : {}),
      },
      body: body === undefined ? undefined : body instanceof Blob ? body : JSON.stringify(body),
      credentials: 'same-origin',
      cache,
    },
    timeoutMs,
    signal,
  );
  const parsed = reply?.body === MALFORMED ? undefined : reply?.body;
  const status = (parsed as { status?: unknown } | undefined)?.status;
  if (reply && typeof status === 'number' && accept.includes(status)) return parsed as T;

  let outcome = classify(reply ? reply.http : null, reply?.body);
  if (outcome.ok) return parsed as T;
  if (outcome.kind === 'error' && typeof status === 'number' && business.includes(status))
    outcome = { ...outcome, kind: 'business' };
  const error = new RequestError(outcome, parsed);
  if (report) reportFailure(error);
  throw error;
}
