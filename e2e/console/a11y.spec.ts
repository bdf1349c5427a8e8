import { expect, test } from '@playwright/test';
import { HOME_PATH } from '../../lib/routes/catalogue';
import { seriousViolations } from '../support/axe';
import { E2E } from './env.mjs';
import { atPath, signInShell, tabs, viewOf } from '../support/shell';

test.describe('accessibility (axe-core)', () => {
  // Real builds, a real backend and several screens per test: generous on a loaded machine.
  test.describe.configure({ timeout: 120_000 });

  test('/login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a reader who asked for less motion gets no transitions; the others keep them', async ({ page }) => {
    await page.goto('/login');
    const button = page.getByRole('button', { name: '登录' });
    const longest = () =>
      button.evaluate((el) =>
        Math.max(
          ...getComputedStyle(el)
            .transitionDuration.split(',')
            .map((d) => parseFloat(d)),
        ),
      );
    // The theme follows the media query on its next render: each reading waits for it.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(longest).toBeGreaterThanOrEqual(0.2); // MUI's 250 ms colour and shadow transitions
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(longest).toBeLessThan(0.001);
  });

  test('the home screen', async ({ page }) => {
    await signInShell(page, 'admin');
    await expect(page).toHaveURL(atPath(HOME_PATH));
    await expect(viewOf(page, HOME_PATH).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(tabs(page)).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the dashboard', async ({ page }) => {
    await signInShell(page, 'admin');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: '我的模块' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the home screen and dashboard in English with another theme colour', async ({ page, context }) => {
    await signInShell(page, 'admin');
    await context.addCookies([
      { name: 'language', value: 'en', url: E2E.baseURL },
      { name: 'theme-color', value: '#11A983', url: E2E.baseURL },
    ]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(viewOf(page, HOME_PATH).getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('shell overlays: tabs menu, theme picker, change-password dialog with errors, error log', async ({ page }) => {
    await signInShell(page, 'admin');
    await page.getByRole('tab').first().click({ button: 'right' });
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: '换肤' }).click();
    await expect(page.getByRole('dialog', { name: '主题色' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByLabel('旧密码').blur();
    await dialog.getByLabel('新密码').focus();
    await dialog.getByLabel('新密码').blur();
    await expect(dialog.getByText('请输入新密码')).toBeVisible();
    await dialog.getByLabel('旧密码').focus(); // a focused label is drawn in the theme colour
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('button', { name: /用户菜单/ }),
      'the closed dialog gives focus back to the menu it came from',
    ).toBeFocused();

    await page.evaluate(() => window.__consoleThrow!('a11y: thrown on purpose'));
    await page.getByRole('button', { name: /^错误日志/ }).click();
    await expect(page.getByRole('dialog', { name: '错误日志' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
