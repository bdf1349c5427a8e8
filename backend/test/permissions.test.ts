import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { removeDir, startBackend, type TestBackend } from './helpers.js';

describe('element permissions on administrative writes', () => {
  let backend: TestBackend;
  let operator: string;

  before(async () => {
    backend = await startBackend();
    operator = await backend.login('test', 'test');
  });
  after(async () => {
    await backend.close();
    removeDir(backend.dataDir);
  });

  const writes: [string, string, unknown?][] = [
    ['POST', '/api/admin/user/add', { username: 'x1', name: 'x', password: 'secret1' }],
    ['POST', '/api/admin/user', { username: 'x2', name: 'x', password: 'secret1' }],
    ['PUT', '/api/admin/user/update', { id: 3, name: 'x' }],
    ['PUT', '/api/admin/user/3', { id: 3, name: 'x' }],
    ['DELETE', '/api/admin/user/3'],
    ['GET', '/api/admin/user/resetPwd?userId=1'],
    ['POST', '/api/admin/menu', { code: 'm1', title: 'm' }],
    ['PUT', '/api/admin/menu/1', { title: 'm' }],
    ['DELETE', '/api/admin/menu/1'],
    ['POST', '/api/admin/element', { code: 'bhzManager:x', name: 'x', menuId: 1 }],
    ['PUT', '/api/admin/element/1', { name: 'x' }],
    ['DELETE', '/api/admin/element/1'],
    ['POST', '/api/admin/group', { code: 'g1', name: 'g', groupType: 1 }],
    ['PUT', '/api/admin/group/1', { name: 'g' }],
    ['DELETE', '/api/admin/group/2'],
    ['PUT', '/api/admin/group/2/user?members=2'],
    ['POST', '/api/admin/group/2/authority/menu?menuTrees=1'],
    ['PUT', '/api/admin/group/2/authority/menu?menuTrees=1'],
    ['POST', '/api/admin/group/2/authority/element/add?elementId=1'],
    ['PUT', '/api/admin/group/2/authority/element/remove?elementId=1'],
    ['POST', '/api/admin/groupType', { code: 't1', name: 't' }],
    ['PUT', '/api/admin/groupType/1', { name: 't' }],
    ['DELETE', '/api/admin/groupType/3'],
  ];

  for (const [method, path, body] of writes) {
    test(`${method} ${path} without the element code → HTTP 403 / 40301`, async () => {
      const res = await backend.call(method, path, { token: operator, body });
      assert.equal(res.http, 403);
      assert.deepEqual(res.body, { status: 40301, message: 'User Forbidden! Does not have permission!' });
    });
  }

  test('nothing was changed or logged by the refused writes', async () => {
    const admin = await backend.login('admin', 'admin');
    const users = await backend.call('GET', '/api/admin/user/3', { token: admin });
    assert.equal(users.body.data.name, '民航用户');
    const logs = await backend.call('GET', '/api/admin/gateLog/page', { token: admin });
    assert.equal(logs.body.data.total, 0);
  });

  test('reading the session and changing one’s own password need only a token', async () => {
    assert.equal((await backend.call('GET', '/api/admin/user/front/info', { token: operator })).body.username, 'test');
    assert.ok(Array.isArray((await backend.call('GET', '/api/admin/user/front/menus', { token: operator })).body));
    assert.ok(Array.isArray((await backend.call('GET', '/api/admin/user/front/menu/all', { token: operator })).body));
    const changed = await backend.call(
      'PUT',
      '/api/admin/user/updatePassword?oldPassword=test&newPassword1=test2&newPassword2=test2',
      { token: operator },
    );
    assert.equal(changed.body.status, 200);
    await backend.login('test', 'test2');
  });

  test('a missing token is 40101 before any permission check', async () => {
    const res = await backend.call('POST', '/api/admin/user/add', { body: { username: 'x' } });
    assert.equal(res.http, 200);
    assert.equal(res.body.status, 40101);
  });
});
