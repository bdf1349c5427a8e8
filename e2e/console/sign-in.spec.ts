import { expect, test } from '@playwright/test';
import { E2E } from './env.mjs';
import { backendCall, sessionCookie, signIn, unsealCookie } from '../support/session';
import { signInShell } from '../support/shell';

test.describe('sign-in and log-out', () => {
  test('admin signs in and lands on the process monitor screen', async ({ page, context }) => {
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/znysManager\/znysProcessMonitorManager$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(E2E.users.admin.name).first()).toBeVisible();

    const cookie = await sessionCookie(context);
    expect(cookie, 'session cookie named prefix + port').toBeTruthy();
    expect(cookie!.name.endsWith(String(E2E.port))).toBe(true);
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe('Lax');
    expect(cookie!.value).not.toMatch(/eyJ[\w-]+\.[\w-]+\./); // no JWT in clear
    const jsCookies = await page.evaluate(() => document.cookie);
    expect(jsCookies).not.toContain(E2E.cookieName());
  });

  test('the sign-in reply holds no token', async ({ page }) => {
    let reply = '';
    await page.route('**/api/auth/jwt/token', async (route) => {
      const response = await route.fetch();
      reply = await response.text();
      await route.fulfill({ response });
    });
    await signIn(page, 'admin');
    expect(JSON.parse(reply).status).toBe(200);
    expect(reply).not.toMatch(/eyJ/);
  });

  test('a wrong password shows the warning and keeps the form filled', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: '账号' }).fill('admin');
    await page.getByRole('textbox', { name: '密码' }).fill('not-the-password');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('textbox', { name: '账号' })).toHaveValue('admin');
    await expect(page.getByRole('textbox', { name: '密码' })).toHaveValue('not-the-password');
  });

  test('what is typed before the script has hydrated the form is what signs in', async ({ page }) => {
    // The page's scripts are held back until the fields are filled.
    const held: (() => Promise<void>)[] = [];
    let release = false;
    await page.route('**/_next/static/chunks/**', (route) =>
      release ? route.continue() : void held.push(() => route.continue()),
    );
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: '账号' }).fill('admin');
    await page.getByRole('textbox', { name: '密码' }).fill('admin');
    release = true;
    await Promise.all(held.map((go) => go()));
    const username = page.getByRole('textbox', { name: '账号' });
    await page.waitForFunction(
      (el) => Object.keys(el!).some((k) => k.startsWith('__reactFiber')),
      await username.elementHandle(),
    );
    const call = page.waitForRequest('**/api/auth/jwt/token');
    await page.getByRole('button', { name: '登录' }).click();
    await call; // the script's own call, not the scriptless post
    await expect(page).toHaveURL(/\/znysManager\/znysProcessMonitorManager$/);
  });

  test('the user name is trimmed; Enter submits', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: '账号' }).fill('  admin  ');
    await page.getByRole('textbox', { name: '密码' }).fill('admin');
    await page.getByRole('textbox', { name: '密码' }).press('Enter');
    await expect(page).toHaveURL(/\/znysManager\/znysProcessMonitorManager$/);
  });

  test('empty fields are refused before any call', async ({ page }) => {
    await page.goto('/login');
    let called = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/jwt/token')) called = true;
    });
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('请输入账号')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();
    expect(called).toBe(false);
  });

  test('a protected URL redirects to sign-in and back after it', async ({ page }) => {
    await page.goto('/dashboard?tab=2');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%3Ftab%3D2$/);
    await page.getByRole('textbox', { name: '账号' }).fill('admin');
    await page.getByRole('textbox', { name: '密码' }).fill('admin');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=2$/);
  });

  test('an off-site redirect target is ignored', async ({ page }) => {
    await signIn(page, 'admin', '/login?redirect=%2F%2Fevil.example%2Fx');
    await expect(page).toHaveURL(new RegExp(`^${E2E.baseURL}/`));
  });

  test('a signed-in user opening /login is sent to /', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/znysManager\/znysProcessMonitorManager$/);
  });

  test('log-out ends the session and the old JWT is refused by the backend', async ({ page, context }) => {
    // Hydrated first: the user menu is the first thing clicked, and a click before hydration opens nothing.
    await signInShell(page, 'admin');
    const before = await sessionCookie(context);
    const { token } = (await unsealCookie(before!.value)) as { token: string };
    expect((await backendCall('/api/admin/user/front/info', { headers: { authorization: token } })).body.username).toBe(
      'admin',
    );

    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await sessionCookie(context)).toBeUndefined();

    const after = await backendCall('/api/admin/user/front/info', { headers: { authorization: token } });
    expect(after.body.status).toBe(40101);

    // Replaying the old cookie gets nowhere either: the backend refuses its token.
    await context.addCookies([{ ...before!, expires: -1 }]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
  });

  test.describe('before or without the page script', () => {
    test.use({ javaScriptEnabled: false });

    const fill = async (page: import('@playwright/test').Page, password: string) => {
      await page.getByRole('textbox', { name: '账号' }).fill(' admin ');
      await page.getByRole('textbox', { name: '密码' }).fill(password);
      await page.getByRole('button', { name: '登录' }).click();
    };

    test('the posted form signs in and goes on to the redirect target', async ({ page, context }) => {
      await page.goto('/dashboard?tab=2');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%3Ftab%3D2$/);
      await fill(page, 'admin');
      await expect(page).toHaveURL(/\/dashboard\?tab=2$/);
      const cookie = await sessionCookie(context);
      expect(cookie?.httpOnly).toBe(true);
      expect(((await unsealCookie(cookie!.value)) as { username: string }).username).toBe('admin');
    });

    test('a wrong password comes back to the form with the warning and the same target', async ({ page, context }) => {
      await page.goto('/login?redirect=%2Fdashboard');
      await fill(page, 'not-the-password');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard&reason=wrong$/);
      await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
      expect(await sessionCookie(context)).toBeUndefined();
      await fill(page, 'admin');
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('another site cannot post the form to sign a browser in', async ({ page, playwright }) => {
      await page.goto('/login');
      const field = page.locator('form input[type=hidden][name^="$ACTION_ID_"]');
      const actionField = (await field.getAttribute('name'))!;
      const api = await playwright.request.newContext({ baseURL: E2E.baseURL });
      const reply = await api.post('/login', {
        headers: { origin: 'https://evil.example' },
        multipart: { [actionField]: '', username: 'admin', password: 'admin', redirect: '/' },
        maxRedirects: 0,
      });
      expect(reply.status()).toBeGreaterThanOrEqual(400);
      expect(reply.headers()['set-cookie'] ?? '').not.toContain(E2E.cookieName());
      const same = await api.post('/login', {
        headers: { origin: E2E.baseURL },
        multipart: { [actionField]: '', username: 'admin', password: 'admin', redirect: '/' },
        maxRedirects: 0,
      });
      expect(same.status()).toBe(303);
      expect(same.headers()['set-cookie']).toContain(E2E.cookieName());
      await api.dispose();
    });
  });
});
