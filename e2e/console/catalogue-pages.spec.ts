import { expect as baseExpect, test } from '@playwright/test';
import {
  liveMapPages,
  ownPages,
  pendingPages,
  reportPages,
  resourcePages,
  settingsPages,
  statsPages,
  tabPages,
  treePages,
  videoWallPages,
} from '../../components/screens/business/page-map';
import { allScreens } from '../../lib/routes/lookup';
import { viewOf } from '../support/shell';
import { signIn } from '../support/session';

// Every page of the catalogue opens for an administrator without a script error: a built page shows
// its grid with the platform's rows (or its empty state), a pending one the "module not connected"
// notice, and nothing else does.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 600_000 });

const NOTICE = '该模块服务尚未接入';
const adminScreens = [
  'userManager',
  'menuManager',
  'groupManager',
  'groupTypeManager',
  'gateLogManager',
  'platformAddressManager',
  'serviceZipkinManager',
  'serviceMonitorManager',
  'serviceEurekaManager',
  'serviceApiManager',
];

test('every catalogue page opens: built pages show platform data, pending ones say so', async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  await signIn(page, 'admin');
  const screens = allScreens().filter((m) => !m.screen.children?.length);
  expect(screens).toHaveLength(138);
  let built = 0;
  let pending = 0;
  for (const { path, screen } of screens) {
    await page.goto(path);
    const view = viewOf(page, path);
    if (screen.code in resourcePages) {
      // The first row, or the grid's empty state: either way the platform has answered.
      await expect(view.getByRole('grid').locator('[data-rowindex="0"], .MuiDataGrid-overlay').first()).toBeVisible();
      await expect(view.getByText(NOTICE)).toHaveCount(0);
      built++;
    } else if (screen.code in settingsPages) {
      await expect(view.getByRole('form').getByRole('textbox').first()).toBeVisible();
      built++;
    } else if (screen.code in treePages) {
      await expect(view.getByRole('tree').getByRole('treeitem').first()).toBeVisible();
      built++;
    } else if (screen.code in tabPages) {
      await expect(view.getByRole('tab').first()).toBeVisible();
      // The first tab's rows, or its tree's nodes (部门管理 opens on the department tree).
      await expect(view.getByRole('grid').locator('[data-rowindex="0"], .MuiDataGrid-overlay').first().or(view.getByRole('tree').getByRole('treeitem').first())).toBeVisible();
      built++;
    } else if (screen.code in statsPages) {
      // A chart drawn from the platform's answer, or the panel's empty state ("no batches", "no alarms" …).
      await expect(
        view
          .getByRole('figure')
          .or(view.getByText(/^该时间范围内没有/))
          .first(),
      ).toBeVisible();
      await expect(view.getByText(NOTICE)).toHaveCount(0);
      built++;
    } else if (screen.code in liveMapPages) {
      // The site plan with the day's work areas (or its empty state) from the platform's answer.
      await expect(view.getByRole('application')).toBeVisible();
      await expect(view.locator('[data-area]').first().or(view.getByText('今天还没有碾压过的作业面'))).toBeVisible();
      built++;
    } else if (screen.code in reportPages) {
      // The report drawn from the platform's answer: its table, with rows or its empty line.
      await expect(view.getByRole('table').locator('tbody tr').first()).toBeVisible();
      await expect(view.getByText(NOTICE)).toHaveCount(0);
      built++;
    } else if (screen.code in videoWallPages) {
      // The camera tree from the platform's answer beside the wall's windows.
      await expect(view.getByRole('tree').getByRole('treeitem').first()).toBeVisible();
      await expect(view.getByRole('radiogroup').getByRole('radio').first()).toBeVisible();
      await expect(view.getByText(NOTICE)).toHaveCount(0);
      built++;
    } else if (ownPages.includes(screen.code)) {
      // The device state board's cards, the vehicle maps and the geometry editors (the site plan), the big screen's progress bars,
      // the progress registry's grid, the stake map's per-stake table, or an empty state.
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
      await expect(view.getByText(NOTICE)).toHaveCount(0);
      built++;
    } else if (screen.code in pendingPages) {
      await expect(view.getByText(NOTICE)).toBeVisible();
      pending++;
    } else {
      expect(adminScreens, screen.code).toContain(screen.code);
      await expect(view.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(view.getByText(NOTICE)).toHaveCount(0);
    }
  }
  expect(errors).toEqual([]);
  expect(built).toBe(
    Object.keys(resourcePages).length +
      Object.keys(settingsPages).length +
      Object.keys(treePages).length +
      Object.keys(tabPages).length +
      Object.keys(statsPages).length +
      Object.keys(liveMapPages).length +
      Object.keys(reportPages).length +
      Object.keys(videoWallPages).length +
      ownPages.length,
  );
  expect(pending).toBe(Object.keys(pendingPages).length);
  testInfo.annotations.push({ type: 'pages', description: `${built} built, ${pending} still placeholder, ${screens.length - built - pending} administration` });
});
