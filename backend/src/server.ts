import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { App } from './app.js';
import type { Actor } from './domain/actor.js';
import { type BackendConfig, defaultConfig } from './config.js';
import { loadSigningKeys } from './auth/keys.js';
import { Passwords } from './auth/passwords.js';
import { SsoVerifier } from './auth/sso.js';
import { tokenFrom, Tokens } from './auth/tokens.js';
import { openStore } from './db/database.js';
import { migratePlatform, offerModuleElements, seedIfEmpty } from './db/seed.js';
import { writeGateLog } from './modules/admin/gate-log.js';
import { holdsElement, holdsMenu } from './domain/permissions.js';
import { readBody, readRawBody } from './http/body.js';
import { applyFault, Faults } from './http/faults.js';
import {
  ApiError,
  badToken,
  errorReply,
  forbidden,
  refusalReply,
  type BinaryBody,
  type Reply,
  type StreamBody,
  toJson,
} from './http/reply.js';
import { type RequestContext, Router } from './http/router.js';
import { simTestHook } from './http/sim-hooks.js';
import { promoteAlarms, registerSiteNow } from './modules/quality/problems.js';
import { siteNow } from './modules/site/clock.js';
import { attachSmsOutbox, SmsOutbox } from './modules/quality/sms.js';
import { testHook } from './http/test-hooks.js';
import { authRoutes } from './auth/routes.js';
import { elementRoutes } from './modules/admin/element-routes.js';
import { gateLogRoutes } from './modules/admin/gate-log-routes.js';
import { groupRoutes } from './modules/admin/group-routes.js';
import { groupTypeRoutes } from './modules/admin/group-type-routes.js';
import { menuRoutes } from './modules/admin/menu-routes.js';
import { siteRoutes } from './modules/site/sim-status.js';
import { moduleRoutes } from './modules/index.js';
import { userRoutes } from './modules/admin/user-routes.js';
import { SimHost } from './sim/host.js';
import { closeTransports, startMailScheduler } from './modules/reports/report-mail.js';
import { LiveHub } from './live/hub.js';
import { topicMenus } from './live/topics.js';
import fs from 'node:fs';
import { Metrics } from './modules/monitoring/metrics.js';
import { Registry } from './modules/monitoring/registry.js';
import { monitorRoutes } from './modules/monitoring/routes.js';
import { RequestTrace, Tracer } from './modules/monitoring/tracer.js';

export interface Backend {
  server: http.Server;
  /** Resolves once the database is seeded and the port is bound; port 0 picks a free one. */
  listen(port?: number, host?: string): Promise<{ port: number }>;
  close(): Promise<void>;
}

const notFound = new ApiError(404, 'Not Found', 404);
const internalError: Reply = { http: 500, body: { status: 500, message: 'Internal server error' } };

function send(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return;
  const text = toJson(reply.body) ?? '';
  res.writeHead(reply.http, {
    'content-type': 'application/json;charset=UTF-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...(reply.http === 413 ? { connection: 'close' } : {}),
  });
  res.end(text);
}

function sendBinary(
  req: IncomingMessage,
  res: ServerResponse,
  { contentType, etag, bytes, headers }: BinaryBody,
): void {
  if (res.headersSent || res.destroyed) return;
  const fresh = (req.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag);
  // no-cache rather than no-store: the browser keeps the bytes and revalidates them with the tag.
  const head = { etag, 'cache-control': 'private, no-cache', ...headers };
  if (fresh) {
    res.writeHead(304, head);
    res.end();
    return;
  }
  res.writeHead(200, { ...head, 'content-type': contentType, 'content-length': bytes.byteLength });
  res.end(bytes);
}

/** Streams a download; stops reading when the client goes away. */
async function sendStream(res: ServerResponse, reply: Reply & { stream: StreamBody }): Promise<void> {
  if (res.headersSent || res.destroyed) return;
  const { contentType, filename } = reply.stream;
  res.writeHead(reply.http, {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
    'cache-control': 'no-store',
  });
  for (const chunk of reply.stream.chunks()) {
    if (res.destroyed) return;
    if (!res.write(chunk)) await new Promise((resolve) => (res.once('drain', resolve), res.once('close', resolve)));
    // Other requests get their turn between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  res.end();
}

/** The peer address; behind a proxy on the same host (the console's BFF), the client it forwards for. */
function remoteHost(req: IncomingMessage): string {
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const forwarded = req.headers['x-forwarded-for'];
  const isLoopback = peer === '127.0.0.1' || peer === '::1';
  if (isLoopback && typeof forwarded === 'string' && forwarded.trim() !== '') return forwarded.split(',')[0]!.trim();
  return peer;
}

function buildRouter(): Router {
  const router = new Router()
    .add(authRoutes)
    .add(userRoutes)
    .add(menuRoutes)
    .add(elementRoutes)
    .add(groupRoutes)
    .add(groupTypeRoutes)
    .add(gateLogRoutes)
    .add(siteRoutes)
    .add(moduleRoutes);
  return router.add(monitorRoutes(() => router.list()));
}

const version = (
  JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** The backend's own entry in the registry: its metrics as Eureka metadata (strings). */
function selfMetadata(metrics: Metrics, dataDir: string): Record<string, string> {
  let dbBytes = 0;
  try {
    dbBytes = fs.statSync(path.join(dataDir, 'platform.db')).size;
  } catch {
    // a store not written yet
  }
  const snapshot = metrics.snapshot();
  return {
    ...Object.fromEntries(Object.entries(snapshot).map(([k, v]) => [k, String(v)])),
    dbBytes: String(dbBytes),
    kind: 'backend',
  };
}

export function createBackend(options: Partial<BackendConfig> = {}): Backend {
  const config: BackendConfig = { ...defaultConfig, dataDir: path.resolve('.data/backend'), ...options };
  const logError = config.logError ?? ((message, error) => console.error(message, error));
  const store = openStore(config.dataDir);
  const passwords = new Passwords(config.bcryptCost);
  const router = buildRouter();
  const faults = new Faults();
  const timers = new Set<NodeJS.Timeout>();
  let apiRequests = 0;
  let closing = false;
  const tracer = new Tracer();
  const metrics = new Metrics(version);
  let boundPort = 0;
  const registry = new Registry(
    () => boundPort,
    () => selfMetadata(metrics, config.dataDir),
  );

  let readyApp: App | undefined;
  let stopMailScheduler: (() => void) | undefined;
  let smsOutbox: SmsOutbox | undefined;
  registerSiteNow(store, () => readyApp);
  const ready: Promise<App> = (async () => {
    const keys = await loadSigningKeys(config.dataDir);
    const tokens = new Tokens(store, keys, config.jwtExpireSeconds);
    await seedIfEmpty(store, config, passwords);
    await migratePlatform(store, passwords);
    offerModuleElements(store);
    const sim = config.sim ? await SimHost.start(config.sim, config.dataDir, store, logError) : undefined;
    readyApp = {
      config,
      store,
      tokens,
      passwords,
      monitor: { tracer, registry, metrics },
      ...(config.sso ? { sso: new SsoVerifier(config.sso) } : {}),
      ...(sim ? { sim } : {}),
    };
    stopMailScheduler = startMailScheduler(readyApp, config.mailCheckMs);
    const app = readyApp;
    attachSmsOutbox(store, (smsOutbox = new SmsOutbox(store, config.smsGateway, () => siteNow(app), logError)));
    if (config.smsGateway) {
      // The simulator's alarms become problems (and their SMS go out) without waiting for a page to read them.
      if (sim) smsOutbox.every(30_000, () => void store.transaction(() => promoteAlarms(store)));
      smsOutbox.schedule();
    }
    return readyApp;
  })();
  ready.catch(() => undefined); // surfaced by listen()
  let liveHub: LiveHub | undefined;
  const live = (app: App) => (liveHub ??= new LiveHub(app));

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

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

  async function route(
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
    const match = router.match(method, pathname);
    if (trace && match) trace.name = `${method} ${match.def.path}`.toLowerCase();
    const needsToken = match
      ? !match.def.public
      : pathname.startsWith('/api/') && !pathname.startsWith('/api/auth/jwt/');
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
    const ctx: RequestContext = { app, method, path: pathname, query, params, body, actor, token, host };
    const reply = await stage('handler', () => def.handler(ctx));
    const succeeded = (reply.body as { status?: unknown } | undefined)?.status === 200;
    if (def.log && succeeded) {
      await stage('operation-log', () =>
        writeGateLog(app.store, actor, {
          menuCode: def.log!.menuCode,
          opt: def.log!.opt,
          path: pathname,
          query,
          body: def.rawBody ? { bytes: (body as Buffer | undefined)?.length ?? 0 } : body,
        }),
      );
    }
    return reply;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const app = await ready;
      const raw = req.url ?? '/';
      // Prefixing keeps a path such as `//host/x` from being read as a host name.
      const url = new URL(raw.startsWith('/') ? `http://backend.invalid${raw}` : raw, 'http://backend.invalid');
      const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
      const method = (req.method ?? 'GET').toUpperCase();
      if (config.testHooks && pathname.startsWith('/__test/')) {
        if (pathname === '/__test/live/streams')
          return send(res, { http: 200, body: { status: 200, data: liveHub?.openStreams ?? 0 } });
        if (pathname === '/__test/live/suspend' && method === 'POST') {
          const { seconds } = ((await readBody(req)) ?? {}) as { seconds?: unknown };
          live(app).suspend(Math.min(Math.max(Number(seconds) || 0, 0), 600) * 1000);
          return send(res, { http: 200, body: { status: 200 } });
        }
        if (pathname === '/__test/live/pulse' && method === 'POST') {
          const input = ((await readBody(req)) ?? {}) as Record<string, unknown>;
          const topic = String(input.topic ?? 'sim');
          const bound = (v: unknown, min: number, max: number, d: number) =>
            Math.min(Math.max(Number(v ?? d) || d, min), max);
          if (!(topic in topicMenus))
            return send(res, { http: 400, body: { status: 400, message: `unknown topic: ${topic}` } });
          live(app).pulse(
            topic,
            bound(input.perSecond, 1, 100, 10),
            bound(input.seconds, 0.1, 600, 1),
            bound(input.bytes, 0, 65_536, 0),
          );
          return send(res, { http: 200, body: { status: 200 } });
        }
        const body = method === 'GET' ? undefined : await readBody(req);
        const state = { faults, apiRequests: () => apiRequests };
        const input = {
          ...Object.fromEntries(url.searchParams),
          ...(typeof body === 'object' && body !== null ? body : {}),
        };
        const reply =
          (await simTestHook(app, method, pathname, input)) ??
          testHook(app, state, method, pathname, url.searchParams, body);
        return send(res, reply ?? errorReply(notFound));
      }
      if (pathname === '/health') return send(res, { http: 200, body: { status: 200 } });
      if (pathname === '/api/live/stream' && method === 'GET') {
        apiRequests++;
        const token = tokenFrom(req.headers.authorization, url.searchParams);
        const actor = await authenticate(app, token, remoteHost(req));
        // A delay fault here widens the wait in which a client may go (live.test.ts).
        const fault = faults.take(pathname);
        if (fault && (await applyFault(fault, res, sleep))) return;
        return live(app).open(req, res, actor, token!, url.searchParams);
      }
      let trace: RequestTrace | undefined;
      if (pathname.startsWith('/api/')) {
        // The console's span reports are its telemetry, not calls it forwards: the tests that prove a
        // refused call never reached the backend count the others.
        if (!pathname.startsWith('/api/v2/')) apiRequests++;
        // Every API call is a span, the monitoring reads aside (as Zipkin does not trace its own API,
        // and the status screen's polling would bury everything else).
        if (!pathname.startsWith('/api/v2/') && !pathname.startsWith('/api/monitor/')) {
          const started = (trace = new RequestTrace(tracer, req.headers.traceparent, method, pathname));
          res.once('close', () => metrics.observe(started.finish(res.statusCode)));
        } else {
          const startedAt = performance.now();
          res.once('close', () => metrics.observe(performance.now() - startedAt));
        }
        const fault = faults.take(pathname);
        if (fault && (await applyFault(fault, res, sleep))) return;
        if (config.delayMs > 0) await sleep(config.delayMs);
      }
      const reply = await route(app, req, method, pathname, url.searchParams, trace);
      if (reply.stream) return await sendStream(res, reply as Reply & { stream: StreamBody });
      if (reply.binary) return sendBinary(req, res, reply.binary);
      send(res, reply);
    } catch (error) {
      const refusal = refusalReply(error);
      if (refusal) return send(res, refusal);
      if (closing) return;
      logError(`reference backend: unexpected error on ${req.method} ${req.url}`, error);
      send(res, internalError);
    }
  }

  const server = http.createServer((req, res) => void handle(req, res));
  server.on('clientError', (_error, socket) => {
    if (socket.writable) {
      const body = JSON.stringify({ status: 400, message: 'Bad Request' });
      socket.end(
        `HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`,
      );
    } else {
      socket.destroy();
    }
  });

  return {
    server,
    async listen(port = config.port, host = config.host) {
      // The hub takes stock of the site from the start: one made on the first stream would take the
      // states and alarms of that moment as already sent, and a change in its first second would be lost.
      live(await ready);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      boundPort = (server.address() as AddressInfo).port;
      return { port: boundPort };
    },
    async close() {
      if (closing) return;
      closing = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      liveHub?.close();
      stopMailScheduler?.();
      closeTransports();
      metrics.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      const app = await ready.catch(() => undefined);
      await smsOutbox?.stop();
      await app?.sim?.stop();
      store.close();
    },
  };
}
