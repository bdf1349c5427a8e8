import { expect as baseExpect, test, type Page } from '@playwright/test';
import { shot } from '../support/admin';
import { signIn } from '../support/session';
import { E2E } from './env.mjs';

// The asphalt plant's query page against the reference backend's simulated site (seed 1, clock frozen at
// 2026-03-15 10:00 GMT+8, two days of history): the batches the simulator wrote, newest first, the
// over-limit level filter, and a batch's materials in a drawer. The pages are read over the two history
// days: other specs move the simulated clock on, and the history does not change.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const HISTORY = '?start=2026-03-13&end=2026-03-14';
const DAY = '?start=2026-03-14&end=2026-03-14';
const LQ = '/lqzManager/lqzQueryManager';
const SN = '/sntzManager/sntzQueryManager';

async function english(page: Page) {
  await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
  await page.reload();
}

test.describe('mixing plants', () => {
  test('the asphalt query page lists the batches newest first; the level filter narrows them; a batch opens its materials', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(LQ + HISTORY);
    const grid = page.getByRole('grid').first();
    const batches = grid.getByRole('row');
    // Row 0 is the header.
    await expect(batches.nth(1)).toContainText('LQ-01-20260314-0614');
    await expect(batches.nth(1)).toContainText('SMA-13');
    await expect(batches.nth(1)).toContainText('LQ-01');
    await expect(batches.nth(1)).toContainText('6.03');
    await expect(batches.nth(2)).toContainText('LQ-01-20260314-0613');
    await expect(page.getByText('1–20 共 1,233')).toBeVisible();
    await shot(page, 'plants-lq-batches');

    await page.getByRole('combobox', { name: '超标等级' }).click();
    await page.getByRole('option', { name: '中级' }).click();
    await expect(page).toHaveURL(/level=2/);
    await expect(batches).toHaveCount(1 + 1);
    const worst = batches.nth(1);
    await expect(worst).toContainText('LQ-01-20260313-0116');
    await expect(worst).toContainText('中级');

    await worst.getByRole('button', { name: '明细：LQ-01-20260313-0116' }).click();
    const drawer = page.getByRole('dialog', { name: '材料用量 · LQ-01-20260313-0116' });
    const materials = drawer.getByRole('grid', { name: '材料用量' }).getByRole('row');
    await expect(materials).toHaveCount(1 + 9);
    await expect(materials.nth(1)).toContainText('热料仓1');
    await expect(materials.nth(8)).toContainText('沥青');
    await expect(drawer.getByRole('button', { name: '新增' })).toHaveCount(0);
    await shot(page, 'plants-lq-materials');
    await drawer.getByRole('button', { name: '关闭' }).click();
    await expect(drawer).toBeHidden();

    await english(page);
    await expect(page.getByRole('grid').first().getByRole('row').nth(1)).toContainText('Middle');
    await shot(page, 'plants-lq-batches-en');
  });

  test('the concrete and base query pages show their own plants’ batches only', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(SN + DAY);
    await expect(page.getByText('1–20 共 465')).toBeVisible();
    await expect(page.getByRole('grid').first().getByRole('row').nth(1)).toContainText('C35');
    await shot(page, 'plants-sn-batches');
    await page.goto('/swzManager/swzQueryManager' + DAY);
    await expect(page.getByText('1–20 共 575')).toBeVisible();
    await expect(page.getByRole('grid').first().getByRole('row').nth(1)).toContainText('CTB-5.0');
    await shot(page, 'plants-sw-batches');
  });

  test('拌和站系统 shows the plants, formulas, thresholds and grading envelopes as tabs', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/bhzManager');
    await expect(page.getByRole('tab', { name: '拌和站' })).toBeVisible();
    await expect(page.getByText('1–4 共 4')).toBeVisible();
    await expect(page.getByRole('grid').first().getByRole('row').nth(1)).toContainText('LQ-01');
    await shot(page, 'plants-config-plants');
    await page.getByRole('tab', { name: '超标阈值' }).click();
    await expect(page.getByText('1–20 共 38')).toBeVisible();
    await expect(page.getByRole('grid').first().getByRole('row').nth(1)).toContainText('矿粉');
    await shot(page, 'plants-config-thresholds');
    await page.getByRole('tab', { name: '配合比' }).click();
    await expect(page.getByRole('grid').first().getByRole('row').nth(1)).toContainText('LQ-AC20C-01');
    await expect(page.getByRole('grid').first().getByRole('row').nth(1)).toContainText('100');
    await shot(page, 'plants-config-formulas');
    await english(page);
    await page.getByRole('tab', { name: 'Thresholds' }).click();
    await expect(page.getByRole('grid').first().getByRole('row').nth(1)).toContainText('Mineral powder');
    await shot(page, 'plants-config-thresholds-en');
  });
});
