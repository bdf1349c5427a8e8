import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { removeDir, startBackend, type TestBackend } from './helpers.js';

describe('a session’s tokens live and die together', () => {
  let backend: TestBackend;
  let admin: string;
  const valid = async (token: string) =>
    (await backend.call('GET', `/api/auth/jwt/verify?token=${token}`, {})).body.status === 200;
  const refresh = async (token: string) => {
    const r = await backend.call('GET', '/api/auth/jwt/refresh', { token });
    assert.equal(r.body.status, 200, r.text);
    return r.body.data as string;
  };

  before(async () => {
    backend = await startBackend();
    admin = await backend.login('admin', 'admin');
    const added = await backend.call('POST', '/api/admin/user/add', {
      token: admin,
      body: { username: 'family1', name: '令牌', password: 'family-pass-1' },
    });
    assert.equal(added.body.status, 200);
  });
  after(async () => {
    await backend.close();
    removeDir(backend.dataDir);
  });

  test('log-out revokes every token the session held: the first and each refresh', async () => {
    const first = await backend.login('family1', 'family-pass-1');
    const second = await refresh(first);
    const third = await refresh(second);
    // another sign-in of the same user is another session
    const elsewhere = await backend.login('family1', 'family-pass-1');
    assert.ok((await valid(first)) && (await valid(second)) && (await valid(third)), 'within the refresh grace');
    const out = await backend.call('POST', `/api/auth/jwt/invalid?token=${third}`, {});
    assert.equal(out.body.status, 200);
    assert.deepEqual(
      [await valid(first), await valid(second), await valid(third), await valid(elsewhere)],
      [false, false, false, true],
    );
  });

  test('a password change signs out the user’s other sessions; the changing one goes on', async () => {
    const here = await backend.login('family1', 'family-pass-1');
    const there = await backend.login('family1', 'family-pass-1');
    const changed = await backend.call(
      'PUT',
      '/api/admin/user/updatePassword?oldPassword=family-pass-1&newPassword1=family-pass-2&newPassword2=family-pass-2',
      { token: here },
    );
    assert.equal(changed.body.status, 200, changed.text);
    assert.deepEqual([await valid(here), await valid(there)], [true, false]);
  });

  test('a reset by the administrator signs the user out everywhere', async () => {
    const session = await backend.login('family1', 'family-pass-2');
    const users = (await backend.call('GET', '/api/admin/user/all', { token: admin })).body as {
      id: number;
      username: string;
    }[];
    const id = users.find((u) => u.username === 'family1')!.id;
    const reset = await backend.call('GET', `/api/admin/user/resetPwd?userId=${id}`, { token: admin });
    assert.equal(reset.body.status, 200, reset.text);
    assert.equal(await valid(session), false);
    assert.equal(await valid(admin), true);
  });
});
