import fs from 'node:fs';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { shot } from '../../support/admin';
import { seriousViolations } from '../../support/axe';
import { csvOf, viewOf } from '../../support/shell';
import { openAs, signIn, simSettled } from '../../support/session';
import { E2E } from '../env.mjs';

// 设备状态统计 and the sprinklers' 作业统计 against the reference backend's simulated site (seed 1, clock frozen
// at 2026-03-15 10:00 GMT+8, two days of history): golden numbers of the whole day 2026-03-14 (the same as
// backend/test/fleet-stats.test.ts), computed from the devices' state samples and the spray jobs.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const DAY = '?start=2026-03-14&end=2026-03-14';
const STATES = '/znysDeviceDirManager/znysDeviceStateStatisticsManager';
const JOBS = '/sscManager/sscJobStatisticsManager';

test.beforeEach(simSettled);

const kpi = (page: Page, path: string, label: string) =>
  viewOf(page, path).getByRole('group', { name: label, exact: true }).locator('p');

async function tableOf(panel: Locator, rowCount: number): Promise<string[][]> {
  await panel.getByRole('button', { name: /^(表格|Table)$/ }).click();
  const rows = panel.getByRole('grid').getByRole('row');
  await expect(rows).toHaveCount(1 + rowCount);
  const out: string[][] = [];
  for (let i = 1; i <= rowCount; i++)
    out.push((await rows.nth(i).getByRole('gridcell').allInnerTexts()).map((t) => t.trim()));
  return out;
}
const headerOf = async (panel: Locator) =>
  (await panel.getByRole('grid').getByRole('columnheader').allInnerTexts()).map((t) => t.trim());

test.describe('fleet statistics', () => {
  test('device state of 2026-03-14: golden KPIs and rows per device, the chart and its PNG', async ({ page }) => {
    await openAs(page, 'admin', STATES + DAY);
    const view = viewOf(page, STATES);
    await expect(kpi(page, STATES, '设备数')).toHaveText('14');
    await expect(kpi(page, STATES, '在线率')).toHaveText('99.6%');
    await expect(kpi(page, STATES, '工作时长')).toHaveText('156.5h');
    await expect(kpi(page, STATES, '掉线次数')).toHaveText('10');
    await expect(kpi(page, STATES, 'RTK固定率')).toHaveText('99.3%');
    const daily = view.getByRole('region', { name: '每日作业与怠速时长' });
    await expect(daily.getByRole('figure')).toBeVisible();
    const byDevice = view.getByRole('region', { name: '各设备在线率与RTK固定率' });
    await expect(byDevice.getByRole('figure')).toBeVisible();
    await shot(page, 'device-state-stats');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      daily.getByRole('button', { name: '将每日作业与怠速时长导出为 PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    const png = fs.readFileSync((await download.path())!);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    const rows = await tableOf(daily, 14);
    expect(await headerOf(daily)).toEqual([
      '日期',
      '设备',
      '在线率 (%)',
      '工作时长 (h)',
      '怠速时长 (h)',
      '掉线次数',
      'RTK固定率 (%)',
    ]);
    expect(rows[0]).toEqual(['2026-03-14', 'TP-01', '100', '11.33', '1.08', '1', '100']);
    expect(rows.find((r) => r[1] === 'YL-09')).toEqual(['2026-03-14', 'YL-09', '97.3', '10.83', '1.25', '2', '100']);
    expect(rows.find((r) => r[1] === 'YL-04')).toEqual(['2026-03-14', 'YL-04', '100', '11', '1.25', '1', '96.6']);
    const devices = await tableOf(byDevice, 14);
    expect(devices[5]).toEqual(['YL-04', '100', '11', '1.25', '1', '96.6']);
    await shot(page, 'device-state-stats-table');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('sprinkler jobs of 2026-03-14: golden KPIs and rows per vehicle with haul-road coverage, and the CSV', async ({
    page,
  }) => {
    await openAs(page, 'admin', JOBS + DAY);
    const view = viewOf(page, JOBS);
    await expect(kpi(page, JOBS, '车辆数')).toHaveText('4');
    await expect(kpi(page, JOBS, '洒水里程')).toHaveText('250.22km');
    await expect(kpi(page, JOBS, '洒水时长')).toHaveText('25.41h');
    await expect(kpi(page, JOBS, '用水量')).toHaveText('521.9m³');
    await expect(kpi(page, JOBS, '加水次数')).toHaveText('37');
    const daily = view.getByRole('region', { name: '每日洒水里程（按车辆）' });
    await expect(daily.getByRole('figure')).toBeVisible();
    await expect(view.getByRole('region', { name: '各车辆用水量' }).getByRole('figure')).toBeVisible();
    await shot(page, 'ssc-job-stats');

    expect(await tableOf(daily, 4)).toEqual([
      ['2026-03-14', '豫F·2J681', '62.85', '6.29', '127.3', '9', '94.8'],
      ['2026-03-14', '鄂A·16576', '57.6', '6.16', '126.3', '9', '100'],
      ['2026-03-14', '鄂A·94284', '66.87', '6.7', '127.8', '9', '100'],
      ['2026-03-14', '鄂K·88400', '62.9', '6.27', '140.6', '10', '100'],
    ]);
    expect(await headerOf(daily)).toEqual([
      '日期',
      '车辆',
      '洒水里程 (km)',
      '洒水时长 (h)',
      '用水量 (m³)',
      '加水次数',
      '便道覆盖率 (%)',
    ]);
    expect(await csvOf(page, daily.getByRole('button', { name: '导出每日洒水里程（按车辆）的 CSV' }))).toEqual([
      '日期,车辆,洒水里程 (km),洒水时长 (h),用水量 (m³),加水次数,便道覆盖率 (%)',
      '2026-03-14,豫F·2J681,62.85,6.29,127.3,9,94.8',
      '2026-03-14,鄂A·16576,57.6,6.16,126.3,9,100',
      '2026-03-14,鄂A·94284,66.87,6.7,127.8,9,100',
      '2026-03-14,鄂K·88400,62.9,6.27,140.6,10,100',
    ]);
    await shot(page, 'ssc-job-stats-table');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('in English; a day before the site existed shows the empty state', async ({ page }) => {
    await signIn(page, 'admin');
    await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
    await page.goto(STATES + DAY);
    let view = viewOf(page, STATES);
    await expect(kpi(page, STATES, 'Online')).toHaveText('99.6%');
    await expect(kpi(page, STATES, 'RTK fixed')).toHaveText('99.3%');
    await expect(view.getByRole('region', { name: 'Work and idle hours per day' }).getByRole('figure')).toBeVisible();
    await shot(page, 'device-state-stats-en');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(JOBS + DAY);
    view = viewOf(page, JOBS);
    await expect(kpi(page, JOBS, 'Distance sprayed')).toHaveText('250.22km');
    await expect(
      view.getByRole('region', { name: 'Kilometres sprayed per day by vehicle' }).getByRole('figure'),
    ).toBeVisible();
    await shot(page, 'ssc-job-stats-en');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${JOBS}?start=2026-02-01&end=2026-02-02`);
    await expect(viewOf(page, JOBS).getByText('No spraying in this range').first()).toBeVisible();
  });

  test('a user without the menus gets the 401 page', async ({ page }) => {
    await openAs(page, 'test', STATES);
    await expect(page.getByRole('heading', { name: /401/ })).toBeVisible();
    await page.goto(JOBS);
    await expect(page.getByRole('heading', { name: /401/ })).toBeVisible();
  });
});
