import { expect as baseExpect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { backendHook, openAs, simSettled } from '../../support/session';

// 实时桩号图 on the simulated site (seed 1, clock frozen at 2026-03-15 10:00 GMT+8): the page opens on the
// road's asphalt layer today; its table is the platform's answer row for row, the canvas shows a known
// stake's cell in the colour of its passes band (and of its temperature band), the keyboard reads the
// stakes, the CSV holds the table, a few minutes of rolling reach the page through `znys.stake`, axe and
// English.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const PAGE = '/znysManager/znysRealtimeStakeMapManager';
const SHOTS = process.env.MAP_SHOTS;

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

type Row = { station: string; chainage: number; [key: string]: string | number | undefined };
type Answer = {
  sectionId: number;
  layerId: number;
  from: string;
  to: string;
  rows: Row[];
  strip: { chainageFrom: number; cellLength: number; cols: number; rows: number };
};
type Band = { metric: string; fromValue: number; toValue: number; colour: string };

const COLUMNS = [
  'station',
  'pavingTemperature',
  'temperatureSegregation',
  'pavingSpeed',
  'temperatureFirst',
  'temperatureRepeat',
  'timesFirst',
  'timesRepeat',
  'underRateSteel',
  'underRateRubber',
  'lastTime',
];

const cellText = (row: Row, key: string) =>
  key === 'lastTime' ? String(row.lastTime).slice(5, 16) : row[key] === undefined ? '—' : String(row[key]);

async function answer(page: Page): Promise<Answer> {
  const response = await page.request.get('/api/znys/stakeSummary');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Answer }).data;
}

async function stripCells(page: Page, metric: string) {
  const response = await page.request.get(`/api/znys/stakeSummary/strip?metric=${metric}`);
  expect(response.status()).toBe(200);
  const bytes = new Uint8Array(await response.body());
  expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('STK1');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { cols: view.getUint32(8, true), rows: view.getUint32(12, true), values: [...bytes.subarray(44)] };
}

const hex = (rgb: number[]) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** The colour the canvas shows in the middle of a strip cell. */
async function pixelAt(page: Page, col: number, row: number): Promise<string> {
  const rgb = await page.getByTestId('stake-strip').evaluate(
    (canvas: HTMLCanvasElement, [c, r]) => {
      const colPx = Number(canvas.dataset.colPx);
      const rowPx = Number(canvas.dataset.rowPx);
      return [
        ...canvas
          .getContext('2d')!
          .getImageData(Math.floor((c + 0.5) * colPx), Math.floor((r + 0.5) * rowPx), 1, 1)
          .data.slice(0, 3),
      ];
    },
    [col, row],
  );
  return hex(rgb);
}

const bandColour = (bands: Band[], metric: string, value: number) =>
  bands.find((b) => b.metric === metric && value >= b.fromValue && value < b.toValue)?.colour.toLowerCase();

test.beforeEach(async () => {
  await simSettled();
});

test(
  'the table is the platform’s answer; a known stake’s cell has ' + 'its band’s colour; keyboard, sorting, CSV, live',
  async ({ page }) => {
    await openAs(page, 'admin', PAGE);
    const table = page.getByRole('table', { name: '逐桩数据表' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const data = await answer(page);
    expect([data.from, data.to]).toEqual(['2026-03-15', '2026-03-15']);
    // The fields show what the platform chose: the road, its asphalt layer, today.
    await expect(page.getByRole('combobox', { name: '标段' })).toHaveText('连接道路工程');
    await expect(page.getByRole('combobox', { name: '结构层' })).toHaveText('AC-20C 下面层');
    await expect(page.getByLabel('开始日期')).toHaveValue('2026-03-15');
    await expect(page.getByRole('heading', { name: 'AC-20C 下面层' })).toBeVisible();

    // Row for row, cell for cell.
    expect(data.rows.length).toBeGreaterThan(10);
    await expect(table.locator('tbody tr')).toHaveCount(data.rows.length);
    for (const row of data.rows) {
      await expect(table.locator(`tr[data-station="${row.station}"] td`)).toHaveText(
        COLUMNS.map((key) => cellText(row, key)),
      );
    }

    // A stake in the middle of today's work: its middle column, first side's first cell with a value.
    const known = data.rows[Math.floor(data.rows.length / 2)]!;
    const passes = await stripCells(page, 'passes');
    const col = Math.floor((known.chainage + 10 - data.strip.chainageFrom) / data.strip.cellLength);
    const row = [...Array(passes.rows).keys()].find((r) => passes.values[r * passes.cols + col] !== 255)!;
    const value = passes.values[row * passes.cols + col]!;
    const bands = (await (await page.request.get('/api/znys/colorTable/all')).json()) as Band[];
    const canvas = page.getByTestId('stake-strip');
    await expect(canvas).toBeVisible();
    await expect.poll(() => pixelAt(page, col, row)).toBe(bandColour(bands, 'passes', value));
    await shoot(page, 'stake-map-passes-zh');

    // The same cell in paving temperature.
    await page.getByRole('button', { name: '摊铺温度', exact: true }).click();
    const temp = await stripCells(page, 'temp');
    const laid = temp.values[row * temp.cols + col]!;
    expect(laid).not.toBe(255);
    await expect.poll(() => pixelAt(page, col, row)).toBe(bandColour(bands, 'temp', laid));
    await expect(page.getByRole('group', { name: '摊铺温度', exact: true })).toContainText('135–160°C');
    await shoot(page, 'stake-map-temp-zh');

    // Keyboard: the strip reads stake by stake.
    await page.getByRole('group', { name: /条带：/ }).focus();
    await page.keyboard.press('Home');
    await expect(page.getByTestId('stake-readout')).toContainText(`桩号 ${data.rows[0]!.station}`);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('stake-readout')).toContainText(`桩号 ${data.rows[1]!.station}`);
    await expect(table.locator(`tr[data-station="${data.rows[1]!.station}"]`)).toHaveClass(/Mui-selected/);

    // Sorted by paving temperature, hottest first.
    await page.getByRole('button', { name: '摊铺温度(°C)' }).click();
    await page.getByRole('button', { name: '摊铺温度(°C)' }).click();
    const hottest = [...data.rows].sort(
      (a, b) => Number(b.pavingTemperature) - Number(a.pavingTemperature) || a.chainage - b.chainage,
    );
    await expect(table.locator('tbody tr td:first-child')).toHaveText(hottest.map((r) => r.station));

    // The CSV is the table as shown.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出 CSV' }).click(),
    ]);
    const csv = (await (await download.createReadStream()).toArray()).join('');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(data.rows.length + 1);
    expect(lines[0]).toBe(
      '桩号,摊铺温度(°C),温度离析(°C),摊铺速度(m/min),初压温度(°C),复压温度(°C),钢轮遍数,胶轮遍数,钢轮欠压率(%),胶轮欠压率(%),最近作业',
    );
    expect(lines[1]!.split(',')[0]).toBe(hottest[0]!.station);

    expect(await seriousViolations(page)).toEqual([]);

    // Five minutes of rolling: the rows that changed reach the page through znys.stake.
    const last = data.rows[data.rows.length - 1]!;
    await backendHook('sim/advance', { seconds: 300 });
    const moved = await answer(page);
    const now = moved.rows.find((r) => r.station === last.station)!;
    expect(now.lastTime).not.toBe(last.lastTime);
    await expect(table.locator(`tr[data-station="${last.station}"] td`).last()).toHaveText(cellText(now, 'lastTime'), {
      timeout: 15_000,
    });
  },
);

test('in English, and an earlier day chosen in the filters', async ({ page }) => {
  await openAs(page, 'admin', `${PAGE}?from=2026-03-14&to=2026-03-14`);
  await page.context().addCookies([{ name: 'language', value: 'en', url: new URL(page.url()).origin }]);
  await page.reload();
  const table = page.getByRole('table', { name: 'Per-stake data table' });
  await expect(table.locator('tbody tr')).toHaveCount(70);
  await expect(table.locator('tr[data-station="K0+000"] td').first()).toHaveText('K0+000');
  await expect(page.getByRole('columnheader', { name: 'Paving temp. (°C)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Paving temperature', exact: true })).toBeVisible();
  await expect(page.getByTestId('stake-strip')).toBeVisible();
  await page.getByTestId('stake-strip').hover({ position: { x: 50, y: 40 } });
  await expect(page.getByTestId('stake-readout')).toContainText('Stake K0+040');
  await shoot(page, 'stake-map-en');
  expect(await seriousViolations(page)).toEqual([]);
});
