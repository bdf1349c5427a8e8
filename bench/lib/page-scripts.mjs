// What a page loads, for the JS-weight benchmark (bench/js-weight.mjs): the script responses Chromium
// finishes on a first load, and what later chart screens fetch in the same page session.
import { gzipSync } from 'node:zlib';
import { CHART_CODE, gotoSettled, kB, round, settle } from './common.mjs';

/** A fresh browser context, signed in when given the session cookie, and a page in it. */
async function freshPage(browser, cookie) {
  const context = await browser.newContext();
  if (cookie)
    await context.addCookies([
      { name: cookie.name, value: cookie.value, domain: '127.0.0.1', path: '/', httpOnly: true },
    ]);
  return { context, page: await context.newPage() };
}

/** Loads `url` in a fresh context and returns every script response Chromium finished. */
export async function scriptsOf(browser, url, cookie) {
  const { context, page } = await freshPage(browser, cookie);
  const scripts = [];
  const pending = [];
  let html = '';
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        if (request.resourceType() === 'document' && request.isNavigationRequest())
          html = await response.text().catch(() => '');
        if (request.resourceType() !== 'script') return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await request.sizes();
        scripts.push({
          url: new URL(request.url()).pathname,
          wire: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'identity',
          raw: body.length,
          gzip: gzipSync(body, { level: 6 }).length,
          text: body.toString('utf8'),
        });
      })(),
    );
  });
  const response = await gotoSettled(page, url);
  if (!response || response.status() >= 400) throw new Error(`${url} answered ${response?.status()}`);
  // Chunks loaded after hydration (idle or effect-time dynamic imports) count too.
  await page.waitForTimeout(1000);
  await settle(page);
  await Promise.all(pending);
  const finalUrl = page.url();
  await context.close();
  // Bytes "loaded gzip": what came over the wire when the server compressed, else gzip -6 of the body.
  for (const s of scripts) s.bytes = s.encoding === 'gzip' ? s.wire : s.gzip;
  return { scripts, html, finalUrl };
}

/**
 * The "opening a second chart screen loads no chart code again": one page session opens a chart
 * screen, then others from the sidebar (client-side, as a user does): the same kind of screen, then the
 * ramming analysis (a map and a chart). Returns what each later screen fetched, and which of its scripts
 * were fetched before or carry the chart library.
 */
export async function laterChartScreens(browser, first, later, cookie) {
  const { context, page } = await freshPage(browser, cookie);
  let into = [];
  const pending = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const list = into;
    pending.push(
      (async () => {
        const body = (await (await request.response())?.body().catch(() => null)) ?? Buffer.alloc(0);
        list.push({
          url: new URL(request.url()).pathname,
          bytes: gzipSync(body, { level: 6 }).length,
          charts: CHART_CODE.test(body.toString('utf8')),
        });
      })(),
    );
  });
  const drawn = async () => {
    await page.locator('.MuiChartsSurface-root:visible').first().waitFor();
    await page.waitForTimeout(1000);
    await settle(page);
    await Promise.all(pending);
  };
  const seen = new Set();
  await gotoSettled(page, first);
  await drawn();
  const firstChartScripts = into.filter((s) => s.charts).length;
  into.forEach((s) => seen.add(s.url));
  const steps = [];
  for (const { path, folder } of later) {
    into = [];
    // The sidebar's link, its folder opened first: Next's client-side navigation, as a user's press.
    const nav = page.getByRole('navigation', { name: '主菜单' });
    if (folder) await nav.getByRole('button', { name: folder }).click();
    await nav.locator(`a[href$="${path}"]`).first().click();
    await page.waitForURL((u) => u.pathname === path);
    await drawn();
    steps.push({
      path,
      scripts: into.length,
      kB: round(kB(into.reduce((sum, s) => sum + s.bytes, 0)), 1),
      fetchedAgain: into.filter((s) => seen.has(s.url)).map((s) => s.url),
      chartCode: into.filter((s) => s.charts).map((s) => s.url),
    });
    into.forEach((s) => seen.add(s.url));
  }
  await context.close();
  return {
    firstChartScripts,
    steps,
    met: firstChartScripts > 0 && steps.every((st) => st.fetchedAgain.length === 0 && st.chartCode.length === 0),
  };
}
