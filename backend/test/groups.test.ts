import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { removeDir, startBackend, type TestBackend } from './helpers.js';

interface Named {
  id: number;
  code: string;
  parentId: number;
}

describe('roles (groups), group types and grants', () => {
  let backend: TestBackend;
  let admin: string;
  let menus: Named[];
  let roleTypeId: number;
  const byCode = (code: string) => menus.find((m) => m.code === code)!;

  before(async () => {
    backend = await startBackend();
    admin = await backend.login('admin', 'admin');
    menus = (await backend.call('GET', '/api/admin/menu/all', { token: admin })).body;
    const types = (await backend.call('GET', '/api/admin/groupType/all', { token: admin })).body as Named[];
    roleTypeId = types.find((t) => t.code === 'role')!.id;
  });
  after(async () => {
    await backend.close();
    removeDir(backend.dataDir);
  });

  test('group types: seed, page, CRUD, in-use refusal', async () => {
    const all = await backend.call('GET', '/api/admin/groupType/all', { token: admin });
    assert.deepEqual(
      all.body.map((t: { code: string; name: string }) => [t.code, t.name]),
      [
        ['role', '角色类型'],
        ['depart', '部门类型'],
        ['free', '自定义类型'],
      ],
    );
    const page = await backend.call('GET', '/api/admin/groupType/page?limit=2', { token: admin });
    assert.equal(page.body.data.total, 3);
    assert.equal(page.body.data.rows.length, 2);
    const created = await backend.call('POST', '/api/admin/groupType', {
      token: admin,
      body: { code: 'project', name: '项目类型' },
    });
    assert.equal(created.body.status, 200);
    const id = created.body.data.id;
    assert.equal(
      (await backend.call('POST', '/api/admin/groupType', { token: admin, body: { code: 'project', name: 'dup' } }))
        .body.status,
      30101,
    );
    assert.equal(
      (await backend.call('PUT', `/api/admin/groupType/${id}`, { token: admin, body: { name: '项目' } })).body.status,
      200,
    );
    assert.equal((await backend.call('GET', `/api/admin/groupType/${id}`, { token: admin })).body.data.name, '项目');
    assert.equal(
      (await backend.call('DELETE', `/api/admin/groupType/${roleTypeId}`, { token: admin })).body.status,
      30101,
    );
    assert.equal((await backend.call('DELETE', `/api/admin/groupType/${id}`, { token: admin })).body.status, 200);
  });

  test('tree and list are bare and empty until a type or name is given', async () => {
    assert.deepEqual((await backend.call('GET', '/api/admin/group/tree', { token: admin })).body, []);
    assert.deepEqual((await backend.call('GET', '/api/admin/group/list?groupType=&name=', { token: admin })).body, []);
    const tree = await backend.call('GET', `/api/admin/group/tree?groupType=${roleTypeId}`, { token: admin });
    assert.deepEqual(
      tree.body.map((g: { name: string; label: string }) => [g.name, g.label]),
      [
        ['管理员', '管理员'],
        ['操作员', '操作员'],
        ['施工单位', '施工单位'],
        ['监理单位', '监理单位'],
        ['指挥部', '指挥部'],
        ['标段施工单位', '标段施工单位'],
      ],
    );
    const byName = await backend.call('GET', `/api/admin/group/list?name=${encodeURIComponent('操作')}`, {
      token: admin,
    });
    assert.deepEqual(
      byName.body.map((g: { code: string }) => g.code),
      ['operatorRole'],
    );
    const page = await backend.call('GET', '/api/admin/group/page', { token: admin });
    assert.equal(page.body.data.total, 6);
  });

  test('group CRUD with materialised path and delete-with-children refusal', async () => {
    const parent = await backend.call('POST', '/api/admin/group', {
      token: admin,
      body: { code: 'siteA', name: '工地A', groupType: roleTypeId },
    });
    assert.equal(parent.body.status, 200);
    assert.equal(parent.body.data.path, '/siteA');
    const child = await backend.call('POST', '/api/admin/group', {
      token: admin,
      body: { code: 'siteAQa', name: '工地A质检', groupType: roleTypeId, parentId: parent.body.data.id },
    });
    assert.equal(child.body.data.path, '/siteA/siteAQa');
    const tree = await backend.call('GET', `/api/admin/group/tree?groupType=${roleTypeId}`, { token: admin });
    const siteA = tree.body.find((g: { code: string }) => g.code === 'siteA');
    assert.deepEqual(
      siteA.children.map((g: { code: string }) => g.code),
      ['siteAQa'],
    );
    assert.equal(
      (await backend.call('POST', '/api/admin/group', { token: admin, body: { code: 'noType', name: 'x' } })).body
        .status,
      30101,
    );
    assert.equal(
      (
        await backend.call('POST', '/api/admin/group', {
          token: admin,
          body: { code: 'badType', name: 'x', groupType: 999 },
        })
      ).body.status,
      30101,
    );
    assert.equal(
      (
        await backend.call('POST', '/api/admin/group', {
          token: admin,
          body: { code: 'siteA', name: 'dup', groupType: roleTypeId },
        })
      ).body.status,
      30101,
    );
    assert.equal(
      (await backend.call('PUT', `/api/admin/group/${parent.body.data.id}`, { token: admin, body: { name: '工地甲' } }))
        .body.status,
      200,
    );
    assert.equal(
      (await backend.call('GET', `/api/admin/group/${parent.body.data.id}`, { token: admin })).body.data.name,
      '工地甲',
    );
    assert.equal(
      (
        await backend.call('PUT', `/api/admin/group/${parent.body.data.id}`, {
          token: admin,
          body: { parentId: child.body.data.id },
        })
      ).body.status,
      30101,
    );
    assert.equal(
      (await backend.call('DELETE', `/api/admin/group/${parent.body.data.id}`, { token: admin })).body.status,
      30101,
    );
    assert.equal(
      (await backend.call('DELETE', `/api/admin/group/${child.body.data.id}`, { token: admin })).body.status,
      200,
    );
    assert.equal(
      (await backend.call('DELETE', `/api/admin/group/${parent.body.data.id}`, { token: admin })).body.status,
      200,
    );
  });

  test('members and grants drive effective permissions; ancestors are granted too', async () => {
    const user = await backend.call('POST', '/api/admin/user/add', {
      token: admin,
      body: { username: 'inspector', name: '质检员', password: 'secret1' },
    });
    const userId = user.body.data.id as number;
    const token = await backend.login('inspector', 'secret1');
    const info = () => backend.call('GET', '/api/admin/user/front/info', { token }).then((r) => r.body);
    assert.deepEqual((await info()).menus, []);

    const group = await backend.call('POST', '/api/admin/group', {
      token: admin,
      body: { code: 'inspectors', name: '质检', groupType: roleTypeId },
    });
    const groupId = group.body.data.id as number;
    const setUsers = await backend.call('PUT', `/api/admin/group/${groupId}/user?members=${userId}&leaders=`, {
      token: admin,
    });
    assert.deepEqual(setUsers.body, { status: 200, rel: true });
    const users = await backend.call('GET', `/api/admin/group/${groupId}/user`, { token: admin });
    assert.equal(users.body.rel, true);
    assert.deepEqual(
      users.body.data.members.map((u: { username: string }) => u.username),
      ['inspector'],
    );
    assert.deepEqual(users.body.data.leaders, []);
    assert.equal(users.body.data.members[0].password, undefined);

    const leaf = byCode('userManager');
    const grant = await backend.call('POST', `/api/admin/group/${groupId}/authority/menu?menuTrees=${leaf.id}`, {
      token: admin,
    });
    assert.equal(grant.body.status, 200);
    const granted = await backend.call('GET', `/api/admin/group/${groupId}/authority/menu`, { token: admin });
    assert.deepEqual(
      granted.body.data.map((m: { id: number }) => m.id).sort(),
      [byCode('baseManager').id, leaf.id].sort(),
    );
    assert.deepEqual((await info()).menus.map((m: { code: string }) => m.code).sort(), ['baseManager', 'userManager']);
    const tree = await backend.call('GET', '/api/admin/user/front/menus', { token });
    assert.equal(tree.body[0].code, 'baseManager');
    assert.equal(tree.body[0].children[0].code, 'userManager');

    // PUT replaces the whole set.
    await backend.call('PUT', `/api/admin/group/${groupId}/authority/menu?menuTrees=${byCode('gateLogManager').id}`, {
      token: admin,
    });
    assert.deepEqual((await info()).menus.map((m: { code: string }) => m.code).sort(), [
      'baseManager',
      'gateLogManager',
    ]);
    assert.equal(
      (await backend.call('PUT', `/api/admin/group/${groupId}/authority/menu?menuTrees=99999`, { token: admin })).body
        .status,
      30101,
    );
    assert.equal(
      (await backend.call('PUT', `/api/admin/group/${groupId}/authority/menu?menuTrees=abc`, { token: admin })).body
        .status,
      30101,
    );

    const elements = (await backend.call('GET', `/api/admin/element/list?menuId=${leaf.id}`, { token: admin })).body
      .data.rows as Named[];
    const addButton = elements.find((e) => e.code === 'userManager:btn_add')!;
    const add = await backend.call(
      'POST',
      `/api/admin/group/${groupId}/authority/element/add?menuId=${leaf.id}&elementId=${addButton.id}`,
      { token: admin },
    );
    assert.deepEqual(add.body, { status: 200, rel: true });
    assert.deepEqual(
      (await backend.call('GET', `/api/admin/group/${groupId}/authority/element`, { token: admin })).body.data,
      [addButton.id],
    );
    assert.deepEqual(
      (await info()).elements.map((e: { code: string }) => e.code),
      ['userManager:btn_add'],
    );
    const wrongMenu = await backend.call(
      'PUT',
      `/api/admin/group/${groupId}/authority/element/add?menuId=${byCode('menuManager').id}&elementId=${addButton.id}`,
      { token: admin },
    );
    assert.equal(wrongMenu.body.status, 30101);

    // The new right is enforced at once: inspector may now add users.
    const added = await backend.call('POST', '/api/admin/user/add', {
      token,
      body: { username: 'trainee', name: '实习', password: 'secret1' },
    });
    assert.equal(added.body.status, 200);

    const remove = await backend.call(
      'PUT',
      `/api/admin/group/${groupId}/authority/element/remove?menuId=${leaf.id}&elementId=${addButton.id}`,
      { token: admin },
    );
    assert.equal(remove.body.status, 200);
    assert.deepEqual((await info()).elements, []);
    const refused = await backend.call('POST', '/api/admin/user/add', {
      token,
      body: { username: 'trainee2', name: '实习', password: 'secret1' },
    });
    assert.equal(refused.http, 403);

    // Leading a group counts like membership.
    await backend.call('PUT', `/api/admin/group/${groupId}/user?leaders=${userId}`, { token: admin });
    assert.equal((await info()).menus.length, 2);
    await backend.call('PUT', `/api/admin/group/${groupId}/user`, { token: admin });
    assert.deepEqual((await info()).menus, []);
    assert.equal(
      (await backend.call('PUT', `/api/admin/group/${groupId}/user?members=99999`, { token: admin })).body.status,
      30101,
    );
  });

  test('an administrator cannot strip their own user or role administration', async () => {
    const adminRole = (await backend.call('GET', '/api/admin/group/all', { token: admin })).body.find(
      (g: { code: string }) => g.code === 'adminRole',
    );
    const leave = await backend.call('PUT', `/api/admin/group/${adminRole.id}/user?members=2`, { token: admin });
    assert.equal(leave.body.status, 30101);
    assert.match(leave.body.message, /groupManager|userManager/);
    const shrink = await backend.call(
      'PUT',
      `/api/admin/group/${adminRole.id}/authority/menu?menuTrees=${byCode('znysManager').id}`,
      { token: admin },
    );
    assert.equal(shrink.body.status, 30101);
    const withoutGroupManager = menus
      .filter((m) => m.code !== 'groupManager')
      .map((m) => m.id)
      .join(',');
    const partial = await backend.call(
      'PUT',
      `/api/admin/group/${adminRole.id}/authority/menu?menuTrees=${withoutGroupManager}`,
      { token: admin },
    );
    assert.equal(partial.body.status, 30101);
    assert.match(partial.body.message, /groupManager/);
    const resourceButton = (
      await backend.call('GET', `/api/admin/element/list?menuId=${byCode('groupManager').id}`, { token: admin })
    ).body.data.rows.find((e: { code: string }) => e.code === 'groupManager:btn_resourceManager');
    const dropButton = await backend.call(
      'PUT',
      `/api/admin/group/${adminRole.id}/authority/element/remove?elementId=${resourceButton.id}`,
      { token: admin },
    );
    assert.equal(dropButton.body.status, 30101);
    const dropMenu = await backend.call('DELETE', `/api/admin/menu/${byCode('groupManager').id}`, { token: admin });
    assert.equal(dropMenu.body.status, 30101);

    // Nothing changed: admin still holds everything.
    const info = (await backend.call('GET', '/api/admin/user/front/info', { token: admin })).body;
    assert.equal(info.menus.length, menus.length);
    assert.ok(info.elements.some((e: { code: string }) => e.code === 'groupManager:btn_resourceManager'));
    const users = await backend.call('GET', `/api/admin/group/${adminRole.id}/user`, { token: admin });
    assert.deepEqual(
      users.body.data.leaders.map((u: { username: string }) => u.username),
      ['admin'],
    );

    // Keeping the rights through another group is fine.
    const spare = await backend.call('POST', '/api/admin/group', {
      token: admin,
      body: { code: 'spareAdmins', name: '备用管理员', groupType: roleTypeId },
    });
    const spareId = spare.body.data.id;
    await backend.call(
      'PUT',
      `/api/admin/group/${spareId}/authority/menu?menuTrees=${byCode('groupManager').id},${byCode('userManager').id}`,
      { token: admin },
    );
    for (const element of (
      await backend.call('GET', `/api/admin/element/list?menuId=${byCode('groupManager').id}`, { token: admin })
    ).body.data.rows) {
      await backend.call('PUT', `/api/admin/group/${spareId}/authority/element/add?elementId=${element.id}`, {
        token: admin,
      });
    }
    await backend.call('PUT', `/api/admin/group/${spareId}/user?members=1`, { token: admin });
    assert.equal(
      (
        await backend.call(
          'PUT',
          `/api/admin/group/${adminRole.id}/authority/element/remove?elementId=${resourceButton.id}`,
          { token: admin },
        )
      ).body.status,
      200,
    );
  });
});
