import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { removeDir, startBackend, type TestBackend } from './helpers.js';

describe('users', () => {
  let backend: TestBackend;
  let admin: string;
  const newUser = (username: string, extra: Record<string, unknown> = {}) => ({
    username,
    name: `Name ${username}`,
    password: 'secret1',
    ...extra,
  });

  before(async () => {
    backend = await startBackend({ defaultResetPassword: 'reset-me', seedBulkUsers: 30 });
    admin = await backend.login('admin', 'admin');
  });
  after(async () => {
    await backend.close();
    removeDir(backend.dataDir);
  });

  test('page is 1-based with total, limit and both paths', async () => {
    const first = await backend.call('GET', '/api/admin/user/page?page=1&limit=10', { token: admin });
    assert.equal(first.body.status, 200);
    // admin, test, mh, 30 bulk users, then the workflow's sg01, jl01, zhb01 and the one section's sg02 (added by the
    // platform migrations).
    assert.equal(first.body.data.total, 37);
    assert.equal(first.body.data.rows.length, 10);
    assert.equal(first.body.data.rows[0].username, 'admin');
    const last = await backend.call('GET', '/api/admin/user/getPage?page=4&limit=10', { token: admin });
    assert.deepEqual(
      last.body.data.rows.map((u: { username: string }) => u.username),
      ['bulk00028', 'bulk00029', 'bulk00030', 'sg01', 'jl01', 'zhb01', 'sg02'],
    );
    const beyond = await backend.call('GET', '/api/admin/user/page?page=9', { token: admin });
    assert.deepEqual(beyond.body.data, { total: 37, rows: [] });
    const defaults = await backend.call('GET', '/api/admin/user/page', { token: admin });
    assert.equal(defaults.body.data.rows.length, 10);
    const capped = await backend.call('GET', '/api/admin/user/page?limit=100000', { token: admin });
    assert.equal(capped.body.data.rows.length, 37);
    for (const row of capped.body.data.rows) assert.equal(row.password, undefined);
  });

  test('the name filter matches display or login name; username filters login name', async () => {
    const byLogin = await backend.call('GET', '/api/admin/user/page?name=adm', { token: admin });
    assert.deepEqual(
      byLogin.body.data.rows.map((u: { username: string }) => u.username),
      ['admin'],
    );
    const byDisplay = await backend.call('GET', `/api/admin/user/page?name=${encodeURIComponent('民航')}`, {
      token: admin,
    });
    assert.deepEqual(
      byDisplay.body.data.rows.map((u: { username: string }) => u.username),
      ['mh'],
    );
    const username = await backend.call('GET', '/api/admin/user/page?username=bulk0001&limit=50', { token: admin });
    assert.equal(username.body.data.total, 10);
    const wildcard = await backend.call('GET', '/api/admin/user/page?name=%25', { token: admin });
    assert.equal(wildcard.body.data.total, 0, 'LIKE wildcards are literal');
  });

  test('sorting is whitelisted', async () => {
    const desc = await backend.call('GET', '/api/admin/user/page?sort=username&order=desc&limit=1', { token: admin });
    assert.equal(desc.body.data.rows[0].username, 'zhb01');
    const shorthand = await backend.call('GET', '/api/admin/user/page?sort=-username&limit=1', { token: admin });
    assert.equal(shorthand.body.data.rows[0].username, 'zhb01');
    const elementUi = await backend.call('GET', '/api/admin/user/page?sort=name&order=descending&limit=1', {
      token: admin,
    });
    assert.equal(elementUi.body.data.rows[0].username, 'admin');
    const bad = await backend.call('GET', '/api/admin/user/page?sort=password', { token: admin });
    assert.equal(bad.body.status, 30101);
    const injection = await backend.call(
      'GET',
      `/api/admin/user/page?sort=${encodeURIComponent('id; DROP TABLE base_user')}`,
      { token: admin },
    );
    assert.equal(injection.body.status, 30101);
    const order = await backend.call('GET', '/api/admin/user/page?sort=id&order=sideways', { token: admin });
    assert.equal(order.body.status, 30101);
    const page = await backend.call('GET', '/api/admin/user/page?page=0', { token: admin });
    assert.equal(page.body.status, 30101);
  });

  test('add, read, duplicate and validation', async () => {
    const added = await backend.call('POST', '/api/admin/user/add', {
      token: admin,
      body: newUser('alice', {
        email: 'alice@example.com',
        mobilePhone: '13800138000',
        sex: '女',
        depart: 'mh',
        birthday: '1990-01-02',
      }),
    });
    assert.equal(added.body.status, 200);
    const id = added.body.data.id as number;
    const read = await backend.call('GET', `/api/admin/user/${id}`, { token: admin });
    assert.equal(read.body.status, 200);
    assert.equal(read.body.rel, false);
    assert.equal(read.body.data.email, 'alice@example.com');
    assert.equal(read.body.data.crtName, 'admin');
    assert.equal(read.body.data.crtUser, '1');
    assert.equal(read.body.data.crtHost, '127.0.0.1');
    assert.match(read.body.data.crtTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.equal(read.body.data.password, undefined);
    assert.equal(read.body.data.address, undefined, 'null fields are left out');
    assert.equal(await backend.login('alice', 'secret1').then(() => true), true);

    const duplicate = await backend.call('POST', '/api/admin/user/add', { token: admin, body: newUser('alice') });
    assert.equal(duplicate.body.status, 30101);
    assert.match(duplicate.body.message, /alice/);
    const duplicateCase = await backend.call('POST', '/api/admin/user/add', { token: admin, body: newUser('ALICE') });
    assert.equal(duplicateCase.body.status, 30101);

    const cases: [Record<string, unknown>, RegExp][] = [
      [{ username: 'nopw', name: 'x' }, /password/],
      [newUser('nopw2', { password: '' }), /password/],
      [newUser('longpw', { password: 'x'.repeat(73) }), /password/],
      [{ name: 'x', password: 'secret1' }, /username/],
      [newUser('bad name'), /username/],
      [newUser('u1', { email: 'not-an-email' }), /email/],
      [newUser('u2', { mobilePhone: 'call me' }), /mobilePhone/],
      [newUser('u3', { name: 123 }), /name/],
      [newUser('u4', { birthday: 'yesterday' }), /birthday/],
      [newUser('u5', { description: 'x'.repeat(1001) }), /description/],
      [newUser('x'.repeat(65)), /username/],
    ];
    for (const [body, field] of cases) {
      const res = await backend.call('POST', '/api/admin/user/add', { token: admin, body });
      assert.equal(res.body.status, 30101, JSON.stringify(body).slice(0, 80));
      assert.match(res.body.message, field);
    }
    const all = await backend.call('GET', '/api/admin/user/all', { token: admin });
    assert.ok(Array.isArray(all.body));
    assert.ok(!all.body.some((u: { username: string }) => /^u\d$|nopw|longpw/.test(u.username)));
    for (const user of all.body) assert.equal(user.password, undefined);
  });

  test('update is partial, a blank password leaves it unchanged, a new one replaces it', async () => {
    const added = await backend.call('POST', '/api/admin/user', {
      token: admin,
      body: newUser('bob', { address: 'Street 1' }),
    });
    const id = added.body.data.id as number;
    const blank = await backend.call('PUT', '/api/admin/user/update', {
      token: admin,
      body: { id, name: 'Bobby', password: '' },
    });
    assert.equal(blank.body.status, 200);
    const read = (await backend.call('GET', `/api/admin/user/${id}`, { token: admin })).body.data;
    assert.equal(read.name, 'Bobby');
    assert.equal(read.address, 'Street 1');
    assert.equal(read.updName, 'admin');
    await backend.login('bob', 'secret1');
    const changed = await backend.call('PUT', `/api/admin/user/${id}`, {
      token: admin,
      body: { id, password: 'newer-secret' },
    });
    assert.equal(changed.body.status, 200);
    await backend.login('bob', 'newer-secret');
    const cleared = await backend.call('PUT', '/api/admin/user/update', { token: admin, body: { id, address: '' } });
    assert.equal(cleared.body.status, 200);
    assert.equal((await backend.call('GET', `/api/admin/user/${id}`, { token: admin })).body.data.address, undefined);

    const mismatch = await backend.call('PUT', `/api/admin/user/${id}`, {
      token: admin,
      body: { id: id + 1, name: 'x' },
    });
    assert.equal(mismatch.body.status, 30101);
    const taken = await backend.call('PUT', '/api/admin/user/update', {
      token: admin,
      body: { id, username: 'admin' },
    });
    assert.equal(taken.body.status, 30101);
    const noId = await backend.call('PUT', '/api/admin/user/update', { token: admin, body: { name: 'x' } });
    assert.equal(noId.body.status, 30101);
    assert.match(noId.body.message, /id/);
    const unknown = await backend.call('PUT', '/api/admin/user/update', {
      token: admin,
      body: { id: 99999, name: 'x' },
    });
    assert.equal(unknown.body.status, 30101);
    const emptyName = await backend.call('PUT', '/api/admin/user/update', { token: admin, body: { id, name: '  ' } });
    assert.equal(emptyName.body.status, 30101);
  });

  test('delete: others yes, yourself never', async () => {
    const added = await backend.call('POST', '/api/admin/user/add', { token: admin, body: newUser('carol') });
    const id = added.body.data.id as number;
    assert.equal((await backend.call('DELETE', `/api/admin/user/${id}`, { token: admin })).body.status, 200);
    assert.equal((await backend.call('GET', `/api/admin/user/${id}`, { token: admin })).body.status, 30101);
    const login = await backend.call('POST', '/api/auth/jwt/token', {
      body: { username: 'carol', password: 'secret1' },
    });
    assert.equal(login.body.status, 40001);
    const self = await backend.call('DELETE', '/api/admin/user/1', { token: admin });
    assert.equal(self.body.status, 30101);
    assert.equal((await backend.call('DELETE', '/api/admin/user/99999', { token: admin })).body.status, 30101);
  });

  test('resetPwd sets the configured default password', async () => {
    const added = await backend.call('POST', '/api/admin/user/add', { token: admin, body: newUser('dave') });
    const res = await backend.call('GET', `/api/admin/user/resetPwd?userId=${added.body.data.id}`, { token: admin });
    assert.equal(res.body.status, 200);
    assert.equal(typeof res.body.message, 'string');
    await backend.login('dave', 'reset-me');
    assert.equal(
      (await backend.call('GET', '/api/admin/user/resetPwd?userId=abc', { token: admin })).body.status,
      30101,
    );
    assert.equal((await backend.call('GET', '/api/admin/user/resetPwd', { token: admin })).body.status, 30101);
  });

  test('updatePassword changes your own password; refusals are status 500', async () => {
    await backend.call('POST', '/api/admin/user/add', { token: admin, body: newUser('erin') });
    const token = await backend.login('erin', 'secret1');
    const wrongOld = await backend.call(
      'PUT',
      '/api/admin/user/updatePassword?oldPassword=nope&newPassword1=abc123&newPassword2=abc123',
      { token },
    );
    assert.equal(wrongOld.http, 200);
    assert.equal(wrongOld.body.status, 500);
    assert.equal(typeof wrongOld.body.message, 'string');
    const mismatch = await backend.call(
      'PUT',
      '/api/admin/user/updatePassword?oldPassword=secret1&newPassword1=abc123&newPassword2=abc124',
      { token },
    );
    assert.equal(mismatch.body.status, 500);
    const empty = await backend.call(
      'PUT',
      '/api/admin/user/updatePassword?oldPassword=secret1&newPassword1=&newPassword2=',
      { token },
    );
    assert.equal(empty.body.status, 500);
    await backend.login('erin', 'secret1');
    const good = await backend.call(
      'PUT',
      '/api/admin/user/updatePassword?oldPassword=secret1&newPassword1=abc123&newPassword2=abc123',
      { token },
    );
    assert.equal(good.body.status, 200);
    assert.equal(typeof good.body.message, 'string');
    await backend.login('erin', 'abc123');
    const old = await backend.call('POST', '/api/auth/jwt/token', { body: { username: 'erin', password: 'secret1' } });
    assert.equal(old.body.status, 40001);
  });

  test('bulk users were seeded and can sign in with the test password', async () => {
    await backend.login('bulk00030', 'test');
  });
});
