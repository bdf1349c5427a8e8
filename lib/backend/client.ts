import 'server-only';
import { classify, bodyMessage } from '@/lib/platform/outcome';
import { serverEnv } from '@/lib/env';
import { BackendError } from './errors';
import { usernameOfToken } from './platform-choice';
import { currentBackendUrl } from './platforms';
import { startSpan } from '@/lib/tracing/spans';
import { readUpstream } from './upstream';

type CallOptions = {
  token?: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string>;
  body?: unknown;
  /** Body statuses the caller handles itself instead of treating them as failures. */
  accept?: number[];
  /** Whose platform to call before there is a token (sign-in): with a per-user platform choice, theirs. */
  user?: string;
  /** Reads the reply's text (JSON.parse unless told, e.g. parseKept). */
  parse?: (text: string) => unknown;
  /** The browser's address, where a trusted proxy named it (a sign-in: the platform throttles per address). */
  forwardedFor?: string;
};

/** The one server-side way to call the platform backend. */
export async function backendCall<T>(
  path: string,
  { token, method = 'GET', query, body, accept = [], user, parse = JSON.parse, forwardedFor }: CallOptions = {},
): Promise<T> {
  const env = serverEnv();
  const platform = currentBackendUrl(user ?? usernameOfToken(token));
  const url = new URL(`${platform}${path}`);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers({ accept: 'application/json' });
  if (token) headers.set('authorization', token);
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
  // The server's own reads (the shell's bootstrap, sign-in) are spans of the console like the BFF's calls.
  const span = startSpan(method, path);
  headers.set('traceparent', span.traceparent);

  // Over node:http, as the BFF's calls (lib/backend/upstream.ts): a page's three bootstrap reads are 150 kB.
  const signal = AbortSignal.timeout(env.UPSTREAM_TIMEOUT_MS);
  let response: { status: number; text: string };
  try {
    response = await readUpstream(url, {
      method,
      headers,
      body: body === undefined ? undefined : new TextEncoder().encode(JSON.stringify(body)),
      signal,
    });
  } catch {
    span.end(undefined, token, platform);
    throw new BackendError(
      signal.aborted ? 'gateway' : 'unavailable',
      signal.aborted ? 'Backend timed out' : 'Backend unreachable',
    );
  }
  span.end(response.status, token, platform);
  const { text } = response;
  let parsed: unknown = undefined;
  try {
    parsed = text ? parse(text) : undefined;
  } catch {
    throw new BackendError('error', 'Backend answered malformed JSON', response.status);
  }
  const status = (parsed as { status?: unknown } | undefined)?.status;
  if (typeof status === 'number' && accept.includes(status)) return parsed as T;
  const outcome = classify(response.status, parsed);
  if (!outcome.ok)
    throw new BackendError(outcome.kind, bodyMessage(parsed) ?? `Backend answered ${response.status}`, outcome.status);
  return parsed as T;
}
