import { classify } from '@/lib/platform/outcome';
import { apiUrl, reportFailure, RequestError, type RequestOptions } from './request';

/**
 * A binary read through the BFF (the compaction grid) with its ETag: `not-modified` when the platform answers
 * 304 to the tag the caller kept. A refusal goes through the error catalogue like any other request's (a
 * session that is gone meets the 40101 dialog) and then throws.
 */
export type BinaryReply = { kind: 'bytes'; bytes: ArrayBuffer; etag: string } | { kind: 'not-modified' };

export async function requestBinary(
  path: string,
  query: RequestOptions['query'],
  { etag, signal }: { etag?: string; signal?: AbortSignal } = {},
): Promise<BinaryReply> {
  const response = await fetch(apiUrl(path, query), {
    headers: { accept: 'application/octet-stream', ...(etag ? { 'if-none-match': etag } : {}) },
    credentials: 'same-origin',
    cache: 'no-store',
    signal,
  });
  if (response.status === 304 && etag) return { kind: 'not-modified' };
  if (response.ok && (response.headers.get('content-type') ?? '').includes('octet-stream')) {
    return { kind: 'bytes', bytes: await response.arrayBuffer(), etag: response.headers.get('etag') ?? '' };
  }
  const body: unknown = await response.json().catch(() => undefined);
  const outcome = classify(response.status, body);
  // A 200 that is not the grid (a proxy's page) is a server failure to the user.
  const error = new RequestError(outcome.ok ? { ok: false, kind: 'error', status: response.status } : outcome, body);
  reportFailure(error);
  throw error;
}
