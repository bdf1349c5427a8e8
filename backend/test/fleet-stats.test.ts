import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { frozenSim, type TestBackend } from './helpers.js';
import { settled, simSite } from './sim-site.js';

/*
 * 设备状态统计 and the sprinklers' 作业统计 on the frozen site (seed 1, 2026-03-15 10:00 GMT+8, two days of
 * history): golden numbers of the whole day 2026-03-14, the same the e2e spec reads on the pages' tables.
 */
const day = '2026-03-14';

let backend: TestBackend;
let admin: string;
const start = simSite(frozenSim(2));

before(async () => {
  backend = await start();
  await settled(backend);
  admin = await backend.login('admin', 'admin');
});

type Row = Record<string, string | number | null>;
interface Answer {
  start: string;
  end: string;
  kpis: { key: string; value: number | null }[];
  views: Record<string, { table: { rows: Row[] }; empty: boolean }>;
}
async function data(url: string): Promise<Answer> {
  const reply = await backend.call('GET', url, { token: admin });
  assert.equal(reply.body.status, 200, `${url}: ${reply.text}`);
  return reply.body.data as Answer;
}
const kpis = (a: Answer) => Object.fromEntries(a.kpis.map((k) => [k.key, k.value]));

describe('device state statistics (from the 5-minute samples and the changes)', () => {
  test('per device and day: online %, work and idle hours, drop-outs, RTK-fixed %', async () => {
    const a = await data(`/api/znys/deviceState/statistics?start=${day}&end=${day}`);
    assert.deepEqual([a.start, a.end], [day, day]);
    assert.deepEqual(kpis(a), { devices: 14, onlinePct: 99.6, workHours: 156.5, offlineCount: 10, rtkPct: 99.3 });
    const rows = a.views.daily!.table.rows;
    assert.equal(rows.length, 14);
    assert.deepEqual(rows[0], {
      day,
      device: 'TP-01',
      onlinePct: 100,
      workHours: 11.33,
      idleHours: 1.08,
      offlineCount: 1,
      rtkPct: 100,
    });
    assert.deepEqual(
      rows.find((r) => r.device === 'YL-09'),
      { day, device: 'YL-09', onlinePct: 97.3, workHours: 10.83, idleHours: 1.25, offlineCount: 2, rtkPct: 100 },
    );
    assert.deepEqual(
      rows.find((r) => r.device === 'YL-04'),
      { day, device: 'YL-04', onlinePct: 100, workHours: 11, idleHours: 1.25, offlineCount: 1, rtkPct: 96.6 },
    );
    // A one-day range: the per-device view is the day's rows without the day.
    assert.deepEqual(
      a.views.byDevice!.table.rows,
      rows.map(({ day: _day, ...rest }) => rest),
    );
  });

  test('a day before the site existed is empty', async () => {
    const a = await data('/api/znys/deviceState/statistics?start=2026-02-01&end=2026-02-02');
    assert.equal(a.views.daily!.empty, true);
    assert.equal(kpis(a).devices, 0);
  });
});

describe('sprinkler job statistics (from the jobs, one per tank)', () => {
  test('per vehicle and day: km sprayed, hours, water, refills, haul-road coverage', async () => {
    const a = await data(`/api/ssc/job/statistics?start=${day}&end=${day}`);
    assert.deepEqual(kpis(a), { vehicles: 4, km: 250.22, hours: 25.41, waterM3: 521.9, refills: 37 });
    assert.deepEqual(a.views.daily!.table.rows, [
      { day, vehicle: '豫F·2J681', km: 62.85, hours: 6.29, waterM3: 127.3, refills: 9, coveragePct: 94.8 },
      { day, vehicle: '鄂A·16576', km: 57.6, hours: 6.16, waterM3: 126.3, refills: 9, coveragePct: 100 },
      { day, vehicle: '鄂A·94284', km: 66.87, hours: 6.7, waterM3: 127.8, refills: 9, coveragePct: 100 },
      { day, vehicle: '鄂K·88400', km: 62.9, hours: 6.27, waterM3: 140.6, refills: 10, coveragePct: 100 },
    ]);
  });

  test('a range sums its days per vehicle; today counts up to the present (10:00)', async () => {
    const a = await data('/api/ssc/job/statistics?start=2026-03-13&end=2026-03-15');
    assert.deepEqual(kpis(a), { vehicles: 4, km: 569.79, hours: 58.32, waterM3: 1194.9, refills: 84 });
    assert.deepEqual(a.views.byVehicle!.table.rows[0], {
      vehicle: '豫F·2J681',
      km: 141.91,
      hours: 14.69,
      waterM3: 285.7,
      refills: 20,
    });
    const today = a.views.daily!.table.rows.filter((r) => r.day === '2026-03-15');
    assert.deepEqual(
      today.map((r) => r.refills),
      [2, 3, 2, 3],
    );
  });
});

describe('the reads are gated and checked', () => {
  test('403 without the page; 400 for a wrong day or a range too long', async () => {
    const test = await backend.login('test', 'test');
    for (const url of ['/api/znys/deviceState/statistics', '/api/ssc/job/statistics']) {
      const denied = await backend.call('GET', url, { token: test });
      assert.equal(denied.http, 403, url);
      const bad = await backend.call('GET', `${url}?start=14-03-2026`, { token: admin });
      assert.equal(bad.http, 400, url);
      const long = await backend.call('GET', `${url}?start=2026-01-01&end=2026-03-14`, { token: admin });
      assert.equal(long.http, 400, url);
    }
  });
});
