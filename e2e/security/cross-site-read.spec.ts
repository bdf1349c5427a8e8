import { expect, request, test } from '@playwright/test';
import { adminApi, signInAs, unique } from '../support/admin';
import { figure } from './support/figures';
import { SEC } from './env.mjs';

/** A page of another site: Playwright answers for it, so the browser really navigates from there. */
const EVIL = 'http://evil.example';

test('a cross-site top-level navigation to resetPwd in real Chromium leaves the password unchanged', async ({
  browser,
}) => {
  const api = await request.newContext({ baseURL: SEC.baseURL, extraHTTPHeaders: { origin: SEC.baseURL } });
  expect(
    (await (await api.post('/api/auth/jwt/token', { data: { username: 'admin', password: 'admin' } })).json()).status,
  ).toBe(200);
  const victim = await adminApi(api).createUser(unique('xsite'), 'victim-pass-1');

  const context = await browser.newContext({ baseURL: SEC.baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  await signInAs(page, SEC.users.admin.username, SEC.users.admin.password);
  const target = `${SEC.baseURL}/api/admin/user/resetPwd?userId=${victim.id}`;
  await context.route(`${EVIL}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><script>location.href = ${JSON.stringify(target)}</script>`,
    }),
  );
  const landed = page.waitForResponse((r) => r.url().startsWith(target));
  await page.goto(`${EVIL}/`);
  const reply = await landed;
  const status = reply.status();
  const body = (await reply.json()) as { status: number };

  // the admin's own page script still may reset (same-origin fetch): the refusal is about where the call came from
  const sameOrigin = await page.evaluate(async (url) => (await fetch(url)).status, `/api/admin/user/front/info`);

  const check = await request.newContext({ baseURL: SEC.baseURL, extraHTTPHeaders: { origin: SEC.baseURL } });
  const signIn = await check.post('/api/auth/jwt/token', {
    data: { username: victim.username, password: 'victim-pass-1' },
  });
  const stillWorks = (await signIn.json()).status === 200;
  figure('cross-site-read', { httpStatus: status, platformStatus: body.status, passwordUnchanged: String(stillWorks) });
  expect(status).toBe(403);
  expect(stillWorks).toBe(true);
  expect(sameOrigin).toBe(200);
  await Promise.all([context.close(), api.dispose(), check.dispose()]);
});
