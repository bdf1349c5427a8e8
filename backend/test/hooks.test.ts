import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { removeDir, startBackend, type TestBackend } from './helpers.js';

describe('test hooks (/__test/*)', () => {
  let backend: TestBackend;
  let admin: string;

  before(async () => {
    backend = await startBackend();
    admin = await backend.login('admin', 'admin');
  });
  afterEach(async () => {
    await backend.call('POST', '/__test/reset');
  });
  after(async () => {
    await backend.close();
    removeDir(backend.dataDir);
  });

  const fault = (body: Record<string, unknown>) => backend.call('POST', '/__test/fault', { body });
  const info = (timeoutMs?: number) => backend.call('GET', '/api/admin/user/front/info', { token: admin, timeoutMs });

  test('hang: the request is never answered', async () => {
    await fault({ mode: 'hang', count: 1 });
    await assert.rejects(info(300), /aborted|timeout/i);
    assert.equal((await info()).body.username, 'admin', 'count 1: the next request is normal');
  });

  test('malformed: the body is not JSON', async () => {
    await fault({ mode: 'malformed' });
    const res = await info();
    assert.equal(res.http, 200);
    assert.equal(res.body, undefined);
    assert.throws(() => JSON.parse(res.text));
    assert.equal((await info()).body, undefined, 'unlimited until reset');
  });

  test('http500: HTTP 500 with a JSON status', async () => {
    await fault({ mode: 'http500', count: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await info();
      assert.equal(res.http, 500);
      assert.equal(res.body.status, 500);
    }
    assert.equal((await info()).http, 200);
  });

  test('die: the connection drops mid-response', async () => {
    await fault({ mode: 'die', count: 1 });
    await assert.rejects(info(), /terminated|socket|other side closed|fetch failed/i);
    assert.equal((await info()).body.username, 'admin');
  });

  test('delay: answers late but correctly', async () => {
    await fault({ mode: 'delay', ms: 250, count: 1 });
    const started = Date.now();
    assert.equal((await info()).body.username, 'admin');
    assert.ok(Date.now() - started >= 240);
  });

  test('a client that gives up during a delay does not hurt the server', async () => {
    await fault({ mode: 'delay', ms: 200 });
    await assert.rejects(info(50), /aborted|timeout/i);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await backend.call('POST', '/__test/reset');
    assert.equal((await info()).body.username, 'admin');
    assert.deepEqual(backend.errors, []);
  });

  test('paths limits the fault to a prefix', async () => {
    await fault({ mode: 'http500', paths: '/api/admin/menu' });
    assert.equal((await backend.call('GET', '/api/admin/menu/all', { token: admin })).http, 500);
    assert.equal((await info()).http, 200);
  });

  test('reset restores normal answers', async () => {
    await fault({ mode: 'http500' });
    assert.equal((await info()).http, 500);
    assert.equal((await backend.call('POST', '/__test/reset')).body.data.mode, 'none');
    assert.equal((await info()).http, 200);
  });

  test('bad fault settings are refused', async () => {
    assert.equal((await fault({ mode: 'explode' })).body.status, 30101);
    assert.equal((await fault({ mode: 'delay', ms: -1 })).body.status, 30101);
    assert.equal((await fault({ mode: 'hang', count: 0 })).body.status, 30101);
  });

  test('revoke-user revokes every token issued to that user so far', async () => {
    const a = await backend.login('test', 'test');
    const b = await backend.login('test', 'test');
    const res = await backend.call('POST', '/__test/revoke-user?username=test');
    assert.equal(res.body.status, 200);
    for (const token of [a, b]) {
      assert.equal((await backend.call('GET', '/api/admin/user/front/info', { token })).body.status, 40101);
    }
    const c = await backend.login('test', 'test');
    assert.equal((await backend.call('GET', '/api/admin/user/front/info', { token: c })).body.username, 'test');
    assert.equal((await info()).body.username, 'admin');
    assert.equal((await backend.call('POST', '/__test/revoke-user?username=ghost')).body.status, 30101);
  });

  test('requests counts /api requests only', async () => {
    const before = (await backend.call('GET', '/__test/requests')).body.count as number;
    await info();
    await backend.call('GET', '/health');
    await backend.call('POST', '/api/auth/jwt/token', { body: { username: 'x', password: 'y' } });
    const after = (await backend.call('GET', '/__test/requests')).body;
    assert.equal(after.status, 200);
    assert.equal(after.count, before + 2);
  });
});

test('hooks are absent unless enabled', async () => {
  const backend = await startBackend({ testHooks: false });
  try {
    const res = await backend.call('POST', '/__test/fault', { body: { mode: 'http500' } });
    assert.equal(res.http, 404);
    assert.equal((await backend.call('GET', '/__test/requests')).http, 404);
  } finally {
    await backend.close();
    removeDir(backend.dataDir);
  }
});
