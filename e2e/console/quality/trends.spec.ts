import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { shot } from '../../support/admin';
import { signedInApi } from '../../support/api';
import { seriousViolations } from '../../support/axe';
import { csvOf, viewOf } from '../../support/shell';
import { openAs, simSettled, signInQuietly } from '../../support/session';
import { E2E } from '../env.mjs';

// The trend pages (趋势图) and the PDCA alarm statistics against the reference backend's simulated site
// (seed 1, clock frozen at 2026-03-15 10:00 GMT+8, two days of history). The compaction trends are computed
// from the rollers' facts: their table views on the whole day 2026-03-14 show golden numbers (the same as
// backend/test/trends.test.ts). Alarms are raised by other specs as they run (a failing lab sample), so the
// alarm pages are compared with the platform's answer to the same question.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const DAY = '?start=2026-03-14&end=2026-03-14';
const PASS = '/trendChartManager/trendRollerPassRatioManager';
const COMPLIANCE = '/trendChartManager/trendWorkComplianceManager';
const SCORE = '/trendChartManager/trendWorkScoreManager';
const GRADE = '/trendChartManager/trendAlarmGradeManager';
const TREND = '/trendChartManager/trendAlarmTrendManager';
const ALARMS = '/pdcaManager/pdcaAlarmStatisticsManager';
const HJ_ALARMS = '/hjPdcaManager/hjPdcaAlarmStatisticsManager';

test.beforeEach(simSettled);

const kpi = (page: Page, path: string, label: string) =>
  viewOf(page, path).getByRole('group', { name: label, exact: true }).locator('p');

/** Switches a panel to its table view and answers the texts of its rows' cells. */
async function tableOf(panel: Locator, rowCount: number): Promise<string[][]> {
  await panel.getByRole('button', { name: /^(表格|Table)$/ }).click();
  const rows = panel.getByRole('grid').getByRole('row');
  await expect(rows).toHaveCount(1 + rowCount);
  const out: string[][] = [];
  for (let i = 1; i <= rowCount; i++)
    out.push((await rows.nth(i).getByRole('gridcell').allInnerTexts()).map((t) => t.trim()));
  return out;
}

async function headerOf(panel: Locator): Promise<string[]> {
  return (await panel.getByRole('grid').getByRole('columnheader').allInnerTexts()).map((t) => t.trim());
}

type View = { table: { columns: { key: string }[]; rows: Record<string, string | number>[] }; empty: boolean };
async function api<T>(page: Page, path: string): Promise<T> {
  const reply = (await (await page.request.get(path)).json()) as { status: number; data: T };
  expect(reply.status).toBe(200);
  return reply.data;
}

/** A failing lab sample raises an alarm at the site's present (2026-03-15 10:00). */
async function raiseAlarm() {
  const api = await signedInApi('admin');
  const created = await api.post('/api/lab/penetration', {
    data: {
      sampleNo: `TR-${Date.now()}`,
      testDate: '2026-03-15',
      grade: '70A',
      r1: 55,
      r2: 56,
      r3: 57,
      tester: '趋势',
    },
  });
  expect(((await created.json()) as { status: number }).status).toBe(200);
}

test.describe('trend pages', () => {
  test(
    'roller-pass qualified ratio of 2026-03-14: golden values in the table view and its CSV; the chart with its ' +
      'target line',
    async ({ page }) => {
      await openAs(page, 'admin', PASS + DAY);
      const view = viewOf(page, PASS);
      await expect(view.getByLabel('开始日期')).toHaveValue('2026-03-14');
      await expect(kpi(page, PASS, '遍数合格率')).toHaveText('69.7%');
      await expect(kpi(page, PASS, '目标')).toHaveText('95%');
      await expect(kpi(page, PASS, '达标天数')).toHaveText('0');
      const daily = view.getByRole('region', { name: '每日碾压遍数合格率' });
      await expect(daily.getByRole('figure')).toBeVisible();
      await expect(daily.getByRole('figure').getByText('目标 95%')).toBeVisible();
      await shot(page, 'trend-pass-ratio');

      expect(await tableOf(daily, 1)).toEqual([['2026-03-14', '99', '98.9', '25.2', '0', '96', '69.7', '95']]);
      expect(await csvOf(page, daily.getByRole('button', { name: '导出每日碾压遍数合格率的 CSV' }))).toEqual([
        '日期,连接道路工程 路床96区（第3层） (%),站坪工程 土基（强夯处理） (%),连接道路工程 AC-20C 下面层 (%),连接道路工程 水稳基层 (%),站坪工程 水稳基层（下层） (%),全部 ' +
          '(%),目标 (%)',
        '2026-03-14,99,98.9,25.2,0,96,69.7,95',
      ]);
      const byLayer = view.getByRole('region', { name: '各结构层合格率' });
      expect(await tableOf(byLayer, 5)).toEqual([
        ['连接道路工程 路床96区（第3层）', '30', '27,000', '26,726.1', '99'],
        ['站坪工程 土基（强夯处理）', '30', '18,750', '18,550', '98.9'],
        ['连接道路工程 AC-20C 下面层', '28', '15,750', '3,962', '25.2'],
        ['连接道路工程 水稳基层', '28', '15,750', '0', '0'],
        ['站坪工程 水稳基层（下层）', '28', '17,500', '16,800', '96'],
      ]);
      await shot(page, 'trend-pass-ratio-table');
      expect(await seriousViolations(page)).toEqual([]);
    },
  );

  test('work compliance and work score of 2026-03-14: golden values, ranking', async ({ page }) => {
    await openAs(page, 'admin', COMPLIANCE + DAY);
    let view = viewOf(page, COMPLIANCE);
    await expect(kpi(page, COMPLIANCE, '速度达标率')).toHaveText('99.6%');
    await expect(kpi(page, COMPLIANCE, '温度达标率')).toHaveText('95.6%');
    await expect(kpi(page, COMPLIANCE, '遍数达标率')).toHaveText('69.7%');
    await expect(kpi(page, COMPLIANCE, '振动达标率')).toHaveText('84.5%');
    await expect(view.getByRole('region', { name: '各设备达标率' }).getByRole('figure')).toBeVisible();
    await shot(page, 'trend-compliance');
    const daily = view.getByRole('region', { name: '每日作业达标率' });
    expect(await tableOf(daily, 1)).toEqual([['2026-03-14', '99.6', '95.6', '69.7', '84.5']]);
    const byDevice = view.getByRole('region', { name: '各设备达标率' });
    const devices = await tableOf(byDevice, 18);
    expect(await headerOf(byDevice)).toEqual([
      '设备',
      '碾压时长 (h)',
      '速度达标率 (%)',
      '温度达标率 (%)',
      '遍数达标率 (%)',
      '振动达标率 (%)',
    ]);
    expect(devices[0]).toEqual(['YL-01', '6.3', '100', '96.3', '25.2', '100']);
    // Earthwork has no temperature to judge; its vibration misses the minimum frequency.
    expect(devices[17]).toEqual(['ZD-06', '5.55', '100', '', '98.9', '58.3']);
    await shot(page, 'trend-compliance-table');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(SCORE + DAY);
    view = viewOf(page, SCORE);
    await expect(kpi(page, SCORE, '作业评分')).toHaveText('83.8');
    await expect(kpi(page, SCORE, '最高评分')).toHaveText('98');
    await expect(view.getByRole('region', { name: '设备评分排名' }).getByRole('figure')).toBeVisible();
    await shot(page, 'trend-score');
    expect(await tableOf(view.getByRole('region', { name: '各机组每日评分' }), 1)).toEqual([
      ['2026-03-14', '89', '88.9', '69.2', '49.8', '97.9'],
    ]);
    const ranking = await tableOf(view.getByRole('region', { name: '设备评分排名' }), 18);
    expect(ranking.slice(0, 3).map((r) => r.slice(0, 4))).toEqual([
      ['1', 'YL-04', '站坪水稳摊铺碾压组', '98'],
      ['2', 'YL-11', '站坪水稳摊铺碾压组', '98'],
      ['3', 'YL-12', '站坪水稳摊铺碾压组', '98'],
    ]);
    expect(ranking[17]).toEqual(['18', 'YL-09', '道路水稳碾压组', '49.7', '0', '99', '', '100']);
    await shot(page, 'trend-score-table');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(
    'alarm grade, alarm trend and the PDCA alarm statistics show the platform’s answer; the hj page its empty ' +
      'state',
    async ({ page }) => {
      await raiseAlarm();
      await signInQuietly(page, 'admin');
      const range = '?start=2026-03-13&end=2026-03-15';

      const grade = await api<{ kpis: { key: string; value: number }[]; views: Record<string, View> }>(
        page,
        `/api/trend/alarmGrade${range}`,
      );
      const total = grade.kpis.find((k) => k.key === 'alarms')!.value;
      expect(total).toBeGreaterThan(0);
      await page.goto(GRADE + range);
      let view = viewOf(page, GRADE);
      await expect(kpi(page, GRADE, '报警数')).toHaveText(String(total));
      await expect(view.getByRole('region', { name: '报警等级占比' }).getByRole('figure')).toBeVisible();
      await shot(page, 'trend-alarm-grade');
      const perDay = await tableOf(view.getByRole('region', { name: '每日报警（按等级）' }), 3);
      expect(perDay).toEqual(
        grade.views.day!.table.rows.map((r) => [r.day, r.level1, r.level2, r.level3, r.total].map(String)),
      );
      const domains = await tableOf(
        view.getByRole('region', { name: '业务 × 等级' }),
        grade.views.domain!.table.rows.length,
      );
      expect(domains.find((r) => r[0] === '试验室')).toBeTruthy();
      expect(await seriousViolations(page)).toEqual([]);

      const trend = await api<{ views: Record<string, View> }>(page, `/api/trend/alarmTrend${range}`);
      await page.goto(TREND + range);
      view = viewOf(page, TREND);
      const panel = view.getByRole('region', { name: '报警趋势（按类型，7日移动平均）' });
      await expect(panel.getByRole('figure')).toBeVisible();
      await expect(panel.getByRole('figure').getByText('7日移动平均')).toBeVisible();
      await shot(page, 'trend-alarm-trend');
      const rows = await tableOf(panel, 3);
      expect(rows.map((r) => [r[0], r.at(-2), r.at(-1)])).toEqual(
        trend.views.trend!.table.rows.map((r) => [r.day, String(r.total), String(r.movingAverage)]),
      );
      expect(await headerOf(panel)).toContain('试验不合格');

      const stats = await api<{ kpis: { key: string; value: number }[]; views: Record<string, View> }>(
        page,
        `/api/pdca/alarm/statistics${range}&domain=znys`,
      );
      await page.goto(ALARMS + range);
      view = viewOf(page, ALARMS);
      await expect(kpi(page, ALARMS, '报警数')).toHaveText(String(stats.kpis[0]!.value));
      await expect(view.getByRole('region', { name: '按报警类型' }).getByRole('figure')).toBeVisible();
      await shot(page, 'pdca-alarm-statistics');
      const dayHour = view.getByRole('region', { name: '日期 × 小时' });
      const hours = await tableOf(dayHour, 3);
      expect(hours).toEqual(
        stats.views.dayHour!.table.rows.map((r) => stats.views.dayHour!.table.columns.map((c) => String(r[c.key]))),
      );
      expect(hours[2]![11]).not.toBe('0'); // 2026-03-15, 10:00
      const top = await tableOf(
        view.getByRole('region', { name: '报警最多的设备（前10）' }),
        stats.views.top!.table.rows.length,
      );
      // Alarms without a device (a failed lab sample, say) count under the "(none)" token the page names.
      expect(top.map((r) => r[0])).toEqual(
        stats.views.top!.table.rows.map((r) => (r.device === '@none' ? '（无）' : String(r.device))),
      );
      await dayHour.scrollIntoViewIfNeeded();
      await shot(page, 'pdca-alarm-statistics-lower');
      expect(await seriousViolations(page)).toEqual([]);

      // Days before the simulated history: no rammer or DDC alarm, whatever other specs raise: every
      // panel says so.
      const before = '?start=2025-12-01&end=2025-12-02';
      const hj = await api<{ kpis: { key: string; value: number }[] }>(
        page,
        `/api/pdca/alarm/statistics${before}&domain=hj`,
      );
      expect(hj.kpis[0]!.value).toBe(0);
      await page.goto(HJ_ALARMS + before);
      view = viewOf(page, HJ_ALARMS);
      await expect(kpi(page, HJ_ALARMS, '报警数')).toHaveText('0');
      await expect(view.getByText('该时间范围内没有报警')).toHaveCount(7);
      await expect(view.getByRole('button', { name: '导出按报警类型的 CSV' })).toBeDisabled();
      await shot(page, 'hj-pdca-alarm-statistics-empty');
      expect(await seriousViolations(page)).toEqual([]);
    },
  );

  test('in English; a wrong range says so and reads nothing', async ({ page }) => {
    await raiseAlarm();
    await signInQuietly(page, 'admin');
    await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
    await page.goto(PASS + DAY);
    let view = viewOf(page, PASS);
    await expect(kpi(page, PASS, 'Pass-qualified ratio')).toHaveText('69.7%');
    await expect(
      view.getByRole('region', { name: 'Daily pass-qualified ratio' }).getByRole('figure').getByText('Target 95%'),
    ).toBeVisible();
    await shot(page, 'trend-pass-ratio-en');
    await page.goto(`${PASS}?start=2026-03-13&end=2026-03-15`);
    await expect(view.getByRole('region', { name: 'Daily pass-qualified ratio' }).getByRole('figure')).toBeVisible();
    await shot(page, 'trend-pass-ratio-en-3days');
    await page.goto(SCORE + DAY);
    view = viewOf(page, SCORE);
    await expect(kpi(page, SCORE, 'Work score')).toHaveText('83.8');
    await expect(kpi(page, SCORE, 'Rollers')).toHaveText('18');
    await expect(view.getByRole('region', { name: 'Roller ranking' }).getByRole('figure')).toBeVisible();
    await shot(page, 'trend-score-en');
    await page.goto(COMPLIANCE + DAY);
    await expect(
      viewOf(page, COMPLIANCE).getByRole('region', { name: 'Compliance by roller' }).getByRole('figure'),
    ).toBeVisible();
    await shot(page, 'trend-compliance-en');
    await page.goto(`${GRADE}?start=2026-03-13&end=2026-03-15`);
    view = viewOf(page, GRADE);
    await expect(view.getByRole('region', { name: 'Share of alarm levels' }).getByRole('figure')).toBeVisible();
    await shot(page, 'trend-alarm-grade-en');
    await page.goto(`${TREND}?start=2026-03-13&end=2026-03-15`);
    await expect(viewOf(page, TREND).getByRole('figure')).toBeVisible();
    await shot(page, 'trend-alarm-trend-en');
    await page.goto(`${ALARMS}?start=2026-03-13&end=2026-03-15`);
    await expect(viewOf(page, ALARMS).getByRole('region', { name: 'By alarm type' }).getByRole('figure')).toBeVisible();
    await shot(page, 'pdca-alarm-statistics-en');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${PASS}?start=2026-03-15&end=2026-03-14`);
    view = viewOf(page, PASS);
    await expect(view.getByText('The end is before the start').first()).toBeVisible();
    await expect(view.getByRole('figure')).toHaveCount(0);
  });

  test('the rammers’ statistics and work of 2026-03-14: golden values from the validated hits', async ({ page }) => {
    await signInQuietly(page, 'admin');
    const HJ_STATS = '/hjManager/hjStatisticsManager';
    const HJ_WORK = '/hjReportDirManager/hjWorkStatisticsManager';
    await page.goto(HJ_STATS + DAY);
    let view = viewOf(page, HJ_STATS);
    await expect(kpi(page, HJ_STATS, '夯点数')).toHaveText('254');
    await expect(kpi(page, HJ_STATS, '夯击数')).toHaveText('2783');
    await expect(kpi(page, HJ_STATS, '合格率')).toHaveText('95.7%');
    await expect(view.getByRole('region', { name: '累计沉降分布' }).getByRole('figure')).toBeVisible();
    await shot(page, 'hj-statistics');
    const perPoint = await tableOf(view.getByRole('region', { name: '夯点击数分布' }), 10);
    expect(perPoint[0]).toEqual(['5', '1']);
    expect(perPoint[9]).toEqual(['14', '14']);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(HJ_WORK + DAY);
    view = viewOf(page, HJ_WORK);
    await expect(kpi(page, HJ_WORK, '工作时长')).toHaveText('71.06h');
    await expect(kpi(page, HJ_WORK, '夯击能')).toHaveText('8353.8MJ');
    await expect(view.getByRole('region', { name: '每日夯击数（按设备）' }).getByRole('figure')).toBeVisible();
    await shot(page, 'hj-work');
    const rigs = await tableOf(view.getByRole('region', { name: '设备工作量' }), 6);
    expect(rigs[0]).toEqual(['HJ-01', '42', '479', '12.01', '1,437.6', '2']);
    await shot(page, 'hj-work-table');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a user without the trend menus gets the 401 page', async ({ page }) => {
    await openAs(page, 'test', PASS);
    await expect(page.getByRole('heading', { name: /401/ })).toBeVisible();
  });
});
