import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { codesOf, removeDir, startBackend, type TestBackend } from './helpers.js';

describe('session bootstrap: front/info, front/menus, front/menu/all', () => {
  let backend: TestBackend;
  let admin: string;
  let operator: string;
  let allCodes: string[];
  let operatorCodes: string[];

  before(async () => {
    backend = await startBackend();
    admin = await backend.login('admin', 'admin');
    operator = await backend.login('test', 'test');
    const all = (await backend.call('GET', '/api/admin/user/front/menu/all', { token: admin })).body as {
      id: number;
      parentId: number;
      code: string;
    }[];
    allCodes = all.map((m) => m.code);
    const byId = new Map(all.map((m) => [m.id, m]));
    const rootOf = (menu: { parentId: number; code: string }): string => {
      const parent = byId.get(menu.parentId);
      return parent ? rootOf(parent) : menu.code;
    };
    operatorCodes = all.filter((m) => ['znysManager', 'sysManager'].includes(rootOf(m))).map((m) => m.code);
  });
  after(async () => {
    await backend.close();
    removeDir(backend.dataDir);
  });

  test('front/info is bare and holds the user and every permission of admin', async () => {
    const res = await backend.call('GET', '/api/admin/user/front/info', { token: admin });
    assert.equal(res.body.status, undefined, 'bare, no envelope');
    assert.equal(res.body.id, '1');
    assert.equal(res.body.username, 'admin');
    assert.equal(res.body.name, '超级管理员');
    assert.equal(res.body.password, undefined);
    assert.deepEqual(res.body.menus.map((m: { code: string }) => m.code).sort(), [...allCodes].sort());
    const user = res.body.menus.find((m: { code: string }) => m.code === 'userManager');
    assert.deepEqual(user, {
      code: 'userManager',
      type: 'menu',
      uri: '/baseManager/userManager',
      method: 'GET',
      name: '访问',
      menu: '用户管理',
    });
    const elementCodes = res.body.elements.map((e: { code: string }) => e.code);
    for (const code of [
      'userManager:btn_add',
      'userManager:btn_resetPwd',
      'menuManager:btn_element_add',
      'groupManager:btn_resourceManager',
      'groupTypeManager:btn_del',
      'gateLogManager:view',
    ]) {
      assert.ok(elementCodes.includes(code), code);
    }
    const add = res.body.elements.find((e: { code: string }) => e.code === 'userManager:btn_add');
    assert.equal(add.method, 'POST');
    assert.equal(add.uri, '/admin/user');
    assert.equal(typeof add.menu, 'string');
  });

  test('test sees only the znysManager and sysManager subtrees and no elements', async () => {
    const info = await backend.call('GET', '/api/admin/user/front/info', { token: operator });
    assert.equal(info.body.name, '测试账户');
    assert.deepEqual(info.body.menus.map((m: { code: string }) => m.code).sort(), [...operatorCodes].sort());
    assert.ok(operatorCodes.includes('znysProcessMonitorManager'));
    assert.ok(operatorCodes.includes('sysStabilityManager'));
    assert.deepEqual(info.body.elements, []);
    const tree = await backend.call('GET', '/api/admin/user/front/menus', { token: operator });
    assert.deepEqual(tree.body.map((n: { code: string }) => n.code).sort(), ['sysManager', 'znysManager']);
    assert.deepEqual(codesOf(tree.body).sort(), [...operatorCodes].sort());
  });

  test('front/info follows a change at once: answers are kept only while nothing was written', async () => {
    const info = async () => (await backend.call('GET', '/api/admin/user/front/info', { token: operator })).body;
    const first = await info();
    assert.deepEqual(await info(), first, 'a second read gives the same answer');
    const id = Number(first.id);
    const renamed = await backend.call('PUT', `/api/admin/user/${id}`, {
      token: admin,
      body: { id, name: '测试账户二' },
    });
    assert.equal(renamed.body.status, 200);
    assert.equal((await info()).name, '测试账户二');
    await backend.call('PUT', `/api/admin/user/${id}`, { token: admin, body: { id, name: '测试账户' } });
    assert.deepEqual(await info(), first);
  });

  test('mh carries depart "mh"', async () => {
    const token = await backend.login('mh', 'mh');
    const info = await backend.call('GET', '/api/admin/user/front/info', { token });
    assert.equal(info.body.depart, 'mh');
    assert.equal(info.body.name, '民航用户');
  });

  test('front/menus is a bare tree of nodes with the platform fields, in seed order', async () => {
    const res = await backend.call('GET', '/api/admin/user/front/menus', { token: admin });
    assert.ok(Array.isArray(res.body));
    const base = res.body.find((n: { code: string }) => n.code === 'baseManager');
    assert.equal(base.parentId, -1);
    assert.equal(base.type, 'dirt');
    assert.equal(base.spread, false);
    assert.equal(base.path, '/baseManager');
    const user = base.children.find((n: { code: string }) => n.code === 'userManager');
    for (const field of ['id', 'parentId', 'code', 'title', 'href', 'path', 'type', 'spread', 'children'])
      assert.ok(field in user, field);
    assert.equal(user.type, 'menu');
    assert.equal(user.path, '/baseManager/userManager');
    assert.deepEqual(user.children, []);
    assert.equal(user.label, undefined);
    const order = base.children.map((n: { orderNum: number }) => n.orderNum);
    assert.deepEqual(
      order,
      [...order].sort((a, b) => a - b),
    );
    assert.deepEqual(codesOf(res.body).sort(), [...allCodes].sort());
  });

  test('front/menu/all lists every menu for any user', async () => {
    const res = await backend.call('GET', '/api/admin/user/front/menu/all', { token: operator });
    assert.equal(res.body.length, allCodes.length);
    const menu = res.body.find((m: { code: string }) => m.code === 'znysManager');
    assert.equal(menu.title, '机场数字化施工平台');
    assert.equal(menu.href, '/znysManager');
    assert.equal(menu.parentId, -1);
  });
});
