import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../lib/i18n/locale';
import { HOME_PATH } from '../../lib/routes/catalogue';
import { allScreens, findRoute } from '../../lib/routes/lookup';
import { signIn } from './session';
import type { E2E } from '../console/env.mjs';

/** The page is at `path`; a screen may keep its filters in the query (admin screens do). */
export const atPath = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`);

/**
 * Signs in and waits for the shell to hydrate (the error capture installs its e2e trigger then):
 * a click before hydration reaches no handler.
 */
export async function signInShell(page: Page, user: keyof typeof E2E.users = 'admin') {
  await signIn(page, user);
  await page.waitForFunction(() => typeof window.__consoleThrow === 'function');
}

/** Helpers of the shell specs (tabs, widgets, a11y). Titles come from the catalogue, in zh unless told. */

const NAV_LABEL: Record<Locale, string> = { zh: '主菜单', en: 'Main menu' };
const TABS_LABEL: Record<Locale, string> = { zh: '已打开的页面', en: 'Open views' };

export const sidebar = (page: Page, locale: Locale = 'zh') => page.getByRole('navigation', { name: NAV_LABEL[locale] });
export const tablist = (page: Page, locale: Locale = 'zh') => page.getByRole('tablist', { name: TABS_LABEL[locale] });
export const tabs = (page: Page, locale: Locale = 'zh') => tablist(page, locale).getByRole('tab');
/** The tab of a view: tabs are links to their view's path. */
export const tabOf = (page: Page, path: string) => page.locator(`[role=tab][href="${path}"]`);
/** A kept-alive view's own element (view-host.tsx). */
export const viewOf = (page: Page, path: string) => page.locator(`[data-view="${path}"]`);

export const titleOf = (path: string, locale: Locale = 'zh') => {
  const match = findRoute(path);
  if (!match) throw new Error(`not a catalogue path: ${path}`);
  return match.screen.title[locale];
};

/**
 * Catalogue screens one level below their group (so the sidebar opens them with two clicks), the
 * home screen left out. `first` is put first when given.
 */
export function simpleScreens(count: number, first?: string): string[] {
  const paths = allScreens()
    .filter((m) => m.trail.length === 2 && m.path !== HOME_PATH && m.path !== first)
    .map((m) => m.path);
  return (first ? [first, ...paths] : paths).slice(0, count);
}

/** Opens a catalogue screen from the sidebar: a client-side navigation, as a user does it. */
export async function openFromSidebar(page: Page, path: string) {
  const match = findRoute(path);
  if (!match) throw new Error(`not a catalogue path: ${path}`);
  const nav = sidebar(page);
  if (match.group.children.length === 0) {
    await nav.getByRole('link', { name: match.group.title.zh, exact: true }).click();
  } else {
    const button = nav.getByRole('button', { name: match.group.title.zh, exact: true });
    await expect(async () => {
      if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass();
    await nav
      .locator(`#submenu-${match.group.code}`)
      .getByRole('link', { name: match.screen.title.zh, exact: true })
      .click();
  }
  await expect(page).toHaveURL(atPath(path));
  await expect(viewOf(page, path)).toBeVisible();
  await expect(tabOf(page, path)).toHaveAttribute('aria-selected', 'true');
}

/**
 * Opens `paths` as tabs with one full load, as a reload finds them: the home screen and all but the last are saved
 * where the tabs bar keeps them (`console.views:<username>`), the last is opened by URL and joins them.
 */
export async function openSavedTabs(page: Page, paths: readonly string[], username = 'admin') {
  const last = paths.at(-1)!;
  // The page signed in on writes its own list once it has read the saved one after hydration: wait for that
  // write, or it may land after ours and replace it.
  await expect.poll(() => savedTabs(page)).toEqual([HOME_PATH]);
  // Should a late write of that page still replace ours (seen under load), the load is made again from its start.
  await expect(async () => {
    await page.evaluate(([key, saved]) => localStorage.setItem(key, JSON.stringify(saved)), [
      `console.views:${username}`,
      [HOME_PATH, ...paths.slice(0, -1)],
    ] as const);
    await page.goto(last);
    await expect(tabOf(page, last)).toHaveAttribute('aria-selected', 'true');
    // The server renders the URL's tab; the saved ones join after hydration, and only then is the list (with the
    // URL's path) written back. Leaving earlier would lose that tab.
    await expect.poll(() => savedTabs(page), { timeout: 10_000 }).toEqual([HOME_PATH, ...paths]);
  }).toPass({ timeout: 60_000 });
}

/** The open tabs the console saved for the signed-in user (`console.views:<username>`). */
export async function savedTabs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('console.views:'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '[]') as string[]) : [];
  });
}

/**
 * Something on a view that only survives while the view stays mounted. A real text field of the
 * screen when it has one (the admin screens have filter inputs); otherwise an <input> appended to
 * the view's element, which a remount drops. A tall spacer is appended either way so that the
 * view's scroll offset can be checked too.
 */
export async function plantProbe(
  page: Page,
  path: string,
): Promise<{ field: Locator; kind: 'screen field' | 'injected input' }> {
  const view = viewOf(page, path);
  await expect(view).toBeVisible();
  const real = view.getByRole('textbox').first();
  // A real screen may render its filters after its first data load.
  const hasReal = await real.waitFor({ state: 'visible', timeout: 2_000 }).then(
    () => true,
    () => false,
  );
  await view.evaluate((el, inject) => {
    if (inject) {
      const input = document.createElement('input');
      input.setAttribute('data-testid', 'keepalive-probe');
      input.setAttribute('aria-label', 'keep-alive probe');
      el.prepend(input);
    }
    const spacer = document.createElement('div');
    spacer.setAttribute('data-testid', 'keepalive-spacer');
    spacer.style.height = '3000px';
    el.append(spacer);
  }, !hasReal);
  return hasReal
    ? { field: real, kind: 'screen field' }
    : { field: view.getByTestId('keepalive-probe'), kind: 'injected input' };
}

export async function scrollView(page: Page, path: string, top: number) {
  await viewOf(page, path).evaluate((el, y) => {
    el.scrollTop = y;
    el.dispatchEvent(new Event('scroll'));
  }, top);
}

export const viewScrollTop = (page: Page, path: string) => viewOf(page, path).evaluate((el) => el.scrollTop);

/** Whether the tab lies wholly inside the tab strip's visible part. */
export async function tabShownInStrip(page: Page, path: string): Promise<boolean> {
  return tabOf(page, path).evaluate((tab) => {
    const strip = tab.closest('[role=tablist]')!.getBoundingClientRect();
    const rect = tab.getBoundingClientRect();
    return rect.left >= strip.left - 1 && rect.right <= strip.right + 1;
  });
}

export async function tabPaths(page: Page, locale: Locale = 'zh'): Promise<string[]> {
  return tabs(page, locale).evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
}

/** Clicks a CSV export and answers the file's lines (without the BOM spreadsheets need). */
/** The CSV a click downloads (a button, a link, or a menu's item behind its button). */
export async function csvOf(page: Page, button: { click(): Promise<unknown> }): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
}
