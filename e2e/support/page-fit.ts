import { expect, type Page } from '@playwright/test';
import { HOME_PATH } from '../../lib/routes/catalogue';
import { allScreens } from '../../lib/routes/lookup';
import { seriousViolations } from './axe';
import { titleOf, viewOf } from './shell';

// The survey of every catalogue page at one window size: each opens with its title, nothing scrolls the page
// sideways, the user menu stays on screen, and every action of the page lies within the window's width (or the box
// that scrolls it, a grid or a map, does).

/** What stands out of the window at the current page. */
const misfit = (page: Page, path: string) =>
  page.evaluate((path) => {
    const width = window.innerWidth;
    const view = document.querySelector(`[data-view="${path}"]`);
    // An element inside a box that scrolls on its own (a grid) or pans (a map) is reached by swiping that box: the
    // box is what must fit. A box that only clips hides what lies past it, so the element itself is measured.
    const reach = (el: Element) => {
      for (let node = el.parentElement; node && node !== view; node = node.parentElement)
        if (
          ['auto', 'scroll'].includes(getComputedStyle(node).overflowX) ||
          node.getAttribute('role') === 'application'
        )
          return node;
      return el;
    };
    const outside = [
      ...new Set(
        [...(view?.querySelectorAll('button, [role="button"], a[href]') ?? [])]
          .filter((el) => el.checkVisibility())
          .map(reach),
      ),
    ]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.left < -1 || box.right > width + 1);
      })
      .map((el) => (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 30));
    const menu = document.querySelector('[aria-haspopup="menu"][aria-label]')?.getBoundingClientRect();
    return {
      overflow: document.documentElement.scrollWidth - width,
      userMenuOff: !menu || menu.right > width + 1,
      outside,
    };
  }, path);

/** The pages axe judges on the way as well: the home monitor, a registry, the problems and a statistics page. */
const AXE_PAGES = [
  HOME_PATH,
  '/sbglManager/sbglDeviceManager',
  '/pdcaManager/pdcaProblemRecordManager',
  '/pdcaManager/pdcaAlarmStatisticsManager',
];

/**
 * Opens every catalogue page in turn (a client-side navigation, as a tap in the menu makes) and answers each page
 * that does not fit, with why, and any serious accessibility violation of the pages axe judges.
 */
export async function surveyPages(page: Page): Promise<string[]> {
  const misfits: string[] = [];
  let judged = 0;
  for (const { path } of allScreens()) {
    await page.evaluate(
      (path) => (window as unknown as { next: { router: { push(p: string): void } } }).next.router.push(path),
      path,
    );
    await expect(viewOf(page, path).getByRole('heading', { level: 1, name: titleOf(path), exact: true })).toBeVisible({
      timeout: 20_000,
    });
    // What arrives with the platform's answer (rows, row actions, charts) is laid out by then.
    await expect(viewOf(page, path).locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    const found = await misfit(page, path);
    if (found.overflow > 0 || found.userMenuOff || found.outside.length)
      misfits.push(`${path}: ${JSON.stringify(found)}`);
    if (AXE_PAGES.includes(path)) {
      judged += 1;
      const violations = await seriousViolations(page);
      if (violations.length) misfits.push(`${path} (axe): ${JSON.stringify(violations)}`);
    }
  }
  if (judged !== AXE_PAGES.length) misfits.push(`axe judged ${judged} of the ${AXE_PAGES.length} pages it names`);
  return misfits;
}
