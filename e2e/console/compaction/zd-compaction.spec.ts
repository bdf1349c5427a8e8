import { expect as baseExpect, type Page } from '@playwright/test';
import { notice, test, shot } from '../../support/admin';
import { seriousViolations } from '../../support/axe';
import { openAs, simSettled } from '../../support/session';
import { E2E } from '../env.mjs';

// 振动压实 on the simulated site (seed 1, clock frozen at 2026-03-15 10:00 GMT+8): the zd process monitor
// draws the earthwork areas' raster and switches to vibratory passes; 作业信息 lists the stored work areas,
// a row's drawer shows the area's grid with the monitor's renderer, and the seeded contractor (sg01)
// handles an abnormal area through the closure workflow. zh and en, axe.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
// The stored work areas are the back-fill's: wait for it.
test.beforeEach(simSettled);

const MONITOR = '/zdManager/zdProcessMonitorManager';
const WORK_INFO = '/zdManager/zdWorkInfoManager';
// A road area finished before 10:00 on the frozen day, stored in 作业信息: its numbers never change.
const FINISHED = { id: 4001986, name: 'K2+080~K2+160 右幅', passRate: '98.0' };

const map = (page: Page) => page.getByRole('application', { name: '工地平面图：作业面、压实栅格与压路机' });

test('the zd monitor draws the earthwork raster; the metric switch redraws it with vibratory passes', async ({
  page,
}) => {
  await openAs(page, 'admin', MONITOR);
  await expect(page.getByRole('heading', { level: 1, name: '工艺监控' })).toBeVisible();
  await expect(map(page)).toBeVisible();
  // The rollers come with the live channel's first frames: wait for all six.
  await expect(page.locator('[data-roller]')).toHaveCount(6);
  // The monitor lists each crew's latest areas, and other specs may have moved the clock on: the finished
  // areas are the platform's of the moment, a road one and an apron one (their numbers no longer change).
  const { areas } = (
    (await (await page.request.get('/api/zd/monitor/overview')).json()) as {
      data: { areas: { id: number; name: string; state: string; passRate: number }[] };
    }
  ).data;
  const road = areas.find((a) => a.state === 'finished' && a.name.startsWith('K'))!;
  // An apron strip is a rectangle, so the map's centre (Enter, below) falls inside it.
  const apron = areas.find((a) => a.state === 'finished' && a.name.startsWith('站坪'))!;
  await page.getByRole('button', { name: road.name }).click();
  await expect(page.locator('[data-kpi="passRate"]')).toHaveText(`${road.passRate.toFixed(1)}%`);
  await page.getByRole('button', { name: apron.name }).click();
  await expect(page.locator('[data-kpi="passRate"]')).toHaveText(`${apron.passRate.toFixed(1)}%`);
  await expect(page.getByText('目标 6 遍（振动 4 遍）')).toBeVisible();
  // Earthwork has no temperature: three metrics, no temperature card.
  const metrics = page.getByRole('group', { name: '栅格指标' });
  await expect(metrics.getByRole('button')).toHaveText(['遍数', '振动遍数', 'CMV']);
  await expect(page.locator('[data-kpi="tempRate"]')).toHaveCount(0);
  const raster = page.locator('canvas.grid-raster');
  await expect(raster).toHaveCount(1);
  await expect(raster).toHaveAttribute('data-cols', /\d+/);
  // GRD1 metric codes: 0 = passes, 4 = vibratory passes.
  await expect(raster).toHaveAttribute('data-metric', '0');
  await shot(page, 'zd-monitor-passes');

  await metrics.getByRole('button', { name: '振动遍数' }).click();
  await expect(page.getByRole('region', { name: '图例' })).toContainText('振动遍数');
  await expect(raster).toHaveAttribute('data-metric', '4');
  // The raster is the platform's vibratory-pass grid of the area.
  const reply = await page.request.get(`/api/zd/workArea/${apron.id}/grid?metric=vibPasses`);
  expect(reply.status()).toBe(200);
  // Byte 6 of the GRD1 header is the metric: 4 = vibratory passes.
  expect((await reply.body())[6]).toBe(4);
  // A cell of the area names its passes and vibratory passes against the targets.
  await map(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cell-passes')).toHaveText(/^\d+ \/ 6$/);
  await expect(page.getByTestId('cell-vib-passes')).toHaveText(/^\d+ \/ 4$/);
  await shot(page, 'zd-monitor-vib');
  expect(await seriousViolations(page)).toEqual([]);
});

test('作业信息: the stored areas; a row’s drawer shows its grid; sg01 handles an abnormal area', async ({
  page,
  otherBrowser,
}) => {
  await openAs(page, 'admin', `${WORK_INFO}?keyword=${encodeURIComponent(FINISHED.name)}`);
  const row = page.getByRole('grid').getByRole('row').filter({ hasText: FINISHED.name }).first();
  await expect(row).toContainText('2026-03-15 09:24:58');
  await expect(row).toContainText('正常');
  await page
    .getByRole('button', { name: `明细：${FINISHED.name}` })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: `作业面详情 · ${FINISHED.name}` });
  const grid = drawer.getByRole('region', { name: '压实网格' });
  await expect(grid.locator('canvas.grid-raster')).toHaveCount(1);
  // A normal area has no workflow: the drawer says why.
  await expect(drawer.getByText('该作业面质量正常，无需处置')).toBeVisible();
  await grid.getByRole('button', { name: '振动遍数' }).click();
  await expect(grid.getByRole('group', { name: '振动遍数' })).toBeVisible();
  await shot(page, 'zd-work-info-drawer');
  expect(await seriousViolations(page)).toEqual([]);

  // An abnormal area still open (the platform's answer: runs never depend on each other).
  const open = await page.request.get('/api/zd/workArea/page?qualityStat=1&overproofStatus=0&limit=1');
  const target = ((await open.json()) as { data: { rows: { areaName: string; reason: string }[] } }).data.rows[0]!;
  const { page: sg } = await otherBrowser();
  await openAs(sg, 'sg01', `${WORK_INFO}?keyword=${encodeURIComponent(target.areaName)}`);
  // The site plan held a moment, so the drawer's workflow shows before its map (as on a busy machine).
  await sg.route('**/api/site/plan', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await sg
    .getByRole('button', { name: `明细：${target.areaName}` })
    .first()
    .click();
  const sgDrawer = sg.getByRole('dialog', { name: `作业面详情 · ${target.areaName}` });
  await expect(sgDrawer.getByText('尚无处置记录')).toBeVisible();
  // The contractor may handle, not review.
  await expect(sgDrawer.getByRole('button', { name: '审核通过' })).toHaveCount(0);
  // The grid above the workflow takes its height at once: its code and site plan arriving do not move the button
  // (CI once clicked it just as the map pushed it down, and the click was lost).
  const handle = sgDrawer.getByRole('button', { name: '处理', exact: true });
  await expect(handle).toBeVisible();
  const before = await handle.boundingBox();
  await expect(sgDrawer.locator('canvas.grid-raster')).toHaveCount(1);
  expect(await handle.boundingBox()).toEqual(before);
  await handle.click();
  const dialog = sg.getByRole('dialog', { name: `处理 · ${target.areaName}`, exact: true });
  await dialog.getByRole('textbox', { name: '原因' }).fill('振压遍数不足');
  await dialog.getByRole('textbox', { name: '整改措施' }).fill('补振压两遍');
  await dialog.getByRole('button', { name: '处理', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(notice(sg, /处理/)).toBeVisible();
  await expect(sgDrawer.getByText('施工单位已处理').first()).toBeVisible();
  await expect(sgDrawer.getByText('振压遍数不足').first()).toBeVisible();
  await shot(sg, 'zd-work-info-handled');
});

test('in English: the monitor and the work-info list, axe clean', async ({ page }) => {
  await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
  await openAs(page, 'admin', MONITOR);
  await expect(
    page.getByRole('application', { name: 'Site plan with work areas, the compaction raster and the rollers' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Vibratory passes' }).click();
  await expect(page.getByRole('region', { name: 'Legend' })).toContainText('Vibratory passes');
  await expect(page.locator('canvas.grid-raster')).toHaveCount(1);
  await shot(page, 'zd-monitor-en');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(WORK_INFO);
  await expect(page.getByRole('columnheader', { name: 'Avg. vib. passes' })).toBeVisible();
  await expect(page.getByRole('grid').locator('[data-rowindex="0"]')).toBeVisible();
  await shot(page, 'zd-work-info-en');
  expect(await seriousViolations(page)).toEqual([]);
});
