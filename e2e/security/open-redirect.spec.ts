import { expect, test } from '@playwright/test';
import { figure } from './support/figures';
import { SEC } from './env.mjs';
import { rawRequest } from './support/raw';

const EVIL = [
  '//evil.com',
  '///evil.com',
  '////evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '/\\/evil.com',
  'https:evil.com',
  'https://evil.com',
  'http://evil.com',
  'HTTPS://EVIL.COM',
  '//evil.com/%2F..',
  '%2F%2Fevil.com',
  '%2f%2fevil.com',
  '/%2F/evil.com',
  '/%09/evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r/evil.com',
  '\t//evil.com',
  ' //evil.com',
  '//evil.com@localhost',
  '/@evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//%65vil.com',
  '/%5Cevil.com',
  '/%5cevil.com',
  '%5C%5Cevil.com',
  '//evil.com:80',
  '//127.0.0.2',
  '//0x7f.1',
  '//2130706434',
  '/.evil.com',
  '//evil%E3%80%82com',
  '//evil。com',
  'http:/evil.com',
  'http:\\\\evil.com',
  '/redirect?url=//evil.com',
  '%252F%252Fevil.com',
  '/%252F%252Fevil.com',
  encodeURIComponent('//evil.com'),
  encodeURIComponent(encodeURIComponent('//evil.com')),
  '//evil.com#/dashboard',
  '//evil.com?/dashboard',
  '/dashboard/../../evil.com',
  '/../..//evil.com',
  '/..//evil.com',
  '//evil.com/..',
  'evil.com',
  '.evil.com',
  '@evil.com',
  ':evil.com',
  '//localhost.evil.com',
  `//localhost:${SEC.console}@evil.com`,
  `http://localhost:${SEC.console}.evil.com`,
  '/%0d%0aLocation:%20//evil.com',
  '\u2215\u2215evil.com',
  '//\u0065vil.com',
  '/ /evil.com',
  '/%20/evil.com',
  'x'.repeat(3000),
];

test('no redirect parameter can send the browser off the console origin', async ({ page }) => {
  test.setTimeout(300_000);
  expect(EVIL.length).toBeGreaterThanOrEqual(60);
  const origin = SEC.baseURL;
  let onOrigin = 0;
  const offenders: string[] = [];
  // 1. the sign-in page's computed target, for every payload
  for (const payload of EVIL) {
    const reply = await rawRequest(SEC.console, { path: `/login?redirect=${encodeURIComponent(payload)}` });
    const target = /data-redirect="([^"]*)"/.exec(reply.body)?.[1]?.replace(/&amp;/g, '&') ?? '';
    const resolved = new URL(target || '/', origin);
    if (target.startsWith('/') && !target.startsWith('//') && resolved.origin === origin) onOrigin++;
    else offenders.push(`${payload} → ${target}`);
  }
  // 2. the middleware's own redirect parameter, for paths that look like other origins
  for (const payload of EVIL.slice(0, 30)) {
    const path = `/${encodeURIComponent(payload).replace(/^%2F/i, '')}`;
    const reply = await rawRequest(SEC.console, { path });
    const location = /\r\nlocation: ([^\r\n]+)/i.exec(reply.headers)?.[1];
    if (!location) continue;
    const resolved = new URL(location, origin);
    const inner = resolved.searchParams.get('redirect');
    if (resolved.origin !== origin || (inner && new URL(inner, origin).origin !== origin))
      offenders.push(`path ${path} → ${location}`);
  }
  // 3. a real browser sign-in with a sample of payloads ends on the console
  const sample = EVIL.filter((_, i) => i % 6 === 0);
  let browserOnOrigin = 0;
  for (const payload of sample) {
    await page.context().clearCookies();
    await page.goto(`/login?redirect=${encodeURIComponent(payload)}`);
    await page.getByRole('textbox', { name: '账号' }).fill('admin');
    await page.getByRole('textbox', { name: '密码' }).fill('admin');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL((u) => !u.pathname.endsWith('/login'));
    if (new URL(page.url()).origin === origin) browserOnOrigin++;
    else offenders.push(`browser ${payload} → ${page.url()}`);
  }
  figure('open-redirect', {
    payloads: EVIL.length,
    onOriginPct: ((100 * onOrigin) / EVIL.length).toFixed(1),
    browserSample: sample.length,
    browserOnOriginPct: ((100 * browserOnOrigin) / sample.length).toFixed(1),
  });
  expect(offenders).toEqual([]);
});
