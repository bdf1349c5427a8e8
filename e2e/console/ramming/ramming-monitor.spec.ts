import { expect as baseExpect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { backendHook, openAs, simSettled } from '../../support/session';

// The rammer and DDC process monitors on the simulated site (seed 1, clock frozen at 2026-03-15 10:00
// GMT+8, moved on only by the hooks): points and piles by status against the backend's counts, a known
// point of 2026-03-13 hit by hit with the last-two rule (chart and table), a point stopped early, a known
// pile's depth and layers, the rigs moving with the live channel, axe and English. The numbers are
// backend/test/ramming-monitor.test.ts's; other specs move the clock, so the live counts are compared
// with the backend's answer and the golden ones are facts of earlier days.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const HJ = '/hjManager/hjProcessMonitorManager';
const DDC = '/DDCMonitorManager/ddcProcessMonitorManager';
const SHOTS = process.env.MAP_SHOTS;

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

type Area = { code: string; counts: Record<string, number> };

async function countsOf(page: Page, family: 'hj' | 'ddc', code: string): Promise<Record<string, number>> {
  const response = await page.request.get(`/api/${family}/monitor/overview`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { areas: Area[] } };
  return body.data.areas.find((a) => a.code === code)!.counts;
}

async function expectLegend(page: Page, counts: Record<string, number>) {
  for (const [status, n] of Object.entries(counts))
    await expect(page.locator(`[data-status-count="${status}"]`)).toHaveText(String(n));
}

async function find(page: Page, label: string, code: string) {
  // Filling replaces the code of the point chosen before. The list is read again on each clock tick (5 s);
  // a tick between the arrow and Enter moves the highlight, so the choice is made again until it holds.
  await expect(async () => {
    await page.getByRole('combobox', { name: label }).fill(code);
    await expect(page.getByRole('option', { name: new RegExp(code) })).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.locator('#ram-selection, #ram-analysis-selection')).toContainText(code, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

async function english(page: Page) {
  await page.context().addCookies([{ name: 'language', value: 'en', url: new URL(page.url()).origin }]);
  await page.reload();
}

// The history is back-filled newest first: the counts hold once it is all written.
test.beforeEach(async () => {
  await simSettled();
});

test('rammer monitor: points by status, a known point hit by hit with the last-two rule, the rigs live', async ({
  page,
}) => {
  await openAs(page, 'admin', HJ);
  await expect(page.getByRole('application', { name: '工地平面图：强夯区域、夯点与强夯机' })).toBeVisible();
  await expect(page.locator('[data-rig]')).toHaveCount(6);
  await page.locator('[data-area="HJ-A1"]').click();
  await expect(page.locator('[data-area="HJ-A1"]')).toHaveAttribute('aria-current', 'true');
  const counts = await countsOf(page, 'hj', 'HJ-A1');
  expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(320);
  await expectLegend(page, counts);
  await expect(page.locator('[data-kpi="below"]')).toHaveText(String(counts.below));

  // Chosen with the keyboard: the point of 2026-03-13 07:10–07:27, 14 hits on a design of 10.
  await find(page, '查找夯点', 'HJ-A1-P1-0141');
  await expect(page.getByRole('heading', { name: '夯点 HJ-A1-P1-0141' })).toBeVisible();
  await expect(page.getByTestId('point-hits')).toHaveText('14 / 10');
  await expect(page.getByTestId('point-total')).toHaveText('2017.7 mm');
  await expect(page.getByTestId('last-two')).toContainText('(29.2 + 24.8) / 2 = 27.0 mm ≤ 标准 50.0 mm：满足收锤标准');
  const chart = page.getByRole('img', { name: /夯点 HJ-A1-P1-0141 的每击夯沉量柱状图/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg rect')).not.toHaveCount(0);
  await chart.scrollIntoViewIfNeeded();
  await shoot(page, 'hj-monitor-point-zh');
  await page.getByRole('button', { name: '表格' }).click();
  const table = page.getByRole('table', { name: '夯点 HJ-A1-P1-0141 的夯击记录' });
  await expect(table.locator('tbody tr')).toHaveCount(14);
  await expect(table.locator('[data-hit="1"]')).toContainText('15.19');
  await expect(table.locator('[data-hit="1"]')).toContainText('407.5');
  await expect(table.locator('[data-hit="2"]')).toContainText('757.0');
  await expect(table.locator('[data-hit="14"]')).toContainText('24.8');
  await expect(table.locator('[data-hit="14"]')).toContainText('2017.7');
  await shoot(page, 'hj-monitor-table-zh');
  expect(await seriousViolations(page)).toEqual([]);

  // Stopped early after 7 hits: below the design hits, the last two still settling too much.
  await find(page, '查找夯点', 'HJ-A1-P1-0167');
  await expect(page.getByTestId('point-hits')).toHaveText('7 / 10');
  await expect(page.getByTestId('point-detail')).toContainText('低于设计击数');
  await expect(page.getByTestId('last-two')).toContainText('163.5 mm > 标准 50.0 mm：未满足收锤标准');

  // Ramming through the clock hook, two minutes at a time: new hits arrive on the live channel and the rigs move on.
  // A rig stays on one point for about a quarter of an hour, so where the shard's clock stands (other specs move it)
  // decides how many steps it takes before one moves on.
  const rigSpots = () =>
    page
      .locator('[data-rig]')
      .evaluateAll((els) => els.map((e) => `${(e as HTMLElement).dataset.spot}@${e.getAttribute('style')}`).join());
  const rigs = await rigSpots();
  await expect(async () => {
    const time = await page.getByTestId('site-time').textContent();
    await backendHook('sim/advance', { seconds: 120 });
    await expect(page.getByTestId('site-time')).not.toHaveText(time!);
    await expect.poll(rigSpots, { timeout: 4000 }).not.toBe(rigs);
  }).toPass({ timeout: 60_000, intervals: [0] });
  // The rigs move from hj.pos frames: with the clock standing (once the last hits' reads are done), nothing is read
  // again on a timer (the site clock's event comes every 5 s).
  await page.waitForTimeout(2500);
  const overviewReads: string[] = [];
  page.on('request', (r) => void (r.url().includes('/api/hj/monitor/overview') && overviewReads.push(r.url())));
  await page.waitForTimeout(6000);
  expect(overviewReads).toEqual([]);
  await expectLegend(page, await countsOf(page, 'hj', 'HJ-A1'));

  await english(page);
  await expect(
    page.getByRole('application', { name: 'Site plan with the ramming areas, design points and rammers' }),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Point status' })).toContainText('Below design hits');
  await find(page, 'Find a point', 'HJ-A1-P1-0141');
  await expect(page.getByTestId('last-two')).toContainText('(29.2 + 24.8) / 2 = 27.0 mm ≤ standard 50.0 mm');
  await page.getByRole('img', { name: /Settlement per hit/ }).scrollIntoViewIfNeeded();
  await shoot(page, 'hj-monitor-point-en');
  expect(await seriousViolations(page)).toEqual([]);
});

test('DDC monitor: piles by status, a known pile with its depth, layers and depth–time chart', async ({ page }) => {
  await openAs(page, 'admin', DDC);
  await expect(page.getByRole('application', { name: '工地平面图：DDC 区域、桩位与桩机' })).toBeVisible();
  await expect(page.locator('[data-rig]')).toHaveCount(4);
  // No rig works DDC-B3: all its piles wait.
  await page.locator('[data-area="DDC-B3"]').click();
  await expectLegend(page, { todo: 2739, doing: 0, ok: 0, shortDepth: 0, fewRams: 0, fill: 0 });
  await page.locator('[data-area="DDC-B1"]').click();
  const counts = await countsOf(page, 'ddc', 'DDC-B1');
  expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(2739);
  await expectLegend(page, counts);

  await find(page, '查找桩', 'DDC-B1-1090');
  await expect(page.getByRole('heading', { name: '桩 DDC-B1-1090' })).toBeVisible();
  await expect(page.getByTestId('pile-depth')).toHaveText('8.23 / 8 m');
  await expect(page.getByTestId('pile-layers')).toHaveText('22 层，共夯击 124 次（每层至少 4 次）');
  const chart = page.getByRole('img', { name: '桩 DDC-B1-1090 的深度—时间曲线，成孔深度 8.23 m' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg path').first()).toBeVisible();
  await chart.scrollIntoViewIfNeeded();
  await shoot(page, 'ddc-monitor-pile-zh');
  await page.getByRole('button', { name: '表格' }).click();
  const table = page.getByRole('table', { name: '桩 DDC-B1-1090 的分层记录' });
  await expect(table.locator('tbody tr')).toHaveCount(22);
  expect(await seriousViolations(page)).toEqual([]);

  // A failed pile: the hole stopped short of the design depth.
  await find(page, '查找桩', 'DDC-B1-1135');
  await expect(page.getByTestId('pile-depth')).toHaveText('6.16 / 8 m');
  await expect(page.getByTestId('pile-detail')).toContainText('深度不足');

  await english(page);
  await expect(
    page.getByRole('application', { name: 'Site plan with the DDC areas, piles and pile rigs' }),
  ).toBeVisible();
  await find(page, 'Find a pile', 'DDC-B1-1090');
  await expect(page.getByTestId('pile-layers')).toHaveText('22 layers, 124 rams (at least 4 per layer)');
  await page.getByRole('img', { name: /Depth over time/ }).scrollIntoViewIfNeeded();
  await shoot(page, 'ddc-monitor-pile-en');
  expect(await seriousViolations(page)).toEqual([]);
});

test('rammer analysis: finished points by status and by metric, the distribution, the per-point table', async ({
  page,
}) => {
  await openAs(page, 'admin', '/hjManager/hjDataAnalysisManager');
  await expect(page.getByRole('application', { name: '工地平面图：强夯区域与按指标着色的已完成夯点' })).toBeVisible();
  await page.locator('[data-area="HJ-A1"]').click();
  const counts = await countsOf(page, 'hj', 'HJ-A1');
  await expectLegend(page, { below: counts.below!, within: counts.within!, above: counts.above! });
  await expect(page.getByText(`1–20 共 ${counts.below! + counts.within! + counts.above!}`)).toBeVisible();
  // The first finished point in code order, with its hits, settlement, last-two mean and energy.
  const row = page.locator('[data-spot="HJ-A1-P1-0141"]');
  await expect(row).toContainText('超出设计击数');
  await expect(row).toContainText('2017.7');
  await expect(row).toContainText('42.1');
  await page.getByRole('button', { name: '击数', exact: true }).click();
  await expect(page.getByRole('group', { name: '击数', exact: true })).toContainText('14–15');
  await expect(page.getByRole('img', { name: /击数 分布直方图/ })).toBeVisible();
  await expect(page.getByTestId('metric-stats')).toContainText('最小 7');
  await shoot(page, 'hj-analysis-hits-zh');
  await find(page, '查找夯点', 'HJ-A1-P1-0141');
  await expect(page.getByTestId('point-hits')).toHaveText('14 / 10');
  expect(await seriousViolations(page)).toEqual([]);
  await english(page);
  await expect(
    page.getByRole('application', {
      name: 'Site plan with the ramming areas and their finished points coloured by the metric',
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Total settlement' }).click();
  await expect(page.getByRole('img', { name: /Histogram of Total settlement \(mm\)/ })).toBeVisible();
  await shoot(page, 'hj-analysis-settlement-en');
  expect(await seriousViolations(page)).toEqual([]);
});

test('DDC analysis: finished piles by depth, the distribution and the per-pile table', async ({ page }) => {
  await openAs(page, 'admin', '/DDCMonitorManager/ddcDataAnalysisManager');
  await expect(page.getByRole('application', { name: '工地平面图：DDC 区域与按指标着色的已完成桩' })).toBeVisible();
  await page.locator('[data-area="DDC-B1"]').click();
  await page.getByRole('button', { name: '成孔深度', exact: true }).click();
  await expect(page.getByTestId('metric-stats')).toContainText('最小 6.05');
  const row = page.locator('[data-spot="DDC-B1-1090"]');
  await expect(row).toContainText('8.23');
  await expect(row).toContainText('124');
  await expect(page.getByRole('img', { name: /成孔深度 \(m\) 分布直方图/ })).toBeVisible();
  await shoot(page, 'ddc-analysis-depth-zh');
  expect(await seriousViolations(page)).toEqual([]);
  await english(page);
  await page.getByRole('button', { name: 'Rams', exact: true }).click();
  await expect(page.getByRole('img', { name: /Histogram of Rams/ })).toBeVisible();
  await shoot(page, 'ddc-analysis-rams-en');
  expect(await seriousViolations(page)).toEqual([]);
});
