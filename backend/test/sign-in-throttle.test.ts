import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SIGN_IN_LIMITS, SignInThrottle } from '../src/auth/throttle.js';
import { removeDir, startBackend, type TestBackend } from './helpers.js';

describe('the throttle', () => {
  test('a lock lasts its length, then the account may try again; a success clears the count', () => {
    let now = 0;
    const throttle = new SignInThrottle(() => now);
    for (let i = 0; i < SIGN_IN_LIMITS.account - 1; i++) throttle.failed('Ann', '203.0.113.1');
    assert.equal(throttle.locked('ann', '203.0.113.2'), false);
    throttle.succeeded('ann');
    for (let i = 0; i < SIGN_IN_LIMITS.account - 1; i++) throttle.failed('ann', '203.0.113.1');
    assert.equal(throttle.locked('ann', '203.0.113.2'), false, 'the success started the count over');
    throttle.failed('ann', '203.0.113.1');
    assert.equal(throttle.locked(' ANN ', '203.0.113.2'), true);
    now += SIGN_IN_LIMITS.lockMs - 1;
    assert.equal(throttle.locked('ann', '203.0.113.2'), true);
    now += 1;
    assert.equal(throttle.locked('ann', '203.0.113.2'), false);
  });

  test('failures older than the window do not count', () => {
    let now = 0;
    const throttle = new SignInThrottle(() => now);
    for (let i = 0; i < SIGN_IN_LIMITS.account - 1; i++) throttle.failed('bob', '203.0.113.1');
    now += SIGN_IN_LIMITS.windowMs + 1;
    throttle.failed('bob', '203.0.113.1');
    assert.equal(throttle.locked('bob', '203.0.113.1'), false);
  });
});

describe('sign-in throttling on the platform', () => {
  let backend: TestBackend;
  const signIn = (username: string, password: string, from?: string) =>
    backend.call('POST', '/api/auth/jwt/token', {
      body: { username, password },
      headers: from ? { 'x-forwarded-for': from } : {},
    });

  before(async () => {
    backend = await startBackend();
  });
  after(async () => {
    await backend.close();
    removeDir(backend.dataDir);
  });

  test('20 wrong passwords lock the account, right password too; an unknown user gets the same answer', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.account; i++) assert.equal((await signIn('test', 'nope')).body.status, 40001);
    const known = await signIn('test', 'test');
    for (let i = 0; i < SIGN_IN_LIMITS.account; i++) assert.equal((await signIn('ghost', 'nope')).body.status, 40001);
    const unknown = await signIn('ghost', 'nope');
    assert.deepEqual(known.body, { status: 40002, message: '登录失败次数过多，请 15 分钟后再试' });
    assert.deepEqual(unknown.body, known.body);
    assert.equal((await signIn('mh', 'mh')).body.status, 200, 'another account is not locked');
  });

  test('a client address that fails 100 times is locked for every account; another address is not', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.address; i++) {
      assert.equal((await signIn(`spray${i % 10}`, 'nope', '203.0.113.9')).body.status, 40001);
    }
    assert.equal((await signIn('admin', 'admin', '203.0.113.9')).body.status, 40002);
    assert.equal((await signIn('admin', 'admin', '203.0.113.10')).body.status, 200);
  });
});
