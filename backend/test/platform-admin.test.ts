import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { backend, get, send, sharedBackend } from './suite-backend.js';

// Platform administration (backend-contract §7.5, §7.7): tenants and their owner, the department tree
// and its members, service clients (a secret shown once, rotated), their allowed callers, gateway routes
// disabled and enabled again. Reads need the menu, writes the element code; every write is logged.

/** Holds the four administration menus and no element. */
let reader: string;

async function menuIds(codes: string[]): Promise<number[]> {
  const menus = (await get('/api/admin/menu/all')).body as { id: number; code: string }[];
  return codes.map((code) => menus.find((m) => m.code === code)!.id);
}

sharedBackend({}, async () => {
  const user = await send('POST', '/api/admin/user', {
    username: 'adminReader',
    password: 'reader-pass-1',
    name: '只读管理员',
  });
  assert.equal(user.body.status, 200, JSON.stringify(user.body));
  const role = await send('POST', '/api/admin/group', {
    code: 'adminReaders',
    name: '只读管理',
    parentId: -1,
    groupType: 1,
  });
  assert.equal(role.body.status, 200, JSON.stringify(role.body));
  const menus = await menuIds([
    'baseManager',
    'tenantManager',
    'orgManager',
    'departManager',
    'authManager',
    'serviceManager',
    'gatewayRouteManager',
  ]);
  assert.equal(
    (await send('PUT', `/api/admin/group/${role.body.data.id}/authority/menu?menuTrees=${menus.join(',')}`)).body
      .status,
    200,
  );
  assert.equal(
    (await send('PUT', `/api/admin/group/${role.body.data.id}/user?members=${user.body.data.id}&leaders=`)).body.status,
    200,
  );
  reader = await backend.login('adminReader', 'reader-pass-1');
});

async function loggedOps(menu: string, needle: string): Promise<string[]> {
  const log = await get(`/api/admin/gateLog/page?menu=${encodeURIComponent(menu)}&limit=100`);
  return log.body.data.rows
    .filter((r: { body?: string; uri: string }) => `${r.uri} ${r.body ?? ''}`.includes(needle))
    .map((r: { opt: string }) => r.opt);
}

describe('tenants', () => {
  test('the seeded super tenant, CRUD, the owner by its own endpoint, and the last super tenant kept', async () => {
    const seeded = await get('/api/admin/tenant/page?name=平台');
    assert.equal(seeded.body.data.total, 1);
    assert.equal(seeded.body.data.rows[0].isSuperTenant, '1');
    assert.equal(seeded.body.data.rows[0].ownerUsername, 'admin');

    const created = await send('POST', '/api/admin/tenant', {
      code: 'airportB',
      name: '二期机场',
      description: '试点',
    });
    assert.equal(created.body.status, 200, JSON.stringify(created.body));
    const id = created.body.data.id;
    assert.equal(created.body.data.isSuperTenant, '0');
    assert.equal(
      (await send('POST', '/api/admin/tenant', { code: 'airportB', name: '重复' })).body.message,
      '租户编码已存在: airportB',
    );
    assert.equal(
      (await send('POST', '/api/admin/tenant', { code: 'x', name: '非法', isSuperTenant: '2' })).body.status,
      30101,
    );

    const test = (await get('/api/admin/user/page?username=test')).body.data.rows[0];
    assert.equal((await get(`/api/admin/tenant/${id}/user`)).body.data, undefined);
    assert.equal((await send('PUT', `/api/admin/tenant/${id}/user?userId=${test.id}`)).body.status, 200);
    assert.equal((await get(`/api/admin/tenant/${id}/user`)).body.data.username, 'test');
    assert.equal((await get(`/api/admin/tenant/page?code=airportB`)).body.data.rows[0].ownerName, '测试账户');
    assert.equal((await send('PUT', `/api/admin/tenant/${id}/user?userId=999999`)).body.message, '用户不存在: 999999');

    const edited = await send('PUT', `/api/admin/tenant/${id}`, { name: '二期机场工程', isSuperTenant: '1' });
    assert.equal(edited.body.data.name, '二期机场工程');
    // Two super tenants now: either may lose the flag, but not the last one.
    assert.equal((await send('PUT', `/api/admin/tenant/${id}`, { isSuperTenant: '0' })).body.status, 200);
    const platform = seeded.body.data.rows[0].id;
    const refused = await send('DELETE', `/api/admin/tenant/${platform}`);
    assert.equal(refused.body.status, 30101);
    assert.equal(refused.body.message, '租户 platform 是唯一的超级租户，不能删除');
    assert.equal((await send('DELETE', `/api/admin/tenant/${id}`)).body.status, 200);
    assert.deepEqual(await loggedOps('租户管理', `tenant/${id}`), ['删除', '编辑', '编辑', '设置所有者']);
  });

  test('a reader with the menu lists tenants but writes nothing', async () => {
    assert.equal((await get('/api/admin/tenant/page', reader)).body.status, 200);
    const refused = await send('POST', '/api/admin/tenant', { code: 'nope', name: '不行' }, reader);
    assert.equal(refused.http, 403);
    assert.equal(refused.body.status, 40301);
    assert.equal((await send('PUT', '/api/admin/tenant/1/user?userId=1', undefined, reader)).http, 403);
    const sg = await backend.login('sg01', 'sg01');
    assert.equal((await get('/api/admin/tenant/page', sg)).http, 403);
  });
});

describe('departments', () => {
  test(
    'the tree, a kind from the dictionary, refused moves and ' + 'deletes, members added many and removed one',
    async () => {
      const tree = (await get('/api/admin/depart/tree')).body;
      assert.deepEqual(
        tree.map((n: { code: string; children: { code: string }[] }) => [n.code, n.children.map((c) => c.code)]),
        [['hq', ['quality', 'engineering', 'contractorS1', 'contractorS2', 'contractorS3']]],
      );
      const hq = tree[0];
      const quality = hq.children[0];
      assert.equal(quality.memberCount, 1);

      assert.equal(
        (await send('POST', '/api/admin/depart', { code: 'lab', name: '试验室', type: 'lab', parentId: hq.id })).body
          .message,
        '部门类型 lab 不在数据字典 departKind 中',
      );
      const created = await send('POST', '/api/admin/depart', {
        code: 'labDept',
        name: '试验室',
        type: 'department',
        parentId: hq.id,
      });
      assert.equal(created.body.status, 200, JSON.stringify(created.body));
      const id = created.body.data.id;
      assert.equal(
        (await send('PUT', `/api/admin/depart/${hq.id}`, { parentId: id })).body.message,
        '不能把部门移到它自己或它的下级部门之下',
      );
      assert.equal(
        (await send('PUT', `/api/admin/depart/${id}`, { parentId: 999999 })).body.message,
        '上级部门不存在: 999999',
      );

      const userId = async (username: string) =>
        (await get(`/api/admin/user/page?username=${username}`)).body.data.rows[0].id as number;
      const users = [await userId('admin'), await userId('test'), await userId('mh')];
      const added = await send('POST', `/api/admin/depart/user?departId=${id}&userIds=${users.join(',')}`);
      assert.equal(added.body.data, 3);
      // Adding again adds none; one by one (the console's form) refuses a member twice.
      assert.equal((await send('POST', `/api/admin/depart/user?departId=${id}&userIds=${users[0]}`)).body.data, 0);
      assert.match(
        (await send('POST', '/api/admin/depart/user', { departId: id, userId: users[0] })).body.message,
        /已是该部门成员/,
      );
      const page = await get(
        `/api/admin/depart/user?departId=${id}&userName=${encodeURIComponent('超级')}&page=1&limit=10`,
      );
      assert.equal(page.body.data.total, 1, JSON.stringify((await get(`/api/admin/depart/user?departId=${id}`)).body));
      assert.equal(page.body.data.rows[0].username, 'admin');
      assert.equal((await get(`/api/admin/depart/user/page?departId=${id}`)).body.data.total, 3);
      assert.equal((await get('/api/admin/depart/user?userName=x')).body.message, '参数 departId 必须是正整数');

      assert.equal(
        (await send('DELETE', `/api/admin/depart/${id}`)).body.message,
        '部门 试验室 下还有成员，请先移除成员',
      );
      assert.equal(
        (await send('DELETE', `/api/admin/depart/${hq.id}`)).body.message,
        '部门 建设指挥部 下还有下级部门，请先删除下级部门',
      );
      assert.equal((await send('DELETE', `/api/admin/depart/user?departId=${id}&userId=${users[0]}`)).body.status, 200);
      assert.match(
        (await send('DELETE', `/api/admin/depart/user?departId=${id}&userId=${users[0]}`)).body.message,
        /不是部门 试验室 的成员/,
      );
      const rest = (await get(`/api/admin/depart/user/page?departId=${id}`)).body.data.rows;
      for (const row of rest) assert.equal((await send('DELETE', `/api/admin/depart/user/${row.id}`)).body.status, 200);
      assert.equal((await send('DELETE', `/api/admin/depart/${id}`)).body.status, 200);
      assert.deepEqual((await loggedOps('部门管理', `departId=${id}`)).sort(), ['新增', '新增', '移除成员']);
    },
  );

  test('a reader sees the tree and members, and the platform refuses its writes', async () => {
    assert.equal((await get('/api/admin/depart/tree', reader)).http, 200);
    assert.equal((await send('POST', '/api/admin/depart', { code: 'nope', name: '不行' }, reader)).http, 403);
    assert.equal((await send('POST', '/api/admin/depart/user?departId=1&userIds=1', undefined, reader)).http, 403);
    assert.equal((await send('DELETE', '/api/admin/depart/user?departId=1&userId=1', undefined, reader)).http, 403);
  });
});

describe('service clients', () => {
  test('the secret is answered once on creation and once per rotation, never by reads', async () => {
    const created = await send('POST', '/api/auth/service', {
      code: 'ace-report',
      name: '报表服务',
      secret: 'chosen-by-me',
    });
    assert.equal(created.body.status, 200, JSON.stringify(created.body));
    const { id, secret } = created.body.data;
    assert.match(secret, /^[A-Za-z0-9_-]{32}$/);
    assert.equal(created.body.data.secretHint, `••••${secret.slice(-4)}`);
    const read = (await get(`/api/auth/service/${id}`)).body.data;
    assert.equal(read.secret, undefined);
    assert.equal(read.secretHint, `••••${secret.slice(-4)}`);
    const listed = (await get('/api/auth/service/page?code=ace-report')).body.data.rows[0];
    assert.equal(listed.secret, undefined);
    assert.equal(
      (await send('PUT', `/api/auth/service/${id}`, { name: '报表服务2', secret: 'x' })).body.data.secret,
      undefined,
    );

    const rotated = await send('PUT', `/api/auth/service/${id}/secret`);
    assert.equal(rotated.body.status, 200);
    assert.notEqual(rotated.body.data.secret, secret);
    assert.equal(
      (await get(`/api/auth/service/${id}`)).body.data.secretHint,
      `••••${rotated.body.data.secret.slice(-4)}`,
    );
    assert.deepEqual(await loggedOps('服务权限管理', `service/${id}`), ['重置密钥', '编辑']);
  });

  test('allowed callers: the contract endpoints and the console rows agree; refusals', async () => {
    const rows = (await get('/api/auth/service/page?limit=50')).body.data.rows as { id: number; code: string }[];
    const byCode = (code: string) => rows.find((r) => r.code === code)!.id;
    const adminService = byCode('ace-admin');
    const callers = await get(`/api/auth/service/${adminService}/client`);
    assert.equal(callers.body.rel, true);
    assert.deepEqual(
      callers.body.data.map((c: { code: string }) => c.code),
      ['ace-gate', 'ace-auth'],
    );
    const report = byCode('ace-report');
    assert.equal(
      (await send('PUT', `/api/auth/service/${report}/client?clients=${report}`)).body.message,
      '服务不能把自己列为调用方',
    );
    assert.equal(
      (await send('PUT', `/api/auth/service/${report}/client?clients=${byCode('ace-gate')},${adminService}`)).body
        .status,
      200,
    );
    assert.equal((await get(`/api/auth/service/caller/page?serviceId=${report}`)).body.data.total, 2);
    assert.equal((await get(`/api/auth/service/page?code=ace-report`)).body.data.rows[0].callerCount, 2);
    assert.equal(
      (await send('POST', '/api/auth/service/caller', { serviceId: report, clientId: adminService })).body.message,
      '该调用方已被允许',
    );
    // Deleting a client takes it out of every caller list.
    assert.equal((await send('DELETE', `/api/auth/service/${report}`)).body.status, 200);
    assert.equal((await get(`/api/auth/service/caller/page?serviceId=${report}`)).body.data.total, 0);
  });

  test('a reader lists clients; rotating, editing and callers are refused', async () => {
    assert.equal((await get('/api/auth/service/page', reader)).body.status, 200);
    assert.equal((await send('PUT', '/api/auth/service/1/secret', undefined, reader)).http, 403);
    assert.equal((await send('PUT', '/api/auth/service/1/client?clients=2', undefined, reader)).http, 403);
    assert.equal((await send('POST', '/api/auth/service', { code: 'nope', name: '不行' }, reader)).http, 403);
  });
});

describe('gateway routes', () => {
  test('create, edit with the id kept, disable (soft), enable again, and one enabled route per path', async () => {
    const listed = (await get('/api/auth/gatewayRoute/page')).body.data;
    assert.equal(listed.total, 3);
    assert.deepEqual(listed.rows[0], {
      ...listed.rows[0],
      routeId: 'ace-auth',
      path: '/api/auth/**',
      enabled: '1',
      stripPrefix: 2,
    });

    assert.equal(
      (await send('POST', '/api/auth/gatewayRoute', { routeId: 'x-lab', path: '/api/lab/**' })).body.message,
      '服务ID与目标地址至少填写一项',
    );
    assert.equal(
      (await send('POST', '/api/auth/gatewayRoute', { routeId: 'x-lab', path: '/api/auth/**', serviceId: 'x' })).body
        .message,
      '路径 /api/auth/** 已被启用的路由 ace-auth 使用',
    );
    assert.equal(
      (await send('POST', '/api/auth/gatewayRoute', { routeId: 'x-lab', path: '/api/lab/**', url: 'ftp://x' })).body
        .message,
      '目标地址以 http://、https:// 或 lb:// 开头',
    );
    const created = await send('POST', '/api/auth/gatewayRoute', {
      routeId: 'x-lab',
      path: '/api/lab/**',
      serviceId: 'ace-lab',
      retryable: '1',
    });
    assert.equal(created.body.status, 200, JSON.stringify(created.body));
    const id = created.body.data.id;
    assert.equal(created.body.data.stripPrefix, 1);
    const edited = await send('PUT', `/api/auth/gatewayRoute/${id}`, { routeId: 'renamed', stripPrefix: 2 });
    assert.equal(edited.body.data.routeId, 'x-lab');
    assert.equal(edited.body.data.stripPrefix, 2);

    assert.equal((await send('PUT', `/api/auth/gatewayRoute/${id}/disable`)).body.data.enabled, '0');
    assert.equal((await send('PUT', `/api/auth/gatewayRoute/${id}/disable`)).body.message, '路由 x-lab 已停用');
    assert.equal((await send('DELETE', `/api/auth/gatewayRoute/${id}`)).http, 404);
    // A disabled route frees its path; enabling it again needs the path back.
    const other = await send('POST', '/api/auth/gatewayRoute', {
      routeId: 'x-lab2',
      path: '/api/lab/**',
      url: 'http://lab:8080',
    });
    assert.equal(other.body.status, 200);
    assert.equal(
      (await send('PUT', `/api/auth/gatewayRoute/${id}/enable`)).body.message,
      '路径 /api/lab/** 已被启用的路由 x-lab2 使用',
    );
    await send('PUT', `/api/auth/gatewayRoute/${other.body.data.id}/disable`);
    assert.equal((await send('PUT', `/api/auth/gatewayRoute/${id}/enable`)).body.data.enabled, '1');
    assert.equal((await get('/api/auth/gatewayRoute/page?enabled=0')).body.data.total, 1);
    assert.deepEqual(await loggedOps('网关路由管理', `gatewayRoute/${id}`), ['启用', '停用', '编辑']);
  });

  test('a reader lists routes; disabling is refused', async () => {
    assert.equal((await get('/api/auth/gatewayRoute/page', reader)).body.status, 200);
    assert.equal((await send('PUT', '/api/auth/gatewayRoute/1/disable', undefined, reader)).http, 403);
    assert.equal((await send('PUT', '/api/auth/gatewayRoute/1/enable', undefined, reader)).http, 403);
  });
});

describe('positions', () => {
  const positionTest =
    'CRUD with validation, the linked users, roles and departments replaced whole, links gone with the position';
  test(positionTest, async () => {
    assert.equal((await send('POST', '/api/admin/position', { code: '1bad', name: '非法' })).body.status, 30101);
    assert.equal((await send('POST', '/api/admin/position', { name: '缺编码' })).body.status, 30101);
    const created = await send('POST', '/api/admin/position', {
      code: 'qcEngineer',
      name: '质检工程师',
      description: '现场质检',
    });
    assert.equal(created.body.status, 200, JSON.stringify(created.body));
    const id = created.body.data.id;
    assert.deepEqual(
      [created.body.data.userCount, created.body.data.groupCount, created.body.data.departCount],
      [0, 0, 0],
    );
    assert.equal(
      (await send('POST', '/api/admin/position', { code: 'qcEngineer', name: '重复' })).body.message,
      '职位编码已存在: qcEngineer',
    );
    assert.equal((await send('PUT', `/api/admin/position/${id}`, { name: '质检主管' })).body.data.name, '质检主管');
    assert.equal((await get('/api/admin/position/page?keyword=qcEng')).body.data.total, 1);

    const test = (await get('/api/admin/user/page?username=test')).body.data.rows[0];
    const adminRole = (await get('/api/admin/group/page?code=adminRole')).body.data.rows[0];
    const quality = (await get('/api/admin/depart/page?code=quality')).body.data.rows[0];
    assert.equal((await send('PUT', `/api/admin/position/${id}/user?users=${test.id},1`)).body.status, 200);
    assert.equal((await send('PUT', `/api/admin/position/${id}/group?groups=${adminRole.id}`)).body.status, 200);
    assert.equal((await send('PUT', `/api/admin/position/${id}/depart?departs=${quality.id}`)).body.status, 200);
    assert.deepEqual(
      (await get(`/api/admin/position/${id}/user`)).body.data.map((u: { username: string }) => u.username),
      ['admin', 'test'],
    );
    assert.equal((await get(`/api/admin/position/${id}/group`)).body.data[0].code, 'adminRole');
    assert.equal((await get(`/api/admin/position/${id}/depart`)).body.data[0].code, 'quality');
    const counted = (await get(`/api/admin/position/${id}`)).body.data;
    assert.deepEqual([counted.userCount, counted.groupCount, counted.departCount], [2, 1, 1]);
    // Replaced whole: one user left; an unknown one refuses the whole list.
    assert.equal((await send('PUT', `/api/admin/position/${id}/user?users=${test.id}`)).body.status, 200);
    assert.equal((await get(`/api/admin/position/${id}/user`)).body.data.length, 1);
    const unknown = await send('PUT', `/api/admin/position/${id}/user?users=${test.id},999999`);
    assert.equal(unknown.body.status, 30101);
    assert.equal(unknown.body.message, '用户不存在: 999999');
    assert.equal((await send('PUT', `/api/admin/position/${id}/user?users=abc`)).body.status, 30101);
    assert.equal((await get(`/api/admin/position/${id}/user`)).body.data.length, 1);
    assert.equal((await send('PUT', '/api/admin/position/999999/user?users=1')).body.message, '职位不存在: 999999');

    assert.equal((await send('DELETE', `/api/admin/position/${id}`)).body.status, 200);
    assert.equal((await get('/api/admin/position/page?keyword=qcEng')).body.data.total, 0);
    // Refused writes leave no entry.
    assert.deepEqual(await loggedOps('部门管理', `position/${id}`), [
      '删除职位',
      '关联用户',
      '关联部门',
      '关联角色',
      '关联用户',
      '编辑职位',
    ]);
  });

  test('a reader lists positions and their links; every write is refused', async () => {
    assert.equal((await get('/api/admin/position/page', reader)).body.status, 200);
    assert.equal((await send('POST', '/api/admin/position', { code: 'nope', name: '不行' }, reader)).http, 403);
    assert.equal((await send('PUT', '/api/admin/position/1', { name: '不行' }, reader)).http, 403);
    assert.equal((await send('DELETE', '/api/admin/position/1', undefined, reader)).http, 403);
    for (const kind of ['user?users=1', 'group?groups=1', 'depart?departs=1'])
      assert.equal((await send('PUT', `/api/admin/position/1/${kind}`, undefined, reader)).http, 403);
  });
});
