import { test } from '@playwright/test';
import { adminApi, shot, unique } from '../../support/admin';
import { seriousViolations } from '../../support/axe';
import { SAME_ORIGIN, signedInApi } from '../../support/api';
import { signInWith, signInQuietly } from '../../support/session';
import { E2E } from '../env.mjs';
import { dialog, DEPARTS, expect, pickMore, ROUTES, SERVICES, TENANTS } from './platform-admin-helpers';

// Platform administration as a reader holding the menus but no element code: no write button, and the
// platform refuses; a folder made in the menu screen, three levels deep; the four screens in English.
// The administrator's own adds, edits and deletes are in platform-admin.spec.ts.

test.describe.configure({ timeout: 180_000 });

const MENUS = [
  'baseManager',
  'tenantManager',
  'orgManager',
  'departManager',
  'authManager',
  'serviceManager',
  'gatewayRouteManager',
];

let reader = { username: '', password: 'reader-secret-1' };
/** A folder an administrator made in the menu screen below 基础配置管理, holding a link to the tenants' page. */
const folder = { code: unique('e2eDir'), title: `常用${Date.now() % 10000}` };
const shortcut = { code: unique('e2eLink'), title: '租户快捷方式' };
/** A position the reader may look at but not change. */
const readerPosition = { code: unique('e2ePosR'), name: `只读职位${Date.now() % 10000}`, id: 0 };

test.beforeAll(async () => {
  const http = await signedInApi('admin');
  const api = adminApi(http);
  reader = { ...reader, username: unique('e2eAdminReader') };
  const user = await api.createUser(reader.username, reader.password);
  const put = await (
    await http.put(`/api/admin/user/${user.id}`, { data: { id: user.id, description: '质量管理部 · 只读' } })
  ).json();
  expect(put.status, put.message).toBe(200);
  const menu = async (body: Record<string, unknown>) => {
    const reply = await (await http.post('/api/admin/menu', { data: body })).json();
    expect(reply.status, reply.message).toBe(200);
    return reply.data as { id: number };
  };
  const dir = await menu({
    code: folder.code,
    title: folder.title,
    parentId: await api.menuId('baseManager'),
    type: 'dirt',
    icon: 'menu',
  });
  await menu({ code: shortcut.code, title: shortcut.title, parentId: dir.id, type: 'menu', href: TENANTS });
  const role = await api.createRole(unique('e2eAdminReaders'));
  await api.grantMenus(role.id, [...MENUS, folder.code, shortcut.code]);
  await api.setMembers(role.id, [user.id]);
  const position = await (
    await http.post('/api/admin/position', { data: { code: readerPosition.code, name: readerPosition.name } })
  ).json();
  expect(position.status, position.message).toBe(200);
  readerPosition.id = position.data.id;
  const test = (await (await http.get('/api/admin/user/page?username=test')).json()).data.rows[0];
  expect((await (await http.put(`/api/admin/position/${readerPosition.id}/user?users=${test.id}`)).json()).status).toBe(
    200,
  );
});

test('a reader with the menus but no element code sees no write button, and the platform answers 403', async ({
  page,
}) => {
  await signInWith(page, reader.username, reader.password);
  for (const [path, grid, sample] of [
    [TENANTS, '租户管理', 'platform'],
    [SERVICES, '服务权限管理', 'ace-gate'],
    [ROUTES, '网关路由管理', 'ace-auth'],
  ] as const) {
    await page.goto(path);
    const row = page.getByRole('grid', { name: grid }).getByRole('row').filter({ hasText: sample }).first();
    await expect(row).toBeVisible();
    // Only the reading actions are left (a service's allowed callers).
    await expect(row.getByRole('button', { name: /编辑|删除|重置|停用|启用/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '新增', exact: true })).toHaveCount(0);
  }
  await page.goto(DEPARTS);
  await page
    .getByRole('tree', { name: '部门树' })
    .getByRole('treeitem', { name: /建设指挥部/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: '建设指挥部 · hq' })).toBeVisible();
  await expect(page.getByRole('button', { name: '新增下级' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '新增', exact: true })).toHaveCount(0);
  // Positions: the links are shown read-only, nothing is written.
  await page.getByRole('tab', { name: '职位' }).click();
  const positions = page.getByRole('grid', { name: '职位' });
  const seeded = positions.getByRole('row').filter({ hasText: readerPosition.code });
  await expect(seeded).toBeVisible();
  await expect(seeded.getByRole('button', { name: /编辑|删除/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '新增', exact: true })).toHaveCount(0);
  await seeded.getByRole('button', { name: `${readerPosition.name} 的关联` }).click();
  const links = dialog(page, `${readerPosition.name} 的关联`);
  await expect(links.getByText('你没有修改关联的权限，这里只能查看。')).toBeVisible();
  await expect(links.getByRole('combobox', { name: '关联用户' })).toBeDisabled();
  await expect(links.getByRole('button', { name: /测试账户 · test/ })).toBeVisible();
  await links.getByRole('button', { name: '关闭' }).click();

  for (const [method, path] of [
    ['post', '/api/admin/tenant'],
    ['put', '/api/admin/tenant/1/user?userId=1'],
    ['post', '/api/admin/depart'],
    ['post', '/api/admin/depart/user?departId=1&userIds=1'],
    ['put', '/api/auth/service/1/secret'],
    ['put', '/api/auth/service/1/client?clients=2'],
    ['put', '/api/auth/gatewayRoute/1/disable'],
    ['post', '/api/admin/position'],
    ['put', `/api/admin/position/${readerPosition.id}`],
    ['delete', `/api/admin/position/${readerPosition.id}`],
    ['put', `/api/admin/position/${readerPosition.id}/user?users=1`],
    ['put', `/api/admin/position/${readerPosition.id}/group?groups=1`],
    ['put', `/api/admin/position/${readerPosition.id}/depart?departs=1`],
  ] as const) {
    const refused = await page.request[method](path, { headers: SAME_ORIGIN, data: { code: 'nope', name: '不行' } });
    expect(refused.status(), path).toBe(403);
    expect((await refused.json()).status).toBe(40301);
  }
});

test(
  'a folder made in the menu screen opens three levels deep, stays open on its page, and the header shows the ' +
    'profile',
  async ({ page }) => {
    await signInWith(page, reader.username, reader.password);
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: '主菜单' });
    const header = page.getByRole('button', { name: /用户菜单/ });
    await expect(header).toContainText(`E2E ${reader.username}`);
    await expect(header.getByTestId('user-intro')).toHaveText('质量管理部 · 只读');
    // No avatar on this platform: the initial stands in.
    await expect(header.locator('[data-initial="E"]')).toHaveCount(1);

    await nav.getByRole('button', { name: '基础配置管理' }).click();
    await nav.getByRole('button', { name: folder.title }).click();
    await expect(nav.getByRole('button', { name: '基础配置管理' })).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: shortcut.title }).click();
    await expect(page).toHaveURL(new RegExp(`${TENANTS}$`));
    await expect(page.getByRole('grid', { name: '租户管理' })).toBeVisible();
    await expect(nav.getByRole('button', { name: folder.title })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: shortcut.title })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: /面包屑|breadcrumb/i })).toContainText('租户管理');
    await shot(page, 'nested-menu');

    // Closing the nested folder keeps its parent open.
    await nav.getByRole('button', { name: folder.title }).click();
    await expect(nav.getByRole('link', { name: shortcut.title })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: '基础配置管理' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: '租户管理' })).toHaveAttribute('aria-current', 'page');
  },
);

test('the four screens in English', async ({ page }) => {
  await signInQuietly(page, 'admin');
  await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
  await page.goto(TENANTS);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('columnheader', { name: 'Super tenant' })).toBeVisible();
  await expect(
    page.getByRole('grid', { name: 'Tenants' }).getByRole('row').filter({ hasText: 'platform' }),
  ).toContainText('Yes');
  await shot(page, 'tenants-en');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(DEPARTS);
  await page
    .getByRole('tree', { name: 'department tree' })
    .getByRole('treeitem', { name: /建设指挥部/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Add child' })).toBeVisible();
  // A child is found by the tree's search, which opens the branches down to it.
  await page.getByRole('textbox', { name: 'Search' }).fill('quality');
  await page
    .getByRole('tree', { name: 'department tree' })
    .getByRole('treeitem', { name: /质量管理部 · quality$/ })
    .click();
  await expect(
    page
      .getByRole('grid', { name: /member · 质量管理部/ })
      .getByRole('row')
      .filter({ hasText: 'admin' }),
  ).toBeVisible();
  await shot(page, 'departments-en');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const addMembers = page.getByRole('dialog', { name: 'Add members to 质量管理部 · quality' });
  await pickMore(page, addMembers, 'User', '测试', /测试账户 · test/);
  await expect(addMembers.getByRole('button', { name: 'Add 1' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await addMembers.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('tab', { name: 'Positions' }).click();
  const positions = page.getByRole('grid', { name: 'Positions' });
  await expect(page.getByRole('columnheader', { name: 'Roles' })).toBeVisible();
  await positions
    .getByRole('row')
    .filter({ hasText: readerPosition.code })
    .getByRole('button', { name: `Links of ${readerPosition.name}` })
    .click();
  const links = page.getByRole('dialog', { name: `Links of ${readerPosition.name}` });
  await expect(links.getByRole('combobox', { name: 'Users' })).toBeVisible();
  await expect(links.getByRole('button', { name: /测试账户 · test/ })).toBeVisible();
  await shot(page, 'positions-en');
  expect(await seriousViolations(page)).toEqual([]);
  await links.getByRole('button', { name: 'Cancel' }).click();
  await page.goto(SERVICES);
  await expect(
    page.getByRole('grid', { name: 'Service Permissions' }).getByRole('row').filter({ hasText: 'ace-admin' }),
  ).toContainText('Active');
  await shot(page, 'services-en');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(ROUTES);
  await expect(
    page.getByRole('grid', { name: 'Gateway Routes' }).getByRole('row').filter({ hasText: 'ace-auth' }),
  ).toContainText('Enabled');
  await shot(page, 'routes-en');
  expect(await seriousViolations(page)).toEqual([]);
});
