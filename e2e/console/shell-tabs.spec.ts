import { expect, test, type Page } from '@playwright/test';
import { HOME_PATH } from '../../lib/routes/catalogue';
import { findRoute } from '../../lib/routes/lookup';
import {
  atPath,
  openSavedTabs,
  openFromSidebar,
  plantProbe,
  savedTabs,
  scrollView,
  sidebar,
  signInShell,
  simpleScreens,
  tabOf,
  tabPaths,
  tabShownInStrip,
  tablist,
  tabs,
  titleOf,
  viewOf,
  viewScrollTop,
} from '../support/shell';
import { shot } from '../support/admin';

/** The user manager gets filter inputs from the admin screens; until then any screen takes a probe. */
const USER_MANAGER = '/baseManager/userManager';
const TEXT = 'kept while hidden';

/**
 * The kept-alive views (docs/architecture.md, "Screens and the kept-alive views"): a field typed
 * into on one view keeps its text (and the view its scroll offset) while other tabs are shown;
 * closing the tab drops it.
 */
async function proveKeepAlive(page: Page, first: string, others: readonly string[]) {
  await tabOf(page, first).click();
  await expect(viewOf(page, first)).toBeVisible();
  const probe = await plantProbe(page, first);
  test.info().annotations.push({ type: 'keep-alive probe', description: `${probe.kind} on ${first}` });
  await probe.field.fill(TEXT);
  // A user pauses after typing: a screen's search box hands its text to the screen after a short
  // debounce (admin SearchField, 300 ms). Switching away inside that pause is reported separately.
  if (probe.kind === 'screen field') await page.waitForTimeout(1_000);
  await scrollView(page, first, 400);

  for (const other of others) {
    await tabOf(page, other).click();
    await expect(page).toHaveURL(atPath(other));
    await expect(viewOf(page, other)).toBeVisible();
    await expect(viewOf(page, first)).toBeHidden();
  }

  await tabOf(page, first).click();
  await expect(page).toHaveURL(atPath(first));
  await expect(probe.field).toHaveValue(TEXT);
  await expect(viewOf(page, first).getByTestId('keepalive-spacer')).toHaveCount(1);
  await expect.poll(() => viewScrollTop(page, first)).toBe(400);

  // Closing the tab drops the view; opening the screen again builds it afresh.
  await tabOf(page, first).getByTestId('close-tab').click();
  await expect(tabOf(page, first)).toHaveCount(0);
  await expect(viewOf(page, first)).toHaveCount(0);
  await openFromSidebar(page, first);
  await expect(viewOf(page, first).getByTestId('keepalive-spacer')).toHaveCount(0);
  if (probe.kind === 'screen field') await expect(viewOf(page, first).getByRole('textbox').first()).toHaveValue('');
  else await expect(viewOf(page, first).getByTestId('keepalive-probe')).toHaveCount(0);
}

test.describe('tabs bar and kept-alive views', () => {
  // Real builds, a real backend and several screens per test: generous on a loaded machine.
  test.describe.configure({ timeout: 120_000 });

  test('three screens: typed text survives switching away and back; close and reopen starts empty', async ({
    page,
  }) => {
    await signInShell(page, 'admin');
    const [first, second, third] = simpleScreens(3, USER_MANAGER);
    for (const path of [first, second, third]) await openFromSidebar(page, path);
    await expect(tabs(page)).toHaveCount(4); // + the home screen signed in to
    await proveKeepAlive(page, first, [second, third, HOME_PATH]);
  });

  test('twenty tabs: every view stays mounted and the first keeps its text', async ({ page }) => {
    test.setTimeout(180_000);
    await signInShell(page, 'admin');
    const paths = simpleScreens(20, USER_MANAGER);
    expect(new Set(paths).size).toBe(20);
    await openSavedTabs(page, paths);
    await expect(tabs(page)).toHaveCount(21); // + home
    // All 21 kept-alive views are in the DOM at once, one visible.
    await expect(page.locator('[data-view]')).toHaveCount(21);
    await expect(page.locator('[data-view]:visible')).toHaveCount(1);
    await proveKeepAlive(page, paths[0], [...paths.slice(1), HOME_PATH]);
    await expect(tabs(page)).toHaveCount(21); // closed, then opened again
  });

  test('closing the active tab shows the view handed over to at once, before the router lands there', async ({
    page,
  }) => {
    await signInShell(page, 'admin');
    const [kept, closed] = [USER_MANAGER, simpleScreens(1)[0]];
    // The view handed over to was restored from storage: the router has never fetched it, so landing there is a fetch.
    await openSavedTabs(page, [kept, closed]);
    // That fetch takes its time, as on a loaded server.
    await page.route(/[?&]_rsc=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.continue().catch(() => undefined);
    });
    await tabOf(page, closed).getByTestId('close-tab').click();
    await expect(viewOf(page, kept)).toBeVisible({ timeout: 2_500 });
    await expect(viewOf(page, closed)).toBeHidden();
    // Once landed, the tab is gone and the sidebar has followed to the view shown.
    await expect(page).toHaveURL(atPath(kept));
    await expect(tabOf(page, closed)).toHaveCount(0);
    await expect(
      sidebar(page).getByRole('button', { name: findRoute(kept)!.group.title.zh, exact: true }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  test('switching back to a kept view reads nothing from the platform again', async ({ page }) => {
    await signInShell(page, 'admin');
    const paths = simpleScreens(3, USER_MANAGER);
    const reads: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/') && !pathname.startsWith('/api/live')) reads.push(pathname);
    });
    // As a user who looks at each screen before the next: its code has loaded and it has read what it shows
    // (lists are stale at once: staleTime 0). A view hidden before then runs no effects, so its first read
    // would wait for the switch back to it.
    for (const path of paths) {
      await openFromSidebar(page, path);
      await expect(viewOf(page, path).locator('.MuiLinearProgress-root')).toHaveCount(0, { timeout: 30_000 });
      let settled = -1;
      await expect
        .poll(() => (settled === reads.length ? true : ((settled = reads.length), false)), {
          intervals: [1_500],
          timeout: 30_000,
        })
        .toBe(true);
    }
    expect(reads.length).toBeGreaterThan(0);

    reads.length = 0;
    for (const path of [paths[0], paths[1], paths[2], paths[0]]) {
      await tabOf(page, path).click();
      await expect(viewOf(page, path)).toBeVisible();
    }
    await page.waitForTimeout(1_000);
    expect(reads).toEqual([]);
  });

  test('closing the active tab shows the last remaining one; Close Others; Close All goes home', async ({ page }) => {
    await signInShell(page, 'admin');
    const [a, b, c] = simpleScreens(3);
    for (const path of [a, b, c]) await openFromSidebar(page, path);
    expect(await tabPaths(page)).toEqual([HOME_PATH, a, b, c]);

    // Close the active tab (c) with its close icon: the last remaining tab (b) becomes active.
    await tabOf(page, c).getByTestId('close-tab').click();
    await expect(page).toHaveURL(atPath(b));
    await expect(tabOf(page, b)).toHaveAttribute('aria-selected', 'true');
    expect(await tabPaths(page)).toEqual([HOME_PATH, a, b]);

    // Close the active tab again, now from the context menu: the last remaining is a.
    await tabOf(page, b).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭', exact: true }).click();
    await expect(page).toHaveURL(atPath(a));
    expect(await tabPaths(page)).toEqual([HOME_PATH, a]);

    // A middle click closes an inactive tab and stays where it is.
    await openFromSidebar(page, b);
    await tabOf(page, HOME_PATH).click({ button: 'middle' });
    await expect(tabOf(page, HOME_PATH)).toHaveCount(0);
    await expect(page).toHaveURL(atPath(b));
    expect(await tabPaths(page)).toEqual([a, b]);

    // Close Others keeps only the clicked tab (an inactive one) and shows it.
    await openFromSidebar(page, c);
    await tabOf(page, a).click({ button: 'right' });
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem')).toHaveText(['关闭', '关闭其他', '关闭所有']);
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect(page).toHaveURL(atPath(a));
    expect(await tabPaths(page)).toEqual([a]);
    await expect(page.locator('[data-view]')).toHaveCount(1);

    // Close All goes to `/`, which redirects to the home screen: its tab is the only one.
    await openFromSidebar(page, b);
    await tabOf(page, b).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭所有' }).click();
    await expect(page).toHaveURL(atPath(HOME_PATH));
    await expect(tabs(page)).toHaveCount(1);
    expect(await tabPaths(page)).toEqual([HOME_PATH]);
    await expect(viewOf(page, HOME_PATH)).toBeVisible();
  });

  test('closing the last tab goes to / and so to the home screen', async ({ page }) => {
    await signInShell(page, 'admin');
    await expect(tabs(page)).toHaveCount(1);
    await tabOf(page, HOME_PATH).getByTestId('close-tab').click();
    await expect(page).toHaveURL(atPath(HOME_PATH));
    await expect(tabs(page)).toHaveCount(1);
    await expect(viewOf(page, HOME_PATH)).toBeVisible();
  });

  test('a reload keeps the open tabs, their order and the active one', async ({ page }) => {
    await signInShell(page, 'admin');
    const [a, b, c] = simpleScreens(3);
    for (const path of [a, b, c]) await openFromSidebar(page, path);
    await tabOf(page, b).click();
    await expect(page).toHaveURL(atPath(b));
    await expect.poll(() => savedTabs(page)).toEqual([HOME_PATH, a, b, c]);
    await page.reload();
    await expect(tabs(page)).toHaveCount(4);
    expect(await tabPaths(page)).toEqual([HOME_PATH, a, b, c]);
    await expect(tabOf(page, b)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs(page)).toHaveText([titleOf(HOME_PATH), titleOf(a), titleOf(b), titleOf(c)]);
    // Stored per user.
    const stored = await page.evaluate(() => localStorage.getItem('console.views:admin'));
    expect(JSON.parse(stored ?? '[]')).toEqual([HOME_PATH, a, b, c]);
  });

  test("the dashboard's recent views list the open tabs, latest first, in the current language", async ({ page }) => {
    await signInShell(page, 'admin');
    const [a, b] = simpleScreens(2);
    for (const path of [a, b]) await openFromSidebar(page, path);
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const recent = page.getByRole('region', { name: '最近访问' });
    await expect(recent.getByRole('link')).toHaveCount(3);
    await expect(recent.getByRole('link').first()).toContainText(titleOf(b));
    await expect(recent.getByRole('link').nth(1)).toContainText(titleOf(a));
    await expect(recent.getByRole('link').nth(2)).toContainText(titleOf(HOME_PATH));
    await recent.getByRole('link', { name: new RegExp(titleOf(a)) }).click();
    await expect(page).toHaveURL(atPath(a));
  });

  test('the tab strip keeps the active tab in sight', async ({ page }) => {
    test.setTimeout(120_000);
    await signInShell(page, 'admin');
    const paths = simpleScreens(20);
    await openSavedTabs(page, paths);
    const strip = await tablist(page).evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(strip.scroll, 'the strip overflows with 21 tabs').toBeGreaterThan(strip.client);
    // The last tab is active after the load and has been scrolled to.
    expect(await tabShownInStrip(page, paths[19])).toBe(true);
    expect(await tabShownInStrip(page, HOME_PATH)).toBe(false);
    // Opening a view whose tab is out of sight (from the sidebar, not the tab) brings its tab in.
    await openFromSidebar(page, HOME_PATH);
    await expect.poll(() => tabShownInStrip(page, HOME_PATH)).toBe(true);
    await openFromSidebar(page, paths[18]);
    await expect.poll(() => tabShownInStrip(page, paths[18])).toBe(true);
  });

  test('keyboard: arrows move between tabs, Shift+F10 and the ContextMenu key open the menu, Delete closes', async ({
    page,
  }) => {
    await signInShell(page, 'admin');
    const [a, b] = simpleScreens(2);
    for (const path of [a, b]) await openFromSidebar(page, path);

    // Roving tabindex: only the active tab is in the tab order.
    await expect(tabOf(page, b)).toHaveAttribute('tabindex', '0');
    await expect(tabOf(page, a)).toHaveAttribute('tabindex', '-1');
    await tabOf(page, b).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabOf(page, a)).toBeFocused();

    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('menuitem')).toHaveText(['关闭', '关闭其他', '关闭所有']);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await tabOf(page, a).focus();
    await page.keyboard.press('ContextMenu');
    await expect(menu).toBeVisible();
    // The menu acts on the tab it was opened from (a), from the keyboard too.
    await page.keyboard.press('ArrowDown'); // 关闭其他
    await expect(page.getByRole('menuitem', { name: '关闭其他' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await tabOf(page, a).focus();
    await page.keyboard.press('Delete');
    await expect(tabOf(page, a)).toHaveCount(0);
    await expect(page).toHaveURL(atPath(b));
    expect(await tabPaths(page)).toEqual([HOME_PATH, b]);
  });

  test('lastObj in local storage is removed when the page unloads', async ({ page }) => {
    await signInShell(page, 'admin');
    await page.evaluate(() => localStorage.setItem('lastObj', JSON.stringify({ id: 1 })));
    expect(await page.evaluate(() => localStorage.getItem('lastObj'))).not.toBeNull();
    await page.reload();
    await expect(tabs(page)).toHaveCount(1);
    expect(await page.evaluate(() => localStorage.getItem('lastObj'))).toBeNull();
  });

  test('screenshot: eight tabs with the context menu open', async ({ page }) => {
    await signInShell(page, 'admin');
    const paths = simpleScreens(7);
    await openSavedTabs(page, paths);
    await expect(tabs(page)).toHaveCount(8);
    await tabOf(page, paths[2]).click({ button: 'right' });
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '关闭所有' })).toBeVisible();
    await page.waitForTimeout(400); // the menu's grow transition
    await shot(page, 'shell-tabs-menu');
  });
});
