import 'server-only';
import { currentBackendUrl } from '@/lib/backend/platforms';
import { serverEnv } from '@/lib/env';
import { sessionCookieFor } from '@/lib/session/cookie';
import { originString } from '@/lib/session/request-origin';
import { readSession } from '@/lib/session/session';
import { readLimited } from './body';
import { isFileUpload } from './uploads';
import { clientResponseHeaders, upstreamRequestHeaders } from './headers';
import { refused } from './json';
import { clientAddress, isSameOriginCall } from './same-origin';
import { safeQuery, safeSegments, upstreamPath } from './safe-path';
import { refreshRoute, signInRoute, signOutRoute } from './session-routes';
import { BASE_PATH } from '@/lib/public-env';
import { getFrontInfo } from '@/lib/backend/api';
import { startSpan } from '@/lib/tracing/spans';
import { jsonReply } from './json';
import { monitorTarget, type MonitorTarget } from './monitor-upstream';
import { callUpstream, type UpstreamReply } from '@/lib/backend/upstream';

/** A real Zipkin or Eureka checks nothing: the console checks the screen's codes against the user's. */
async function holdsMonitorCode(token: string, target: MonitorTarget): Promise<boolean> {
  try {
    const info = await getFrontInfo(token);
    if (target.menu && !info.menus.some((m) => m.code === target.menu)) return false;
    if (target.element && !info.elements.some((e) => e.code === target.element)) return false;
    return true;
  } catch {
    return false;
  }
}

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
  if (!isSameOriginCall(method, request.headers, origin)) return refused.crossSite();

  const limit = isFileUpload(method, service, segments)
    ? Math.max(env.BODY_LIMIT_BYTES, env.UPLOAD_LIMIT_BYTES)
    : env.BODY_LIMIT_BYTES;
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readLimited(request, limit);
  if (body === null) return refused.tooLarge();

  if (service === 'auth' && segments[0] === 'jwt') {
    const route = `${method} ${segments.slice(1).join('/')}`;
    if (route === 'POST token') return signInRoute(body, clientAddress(request.headers, env.TRUST_PROXY));
    if (route === 'POST invalid') return signOutRoute();
    if (route === 'GET refresh') return refreshRoute();
    return refused.notFound();
  }

  const session = await readSession();
  if (!session) return refused.noSession();

  // The platform this user's console is switched to: its monitoring, its calls and its span collector.
  const platform = currentBackendUrl(session.username);
  const monitor =
    service === 'monitor' ? monitorTarget(method, segments, search, { ...env, BACKEND_URL: platform }) : undefined;
  if (monitor === null) return refused.notFound();
  if (monitor?.external && !(await holdsMonitorCode(session.token, monitor))) {
    return jsonReply(403, { status: 40301, message: 'User Forbidden! Does not have permission!' });
  }

  const forwardedFor = clientAddress(request.headers, env.TRUST_PROXY);
  const headers = upstreamRequestHeaders(request.headers, {
    authorization: session.token,
    'x-forwarded-proto': origin.proto,
    'x-forwarded-host': originString(origin).replace(/^https?:\/\//, ''),
    ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
  });
  if (!headers) return refused.badPath();
  if (monitor?.external) {
    headers.delete('authorization');
    headers.delete('x-forwarded-for');
    headers.set('accept', 'application/json');
    if (monitor.authorization) headers.set('authorization', monitor.authorization);
  }
  // Every call is a span of the console, continuing the page's traceparent when it sent one; the
  // platform's spans hang below it. The monitoring screens' own calls are not traced, as Zipkin does
  // not trace its API: their polling would bury everything else.
  const span = startSpan(method, `/api/${service}/${segments.join('/')}`, request.headers.get('traceparent'), {
    recorded: service !== 'monitor',
  });
  headers.set('traceparent', span.traceparent);

  // The time-out covers the wait for the reply's head; a long download may then stream on.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), env.UPSTREAM_TIMEOUT_MS);
  // A browser that goes away (a closed tab, a dropped live stream) frees its upstream call too. It
  // may have gone already, while the session was read: an abort event then never comes.
  const gone = () => controller.abort();
  if (request.signal.aborted) gone();
  else request.signal.addEventListener('abort', gone, { once: true });
  const url = monitor?.url ?? `${platform}${upstreamPath(service, segments)}${search}`;
  // The live channel's stream is long-lived: it gets a connection of its own, and a cut ends it for the page.
  const stream = method === 'GET' && service === 'live' && segments.join('/') === 'stream';
  let upstream: UpstreamReply;
  try {
    upstream = await callUpstream(url, {
      method,
      headers,
      body: monitor?.write ? undefined : body,
      signal: controller.signal,
      stream,
    });
  } catch {
    span.end(undefined, session.token, platform);
    return controller.signal.aborted ? refused.timeout() : refused.unavailable();
  } finally {
    clearTimeout(timer);
  }
  span.end(upstream.status, session.token, platform);
  // W3C Trace Context level 2: the page (and a test) can name the trace its call made.
  const traceresponse = { traceresponse: span.traceparent };
  // 304 answers a conditional read (a grid's ETag); any other redirect is not the platform's to give.
  if (upstream.status === 304) {
    const notModified = clientResponseHeaders(upstream.headers);
    notModified.set('traceresponse', span.traceparent);
    return new Response(null, { status: 304, headers: notModified });
  }
  if (upstream.status >= 300 && upstream.status < 400) return refused.unavailable();
  if (monitor?.write && upstream.status >= 200 && upstream.status < 300) {
    await upstream.body?.cancel();
    return jsonReply(200, { status: 200 }, traceresponse);
  }
  const replyHeaders = clientResponseHeaders(upstream.headers);
  replyHeaders.set('traceresponse', span.traceparent);
  return new Response(upstream.body, { status: upstream.status, headers: replyHeaders });
}
