import type { Envelope } from '@console/contract/envelope';

/**
 * The console's error catalogue (docs/architecture.md) as one pure classification, shared by the
 * browser request layer and the server-side backend client so both read a reply the same way.
 */
export type FailureKind =
  | 'timeout' // no response at all
  | 'logout' // HTTP 401 or body status 40101
  | 'forbidden' // HTTP 403
  | 'business' // body status 30101
  | 'gateway' // HTTP 504
  | 'unavailable' // HTTP 502: the console could not reach the backend
  | 'error'; // anything else

export type Outcome = { ok: true } | { ok: false; kind: FailureKind; message?: string; status?: number };

export const STATUS = {
  ok: 200,
  tokenInvalid: 40101,
  forbidden: 40301,
  badCredentials: 40001,
  business: 30101,
} as const;

/** Stands for a reply body that is not JSON: never a success, whatever the HTTP status. */
export const MALFORMED: unique symbol = Symbol('malformed reply');

function bodyStatus(body: unknown): number | undefined {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const s = (body as Envelope).status;
    return typeof s === 'number' ? s : undefined;
  }
  return undefined;
}

export function bodyMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const m = (body as Envelope).message;
    return typeof m === 'string' && m.trim() ? m : undefined;
  }
  return undefined;
}

/**
 * `httpStatus` null means no response arrived (network failure or time-out). Precedence follows
 * the catalogue: 401/40101, 403, 30101, 504, 502, then success (HTTP 200 or body status 200;
 * a bare body without `status` succeeds on HTTP 200), then "any other failure".
 */
export function classify(httpStatus: number | null, body: unknown): Outcome {
  if (httpStatus === null) return { ok: false, kind: 'timeout' };
  const status = bodyStatus(body);
  const message = bodyMessage(body);
  if (httpStatus === 401 || status === STATUS.tokenInvalid) return { ok: false, kind: 'logout', message, status };
  if (httpStatus === 403) return { ok: false, kind: 'forbidden', message, status };
  if (status === STATUS.business) return { ok: false, kind: 'business', message, status };
  if (httpStatus === 504) return { ok: false, kind: 'gateway', message, status };
  if (httpStatus === 502) return { ok: false, kind: 'unavailable', message, status };
  if (status === STATUS.ok || (httpStatus === 200 && status === undefined && body !== MALFORMED)) return { ok: true };
  return { ok: false, kind: 'error', message, status: status ?? httpStatus };
}
