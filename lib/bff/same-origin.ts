import { originString, type RequestOrigin } from '@/lib/session/request-origin';

/** The browser's address as the trusted proxy in front names it (`X-Forwarded-For`'s first), else unknown. */
export function clientAddress(headers: Headers, trustProxy: boolean): string | undefined {
  if (!trustProxy) return undefined;
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Route handlers have no CSRF protection of their own, and some platform reads change state (`resetPwd` is a GET by
 * the platform's contract) while the Lax session cookie rides along on a cross-site top-level navigation. So a call
 * whose `Origin` or Fetch Metadata names another site is refused whatever its method; a state-changing call must
 * also prove it comes from this origin (the `Origin` header, or Fetch Metadata when Origin is absent). `none` is a
 * navigation the user started (address bar, bookmark), which no other site can trigger.
 */
export function isSameOriginCall(method: string, headers: Headers, origin: RequestOrigin): boolean {
  const sent = headers.get('origin');
  if (sent !== null && sent !== originString(origin)) return false;
  const site = headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return false;
  if (SAFE_METHODS.has(method)) return true;
  return sent !== null || site === 'same-origin';
}
