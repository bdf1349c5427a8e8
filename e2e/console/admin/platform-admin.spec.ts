import { test } from '@playwright/test';
import { adminApi, notice, shot, unique } from '../../support/admin';
import { seriousViolations } from '../../support/axe';
import { signedInApi } from '../../support/api';
import { openAs } from '../../support/session';
import {
  confirmBox,
  DEPARTS,
  dialog,
  expect,
  pickMore,
  pickUser,
  ROUTES,
  SERVICES,
  TENANTS,
} from './platform-admin-helpers';

// Platform administration against the reference backend: tenants (owner by a remote user search),
// departments (tree, kind, members), service clients (secret shown once, rotated, allowed callers),
// gateway routes (disable as a soft delete, enable again) and positions (links by search). What a reader
// without the element codes sees is in platform-admin-reader.spec.ts.

test.describe.configure({ timeout: 180_000 });

test('tenants: add with an owner found by search, edit, delete; the last super tenant is kept', async ({ page }) => {
  const code = unique('e2eTenant');
  const name = `端到端租户${code.slice(-4)}`;
  await openAs(page, 'admin', TENANTS);
  const grid = page.getByRole('grid', { name: '租户管理' });
  await expect(grid.getByRole('row').filter({ hasText: 'platform' })).toContainText('超级管理员');

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = dialog(page, '新增租户');
  await add.getByRole('textbox', { name: '租户编码' }).fill(code);
  await add.getByRole('textbox', { name: '租户名称' }).fill(name);
  await pickUser(page, add, '所有者', '测试', /测试账户 · test/);
  await add.getByRole('textbox', { name: '描述' }).fill('端到端');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, `已新增租户 ${name}`)).toBeVisible();
  const row = grid.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('测试账户');
  await expect(row).toContainText('否');
  await shot(page, 'tenants');

  await row.getByRole('button', { name: `编辑 ${name}` }).click();
  const edit = dialog(page, '编辑租户');
  await expect(edit.getByRole('combobox', { name: '所有者' })).toHaveValue('测试账户');
  await pickUser(page, edit, '所有者', '民航', /民航用户 · mh/);
  await edit.getByRole('textbox', { name: '租户名称' }).fill(`${name}改`);
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, `已保存租户 ${name}改`)).toBeVisible();
  await expect(row).toContainText('民航用户');

  // The owner is also the platform's own endpoint.
  const api = await signedInApi('admin');
  const id = (await (await api.get(`/api/admin/tenant/page?code=${code}`)).json()).data.rows[0].id;
  expect((await (await api.get(`/api/admin/tenant/${id}/user`)).json()).data.username).toBe('mh');

  const platform = grid.getByRole('row').filter({ hasText: 'platform' });
  await platform.getByRole('button', { name: '删除 平台运营' }).click();
  await confirmBox(page, '删除租户').getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '租户 platform 是唯一的超级租户，不能删除' })).toBeVisible();

  await row.getByRole('button', { name: `删除 ${name}改` }).click();
  await confirmBox(page, '删除租户').getByRole('button', { name: '删除' }).click();
  await expect(notice(page, `已删除租户 ${name}改`)).toBeVisible();
  await expect(row).toHaveCount(0);
  const log = await adminApi(api).gateLog({ menu: '租户管理' });
  expect(log.rows.filter((r) => r.uri.endsWith(`/tenant/${id}`)).map((r) => r.opt)).toEqual(['删除', '编辑']);
});

test(
  'departments: a child with its kind, a member added and ' + 'removed, refused deletes, then the department deleted',
  async ({ page }) => {
    const code = unique('e2eDept');
    const name = `端到端部门${code.slice(-4)}`;
    await openAs(page, 'admin', DEPARTS);
    const tree = page.getByRole('tree', { name: '部门树' });
    await tree
      .getByRole('treeitem', { name: /建设指挥部/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: '建设指挥部 · hq' })).toBeVisible();

    // A department with children is refused, with the reason.
    await page.getByRole('button', { name: '删除', exact: true }).click();
    await confirmBox(page, '删除部门').getByRole('button', { name: '删除' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: '部门 建设指挥部 下还有下级部门，请先删除下级部门' }),
    ).toBeVisible();

    await page.getByRole('button', { name: '新增下级' }).click();
    const add = dialog(page, '新增部门');
    await add.getByRole('textbox', { name: '部门编码' }).fill(code);
    await add.getByRole('textbox', { name: '部门名称' }).fill(name);
    await add.getByRole('combobox', { name: '部门类型' }).click();
    await page.getByRole('option', { name: '班组' }).click();
    await add.getByRole('button', { name: '保存' }).click();
    await expect(notice(page, `已新增部门 ${name}`)).toBeVisible();

    await page.getByRole('textbox', { name: '搜索' }).fill(code);
    await tree.getByRole('treeitem', { name: new RegExp(code) }).click();
    await expect(page.getByRole('heading', { name: `${name} · ${code}` })).toBeVisible();
    const members = page.getByRole('grid', { name: `部门成员 · ${name} · ${code}` });
    await expect(members.getByText('暂无数据')).toBeVisible();

    // Several members found by search, added at once.
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const addMembers = dialog(page, `向 ${name} · ${code} 添加部门成员`);
    await addMembers.getByRole('button', { name: '添加 0 个' }).click();
    await expect(addMembers.getByText('请至少选择一个')).toBeVisible();
    await pickMore(page, addMembers, '用户', '测试', /测试账户 · test/);
    await pickMore(page, addMembers, '用户', '民航', /民航用户 · mh/);
    await expect(addMembers.getByRole('button', { name: /测试账户 · test/ })).toBeVisible();
    await addMembers.getByRole('button', { name: '添加 2 个' }).click();
    await expect(notice(page, `已向 ${name} · ${code} 添加 2 个部门成员`)).toBeVisible();
    await expect(members.getByRole('row').filter({ hasText: 'test' })).toContainText('测试账户');
    await expect(members.getByRole('row').filter({ hasText: 'mh' })).toContainText('民航用户');
    await shot(page, 'departments');

    await page.getByRole('button', { name: '删除', exact: true }).click();
    await confirmBox(page, '删除部门').getByRole('button', { name: '删除' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `部门 ${name} 下还有成员，请先移除成员` })).toBeVisible();

    // One removed at a time, each after a question; cancelling keeps the member.
    await members.getByRole('button', { name: '删除 民航用户' }).click();
    await confirmBox(page, '删除部门成员').getByRole('button', { name: '取消' }).click();
    await expect(members.getByRole('row').filter({ hasText: 'mh' })).toBeVisible();
    for (const user of ['测试账户', '民航用户']) {
      await members.getByRole('button', { name: `删除 ${user}` }).click();
      await confirmBox(page, '删除部门成员').getByRole('button', { name: '删除' }).click();
      await expect(notice(page, `已删除部门成员 ${user}`)).toBeVisible();
    }
    await page.getByRole('button', { name: '删除', exact: true }).click();
    await confirmBox(page, '删除部门').getByRole('button', { name: '删除' }).click();
    await expect(notice(page, `已删除部门 ${name} · ${code}`)).toBeVisible();
    await expect(tree.getByRole('treeitem', { name: new RegExp(code) })).toHaveCount(0);
  },
);

test(
  'services: the secret is shown once on creation and on ' + 'rotation, then masked; callers are added in the detail',
  async ({ page }) => {
    const code = unique('e2e-svc');
    await openAs(page, 'admin', SERVICES);
    const grid = page.getByRole('grid', { name: '服务权限管理' });
    await expect(grid.getByRole('row').filter({ hasText: 'ace-gate' })).toBeVisible();

    await page.getByRole('button', { name: '新增', exact: true }).click();
    const add = dialog(page, '新增服务');
    await add.getByRole('textbox', { name: '服务编码' }).fill(code);
    await add.getByRole('textbox', { name: '服务名称' }).fill('端到端服务');
    await add.getByRole('button', { name: '保存' }).click();
    const shown = dialog(page, `服务 ${code} 的密钥`);
    const secret = await shown.getByRole('textbox', { name: '密钥' }).inputValue();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await shot(page, 'services-secret');
    await shown.getByRole('button', { name: '我已记下' }).click();
    await expect(shown).toHaveCount(0);
    const row = grid.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText(`••••${secret.slice(-4)}`);
    await expect(row).not.toContainText(secret);

    await row.getByRole('button', { name: `重置 ${code} 的密钥` }).click();
    await confirmBox(page, `重置 ${code} 的密钥`).getByRole('button', { name: '确定' }).click();
    const rotated = await dialog(page, `服务 ${code} 的密钥`).getByRole('textbox', { name: '密钥' }).inputValue();
    expect(rotated).not.toBe(secret);
    await dialog(page, `服务 ${code} 的密钥`).getByRole('button', { name: '我已记下' }).click();
    await expect(row).toContainText(`••••${rotated.slice(-4)}`);

    await row.getByRole('button', { name: `明细：${code}` }).click();
    const drawer = dialog(page, `允许的调用方 · ${code}`);
    await drawer.getByRole('button', { name: '新增', exact: true }).click();
    const addCaller = dialog(page, '新增调用方');
    await addCaller.getByRole('combobox', { name: '调用方' }).click();
    await page.getByRole('option', { name: 'ace-gate · 网关' }).click();
    await addCaller.getByRole('button', { name: '保存' }).click();
    // The notice sits outside the drawer (a modal), so the closed form says it was saved.
    await expect(addCaller).toBeHidden();
    await expect(
      drawer.getByRole('grid', { name: '允许的调用方' }).getByRole('row').filter({ hasText: 'ace-gate' }),
    ).toContainText('网关');
    await shot(page, 'services-callers');
    await drawer.getByRole('button', { name: '关闭' }).click();
    await expect(row.locator('[data-field="callerCount"]')).toHaveText('1');

    const api = await signedInApi('admin');
    const id = (await (await api.get(`/api/auth/service/page?code=${code}`)).json()).data.rows[0].id;
    expect(
      (await (await api.get(`/api/auth/service/${id}/client`)).json()).data.map((c: { code: string }) => c.code),
    ).toEqual(['ace-gate']);

    await row.getByRole('button', { name: `删除 ${code}` }).click();
    await confirmBox(page, '删除服务').getByRole('button', { name: '删除' }).click();
    await expect(notice(page, `已删除服务 ${code}`)).toBeVisible();
    const log = await adminApi(api).gateLog({ menu: '服务权限管理' });
    expect(log.rows.filter((r) => r.uri.includes(`/service/${id}`)).map((r) => r.opt)).toEqual(['删除', '重置密钥']);
  },
);

test('gateway routes: add, edit with the id locked, disable after a question, enable again', async ({ page }) => {
  const routeId = unique('e2e-route');
  await openAs(page, 'admin', ROUTES);
  const grid = page.getByRole('grid', { name: '网关路由管理' });
  await expect(grid.getByRole('row').filter({ hasText: '/api/admin/**' })).toContainText('启用');

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = dialog(page, '新增网关路由');
  await add.getByRole('textbox', { name: '路由ID' }).fill(routeId);
  await add.getByRole('textbox', { name: '路径' }).fill('/api/admin/**');
  await add.getByRole('textbox', { name: '服务ID' }).fill('ace-e2e');
  await add.getByRole('button', { name: '保存' }).click();
  // The platform keeps one enabled route per path, and says which holds it.
  await expect(
    page.getByRole('alert').filter({ hasText: '路径 /api/admin/** 已被启用的路由 ace-admin 使用' }),
  ).toBeVisible();
  await add.getByRole('textbox', { name: '路径' }).fill(`/api/${routeId}/**`);
  await add.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, `已新增网关路由 ${routeId}`)).toBeVisible();
  const row = grid.getByRole('row').filter({ hasText: routeId });
  await expect(row).toContainText('启用');

  await row.getByRole('button', { name: `编辑 ${routeId}` }).click();
  const edit = dialog(page, '编辑网关路由');
  await expect(edit.getByRole('textbox', { name: '路由ID' })).toHaveCount(0);
  await edit.getByRole('textbox', { name: '目标地址' }).fill('http://e2e:8080');
  await edit.getByRole('textbox', { name: '去除前缀段数' }).fill('2');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, `已保存网关路由 ${routeId}`)).toBeVisible();
  await expect(row).toContainText('http://e2e:8080');

  await row.getByRole('button', { name: `停用 ${routeId}` }).click();
  const ask = confirmBox(page, `停用 ${routeId}`);
  await expect(ask).toContainText('路由保留，可以再次启用');
  await ask.getByRole('button', { name: '确定' }).click();
  await expect(notice(page, `已停用路由 ${routeId}`)).toBeVisible();
  await expect(row).toContainText('停用');
  await shot(page, 'routes');
  await row.getByRole('button', { name: `启用 ${routeId}` }).click();
  await expect(notice(page, `已启用路由 ${routeId}`)).toBeVisible();
  await expect(row.getByRole('button', { name: `停用 ${routeId}` })).toBeVisible();
});

test('positions: add, link users, roles and departments by search, edit, delete', async ({ page }) => {
  const code = unique('e2ePos');
  const name = `端到端职位${code.slice(-4)}`;
  await openAs(page, 'admin', DEPARTS);
  await page.getByRole('tab', { name: '职位' }).click();
  const grid = page.getByRole('grid', { name: '职位' });

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = dialog(page, '新增职位');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add.getByText('此项为必填项').first()).toBeVisible();
  await add.getByRole('textbox', { name: '职位编码' }).fill(code);
  await add.getByRole('textbox', { name: '职位名称' }).fill(name);
  await add.getByRole('textbox', { name: '描述' }).fill('现场质检');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, `已新增职位 ${name}`)).toBeVisible();
  await page.getByRole('textbox', { name: '关键字' }).fill(code);
  const row = grid.getByRole('row').filter({ hasText: code });
  // No users, roles, departments yet (and the order, 0).
  await expect(row.getByRole('gridcell', { name: '0', exact: true })).toHaveCount(4);

  await row.getByRole('button', { name: `${name} 的关联` }).click();
  const links = dialog(page, `${name} 的关联`);
  await pickMore(page, links, '关联用户', '测试', /测试账户 · test/);
  await pickMore(page, links, '关联用户', '民航', /民航用户 · mh/);
  await pickMore(page, links, '关联角色', '管理员', /^管理员 · adminRole$/);
  await pickMore(page, links, '关联部门', '质量', /^质量管理部 · quality$/);
  await shot(page, 'position-links');
  expect(await seriousViolations(page)).toEqual([]);
  await links.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, `已保存 ${name} 的关联`)).toBeVisible();
  await expect(row.getByRole('gridcell', { name: '2', exact: true })).toBeVisible();
  await expect(row.getByRole('gridcell', { name: '1', exact: true })).toHaveCount(2);

  // Opened again, the stored links are there; one user taken off (Backspace removes the last chip).
  await row.getByRole('button', { name: `${name} 的关联` }).click();
  await expect(links.getByRole('button', { name: /民航用户 · mh/ })).toBeVisible();
  await links.getByRole('combobox', { name: '关联用户' }).press('Backspace');
  await expect(links.getByRole('button', { name: /民航用户 · mh/ })).toHaveCount(0);
  await links.getByRole('button', { name: '保存' }).click();
  // (The first save's notice may still be up: the counts say this one was stored.)
  await expect(links).toHaveCount(0);
  await expect(row.getByRole('gridcell', { name: '1', exact: true })).toHaveCount(3);

  await row.getByRole('button', { name: `编辑 ${name}` }).click();
  const edit = dialog(page, '编辑职位');
  await edit.getByRole('textbox', { name: '职位名称' }).fill(`${name}改`);
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(notice(page, `已保存职位 ${name}改`)).toBeVisible();

  await row.getByRole('button', { name: `删除 ${name}改` }).click();
  await confirmBox(page, '删除职位').getByRole('button', { name: '删除' }).click();
  await expect(notice(page, `已删除职位 ${name}改`)).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: code })).toHaveCount(0);
});
