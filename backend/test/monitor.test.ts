import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { mayRegister } from '../src/modules/monitoring/registrant.js';
import { Registry } from '../src/modules/monitoring/registry.js';
import { parseTraceparent, Tracer, type Span } from '../src/modules/monitoring/tracer.js';
import { removeDir, startBackend, type TestBackend } from './helpers.js';

// The monitoring screens' backend: spans of every API call in Zipkin's v2 read API (a caller's W3C
// traceparent continued), the console's spans collected, the Eureka-shaped registry with heartbeats and
// operator overrides, the instances' health and the route table with the roles that may call each route.

let backend: TestBackend;
let admin: string;
let user: string;

before(async () => {
  backend = await startBackend({});
  admin = await backend.login('admin', 'admin');
  user = await backend.login('test', 'test');
});
after(async () => {
  await backend?.close();
  removeDir(backend.dataDir);
});

const get = (path: string, token = admin) => backend.call('GET', path, { token });
const traceId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const consoleSpanId = '1122334455667788';

function consoleInstance(id: string, extra: Record<string, unknown> = {}) {
  return {
    instance: {
      instanceId: id,
      hostName: 'console-host',
      app: 'CONSOLE',
      ipAddr: '127.0.0.1',
      status: 'UP',
      port: { $: 3100, '@enabled': 'true' },
      leaseInfo: { durationInSecs: 30 },
      metadata: { kind: 'console', version: '0.1.0', uptimeS: '12', rssBytes: '1000', rps: '1.5' },
      ...extra,
    },
  };
}

describe('tracing', () => {
  test(
    'an API call continues the caller’s traceparent: a server ' + 'span and its stages, below the caller’s span',
    async () => {
      const users = await get('/api/admin/user/page?limit=1');
      const id = users.body.data.rows[0].id as number;
      const row = (await get(`/api/admin/user/${id}`)).body.data;
      const put = await backend.call('PUT', `/api/admin/user/${id}`, {
        token: admin,
        body: { ...row, description: 'traced' },
        headers: { traceparent: `00-${traceId}-${consoleSpanId}-01` },
      });
      assert.equal(put.body.status, 200);
      const spans: Span[] = (await get(`/api/v2/trace/${traceId}`)).body;
      const server = spans.find((s) => s.kind === 'SERVER')!;
      assert.equal(server.parentId, consoleSpanId);
      assert.equal(server.name, 'put /api/admin/user/:id');
      assert.equal(server.localEndpoint.serviceName, 'reference-backend');
      assert.equal(server.tags?.['http.status_code'], '200');
      assert.equal(server.tags?.user, 'admin');
      const stages = spans.filter((s) => s.parentId === server.id).map((s) => s.name);
      assert.deepEqual(stages, ['authenticate', 'authorize', 'write-turn', 'handler', 'operation-log']);
      for (const s of spans) assert.ok(s.duration >= 1 && s.timestamp >= server.timestamp);
    },
  );

  test('the console reports its own span; the trace then starts with it', async () => {
    const start = (await get(`/api/v2/trace/${traceId}`)).body[0].timestamp - 500;
    const reported = await backend.call('POST', '/api/v2/spans', {
      token: user,
      body: [
        {
          traceId,
          id: consoleSpanId,
          name: 'PUT /api/admin/user/{id}',
          kind: 'SERVER',
          timestamp: start,
          duration: 90_000,
          localEndpoint: { serviceName: 'console' },
          tags: { 'http.status_code': '200' },
        },
        { traceId, id: 'not-hex', name: 'x', timestamp: start, duration: 1, localEndpoint: { serviceName: 'console' } },
        {
          traceId,
          id: '99aa99aa99aa99aa',
          name: 'spoof',
          timestamp: start,
          duration: 1,
          localEndpoint: { serviceName: 'reference-backend' },
        },
      ],
    });
    assert.equal(reported.http, 202);
    assert.equal(reported.body.data.accepted, 1);
    const spans: Span[] = (await get(`/api/v2/trace/${traceId}`)).body;
    assert.equal(spans[0]!.id, consoleSpanId);
    assert.equal(spans[0]!.name, 'put /api/admin/user/{id}');
    assert.equal(spans[0]!.parentId, undefined);
    assert.equal((await backend.call('POST', '/api/v2/spans', { body: [] })).body.status, 40101);
    assert.equal((await backend.call('POST', '/api/v2/spans', { token: user, body: { not: 'a list' } })).http, 400);
  });

  test('services, span names and the trace search with Zipkin’s filters', async () => {
    assert.deepEqual((await get('/api/v2/services')).body, ['console', 'reference-backend']);
    assert.ok((await get('/api/v2/spans?serviceName=console')).body.includes('put /api/admin/user/{id}'));
    const byConsole: Span[][] = (await get('/api/v2/traces?serviceName=console&limit=5')).body;
    assert.equal(byConsole.length, 1);
    assert.equal(byConsole[0]![0]!.traceId, traceId);
    assert.equal((await get('/api/v2/traces?serviceName=console&minDuration=100000')).body.length, 0);
    const recent: Span[][] = (await get('/api/v2/traces?limit=2')).body;
    assert.equal(recent.length, 2);
    assert.ok(recent[0]![0]!.timestamp >= recent[1]![0]!.timestamp);
    assert.equal((await get(`/api/v2/traces?endTs=${Date.now() - 3_600_000}&lookback=60000`)).body.length, 0);
    assert.equal((await get('/api/v2/traces?limit=zero')).http, 400);
    assert.equal((await get('/api/v2/trace/00000000000000000000000000000abc')).http, 404);
    assert.equal((await get('/api/v2/trace/xyz')).http, 400);
  });

  test('Zipkin’s API is read by holders of the tracing screen only', async () => {
    for (const path of ['/api/v2/services', '/api/v2/traces', `/api/v2/trace/${traceId}`]) {
      const reply = await get(path, user);
      assert.equal(reply.http, 403, path);
      assert.equal(reply.body.status, 40301);
    }
    assert.equal((await backend.call('GET', '/api/v2/services')).body.status, 40101);
  });

  test('the store keeps the newest traces within its bound; a malformed traceparent starts a new trace', () => {
    const tracer = new Tracer(3);
    const span = (trace: string, id: string): Span => ({
      traceId: trace.repeat(32),
      id: id.repeat(16),
      name: 'x',
      timestamp: 1,
      duration: 1,
      localEndpoint: { serviceName: 's' },
    });
    tracer.record(span('a', '1'));
    tracer.record(span('b', '2'));
    tracer.record(span('a', '3'));
    tracer.record(span('c', '4'));
    assert.equal(tracer.trace('b'.repeat(32)), undefined);
    assert.equal(tracer.trace('a'.repeat(32))?.length, 2);
    assert.equal(parseTraceparent(`00-${'0'.repeat(32)}-${consoleSpanId}-01`), undefined);
    assert.equal(parseTraceparent('01-abc'), undefined);
    assert.deepEqual(parseTraceparent(`00-${traceId}-${consoleSpanId}-00`), { traceId, parentId: consoleSpanId });
  });
});

describe('registry (Eureka shape) and instance health', () => {
  test('a console on this machine registers and heartbeats without a token; /eureka/apps lists it', async () => {
    const registered = await backend.call('POST', '/eureka/apps/CONSOLE', {
      body: consoleInstance('console-host:console:3100'),
    });
    assert.equal(registered.http, 204);
    assert.equal((await backend.call('PUT', '/eureka/apps/CONSOLE/console-host:console:3100')).http, 200);
    assert.equal((await backend.call('PUT', '/eureka/apps/CONSOLE/nobody')).http, 404);
    assert.equal(
      (await backend.call('POST', '/eureka/apps/CONSOLE', { body: { instance: { hostName: 'x' } } })).http,
      400,
    );
    const apps = (await get('/eureka/apps')).body.applications;
    assert.deepEqual(
      apps.application.map((a: { name: string }) => a.name),
      ['REFERENCE-BACKEND', 'CONSOLE'],
    );
    const console = apps.application[1].instance[0];
    assert.equal(console.status, 'UP');
    assert.deepEqual(console.port, { $: 3100, '@enabled': 'true' });
    assert.equal(console.leaseInfo.durationInSecs, 30);
    assert.equal(apps.apps__hashcode, 'UP_2_');
    const self = apps.application[0].instance[0];
    assert.ok(self.port.$ > 0);
    assert.equal(self.metadata.version, '0.1.0');
    assert.equal((await get('/eureka/apps', user)).http, 403);
  });

  test('an instance registers from this machine, or from anywhere with the registry credentials', async () => {
    const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;
    assert.equal(mayRegister({ peer: '127.0.0.1', authorization: undefined }, undefined), true);
    assert.equal(mayRegister({ peer: '::1', authorization: undefined }, undefined), true);
    assert.equal(mayRegister({ peer: '10.0.0.8', authorization: undefined }, undefined), false);
    assert.equal(
      mayRegister({ peer: '10.0.0.8', authorization: basic('eureka:s3cret-pass') }, 'eureka:s3cret-pass'),
      true,
    );
    assert.equal(mayRegister({ peer: '127.0.0.1', authorization: undefined }, 'eureka:s3cret-pass'), false);
    assert.equal(
      mayRegister({ peer: '127.0.0.1', authorization: basic('eureka:wrong-pass') }, 'eureka:s3cret-pass'),
      false,
    );
    assert.equal(mayRegister({ peer: '127.0.0.1', authorization: 'Bearer x' }, 'eureka:s3cret-pass'), false);

    const guarded = await startBackend({ eurekaCredentials: 'eureka:s3cret-pass' });
    try {
      const instance = { body: consoleInstance('guarded:console:3100') };
      const refused = await guarded.call('POST', '/eureka/apps/CONSOLE', instance);
      assert.deepEqual([refused.http, refused.body.status], [401, 401]);
      assert.equal((await guarded.call('PUT', '/eureka/apps/CONSOLE/guarded:console:3100')).http, 401);
      const headers = { authorization: basic('eureka:s3cret-pass') };
      assert.equal((await guarded.call('POST', '/eureka/apps/CONSOLE', { ...instance, headers })).http, 204);
      assert.equal((await guarded.call('PUT', '/eureka/apps/CONSOLE/guarded:console:3100', { headers })).http, 200);
      assert.equal((await guarded.call('DELETE', '/eureka/apps/CONSOLE/guarded:console:3100')).http, 401);
      assert.equal((await guarded.call('DELETE', '/eureka/apps/CONSOLE/guarded:console:3100', { headers })).http, 200);
    } finally {
      await guarded.close();
      removeDir(guarded.dataDir);
    }
  });

  test('out of service and back: element-gated, logged, kept across re-registration', async () => {
    const path = '/eureka/apps/CONSOLE/console-host:console:3100/status';
    assert.equal((await backend.call('PUT', `${path}?value=OUT_OF_SERVICE`, { token: user })).http, 403);
    assert.equal((await backend.call('PUT', `${path}?value=DOWN`, { token: admin })).http, 400);
    assert.equal((await backend.call('PUT', `${path}?value=OUT_OF_SERVICE`, { token: admin })).body.status, 200);
    await backend.call('POST', '/eureka/apps/CONSOLE', { body: consoleInstance('console-host:console:3100') });
    const instance = () => get('/eureka/apps').then((r) => r.body.applications.application[1].instance[0]);
    assert.equal((await instance()).status, 'OUT_OF_SERVICE');
    assert.equal((await instance()).overriddenStatus, 'OUT_OF_SERVICE');
    assert.equal((await backend.call('DELETE', path, { token: user })).http, 403);
    assert.equal((await backend.call('DELETE', path, { token: admin })).body.status, 200);
    assert.equal((await instance()).status, 'UP');
    const log = (await get('/api/admin/gateLog/page?limit=2')).body.data.rows;
    assert.deepEqual(
      log.map((r: { opt: string }) => r.opt),
      ['上线', '下线'],
    );
    assert.equal(
      (await backend.call('PUT', '/eureka/apps/CONSOLE/gone/status?value=OUT_OF_SERVICE', { token: admin })).http,
      404,
    );
  });

  test('instances: the backend measured now, the console as it last reported; gated by the status screen', async () => {
    const reply = await get('/api/monitor/instances');
    assert.equal(reply.body.status, 200);
    const [self, console] = reply.body.data;
    assert.equal(self.app, 'REFERENCE-BACKEND');
    assert.equal(self.metadata.kind, 'backend');
    for (const key of ['uptimeS', 'rssBytes', 'heapUsedBytes', 'rps', 'p95Ms', 'eventLoopLagMs', 'dbBytes'])
      assert.ok(Number(self.metadata[key]) >= 0, key);
    assert.ok(Number(self.metadata.rps) > 0);
    assert.equal(console.metadata.rps, '1.5');
    assert.equal(console.ageS, 0);
    assert.equal((await get('/api/monitor/instances', user)).http, 403);
  });

  test('a lease not renewed expires; the registry is bounded', () => {
    const registry = new Registry(
      () => 1,
      () => ({}),
    );
    registry.register('CONSOLE', consoleInstance('a'), 0);
    assert.equal(registry.list(29_000).length, 2);
    assert.equal(registry.list(31_000).length, 1);
    for (let i = 0; i < 32; i++) registry.register('CONSOLE', consoleInstance(`i${i}`), 40_000);
    assert.throws(() => registry.register('CONSOLE', consoleInstance('one-too-many'), 40_000));
  });
});

describe('service API (the route table)', () => {
  test('each route with its guard and the roles holding it; filters and pages on the server', async () => {
    const page = (query: string, token = admin) => get(`/api/monitor/routes?${query}`, token);
    const edit = (await page('path=/api/admin/user/:id&method=PUT')).body.data;
    assert.equal(edit.total, 1);
    assert.deepEqual(edit.rows[0], {
      id: 'PUT /api/admin/user/:id',
      method: 'PUT',
      path: '/api/admin/user/:id',
      access: 'element',
      menus: [],
      element: 'userManager:btn_edit',
      roles: [{ code: 'adminRole', name: edit.rows[0].roles[0].name }],
      logged: true,
    });
    const status = (await page('code=serviceEurekaManager:btn_status')).body.data;
    assert.deepEqual(
      status.rows.map((r: { id: string }) => r.id),
      ['DELETE /eureka/apps/{app}/<instanceId>/status', 'PUT /eureka/apps/{app}/<instanceId>/status'],
    );
    const traces = (await page('path=/api/v2/traces')).body.data.rows[0];
    assert.equal(traces.access, 'menu');
    assert.deepEqual(traces.menus, ['serviceZipkinManager']);
    assert.ok(traces.roles.some((r: { code: string }) => r.code === 'adminRole'));
    const register = (await page('path=/eureka/apps/{app}&method=POST')).body.data.rows[0];
    assert.equal(register.access, 'public');
    const all = (await page('limit=20&page=2')).body.data;
    assert.ok(all.total > 100);
    assert.equal(all.rows.length, 20);
    assert.equal((await page('method=PATCH')).body.status, 30101);
    assert.equal((await page('', user)).http, 403);
  });
});
