import { originString, type RequestOrigin } from '@/lib/session/request-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Route handlers have no CSRF protection of their own: a state-changing call must prove it
 * comes from this origin (the `Origin` header, or Fetch Metadata when Origin is absent).
 */
export function isSameOriginWrite(method: string, headers: Headers, origin: RequestOrigin): boolean {
  if (SAFE_METHODS.has(method)) return true;
  const sent = headers.get('origin');
  if (sent !== null) return sent === originString(origin);
  return headers.get('sec-fetch-site') === 'same-origin';
}
