import assert from 'node:assert/strict';
import path from 'node:path';
import Database from 'better-sqlite3';
import { after, before, describe, test } from 'node:test';
import { removeDir, startBackend, type TestBackend } from './helpers.js';

describe('operation log (gate_log)', () => {
  let backend: TestBackend;
  let admin: string;

  before(async () => {
    backend = await startBackend();
    admin = await backend.login('admin', 'admin');
  });
  after(async () => {
    await backend.close();
    removeDir(backend.dataDir);
  });

  const page = (query = '') =>
    backend.call('GET', `/api/admin/gateLog/page${query}`, { token: admin }).then((r) => r.body.data);

  test('successful writes are logged newest first with passwords masked', async () => {
    assert.equal((await page()).total, 0);
    const added = await backend.call('POST', '/api/admin/user/add', {
      token: admin,
      body: { username: 'frank', name: 'Frank', password: 'super-secret', nested: { newPassword1: 'also-secret' } },
    });
    const id = added.body.data.id;
    await backend.call('PUT', '/api/admin/user/update', { token: admin, body: { id, name: 'Franky' } });
    await backend.call('GET', `/api/admin/user/resetPwd?userId=${id}`, { token: admin });
    const token = await backend.login('frank', '123456');
    await backend.call(
      'PUT',
      '/api/admin/user/updatePassword?oldPassword=123456&newPassword1=qwerty1&newPassword2=qwerty1',
      { token },
    );
    await backend.call('DELETE', `/api/admin/user/${id}`, { token: admin });

    const { total, rows } = await page();
    assert.equal(total, 5);
    assert.deepEqual(
      rows.map((r: { opt: string }) => r.opt),
      ['删除', '修改密码', '重置密码', '编辑', '新增'],
    );
    for (const row of rows) {
      assert.equal(row.menu, '用户管理');
      assert.match(row.crtTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      assert.equal(row.crtHost, '127.0.0.1');
      assert.doesNotMatch(JSON.stringify(row), /super-secret|also-secret|qwerty1|123456/);
    }
    const add = rows[4];
    assert.equal(add.uri, '/api/admin/user/add');
    assert.equal(add.crtName, 'admin');
    assert.equal(add.crtUser, '1');
    const body = JSON.parse(add.body);
    assert.equal(body.password, '******');
    assert.equal(body.nested.newPassword1, '******');
    assert.equal(body.username, 'frank');
    const change = rows[1];
    assert.equal(change.crtName, 'frank');
    assert.equal(
      change.uri,
      '/api/admin/user/updatePassword?oldPassword=******&newPassword1=******&newPassword2=******',
    );
  });

  test('a write and its entry commit together: when the entry cannot be written, the write is not made', async () => {
    const before = (await page()).total;
    // The log's table gone from under the server (another connection): the entry's insert fails.
    const db = new Database(path.join(backend.dataDir, 'platform.db'));
    try {
      db.exec('ALTER TABLE gate_log RENAME TO gate_log_away');
      const failed = await backend.call('POST', '/api/admin/user/add', {
        token: admin,
        body: { username: 'ghost', name: 'Ghost', password: 'ghost-123' },
      });
      assert.notEqual(failed.body?.status, 200, failed.text);
      const ghosts = db.prepare("SELECT COUNT(*) n FROM base_user WHERE username = 'ghost'").get() as { n: number };
      assert.equal(ghosts.n, 0);
    } finally {
      db.exec('ALTER TABLE gate_log_away RENAME TO gate_log');
      db.close();
    }
    const added = await backend.call('POST', '/api/admin/user/add', {
      token: admin,
      body: { username: 'ghost', name: 'Ghost', password: 'ghost-123' },
    });
    assert.equal(added.body.status, 200, added.text);
    const { total, rows } = await page();
    assert.equal(total, before + 1);
    assert.equal(rows[0].uri, '/api/admin/user/add');
    await backend.call('DELETE', `/api/admin/user/${added.body.data.id}`, { token: admin });
  });

  test('reads and refused writes are not logged; other resources name their menu', async () => {
    const before = (await page()).total;
    await backend.call('GET', '/api/admin/user/page', { token: admin });
    await backend.call('POST', '/api/admin/user/add', {
      token: admin,
      body: { username: 'admin', name: 'dup', password: 'x' },
    });
    await backend.call('DELETE', '/api/admin/user/1', { token: admin });
    assert.equal((await page()).total, before);
    await backend.call('POST', '/api/admin/menu', { token: admin, body: { code: 'logged', title: 'Logged' } });
    await backend.call('POST', '/api/admin/groupType', { token: admin, body: { code: 'loggedType', name: 'T' } });
    const { rows } = await page('?limit=2');
    assert.deepEqual(
      rows.map((r: { menu: string; opt: string }) => [r.menu, r.opt]),
      [
        ['角色类型管理', '新增'],
        ['菜单管理', '新增'],
      ],
    );
  });

  test('a large body is kept as its size: a user cannot grow the log by what they send', async () => {
    const added = await backend.call('POST', '/api/admin/user/add', {
      token: admin,
      body: { username: 'grower', name: 'Grower', password: 'grower-1' },
    });
    assert.equal(added.body.status, 200);
    const token = await backend.login('grower', 'grower-1');
    const filler = 'x'.repeat(500_000);
    const changed = await backend.call(
      'PUT',
      '/api/admin/user/updatePassword?oldPassword=grower-1&newPassword1=grower-2&newPassword2=grower-2',
      { token, body: { filler } },
    );
    assert.equal(changed.body.status, 200);
    const [row] = (await page('?limit=1')).rows as { uri: string; body: string }[];
    assert.match(row!.uri, /updatePassword/);
    assert.equal(row!.body, JSON.stringify({ chars: JSON.stringify({ filler }).length }));
  });

  test('filters by user name, menu and uri; single row by id', async () => {
    assert.equal((await page('?crtName=frank')).total, 1);
    assert.equal((await page(`?menu=${encodeURIComponent('菜单')}`)).total, 1);
    assert.equal((await page('?uri=resetPwd')).total, 1);
    const { rows } = await page('?limit=1');
    const one = await backend.call('GET', `/api/admin/gateLog/${rows[0].id}`, { token: admin });
    assert.equal(one.body.data.id, rows[0].id);
  });

  test('sorts by a whitelisted column and refuses others', async () => {
    const newest = (await page('?limit=1')).rows[0].id;
    const oldest = (await page('?limit=1&sort=id&order=asc')).rows[0].id;
    assert.ok(oldest < newest);
    const byName = (await page('?limit=100&sort=crtName&order=desc')).rows.map((r: { crtName: string }) => r.crtName);
    assert.deepEqual(byName, [...byName].sort().reverse());
    for (const bad of ['body', 'password', 'id;DROP TABLE gate_log']) {
      const reply = await backend.call('GET', `/api/admin/gateLog/page?sort=${encodeURIComponent(bad)}`, {
        token: admin,
      });
      assert.equal(reply.body.status, 30101);
    }
  });

  test('filters by a time range, both ends inclusive, dates or date-times', async () => {
    const all = await page('?limit=100');
    const today = all.rows[0].crtTime.slice(0, 10);
    assert.equal((await page(`?startTime=${today}&endTime=${today}`)).total, all.total);
    assert.equal((await page(`?startTime=${encodeURIComponent(all.rows[0].crtTime)}`)).total >= 1, true);
    assert.equal((await page('?endTime=2000-01-01')).total, 0);
    assert.equal((await page('?startTime=2999-01-01T00:00')).total, 0);
    const bad = await backend.call('GET', '/api/admin/gateLog/page?startTime=yesterday', { token: admin });
    assert.equal(bad.body.status, 30101);
    assert.match(bad.body.message, /startTime/);
  });
});
