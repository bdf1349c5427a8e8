import { expect as baseExpect, test, type Page } from '@playwright/test';
import { pointIn, type SiteFrame } from '../../../packages/contract/src/site/frame';
import { notice, shot } from '../../support/admin';
import { signedInApi } from '../../support/api';
import { seriousViolations } from '../../support/axe';
import { openAs } from '../../support/session';
import { E2E } from '../env.mjs';

// The project's tie to CGCS2000 on 桩号图编辑 (坐标系) and the coordinates under the pointer on the map: site metres,
// the grid or latitude/longitude as the user chooses (kept for the next visit), the vertex table beside them (typed in
// the grid too), a turned frame saved and read back; zh and en, axe.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const STAKE_MAP = '/znysBasedataManager/znysStakeMapEditManager';
const SEEDED: SiteFrame = { centralMeridian: 114, originE: 500_000, originN: 3_320_000, rotation: 0 };

/** The two numbers the readout shows now. */
async function readout(page: Page): Promise<[number, number]> {
  // '…' while the projection loads.
  await expect(page.locator('output').first()).toHaveText(/\d+\.\d+\D+\d+\.\d+/);
  const text = (await page.locator('output').first().textContent()) ?? '';
  const numbers = [...text.matchAll(/-?\d+\.\d+/g)].map((m) => Number(m[0]));
  expect(numbers).toHaveLength(2);
  return [numbers[0]!, numbers[1]!];
}

async function choose(page: Page, name: string, option: string) {
  await page.getByRole('combobox', { name }).selectOption({ label: option });
}

test.afterAll(async () => {
  const api = await signedInApi('admin');
  await api.put('/api/site/frame', { data: SEEDED });
  await api.dispose();
});

test('the frame set, the pointer read in site metres, grid and latitude/longitude; zh/en, axe', async ({ page }) => {
  await openAs(page, 'admin', STAKE_MAP);
  const map = page.getByRole('application', { name: '桩号图编辑' });
  await expect(map).toBeVisible();
  const output = page.locator('output').first();
  await expect(output).toContainText(/x \d+\.\d\d · y \d+\.\d\d/);

  // The pointer over the map's left quarter reads less x than the map's centre (shown without a pointer over it:
  // here, with the pointer on the readout's own choice).
  const box = (await map.boundingBox())!;
  const selector = page.getByRole('combobox', { name: '坐标显示' });
  await selector.hover();
  const centre = await readout(page);
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2);
  await expect.poll(async () => (await readout(page))[0]).toBeLessThan(centre[0] - 100);
  // Off the map again the centre (to a pixel: Leaflet computes it back from the map's pixel origin).
  await selector.hover();
  await expect.poll(async () => Math.abs((await readout(page))[0] - centre[0])).toBeLessThan(10);
  const site = await readout(page);

  // In the seeded frame's grid: northing first, the site's y plus 3 320 000; easting its x plus 500 000.
  await choose(page, '坐标显示', 'CGCS2000 平面 (EPSG:4547)');
  await expect(output).toContainText('X(北)');
  const [n, e] = await readout(page);
  expect(Math.abs(n - (site[1] + 3_320_000))).toBeLessThan(0.01);
  expect(Math.abs(e - (site[0] + 500_000))).toBeLessThan(0.01);

  await choose(page, '坐标显示', 'CGCS2000 经纬度');
  await expect(output).toContainText('纬度');
  const [lat, lon] = await readout(page);
  const [wantLon, wantLat] = pointIn('geographic', SEEDED, site);
  expect(Math.abs(lat - wantLat)).toBeLessThan(1e-7);
  expect(Math.abs(lon - wantLon)).toBeLessThan(1e-7);

  // The choice is the browser's: a new visit reads latitude/longitude still; back to the grid.
  await page.reload();
  await expect(output).toContainText('纬度');
  await choose(page, '坐标显示', 'CGCS2000 平面 (EPSG:4547)');

  // The vertex table reads its vertices in the grid too.
  const table = page.getByRole('table', { name: '顶点' });
  await expect(table.getByRole('columnheader', { name: 'X(北)' })).toBeVisible();
  const first = table.locator('tbody tr').first();
  const [x, y] = await Promise.all(
    [0, 1].map(async (i) => Number(await first.getByRole('textbox').nth(i).inputValue())),
  );
  const cells = first.getByRole('textbox');
  await expect(cells.nth(2)).toHaveValue((3_320_000 + y!).toFixed(3));
  await expect(cells.nth(3)).toHaveValue((500_000 + x!).toFixed(3));
  // Typed in the grid, the vertex moves to the site point it names; typed back, it is where it was.
  const mm = (n: number) => String(Math.round(n * 1000) / 1000);
  await cells.nth(2).fill((3_320_000 + y! + 12.5).toFixed(3));
  await expect(cells.nth(1)).toHaveValue(mm(y! + 12.5));
  await cells.nth(3).fill((500_000 + x! - 7.25).toFixed(3));
  await expect(cells.nth(0)).toHaveValue(mm(x! - 7.25));
  await cells.nth(2).fill((3_320_000 + y!).toFixed(3));
  await cells.nth(3).fill((500_000 + x!).toFixed(3));
  await expect(cells.nth(0)).toHaveValue(mm(x!));
  await expect(cells.nth(1)).toHaveValue(mm(y!));

  // The frame itself: seeded, checked as typed, then turned a quarter and moved.
  await page.getByRole('tab', { name: '坐标系' }).click();
  await expect(page.getByRole('combobox', { name: '3° 带中央子午线' })).toHaveText('114°E（EPSG:4547）');
  const easting = page.getByRole('textbox', { name: '原点东坐标 Y (m，不带带号)' });
  await expect(easting).toHaveValue('500000');
  await expect(page.getByRole('textbox', { name: '原点北坐标 X (m)' })).toHaveValue('3320000');
  await easting.fill('38500000');
  await expect(page.getByText('须在 100 000 到 900 000 之间（不带带号）')).toBeVisible();
  await expect(page.getByRole('button', { name: '保存坐标系' })).toBeDisabled();
  await easting.fill('600000');
  await page.getByRole('textbox', { name: '旋转角 (°，x 轴自正东逆时针)' }).fill('90');
  await page.getByRole('button', { name: '保存坐标系' }).click();
  await expect(notice(page, '坐标系已保存')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'coordinate-frame-zh');

  // Turned 90°: the site's x runs grid north, its y grid west.
  await choose(page, '坐标显示', '场地坐标 (m)');
  await expect(output).toHaveText(/^x /);
  const [x2, y2] = await readout(page);
  await choose(page, '坐标显示', 'CGCS2000 平面 (EPSG:4547)');
  await expect(output).toContainText('X(北)');
  const [n2, e2] = await readout(page);
  expect(Math.abs(n2 - (3_320_000 + x2))).toBeLessThan(0.01);
  expect(Math.abs(e2 - (600_000 - y2))).toBeLessThan(0.01);

  // English: the same numbers under English labels.
  await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
  await page.reload();
  await page.getByRole('tab', { name: 'Coordinate frame' }).click();
  await expect(page.getByRole('textbox', { name: 'Origin easting (m, no zone number)' })).toHaveValue('600000');
  await expect(page.getByRole('textbox', { name: 'Rotation (°, x axis counter-clockwise from east)' })).toHaveValue(
    '90',
  );
  await expect(output).toContainText(/N \d+\.\d{3} · E \d+\.\d{3}/);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'coordinate-frame-en');
});

test('the ruler: clicks on the map measure, not edit; undo, Escape; the length is the pointer’s distance', async ({
  page,
}) => {
  await openAs(page, 'admin', STAKE_MAP);
  const map = page.getByRole('application', { name: '桩号图编辑' });
  await expect(map).toBeVisible();
  await page.getByRole('combobox', { name: '坐标显示' }).selectOption({ label: '场地坐标 (m)' });
  await expect(page.locator('output').first()).toHaveText(/^x /);
  // Clicking the plan adds centreline vertices in this editor: on, to show the ruler takes the clicks instead.
  await page.getByRole('switch', { name: /单击平面图添加顶点/ }).check();
  const vertices = page.getByRole('table', { name: '顶点' }).locator('tbody tr');
  const before = await vertices.count();

  const box = (await map.boundingBox())!;
  // Each reading waits for the readout to leave the one before (it follows the pointer a frame or so behind).
  let last = JSON.stringify(await readout(page));
  const at = async (fx: number, fy: number) => {
    await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy);
    await expect.poll(async () => JSON.stringify(await readout(page))).not.toBe(last);
    const now = await readout(page);
    last = JSON.stringify(now);
    return now;
  };
  const [a, b, c] = [await at(0.3, 0.4), await at(0.6, 0.4), await at(0.6, 0.7)];
  await page.getByRole('button', { name: '测距', exact: true }).click();
  await expect(page.getByRole('button', { name: '测距', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const total = page.getByTestId('ruler-total');
  await expect(total).toHaveText('单击地图（或 Tab 进入地图后回车取中心点）添加测点');
  for (const [fx, fy] of [
    [0.3, 0.4],
    [0.6, 0.4],
    [0.6, 0.7],
  ])
    await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]) + Math.hypot(c[0] - b[0], c[1] - b[1]);
  const shown = async () => {
    const [, value, unit] = /全长 ([\d.]+) (k?m)/.exec((await total.textContent()) ?? '') ?? [];
    return Number(value) * (unit === 'km' ? 1000 : 1);
  };
  await expect(total).toContainText('（2 段）');
  expect(Math.abs((await shown()) - length)).toBeLessThan(0.2);
  expect(await vertices.count()).toBe(before);

  await page.getByRole('button', { name: '撤销上一测点' }).click();
  await expect(total).toContainText('（1 段）');
  expect(Math.abs((await shown()) - Math.hypot(b[0] - a[0], b[1] - a[1]))).toBeLessThan(0.2);
  expect(await seriousViolations(page)).toEqual([]);
  await map.focus();
  await page.keyboard.press('Escape');
  await expect(total).toHaveCount(0);
  await expect(page.getByRole('button', { name: '测距', exact: true })).toHaveAttribute('aria-pressed', 'false');
  // Off again, a click is the editor's.
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.5);
  await expect(vertices).toHaveCount(before + 1);
});
