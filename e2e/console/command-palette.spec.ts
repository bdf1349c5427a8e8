import { seriousViolations } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD_PATH, HOME_PATH } from '../../lib/routes/catalogue';
import { atPath, openFromSidebar, signInShell, tabOf, titleOf, viewOf } from '../support/shell';

const USER_MANAGER = '/baseManager/userManager';
const MENU_MANAGER = '/baseManager/menuManager';

const palette = (page: Page) => page.getByRole('dialog', { name: /搜索页面|Search screens/ });
const combobox = (page: Page) => palette(page).getByRole('combobox');
const options = (page: Page) => palette(page).getByRole('option');
const optionOf = (page: Page, path: string) => palette(page).locator(`[role=option][data-path="${path}"]`);
const baseManagerOptions = (page: Page) => palette(page).locator('[role=option][data-path^="/baseManager"]');

async function pressShortcut(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
  await expect(combobox(page)).toBeFocused();
}

/** The option aria-activedescendant points at. */
async function activeOption(page: Page) {
  const id = await combobox(page).getAttribute('aria-activedescendant');
  expect(id).toBeTruthy();
  return palette(page).locator(`[id="${id}"]`);
}

test.describe('command palette', () => {
  // Real builds, a real backend and several screens per test: generous on a loaded machine.
  test.describe.configure({ timeout: 120_000 });

  test('admin: Ctrl+K opens it, `yhgl` finds 用户管理, Enter opens /baseManager/userManager in a tab', async ({
    page,
  }) => {
    await signInShell(page, 'admin');
    await expect(page).toHaveURL(atPath(HOME_PATH));
    await pressShortcut(page);

    await combobox(page).fill('yhgl');
    await expect(options(page).first()).toHaveAttribute('data-path', USER_MANAGER);
    await expect(options(page).first()).toContainText('用户管理');
    await expect(options(page).first()).toContainText('基础配置管理');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(await activeOption(page)).toHaveAttribute('data-path', USER_MANAGER);

    await page.keyboard.press('Enter');
    await expect(palette(page)).toBeHidden();
    await expect(page).toHaveURL(atPath(USER_MANAGER));
    await expect(tabOf(page, USER_MANAGER)).toHaveAttribute('aria-selected', 'true');
    await expect(viewOf(page, USER_MANAGER)).toBeVisible();
    // The screen it left stays open as a tab.
    await expect(tabOf(page, HOME_PATH)).toHaveCount(1);
  });

  test('test: nothing from /baseManager, whatever is typed', async ({ page }) => {
    await signInShell(page, 'test');
    await pressShortcut(page);

    // The whole list (empty query) is the user's screens only.
    await expect(options(page).first()).toBeVisible();
    expect(await options(page).count()).toBeGreaterThan(1);
    await expect(baseManagerOptions(page)).toHaveCount(0);
    await expect(optionOf(page, HOME_PATH)).toHaveCount(1);

    for (const query of ['yhgl', 'userManager', '用户', '用户管理', 'yonghu']) {
      await combobox(page).fill(query);
      await expect(options(page), query).toHaveCount(0);
      await expect(palette(page).getByRole('status')).toHaveText('没有匹配的页面');
      await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
    }
    for (const query of ['baseManager', '基础配置', 'jcpz', 'menu', 'cdgl', 'manager', 'gl']) {
      await combobox(page).fill(query);
      // The list has rendered this query before what it leaves out is counted.
      await expect(palette(page).getByRole('listbox')).toHaveAttribute('data-query', query);
      await expect(baseManagerOptions(page), query).toHaveCount(0);
    }
    // A query that does match something for `test` still shows it: the list is not simply broken.
    await combobox(page).fill('gyjk');
    await expect(options(page).first()).toHaveAttribute('data-path', HOME_PATH);
  });

  test('empty query: recent screens first, newest first, the current one left out', async ({ page }) => {
    await signInShell(page, 'admin');
    await openFromSidebar(page, USER_MANAGER);
    await openFromSidebar(page, MENU_MANAGER);
    await pressShortcut(page);

    const recent = palette(page).getByRole('group', { name: '最近访问' });
    await expect(recent.getByRole('option')).toHaveCount(2);
    await expect(recent.getByRole('option').nth(0)).toHaveAttribute('data-path', USER_MANAGER);
    await expect(recent.getByRole('option').nth(1)).toHaveAttribute('data-path', HOME_PATH);
    // Recent ones lead the whole list, then every screen in catalogue order from the dashboard.
    await expect(options(page).nth(0)).toHaveAttribute('data-path', USER_MANAGER);
    await expect(options(page).nth(2)).toHaveAttribute('data-path', DASHBOARD_PATH);
    await expect(palette(page).getByRole('group', { name: '全部页面' }).getByRole('option').first()).toHaveAttribute(
      'data-path',
      DASHBOARD_PATH,
    );
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');

    // Enter on the first recent screen goes back to it.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(atPath(USER_MANAGER));
    await expect(tabOf(page, USER_MANAGER)).toHaveAttribute('aria-selected', 'true');
  });

  test('keyboard only: the navbar button, arrows, Home/End, Escape, focus back to the opener', async ({ page }) => {
    await signInShell(page, 'admin');
    const button = page.getByRole('button', { name: '搜索页面' });
    await expect(button).toHaveAttribute('aria-keyshortcuts', /Control\+K/);
    // The search button is the first of the navbar's actions.
    await expect(page.locator('header button[aria-haspopup=dialog]').first()).toHaveAttribute(
      'data-testid',
      'command-palette-button',
    );

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(palette(page)).toBeVisible();
    await expect(combobox(page)).toBeFocused();
    await expect(combobox(page)).toHaveAttribute('aria-controls', /.+/);
    const listboxId = await combobox(page).getAttribute('aria-controls');
    await expect(page.locator(`[id="${listboxId}"]`)).toHaveAttribute('role', 'listbox');

    await page.keyboard.type('gl');
    const count = await options(page).count();
    expect(count).toBeGreaterThan(3);
    const pathAt = (i: number) => options(page).nth(i).getAttribute('data-path');

    await expect(await activeOption(page)).toHaveAttribute('data-path', (await pathAt(0))!);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(await activeOption(page)).toHaveAttribute('data-path', (await pathAt(2))!);
    await expect(options(page).nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(await activeOption(page)).toHaveAttribute('data-path', (await pathAt(1))!);
    await page.keyboard.press('End');
    await expect(await activeOption(page)).toHaveAttribute('data-path', (await pathAt(count - 1))!);
    await expect(await activeOption(page)).toBeInViewport();
    await page.keyboard.press('ArrowDown'); // wraps round
    await expect(await activeOption(page)).toHaveAttribute('data-path', (await pathAt(0))!);
    await page.keyboard.press('ArrowUp');
    await expect(await activeOption(page)).toHaveAttribute('data-path', (await pathAt(count - 1))!);
    await page.keyboard.press('Home');
    await expect(await activeOption(page)).toHaveAttribute('data-path', (await pathAt(0))!);

    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page).toHaveURL(atPath(HOME_PATH));

    // Opened from the keyboard shortcut in a screen's text box, it gives focus back there; every
    // opening starts with an empty query.
    await openFromSidebar(page, USER_MANAGER);
    const field = viewOf(page, USER_MANAGER).getByRole('textbox').first();
    await field.focus();
    await pressShortcut(page);
    await expect(combobox(page)).toHaveValue('');
    await page.keyboard.type('cdgl');
    await expect(options(page).first()).toHaveAttribute('data-path', MENU_MANAGER);
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await expect(field).toBeFocused();

    // Arrow down to a screen and open it with Enter, all from the keyboard.
    await pressShortcut(page);
    await page.keyboard.type('用户 菜单');
    await expect(options(page)).toHaveCount(0);
    await page.keyboard.press('Enter'); // nothing to open: stays
    await expect(palette(page)).toBeVisible();
    await combobox(page).fill('');
    await page.keyboard.type('baseManager');
    await expect(options(page).nth(1)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const second = await options(page).nth(1).getAttribute('data-path');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(atPath(second!));
    await expect(tabOf(page, second!)).toHaveAttribute('aria-selected', 'true');
  });

  test('English: titles, groups and messages follow the language switch', async ({ page }) => {
    await signInShell(page, 'admin');
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Search screens' })).toBeVisible();

    await pressShortcut(page);
    await expect(combobox(page)).toHaveAccessibleName('Screen title, group or menu code');
    await expect(palette(page).getByRole('group', { name: 'All screens' })).toBeVisible();
    await combobox(page).fill('users');
    await expect(options(page).first()).toHaveAttribute('data-path', USER_MANAGER);
    await expect(options(page).first()).toContainText(titleOf(USER_MANAGER, 'en'));
    await expect(options(page).first()).toContainText('Base Configuration');
    await combobox(page).fill('base users');
    await expect(options(page)).toHaveCount(1);
    await combobox(page).fill('zzqx');
    await expect(palette(page).getByRole('status')).toHaveText('No matching screen');
    await combobox(page).fill('user');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(atPath(USER_MANAGER));
    await expect(tabOf(page, USER_MANAGER)).toHaveText(titleOf(USER_MANAGER, 'en'));
  });

  test('axe-core: no serious violation with the palette open, with results and with none', async ({ page }) => {
    await signInShell(page, 'admin');
    await pressShortcut(page);
    const serious = () => seriousViolations(page, '[role=dialog]');
    expect(await serious()).toEqual([]);
    await combobox(page).fill('yhgl');
    await expect(options(page)).not.toHaveCount(0);
    expect(await serious()).toEqual([]);
    await combobox(page).fill('zzqx');
    await expect(palette(page).getByRole('status')).toHaveText('没有匹配的页面');
    expect(await serious()).toEqual([]);
  });
});
