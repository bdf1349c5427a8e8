import 'server-only';
import { currentBackendUrl } from '@/lib/backend/platforms';
import { serverEnv } from '@/lib/env';
import { sessionCookieFor } from '@/lib/session/cookie';
import { originString } from '@/lib/session/request-origin';
import { readSession } from '@/lib/session/session';
import { readLimited } from './body';
import { clientResponseHeaders, upstreamRequestHeaders } from './headers';
import { refused } from './json';
import { isSameOriginWrite } from './same-origin';
import { safeQuery, safeSegments, upstreamPath } from './safe-path';
import { refreshRoute, signInRoute, signOutRoute } from './session-routes';
import { BASE_PATH } from '@/lib/public-env';

/** Raw (still percent-encoded) path after `/api/<service>/`, read from the request line. Next
 * may or may not have stripped the base path from `request.url`, so both forms are accepted. */
function rawRest(request: Request, service: string): string | null {
  let raw = request.url.replace(/^[a-z]+:\/\/[^/]*/i, '').split(/[?#]/)[0];
  if (BASE_PATH && raw.startsWith(`${BASE_PATH}/`)) raw = raw.slice(BASE_PATH.length);
  const prefix = `/api/${service}/`;
  return raw.startsWith(prefix) ? raw.slice(prefix.length) : null;
}

/** The BFF: every browser call to the platform passes here (docs/architecture.md, "The BFF proxy"). */
export async function proxy(request: Request, service: string): Promise<Response> {
  const env = serverEnv();
  // `/api/sso/*` is single sign-on (app/api/sso), never a platform service, whatever the config says.
  if (service === 'sso' || !env.PROXY_PREFIXES.includes(service)) return refused.notFound();
  const rest = rawRest(request, service);
  const segments = rest === null ? null : safeSegments(rest);
  const search = safeQuery(new URL(request.url).search);
  if (!segments || search === null) return refused.badPath();

  const method = request.method.toUpperCase();
  const { origin } = sessionCookieFor(request.headers);
  if (!isSameOriginWrite(method, request.headers, origin)) return refused.crossSite();

  const body = method === 'GET' || method === 'HEAD' ? undefined : await readLimited(request, env.BODY_LIMIT_BYTES);
  if (body === null) return refused.tooLarge();

  if (service === 'auth' && segments[0] === 'jwt') {
    const route = `${method} ${segments.slice(1).join('/')}`;
    if (route === 'POST token') return signInRoute(body);
    if (route === 'POST invalid') return signOutRoute();
    if (route === 'GET refresh') return refreshRoute();
    return refused.notFound();
  }

  const session = await readSession();
  if (!session) return refused.noSession();

  const forwardedFor = request.headers.get('x-forwarded-for');
  const headers = upstreamRequestHeaders(request.headers, {
    authorization: session.token,
    'x-forwarded-proto': origin.proto,
    'x-forwarded-host': originString(origin).replace(/^https?:\/\//, ''),
    ...(env.TRUST_PROXY && forwardedFor ? { 'x-forwarded-for': forwardedFor.split(',')[0].trim() } : {}),
  });
  if (!headers) return refused.badPath();

  // The time-out covers the wait for the reply's head; a long download may then stream on.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), env.UPSTREAM_TIMEOUT_MS);
  // A browser that goes away (a closed tab, a dropped live stream) frees its upstream call too.
  request.signal.addEventListener('abort', () => controller.abort(), { once: true });
  let upstream: Response;
  try {
    upstream = await fetch(`${currentBackendUrl()}${upstreamPath(service, segments)}${search}`, {
      method,
      headers,
      body: body as BodyInit | undefined,
      redirect: 'manual',
      cache: 'no-store',
      signal: controller.signal,
    });
  } catch {
    return controller.signal.aborted ? refused.timeout() : refused.unavailable();
  } finally {
    clearTimeout(timer);
  }
  // 304 answers a conditional read (a grid's ETag); any other redirect is not the platform's to give.
  if (upstream.status === 304) return new Response(null, { status: 304, headers: clientResponseHeaders(upstream.headers) });
  if (upstream.status >= 300 && upstream.status < 400) return refused.unavailable();
  return new Response(upstream.body, { status: upstream.status, headers: clientResponseHeaders(upstream.headers) });
}
