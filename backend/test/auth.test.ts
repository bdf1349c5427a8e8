import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { importSPKI, jwtVerify, SignJWT, importPKCS8 } from 'jose';
import { decodePart, removeDir, startBackend, type TestBackend } from './helpers.js';

describe('login and tokens', () => {
  let backend: TestBackend;
  before(async () => {
    backend = await startBackend();
  });
  after(async () => {
    await backend.close();
    removeDir(backend.dataDir);
  });

  test('admin logs in and receives an era-B envelope with a JWT', async () => {
    const res = await backend.call('POST', '/api/auth/jwt/token', { body: { username: 'admin', password: 'admin' } });
    assert.equal(res.http, 200);
    assert.equal(res.body.status, 200);
    assert.equal(res.body.rel, false);
    assert.match(res.body.data, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.match(res.headers.get('content-type') ?? '', /application\/json;charset=UTF-8/i);
  });

  test('wrong password and unknown user answer the same 40001', async () => {
    const wrong = await backend.call('POST', '/api/auth/jwt/token', { body: { username: 'admin', password: 'nope' } });
    const unknown = await backend.call('POST', '/api/auth/jwt/token', {
      body: { username: 'ghost', password: 'admin' },
    });
    for (const res of [wrong, unknown]) {
      assert.equal(res.http, 200);
      assert.deepEqual(res.body, { status: 40001, message: '用户不存在或账户密码错误!' });
    }
  });

  test('missing or mistyped credentials are refused with 30101 naming the field', async () => {
    const missing = await backend.call('POST', '/api/auth/jwt/token', { body: { username: 'admin' } });
    assert.equal(missing.body.status, 30101);
    assert.match(missing.body.message, /password/);
    const typed = await backend.call('POST', '/api/auth/jwt/token', { body: { username: 42, password: 'admin' } });
    assert.equal(typed.body.status, 30101);
    assert.match(typed.body.message, /username/);
    const noBody = await backend.call('POST', '/api/auth/jwt/token');
    assert.equal(noBody.body.status, 30101);
  });

  test('a form-encoded login works too', async () => {
    const res = await backend.call('POST', '/api/auth/jwt/token', {
      rawBody: 'username=test&password=test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(res.body.status, 200);
  });

  test('the JWT is RS256 with the platform claims and verifies with the stored public key', async () => {
    const token = await backend.login('test', 'test');
    const header = decodePart(token, 0);
    assert.equal(header.alg, 'RS256');
    const publicPem = fs.readFileSync(path.join(backend.dataDir, 'jwt-public.pem'), 'utf8');
    const { payload } = await jwtVerify(token, await importSPKI(publicPem, 'RS256'));
    assert.equal(payload.sub, 'test');
    assert.equal(payload.userName, 'test');
    assert.equal(payload.userId, '2');
    assert.equal(payload.name, '测试账户');
    assert.equal(typeof payload.jti, 'string');
    const lifetime = (payload.exp as number) - Math.floor(Date.now() / 1000);
    assert.ok(lifetime > 14390 && lifetime <= 14400, `lifetime ${lifetime}`);
  });

  test('key files are private (0600)', () => {
    for (const file of ['jwt-private.pem', 'jwt-public.pem']) {
      assert.equal(fs.statSync(path.join(backend.dataDir, file)).mode & 0o777, 0o600);
    }
  });

  test('the token is accepted raw, with a Bearer prefix and as ?token=', async () => {
    const token = await backend.login('admin', 'admin');
    const raw = await backend.call('GET', '/api/admin/user/front/info', { token });
    const bearer = await backend.call('GET', '/api/admin/user/front/info', { token: `Bearer ${token}` });
    const query = await backend.call('GET', `/api/admin/user/front/info?token=${token}`);
    for (const res of [raw, bearer, query]) assert.equal(res.body.username, 'admin');
  });

  test('missing, malformed and foreign tokens answer 40101, never 500', async () => {
    const { privateKey } = await import('node:crypto').then((c) =>
      c.generateKeyPairSync('rsa', {
        modulusLength: 2048,
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
        publicKeyEncoding: { type: 'spki', format: 'pem' },
      }),
    );
    const foreign = await new SignJWT({ userId: '1', name: 'x' })
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject('admin')
      .setJti('forged')
      .setExpirationTime('1h')
      .sign(await importPKCS8(privateKey, 'RS256'));
    const valid = await backend.login('admin', 'admin');
    const [h, p] = valid.split('.');
    const unsigned = `${h}.${p}.`;
    const noneAlg = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    for (const token of [undefined, 'garbage', 'a.b.c', '....', foreign, unsigned, noneAlg, `${valid}x`]) {
      const res = await backend.call('GET', '/api/admin/user/page', { token });
      assert.equal(res.http, 200, String(token));
      assert.equal(res.body.status, 40101, String(token));
      assert.equal(typeof res.body.message, 'string');
    }
    assert.deepEqual(backend.errors, []);
  });

  test('refresh issues a new working token; verify checks one', async () => {
    const token = await backend.login('admin', 'admin');
    const refreshed = await backend.call('GET', '/api/auth/jwt/refresh', { token });
    assert.equal(refreshed.body.status, 200);
    assert.notEqual(refreshed.body.data, token);
    assert.equal(decodePart(refreshed.body.data, 1).sub, 'admin');
    assert.equal(
      (await backend.call('GET', '/api/admin/user/front/info', { token: refreshed.body.data })).body.username,
      'admin',
    );
    assert.equal((await backend.call('GET', `/api/auth/jwt/verify?token=${token}`)).body.status, 200);
    assert.equal((await backend.call('GET', '/api/auth/jwt/verify?token=junk')).body.status, 40101);
    assert.equal((await backend.call('GET', '/api/auth/jwt/refresh', { token: 'junk' })).body.status, 40101);
  });

  test('invalid revokes exactly that token', async () => {
    const first = await backend.login('admin', 'admin');
    const second = await backend.login('admin', 'admin');
    const res = await backend.call('POST', `/api/auth/jwt/invalid?token=${encodeURIComponent(first)}`);
    assert.deepEqual(res.body, { status: 200, rel: false });
    assert.equal((await backend.call('GET', '/api/admin/user/front/info', { token: first })).body.status, 40101);
    assert.equal((await backend.call('GET', '/api/auth/jwt/refresh', { token: first })).body.status, 40101);
    assert.equal((await backend.call('GET', '/api/admin/user/front/info', { token: second })).body.username, 'admin');
    // Logging out twice is still a successful log-out.
    assert.equal((await backend.call('POST', `/api/auth/jwt/invalid?token=${first}`)).body.status, 200);
    assert.equal((await backend.call('POST', '/api/auth/jwt/invalid')).body.status, 40101);
  });

  test('a deleted user’s token stops working', async () => {
    const admin = await backend.login('admin', 'admin');
    const added = await backend.call('POST', '/api/admin/user/add', {
      token: admin,
      body: { username: 'gone', name: 'Gone', password: 'pw123456' },
    });
    const token = await backend.login('gone', 'pw123456');
    await backend.call('DELETE', `/api/admin/user/${added.body.data.id}`, { token: admin });
    assert.equal((await backend.call('GET', '/api/admin/user/front/info', { token })).body.status, 40101);
  });
});

describe('token lifetime and revocation across restarts', () => {
  test('expired tokens answer 40101', async () => {
    const backend = await startBackend({ jwtExpireSeconds: 1 });
    try {
      const token = await backend.login('admin', 'admin');
      await new Promise((resolve) => setTimeout(resolve, 2100));
      assert.equal((await backend.call('GET', '/api/admin/user/front/info', { token })).body.status, 40101);
    } finally {
      await backend.close();
      removeDir(backend.dataDir);
    }
  });

  test('revocations and keys survive a restart', async () => {
    const first = await startBackend();
    const revoked = await first.login('admin', 'admin');
    const kept = await first.login('test', 'test');
    await first.call('POST', `/api/auth/jwt/invalid?token=${revoked}`);
    await first.close();
    const second = await startBackend({ dataDir: first.dataDir });
    try {
      assert.equal((await second.call('GET', '/api/admin/user/front/info', { token: revoked })).body.status, 40101);
      assert.equal((await second.call('GET', '/api/admin/user/front/info', { token: kept })).body.username, 'test');
    } finally {
      await second.close();
      removeDir(first.dataDir);
    }
  });
});
