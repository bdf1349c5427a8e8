import { expect, test } from '@playwright/test';

// The console installs as an app (web app manifest) and shows its own offline page when a page cannot be reached
// (public/sw.js): the one spec that runs with service workers allowed.

test.use({ serviceWorkers: 'allow' });

test('the manifest names the console in the user’s language; its icons load; Chromium sees no install blocker', async ({
  page,
  context,
  request,
}) => {
  // Fetched by the browser before any sign-in.
  const zh = await request.get('/manifest.webmanifest');
  expect(zh.status()).toBe(200);
  expect(zh.headers()['content-type']).toContain('manifest');
  const manifest = (await zh.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: '数字化施工管控平台', start_url: '/', scope: '/', display: 'standalone' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  const en = await request.get('/manifest.webmanifest', { headers: { cookie: 'language=en' } });
  expect(((await en.json()) as { name: string }).name).toBe('Digital Construction Control Platform');

  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const cdp = await context.newCDPSession(page);
  const { errors: manifestErrors } = await cdp.send('Page.getAppManifest');
  expect(manifestErrors).toEqual([]);
  // What Chromium's install prompt checks; an incognito profile (every Playwright context) is the browser's own reason.
  await expect
    .poll(async () => {
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      return installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
    })
    .toEqual([]);
});

test('offline, a page load shows the console’s offline page, in both languages; back online the page loads', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  // Installed and in control of the next page load.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '网络已断开' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveTitle(/Offline/);

  await context.setOffline(false);
  await page.getByRole('link', { name: '重新加载' }).click();
  await expect(page.getByRole('textbox', { name: '账号' })).toBeVisible();
  // Only the offline page is kept: no page of the console and no platform answer.
  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls = await Promise.all(
      names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname)),
    );
    return urls.flat();
  });
  expect(kept).toEqual(['/offline.html']);
});
