import { expect, test } from '@playwright/test';
import { E2E } from './env.mjs';
import { startExtraConsole } from '../support/extra-console';
import { backendHook, sealCookie } from '../support/session';
import {
  call,
  duplicateUser,
  expectMessage,
  expectShownFor,
  notice,
  notices,
  signedIn,
  timeNotice,
} from './request-layer-helpers';

/**
 * The browser request layer: every row of the error catalogue (docs/architecture.md) produced for
 * real — through the console's BFF, against the reference backend — and checked in the page for its text,
 * its title and how long it stays. The calls go through the layer itself
 * (`window.__consoleRequest`, present only in builds with NEXT_PUBLIC_E2E_HOOKS=1, which
 * e2e/support/serve-console.mjs sets), because no console screen calls those endpoints yet.
 * The same catalogue in English is in request-layer-english.spec.ts.
 */

test.describe('the request layer shows the error catalogue (zh)', () => {
  test.afterEach(async () => {
    await backendHook('reset');
  });

  test('no response within 20 s: 服务请求超时！ for 5 s (fake clock)', async ({ page }) => {
    await page.clock.install();
    await signedIn(page);
    let reached!: () => void;
    const held = new Promise<void>((r) => (reached = r));
    await page.route('**/api/admin/user/page*', () => reached()); // never answered
    const outcome = call(page, '/api/admin/user/page');
    await held;
    await page.clock.fastForward(19_000);
    await expect(notice(page, '服务请求超时！')).toHaveCount(0);
    const lifetime = await timeNotice(page, '服务请求超时！');
    await page.clock.fastForward(1_100);
    expect(await outcome).toBe('timeout');
    await expect(notice(page, '服务请求超时！')).toBeVisible();
    expectShownFor(await lifetime(), 5000);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a network failure is "no response at all" too', async ({ page }) => {
    await signedIn(page);
    await page.route('**/api/admin/user/page*', (route) => route.abort('connectionrefused'));
    await expectMessage(page, () => call(page, '/api/admin/user/page'), 'timeout', '服务请求超时！', 5000);
  });

  test('40101: one confirm dialog for six failures; 取消 keeps the page and its half-typed input', async ({ page }) => {
    await signedIn(page);
    const url = page.url();
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<input aria-label="草稿" style="position:fixed;bottom:8px;left:8px">',
      );
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    await page.getByLabel('草稿').fill('写到一半的内容');
    await backendHook('revoke-user?username=admin');

    expect(await call(page, '/api/admin/user/front/info')).toBe('logout');
    const dialog = page.getByRole('alertdialog', { name: '确定登出' });
    await expect(dialog).toBeVisible();
    // The live channel meets the same 40101 when the platform ends its stream: it joins this dialog.
    await expect(page.getByTestId('live-chip')).toHaveAttribute('data-status', 'down', { timeout: 10_000 });
    await expect(dialog).toContainText('你已被登出，可以取消继续留在该页面，或者重新登录');
    await expect(dialog.getByRole('button', { name: '重新登录' })).toBeVisible();

    const more = await page.evaluate(() => {
      const layer = (window as unknown as { __consoleRequest: (p: string) => Promise<unknown> }).__consoleRequest;
      const paths = [
        '/api/admin/user/front/info',
        '/api/admin/user/front/menus',
        '/api/admin/user/page',
        '/api/admin/menu/all',
        '/api/admin/user/1',
      ];
      return Promise.all(
        paths.map((p) =>
          layer(p).then(
            () => 'ok',
            (e: { kind: string }) => e.kind,
          ),
        ),
      );
    });
    expect(more).toEqual(['logout', 'logout', 'logout', 'logout', 'logout']);
    await expect(page.getByRole('alertdialog')).toHaveCount(1);
    await expect(notices(page)).toHaveCount(0); // no message beside the dialog

    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByLabel('草稿')).toHaveValue('写到一半的内容');
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    // the next failing call asks again
    expect(await call(page, '/api/admin/user/front/info')).toBe('logout');
    await expect(page.getByRole('alertdialog', { name: '确定登出' })).toBeVisible();
  });

  test('40101: 重新登录 logs out and reloads to the sign-in page', async ({ page, context }) => {
    await signedIn(page);
    await backendHook('revoke-user?username=admin');
    expect(await call(page, '/api/admin/menu/all')).toBe('logout');
    const invalid = page.waitForRequest((r) => r.url().includes('/api/auth/jwt/invalid') && r.method() === 'POST');
    await page.getByRole('alertdialog').getByRole('button', { name: '重新登录' }).click();
    await invalid;
    await expect(page).toHaveURL(/\/login/);
    expect((await context.cookies()).some((c) => c.name === E2E.cookieName())).toBe(false);
  });

  test('HTTP 403: a 禁止 notification with the body message for 2 s', async ({ page }) => {
    await signedIn(page, 'test');
    const reply = page.waitForResponse((r) => r.url().includes('/api/admin/user/add'));
    const lifetime = await timeNotice(page, '禁止');
    expect(
      await call(page, '/api/admin/user/add', { method: 'POST', body: { ...duplicateUser, username: 'nobody-403' } }),
    ).toBe('forbidden');
    const response = await reply;
    expect(response.status()).toBe(403);
    const message = (await response.json()).message as string;
    expect(message).toBeTruthy();
    const shown = notice(page, '禁止', message);
    await expect(shown).toBeVisible();
    await expect(shown.getByText('禁止', { exact: true })).toBeVisible();
    expectShownFor(await lifetime(), 2000);
  });

  test('body status 30101: a 失败 notification with the body message for 2 s (duplicate user name)', async ({
    page,
  }) => {
    await signedIn(page);
    const reply = page.waitForResponse((r) => r.url().includes('/api/admin/user/add'));
    const lifetime = await timeNotice(page, '失败');
    expect(await call(page, '/api/admin/user/add', { method: 'POST', body: duplicateUser })).toBe('business');
    const body = await (await reply).json();
    expect(body.status).toBe(30101);
    const shown = notice(page, '失败', body.message);
    await expect(shown).toBeVisible();
    await expect(shown.getByText('失败', { exact: true })).toBeVisible();
    expectShownFor(await lifetime(), 2000);
  });

  test('HTTP 504 (hanging backend): 后端服务异常，请联系管理员！ for 5 s', async ({ page }) => {
    await signedIn(page);
    await backendHook('fault', { mode: 'hang', paths: '/api/admin/user/page', count: 1 });
    await expectMessage(
      page,
      () => call(page, '/api/admin/user/page'),
      'gateway',
      '后端服务异常，请联系管理员！',
      5000,
    );
  });

  test('body status 500: the body message as an error for 5 s', async ({ page }) => {
    await signedIn(page);
    await backendHook('fault', { mode: 'http500', paths: '/api/admin/user/page', count: 1 });
    await expectMessage(page, () => call(page, '/api/admin/user/page'), 'error', 'Injected fault', 5000);
  });

  test('a failure without a message: the generic text for 5 s (malformed reply)', async ({ page }) => {
    await signedIn(page);
    await backendHook('fault', { mode: 'malformed', paths: '/api/admin/user/page', count: 1 });
    await expectMessage(page, () => call(page, '/api/admin/user/page'), 'error', '请求失败', 5000);
  });

  test('bare JSON bodies are successes and show nothing', async ({ page }) => {
    await signedIn(page);
    expect(await call(page, '/api/admin/user/front/menus')).toBe('ok');
    expect(await call(page, '/api/admin/user/front/info')).toBe('ok');
    await page.waitForTimeout(300);
    await expect(notices(page)).toHaveCount(0);
  });

  test("sign-in with a wrong password: only the form's own warning, no second message", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: '账号' }).fill('admin');
    await page.getByRole('textbox', { name: '密码' }).fill('wrong-password');
    const reply = page.waitForResponse((r) => r.url().includes('/api/auth/jwt/token'));
    await page.getByRole('button', { name: '登录' }).click();
    await reply;
    await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
    await page.waitForTimeout(500);
    // Next's route announcer is an empty alert
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(1);
    await expect(notices(page)).toHaveCount(0);
  });
});

test.describe('a stopped backend', () => {
  const port = E2E.port + 8;
  let extra: Awaited<ReturnType<typeof startExtraConsole>>;
  test.beforeAll(async () => {
    extra = await startExtraConsole(port, { BACKEND_URL: 'http://127.0.0.1:9' });
  });
  test.afterAll(async () => {
    await extra?.stop();
  });

  test('HTTP 502 from the BFF: the backend-unavailable text for 5 s, from the sign-in form (zh and en)', async ({
    page,
    context,
  }) => {
    for (const [language, text] of [
      ['zh', '后端服务不可用，请稍后重试'],
      ['en', 'The backend service is unavailable, please try again later'],
    ] as const) {
      await context.addCookies([{ name: 'language', value: language, url: extra.url }]);
      await page.goto(`${extra.url}/login`);
      await page.locator('input[name="username"]').fill('admin');
      await page.locator('input[name="password"]').fill('admin');
      const lifetime = await timeNotice(page, text);
      const reply = page.waitForResponse((r) => r.url().includes('/api/auth/jwt/token'));
      await page.locator('button[type="submit"]').click();
      expect((await reply).status()).toBe(502);
      await expect(notice(page, text)).toBeVisible();
      expectShownFor(await lifetime(), 5000);
    }
  });

  test('server side: a console page reaches the error boundary with the 504 text', async ({ page, context }) => {
    const cookie = await sealCookie({
      token: 'a.b.c',
      userId: '1',
      username: 'admin',
      name: 'x',
      exp: Math.floor(Date.now() / 1000) + 600,
      method: 'password',
    });
    await context.addCookies([{ name: E2E.cookieName(port), value: cookie, url: extra.url }]);
    await page.goto(`${extra.url}/`);
    await expect(page.getByRole('alert').filter({ hasText: '后端服务异常，请联系管理员！' })).toBeVisible();
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  });
});

test.describe('server side: the same catalogue picks the page', () => {
  test('a revoked token on a console page logs out to /login', async ({ page }) => {
    await signedIn(page);
    await backendHook('revoke-user?username=admin');
    await page.reload();
    await expect(page).toHaveURL(/\/login/);
  });
});
