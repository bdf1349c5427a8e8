import { expect as baseExpect, test, type Page } from '@playwright/test';
import { shot } from '../../support/admin';
import { seriousViolations } from '../../support/axe';
import { viewOf } from '../../support/shell';
import { backendCall, openAs, simSettled, signInQuietly } from '../../support/session';
import { E2E } from '../env.mjs';

// 短信发送记录 of both PDCA groups against the reference backend's simulated site (seed 1, clock frozen at
// 2026-03-15 10:00 GMT+8, two days of history, no SMS gateway configured). The simulated level-2 problems of
// 2026-03-13/14 (batches over their limits, overspeeds, cold rolling, areas under their pass rate …) each notify
// the three recipients of the znys level-2 group: 246 records, all 未发送 · 未配置短信网关. Other specs force
// level-3 alarms only, which can shift problem numbers (promotion order) but not these rows' time, recipient,
// level or text otherwise. A forced hj level-2 alarm at 23:30 falls in
// that group's quiet hours (23:00–06:00).

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const ZNYS = '/pdcaManager/pdcaSmsRecordManager';
const HJ = '/hjPdcaManager/hjPdcaSmsRecordManager';
const LEVEL2 = '?start=2026-03-13&end=2026-03-14&level=2';
const MASKED = /^1\d{2}\*{4}\d{4}$/;
const QUIET_T = '2026-03-13 23:30:00';

type Row = {
  t: string;
  phone: string;
  name: string;
  level: number;
  problemNo: string;
  content: string;
  status: string;
  reason?: string;
};

async function records(page: Page, api: string, query: string): Promise<{ total: number; rows: Row[] }> {
  const reply = (await (await page.request.get(`${api}/page${query}&limit=50`)).json()) as {
    status: number;
    data: { total: number; rows: Row[] };
  };
  expect(reply.status).toBe(200);
  return reply.data;
}

// Coded cells (level, status) stay blank until the screen's dictionaries arrive, which can be after the rows
// (lib/dict/labels.ts): a row is read once its status label is there.
const STATUS = 6;
async function cells(page: Page, path: string, row: number): Promise<string[]> {
  const gridcells = viewOf(page, path).getByRole('grid').getByRole('row').nth(row).getByRole('gridcell');
  await expect(gridcells.nth(STATUS)).toHaveText(/\S/);
  return (await gridcells.allInnerTexts()).map((t) => t.trim());
}

test.beforeAll(async () => {
  await simSettled();
  const forced = await backendCall('/__test/pdca/alarm', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      domain: 'hj',
      type: 'lowDrop',
      level: 2,
      deviceCode: 'HJ-02',
      t: QUIET_T,
      message: '落距不足',
    }),
  });
  expect(forced.body.status).toBe(200);
});

test.describe('SMS records', () => {
  test(
    'the znys page lists the seeded level-2 notifications newest first: golden rows, masked numbers, server ' +
      'paging, the problem link',
    async ({ page }) => {
      await openAs(page, 'admin', ZNYS + LEVEL2);
      const view = viewOf(page, ZNYS);
      const grid = view.getByRole('grid', { name: '短信发送记录' });
      await expect(grid.getByRole('row').nth(1)).toContainText('2026-03-14 18:50:25');
      await expect(view.getByText('1–20 共 246')).toBeVisible();
      expect(await grid.getByRole('columnheader').allInnerTexts()).toEqual([
        '时间',
        '渠道',
        '手机号',
        '邮箱',
        '姓名',
        '预警等级',
        '问题',
        '内容',
        '状态',
        '原因',
      ]);

      // The newest problem's three recipients (same time; their order among themselves is the platform's).
      const top = await Promise.all([1, 2, 3].map((i) => cells(page, ZNYS, i)));
      expect(top.map((r) => r[4]).sort()).toEqual(['林帅刚', '胡建龙', '高斌欢'].sort());
      const phones = Object.fromEntries(top.map((r) => [r[4], r[2]]));
      expect(phones).toEqual({ 胡建龙: '100****8173', 高斌欢: '100****8587', 林帅刚: '100****4289' });
      for (const r of top) {
        expect(r[0]).toBe('2026-03-14 18:50:25');
        expect(r[1]).toBe('短信');
        expect(r[3]).toBe('');
        expect(r[5]).toBe('二级');
        expect(r[6]).toMatch(/^WT-20260314-\d{5}$/);
        expect(r[7]).toBe(
          `【二级预警】${r[6]} YL-09：YL-09 超速 4.99 km/h（限速 4 km/h），K1+366，请于 2026-03-16 18:50:25 前整改。`,
        );
        expect(r[8]).toBe('未发送');
        expect(r[9]).toBe('未配置短信网关');
      }
      const fourth = await cells(page, ZNYS, 4);
      expect([fourth[0], fourth[5], fourth[8], fourth[9]]).toEqual([
        '2026-03-14 18:22:11',
        '二级',
        '未发送',
        '未配置短信网关',
      ]);
      expect(fourth[7]).toContain(
        'ZD-03：ZD-03 超速 5.51 km/h（限速 4 km/h），K1+377，请于 2026-03-16 18:22:11 前整改。',
      );
      await shot(page, 'sms-records-znys');

      // The platform's answer masks every number too: the full ones stay with the SMS groups.
      const answer = await records(page, '/api/pdca/smsRecord', LEVEL2);
      expect(answer.total).toBe(246);
      for (const row of answer.rows) expect(row.phone).toMatch(MASKED);
      expect(answer.rows.map((r) => r.t)).toEqual([...answer.rows.map((r) => r.t)].sort().reverse());

      // Server paging: the last page (13) holds the six oldest records.
      await page.goto(`${ZNYS}${LEVEL2}&page=13`);
      await expect(grid.getByRole('row')).toHaveCount(1 + 6);
      const oldest = await cells(page, ZNYS, 6);
      expect([oldest[0], oldest[5], oldest[8]]).toEqual(['2026-03-13 07:59:49', '二级', '未发送']);
      expect(oldest[2]).toMatch(MASKED);

      // The problem column opens the problem page on that problem.
      await page.goto(ZNYS + LEVEL2);
      await expect(grid.getByRole('row').nth(1)).toContainText('2026-03-14 18:50:25');
      const problemNo = (await cells(page, ZNYS, 1))[6]!;
      expect(problemNo).toMatch(/^WT-20260314-\d{5}$/);
      await grid.getByRole('link', { name: problemNo }).first().click();
      await expect(page).toHaveURL(new RegExp(`/pdcaManager/pdcaProblemRecordManager\\?keyword=${problemNo}`));
      const problems = viewOf(page, '/pdcaManager/pdcaProblemRecordManager').getByRole('grid');
      await expect(problems.getByRole('row')).toHaveCount(1 + 1);
      await expect(problems.getByRole('row').nth(1)).toContainText(problemNo);
    },
  );

  test('the hj page: a problem found in the group’s quiet hours was not sent, and says why; the status filter', async ({
    page,
  }) => {
    await openAs(page, 'admin', `${HJ}?level=2&start=2026-03-13&end=2026-03-13`);
    const view = viewOf(page, HJ);
    const grid = view.getByRole('grid', { name: '短信发送记录' });
    const rows = grid.getByRole('row');
    await expect(rows.nth(1)).toContainText(QUIET_T);
    const n = (await records(page, '/api/pdca/hjSmsRecord', '?level=2&start=2026-03-13&end=2026-03-13')).total;
    // Three recipients in the level-2 group (more if this spec ran before on the same data folder).
    expect(n % 3).toBe(0);
    for (let i = 1; i <= 3; i++) {
      const r = await cells(page, HJ, i);
      expect(r[0]).toBe(QUIET_T);
      expect(r[2]).toMatch(MASKED);
      expect(r[7]).toMatch(/^【二级预警】WT-20260313-\d{5} HJ-02：落距不足，请于 2026-03-15 23:30:00 前整改。$/);
      expect(r[8]).toBe('未发送');
      expect(r[9]).toBe('免打扰时段（23:00–06:00）');
    }
    await shot(page, 'sms-records-hj');
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '已发送' }).click();
    await expect(page).toHaveURL(/status=sent/);
    await expect(view.getByText('暂无数据')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('in English', async ({ page }) => {
    await signInQuietly(page, 'admin');
    await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
    await page.goto(ZNYS + LEVEL2);
    const view = viewOf(page, ZNYS);
    const grid = view.getByRole('grid', { name: 'SMS Records' });
    await expect(grid.getByRole('row').nth(1)).toContainText('2026-03-14 18:50:25');
    expect(await grid.getByRole('columnheader').allInnerTexts()).toEqual([
      'Time',
      'Channel',
      'Mobile',
      'E-mail',
      'Name',
      'Level',
      'Problem',
      'Text',
      'Status',
      'Reason',
    ]);
    const first = await cells(page, ZNYS, 1);
    expect([first[5], first[8]]).toEqual(['Level 2', 'Not sent']);
    expect(first[2]).toMatch(MASKED);
    await shot(page, 'sms-records-en');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a user without the pages gets the 401 page', async ({ page }) => {
    await openAs(page, 'test', ZNYS);
    await expect(page.getByRole('heading', { name: /401/ })).toBeVisible();
  });
});
