// Dev aid: signs in and screenshots a page, printing console errors (CSP violations included).
// node e2e/support/screenshot.mjs <baseURL> <path> <out.png> [user] [lang]
import { chromium } from '@playwright/test';

const [, , base, path, out, user = 'admin', lang = 'zh'] = process.argv;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
await context.addCookies([{ name: 'language', value: lang, url: base }]);
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(`${base}/login`);
if (user !== 'none') {
  await page.locator('input[name=username]').fill(user);
  await page.locator('input[name=password]').fill(user);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
  await page.goto(`${base}${path}`);
}
await page.waitForTimeout(1000);
await page.screenshot({ path: out });
await browser.close();
