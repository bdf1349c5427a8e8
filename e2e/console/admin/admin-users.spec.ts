import { expect as baseExpect, type Page, type Response } from '@playwright/test';
import { adminApi, test, shot, signInAs, unique } from '../../support/admin';
import { signedInApi } from '../../support/api';
import { openAs, signInWith } from '../../support/session';

// The first visit of an admin screen loads the grid's code; on a busy machine that takes a while.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const SCREEN = '/baseManager/userManager';
const grid = (page: Page) => page.getByRole('grid', { name: '用户列表' });
const row = (page: Page, text: string) => grid(page).getByRole('row').filter({ hasText: text });

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: '用户名或姓名' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`name=${encodeURIComponent(text)}`));
}

test.describe('users screen', () => {
  test('create → appears in the list → edit → delete, with validation and confirmations', async ({ page }) => {
    const username = unique('e2eu');
    await openAs(page, 'admin', SCREEN);
    await expect(grid(page)).toBeVisible();

    await page.getByRole('button', { name: '新增用户' }).click();
    const dialog = page.getByRole('dialog', { name: '新增用户' });
    await expect(dialog.getByRole('textbox', { name: '用户名' })).toBeFocused();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('此项为必填项')).toHaveCount(3); // user name, name, password
    await expect(dialog.getByRole('textbox', { name: '用户名' })).toBeFocused();

    await dialog.getByRole('textbox', { name: '用户名' }).fill(username);
    await dialog.getByRole('textbox', { name: '姓名' }).fill('端到端用户');
    await dialog.getByLabel('密码').fill('secret-1');
    await dialog.getByRole('textbox', { name: '邮箱' }).fill('not-an-address');
    await dialog.getByRole('textbox', { name: '手机号码' }).fill('12ab');
    await dialog.getByRole('textbox', { name: '手机号码' }).press('Enter');
    await expect(dialog.getByText('请输入正确的邮箱地址，例如 name@example.com')).toBeVisible();
    await expect(dialog.getByText('请输入正确的手机号码（数字，可带 + 和 -）')).toBeVisible();
    await shot(page, 'users-dialog');

    await dialog.getByRole('textbox', { name: '邮箱' }).fill(`${username}@example.com`);
    await dialog.getByRole('textbox', { name: '手机号码' }).fill('+86 138-0000-0000');
    await dialog.getByRole('textbox', { name: '手机号码' }).press('Enter'); // Enter submits
    await expect(page.getByText('用户已创建')).toBeVisible();
    await expect(dialog).toBeHidden();

    await search(page, username);
    await expect(row(page, username)).toContainText('端到端用户');
    await expect(row(page, username)).toContainText(`${username}@example.com`);

    await row(page, username).getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '编辑用户' });
    await expect(edit.getByRole('textbox', { name: '用户名' })).toHaveValue(username);
    await edit.getByRole('textbox', { name: '姓名' }).fill('改过的名字');
    await edit.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('用户信息已保存')).toBeVisible();
    await expect(row(page, username)).toContainText('改过的名字');

    // Esc cancels without saving.
    await row(page, username).getByRole('button', { name: '编辑' }).click();
    await edit.getByRole('textbox', { name: '姓名' }).fill('不会保存');
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
    await expect(row(page, username)).toContainText('改过的名字');

    await row(page, username).getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('alertdialog', { name: '删除用户' });
    await expect(confirm).toContainText(`确定要删除用户「${username}（改过的名字）」吗？`);
    await confirm.getByRole('button', { name: '删除' }).click();
    await expect(page.getByText(`已删除用户 ${username}`)).toBeVisible();
    await expect(row(page, username)).toHaveCount(0);
  });

  test('a taken user name is refused on the field; a platform refusal keeps the dialog and its input', async ({
    page,
  }) => {
    await openAs(page, 'admin', SCREEN);
    await page.getByRole('button', { name: '新增用户' }).click();
    const dialog = page.getByRole('dialog', { name: '新增用户' });
    await dialog.getByRole('textbox', { name: '用户名' }).fill('ADMIN');
    await dialog.getByRole('textbox', { name: '姓名' }).fill('重名');
    await dialog.getByLabel('密码').fill('secret-1');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('该用户名已被使用')).toBeVisible();

    // Had the browser not known (another admin took the name a moment ago), the platform says no (30101).
    await page.route('**/api/admin/user/page?*username=*', (route) =>
      route.fulfill({ json: { status: 200, data: { total: 0, rows: [] } } }),
    );
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('失败')).toBeVisible();
    await expect(page.getByText('用户名已存在: ADMIN')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '姓名' })).toHaveValue('重名');
  });

  test('reset password: confirmation, the platform’s message, and the user signs in with the default password', async ({
    page,
    otherBrowser,
  }) => {
    const username = unique('e2er');
    const api = await signedInApi('admin');
    await adminApi(api).createUser(username, 'before-reset');
    await openAs(page, 'admin', `${SCREEN}?name=${username}`);
    await row(page, username).getByRole('button', { name: '重置密码' }).click();
    const confirm = page.getByRole('alertdialog', { name: '重置密码' });
    await expect(confirm).toContainText(`确定要将用户「${username}（E2E ${username}）」的密码重置为默认密码吗？`);
    await confirm.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByText(`${username}：密码已重置为默认密码`)).toBeVisible();

    const other = await otherBrowser();
    await signInAs(other.page, username, '123456');
  });

  test('10 000 users: pages, sorts and filters on the server; the browser holds one page', async ({ page }) => {
    const replies: { limit: number; rows: number; total: number }[] = [];
    page.on('response', async (response: Response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('/api/admin/user/page') || url.searchParams.has('username')) return;
      // A reply the page navigated away from (the reload, a shared link) has no body left to read.
      const body = await response.json().catch(() => null);
      if (body)
        replies.push({
          limit: Number(url.searchParams.get('limit')),
          rows: body.data.rows.length,
          total: body.data.total,
        });
    });
    await openAs(page, 'admin', SCREEN);
    await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
    await expect.poll(() => replies.length).toBeGreaterThan(0);
    expect(replies[0].total).toBeGreaterThanOrEqual(10_000);

    // Filter, then page: both in the URL, and a reload shows the same page.
    await search(page, 'bulk');
    await expect(row(page, 'bulk00001')).toBeVisible();
    await page.getByRole('button', { name: /下一页|next page/i }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(row(page, 'bulk00021')).toBeVisible();
    await page.reload();
    await expect(row(page, 'bulk00021')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '用户名或姓名' })).toHaveValue('bulk');

    // Sorting is the server's: a click sorts by user name, a second click reverses it.
    await page.goto(`${SCREEN}?name=bulk&limit=100`);
    await grid(page).getByRole('columnheader', { name: '用户名' }).click();
    await expect(page).toHaveURL(/sort=username/);
    await expect(grid(page).getByRole('row').nth(1)).toContainText('bulk00001');
    await grid(page).getByRole('columnheader', { name: '用户名' }).click();
    await expect(page).toHaveURL(/sort=-username/);
    await expect(grid(page).getByRole('row').nth(1)).toContainText('bulk10000');

    // A shared link to a deep page.
    await page.goto(`${SCREEN}?name=bulk&page=500&limit=20`);
    await expect(row(page, 'bulk09981')).toBeVisible();
    await expect(row(page, 'bulk10000')).toBeVisible();

    // Never more than one page in the browser: neither in the replies nor in the DOM.
    const dataRows = await grid(page).locator('[role="row"][data-rowindex]').count();
    expect(dataRows).toBeLessThanOrEqual(20);
    expect(replies.length).toBeGreaterThan(4);
    for (const reply of replies) expect(reply.rows).toBeLessThanOrEqual(reply.limit);
    await shot(page, 'users-table');
  });

  test(
    'the table by keyboard: one tab stop, arrows between cells, Enter sorts a header and goes into a row’s ' +
      'buttons, Escape back',
    async ({ page }) => {
      await openAs(page, 'admin', `${SCREEN}?name=bulk0000`);
      await expect(row(page, 'bulk00009')).toBeVisible();
      await page.getByRole('textbox', { name: '用户名或姓名' }).focus();
      // The search field, the refresh, print, add and watermark buttons, then the table: its first header cell, once.
      const header = grid(page).getByRole('columnheader', { name: '用户名' });
      for (let i = 0; i < 7 && !(await header.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(header).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/sort=username/);
      await expect(header).toHaveAttribute('aria-sort', 'ascending');

      await page.keyboard.press('ArrowDown');
      const first = grid(page).getByRole('row').nth(1);
      await expect(first.getByRole('gridcell').first()).toBeFocused();
      await expect(first).toContainText('bulk00001');
      await page.keyboard.press('End');
      const actions = first.getByRole('gridcell').last();
      await expect(actions).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(first.getByRole('button', { name: '编辑' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(actions).toBeFocused();

      // From a cell without buttons, Tab leaves the table in one press: the other cells and the rows' buttons
      // are not in the tab order; Shift+Tab comes back to the same cell.
      await page.keyboard.press('ArrowLeft');
      const updated = first.getByRole('gridcell').nth(-2);
      await expect(updated).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(grid(page).locator(':focus')).toHaveCount(0);
      await page.keyboard.press('Shift+Tab');
      await expect(updated).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: '编辑用户' });
      await expect(dialog.getByRole('textbox', { name: '姓名' })).toHaveValue('批量用户00001');
    },
  );

  test('buttons follow element codes: without userManager:btn_add there is no add button', async ({ page }) => {
    const username = unique('e2eg');
    const admin = adminApi(await signedInApi('admin'));
    const user = await admin.createUser(username, 'secret-1');
    const role = await admin.createRole(unique('viewUsers'));
    await admin.grantMenus(role.id, ['userManager']); // the menu only, no buttons
    await admin.setMembers(role.id, [user.id]);

    await signInWith(page, username, 'secret-1');
    await page.goto(`${SCREEN}?name=${username}`);
    await expect(row(page, username)).toBeVisible();
    await expect(page.getByRole('button', { name: '新增用户' })).toHaveCount(0);
    await expect(row(page, username).getByRole('button')).toHaveCount(0);
    await expect(grid(page).getByRole('columnheader', { name: '操作' })).toHaveCount(0);
  });
});
