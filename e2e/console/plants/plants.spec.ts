import { expect as baseExpect, test, type Page } from '@playwright/test';
import { shot } from '../../support/admin';
import { backendCall, backendHook, openAs, simSettled } from '../../support/session';
import { E2E } from '../env.mjs';

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

test.beforeEach(simSettled);

test.describe('mixing plants', () => {
  test(
    'the asphalt query page lists the batches newest first; the level filter narrows them; a batch opens its ' +
      'materials',
    async ({ page }) => {
      await openAs(page, 'admin', LQ + HISTORY);
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
      // Its combined grading, as the platform judged it sieve by sieve.
      const id = (await (await page.request.get('/api/bhz/lqBatch/page?guid=LQ-01-20260313-0116')).json()).data.rows[0]
        .id as number;
      const grading = (await (await page.request.get(`/api/bhz/batch/${id}/grading`)).json()).data as {
        sieves: { sieve: number; actual: number; deviation: number; tolerance: number }[];
      };
      const section = drawer.getByRole('region', { name: '合成级配 · SMA-13' });
      await expect(section.getByRole('figure')).toBeVisible();
      const sieves = section.getByRole('grid').getByRole('row');
      await expect(sieves).toHaveCount(1 + grading.sieves.length);
      const fine = grading.sieves.at(-1)!;
      await expect(sieves.nth(grading.sieves.length)).toContainText(`${fine.deviation} / ±${fine.tolerance}`);
      await expect(sieves.nth(grading.sieves.length)).toContainText(String(fine.actual));
      await section.getByRole('figure').scrollIntoViewIfNeeded();
      await shot(page, 'plants-lq-grading');
      await section.getByRole('grid').scrollIntoViewIfNeeded();
      await shot(page, 'plants-lq-materials');
      await drawer.getByRole('button', { name: '关闭' }).click();
      await expect(drawer).toBeHidden();

      await english(page);
      await expect(page.getByRole('grid').first().getByRole('row').nth(1)).toContainText('Middle');
      await shot(page, 'plants-lq-batches-en');
    },
  );

  test('the concrete and base query pages show their own plants’ batches only', async ({ page }) => {
    await openAs(page, 'admin', SN + DAY);
    await expect(page.getByText('1–20 共 465')).toBeVisible();
    await expect(page.getByRole('grid').first().getByRole('row').nth(1)).toContainText('C35');
    await shot(page, 'plants-sn-batches');
    await page.goto('/swzManager/swzQueryManager' + DAY);
    await expect(page.getByText('1–20 共 575')).toBeVisible();
    await expect(page.getByRole('grid').first().getByRole('row').nth(1)).toContainText('CTB-5.0');
    await shot(page, 'plants-sw-batches');
  });

  test('拌和站系统 shows the plants, formulas, thresholds and grading envelopes as tabs', async ({ page }) => {
    await openAs(page, 'admin', '/bhzManager');
    await expect(page.getByRole('tab', { name: '拌和站', exact: true })).toBeVisible();
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
    // A trial mix starts from a copy of the formula, every material with it.
    await page.getByRole('button', { name: '复制 LQ-AC20C-01' }).click();
    await page.getByRole('alertdialog', { name: '复制 LQ-AC20C-01' }).getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '已复制配合比 LQ-AC20C-01' })).toBeVisible();
    const copied = (await (await page.request.get('/api/bhz/formula/page?keyword=LQ-AC20C-01-副本')).json()).data
      .rows as { id: number; items: number; pctSum: number }[];
    expect(copied.map((f) => [f.items, f.pctSum])).toEqual([[9, 100]]);
    const removed = await page.request.delete(`/api/bhz/formula/${copied[0]!.id}`, {
      headers: { origin: E2E.baseURL },
    });
    expect((await removed.json()).status).toBe(200);
    await english(page);
    await page.getByRole('tab', { name: 'Thresholds' }).click();
    await expect(page.getByRole('grid').first().getByRole('row').nth(1)).toContainText('Mineral powder');
    await shot(page, 'plants-config-thresholds-en');
  });

  test(
    'a drifting asphalt pump: new batches arrive at the top of the open query page without a reload, and a ' +
      'level-3 batch notifies',
    async ({ page }) => {
      await openAs(page, 'admin', LQ);
      const top = page.getByRole('grid').first().getByRole('row').nth(1);
      await expect(top).toContainText('LQ-01-');
      const newest = async () =>
        (await (await page.request.get('/api/bhz/lqBatch/page?limit=1')).json()).data.rows[0] as {
          guid: string;
          level: number;
        };
      const before = await newest();
      await expect(top).toContainText(before.guid);
      // The pump drifts from the simulated present; the site then runs on for 40 minutes.
      await backendHook('sim/episode', { device: 'LQ-01', kind: 'drift', minutes: 40 });
      const asked = Date.now();
      await backendHook('sim/advance', { seconds: 40 * 60 });
      const after = await newest();
      expect(after.guid).not.toBe(before.guid);
      expect(after.level).toBe(3);
      // The live channel brings it: the page is never reloaded (its rows are refetched on the event).
      await expect(top).toContainText(after.guid, { timeout: 10_000 });
      const notice = page.getByRole('alert').filter({ hasText: '高级超标批次' }).first();
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('link', { name: '打开数据查询' })).toBeVisible();
      console.log(`[live] newest batch on the page ${Date.now() - asked} ms after the advance was asked`);
      await shot(page, 'plants-live-level3');
      const state = (await backendCall('/__test/sim/state')).body?.data as { simTime: string } | undefined;
      expect(state).toBeTruthy();
    },
  );

  test(
    '拌和站信息: where each plant is, its queue and today’s dispatch; ' +
      'only the geofence is edited, within its bounds',
    async ({ page }) => {
      await openAs(page, 'admin', '/ylcManager/ylcMixingStationManager');
      const sites = (await (await page.request.get('/api/ylc/plantSite/page?limit=20')).json()).data as {
        total: number;
        rows: { code: string; queueNow: number; dispatchedT: number; fenceRadius: number }[];
      };
      await expect(page.getByText(`1–${sites.total} 共 ${sites.total}`)).toBeVisible();
      const row = page.getByRole('grid').first().getByRole('row').nth(1);
      const first = sites.rows[0]!;
      await expect(row).toContainText(first.code);
      // As the grid shows a number (grouped: other specs move the shared clock on, and the day's tonnes pass 1 000).
      await expect(row).toContainText(
        new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 }).format(first.dispatchedT),
      );
      await shot(page, 'plants-sites');
      await row.getByRole('button', { name: `编辑 ${first.code}` }).click();
      const dialog = page.getByRole('dialog');
      const radius = dialog
        .getByRole('spinbutton', { name: '电子围栏半径' })
        .or(dialog.getByRole('textbox', { name: '电子围栏半径' }));
      await radius.fill('5');
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(/10/)).toBeVisible();
      await radius.fill('180');
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText('180');
      await english(page);
      await expect(page.getByRole('columnheader', { name: 'Geofence radius (m)' })).toBeVisible();
      await shot(page, 'plants-sites-en');
    },
  );
});
