import { expect as baseExpect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E } from './env.mjs';
import { startExtraConsole } from '../support/extra-console';
import { signIn, signInQuietly } from '../support/session';
import { tabOf } from '../support/shell';

// Cross-tab session sync, the unsaved-work guard and the idle warning, in real Chromium.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const MENUS = '/baseManager/menuManager';
const hydrated = (page: Page) => page.waitForFunction(() => typeof window.__consoleThrow === 'function');
const userMenu = (page: Page) => page.getByRole('button', { name: /用户菜单$/ });
const unsaved = (page: Page) => page.getByRole('alertdialog', { name: '有未保存的内容' });

async function logOutFromMenu(page: Page) {
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
}

/** Signs in through the form of the console at `base` (another port than the suite's). */
async function signInAt(page: Page, base: string, user: keyof typeof E2E.users = 'admin') {
  await page.goto(`${base}/login`);
  await page.waitForLoadState('networkidle'); // a fresh server's first page hydrates late
  await page.getByRole('textbox', { name: '账号' }).fill(E2E.users[user].username);
  await page.getByRole('textbox', { name: '密码' }).fill(E2E.users[user].password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await hydrated(page);
}

/** The menus screen with the first menu's edit form changed (an inline form, not a modal). */
async function dirtyMenuForm(page: Page): Promise<string> {
  await page.goto(MENUS);
  await hydrated(page);
  await page.getByRole('textbox', { name: '搜索菜单标题或编码' }).fill('基础配置管理');
  await page
    .getByRole('tree', { name: '菜单树' })
    .getByRole('treeitem', { name: /^基础配置管理/ })
    .locator('.MuiTreeItem-content')
    .first()
    .click();
  await page.getByRole('button', { name: '编辑', exact: true }).click();
  const title = page.locator('[data-menu-form]').getByRole('textbox', { name: '标题' });
  await expect(title).toHaveValue('基础配置管理');
  const typed = '基础配置管理（未保存的修改）';
  await title.fill(typed);
  return typed;
}

async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: E2E.baseURL, locale: 'zh-CN', viewport: { width: 1366, height: 850 } });
}

test.describe('cross-tab session sync', () => {
  test('a log-out in one tab sends the other to /login within 1 s; a console on another port is not touched', async ({
    browser,
  }) => {
    const other = await startExtraConsole(E2E.port + 14, { BACKEND_URL: E2E.backendURL });
    const context = await newContext(browser);
    try {
      const first = await context.newPage();
      await signIn(first, 'admin');
      await hydrated(first);
      const second = await context.newPage();
      await second.goto('/dashboard');
      await hydrated(second);
      // The same browser, signed in to a second console on another port (its own cookie).
      const elsewhere = await context.newPage();
      await signInAt(elsewhere, other.url);

      // Timestamps taken as the events arrive (not when the test gets round to awaiting them).
      let endedAt = 0;
      let leftAt = 0;
      first.on('response', (r) => {
        if (r.url().includes('/api/auth/jwt/invalid')) endedAt ||= Date.now();
      });
      second.on('request', (r) => {
        if (r.isNavigationRequest()) leftAt ||= Date.now();
      });
      await logOutFromMenu(first);
      await expect.poll(() => leftAt && endedAt).toBeGreaterThan(0);
      const reloadMs = leftAt - endedAt;
      await expect(second).toHaveURL(/\/login/);
      console.log(`FIGURE cross-tab sign-out: the other tab reloaded ${reloadMs} ms after the session ended`);
      expect(reloadMs).toBeLessThan(1000);
      await expect(first).toHaveURL(/\/login/);

      // The console on the other port kept its session and its page.
      await elsewhere.waitForTimeout(500);
      await expect(elsewhere).not.toHaveURL(/\/login/);
      expect((await elsewhere.request.get(`${other.url}/api/admin/user/front/info`)).status()).toBe(200);
    } finally {
      await context.close().finally(() => other.stop());
    }
  });

  test('signing in again in one tab reloads the others into the console', async ({ browser }) => {
    const context = await newContext(browser);
    try {
      const first = await context.newPage();
      const second = await context.newPage();
      await second.goto(`/login?redirect=${encodeURIComponent(MENUS)}`);
      await second.getByRole('button', { name: '登录' }).waitFor();
      await second.waitForLoadState('networkidle'); // hydrated: its listener is in place
      await signIn(first, 'admin');
      // The waiting sign-in page follows into the console, to where it was going.
      await expect(second).toHaveURL(new RegExp(`${MENUS}$`));
      await expect(second.getByRole('tree', { name: '菜单树' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe('unsaved-work guard', () => {
  test('Close All lists the tab with unsaved input; keeping it keeps the text; discarding closes', async ({ page }) => {
    await signInQuietly(page, 'admin');
    await page.goto('/dashboard');
    const typed = await dirtyMenuForm(page);
    await tabOf(page, MENUS).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭所有' }).click();

    const dialog = unsaved(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('list', { name: '有未保存内容的标签页' }).getByRole('listitem')).toHaveText([
      '菜单管理',
    ]);
    await expect(dialog.getByRole('button', { name: '继续编辑' })).toBeFocused();
    await dialog.getByRole('button', { name: '继续编辑' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-menu-form]').getByRole('textbox', { name: '标题' })).toHaveValue(typed);
    await expect(tabOf(page, MENUS)).toBeVisible();

    // Closing a clean tab does not ask (in-app navigation: a page load would drop the input).
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' }).click();
    await expect(tabOf(page, '/dashboard')).toHaveAttribute('aria-selected', 'true');
    await tabOf(page, '/dashboard').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭', exact: true }).click();
    await expect(unsaved(page)).toBeHidden();

    await tabOf(page, MENUS).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭所有' }).click();
    await unsaved(page).getByRole('button', { name: '放弃并继续' }).click();
    await expect(tabOf(page, MENUS)).toHaveCount(0);
  });

  test('logging out with unsaved input asks first; the browser prompts when the window closes', async ({ page }) => {
    await signInQuietly(page, 'admin');
    const typed = await dirtyMenuForm(page);
    await logOutFromMenu(page);
    await expect(unsaved(page).getByRole('listitem')).toHaveText(['菜单管理']);
    await page.keyboard.press('Escape');
    await expect(unsaved(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${MENUS}`));
    await expect(page.locator('[data-menu-form]').getByRole('textbox', { name: '标题' })).toHaveValue(typed);
    expect((await page.request.get('/api/admin/user/front/info')).status()).toBe(200);

    // The browser's own "leave site?" prompt.
    const prompted = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await prompted;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
  });

  test("the 40101 dialog's 重新登录 asks before dropping unsaved input", async ({ page }) => {
    await signInQuietly(page, 'admin');
    const typed = await dirtyMenuForm(page);
    // The session ends behind the page's back (as when it expires); its next call meets 40101.
    await page.evaluate(async () => {
      const call = (window as unknown as { __consoleRequest: (p: string, o?: unknown) => Promise<unknown> })
        .__consoleRequest;
      await call('/api/auth/jwt/invalid', { method: 'POST', report: false }).catch(() => undefined);
      await call('/api/admin/user/front/info').catch(() => undefined);
    });
    const signedOut = page.getByRole('alertdialog', { name: '确定登出' });
    await signedOut.getByRole('button', { name: '重新登录' }).click();
    await expect(unsaved(page).getByRole('listitem')).toHaveText(['菜单管理']);
    await unsaved(page).getByRole('button', { name: '继续编辑' }).click();
    await expect(signedOut).toBeVisible(); // still there: the user may cancel it and copy the text
    await signedOut.getByRole('button', { name: '取消' }).click();
    await expect(page.locator('[data-menu-form]').getByRole('textbox', { name: '标题' })).toHaveValue(typed);
  });
});

test.describe('idle warning', () => {
  test('warns before the idle time-out, stays on request, logs out at zero; activity in another tab counts', async ({
    browser,
  }) => {
    // A console with a 16 s idle time-out and an 8 s warning (the default is 30 min and 60 s): the warning leaves a
    // loaded machine time to click before the session ends.
    const idle = await startExtraConsole(E2E.port + 13, {
      BACKEND_URL: E2E.backendURL,
      IDLE_TIMEOUT_SECONDS: '16',
      IDLE_WARNING_SECONDS: '8',
    });
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await signInAt(page, idle.url);
      const warning = page.getByRole('alertdialog', { name: '即将自动登出' });
      await expect(warning).toBeVisible({ timeout: 25_000 });
      await expect(warning).toContainText(/将在 [1-8] 秒后自动登出/);

      const refreshed = page.waitForResponse((r) => r.url().includes('/api/auth/jwt/refresh'));
      await warning.getByRole('button', { name: '保持登录' }).click();
      expect((await refreshed).status()).toBe(200);
      await expect(warning).toBeHidden();
      await expect(page).not.toHaveURL(/\/login/);

      // Activity in a second tab keeps the first one signed in past the time-out.
      const busy = await context.newPage();
      await busy.goto(`${idle.url}/dashboard`);
      await hydrated(busy);
      await page.bringToFront();
      for (let i = 0; i < 20; i++) {
        await busy.mouse.move(100 + i * 10, 200 + (i % 2) * 20);
        await busy.waitForTimeout(1000);
      }
      await expect(page).not.toHaveURL(/\/login/);
      await busy.close();

      // Nobody there: the warning comes back and, unanswered, ends in /login.
      await expect(warning).toBeVisible({ timeout: 25_000 });
      await expect(page).toHaveURL(/\/login/, { timeout: 25_000 });
      expect((await page.request.get(`${idle.url}/api/admin/user/front/info`)).status()).toBe(401);
    } finally {
      await context.close().finally(() => idle.stop());
    }
  });
});
