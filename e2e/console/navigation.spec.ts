import { expect, test, type Page } from '@playwright/test';
import { catalogue } from '../../lib/routes/catalogue';
import { allScreens } from '../../lib/routes/lookup';
import { openAs, signIn } from '../support/session';
import { CATALOGUE_PARTS, walkCatalogue } from '../support/catalogue-walk';
import { signInShell } from '../support/shell';

const sidebar = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

/** Top-level sidebar entries: group folders are buttons, childless groups and the dashboard links. */
async function topLevelTitles(page: Page): Promise<string[]> {
  return sidebar(page).locator(':scope > ul > li > button, :scope > ul > li > a').allInnerTexts();
}

test.describe('catalogue, sidebar, breadcrumb, 401/404 and branding', () => {
  test('admin sees the dashboard and all 26 groups', async ({ page }) => {
    await signIn(page, 'admin');
    const titles = (await topLevelTitles(page)).map((t) => t.trim());
    expect(titles[0]).toBe('首页');
    expect(titles.slice(1)).toEqual(catalogue.map((g) => g.title.zh));
    expect(catalogue).toHaveLength(26);
  });

  test('test sees only the dashboard, 机场数字化施工平台 and 试验室', async ({ page }) => {
    await signIn(page, 'test');
    const titles = (await topLevelTitles(page)).map((t) => t.trim());
    const expected = [
      '首页',
      ...catalogue.filter((g) => g.code === 'sysManager' || g.code === 'znysManager').map((g) => g.title.zh),
    ];
    expect(titles).toEqual(expected);
  });

  test('test opening a refused screen by URL gets the 401 page inside the shell (HTTP 403)', async ({ page }) => {
    await signIn(page, 'test');
    const response = await page.goto('/baseManager/userManager');
    expect([401, 403]).toContain(response!.status());
    await expect(page.getByRole('heading', { name: /401/ })).toBeVisible();
    await expect(page.getByText('你没有打开「用户管理」的权限')).toBeVisible();
    await expect(sidebar(page)).toBeVisible(); // inside the shell
    await expect(page.locator('[data-view="/baseManager/userManager"]')).toHaveCount(0);
  });

  test('an unknown path gets the 404 page', async ({ page }) => {
    await signIn(page, 'admin');
    const response = await page.goto('/nope/nothing');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /404/ })).toBeVisible();
  });

  test('the public 404 page: its code in the theme colour’s readable shade, and a way home', async ({ page }) => {
    const response = await page.goto('/404');
    expect(response!.status()).toBe(404);
    const code = page.getByRole('heading', { name: '404', level: 1 });
    await expect(code).toBeVisible();
    const [color, expected] = await code.evaluate((h1) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--mui-palette-primaryText)';
      document.body.append(probe);
      const readable = getComputedStyle(probe).color;
      probe.remove();
      return [getComputedStyle(h1).color, readable];
    });
    expect(color).toBe(expected);
    expect(expected).toBe('rgb(48, 119, 191)');
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('breadcrumb: dashboard first except on the dashboard; last crumb is text', async ({ page }) => {
    await openAs(page, 'admin', '/sysManager/sysPenetrationManager');
    const crumbs = page.getByRole('navigation', { name: '面包屑导航' });
    await expect(crumbs.getByRole('link')).toHaveText(['首页', '试验室']);
    await expect(crumbs.locator('[aria-current=page]')).toHaveText('针入度试验');
    await crumbs.getByRole('link', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(crumbs.getByRole('link')).toHaveCount(0);
    await expect(crumbs.locator('[aria-current=page]')).toHaveText('首页');
  });

  test('only one submenu is open at a time; the active screen is marked', async ({ page }) => {
    await openAs(page, 'admin', '/dashboard');
    const nav = sidebar(page);
    const lab = nav.getByRole('button', { name: '试验室' });
    const video = nav.getByRole('button', { name: '视频监控' });
    await lab.click();
    await expect(lab).toHaveAttribute('aria-expanded', 'true');
    await video.click();
    await expect(video).toHaveAttribute('aria-expanded', 'true');
    await expect(lab).toHaveAttribute('aria-expanded', 'false');
    await nav.getByRole('link', { name: '视频账号管理' }).click();
    await expect(page).toHaveURL(/\/spjkManager\/spjkVideoAccountManager$/);
    await expect(nav.getByRole('link', { name: '视频账号管理' })).toHaveAttribute('aria-current', 'page');
  });

  test('the collapsed sidebar survives a reload', async ({ page, context }) => {
    // The toggle is clicked at once: before hydration the click would reach no handler.
    await signInShell(page, 'admin');
    const toggle = page.getByRole('button', { name: '展开/收起侧边栏' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect((await context.cookies()).find((c) => c.name === 'sidebar-status')?.value).toBe('0');
    await page.reload();
    await expect(page.getByRole('button', { name: '展开/收起侧边栏' })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: '展开/收起侧边栏' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: '展开/收起侧边栏' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('mh sees the airport title and both logos', async ({ page }) => {
    await signIn(page, 'mh');
    await expect(page.getByText('机场扩建工程施工质量监控平台')).toBeVisible();
    await expect(page.getByRole('img', { name: '标志 1' })).toBeVisible();
    await expect(page.getByRole('img', { name: '标志 2' })).toBeVisible();
    await expect(page).toHaveTitle(/数字化施工管控平台|机场/);
  });

  test('every catalogue page opens, second part: from the sidebar, with its title and platform data', async ({
    page,
  }) => {
    // The walk's first part is catalogue-pages.spec.ts, in the other shard.
    test.setTimeout(420_000);
    await signInShell(page, 'admin'); // hydrated: the first click opens a group
    expect(await walkCatalogue(page, CATALOGUE_PARTS[1])).toBe(allScreens(CATALOGUE_PARTS[1]).length);
  });
});
