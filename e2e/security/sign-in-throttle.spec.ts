import { expect, request, test } from '@playwright/test';
import { adminApi, unique } from '../support/admin';
import { figure } from './support/figures';
import { SEC } from './env.mjs';

const LOCKED = '登录失败次数过多，请 15 分钟后再试';

test('20 wrong passwords lock the account with one clear message; an unknown user gets the same answer', async ({
  page,
}) => {
  const api = await request.newContext({ baseURL: SEC.baseURL, extraHTTPHeaders: { origin: SEC.baseURL } });
  expect(
    (await (await api.post('/api/auth/jwt/token', { data: { username: 'admin', password: 'admin' } })).json()).status,
  ).toBe(200);
  const user = await adminApi(api).createUser(unique('lock'), 'right-pass-1');
  const ghost = unique('ghost');
  const guess = await request.newContext({ baseURL: SEC.baseURL, extraHTTPHeaders: { origin: SEC.baseURL } });
  const statuses: number[] = [];
  for (const username of [user.username, ghost]) {
    for (let i = 0; i < 20; i++) {
      statuses.push(
        (await (await guess.post('/api/auth/jwt/token', { data: { username, password: `no-${i}` } })).json()).status,
      );
    }
  }
  expect(statuses.every((s) => s === 40001)).toBe(true);

  // in the browser, as a person would: the right password now meets the same words as a name nobody has
  const shown: string[] = [];
  for (const [username, password] of [
    [user.username, 'right-pass-1'],
    [ghost, 'whatever-1'],
  ]) {
    await page.goto('/login');
    await page.getByRole('textbox', { name: '账号' }).fill(username);
    await page.getByRole('textbox', { name: '密码' }).fill(password);
    await page.getByRole('button', { name: '登录' }).click();
    const alert = page.getByRole('alert').filter({ hasText: '登录' });
    await expect(alert).toBeVisible();
    shown.push((await alert.innerText()).trim());
  }
  figure('sign-in-throttle', { wrongBeforeLock: 20, lockedAnswersAlike: String(shown[0] === shown[1]) });
  expect(shown).toEqual([LOCKED, LOCKED]);
  await expect(page).toHaveURL(/\/login/);
  await Promise.all([api.dispose(), guess.dispose()]);
});
