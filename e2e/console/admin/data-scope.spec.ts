import { expect as baseExpect, type Page } from '@playwright/test';
import { notice, shot, test } from '../../support/admin';
import { signedInApi } from '../../support/api';
import { openAs } from '../../support/session';

// Data scope by organisation: the seeded contractor of one section (sg02, 中路通达 builds S2 连接道路工程) sees only
// that section's rows; an administrator narrows the role to another section on the roles' page, and the contractor's
// next read shows that section instead; put back, the open list follows without a click.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const DEVICES = '/sbglManager/sbglDeviceManager';
const ROLES = '/baseManager/groupManager';
const ROLE = '标段施工单位';
const grid = (page: Page) => page.getByRole('grid', { name: '设备信息' });
const sectionsShown = async (page: Page) =>
  new Set(
    (await grid(page).getByRole('row').allInnerTexts())
      .slice(1)
      .flatMap((row) => ['站坪工程', '连接道路工程', '地基处理工程'].filter((name) => row.includes(name))),
  );

test('a contractor of one section reads only its rows; a changed scope reaches its next read', async ({
  page,
  otherBrowser,
}) => {
  await openAs(page, 'sg02', DEVICES);
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
  expect([...(await sectionsShown(page))]).toEqual(['连接道路工程']);

  const admin = await otherBrowser();
  const api = await signedInApi('admin');
  const roles = (await (await api.get('/api/admin/group/all')).json()) as { id: number; code: string }[];
  const roleId = roles.find((r) => r.code === 'sectionContractorRole')!.id;
  try {
    await openAs(admin.page, 'admin', ROLES);
    await admin.page.getByRole('textbox', { name: '搜索角色' }).fill(ROLE);
    await admin.page
      .getByRole('tree', { name: '角色树' })
      .getByRole('treeitem', { name: new RegExp(`^${ROLE}`) })
      .first()
      .locator('.MuiTreeItem-content')
      .first()
      .click();
    await admin.page.getByRole('tab', { name: '数据权限' }).click();
    const scope = admin.page.getByRole('radiogroup', { name: '数据范围' });
    await expect(scope.getByRole('radio', { name: '本部门及以下的标段' })).toBeChecked();
    await scope.getByRole('radio', { name: '指定标段' }).check();
    // No section chosen: said at the field, nothing sent.
    await admin.page.getByRole('button', { name: '保存数据权限' }).click();
    await expect(admin.page.getByText('请至少选择一个标段')).toBeVisible();
    await admin.page.getByRole('checkbox', { name: 'S1 站坪工程' }).check();
    await shot(admin.page, 'role-data-scope');
    await admin.page.getByRole('button', { name: '保存数据权限' }).click();
    await expect(notice(admin.page, '数据权限已保存')).toBeVisible();

    // The contractor's next read already holds the new scope.
    await page.getByRole('button', { name: '刷新' }).click();
    await expect.poll(async () => [...(await sectionsShown(page))], { timeout: 2_000 }).toEqual(['站坪工程']);

    // Put back on the page; the open list follows by itself (the live channel's `perm` has every screen read again).
    await scope.getByRole('radio', { name: '本部门及以下的标段' }).check();
    const saved = admin.page.waitForResponse(
      (r) => r.url().endsWith(`/api/admin/group/${roleId}/dataScope`) && r.request().method() === 'PUT',
    );
    await admin.page.getByRole('button', { name: '保存数据权限' }).click();
    expect((await saved).status()).toBe(200);
    // The first save's notice may still be up beside this one's.
    await expect(notice(admin.page, '数据权限已保存').last()).toBeVisible();
    await expect.poll(async () => [...(await sectionsShown(page))], { timeout: 5_000 }).toEqual(['连接道路工程']);
  } finally {
    await api.put(`/api/admin/group/${roleId}/dataScope`, { data: { dataScope: 'deptTree', sectionIds: [] } });
    await api.dispose();
  }
});
