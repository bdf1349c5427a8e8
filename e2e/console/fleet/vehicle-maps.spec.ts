import { expect as baseExpect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { backendCall, backendHook, openAs } from '../../support/session';
import { E2E } from '../env.mjs';

// The vehicle maps on the simulated site (seed 1, clock frozen at 2026-03-15 10:00 GMT+8, two days of
// history): the trucks' and the sprinklers' real-time location (counts by state as the backend answers
// them — other specs may have moved the clock on; the golden counts at 10:00 are the backend tests'),
// and the playback of a known truck-day and sprinkler-day of 2026-03-14, which never changes.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const YLC_LOCATION = '/ylcManager/ylcRealtimeLocationManager';
const YLC_PLAYBACK = '/ylcManager/ylcTrackPlaybackManager';
const SSC_LOCATION = '/sscManager/sscRealtimeLocationManager';
const SSC_PLAYBACK = '/sscManager/sscTrackPlaybackManager';
const SHOTS = process.env.MAP_SHOTS;

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function english(page: Page) {
  await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
  await page.reload();
}

type Vehicle = {
  id: number;
  code: string;
  plate: string;
  state: string;
  x: number | null;
  lastSeen?: string;
  trip?: { tripNo: string; plantCode: string; destination: string } | null;
  tank?: number | null;
};

async function fleet(page: Page, kind: 'ylc' | 'ssc'): Promise<Vehicle[]> {
  const reply = await page.request.get(`/api/${kind}/location`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: { vehicles: Vehicle[] } }).data.vehicles;
}

function countBy(vehicles: Vehicle[]) {
  const out: Record<string, number> = {};
  for (const v of vehicles) out[v.state] = (out[v.state] ?? 0) + 1;
  return out;
}

test(
  'truck location: counts by state, markers on the plan, a ' + 'selected truck’s trip card; keyboard, axe, English',
  async ({ page }) => {
    await openAs(page, 'admin', YLC_LOCATION);
    const map = page.getByRole('application', { name: '车辆实时位置地图' });
    await expect(map).toBeVisible();
    await expect(page.getByTestId('site-time')).toContainText('2026-03-15');
    const vehicles = await fleet(page, 'ylc');
    expect(vehicles).toHaveLength(30);
    const counts = countBy(vehicles);
    for (const state of ['idle', 'loading', 'inTransit', 'waiting', 'unloading', 'returning', 'offline'])
      await expect(page.getByTestId(`count-${state}`)).toHaveText(String(counts[state] ?? 0));
    await expect(page.locator('.vehicle-marker')).toHaveCount(vehicles.filter((v) => v.x !== null).length);
    await expect(page.getByRole('list', { name: '车辆列表' }).getByRole('listitem')).toHaveCount(30);
    // Each marker shows its own age: faded when its terminal is offline or has missed two reports.
    const simTime = (await page.getByTestId('site-time').textContent())!.slice(-19);
    const ageS = (v: Vehicle) => (Date.parse(simTime) - Date.parse(v.lastSeen!)) / 1000;
    for (const v of vehicles.filter((x) => x.x != null)) {
      const marker = page.locator(`.vehicle-marker[data-vehicle="${v.code}"]`);
      if (v.state === 'offline' || ageS(v) > 120) await expect(marker).toHaveAttribute('data-late', 'true');
      else await expect(marker).not.toHaveAttribute('data-late');
    }

    // A truck under way, chosen with the keyboard from the list: its card names its trip.
    const busy = vehicles.find((v) => v.trip && v.state !== 'idle' && v.state !== 'offline')!;
    const list = page.getByRole('list', { name: '车辆列表' });
    const item = list.locator(`[data-vehicle="${busy.code}"]`);
    await item.focus();
    await page.keyboard.press('Enter');
    await expect(item).toHaveAttribute('aria-current', 'true');
    const card = page.getByTestId('vehicle-card');
    await expect(card.getByRole('heading')).toHaveText(`${busy.code} 详情`);
    await expect(page.getByTestId('card-plate')).toHaveText(busy.plate);
    await expect(page.getByTestId('card-trip')).toHaveText(busy.trip!.tripNo);
    await expect(page.getByTestId('card-route')).toHaveText(`${busy.trip!.plantCode} → ${busy.trip!.destination}`);
    // Its marker is pressed; Enter on another marker selects that one.
    await expect(page.locator(`.vehicle-marker[data-vehicle="${busy.code}"]`)).toHaveAttribute('aria-pressed', 'true');
    const other = vehicles.find((v) => v.code !== busy.code && v.x !== null)!;
    await page.locator(`.vehicle-marker[data-vehicle="${other.code}"]`).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('heading')).toHaveText(`${other.code} 详情`);
    await shoot(page, 'ylc-location-zh');
    expect(await seriousViolations(page)).toEqual([]);

    await english(page);
    await expect(page.getByRole('application', { name: 'Vehicle location map' })).toBeVisible();
    await expect(page.getByTestId('state-counts')).toContainText('In transit');
    await shoot(page, 'ylc-location-en');
    expect(await seriousViolations(page)).toEqual([]);
  },
);

test('a truck opens from the fleet list on the map, selected, and in playback with today’s track', async ({ page }) => {
  await openAs(page, 'admin', '/ylcManager/ylcVehicleManager?keyword=YLC-001');
  const truck = (await fleet(page, 'ylc')).find((v) => v.code === 'YLC-001')!;
  const row = page.getByRole('grid', { name: '车辆管理' }).getByRole('row').filter({ hasText: 'YLC-001' });
  await row.getByRole('button', { name: '实时位置 YLC-001' }).click();
  await expect(page).toHaveURL(`${YLC_LOCATION}?vehicle=YLC-001`);
  await expect(page.getByTestId('vehicle-card').getByRole('heading')).toHaveText('YLC-001 详情');
  await expect(page.getByRole('list', { name: '车辆列表' }).locator('[data-vehicle="YLC-001"]')).toHaveAttribute(
    'aria-current',
    'true',
  );

  await page.goBack();
  await row.getByRole('button', { name: '轨迹回放 YLC-001' }).click();
  await expect(page).toHaveURL(`${YLC_PLAYBACK}?vehicle=YLC-001`);
  await expect(page.getByRole('combobox', { name: '车辆' })).toHaveText(`YLC-001 · ${truck.plate}`);
  // Today so far, asked at once: the truck has worked since its morning power-on.
  await expect(page.getByTestId('range-start')).toHaveValue(/^2026-03-1\dT00:00/);
  await expect(page.getByTestId('segment-table').getByRole('row').nth(1)).toBeVisible();
});

test('truck markers move with the live channel’s frames, and nothing is read again on a timer', async ({ page }) => {
  const reads: number[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/ylc/location') reads.push(Date.now());
  });
  await openAs(page, 'admin', YLC_LOCATION);
  await expect(page.getByTestId('live-chip')).toHaveText('实时');
  const vehicles = await fleet(page, 'ylc');
  const moving = vehicles.filter((v) => v.state === 'inTransit' || v.state === 'returning');
  expect(moving.length).toBeGreaterThan(0);
  const marker = (code: string) => page.locator(`.vehicle-marker[data-vehicle="${code}"]`);
  const placed = async () =>
    Promise.all(moving.map((v) => marker(v.code).evaluate((el) => (el as HTMLElement).style.transform)));
  const before = await placed();
  // The old page read the location every 5 s: over 12 s of a still site it reads nothing.
  const settled = reads.length;
  await page.waitForTimeout(12_000);
  expect(reads.length).toBe(settled);
  // The site moves on a minute: the trucks under way move on the plan, from the frames.
  const moved = await backendCall('/__test/sim/advance', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds: 60 }),
  });
  expect(moved.body.status).toBe(200);
  await expect.poll(async () => (await placed()).filter((p, i) => p !== before[i]).length).toBeGreaterThan(0);

  // A truck whose terminal drops: it stays on the plan where it was last heard, faded, with that time, and its card
  // says when; the others stay as they were.
  const lost = moving[0]!;
  await backendHook('sim/episode', { device: lost.code, kind: 'offline', minutes: 30 });
  await backendHook('sim/advance', { seconds: 240 });
  const after = (await fleet(page, 'ylc')).find((v) => v.code === lost.code)!;
  expect(after.state).toBe('offline');
  expect(after.x).not.toBeUndefined();
  await expect(marker(lost.code)).toHaveAttribute('data-late', 'true');
  await expect(marker(lost.code)).toHaveAttribute(
    'aria-label',
    new RegExp(`^${lost.code}，离线，最后数据 ${after.lastSeen!.slice(11)}（[34] 分钟前）$`),
  );
  await marker(lost.code).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('card-state')).toHaveText('离线');
  await expect(page.getByTestId('card-last-seen')).toHaveText(
    new RegExp(`^${after.lastSeen!.slice(11)} · [34] 分钟前$`),
  );
  await shoot(page, 'ylc-location-offline');
});

test(
  'truck playback: the range is checked; a known truck-day’s trips in the table; play, pause, resume, stop, ' +
    'scrub, seek',
  async ({ page }) => {
    await openAs(page, 'admin', YLC_PLAYBACK);
    await expect(page.getByRole('application', { name: '轨迹回放地图' })).toBeVisible();
    const vehicles = await fleet(page, 'ylc');
    const truck = vehicles.find((v) => v.code === 'YLC-001')!;
    await page.getByRole('combobox', { name: '车辆' }).click();
    await page.getByRole('option', { name: `YLC-001 · ${truck.plate}` }).click();
    const start = page.getByTestId('range-start');
    const end = page.getByTestId('range-end');
    const show = page.getByRole('button', { name: '查询轨迹' });

    // End before start, then more than 24 hours: refused in the page, nothing asked.
    await start.fill('2026-03-14T12:00:00');
    await end.fill('2026-03-14T11:00:00');
    await show.click();
    await expect(page.getByTestId('range-error')).toHaveText('结束时间必须晚于开始时间');
    await start.fill('2026-03-13T00:00:00');
    await end.fill('2026-03-14T00:00:01');
    await show.click();
    await expect(page.getByTestId('range-error')).toHaveText('时间范围不能超过 24 小时');
    await expect(page.getByTestId('segment-table')).toHaveCount(0);

    // Before the shift the range holds nothing: the page says why and offers the truck's latest period (today so far).
    await start.fill('2026-03-15T00:00:00');
    await end.fill('2026-03-15T05:00:00');
    await show.click();
    await expect(page.getByTestId('track-empty')).toContainText(
      'YLC-001 在 2026-03-15 00:00:00 至 2026-03-15 05:00:00 之间没有轨迹点',
    );
    // Today so far: from power-on to the present (which other specs of the shard may have moved on from 10:00).
    const latest = page.getByRole('button', {
      name: /^查看最近一段有轨迹的时间（2026-03-15 06:\d\d:\d\d 至 2026-03-15 \d\d:\d\d:\d\d）$/,
    });
    const offeredEnd = /至 (\S+ \S+)）/.exec((await latest.textContent()) ?? '')![1]!;
    await latest.click();
    await expect(page.getByTestId('track-empty')).toHaveCount(0);
    await expect(page.getByTestId('segment-table').getByRole('row').nth(1)).toContainText('空闲');
    // The browser's datetime input leaves out zero seconds.
    await expect(end).toHaveValue(offeredEnd.replace(' ', 'T').replace(/:00$/, ''));

    await start.fill('2026-03-14T00:00:00');
    await end.fill('2026-03-14T23:59:59');
    await show.click();
    await expect(page.getByTestId('range-error')).toHaveCount(0);
    const rows = page.getByTestId('segment-table').getByRole('row');
    // Row 0 is the header: power-on at the plant, then the day's first trip's six legs.
    await expect(rows.nth(1)).toContainText('06:26:23');
    await expect(rows.nth(1)).toContainText('空闲');
    await expect(rows.nth(2)).toContainText('06:51:37');
    await expect(rows.nth(2)).toContainText('装料');
    await expect(rows.nth(3)).toContainText('06:58:34');
    await expect(rows.nth(3)).toContainText('运输中');
    await expect(rows.nth(3)).toContainText('2.36');
    await expect(rows.nth(3)).toContainText('YS-20260314-0006');
    await expect(rows.nth(4)).toContainText('等待卸料');
    await expect(rows.nth(5)).toContainText('07:15:48');
    await expect(rows.nth(5)).toContainText('卸料');
    await expect(rows.nth(6)).toContainText('返程');
    await expect(page.getByTestId('decimation')).toContainText('上限 2000');

    // The path by speed: the legend turns to the bands up to the haul roads' limit and over it, and back.
    const legend = page.getByRole('region', { name: '图例' });
    await legend.getByRole('button', { name: '按速度' }).click();
    await expect(legend.getByRole('button', { name: '按速度' })).toHaveAttribute('aria-pressed', 'true');
    await expect(legend.getByRole('list', { name: '速度 (km/h)' }).getByRole('listitem')).toHaveText([
      '静止',
      '0–10',
      '10–20',
      '20–30',
      '30–40',
      '40–50',
      '超过限速 50',
    ]);
    await legend.getByRole('button', { name: '按状态' }).click();
    await expect(legend.getByRole('list', { name: '车辆状态（标记颜色）' }).getByRole('listitem').first()).toHaveText(
      '空闲',
    );

    // Stopped at the first fix; play moves the clock and the marker, pause holds, stop goes back.
    const clock = page.getByTestId('playback-clock');
    await expect(clock).toHaveText('2026-03-14 06:26:25');
    const marker = page.locator('.vehicle-marker[data-vehicle="YLC-001"]');
    await expect(marker).toHaveAttribute('data-x', '150');
    await page.getByRole('combobox', { name: '倍速' }).click();
    await page.getByRole('option', { name: '×64' }).click();
    await page.getByRole('button', { name: '播放' }).click();
    await expect(clock).not.toHaveText('2026-03-14 06:26:25');
    await page.getByRole('button', { name: '暂停' }).click();
    const paused = await clock.textContent();
    await expect(page.getByRole('button', { name: '继续' })).toBeVisible();
    await expect(clock).toHaveText(paused!);
    await page.getByRole('button', { name: '停止' }).click();
    await expect(clock).toHaveText('2026-03-14 06:26:25');

    // Seeking from the table: the unloading stop, where the backend's segment says the truck stands.
    await page.getByRole('button', { name: '跳转到 2026-03-14 07:15:48' }).click();
    await expect(clock).toHaveText('2026-03-14 07:15:48');
    await expect(marker).toHaveAttribute('data-x', '2379.6');
    await expect(marker).toHaveAttribute('data-y', '418.5');
    await expect(page.getByTestId('playback-state')).toContainText('卸料');
    await expect(rows.nth(5)).toHaveClass(/Mui-selected/);
    // The scrubber by keyboard: one step is one fix (5 s); Space plays and pauses.
    const scrubber = page.getByRole('slider', { name: '回放进度' });
    await scrubber.focus();
    await page.keyboard.press('ArrowRight');
    await expect(clock).toHaveText('2026-03-14 07:15:53');
    await page.keyboard.press(' ');
    await expect(page.getByRole('button', { name: '暂停' })).toBeVisible();
    await page.keyboard.press(' ');
    await expect(page.getByRole('button', { name: '继续' })).toBeVisible();
    // The shown range's every fix as GPX, in latitude/longitude, for GNSS tools.
    await page.getByRole('button', { name: '导出轨迹' }).click();
    const [gpx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'GPX（GNSS 工具）' }).click(),
    ]);
    expect(gpx.suggestedFilename()).toBe('YLC-001-20260314.gpx');
    const text = (await (await gpx.createReadStream()).toArray()).join('');
    expect(text).toMatch(/^<\?xml[^]*<gpx version="1\.1"/);
    // Its first fix is the player's first (06:26:25 site time, GMT+8), in the seeded frame about 114° E, 30° N.
    expect(text).toMatch(/<trkpt lat="30\.\d{8}" lon="114\.\d{8}"><time>2026-03-13T22:26:25Z<\/time>/);
    await shoot(page, 'ylc-playback-zh');
    expect(await seriousViolations(page)).toEqual([]);

    await english(page);
    await expect(page.getByRole('application', { name: 'Track playback map' })).toBeVisible();
    await shoot(page, 'ylc-playback-en-empty');
  },
);

test('sprinklers: location with tank and today’s spraying; a sprinkler-day’s spraying segments; axe, English', async ({
  page,
}) => {
  await openAs(page, 'admin', SSC_LOCATION);
  await expect(page.getByRole('application', { name: '车辆实时位置地图' })).toBeVisible();
  const vehicles = await fleet(page, 'ssc');
  expect(vehicles).toHaveLength(4);
  const counts = countBy(vehicles);
  for (const state of ['idle', 'filling', 'driving', 'spraying', 'offline'])
    await expect(page.getByTestId(`count-${state}`)).toHaveText(String(counts[state] ?? 0));
  await expect(page.getByRole('region', { name: '图例' })).toContainText('今日已洒水路段');
  const first = vehicles.find((v) => v.code === 'SSC-01')!;
  await page.getByRole('list', { name: '车辆列表' }).locator('[data-vehicle="SSC-01"]').click();
  await expect(page.getByTestId('card-tank')).toContainText(
    first.tank === null || first.tank === undefined ? '—' : `${first.tank} / 15 m³`,
  );
  await expect(page.getByTestId('card-sprayed')).toHaveText(/\d+\.\d km/);
  await shoot(page, 'ssc-location-zh');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(SSC_PLAYBACK);
  await expect(page.getByRole('application', { name: '轨迹回放地图' })).toBeVisible();
  await page.getByRole('combobox', { name: '车辆' }).click();
  await page.getByRole('option', { name: new RegExp('^SSC-01') }).click();
  await page.getByTestId('range-start').fill('2026-03-14T00:00:00');
  await page.getByTestId('range-end').fill('2026-03-14T23:59:59');
  await page.getByRole('button', { name: '查询轨迹' }).click();
  const table = page.getByTestId('segment-table');
  const spraying = table.getByRole('row').filter({ hasText: '洒水' });
  // The day's first cycle: filling at the water point, driving out, spraying 4.30 km.
  await expect(table.getByRole('row').nth(2)).toContainText('加水');
  await expect(table.getByRole('row').nth(3)).toContainText('行驶');
  await expect(spraying.first()).toContainText('06:51:56');
  await expect(spraying.first()).toContainText('4.30');
  expect(await spraying.count()).toBeGreaterThanOrEqual(8);
  await page.getByRole('button', { name: '跳转到 2026-03-14 06:51:56' }).click();
  await expect(page.getByTestId('playback-state')).toContainText('洒水');
  await expect(page.getByTestId('playback-state')).toContainText('水箱 15.0 m³');
  await shoot(page, 'ssc-playback-zh');
  expect(await seriousViolations(page)).toEqual([]);

  await english(page);
  await page.getByTestId('range-start').fill('2026-03-14T00:00:00');
  await page.getByTestId('range-end').fill('2026-03-14T23:59:59');
  await page.getByRole('button', { name: 'Show track' }).click();
  await expect(page.getByTestId('segment-table')).toContainText('Spraying');
  await shoot(page, 'ssc-playback-en');
  expect(await seriousViolations(page)).toEqual([]);
});
