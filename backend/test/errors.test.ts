import assert from 'node:assert/strict';
import net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { after, before, describe, test } from 'node:test';
import { removeDir, startBackend, type TestBackend } from './helpers.js';

describe('clean JSON errors, and the server stays up', () => {
  let backend: TestBackend;
  let admin: string;

  before(async () => {
    backend = await startBackend();
    admin = await backend.login('admin', 'admin');
  });
  after(async () => {
    assert.deepEqual(backend.errors, [], 'no unexpected errors');
    await backend.close();
    removeDir(backend.dataDir);
  });

  const alive = async () =>
    assert.equal((await backend.call('GET', '/api/admin/user/front/info', { token: admin })).body.username, 'admin');

  test('malformed JSON → 30101', async () => {
    for (const rawBody of ['{"username":', 'not json', '{"a":1}}']) {
      const res = await backend.call('POST', '/api/admin/user/add', {
        token: admin,
        rawBody,
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(res.http, 200);
      assert.equal(res.body.status, 30101);
      assert.match(res.body.message, /JSON/);
    }
    const login = await backend.call('POST', '/api/auth/jwt/token', {
      rawBody: '{',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(login.body.status, 30101);
    await alive();
  });

  test('bodies of the wrong shape or types → 30101 naming the field', async () => {
    const array = await backend.call('POST', '/api/admin/user/add', { token: admin, body: [1, 2] });
    assert.equal(array.body.status, 30101);
    const scalar = await backend.call('POST', '/api/admin/menu', { token: admin, body: 'menu' });
    assert.equal(scalar.body.status, 30101);
    const empty = await backend.call('POST', '/api/admin/menu', { token: admin });
    assert.equal(empty.body.status, 30101);
    const types: [string, string, unknown, RegExp][] = [
      ['POST', '/api/admin/user/add', { username: ['a'], name: 'x', password: 'p' }, /username/],
      ['POST', '/api/admin/user/add', { username: 'typed', name: 'x', password: 12345 }, /password/],
      ['POST', '/api/admin/user/add', { username: 'typed', name: { first: 'x' }, password: 'p' }, /name/],
      ['PUT', '/api/admin/user/update', { id: 'one', name: 'x' }, /id/],
      ['PUT', '/api/admin/user/update', { id: 2, password: 42 }, /password/],
      ['POST', '/api/admin/menu', { code: 'typed', title: 'x', orderNum: 1.5 }, /orderNum/],
      ['POST', '/api/admin/group', { code: 'typed', name: 'x', groupType: true }, /groupType/],
    ];
    for (const [method, path, body, field] of types) {
      const res = await backend.call(method, path, { token: admin, body });
      assert.equal(res.body.status, 30101, `${path} ${JSON.stringify(body)}`);
      assert.match(res.body.message, field);
    }
    await alive();
  });

  test('a body over 1 MB → 413 JSON', async () => {
    const rawBody = JSON.stringify({ username: 'big', name: 'x', password: 'p', description: 'x'.repeat(1024 * 1024) });
    const res = await backend.call('POST', '/api/admin/user/add', {
      token: admin,
      rawBody,
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(res.http, 413);
    assert.equal(res.body.status, 413);
    assert.equal(typeof res.body.message, 'string');
    await alive();
  });

  test('unknown routes → 404 JSON; non-numeric ids are unknown routes', async () => {
    for (const path of [
      '/api/admin/nothing',
      '/api/admin/user/abc',
      '/nothing',
      '/api/auth/jwt/nothing',
      '/__nothing',
    ]) {
      const res = await backend.call('GET', path, { token: admin });
      assert.equal(res.http, 404, path);
      assert.deepEqual(res.body, { status: 404, message: 'Not Found' });
    }
    const wrongMethod = await backend.call('PATCH', '/api/admin/user/1', { token: admin, body: {} });
    assert.equal(wrongMethod.http, 404);
    // Without a token the gateway refuses before routing, as the platform does.
    assert.equal((await backend.call('GET', '/api/admin/nothing')).body.status, 40101);
  });

  test('a trailing slash and a health check are served', async () => {
    assert.equal((await backend.call('GET', '/api/admin/user/page/', { token: admin })).body.status, 200);
    assert.deepEqual((await backend.call('GET', '/health')).body, { status: 200 });
  });

  test('a garbled HTTP request gets a 400 and does not hurt the server', async () => {
    const url = new URL(backend.base);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(url.port), url.hostname, () => socket.write('THIS IS NOT HTTP\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    assert.match(answer, /^HTTP\/1\.1 400/);
    await alive();
  });

  test('JSON answers carry no stack traces', async () => {
    const res = await backend.call('GET', '/api/admin/user/99999', { token: admin });
    assert.equal(res.body.status, 30101);
    assert.doesNotMatch(res.text, /at .*\.ts:\d+/);
  });
});

test('an unexpected failure is a generic HTTP 500, logged, and the server keeps serving', async () => {
  const backend = await startBackend();
  try {
    const admin = await backend.login('admin', 'admin');
    const db = new Database(path.join(backend.dataDir, 'platform.db'));
    db.exec('DROP TABLE base_group_type');
    db.close();
    const res = await backend.call('GET', '/api/admin/groupType/all', { token: admin });
    assert.equal(res.http, 500);
    assert.deepEqual(res.body, { status: 500, message: 'Internal server error' });
    assert.equal(backend.errors.length, 1);
    assert.equal((await backend.call('GET', '/api/admin/user/front/info', { token: admin })).body.username, 'admin');
  } finally {
    await backend.close();
    removeDir(backend.dataDir);
  }
});
