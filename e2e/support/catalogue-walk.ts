import { expect as baseExpect, type Page } from '@playwright/test';
import { manifests } from '@/modules';
import type { PageDecl } from '@/lib/routes/manifest';
import { catalogue, type GroupDef } from '../../lib/routes/catalogue';
import { allScreens } from '../../lib/routes/lookup';
import { sidebar, viewOf } from './shell';

// One walk through the catalogue as an administrator, from the sidebar: every screen opens at its path with its
// title, and shows what its kind promises from the platform's answer. The walk is cut in two (CATALOGUE_PARTS),
// run by two spec files that land in different shards of the console suite (playwright.config.ts), so the
// longest single test of the suite is split between the shards.

const expect = baseExpect.configure({ timeout: 20_000 });

export const NOT_CONNECTED = '该模块服务尚未接入';

const pages = new Map<string, { module: string; page: PageDecl }>(
  manifests.flatMap((m) => m.pages.map((page) => [page.code, { module: m.code, page }] as const)),
);
const isOwnScreen = (code: string, module: string) =>
  pages.get(code)?.module === module && pages.get(code)?.page.body.kind === 'screen';

/**
 * The platform administration and service monitoring screens: their own specs test their content, the walk checks their
 * title.
 */
export const ADMIN_SCREENS: readonly string[] = [...pages.keys()].filter(
  (code) => isOwnScreen(code, 'admin') || isOwnScreen(code, 'monitoring'),
);

/** The walk's two parts: the first 100 screens (17 groups), then the other 38; about the shards' other work. */
export const CATALOGUE_PARTS: readonly (readonly GroupDef[])[] = [catalogue.slice(0, 17), catalogue.slice(17)];

/** Which screen kind a catalogue code belongs to, or `undefined` for one no page map names. */
export function kindOf(code: string) {
  const found = pages.get(code);
  if (!found) return undefined;
  const { body } = found.page;
  if (body.kind !== 'screen') return body.kind;
  if (ADMIN_SCREENS.includes(code)) return 'admin';
  if (/#(ProcessMonitorScreen|RammingMonitorScreen|RammingAnalysisScreen)$/.test(body.screen)) return 'live map';
  if (body.screen.endsWith('#VideoWallScreen')) return 'video wall';
  return 'own';
}

/** What a screen of its kind shows once the platform has answered (its rows, or its empty state). */
async function expectContent(page: Page, path: string, code: string) {
  const view = viewOf(page, path);
  const kind = kindOf(code);
  const rowOrEmpty = view.getByRole('grid').locator('[data-rowindex="0"], .data-table-empty').first();
  switch (kind) {
    case 'resource':
      await expect(rowOrEmpty).toBeVisible();
      break;
    case 'settings':
      await expect(view.getByRole('form').getByRole('textbox').first()).toBeVisible();
      break;
    case 'tree':
      await expect(view.getByRole('tree').getByRole('treeitem').first()).toBeVisible();
      break;
    case 'tabs':
      await expect(view.getByRole('tab').first()).toBeVisible();
      // The first tab's rows, or its tree's nodes (部门管理 opens on the department tree).
      await expect(rowOrEmpty.or(view.getByRole('tree').getByRole('treeitem').first())).toBeVisible();
      break;
    case 'stats':
      // A chart drawn from the platform's answer, or the panel's empty state ("no batches", "no alarms" …).
      await expect(
        view
          .getByRole('figure')
          .or(view.getByText(/^该时间范围内没有/))
          .first(),
      ).toBeVisible();
      break;
    case 'live map':
      // The site plan with the day's work areas (or its empty state).
      await expect(view.getByRole('application')).toBeVisible();
      await expect(view.locator('[data-area]').first().or(view.getByText('今天还没有碾压过的作业面'))).toBeVisible();
      break;
    case 'report':
      await expect(view.getByRole('table').locator('tbody tr').first()).toBeVisible();
      break;
    case 'video wall':
      // The camera tree beside the wall's windows.
      await expect(view.getByRole('tree').getByRole('treeitem').first()).toBeVisible();
      await expect(view.getByRole('radiogroup').getByRole('radio').first()).toBeVisible();
      break;
    case 'own':
      // The device state board's cards, the vehicle maps and the geometry editors (the site plan), the big screen's
      // progress bars, the progress registry's grid, the stake map's per-stake table, or an empty state.
      await expect(
        view
          .getByRole('list')
          .getByRole('listitem')
          .or(view.getByRole('grid'))
          .or(view.getByRole('alert'))
          .or(view.getByRole('application'))
          .or(view.getByRole('table').locator('tbody tr'))
          .first(),
      ).toBeVisible();
      break;
    case 'admin':
      break;
    default:
      throw new Error(`${code} (${path}) is declared by no module's manifest`);
  }
  await expect(view.getByText(NOT_CONNECTED)).toHaveCount(0);
}

/**
 * Opens every screen of `groups` from the sidebar (a childless group is its own link) and checks its path, its title
 * and its content; no page script error on the way. Returns the screens walked.
 */
export async function walkCatalogue(page: Page, groups: readonly GroupDef[]): Promise<number> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  const nav = sidebar(page);
  let walked = 0;
  for (const group of groups) {
    if (group.children.length > 0) {
      const button = nav.getByRole('button', { name: group.title.zh, exact: true });
      await expect(async () => {
        if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
      }).toPass();
    }
    for (const { path, screen } of allScreens([group])) {
      const link =
        group.children.length > 0
          ? nav.locator(`#submenu-${group.code}`).getByRole('link', { name: screen.title.zh, exact: true })
          : nav.getByRole('link', { name: group.title.zh, exact: true });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: screen.title.zh, exact: true })).toBeVisible();
      await expectContent(page, path, screen.code);
      walked++;
    }
  }
  expect(errors).toEqual([]);
  return walked;
}
