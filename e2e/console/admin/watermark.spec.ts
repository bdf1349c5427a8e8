import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from '../../support/admin';
import { seriousViolations } from '../../support/axe';
import { openAs, signInQuietly } from '../../support/session';
import { E2E } from '../env.mjs';

// The administrator's watermark: set on the users' page, laid over every signed-in screen of everyone (never the
// sign-in page), and back at once when page script removes or hides it.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const USERS = '/baseManager/userManager';
const API = '/api/admin/watermark';

/** The layer: a child of body, fixed over everything, letting the pointer through. */
const layers = (page: Page) =>
  page.evaluate(
    () =>
      [...document.body.children].filter((e) => (e.getAttribute('style') ?? '').includes('z-index: 2147483000')).length,
  );

test('an administrator turns the watermark on; every user’s screens carry it; script cannot remove it', async ({
  page,
  otherBrowser,
}) => {
  await openAs(page, 'admin', USERS);
  try {
    expect(await layers(page)).toBe(0);
    await page.getByRole('button', { name: '水印设置' }).click();
    const dialog = page.getByRole('dialog', { name: '水印设置' });
    await expect(dialog.getByText('水印已关闭')).toBeVisible();
    await dialog.getByRole('switch', { name: '在每个页面上显示水印' }).check();
    const text = dialog.getByRole('textbox', { name: '附加文字（可选）' });
    await text.fill('<内部资料>');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('不能含控制字符或尖括号')).toBeVisible();
    await text.fill('内部资料');
    await expect(dialog.getByRole('img', { name: /超级管理员 admin.*内部资料/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('水印设置已保存')).toBeVisible();
    await expect.poll(() => layers(page)).toBe(1);

    // Removed or hidden by script, it is back at once; it lets clicks through.
    await page.evaluate(() => {
      for (const e of document.body.children)
        if ((e.getAttribute('style') ?? '').includes('2147483000')) (e as HTMLElement).remove();
    });
    await expect.poll(() => layers(page)).toBe(1);
    await page.evaluate(() => {
      for (const e of document.body.children)
        if ((e.getAttribute('style') ?? '').includes('2147483000')) e.setAttribute('style', 'display:none');
    });
    await expect.poll(() => layers(page)).toBe(1);
    await page.getByRole('button', { name: '刷新' }).click();

    // Another user's screens carry it too; the sign-in page never does.
    const { page: other } = await otherBrowser();
    await other.goto('/login');
    await expect(other.getByRole('button', { name: '登录' })).toBeVisible();
    expect(await layers(other)).toBe(0);
    await signInQuietly(other, 'test');
    await other.goto('/');
    await expect.poll(() => layers(other)).toBe(1);

    // Off again: gone at once here.
    await page.getByRole('button', { name: '水印设置' }).click();
    await dialog.getByRole('switch', { name: '在每个页面上显示水印' }).uncheck();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => layers(page)).toBe(0);
  } finally {
    // Other specs' screens are drawn without it.
    await page.request.put(API, {
      data: { enabled: false, text: '' },
      headers: { origin: E2E.baseURL },
      timeout: 15_000,
    });
  }
});
