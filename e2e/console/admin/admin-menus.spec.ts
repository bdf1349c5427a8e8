import { expect as baseExpect, test, type Page } from '@playwright/test';
import { adminApi, notice, shot, sidebar, unique } from '../../support/admin';
import { signedInApi } from '../../support/api';
import { openAs } from '../../support/session';

// The first visit of an admin screen loads the grid's code; on a busy machine that takes a while.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const SCREEN = '/baseManager/menuManager';
const tree = (page: Page) => page.getByRole('tree', { name: '菜单树' });
const item = (page: Page, title: string) => tree(page).getByRole('treeitem', { name: new RegExp(`^${title}`) });
const form = (page: Page) => page.locator('[data-menu-form]');

async function pick(page: Page, title: string) {
  await page.getByRole('textbox', { name: '搜索菜单标题或编码' }).fill(title);
  await item(page, title).locator('.MuiTreeItem-content').first().click();
  await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
}

test.describe('menus screen', () => {
  test('create a child menu → tree and sidebar → its buttons → edit → delete', async ({ page }) => {
    const code = unique('e2eMenu');
    const title = `端到端菜单${code.slice(-4)}`;
    await openAs(page, 'admin', SCREEN);

    await pick(page, '基础配置管理');
    await page.getByRole('button', { name: '新增子菜单' }).click();
    await expect(form(page).getByRole('textbox', { name: '编码' })).toBeFocused();
    await form(page).getByRole('textbox', { name: '编码' }).fill(code);
    await expect(form(page).getByRole('textbox', { name: '路由地址' })).toHaveValue(`/baseManager/${code}`);
    // A menu the catalogue does not know is listed only when its address opens a page (never the 404
    // page): this one is a shortcut to the role types.
    await form(page).getByRole('textbox', { name: '路由地址' }).fill('/baseManager/groupTypeManager');
    await form(page).getByRole('textbox', { name: '标题' }).fill(title);
    const preview = form(page).getByTestId('icon-preview');
    const fallback = await preview.innerHTML();
    await form(page).getByRole('combobox', { name: '图标' }).fill('users');
    await expect.poll(() => preview.innerHTML()).not.toBe(fallback); // the live preview draws the chosen icon
    await form(page).getByRole('textbox', { name: '排序' }).fill('x');
    await form(page).getByRole('textbox', { name: '标题' }).press('Enter');
    await expect(form(page).getByText('请输入整数')).toBeVisible();
    await form(page).getByRole('textbox', { name: '排序' }).fill('99');
    await shot(page, 'menus-form');
    await form(page).getByRole('textbox', { name: '排序' }).press('Enter');
    await expect(notice(page, '菜单已创建')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    await expect(page).toHaveURL(/menu=\d+/);

    // Buttons of the new menu.
    await page.getByRole('button', { name: '新增按钮' }).click();
    const dialog = page.getByRole('dialog', { name: `为「${title}」新增按钮` });
    await expect(dialog.getByRole('textbox', { name: '按钮编码' })).toHaveValue(`${code}:`);
    await dialog.getByRole('textbox', { name: '名称' }).fill('导出');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('按钮编码格式为「菜单编码:按钮编码」，例如 userManager:btn_add')).toBeVisible();
    await dialog.getByRole('textbox', { name: '按钮编码' }).fill(`${code}:btn_export`);
    await dialog.getByRole('textbox', { name: '按钮编码' }).press('Enter');
    await expect(notice(page, '按钮已创建')).toBeVisible();
    const elements = page.getByRole('grid', { name: `「${title}」的按钮` });
    await expect(elements.getByRole('row').filter({ hasText: `${code}:btn_export` })).toContainText('导出');
    await elements.getByRole('row').filter({ hasText: 'btn_export' }).getByRole('button', { name: '编辑' }).click();
    await page.getByRole('dialog', { name: '编辑按钮' }).getByRole('textbox', { name: '名称' }).fill('导出报表');
    await page.getByRole('dialog', { name: '编辑按钮' }).getByRole('button', { name: '保存' }).click();
    await expect(elements.getByRole('row').filter({ hasText: 'btn_export' })).toContainText('导出报表');
    await shot(page, 'menus');
    await elements.getByRole('row').filter({ hasText: 'btn_export' }).getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog', { name: '删除按钮' }).getByRole('button', { name: '删除' }).click();
    await expect(notice(page, '已删除按钮「导出报表」')).toBeVisible();
    await expect(elements.getByText('该菜单还没有按钮')).toBeVisible();

    // Granted to a role of admin's (as the roles screen would), a page load shows it in the sidebar, without signing
    // out.
    const menuId = Number(new URL(page.url()).searchParams.get('menu'));
    await adminApi(await signedInApi('admin')).addMenuGrants('adminRole', [menuId]);
    await page.reload();
    await expect(sidebar(page).getByRole('link', { name: title })).toBeVisible();

    await page.getByRole('button', { name: '编辑', exact: true }).click();
    await form(page).getByRole('textbox', { name: '标题' }).fill(`${title}改`);
    await form(page).getByRole('button', { name: '保存' }).click();
    await expect(notice(page, '菜单已保存')).toBeVisible();
    await page.reload();
    await expect(sidebar(page).getByRole('link', { name: `${title}改` })).toBeVisible();

    await page.getByRole('button', { name: '删除', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除菜单' });
    await expect(confirm).toContainText(`确定要删除菜单「${title}改」吗？`);
    await confirm.getByRole('button', { name: '删除' }).click();
    await expect(notice(page, `已删除菜单「${title}改」`)).toBeVisible();
    await expect(item(page, `${title}改`)).toHaveCount(0);
    await page.reload();
    await expect(sidebar(page).getByRole('link', { name: `${title}改` })).toHaveCount(0);
  });

  test('the platform refuses to delete a menu with children; Esc leaves the form', async ({ page }) => {
    await openAs(page, 'admin', SCREEN);
    await pick(page, '洒水车管理');
    await page.getByRole('button', { name: '删除', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除菜单' });
    await expect(confirm).toContainText('下还有子菜单');
    await confirm.getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('该菜单下还有子菜单，不能删除')).toBeVisible();
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect(item(page, '洒水车管理')).toBeVisible();

    await page.getByRole('button', { name: '编辑', exact: true }).click();
    await form(page).getByRole('textbox', { name: '标题' }).fill('不会保存');
    await form(page).getByRole('textbox', { name: '标题' }).press('Escape');
    await expect(form(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: '洒水车管理', exact: true })).toBeVisible();
  });

  test('the tree is searchable and keyboard navigable; the selection survives a reload', async ({ page }) => {
    await openAs(page, 'admin', SCREEN);
    await page.getByRole('textbox', { name: '搜索菜单标题或编码' }).fill('userManager');
    await expect(item(page, '基础配置管理')).toBeVisible(); // the match's ancestor stays, opened
    await expect(item(page, '用户管理')).toBeVisible();
    await expect(item(page, '菜单管理')).toHaveCount(0);
    await page.getByRole('textbox', { name: '搜索菜单标题或编码' }).fill('');
    await item(page, '拌和站系统').locator('.MuiTreeItem-content').first().click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(' '); // Space selects; Enter opens or closes a folder (WAI-ARIA tree)
    await expect(page.getByRole('heading', { level: 2, name: '试验室', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: '试验室', exact: true })).toBeVisible();
  });
});
