import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { codesOf, removeDir, startBackend, type TestBackend } from './helpers.js';

describe('menus and elements', () => {
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

  const create = (body: Record<string, unknown>) => backend.call('POST', '/api/admin/menu', { token: admin, body });

  test('tree is bare with label = title; title filters; all is bare', async () => {
    const tree = await backend.call('GET', '/api/admin/menu/tree', { token: admin });
    assert.ok(Array.isArray(tree.body));
    const base = tree.body.find((n: { code: string }) => n.code === 'baseManager');
    assert.equal(base.label, base.title);
    assert.equal(base.children[0].label, base.children[0].title);
    const filtered = await backend.call('GET', `/api/admin/menu/tree?title=${encodeURIComponent('用户管理')}`, {
      token: admin,
    });
    assert.deepEqual(codesOf(filtered.body), ['userManager']);
    const all = await backend.call('GET', '/api/admin/menu/all', { token: admin });
    assert.equal(all.body.length, codesOf(tree.body).length);
    const page = await backend.call('GET', '/api/admin/menu/page?limit=5', { token: admin });
    assert.equal(page.body.data.rows.length, 5);
    assert.equal(page.body.data.total, all.body.length);
  });

  test('create materialises the path; get, update and move keep paths right', async () => {
    const root = await create({ code: 'qaRoot', title: 'QA', type: 'dirt', icon: 'x' });
    assert.equal(root.body.status, 200);
    assert.equal(root.body.data.path, '/qaRoot');
    assert.equal(root.body.data.parentId, -1);
    const child = await create({
      code: 'qaChild',
      title: 'QA child',
      parentId: root.body.data.id,
      href: '/qaRoot/qaChild',
      orderNum: 3,
    });
    assert.equal(child.body.data.path, '/qaRoot/qaChild');
    assert.equal(child.body.data.type, 'menu');
    const got = await backend.call('GET', `/api/admin/menu/${child.body.data.id}`, { token: admin });
    assert.equal(got.body.data.title, 'QA child');
    assert.equal(got.body.data.crtName, 'admin');

    const renamed = await backend.call('PUT', `/api/admin/menu/${root.body.data.id}`, {
      token: admin,
      body: { id: root.body.data.id, code: 'qaTop', title: 'QA top' },
    });
    assert.equal(renamed.body.status, 200);
    const moved = (await backend.call('GET', `/api/admin/menu/${child.body.data.id}`, { token: admin })).body.data;
    assert.equal(moved.path, '/qaTop/qaChild');

    const base = (await backend.call('GET', '/api/admin/menu/all', { token: admin })).body.find(
      (m: { code: string }) => m.code === 'baseManager',
    );
    await backend.call('PUT', `/api/admin/menu/${child.body.data.id}`, { token: admin, body: { parentId: base.id } });
    assert.equal(
      (await backend.call('GET', `/api/admin/menu/${child.body.data.id}`, { token: admin })).body.data.path,
      '/baseManager/qaChild',
    );
    const cycle = await backend.call('PUT', `/api/admin/menu/${base.id}`, {
      token: admin,
      body: { parentId: child.body.data.id },
    });
    assert.equal(cycle.body.status, 30101);
    const selfParent = await backend.call('PUT', `/api/admin/menu/${base.id}`, {
      token: admin,
      body: { parentId: base.id },
    });
    assert.equal(selfParent.body.status, 30101);
  });

  test('create refuses duplicates, unknown parents and bad fields', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ code: 'userManager', title: 'dup' }, /userManager/],
      [{ code: 'orphan', title: 'o', parentId: 99999 }, /99999/],
      [{ title: 'no code' }, /code/],
      [{ code: 'noTitle' }, /title/],
      [{ code: '1bad', title: 'x' }, /code/],
      [{ code: 'badType', title: 'x', type: 'folder' }, /type/],
      [{ code: 'badOrder', title: 'x', orderNum: 'first' }, /orderNum/],
      [{ code: 'badParent', title: 'x', parentId: 'root' }, /parentId/],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      assert.equal(res.body.status, 30101, JSON.stringify(body));
      assert.match(res.body.message, message);
    }
  });

  test('delete refuses a menu with children and removes a leaf with its elements and grants', async () => {
    const parent = await create({ code: 'delParent', title: 'P' });
    const leaf = await create({ code: 'delLeaf', title: 'L', parentId: parent.body.data.id });
    const element = await backend.call('POST', '/api/admin/element', {
      token: admin,
      body: { code: 'delLeaf:btn_x', name: 'X', menuId: leaf.body.data.id, method: 'post', uri: '/admin/x' },
    });
    assert.equal(element.body.status, 200);
    assert.equal(element.body.data.method, 'POST');
    assert.equal(element.body.data.menuId, String(leaf.body.data.id));
    const refused = await backend.call('DELETE', `/api/admin/menu/${parent.body.data.id}`, { token: admin });
    assert.equal(refused.body.status, 30101);
    assert.equal(
      (await backend.call('DELETE', `/api/admin/menu/${leaf.body.data.id}`, { token: admin })).body.status,
      200,
    );
    assert.equal(
      (await backend.call('GET', `/api/admin/element/${element.body.data.id}`, { token: admin })).body.status,
      30101,
    );
    assert.equal(
      (await backend.call('DELETE', `/api/admin/menu/${parent.body.data.id}`, { token: admin })).body.status,
      200,
    );
    assert.equal(
      (await backend.call('GET', `/api/admin/menu/${parent.body.data.id}`, { token: admin })).body.status,
      30101,
    );
  });

  test('element list, CRUD and code rules', async () => {
    const menus = (await backend.call('GET', '/api/admin/menu/all', { token: admin })).body as {
      id: number;
      code: string;
    }[];
    const userMenu = menus.find((m) => m.code === 'userManager')!;
    const list = await backend.call('GET', `/api/admin/element/list?menuId=${userMenu.id}&page=1&limit=10`, {
      token: admin,
    });
    assert.equal(list.body.status, 200);
    assert.deepEqual(
      list.body.data.rows.map((e: { code: string }) => e.code),
      [
        'userManager:btn_add',
        'userManager:btn_edit',
        'userManager:btn_del',
        'userManager:btn_resetPwd',
        'userManager:view',
        'userManager:btn_watermark',
      ],
    );
    assert.equal(list.body.data.total, 6);
    const named = await backend.call(
      'GET',
      `/api/admin/element/list?menuId=${userMenu.id}&name=${encodeURIComponent('删除')}`,
      { token: admin },
    );
    assert.deepEqual(
      named.body.data.rows.map((e: { code: string }) => e.code),
      ['userManager:btn_del'],
    );

    const wrongPrefix = await backend.call('POST', '/api/admin/element', {
      token: admin,
      body: { code: 'menuManager:btn_x', name: 'x', menuId: userMenu.id },
    });
    assert.equal(wrongPrefix.body.status, 30101);
    const duplicate = await backend.call('POST', '/api/admin/element', {
      token: admin,
      body: { code: 'userManager:btn_add', name: 'x', menuId: userMenu.id },
    });
    assert.equal(duplicate.body.status, 30101);
    const noMenu = await backend.call('POST', '/api/admin/element', {
      token: admin,
      body: { code: 'userManager:btn_y', name: 'x', menuId: 99999 },
    });
    assert.equal(noMenu.body.status, 30101);
    const badMethod = await backend.call('POST', '/api/admin/element', {
      token: admin,
      body: { code: 'userManager:btn_y', name: 'x', menuId: userMenu.id, method: 'FETCH' },
    });
    assert.equal(badMethod.body.status, 30101);

    const created = await backend.call('POST', '/api/admin/element', {
      token: admin,
      body: {
        code: 'userManager:btn_export',
        name: '导出',
        menuId: String(userMenu.id),
        type: 'button',
        method: 'GET',
        uri: '/admin/user/export',
      },
    });
    assert.equal(created.body.status, 200);
    const id = created.body.data.id as number;
    assert.equal(
      (await backend.call('PUT', `/api/admin/element/${id}`, { token: admin, body: { name: '导出 Excel' } })).body
        .status,
      200,
    );
    assert.equal(
      (await backend.call('GET', `/api/admin/element/${id}`, { token: admin })).body.data.name,
      '导出 Excel',
    );
    assert.equal((await backend.call('DELETE', `/api/admin/element/${id}`, { token: admin })).body.status, 200);
    assert.equal((await backend.call('GET', `/api/admin/element/${id}`, { token: admin })).body.status, 30101);

    const mine = await backend.call('GET', '/api/admin/element/user/menu', { token: admin });
    assert.ok(mine.body.data.some((e: { code: string }) => e.code === 'gateLogManager:view'));
    const mineForMenu = await backend.call('GET', `/api/admin/element/user?menuId=${userMenu.id}`, { token: admin });
    assert.equal(mineForMenu.body.data.length, 6);
    const all = await backend.call('GET', '/api/admin/element/all', { token: admin });
    assert.ok(Array.isArray(all.body));
  });
});
