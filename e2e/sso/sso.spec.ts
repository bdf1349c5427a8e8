import { mkdirSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { unsealCookie } from '../support/session';
import { SSO } from './env.mjs';

/*
 * Single sign-on through a real OpenID provider (oidc-provider, see env.mjs): the console's
 * Auth.js dance, /authredirect's exchange with the reference backend, the one sealed session,
 * and the federated log-out through the provider's end-session endpoint.
 */

const SCREENS = 'test-results/sso/screens';
mkdirSync(SCREENS, { recursive: true });

const ssoButtonLocator = (page: Page, locale: 'zh' | 'en' = 'zh') =>
  page.getByRole('button', {
    name: locale === 'zh' ? `使用 ${SSO.providerName} 登录` : `Sign in with ${SSO.providerName}`,
  });
/**
 * The provider button once React has hydrated it (its chunk loads after the page): a click on the
 * server-drawn button before then reaches no handler and the page stays where it is.
 */
async function ssoButton(page: Page, locale: 'zh' | 'en' = 'zh') {
  const button = ssoButtonLocator(page, locale);
  await button.waitFor();
  await expect
    .poll(() => button.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
  return button;
}
const atIdp = (path: string) => new RegExp(`^${SSO.issuer.replace(/[.]/g, '\\.')}${path}`);

const unseal = (value: string) => unsealCookie(value, SSO.sessionSecret);
/** The page's message: Next's route announcer is an empty alert too, present or not depending on timing. */
const message = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

const consoleCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === SSO.cookieName);
const authJsCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((c) => c.name.includes('authjs'));

/** The provider's own sign-in form. */
async function signInAtIdp(page: Page, user: keyof typeof SSO.users) {
  await expect(page).toHaveURL(atIdp('/interaction/'));
  await page.getByRole('textbox', { name: 'Username' }).fill(SSO.users[user].username);
  await page.getByLabel('Password').fill(SSO.users[user].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function ssoSignIn(page: Page, user: keyof typeof SSO.users = 'ssoadmin', start = '/login') {
  await page.goto(start);
  await (await ssoButton(page)).click();
  await signInAtIdp(page, user);
}

/** Waits for the shell to hydrate first (the e2e build's error capture marks it): a click before reaches no handler. */
async function openUserMenuAndLogOut(page: Page) {
  await page.waitForFunction(() => typeof window.__consoleThrow === 'function');
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
}

async function backend(path: string, init: RequestInit = {}) {
  const response = await fetch(`${SSO.backendURL}${path}`, init);
  return { http: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

test.describe('single sign-on with an OpenID provider', () => {
  test('the sign-in page offers the provider, in Chinese and in English', async ({ page, context }) => {
    await page.goto('/login');
    await expect(ssoButtonLocator(page)).toBeVisible();
    // the password form is still there
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/login-sso-zh.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await context.addCookies([{ name: 'language', value: 'en', url: SSO.origin }]);
    await page.reload();
    await expect(ssoButtonLocator(page, 'en')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/login-sso-en.png`, fullPage: true });
  });

  test(
    'sign-in through the provider lands in the console as the mapped user, with the password sign-in’s session ' +
      'cookie',
    async ({ page, context, browser }) => {
      await page.goto('/baseManager/userManager');
      await expect(page).toHaveURL(/\/login\?redirect=%2FbaseManager%2FuserManager$/);
      await (await ssoButton(page)).click();

      // The authorization request: code flow, PKCE (S256), state and nonce, our callback.
      await expect(page).toHaveURL(atIdp('/interaction/'));
      await expect(page.getByRole('heading', { name: 'Test IdP' })).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/provider-login.png`, fullPage: true });
      await signInAtIdp(page, 'ssoadmin');

      // Back in the console, on the page first asked for, as the platform's admin.
      await expect(page).toHaveURL(`${SSO.origin}/baseManager/userManager`);
      await expect(page.getByRole('button', { name: /用户菜单/ })).toContainText(SSO.users.ssoadmin.platformName);

      // One session model: the same cookie as a password sign-in, sealed, and nothing of Auth.js left.
      const cookie = await consoleCookie(context);
      expect(cookie).toBeDefined();
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false, path: '/' });
      // No JWT in clear. A sealed value is random base64url, where "eyJ" alone turns up by chance
      // (about once in 150 cookies); a JWT's dot-separated header and payload never do.
      expect(cookie!.value).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
      const session = await unseal(cookie!.value);
      expect(session).toMatchObject({ method: 'sso', username: 'admin' });
      expect(typeof session.token).toBe('string');
      expect(typeof session.idToken).toBe('string');
      expect(cookie!.value).not.toContain(session.token as string);
      expect(cookie!.value).not.toContain(session.idToken as string);
      expect(await authJsCookies(context)).toEqual([]);

      // The page never sees either token.
      const html = await page.content();
      expect(html).not.toContain(session.token as string);
      expect(html).not.toContain(session.idToken as string);
      const pageCookies = await page.evaluate(() => document.cookie);
      expect(pageCookies).not.toContain(SSO.cookieName);
      expect(pageCookies).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);

      const other = await browser.newContext();
      try {
        const passwordPage = await other.newPage();
        await passwordPage.goto('/login');
        await passwordPage.getByRole('textbox', { name: '账号' }).fill('admin');
        await passwordPage.getByRole('textbox', { name: '密码' }).fill('admin');
        await passwordPage.getByRole('button', { name: '登录', exact: true }).click();
        await expect(passwordPage).not.toHaveURL(/\/login/);
        const passwordCookie = await consoleCookie(other);
        const flags = (c: typeof cookie) => ({
          name: c!.name,
          httpOnly: c!.httpOnly,
          sameSite: c!.sameSite,
          secure: c!.secure,
          path: c!.path,
          domain: c!.domain,
        });
        expect(flags(cookie)).toEqual(flags(passwordCookie));
        expect(await unseal(passwordCookie!.value)).toMatchObject({ method: 'password', username: 'admin' });
      } finally {
        await other.close();
      }
    },
  );

  test(
    'log-out ends the provider session too (end-session endpoint), and the next SSO sign-in asks for credentials ' +
      'again',
    async ({ page, context }) => {
      await ssoSignIn(page);
      await expect(page.getByRole('button', { name: /用户菜单/ })).toBeVisible();
      const session = await unseal((await consoleCookie(context))!.value);

      const endSession = page.waitForRequest(atIdp('/session/end\\?'));
      await openUserMenuAndLogOut(page);
      const url = new URL((await endSession).url());
      expect(url.searchParams.get('id_token_hint')).toBe(session.idToken);
      expect(url.searchParams.get('client_id')).toBe(SSO.client.id);
      expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${SSO.origin}/login`);

      // The console's state is gone before the provider is even asked.
      expect(await consoleCookie(context)).toBeUndefined();
      // The platform token is revoked too: a copy of the old cookie signs nobody in.
      expect(
        (await backend(`/api/auth/jwt/verify?token=${encodeURIComponent(session.token as string)}`)).body?.status,
      ).toBe(40101);

      await page.getByRole('button', { name: 'Yes, sign me out' }).click();
      await expect(page).toHaveURL(`${SSO.origin}/login`);

      // The provider has forgotten the user: it asks for credentials again.
      await (await ssoButton(page)).click();
      await expect(page).toHaveURL(atIdp('/interaction/'));
      await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
      await signInAtIdp(page, 'ssoadmin');
      await expect(page.getByRole('button', { name: /用户菜单/ })).toContainText(SSO.users.ssoadmin.platformName);
    },
  );

  test(
    'an unmapped provider account gets a clear message and no ' + 'session; the next attempt asks the provider again',
    async ({ page, context }) => {
      await ssoSignIn(page, 'stranger');
      await expect(page).toHaveURL(`${SSO.origin}/login?reason=sso-unknown`);
      await expect(message(page)).toContainText('该单点登录账号在平台中没有对应的用户');
      await page.screenshot({ path: `${SCREENS}/login-sso-unknown.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      expect(await consoleCookie(context)).toBeUndefined();
      expect(await authJsCookies(context)).toEqual([]);

      // The provider still knows `stranger`; prompt=login makes it ask again, so another account can be used.
      await (await ssoButton(page)).click();
      await signInAtIdp(page, 'ssoadmin');
      await expect(page.getByRole('button', { name: /用户菜单/ })).toContainText(SSO.users.ssoadmin.platformName);
    },
  );

  test('cancelling at the provider comes back to the sign-in page with a message', async ({ page, context }) => {
    await page.goto('/login');
    await (await ssoButton(page)).click();
    await expect(page).toHaveURL(atIdp('/interaction/'));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/login\?error=/);
    await expect(message(page)).toContainText('单点登录未完成');
    expect(await consoleCookie(context)).toBeUndefined();
  });

  test('the 40101 dialog’s “重新登录” ends an SSO session at the provider', async ({ page, context }) => {
    await ssoSignIn(page, 'ssoadmin', '/login?redirect=%2Fdashboard');
    await expect(page).toHaveURL(`${SSO.origin}/dashboard`);
    await page.waitForFunction(() => typeof window.__consoleRequest === 'function');
    expect((await backend('/__test/revoke-user?username=admin', { method: 'POST' })).body?.status).toBe(200);

    await page.evaluate(() => window.__consoleRequest!('/api/admin/user/front/info').catch(() => undefined));
    const dialog = page.getByRole('alertdialog', { name: '确定登出' });
    await expect(dialog).toBeVisible();
    const endSession = page.waitForRequest(atIdp('/session/end\\?'));
    await dialog.getByRole('button', { name: '重新登录' }).click();
    expect(new URL((await endSession).url()).searchParams.get('client_id')).toBe(SSO.client.id);
    await expect(page.getByRole('button', { name: 'Yes, sign me out' })).toBeVisible();
    expect(await consoleCookie(context)).toBeUndefined();
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await expect(page).toHaveURL(`${SSO.origin}/login`);
  });

  test('a failed user-info load ends an SSO session at the provider (/session/end)', async ({ page, context }) => {
    await ssoSignIn(page);
    await expect(page.getByRole('button', { name: /用户菜单/ })).toBeVisible();
    expect((await backend('/__test/revoke-user?username=admin', { method: 'POST' })).body?.status).toBe(200);

    const endSession = page.waitForRequest(atIdp('/session/end\\?'));
    await page.goto('/dashboard');
    expect(new URL((await endSession).url()).searchParams.get('post_logout_redirect_uri')).toBe(`${SSO.origin}/login`);
    expect(await consoleCookie(context)).toBeUndefined();
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await expect(page).toHaveURL(`${SSO.origin}/login`);
  });

  test('password sign-in is unchanged beside SSO, and so is its log-out (platform call, no provider)', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: '账号' }).fill('test');
    await page.getByRole('textbox', { name: '密码' }).fill('test');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('button', { name: /用户菜单/ })).toContainText('测试账户');
    const session = await unseal((await consoleCookie(context))!.value);
    expect(session.method).toBe('password');
    expect(session.idToken).toBeUndefined();

    const idpRequests: string[] = [];
    page.on('request', (r) => r.url().startsWith(SSO.issuer) && idpRequests.push(r.url()));
    await openUserMenuAndLogOut(page);
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    expect(idpRequests).toEqual([]);
    expect(
      (await backend(`/api/auth/jwt/verify?token=${encodeURIComponent(session.token as string)}`)).body?.status,
    ).toBe(40101);
  });

  test('of Auth.js only the provider callback is reachable; the platform exchange is not proxied', async ({
    request,
  }) => {
    for (const path of [
      '/api/sso/signin',
      '/api/sso/signin/oidc',
      '/api/sso/session',
      '/api/sso/csrf',
      '/api/sso/providers',
      '/api/sso/signout',
      '/api/sso/error',
      '/api/sso/callback/other',
      '/api/sso',
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
    }
    const post = await request.post('/api/sso/signin/oidc', { headers: { origin: SSO.origin }, maxRedirects: 0 });
    expect(post.status()).toBe(404);

    // A callback without the dance's state cookies is refused (to the sign-in page with an error).
    const forged = await request.get('/api/sso/callback/oidc?code=x&state=y&iss=' + encodeURIComponent(SSO.issuer), {
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(302);
    expect(forged.headers().location).toMatch(/\/login\?error=/);

    // /authredirect without Auth.js's session: no session, a message.
    const landing = await request.get('/authredirect', { maxRedirects: 0 });
    expect(landing.status()).toBe(303);
    expect(landing.headers().location).toBe('/login?reason=sso-failed');
    expect(landing.headers()['set-cookie'] ?? '').not.toContain(SSO.cookieName);

    // The browser cannot reach the backend's ID-token exchange through the BFF.
    const exchange = await request.post('/api/auth/jwt/sso', {
      headers: { origin: SSO.origin },
      data: { idToken: 'x' },
    });
    expect(exchange.status()).toBe(404);
  });
});
