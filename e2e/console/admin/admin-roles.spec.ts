import { expect as baseExpect, type Page } from '@playwright/test';
import { adminApi, notice, test, shot, sidebar, signInAs, unique } from '../../support/admin';
import { signedInApi } from '../../support/api';
import { openAs, signInQuietly } from '../../support/session';

// The first visit of an admin screen loads the grid's code; on a busy machine that takes a while.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const ROLES = '/baseManager/groupManager';
const TYPES = '/baseManager/groupTypeManager';
const SSC_SCREEN = '/sscManager/sscJobStatisticsManager';
const roleTree = (page: Page) => page.getByRole('tree', { name: '角色树' });
const grantTree = (page: Page) => page.getByRole('tree', { name: '菜单权限' });
const treeItem = (tree: ReturnType<typeof roleTree>, title: string) =>
  tree.getByRole('treeitem', { name: new RegExp(`^${title}`) }).first();
const grantItem = (page: Page, title: string) => treeItem(grantTree(page), title);

/** The tree item carries the checked state (aria-checked); its drawn checkbox is what a user clicks. */
async function tick(page: Page, title: string, on: boolean) {
  await grantItem(page, title).locator('.MuiTreeItem-checkbox').first().click();
  if (on) await expect(grantItem(page, title)).toBeChecked();
  else await expect(grantItem(page, title)).not.toBeChecked();
}

async function pickRole(page: Page, name: string) {
  await page.getByRole('textbox', { name: '搜索角色' }).fill(name);
  // The tree is drawn again as the search applies: a click on the item it replaces is lost, so it is made again.
  await expect(async () => {
    await treeItem(roleTree(page), name).locator('.MuiTreeItem-content').first().click();
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('roles and role types', () => {
  test(
    'acceptance: a role granting /sscManager shows it in op1’s sidebar; revoking it gives the 401 page; all ' +
      'logged as admin',
    async ({ page, otherBrowser }) => {
      const op1 = unique('op1x');
      const roleName = `洒水车角色${op1.slice(-5)}`;
      await signInQuietly(page, 'admin');

      // 1. Create op1 on the users screen.
      await page.goto('/baseManager/userManager');
      await page.getByRole('button', { name: '新增用户' }).click();
      const userDialog = page.getByRole('dialog', { name: '新增用户' });
      await userDialog.getByRole('textbox', { name: '用户名' }).fill(op1);
      await userDialog.getByRole('textbox', { name: '姓名' }).fill('操作员一');
      await userDialog.getByLabel('密码').fill('first-pass');
      await userDialog.getByRole('button', { name: '保存' }).click();
      await expect(notice(page, '用户已创建')).toBeVisible();

      // 2. A role of type 角色类型.
      await page.goto(ROLES);
      await expect(page.getByRole('tab', { name: '角色类型', selected: true })).toBeVisible();
      await page.getByRole('button', { name: '新增角色' }).click();
      const roleDialog = page.getByRole('dialog', { name: '新增角色' });
      await roleDialog.getByRole('textbox', { name: '编码' }).fill(unique('sscRole'));
      await roleDialog.getByRole('textbox', { name: '名称' }).fill(roleName);
      await roleDialog.getByRole('textbox', { name: '名称' }).press('Enter');
      await expect(notice(page, '角色已创建')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: roleName, exact: true })).toBeVisible();
      const roleId = Number(new URL(page.url()).searchParams.get('role'));
      expect(roleId).toBeGreaterThan(0);

      // 3. Grant /sscManager and its children.
      await tick(page, '洒水车管理', true);
      await page.getByRole('button', { name: '保存菜单权限' }).click();
      await expect(notice(page, '菜单权限已保存')).toBeVisible();
      await shot(page, 'roles');

      // 4. op1 becomes a member.
      await page.getByRole('tab', { name: '成员管理' }).click();
      await page.getByRole('combobox', { name: '添加成员' }).fill(op1);
      await page.getByRole('option', { name: new RegExp(op1) }).click();
      await expect(page.getByRole('grid', { name: '成员' }).getByRole('row').filter({ hasText: op1 })).toBeVisible();
      await shot(page, 'roles-members');
      await page.getByRole('button', { name: '保存成员' }).click();
      await expect(notice(page, '成员已保存')).toBeVisible();

      // 5. op1, in another browser, sees it.
      const other = await otherBrowser();
      await signInAs(other.page, op1, 'first-pass');
      await expect(sidebar(other.page).getByRole('button', { name: '洒水车管理' })).toBeVisible();
      await other.page.goto(SSC_SCREEN);
      await expect(other.page.getByRole('heading', { level: 1, name: '作业统计' })).toBeVisible();

      // 6. Revoke: op1's next page load is the 401 page.
      await page.getByRole('tab', { name: '权限分配' }).click();
      await tick(page, '洒水车管理', false);
      await page.getByRole('button', { name: '保存菜单权限' }).click();
      await expect(notice(page, '菜单权限已保存')).toBeVisible();
      await other.page.reload();
      await expect(other.page.getByRole('heading', { name: /401/ })).toBeVisible();
      await expect(sidebar(other.page).getByRole('button', { name: '洒水车管理' })).toHaveCount(0);

      // 7. Reset op1's password: op1 signs in with the configured default.
      await page.goto(`/baseManager/userManager?name=${op1}`);
      await page.getByRole('row').filter({ hasText: op1 }).getByRole('button', { name: '重置密码' }).click();
      await page.getByRole('alertdialog', { name: '重置密码' }).getByRole('button', { name: '重置密码' }).click();
      await expect(notice(page, '密码已重置为默认密码')).toBeVisible();
      await other.context.clearCookies();
      await signInAs(other.page, op1, '123456');

      // 8. Every write above is in the operation log, by admin.
      const log = await adminApi(await signedInApi('admin')).gateLog({ crtName: 'admin' });
      const mine = log.rows.filter(
        (r) => r.body?.includes(op1) || r.uri.includes(`/group/${roleId}`) || (r.body?.includes(roleName) ?? false),
      );
      const ops = mine.map((r) => `${r.menu}/${r.opt}`);
      expect(ops).toEqual(
        expect.arrayContaining(['用户管理/新增', '角色权限管理/新增', '角色权限管理/授权', '角色权限管理/分配用户']),
      );
      expect(ops.filter((o) => o === '角色权限管理/授权')).toHaveLength(2);
      const reset = log.rows.find((r) => r.opt === '重置密码');
      expect(reset?.crtName).toBe('admin');
      for (const row of mine) {
        expect(row.crtName).toBe('admin');
        expect(row.body ?? '').not.toContain('first-pass');
      }
      await page.goto(`/baseManager/gateLogManager?uri=${encodeURIComponent(`/group/${roleId}`)}`);
      const grid = page.getByRole('grid', { name: '操作日志列表' });
      await expect(grid.getByRole('row').filter({ hasText: '分配用户' })).toContainText('admin');
      await expect(grid.getByRole('row').filter({ hasText: '授权' })).toHaveCount(2);
    },
  );

  test('role create → appears in the tree → edit → child → delete (children first)', async ({ page }) => {
    const code = unique('e2eRole');
    const name = `端到端角色${code.slice(-4)}`;
    await openAs(page, 'admin', ROLES);
    await page.getByRole('button', { name: '新增角色' }).click();
    const dialog = page.getByRole('dialog', { name: '新增角色' });
    await expect(dialog.getByRole('textbox', { name: '编码' })).toBeFocused();
    await dialog.getByRole('textbox', { name: '编码' }).fill('9bad');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('编码须以字母开头，只能包含字母、数字、_ 和 -')).toBeVisible();
    await dialog.getByRole('textbox', { name: '编码' }).fill(code);
    await dialog.getByRole('textbox', { name: '名称' }).fill(name);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(treeItem(roleTree(page), name)).toBeVisible();

    await page.getByRole('button', { name: '编辑', exact: true }).click();
    await page.getByRole('dialog', { name: '编辑角色' }).getByRole('textbox', { name: '名称' }).fill(`${name}改`);
    await page.getByRole('dialog', { name: '编辑角色' }).getByRole('button', { name: '保存' }).click();
    await expect(notice(page, '角色已保存')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `${name}改`, exact: true })).toBeVisible();

    await page.getByRole('button', { name: '新增子角色' }).click();
    const child = page.getByRole('dialog', { name: '新增角色' });
    await expect(child.getByRole('combobox', { name: '上级角色' })).toContainText(`${name}改`);
    await child.getByRole('textbox', { name: '编码' }).fill(`${code}Child`);
    await child.getByRole('textbox', { name: '名称' }).fill(`${name}子`);
    await child.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `${name}子`, exact: true })).toBeVisible();

    await pickRole(page, `${name}改`);
    await page.getByRole('button', { name: '删除', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除角色' });
    await expect(confirm).toContainText('下还有子角色');
    await confirm.getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('该角色下还有子角色，不能删除')).toBeVisible();
    await confirm.getByRole('button', { name: '取消' }).click();

    await pickRole(page, `${name}子`);
    await page.getByRole('button', { name: '删除', exact: true }).click();
    await page.getByRole('alertdialog', { name: '删除角色' }).getByRole('button', { name: '删除' }).click();
    await expect(notice(page, `已删除角色「${name}子」`)).toBeVisible();
    await pickRole(page, `${name}改`);
    await page.getByRole('button', { name: '删除', exact: true }).click();
    await page.getByRole('alertdialog', { name: '删除角色' }).getByRole('button', { name: '删除' }).click();
    await expect(notice(page, `已删除角色「${name}改」`)).toBeVisible();
    await expect(treeItem(roleTree(page), `${name}改`)).toHaveCount(0);
  });

  test('an administrator cannot revoke their own administration rights; buttons are granted per menu', async ({
    page,
  }) => {
    await openAs(page, 'admin', ROLES);
    await pickRole(page, '管理员');
    await treeItem(grantTree(page), '基础配置管理').locator('.MuiTreeItem-iconContainer').first().click();
    await expect(grantItem(page, '用户管理')).toBeChecked();
    await tick(page, '用户管理', false);
    await page.getByRole('button', { name: '保存菜单权限' }).click();
    await expect(page.getByText(/此操作会移除您自己对 .* 的最后权限，已拒绝/)).toBeVisible();
    await page.getByRole('button', { name: '还原' }).click();
    await expect(grantItem(page, '用户管理')).toBeChecked();

    // Buttons of a menu: focus it in the tree, tick on the right (a role of its own, so nothing else changes).
    const api = adminApi(await signedInApi('admin'));
    const role = await api.createRole(unique('btnRole'), `按钮角色${Date.now() % 10000}`);
    await page.goto(`${ROLES}?role=${role.id}`);
    await treeItem(grantTree(page), '基础配置管理').locator('.MuiTreeItem-iconContainer').first().click();
    await treeItem(grantTree(page), '用户管理').locator('.MuiTreeItem-label').first().click();
    const buttons = page.getByRole('region', { name: '「用户管理」的按钮权限' });
    await buttons.getByRole('checkbox', { name: /新增/ }).click();
    await expect(notice(page, '已授予按钮「新增」')).toBeVisible();
    await expect(buttons.getByRole('checkbox', { name: /新增/ })).toBeChecked();
    await buttons.getByRole('checkbox', { name: /新增/ }).click();
    await expect(notice(page, '已收回按钮「新增」')).toBeVisible();
    await expect(buttons.getByRole('checkbox', { name: /新增/ })).not.toBeChecked();
  });

  test('role types: create → a tab on the roles screen → edit → delete', async ({ page }) => {
    const code = unique('e2eType');
    const name = `端到端类型${code.slice(-4)}`;
    await openAs(page, 'admin', TYPES);
    const grid = page.getByRole('grid', { name: '角色类型列表' });
    await page.getByRole('button', { name: '新增角色类型' }).click();
    const dialog = page.getByRole('dialog', { name: '新增角色类型' });
    await dialog.getByRole('textbox', { name: '编码' }).fill(code);
    await dialog.getByRole('textbox', { name: '名称' }).fill(name);
    await dialog.getByRole('textbox', { name: '名称' }).press('Enter');
    await expect(notice(page, '角色类型已创建')).toBeVisible();
    await expect(grid.getByRole('row').filter({ hasText: code })).toContainText(name);
    await shot(page, 'role-types');

    await page.goto(ROLES);
    await page.getByRole('tab', { name }).click();
    await expect(page.getByText('该类型下还没有角色')).toBeVisible();

    await page.goto(TYPES);
    await grid.getByRole('row').filter({ hasText: code }).getByRole('button', { name: '编辑' }).click();
    await page.getByRole('dialog', { name: '编辑角色类型' }).getByRole('textbox', { name: '名称' }).fill(`${name}改`);
    await page.getByRole('dialog', { name: '编辑角色类型' }).getByRole('button', { name: '保存' }).click();
    await expect(grid.getByRole('row').filter({ hasText: code })).toContainText(`${name}改`);
    await grid.getByRole('row').filter({ hasText: code }).getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog', { name: '删除角色类型' }).getByRole('button', { name: '删除' }).click();
    await expect(notice(page, `已删除角色类型「${name}改」`)).toBeVisible();
    await expect(grid.getByRole('row').filter({ hasText: code })).toHaveCount(0);
  });
});
