import { classify } from '@/lib/platform/outcome';
import { apiUrl, reportFailure, RequestError, type RequestOptions } from './request';

/**
 * Opens a server-sent event stream through the BFF (the live channel). A `fetch`, not `EventSource`:
 * status codes and the platform's JSON refusals stay visible. An answer that is not a stream goes
 * through the error catalogue when retrying cannot help (a session that is gone meets the 40101
 * dialog, a refused topic the 403 notice); anything else is returned for the caller to retry.
 */
export type StreamOpening =
  { kind: 'stream'; text: ReadableStream<string> } | { kind: 'final' } | { kind: 'retry'; status: number | null };

export async function openEventStream(
  path: string,
  query: RequestOptions['query'],
  { lastEventId, signal }: { lastEventId?: string; signal: AbortSignal },
): Promise<StreamOpening> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      headers: { accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    return { kind: 'retry', status: null };
  }
  if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream') && response.body) {
    return { kind: 'stream', text: response.body.pipeThrough(new TextDecoderStream()) };
  }
  const body: unknown = await response.json().catch(() => undefined);
  const outcome = classify(response.status, body);
  if (!outcome.ok && (outcome.kind === 'logout' || outcome.kind === 'forbidden')) {
    reportFailure(new RequestError(outcome, body), { background: true });
    return { kind: 'final' };
  }
  return { kind: 'retry', status: response.status };
}
