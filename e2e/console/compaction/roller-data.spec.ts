import { expect as baseExpect, test, type Page } from '@playwright/test';
import { openAs } from '../../support/session';

// The rollers' raw-data pages against the reference backend's simulated site (seed 1, clock frozen at
// 2026-03-15 10:00 GMT+8, two history days). Other specs move the clock on, so the pages are read on the
// last history day (2026-03-14), whose facts never change; the real-time page is compared with the API.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const SHOTS = process.env.ROLLER_SHOTS;

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function inEnglish(page: Page) {
  await page.context().addCookies([{ name: 'language', value: 'en', url: new URL(page.url()).origin }]);
  await page.reload();
}

test('history data: a roller and a day show its newest fixes first', async ({ page }) => {
  await openAs(page, 'admin', '/znysBasedataManager/znysHistoryDataManager');
  const table = grid(page, '历史数据');
  // Nothing is read before a roller is chosen.
  await expect(table).toContainText('请先选择设备');
  await page.getByRole('combobox', { name: '设备' }).click();
  await page.getByRole('option', { name: 'YL-01 · 双钢轮压路机 01' }).click();
  await page.getByLabel('开始日期').fill('2026-03-14');
  await page.getByLabel('结束日期').fill('2026-03-14');
  const rows = table.getByRole('row');
  const first = rows.nth(1);
  // YL-01's last fix of the day: parked at the end of its shift.
  await expect(first).toContainText('2026-03-14 19:01:40');
  for (const text of ['YL-01', /1,?599\.993/, '310.19', '关', '固定解']) await expect(first).toContainText(text);
  await expect(rows.nth(2)).toContainText('2026-03-14 19:01:39');
  await expect(page.getByText(/44,345/)).toBeVisible();
  await shoot(page, 'history-zh');
  await inEnglish(page);
  await expect(grid(page, 'Historical Data').getByRole('row').nth(1)).toContainText('2026-03-14 19:01:40');
  await shoot(page, 'history-en');
});

test('received data: the newest packets, their size and parse result', async ({ page }) => {
  await openAs(page, 'admin', '/znysBasedataManager/znysReceivedDataManager?start=2026-03-14&end=2026-03-14');
  const first = grid(page, '接收数据').getByRole('row').nth(1);
  await expect(first).toContainText('2026-03-14 19:18:21');
  for (const text of ['YL-04', '68', 'TCP 二进制', '成功', 'AA55']) await expect(first).toContainText(text);
  await page.getByRole('combobox', { name: '解析结果' }).click();
  await page.getByRole('option', { name: '延迟到达' }).click();
  await expect(grid(page, '接收数据').getByRole('row').nth(1)).toContainText('延迟到达');
  await expect(grid(page, '接收数据').getByRole('row').nth(1)).toContainText('2026-03-14 17:19:45');
  await expect(page.getByText(/共 328/)).toBeVisible();
  await shoot(page, 'received-zh');
  await inEnglish(page);
  await expect(grid(page, 'Received Data').getByRole('row').nth(1)).toContainText('Late');
  await shoot(page, 'received-en');
});

test('real-time data and zd raw data', async ({ page }) => {
  await openAs(page, 'admin', '/znysBasedataManager/znysRealtimeDataManager');
  // The latest fix of each roller is the present's: the page shows what the platform answers.
  const latest = (
    await (await page.request.get('/api/znys/fix/latest/page?page=1&limit=1&sort=deviceCode&order=asc')).json()
  ).data.rows[0];
  expect(latest.deviceCode).toBe('YL-01');
  const first = grid(page, '实时数据').getByRole('row').nth(1);
  await expect(first).toContainText('YL-01');
  await expect(first).toContainText(latest.t);
  await shoot(page, 'realtime-zh');
  await page.goto('/zdManager/zdRawDataManager');
  await expect(grid(page, '原始数据')).toContainText('请先选择设备');
  await page.getByRole('combobox', { name: '设备' }).click();
  await page.getByRole('option', { name: 'ZD-01 · 振动压路机 01' }).click();
  await page.getByLabel('开始日期').fill('2026-03-14');
  await page.getByLabel('结束日期').fill('2026-03-14');
  await expect(grid(page, '原始数据').getByRole('row').nth(1)).toContainText('2026-03-14 19:09:40');
  await shoot(page, 'zd-zh');
  await inEnglish(page);
  await expect(grid(page, 'Raw Data').getByRole('row').nth(1)).toContainText('ZD-01');
  await shoot(page, 'zd-en');
});
