import { expect as baseExpect, test, type Page } from '@playwright/test';
import { shot } from '../../support/admin';
import { openAs, signIn } from '../../support/session';
import { E2E } from '../env.mjs';

// The haul-truck pages against the reference backend's simulated site (seed 1, clock frozen at
// 2026-03-15 10:00 GMT+8, two days of history): the trips the simulator wrote, newest first, the
// abnormal-only filter, and the per vehicle-day records with that day's trips in a drawer.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const TRIPS = '/ylcManager/ylcTransportQueryManager';
const RECORDS = '/ylcManager/ylcTransportRecordManager';
const FLEET = '/ylcManager/ylcVehicleManager';
const rows = (page: Page, grid: string) => page.getByRole('grid', { name: grid }).getByRole('row');

async function english(page: Page) {
  await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
  await page.reload();
}

test.describe('transport', () => {
  test(
    'the trips page lists the newest trips first, with the ones under way in their present state; abnormal only ' +
      'narrows them',
    async ({ page }) => {
      // A whole day of history is fixed; today moves on when other specs advance the site's clock.
      await openAs(page, 'admin', `${TRIPS}?start=2026-03-14&end=2026-03-14`);
      const trips = rows(page, '运输查询');
      // Row 0 is the header.
      await expect(trips.nth(1)).toContainText('YS-20260314-0364');
      await expect(trips.nth(1)).toContainText('YLC-021');
      await expect(trips.nth(1)).toContainText('湘F·03770');
      await expect(trips.nth(1)).toContainText('SN-01');
      await expect(trips.nth(1)).toContainText('已完成');
      await expect(trips.nth(2)).toContainText('YS-20260314-0363');
      await expect(trips.nth(3)).toContainText('YS-20260314-0362');
      await expect(trips.nth(3)).toContainText('CTB-5.0');
      await expect(page.getByText('1–20 共 364')).toBeVisible();
      await shot(page, 'transport-trips');

      await page.getByRole('combobox', { name: '异常' }).click();
      await page.getByRole('option', { name: '异常' }).click();
      await expect(page).toHaveURL(/abnormal=1/);
      await expect(trips).toHaveCount(1 + 3);
      await expect(trips.nth(1)).toContainText('YS-20260314-0096');
      await expect(trips.nth(1)).toContainText('130.4');
      await expect(trips.nth(2)).toContainText('YS-20260314-0048');
      await expect(trips.nth(3)).toContainText('YS-20260314-0011');
      await shot(page, 'transport-trips-abnormal');

      // Today's newest trip shows the state the platform reports for it now.
      const api = await page.request.get('/api/ylc/trip/page?limit=1');
      const newest = (await api.json()).data.rows[0] as { tripNo: string; state: string };
      await page.goto(TRIPS);
      const labels: Record<string, string> = {
        loading: '装料中',
        inTransit: '运输中',
        waiting: '现场等待',
        unloading: '卸料中',
        done: '已完成',
      };
      await expect(trips.nth(1)).toContainText(newest.tripNo);
      await expect(trips.nth(1)).toContainText(labels[newest.state]!);

      await english(page);
      await expect(page.getByRole('grid', { name: 'Transport Query' }).getByRole('row').nth(1)).toContainText(
        newest.tripNo,
      );
      await shot(page, 'transport-trips-en');
    },
  );

  test('the record page shows a vehicle-day from the rollups and lists its trips in a drawer', async ({ page }) => {
    await openAs(page, 'admin', `${RECORDS}?start=2026-03-13&end=2026-03-13&sort=deviceCode`);
    const records = rows(page, '运输记录查询');
    const first = records.nth(1);
    await expect(first).toContainText('YLC-001');
    await expect(first).toContainText('赣L·55068');
    await expect(first).toContainText('332.2');
    await expect(first).toContainText('24.8');
    await expect(page.getByText('1–20 共 30')).toBeVisible();

    await first.getByRole('button', { name: '明细：YLC-001 · 2026-03-13' }).click();
    const drawer = page.getByRole('dialog', { name: '当日运输记录 · YLC-001 · 2026-03-13' });
    const trips = drawer.getByRole('grid', { name: '当日运输记录' }).getByRole('row');
    await expect(trips).toHaveCount(1 + 11);
    await expect(trips.nth(1)).toContainText('2026-03-13');
    await expect(drawer.getByRole('button', { name: '新增' })).toHaveCount(0);
    await shot(page, 'transport-records-drawer');
    await drawer.getByRole('button', { name: '关闭' }).click();
    await expect(drawer).toBeHidden();

    await english(page);
    await expect(page.getByRole('grid', { name: 'Transport Records' }).getByRole('row').nth(1)).toContainText(
      'YLC-001',
    );
    await shot(page, 'transport-records-en');
  });

  test('the fleet page shows each truck in its present state, with today’s trips', async ({ page }) => {
    await signIn(page, 'admin');
    const status = (await (await page.request.get('/api/ylc/vehicle/status/page?limit=50')).json()).data as {
      total: number;
      rows: { deviceCode: string; state: string }[];
    };
    expect(status.total).toBe(30);
    await page.goto(`${FLEET}?limit=50`);
    const fleet = rows(page, '车辆管理');
    // The grid renders the rows in view only: the count is in the footer.
    await expect(page.getByText('1–30 共 30')).toBeVisible();
    const labels: Record<string, string> = {
      idle: '空闲',
      loading: '装料中',
      inTransit: '运输中',
      waiting: '现场等待',
      unloading: '卸料中',
      returning: '返程',
      offline: '离线',
    };
    for (const truck of status.rows.slice(0, 5))
      await expect(fleet.filter({ hasText: truck.deviceCode })).toContainText(labels[truck.state]!);
    const returning = status.rows.filter((r) => r.state === 'returning').length;
    await page.getByRole('combobox', { name: '当前状态' }).click();
    await page.getByRole('option', { name: '返程' }).click();
    await expect(page).toHaveURL(/state=returning/);
    await expect(fleet).toHaveCount(1 + returning);
    await shot(page, 'transport-fleet');
    await english(page);
    await expect(page.getByRole('combobox', { name: /state/i })).toBeVisible();
    await shot(page, 'transport-fleet-en');
  });
});
