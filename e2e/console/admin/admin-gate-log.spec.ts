import { expect as baseExpect, test, type Page } from '@playwright/test';
import { adminApi, shot, unique } from '../../support/admin';
import { signedInApi } from '../../support/api';
import { openAs } from '../../support/session';

// The first visit of an admin screen loads the grid's code; on a busy machine that takes a while.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const SCREEN = '/baseManager/gateLogManager';
const grid = (page: Page) => page.getByRole('grid', { name: '操作日志列表' });

test.describe('operation log screen', () => {
  test('a write shows up with who, when, from where, menu, operation, URI and a body without the password', async ({
    page,
  }) => {
    const username = unique('e2el');
    await adminApi(await signedInApi('admin')).createUser(username, 'very-secret-pw');
    await openAs(page, 'admin', SCREEN);
    await page.getByRole('textbox', { name: '请求地址' }).fill('/user/add');
    await page.getByRole('textbox', { name: '操作人' }).fill('admin');
    await expect(page).toHaveURL(/crtName=admin/);
    const row = grid(page).getByRole('row').filter({ hasText: username });
    await expect(row).toContainText('admin');
    await expect(row).toContainText('用户管理');
    await expect(row).toContainText('新增');
    await expect(row).toContainText('/api/admin/user/add');
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(row).not.toContainText('very-secret-pw');

    await row.getByRole('button', { name: '查看详情' }).click();
    const detail = page.getByRole('dialog', { name: '操作详情' });
    await expect(detail).toContainText(`"username": "${username}"`);
    await expect(detail).toContainText('"password": "******"');
    await expect(detail).not.toContainText('very-secret-pw');
    await shot(page, 'gate-log-detail');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    // The filters live in the URL: a reload shows the same rows.
    await page.reload();
    await expect(page.getByRole('textbox', { name: '请求地址' })).toHaveValue('/user/add');
    await expect(grid(page).getByRole('row').filter({ hasText: username })).toBeVisible();
    await shot(page, 'gate-log');
  });

  test('paged on the server, sortable by time, and filterable by date', async ({ page }) => {
    const api = adminApi(await signedInApi('admin'));
    for (let i = 0; i < 2; i++) await api.createUser(unique('e2es'));
    const replies: { query: URLSearchParams; rows: number }[] = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('/api/admin/gateLog/page'))
        replies.push({ query: url.searchParams, rows: (await response.json()).data.rows.length });
    });
    await openAs(page, 'admin', `${SCREEN}?limit=10`);
    await expect(grid(page).getByRole('row').nth(2)).toBeVisible();
    await grid(page).getByRole('columnheader', { name: '操作时间' }).click();
    await expect(page).toHaveURL(/sort=crtTime/);
    await expect
      .poll(() => replies.some((r) => r.query.get('sort') === 'crtTime' && r.query.get('order') === 'asc'))
      .toBe(true);
    const times = await grid(page).locator('[role="row"][data-rowindex] [data-field="crtTime"]').allInnerTexts();
    expect(times).toEqual([...times].sort());
    for (const reply of replies) expect(reply.rows).toBeLessThanOrEqual(10);

    const tomorrow = new Date(Date.now() + 8 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('开始日期').fill(tomorrow);
    await expect(grid(page).getByText('没有符合条件的操作记录')).toBeVisible();
    await page.getByLabel('结束日期').fill('2000-01-01');
    await expect(page.getByText('结束日期不能早于开始日期')).toBeVisible();
  });
});
