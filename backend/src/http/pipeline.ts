import type { IncomingMessage, ServerResponse } from 'node:http';
import type { App } from '../app.js';
import { tokenFrom } from '../auth/tokens.js';
import type { BackendConfig } from '../config.js';
import type { Actor } from '../domain/actor.js';
import { holdsElement, holdsMenu } from '../domain/permissions.js';
import { writeGateLog } from '../modules/admin/gate-log.js';
import { RequestTrace } from '../modules/monitoring/tracer.js';
import { readBody, readRawBody } from './body.js';
import { applyFault, type Faults } from './faults.js';
import { badToken, forbidden, refusalReply, type Reply, type StreamBody } from './reply.js';
import type { RequestContext, Router } from './router.js';
import { internalError, notFound, peerAddress, remoteHost, send, sendBinary, sendStream } from './send.js';

/** What the request pipeline needs besides the router: the app once ready, and the parts tests reach through hooks. */
export interface PipelineParts {
  config: BackendConfig;
  router: Router;
  ready: Promise<App>;
  faults: Faults;
  /** Counts the API calls the console forwarded (the tests that prove a refused call never reached the backend). */
  counter: { apiRequests: number };
  sleep(ms: number): Promise<void>;
  logError(message: string, error: unknown): void;
  closing(): boolean;
}

async function authenticate(app: App, token: string | undefined, host: string): Promise<Actor> {
  if (!token) throw badToken('User token is null or empty!');
  const claims = await app.tokens.verify(token);
  if (!claims) throw badToken();
  const user = app.store.get<{ id: number; username: string; name: string | null }>(
    'SELECT id, username, name FROM base_user WHERE id = ?',
    claims.userId,
  );
  if (!user) throw badToken('User no longer exists!');
  return { id: user.id, username: user.username, name: user.name, host, jti: claims.jti };
}

/**
 * One request through the router: the token checked (every route but the public ones), the route's menus and
 * element checked, the body read, the handler run and, when it succeeded, its operation-log row written. Each
 * stage is a span of the request's trace when it is traced.
 */
/** A download is its caller's, for the per-user limit on downloads at once. */
function ownedBy(reply: Reply, userId: number): Reply {
  if (reply.stream) reply.stream.owner ??= `user:${userId}`;
  return reply;
}

async function route(
  parts: PipelineParts,
  app: App,
  req: IncomingMessage,
  method: string,
  pathname: string,
  query: URLSearchParams,
  trace?: RequestTrace,
): Promise<Reply> {
  // Untraced requests run their stages as they are.
  const stage = <T>(name: string, run: () => T | Promise<T>) => (trace ? trace.child(name, run) : run());
  const host = remoteHost(req);
  const token = tokenFrom(req.headers.authorization, query);
  const match = parts.router.match(method, pathname);
  if (trace && match) trace.name = `${method} ${match.def.path}`.toLowerCase();
  const needsToken = match ? !match.def.public : pathname.startsWith('/api/') && !pathname.startsWith('/api/auth/jwt/');
  const actor = needsToken
    ? await stage('authenticate', () => authenticate(app, token, host))
    : { id: 0, username: '', name: null, host, jti: '' };
  if (trace && actor.username) trace.tags.user = actor.username;
  if (!match) throw notFound;
  const { def, params } = match;
  if (def.menus || def.permission) {
    await stage('authorize', () => {
      if (def.menus && !holdsMenu(app.store, actor.id, def.menus)) throw forbidden();
      if (def.permission && !holdsElement(app.store, actor.id, def.permission)) throw forbidden();
    });
  }
  const body =
    method === 'GET' || method === 'HEAD'
      ? undefined
      : def.rawBody
        ? await readRawBody(req, def.rawBody)
        : await readBody(req);
  const ctx: RequestContext = {
    app,
    method,
    path: pathname,
    query,
    params,
    body,
    actor,
    token,
    host,
    peer: peerAddress(req),
    authorization: req.headers.authorization,
  };
  // A write waits for its turn without blocking the thread (other requests go on meanwhile), then holds it.
  const writes = !def.waitsOutside && (def.writes || def.log !== undefined || (method !== 'GET' && method !== 'HEAD'));
  const release = writes ? await stage('write-turn', () => app.store.writeTurn()) : undefined;
  try {
    const log = def.log;
    if (!log) return ownedBy(await stage('handler', () => def.handler(ctx)), actor.id);
    const write = () =>
      writeGateLog(app.store, actor, {
        ...log,
        path: pathname,
        query,
        body: def.rawBody ? { bytes: (body as Buffer | undefined)?.length ?? 0 } : body,
      });
    // Synchronous, so that inside the handler's transaction a failed entry throws there and rolls the write back.
    const entry = () => (trace ? trace.childSync('operation-log', write) : write());
    // The entry is written in the handler's transaction, so a write is never left unrecorded nor its failed record
    // answered as an error for a write that happened (and then retried).
    const { result, ran } = app.store.withCommitHook(entry, () => stage('handler', () => def.handler(ctx)));
    const reply = await result;
    const succeeded = (reply.body as { status?: unknown } | undefined)?.status === 200;
    // A handler that wrote without a transaction of its own: the entry after it, as before.
    if (succeeded && !ran()) await (release ? entry() : app.store.inWriteTurn(entry));
    return reply;
  } finally {
    release?.();
  }
}

/**
 * The server's request handler: the URL read, API calls counted, traced and measured, faults and delays applied, the
 * reply sent.
 */
export function pipeline(parts: PipelineParts): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    try {
      const app = await parts.ready;
      const raw = req.url ?? '/';
      // Prefixing keeps a path such as `//host/x` from being read as a host name.
      const url = new URL(raw.startsWith('/') ? `http://backend.invalid${raw}` : raw, 'http://backend.invalid');
      const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
      const method = (req.method ?? 'GET').toUpperCase();
      let trace: RequestTrace | undefined;
      if (pathname.startsWith('/api/')) {
        // The console's span reports are its telemetry, not calls it forwards.
        if (!pathname.startsWith('/api/v2/')) parts.counter.apiRequests++;
        // Every API call is a span, the monitoring reads and the live stream aside (as Zipkin does not trace its
        // own API, and the status screen's polling would bury everything else).
        const { tracer, metrics } = app.monitor;
        if (
          !pathname.startsWith('/api/v2/') &&
          !pathname.startsWith('/api/monitor/') &&
          pathname !== '/api/live/stream'
        ) {
          const started = (trace = new RequestTrace(tracer, req.headers.traceparent, method, pathname));
          res.once('close', () => metrics.observe(started.finish(res.statusCode)));
        } else {
          const startedAt = performance.now();
          res.once('close', () => metrics.observe(performance.now() - startedAt));
        }
        const fault = parts.faults.take(pathname);
        if (fault && (await applyFault(fault, res, parts.sleep))) return;
        if (parts.config.delayMs > 0) await parts.sleep(parts.config.delayMs);
      }
      const reply = await route(parts, app, req, method, pathname, url.searchParams, trace);
      if (reply.takeover) return reply.takeover(req, res);
      if (reply.stream) return await sendStream(res, reply as Reply & { stream: StreamBody });
      if (reply.binary) return sendBinary(req, res, reply.binary);
      send(res, reply);
    } catch (error) {
      const refusal = refusalReply(error);
      if (refusal) return send(res, refusal);
      if (parts.closing()) return;
      // The path only: a query may carry a token or a password (`updatePassword?oldPassword=`).
      parts.logError(`reference backend: unexpected error on ${req.method} ${(req.url ?? '').split('?')[0]}`, error);
      send(res, internalError);
    }
  };
}
