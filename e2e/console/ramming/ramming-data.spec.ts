import { expect as baseExpect, test, type Page } from '@playwright/test';
import { shot } from '../../support/admin';
import { openAs } from '../../support/session';
import { E2E } from '../env.mjs';

// The ramming data pages against the reference backend's simulated site (seed 1, clock frozen at
// 2026-03-15 10:00 GMT+8, two days of history): HJ-01's first point of 2026-03-13 hit by hit, the raw
// uploads with their duplicates, DDC-01's first pile of that day with its layers in a drawer, and the
// design points page showing the rammers' statuses. The numbers are backend/test/rammers.test.ts's.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const HITS = '/hjManager/hjMonitorRealDataManager';
const RAW = '/hjManager/hjMonitorRawDataManager';
const PILES = '/DDCMonitorManager/ddcRealDataManager';
const EVENTS = '/DDCMonitorManager/ddcRawDataManager';
const POINTS = '/hjManager/hjStakeInfoManager';
const rows = (page: Page, grid: string) => page.getByRole('grid', { name: grid }).getByRole('row');

async function english(page: Page) {
  await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
  await page.reload();
}

test.describe('ramming data', () => {
  test(
    'the real-data page shows a point hit by hit, with the drop, ' + 'settlement and energy the platform recorded',
    async ({ page }) => {
      await openAs(page, 'admin', `${HITS}?pointCode=HJ-A1-P1-0141&start=2026-03-13&end=2026-03-13&sort=hitNo`);
      const hits = rows(page, '真实监测数据');
      await expect(page.getByText('1–14 共 14')).toBeVisible();
      await expect(hits.nth(1)).toContainText('HJ-01');
      await expect(hits.nth(1)).toContainText('15.19');
      await expect(hits.nth(1)).toContainText('407.5');
      await expect(hits.nth(2)).toContainText('15.51');
      await expect(hits.nth(2)).toContainText('757');
      await shot(page, 'ramming-hits');
      await english(page);
      await expect(page.getByRole('grid', { name: 'Real Monitoring Data' }).getByRole('row').nth(1)).toContainText(
        'No',
      );
      await shot(page, 'ramming-hits-en');
    },
  );

  test('the raw page keeps the duplicate uploads; the design points page shows the point’s status', async ({
    page,
  }) => {
    await openAs(page, 'admin', `${RAW}?start=2026-03-13&end=2026-03-13`);
    await expect(page.getByText('1–20 共 2,766')).toBeVisible();
    await page.getByRole('combobox', { name: '解析状态' }).click();
    await page.getByRole('option', { name: '重复上传' }).click();
    await expect(page).toHaveURL(/parseStatus=duplicate/);
    await expect(page.getByText('1–20 共 24')).toBeVisible();
    await expect(rows(page, '原始监测数据').nth(1)).toContainText('重复上传');
    await shot(page, 'ramming-raw');

    await page.goto(`${POINTS}?code=HJ-A1-P1-0141`);
    const point = rows(page, '施工桩号信息').nth(1);
    await expect(point).toContainText('超击');
    await expect(point).toContainText('14');
    await expect(point).toContainText('27');
    await shot(page, 'ramming-points');
  });

  test(
    'the pile page lists DDC-01’s piles and its drawer the ' + 'layers of a pile; the raw events carry their kind',
    async ({ page }) => {
      await openAs(page, 'admin', `${PILES}?start=2026-03-13&end=2026-03-13&deviceCode=DDC-01&sort=startAt`);
      const piles = rows(page, '真实数据');
      await expect(page.getByText('1–17 共 17')).toBeVisible();
      const first = piles.nth(1);
      await expect(first).toContainText('DDC-B1-1100');
      await expect(first).toContainText('8.33');
      await expect(first).toContainText('8.94');
      await expect(first).toContainText('147');
      await expect(first).toContainText('合格');
      await first.getByRole('button', { name: '明细：DDC-B1-1100' }).click();
      const drawer = page.getByRole('dialog', { name: '分层数据 · DDC-B1-1100' });
      const layers = drawer.getByRole('grid', { name: '分层数据' }).getByRole('row');
      await expect(layers.nth(1)).toContainText('2026-03-13');
      await expect(drawer.getByRole('button', { name: '新增' })).toHaveCount(0);
      await shot(page, 'ramming-pile-drawer');
      await drawer.getByRole('button', { name: '关闭' }).click();
      await english(page);
      await expect(page.getByRole('grid', { name: 'Real Data' }).getByRole('row').nth(1)).toContainText('Pass');
      await shot(page, 'ramming-piles-en');

      await page.goto(`${EVENTS}?start=2026-03-13&end=2026-03-13&event=1`);
      await expect(page.getByRole('grid', { name: 'Raw Data' }).getByRole('row').nth(1)).toContainText('Fill');
      await shot(page, 'ramming-events-en');
    },
  );
});
