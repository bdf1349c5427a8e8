import { expect as baseExpect, test, type Page } from '@playwright/test';
import { backendHook, signIn } from '../../support/session';
import { seriousViolations } from '../../support/axe';

// The home route (工艺监控) on the simulated site (seed 1, clock frozen at 2026-03-15 10:00 GMT+8, moved
// on only by the hooks): the site plan with the day's work areas, the pass-count raster from the binary
// grid, the rollers, a finished area's golden qualified %, a minute of rolling through the clock hook,
// a cell's and a roller's cards, the stale banner through a live outage, axe and English.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const HOME = '/znysManager/znysProcessMonitorManager';
// The apron's area P27 strip 1, finished at 09:58:38 on the frozen day: its numbers never change.
const FINISHED = { id: 3001826, name: '站坪 P27 第1幅', passRate: '99.4' };
const SHOTS = process.env.MAP_SHOTS;

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

type Grid = { etag: string | null; cols: number; values: number[] };

async function readGrid(page: Page, id: number): Promise<Grid> {
  const response = await page.request.get(`/api/znys/workArea/${id}/grid?metric=passes`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/octet-stream');
  const bytes = new Uint8Array(await response.body());
  expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('GRD1');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { etag: response.headers()['etag'] ?? null, cols: view.getUint32(8, true), values: [...bytes.subarray(40)] };
}

/** The raster's canvas read back pixel by pixel (one pixel per cell), as "r,g,b,a" per pixel. */
async function rasterPixels(page: Page): Promise<string[]> {
  return page.locator('canvas.grid-raster').evaluate((element) => {
    const canvas = element as HTMLCanvasElement;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    const out: string[] = [];
    for (let i = 0; i < data.length; i += 4) out.push(`${data[i]},${data[i + 1]},${data[i + 2]},${data[i + 3]}`);
    return out;
  });
}

/**
 * Each cell's pixel, in the grid's order (rows from the south; the image's first row is the north), when the
 * picture is this grid's: one colour per value, no colour on cells outside the area; null otherwise.
 */
function cellPixels(grid: Grid, pixels: string[]): string[] | null {
  const rows = grid.values.length / grid.cols;
  if (pixels.length !== grid.values.length) return null;
  const colourOf = new Map<number, string>();
  const cells: string[] = [];
  for (let i = 0; i < grid.values.length; i++) {
    const r = Math.floor(i / grid.cols);
    const pixel = pixels[(rows - 1 - r) * grid.cols + (i % grid.cols)]!;
    const value = grid.values[i]!;
    if (value === 255 ? pixel !== '0,0,0,0' : (colourOf.get(value) ?? pixel) !== pixel) return null;
    colourOf.set(value, pixel);
    cells.push(pixel);
  }
  return cells;
}

/** Waits until the raster on the page is the picture of this grid, and answers its cells' pixels. */
async function drawnCells(page: Page, grid: Grid): Promise<string[]> {
  let cells: string[] | null = null;
  await expect.poll(async () => (cells = cellPixels(grid, await rasterPixels(page))) !== null).toBe(true);
  return cells!;
}

const map = (page: Page) => page.getByRole('application', { name: '工地平面图：作业面、压实栅格与压路机' });
const kpi = (page: Page, key: string) => page.locator(`[data-kpi="${key}"]`);

test(
  'sign-in lands on the site plan with the rollers and the ' + 'raster; a finished area has its golden qualified %',
  async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page).toHaveURL(new RegExp(`${HOME}$`));
    // Within 10 s of sign-in: the plan, moving rollers and a raster.
    await expect(map(page)).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('[data-roller]').first()).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('canvas.grid-raster')).toHaveCount(1, { timeout: 10_000 });
    await expect(page.getByRole('region', { name: '图例' })).toContainText('遍数');
    await expect(page.locator('.leaflet-control-scale-line')).toHaveText(/\d+ m/);
    expect(await page.locator('[data-roller]').count()).toBeGreaterThanOrEqual(6);

    await page.getByRole('button', { name: new RegExp(FINISHED.name) }).click();
    await expect(kpi(page, 'passRate')).toHaveText(`${FINISHED.passRate}%`);
    await expect(page.getByText('目标 10 遍')).toBeVisible();
    // The same number from the binary grid: cells at or above the target among the cells inside.
    const grid = await readGrid(page, FINISHED.id);
    const inside = grid.values.filter((v) => v !== 255);
    expect(inside.length).toBe(2500);
    expect(((1000 * inside.filter((v) => v >= 10).length) / inside.length / 10).toFixed(1)).toBe(FINISHED.passRate);
    // Unchanged: the tag answers 304.
    const again = await page.request.get(`/api/znys/workArea/${FINISHED.id}/grid?metric=passes`, {
      headers: { 'if-none-match': grid.etag! },
    });
    expect(again.status()).toBe(304);
    await shoot(page, 'monitor-finished-zh');
    // The whole site: sections, the road with its stakes, plants and water points.
    await page.getByRole('button', { name: '显示全部工地' }).click();
    await expect(page.locator('.site-plan-label', { hasText: 'LQ-01' })).toBeVisible();
    await expect(page.locator('.site-plan-label', { hasText: 'K1+500' })).toBeVisible();
    await shoot(page, 'monitor-site-zh');
  },
);

test(
  'a minute of rolling through the clock hook changes the rolled ' + 'cells, moves the rollers and redraws the raster',
  async ({ page }) => {
    await signIn(page, 'admin');
    const active = page.getByRole('button', { name: /站坪 P\d+ 第\d幅.*碾压中/ }).first();
    await active.click();
    const id = Number(await active.getAttribute('data-area'));
    const before = await readGrid(page, id);
    const image = page.locator('canvas.grid-raster');
    await expect(image).toHaveCount(1);
    const drawnBefore = await drawnCells(page, before);
    const marker = page.locator('[data-roller="YL-03"]');
    const was = await marker.getAttribute('data-x');

    await backendHook('sim/advance', { seconds: 60 });
    const after = await readGrid(page, id);
    expect(after.etag).not.toBe(before.etag);
    const changed = after.values.flatMap((v, i) => (v !== before.values[i] ? [i] : []));
    expect(changed.length).toBeGreaterThan(20);
    // Passes only grow, and only inside the area.
    for (const i of changed) {
      expect(before.values[i]).not.toBe(255);
      expect(after.values[i]).toBeGreaterThan(before.values[i]!);
    }
    // The page follows by itself: the rollers' frame and the grid's new version.
    await expect(marker).not.toHaveAttribute('data-x', was!);
    // On the canvas: the pixels that changed are exactly the rolled cells whose passes moved into another
    // colour band, and at least one did.
    const drawnAfter = await drawnCells(page, after);
    const repainted = drawnAfter.flatMap((pixel, i) => (pixel !== drawnBefore[i] ? [i] : []));
    expect(repainted.length).toBeGreaterThan(0);
    expect(repainted.every((i) => changed.includes(i))).toBe(true);
    const colourOf = new Map(after.values.map((v, i) => [v, drawnAfter[i]!]));
    before.values.forEach((v, i) => colourOf.has(v) || colourOf.set(v, drawnBefore[i]!));
    expect(repainted).toEqual(
      changed.filter((i) => colourOf.get(before.values[i]!) !== colourOf.get(after.values[i]!)),
    );
    await shoot(page, 'monitor-active-zh');
  },
);

test('keyboard: a cell of the selected area and a roller show their cards', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: new RegExp(FINISHED.name) }).click();
  await expect(kpi(page, 'passRate')).toHaveText(`${FINISHED.passRate}%`);
  // Enter on the focused map picks its centre: the middle of the fitted area.
  await map(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cell-passes')).toHaveText(/^\d+ \/ 10$/);
  await expect(page.getByTestId('cell-last-roller')).toHaveText(/^YL-\d\d · 09:\d\d:\d\d$/);
  // Zoom from the keyboard: the scale bar changes (its length, or its round number).
  const line = page.locator('.leaflet-control-scale-line');
  const scaleOf = async () => `${await line.innerText()} ${await line.getAttribute('style')}`;
  const scale = await scaleOf();
  await page.keyboard.press('-');
  await expect.poll(scaleOf).not.toBe(scale);
  // A roller marker is a button in the tab order; Enter selects it.
  const roller = page.locator('[data-roller="YL-03"]');
  await roller.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '压路机 YL-03' })).toBeVisible();
  await expect(page.getByTestId('roller-speed')).toHaveText(/\d+\.\d km\/h/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('folding the sidebar keeps what is in the middle of the map in the middle', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: new RegExp(FINISHED.name) }).click();
  await expect(kpi(page, 'passRate')).toHaveText(`${FINISHED.passRate}%`);
  const raster = page.locator('canvas.grid-raster');
  // The selected area's raster against the map's middle, in pixels, and the map's width.
  const offset = async () => {
    const [m, r] = [(await map(page).boundingBox())!, (await raster.boundingBox())!];
    return { x: Math.round(r.x + r.width / 2 - (m.x + m.width / 2)), width: Math.round(m.width) };
  };
  // Once nothing moves (the area's fitting, the sidebar's transition): the same twice, 150 ms apart.
  const settled = async () => {
    const first = await offset();
    await page.waitForTimeout(150);
    const second = await offset();
    return first.width === second.width && first.x === second.x ? second : null;
  };
  await expect.poll(async () => (await settled()) !== null).toBe(true);
  const before = (await settled()) ?? (await offset());
  const toggle = page.getByTestId('sidebar-toggle');
  for (const expanded of ['false', 'true']) {
    const width = (await offset()).width;
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', expanded);
    // The map is wider or narrower by the sidebar's change; the area stays where it was against its middle.
    await expect
      .poll(async () => {
        const now = await settled();
        return now && Math.abs(now.width - width) > 100 ? Math.abs(now.x - before.x) : 'the sidebar still moving';
      })
      .toBeLessThanOrEqual(2);
  }
});

test('a live outage shows the data’s age and fades the rollers; it comes back by itself', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.locator('[data-roller]').first()).toBeVisible();
  await backendHook('live/suspend', { seconds: 6 });
  const banner = page.getByTestId('stale-banner');
  await expect(banner).toHaveText(/实时数据已中断，显示的是 \d\d:\d\d:\d\d 的数据/, { timeout: 5_000 });
  await expect(page.locator('.roller-marker').first()).toHaveCSS('opacity', '0.4');
  await shoot(page, 'monitor-stale-zh');
  await expect(banner).toBeHidden({ timeout: 20_000 });
  await expect(page.locator('.roller-marker').first()).toHaveCSS('opacity', '1');
});

test('in English, axe clean', async ({ page }) => {
  await signIn(page, 'admin');
  await page.context().addCookies([{ name: 'language', value: 'en', url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(
    page.getByRole('application', { name: 'Site plan with work areas, the compaction raster and the rollers' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Legend' })).toContainText('Passes');
  await expect(page.getByRole('heading', { name: 'Work areas today' })).toBeVisible();
  await page.getByRole('button', { name: 'Temperature' }).click();
  await expect(page.getByRole('region', { name: 'Legend' })).toContainText('Temperature (°C)');
  await page.getByRole('button', { name: 'Passes' }).click();
  await shoot(page, 'monitor-en');
  expect(await seriousViolations(page)).toEqual([]);
});
