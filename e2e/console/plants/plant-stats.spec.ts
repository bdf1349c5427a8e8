import fs from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { shot } from '../../support/admin';
import { seriousViolations } from '../../support/axe';
import { csvOf, viewOf } from '../../support/shell';
import { openAs, simSettled, signInQuietly } from '../../support/session';
import { E2E } from '../env.mjs';

// The plants' statistics and analysis pages against the reference backend's simulated site (seed 1,
// clock frozen at 2026-03-15 10:00 GMT+8, two days of history): every number the page shows is compared
// with what the platform answers to the same question, read through the BFF in the test.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const SN_STATS = '/sntzManager/sntzStatisticsManager';
const LQ_ANALYSIS = '/lqzManager/lqzAnalysisManager';
const SW_ANALYSIS = '/swzManager/swzAnalysisManager';

test.beforeEach(simSettled);

async function api<T>(page: Page, path: string): Promise<T> {
  const reply = (await (await page.request.get(path)).json()) as { status: number; data: T };
  expect(reply.status).toBe(200);
  return reply.data;
}

const kpi = (page: Page, path: string, label: string) =>
  viewOf(page, path).getByRole('group', { name: label, exact: true }).locator('p');

test.describe('plant statistics and analysis', () => {
  test(
    'the concrete statistics page shows the platform’s production and over-limit numbers; a table view and its ' +
      'CSV',
    async ({ page }) => {
      await openAs(page, 'admin', SN_STATS);
      const view = viewOf(page, SN_STATS);
      type Production = {
        start: string;
        end: string;
        unit: string;
        total: { batches: number; quantity: number };
        days: { day: string; batches: number; quantity: number }[];
      };
      const production = await api<Production>(page, '/api/bhz/production?plantType=sn');
      const overLimit = await api<{ byLevel: { total: number }; overLimitPct: number }>(
        page,
        '/api/bhz/overLimit?plantType=sn',
      );
      const consumption = await api<{ cementT: number }>(page, '/api/bhz/consumption?plantType=sn');
      expect(production.total.batches).toBeGreaterThan(0);

      await expect(view.getByLabel('开始日期')).toHaveValue(production.start);
      await expect(view.getByLabel('结束日期')).toHaveValue(production.end);
      await expect(kpi(page, SN_STATS, '批次数')).toHaveText(String(production.total.batches));
      await expect(kpi(page, SN_STATS, '方量')).toHaveText(`${production.total.quantity}m³`);
      await expect(kpi(page, SN_STATS, '超标批次')).toHaveText(String(overLimit.byLevel.total));
      await expect(kpi(page, SN_STATS, '超标率')).toHaveText(`${overLimit.overLimitPct}%`);
      await expect(kpi(page, SN_STATS, '水泥用量')).toHaveText(`${consumption.cementT}t`);
      await expect(view.getByRole('figure').first()).toBeVisible();
      await shot(page, 'plant-stats-sn');
      expect(await seriousViolations(page)).toEqual([]);

      // One plant: the figures follow the platform's answer for that plant.
      await view.getByRole('combobox', { name: '拌和站' }).click();
      await page.getByRole('option', { name: /^SN-01/ }).click();
      await expect(page).toHaveURL(/plantId=3/);
      const sn1 = await api<Production>(page, '/api/bhz/production?plantType=sn&plantId=3');
      await expect(kpi(page, SN_STATS, '批次数')).toHaveText(String(sn1.total.batches));
      expect(sn1.total.batches).toBeLessThan(production.total.batches);

      const panel = view.getByRole('region', { name: '每日方量' });
      await panel.getByRole('button', { name: '表格' }).click();
      await expect(panel.getByRole('button', { name: '表格' })).toHaveAttribute('aria-pressed', 'true');
      const rows = panel.getByRole('grid').getByRole('row');
      await expect(rows).toHaveCount(1 + sn1.days.length);
      await expect(rows.nth(1)).toContainText(sn1.days[0]!.day);
      await expect(rows.nth(1)).toContainText(String(sn1.days[0]!.batches));
      const lines = await csvOf(page, panel.getByRole('button', { name: '导出每日方量的 CSV' }));
      expect(lines[0]).toBe('日期,SN-01 (m³),批次数,方量 (m³)');
      expect(lines.slice(1)).toEqual(sn1.days.map((d) => `${d.day},${d.quantity},${d.batches},${d.quantity}`));
      await shot(page, 'plant-stats-sn-table');
      await panel.getByRole('button', { name: '图表' }).click();
      await expect(panel.getByRole('figure')).toBeVisible();
      await page.context().addCookies([{ name: 'color-mode', value: 'dark', url: E2E.baseURL }]);
      await page.reload();
      await expect(panel.getByRole('figure')).toBeVisible();
      await shot(page, 'plant-stats-sn-dark');
    },
  );

  test(
    'the asphalt analysis page draws the ratio control chart and the Pareto of the platform’s answer; in English ' +
      'too',
    async ({ page }) => {
      await openAs(page, 'admin', LQ_ANALYSIS);
      const view = viewOf(page, LQ_ANALYSIS);
      type Ratio = { points: { level: number }[]; batches: number; overLimit: number; bucket?: number };
      const ratio = await api<Ratio>(page, '/api/bhz/analysis/ratio?plantType=lq&key=ratio');
      const pareto = await api<{ items: { total: number; cumulativePct: number }[] }>(
        page,
        '/api/bhz/analysis/pareto?plantType=lq',
      );
      // A week of this site is within a chart's 2 000 points: every batch is a point, the cards count them.
      expect([ratio.points.length > 0, ratio.bucket]).toEqual([true, undefined]);
      expect([ratio.batches, ratio.overLimit]).toEqual([
        ratio.points.length,
        ratio.points.filter((p) => p.level > 0).length,
      ]);
      await expect(kpi(page, LQ_ANALYSIS, '批次数')).toHaveText(String(ratio.batches));
      await expect(kpi(page, LQ_ANALYSIS, '油石比超标批次')).toHaveText(String(ratio.overLimit));
      const chart = view.getByRole('region', { name: '油石比控制图' }).getByRole('figure');
      await expect(chart).toBeVisible();
      await expect(chart.getByText('±初级超标')).toBeVisible();
      await shot(page, 'plant-stats-lq-analysis');

      await view.getByRole('region', { name: '材料误差分布' }).getByRole('figure').scrollIntoViewIfNeeded();
      await shot(page, 'plant-stats-lq-lower');
      const panel = view.getByRole('region', { name: '超标排列图' });
      await panel.getByRole('button', { name: '表格' }).click();
      const rows = panel.getByRole('grid').getByRole('row');
      await expect(rows).toHaveCount(1 + pareto.items.length);
      const lines = await csvOf(page, panel.getByRole('button', { name: '导出超标排列图的 CSV' }));
      expect(lines[0]).toBe('项目,初级超标,中级超标,高级超标,合计,累计占比 (%)');
      expect(lines.slice(1).map((l) => l.split(',').slice(4).map(Number))).toEqual(
        pareto.items.map((i) => [i.total, i.cumulativePct]),
      );
      await shot(page, 'plant-stats-lq-pareto-table');
      expect(await seriousViolations(page)).toEqual([]);

      await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
      await page.reload();
      await expect(
        view.getByRole('region', { name: 'Asphalt–aggregate ratio control chart' }).getByRole('figure'),
      ).toBeVisible();
      await expect(kpi(page, LQ_ANALYSIS, 'Batches')).toHaveText(String(ratio.points.length));
      await shot(page, 'plant-stats-lq-analysis-en');
    },
  );

  test(
    'the grading curve and its sieve deviation table are the platform’s; the chart exports as PNG; the base ' +
      'plant’s water content',
    async ({ page }) => {
      await signInQuietly(page, 'admin');
      const day = '?start=2026-03-13&end=2026-03-13';
      await page.goto(LQ_ANALYSIS + day);
      const view = viewOf(page, LQ_ANALYSIS);
      type Gradings = {
        mixes: {
          mixType: string;
          batches: number;
          sieves: { sieve: number; mean: number; formula: number; outOfEnvelope: number }[];
        }[];
      };
      const gradings = await api<Gradings>(page, `/api/bhz/analysis/grading${day}&plantType=lq`);
      expect(gradings.mixes.map((m) => [m.mixType, m.batches])).toEqual([['SMA-13', 619]]);
      const panel = view.getByRole('region', { name: '级配曲线与筛孔偏差' });
      const figure = panel.getByRole('figure');
      await expect(figure).toBeVisible();
      await expect(panel.getByRole('combobox', { name: '混合料' })).toContainText('SMA-13（619 盘）');
      // The log axis labels each sieve of the envelope.
      await expect(figure.getByText('0.075', { exact: true })).toBeVisible();
      await expect(figure.getByText('13.2', { exact: true })).toBeVisible();
      await figure.scrollIntoViewIfNeeded();
      await shot(page, 'plant-stats-lq-grading');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('button', { name: '将级配曲线与筛孔偏差导出为 PNG' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('数据分析-级配曲线与筛孔偏差-2026-03-13_2026-03-13.png');
      const png = fs.readFileSync((await download.path())!);
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(png.length).toBeGreaterThan(10_000);

      await panel.getByRole('button', { name: '表格' }).click();
      await expect(panel.getByRole('button', { name: '将级配曲线与筛孔偏差导出为 PNG' })).toBeDisabled();
      const rows = panel.getByRole('grid').getByRole('row');
      await expect(rows).toHaveCount(1 + gradings.mixes[0]!.sieves.length);
      const lines = await csvOf(page, panel.getByRole('button', { name: '导出级配曲线与筛孔偏差的 CSV' }));
      expect(lines[0]).toBe(
        '混合料,筛孔 (mm),级配下限 (%),级配中值 (%),级配上限 (%),配合比级配 (%),平均通过率 (%),最小通过率 (%),' +
          '最大通过率 (%),偏差（百分点）,允许偏差（±百分点）,超出允许偏差,超出级配范围',
      );
      const nine = gradings.mixes[0]!.sieves.find((s) => s.sieve === 9.5)!;
      expect(
        lines
          .find((l) => l.startsWith('SMA-13,9.5,'))!
          .split(',')
          .map((c, i) => (i === 0 ? c : Number(c))),
      ).toEqual([
        'SMA-13',
        9.5,
        50,
        62.5,
        75,
        nine.formula,
        nine.mean,
        expect.any(Number),
        expect.any(Number),
        expect.any(Number),
        6,
        expect.any(Number),
        nine.outOfEnvelope,
      ]);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(SW_ANALYSIS + day);
      const sw = viewOf(page, SW_ANALYSIS);
      type Ratio = { points: { value?: number }[] };
      const water = await api<Ratio>(page, `/api/bhz/analysis/ratio${day}&plantType=sw&key=waterPct`);
      expect(water.points.length).toBe(670);
      const waterPanel = sw.getByRole('region', { name: '含水率控制图' });
      await expect(waterPanel.getByRole('figure')).toBeVisible();
      await waterPanel.getByRole('button', { name: '表格' }).click();
      await expect(waterPanel.getByRole('grid').getByRole('row').nth(1)).toContainText(String(water.points[0]!.value));
      await expect(
        sw.getByRole('region', { name: '级配曲线与筛孔偏差' }).getByRole('combobox', { name: '混合料' }),
      ).toContainText('CTB-5.0（670 盘）');
      await shot(page, 'plant-stats-sw-analysis');
      await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
      await page.reload();
      await expect(sw.getByRole('region', { name: 'Water content control chart' })).toBeVisible();
      await expect(
        sw.getByRole('region', { name: 'Grading curve and sieve deviations' }).getByRole('combobox', { name: 'Mix' }),
      ).toContainText('CTB-5.0 (670 batches)');
      await shot(page, 'plant-stats-sw-analysis-en');
    },
  );
});
