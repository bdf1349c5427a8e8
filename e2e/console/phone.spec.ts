import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { surveyPages } from '../support/page-fit';
import { atPath, sidebar, signInShell, titleOf, viewOf } from '../support/shell';

// The console on a phone (390 × 844, touch): the sidebar is a drawer over the page, the header keeps the live state,
// language, theme and the user, and no page scrolls sideways (tablet.spec.ts: the same survey at 1024 × 768).

const toggle = (page: Page) => page.getByTestId('sidebar-toggle');
const userMenu = (page: Page) => page.getByRole('button', { name: /用户菜单/ });

/** How far the page reaches past the window's right edge, and where the header's ends are. */
const layout = (page: Page) =>
  page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    width: window.innerWidth,
    userMenuRight: document.querySelector('[aria-haspopup="menu"][aria-label]')?.getBoundingClientRect().right ?? -1,
  }));

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test(
    'the sidebar is a drawer: closed over nothing, opened by the header button, closed by a page, the backdrop or ' +
      'Escape',
    async ({ page }) => {
      await signInShell(page, 'admin');
      const nav = sidebar(page);
      await expect(nav).toBeHidden();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(userMenu(page)).toBeInViewport({ ratio: 1 });
      const before = await layout(page);
      expect(before.overflow).toBe(0);
      expect(before.userMenuRight).toBeLessThanOrEqual(before.width);
      expect(await seriousViolations(page)).toEqual([]);

      // Opened: expanded whatever the desk's collapsed choice, the keyboard inside it.
      await toggle(page).tap();
      await expect(nav).toBeVisible();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('button', { name: '设备管理', exact: true })).toBeInViewport({ ratio: 1 });
      await expect.poll(() => nav.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      // Escape closes it and gives the keyboard back to the button.
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(toggle(page)).toBeFocused();

      // The backdrop closes it.
      await toggle(page).tap();
      await expect(nav).toBeVisible();
      await page.getByTestId('sidebar-backdrop').tap({ position: { x: 370, y: 400 } });
      await expect(nav).toBeHidden();

      // A page chosen in it opens and closes the drawer.
      await toggle(page).tap();
      await nav.getByRole('button', { name: '设备管理', exact: true }).tap();
      const path = '/sbglManager/sbglDeviceManager';
      await nav.getByRole('link', { name: titleOf(path) }).tap();
      await expect(page).toHaveURL(atPath(path));
      await expect(viewOf(page, path)).toBeVisible();
      await expect(nav).toBeHidden();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
      expect((await layout(page)).overflow).toBe(0);
    },
  );

  test('touch targets are 44 px at least, and a form dialog is a full-screen sheet with its actions on screen', async ({
    page,
  }) => {
    await signInShell(page, 'admin');
    for (const button of [toggle(page), userMenu(page), page.getByRole('button', { name: '切换语言' })]) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    const path = '/sbglManager/sbglDeviceManager';
    await page.goto(path);
    await viewOf(page, path).getByRole('button', { name: '新增' }).tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const sheet = (await dialog.boundingBox())!;
    expect([sheet.x, sheet.y, sheet.width, sheet.height]).toEqual([0, 0, 390, 844]);
    await expect(dialog.getByRole('button', { name: '保存' })).toBeInViewport({ ratio: 1 });
    await dialog.getByRole('button', { name: '取消' }).tap();
    await expect(dialog).toBeHidden();
  });

  test(
    'every catalogue page opens with nothing past the window: no sideways scroll, its actions and the user menu ' +
      'on screen',
    async ({ page }) => {
      test.setTimeout(600_000);
      await signInShell(page, 'admin');
      expect(await surveyPages(page)).toEqual([]);
    },
  );
});
