import { expect, type BrowserContext, type Page } from '@playwright/test';
import { sealData, unsealData } from 'iron-session';
import { secretId } from '../../lib/session/seal';
import { E2E, E2E_SECRET } from '../console/env.mjs';

/** Looks inside a session cookie; the e2e build's secret unless told (tests forge cookies with it too). */
export async function unsealCookie(value: string, secret: string = E2E_SECRET): Promise<Record<string, unknown>> {
  return unsealData(value, { password: { [secretId(secret)]: secret }, ttl: 0 });
}

export async function sealCookie(
  data: Record<string, unknown>,
  secret: string = E2E_SECRET,
  ttl = 3600,
): Promise<string> {
  return sealData(data, { password: { [secretId(secret)]: secret }, ttl });
}

export async function sessionCookie(context: BrowserContext, port = E2E.port) {
  return (await context.cookies()).find((c) => c.name === E2E.cookieName(port));
}

type User = keyof typeof E2E.users;

/**
 * Signs in as the form does (the same platform call through the BFF, so the same sealed cookie) without drawing a
 * page: for specs about a screen, not about signing in. The form itself is proven by sign-in.spec.ts, and going
 * through it would render the home route's map before every screen under test.
 */
export async function signInWith(page: Page, username: string, password: string) {
  const reply = await page.request.post('/api/auth/jwt/token', {
    data: { username, password },
    headers: { origin: E2E.baseURL },
  });
  expect(reply.status(), `sign-in of ${username}`).toBe(200);
}

/** `signInWith` for a seed user. */
export const signInQuietly = (page: Page, user: User) =>
  signInWith(page, E2E.users[user].username, E2E.users[user].password);

/** Signs in without the form (`signInWith`), then opens `path`. */
export async function openAs(page: Page, user: User, path: string) {
  await signInQuietly(page, user);
  await page.goto(path);
}

/** Signs in through the real form, as a user would. */
export async function signIn(page: Page, user: User = 'admin', target = '/login') {
  const { username, password } = E2E.users[user];
  await page.goto(target);
  await page.getByRole('textbox', { name: '账号' }).fill(username);
  await page.getByRole('textbox', { name: '密码' }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Straight to the reference backend, bypassing the console (e.g. to prove a JWT is revoked). */
export async function backendCall(path: string, init: RequestInit = {}) {
  const response = await fetch(`${E2E.backendURL}${path}`, init);
  return { http: response.status, body: await response.json().catch(() => null) };
}

export async function backendHook(path: string, body?: unknown) {
  const response = await fetch(`${E2E.backendURL}/__test/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok).toBeTruthy();
}

/** The back-fill of a first start is written while the pages are read: specs that read history wait for it. */
export async function simSettled() {
  await expect
    .poll(
      async () => {
        const state = (await backendCall('/__test/sim/state')).body?.data as
          { pending: unknown[]; cursor: number; simTime: number } | undefined;
        return Boolean(state && state.pending.length === 0 && state.cursor === state.simTime);
      },
      { timeout: 120_000 },
    )
    .toBe(true);
}
