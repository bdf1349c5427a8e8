import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { HOME_PATH } from '../lib/routes/catalogue';
import { E2E } from './support/env';
import { signIn } from './support/session';
import { tabs, viewOf } from './support/shell';

/** WCAG 2.1 A/AA rules; a violation that is serious or critical fails the page. No rule is disabled. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => `${n.html.slice(0, 200)} — ${n.failureSummary ?? ''}`) }));
}

test.describe('accessibility (axe-core)', () => {
  test('/login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the home screen', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page).toHaveURL(new RegExp(`${HOME_PATH}$`));
    await expect(viewOf(page, HOME_PATH).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(tabs(page)).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the dashboard', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: '我的模块' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the home screen and dashboard in English with another theme colour', async ({ page, context }) => {
    await signIn(page, 'admin');
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
});
