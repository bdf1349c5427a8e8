import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { shot } from '../../support/admin';
import { seriousViolations } from '../../support/axe';
import { viewOf } from '../../support/shell';
import { backendCall, openAs, simSettled, signInQuietly } from '../../support/session';
import { E2E } from '../env.mjs';

// 整改统计 of both PDCA groups against the reference backend's simulated site (seed 1, clock frozen at
// 2026-03-15 10:00 GMT+8). Other specs raise and move problems as they run, so each page's table views are
// compared with the platform's answer to the same question, read just before; a forced rammer alarm makes
// sure the hj page has a problem to show.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const RANGE = '?start=2026-03-13&end=2026-03-15';
const ZNYS = '/pdcaManager/pdcaRectifyStatisticsManager';
const HJ = '/hjPdcaManager/hjPdcaRectifyStatisticsManager';

type View = { table: { columns: { key: string }[]; rows: Record<string, string | number | null>[] }; empty: boolean };
type Answer = { kpis: { key: string; value?: number }[]; views: Record<string, View> };

async function api(page: Page, domain: string): Promise<Answer> {
  const reply = (await (await page.request.get(`/api/pdca/problem/statistics${RANGE}&domain=${domain}`)).json()) as {
    status: number;
    data: Answer;
  };
  expect(reply.status).toBe(200);
  return reply.data;
}

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
const kpi = (page: Page, path: string, label: string) =>
  viewOf(page, path).getByRole('group', { name: label, exact: true }).locator('p');
const numbers = (view: View, from: number) =>
  view.table.rows.map((r) =>
    view.table.columns.slice(from).map((c) => (r[c.key] === null || r[c.key] === undefined ? '' : String(r[c.key]))),
  );

test.beforeAll(async () => {
  await simSettled();
  // A level-3 rammer alarm two days back: an overdue problem of the hj group, on HJ-01's section.
  const forced = await backendCall('/__test/pdca/alarm', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ domain: 'hj', type: 'lowDrop', level: 3, deviceCode: 'HJ-01', t: '2026-03-13 09:00:00' }),
  });
  expect(forced.body.status).toBe(200);
});

test.describe('rectification statistics', () => {
  test('both groups show the platform’s answer in their KPIs and table views', async ({ page }) => {
    await signInQuietly(page, 'admin');
    for (const [path, domain] of [
      [HJ, 'hj'],
      [ZNYS, 'znys'],
    ] as const) {
      const answer = await api(page, domain);
      const value = (key: string) => String(answer.kpis.find((k) => k.key === key)!.value);
      expect(Number(value('problems'))).toBeGreaterThan(0);
      await page.goto(path + RANGE);
      const view = viewOf(page, path);
      await expect(kpi(page, path, '问题数')).toHaveText(value('problems'));
      await expect(kpi(page, path, '已闭合')).toHaveText(value('closed'));
      await expect(kpi(page, path, '逾期')).toHaveText(value('overdue'));
      await expect(view.getByRole('region', { name: '按状态' }).getByRole('figure')).toBeVisible();
      await shot(page, `rectify-${domain}`);

      const state = await tableOf(view.getByRole('region', { name: '按状态' }), answer.views.state!.table.rows.length);
      expect(state.map((r) => r.slice(1))).toEqual(numbers(answer.views.state!, 1));
      const level = view.getByRole('region', { name: '按等级' });
      const levels = await tableOf(level, answer.views.level!.table.rows.length);
      expect(levels.map((r) => r.slice(1).map((c) => c.replaceAll(',', '')))).toEqual(numbers(answer.views.level!, 1));
      expect(await headerOf(level)).toEqual([
        '问题等级',
        '问题数',
        '已闭合',
        '未闭合',
        '闭合率 (%)',
        '平均闭合时长 (h)',
        '逾期',
      ]);
      const sections = await tableOf(
        view.getByRole('region', { name: '按标段' }),
        answer.views.section!.table.rows.length,
      );
      expect(sections.map((r) => r[0])).toEqual(
        answer.views.section!.table.rows.map((r) => (r.section === '@none' ? '（无）' : String(r.section))),
      );
      const parties = await tableOf(
        view.getByRole('region', { name: '未闭合问题（按责任方）' }),
        answer.views.party!.table.rows.length,
      );
      expect(parties).toEqual(
        answer.views.party!.table.rows.map((r) => [
          String(r.party).replace('dict:problemParty:', ''),
          String(r.unclosed),
          String(r.overdue),
        ]),
      );
      await shot(page, `rectify-${domain}-tables`);
      expect(await seriousViolations(page)).toEqual([]);
    }

    // The forced rammer problem is level 3 and overdue; its section is the ground treatment's.
    const hj = await api(page, 'hj');
    expect(hj.views.level!.table.rows.find((r) => r.level === 'dict:problemLevel:3')!.overdue).toBeGreaterThan(0);
    expect(hj.views.section!.table.rows.map((r) => r.section)).toContain('地基处理工程');
  });

  test('in English; an empty range says so', async ({ page }) => {
    await signInQuietly(page, 'admin');
    await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
    await page.goto(HJ + RANGE);
    const view = viewOf(page, HJ);
    await expect(view.getByRole('region', { name: 'By state' }).getByRole('figure')).toBeVisible();
    await expect(kpi(page, HJ, 'Closure rate')).toBeVisible();
    await shot(page, 'rectify-hj-en');
    const parties = await tableOf(
      view.getByRole('region', { name: 'Open problems by responsible party' }),
      (await api(page, 'hj')).views.party!.table.rows.length,
    );
    expect(parties.map((r) => r[0])).toContain('Contractor');
    await shot(page, 'rectify-hj-en-table');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${ZNYS}?start=2026-03-01&end=2026-03-05`);
    const znys = viewOf(page, ZNYS);
    await expect(kpi(page, ZNYS, 'Problems')).toHaveText('0');
    await expect(znys.getByText('No problems in this period')).toHaveCount(4);
    await shot(page, 'rectify-znys-en-empty');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a user without the pages gets the 401 page', async ({ page }) => {
    await openAs(page, 'test', HJ);
    await expect(page.getByRole('heading', { name: /401/ })).toBeVisible();
  });
});
