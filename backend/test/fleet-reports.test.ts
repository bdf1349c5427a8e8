import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { STOP_MIN_SEC } from '@console/contract/fleet/reports';
import { dataOf, frozenSim, type TestBackend } from './helpers.js';
import { sheetRows } from './sheet-rows.js';
import { menuHolders, settled, simSite, withDb, withoutPages } from './sim-site.js';

/*
 * 车辆报表 on the frozen site (seed 1, 2026-03-15 10:00 GMT+8, two days of history): trips as stored, stops and the
 * summary from the playback's legs, one truck's route. The reports agree with each other and with the trip list.
 */
const day = '2026-03-14';
const YLC_001 = 35; // its device id

let backend: TestBackend;
let admin: string;
const start = simSite(frozenSim(2));

before(async () => {
  backend = await start();
  await settled(backend);
  admin = await backend.login('admin', 'admin');
});

const get = (url: string, token = admin) => backend.call('GET', url, { token });
const data = (url: string) => dataOf(backend, url, admin);
type Row = Record<string, string | number | null>;
const report = async (type: string, query = `start=${day}&end=${day}`) =>
  (await data(`/api/ylc/report/${type}?${query}`)) as { rows: Row[]; totals: Row; title: { zh: string } };
const sum = (rows: Row[], key: string) => Math.round(rows.reduce((a, r) => a + Number(r[key] ?? 0), 0) * 10) / 10;

describe('fleet reports (车辆报表)', () => {
  test('the trip report lists the day’s trips as stored, and the summary of the day is their sum', async () => {
    const trips = await report('trips');
    const stored = (await data(`/api/ylc/trip/page?limit=1000&start=${day}&end=${day}`)) as {
      rows: Row[];
      total: number;
    };
    assert.equal(trips.rows.length, 364);
    assert.equal(stored.total, trips.rows.length);
    assert.deepEqual(new Set(trips.rows.map((r) => r.tripNo)), new Set(stored.rows.map((r) => r.tripNo)));
    assert.deepEqual(trips.rows[0], {
      tripNo: 'YS-20260314-0001',
      vehicle: 'YLC-012',
      plate: '鄂K·82689',
      plant: 'LQ-01',
      mixType: 'SMA-13',
      destination: 'K2+000–K2+400 右幅',
      loadT: 28.3,
      loadStart: '2026-03-14 06:45',
      depart: '06:52',
      arrive: '06:55',
      unloadEnd: '07:14',
      returnTime: '07:19',
      distanceKm: 2.2,
      cycleMin: 28.7,
      waitMin: 12.7,
      tempDrop: 4.7,
      state: 'done',
    });
    assert.deepEqual(trips.totals, { loadT: 9716.3, distanceKm: 680.4 });
    assert.equal(sum(trips.rows, 'loadT'), 9716.3);

    const summary = await report('summary');
    assert.equal(summary.rows.length, 30);
    assert.equal(summary.totals.trips, trips.rows.length);
    assert.equal(summary.totals.tonnes, trips.totals.loadT);
    assert.equal(summary.totals.tripKm, trips.totals.distanceKm);
    for (const row of summary.rows) {
      const own = trips.rows.filter((t) => t.vehicle === row.vehicle);
      assert.equal(row.trips, own.length, `${row.vehicle}'s trips`);
      assert.equal(row.tonnes, sum(own, 'loadT'), `${row.vehicle}'s tonnes`);
      assert.ok(Math.abs(Number(row.poweredH) - Number(row.movingH) - Number(row.stoppedH)) < 0.05, 'powered time');
    }
    assert.deepEqual(summary.rows[0], {
      day,
      vehicle: 'YLC-001',
      plate: '赣L·55068',
      trips: 10,
      tonnes: 300.4,
      tripKm: 30,
      drivenKm: 56.83,
      poweredH: 12.59,
      movingH: 1.99,
      stoppedH: 10.59,
      stops: 21,
      overspeeds: 0,
      maxSpeed: 41.9,
    });
  });

  test('stops: a truck’s standing runs of at least a minute, where it stood and on which trip', async () => {
    const stops = await report('stops', `start=${day}&end=${day}&vehicleId=${YLC_001}`);
    const summary = await report('summary', `start=${day}&end=${day}&vehicleId=${YLC_001}`);
    assert.equal(stops.rows.length, summary.rows[0]!.stops);
    // The summary gives hours to two places (± 0.3 min), the stops minutes to one.
    assert.ok(Math.abs(Number(stops.totals.minutes) - Number(summary.rows[0]!.stoppedH) * 60) <= 0.35);
    assert.ok(stops.rows.every((r) => Number(r.minutes) * 60 >= STOP_MIN_SEC - 6));
    assert.deepEqual(stops.rows.slice(0, 2), [
      {
        vehicle: 'YLC-001',
        plate: '赣L·55068',
        start: '2026-03-14 06:26',
        end: '06:58',
        minutes: 32.2,
        activity: 'idle',
        tripNo: 'YS-20260314-0006',
        place: '1号沥青拌和站',
        x: 150,
        y: 150,
      },
      {
        vehicle: 'YLC-001',
        plate: '赣L·55068',
        start: '2026-03-14 07:01',
        end: '07:20',
        minutes: 18.5,
        activity: 'waiting',
        tripNo: 'YS-20260314-0006',
        place: 'K2+000–K2+400 右幅',
        x: 2379.6,
        y: 418.5,
      },
    ]);
  });

  test('route: one truck every minute and at each change of state, its distance adding to the summary’s', async () => {
    const query = `start=${day}&end=${day}&vehicleId=${YLC_001}`;
    const route = await report('route', query);
    const summary = await report('summary', query);
    assert.equal(route.rows.length, 815);
    assert.equal(Math.round(Number(route.totals.km) * 100) / 100, summary.rows[0]!.drivenKm);
    assert.deepEqual(route.rows[0], {
      time: '2026-03-14 06:26:23',
      state: 'idle',
      speed: 0,
      x: 150,
      y: 150,
      lon: 114.0015546,
      lat: 30.0003302,
      km: 0,
    });
    const loading = route.rows.find((r) => r.state === 'loading')!;
    assert.deepEqual([loading.time, loading.tripNo], ['2026-03-14 06:51:37', 'YS-20260314-0006']);
    const kms = route.rows.map((r) => Number(r.km));
    assert.ok(
      kms.every((km, i) => i === 0 || km >= kms[i - 1]!),
      'the distance never goes back',
    );
  });

  test('wrong requests say what is wrong; the page’s menu guards the reads', async () => {
    const refused = async (url: string, message: RegExp) => {
      const r = await get(url);
      assert.equal(r.http, 400, r.text);
      assert.match(r.body.message, message);
    };
    await refused(`/api/ylc/report/route?start=${day}`, /须选择一辆车/);
    await refused(`/api/ylc/report/route?start=2026-03-01&end=${day}&vehicleId=${YLC_001}`, /最多 7 天/);
    await refused(`/api/ylc/report/trips?vehicleId=abc`, /vehicleId/);
    await refused(`/api/ylc/report/trips?vehicleId=999999`, /没有这辆运输车/);
    await refused(`/api/ylc/report/parking`, /没有这种车辆报表/);
    const test = await backend.login('test', 'test');
    assert.equal((await get(`/api/ylc/report/summary?start=${day}`, test)).http, 403);
    assert.equal((await get(`/api/ylc/report/summary/export?start=${day}`, test)).http, 403);
  });

  test('the export is the same table, headed in the asked language', async () => {
    const response = await fetch(`${backend.base}/api/ylc/report/summary/export?start=${day}&end=${day}&lang=en`, {
      headers: { authorization: admin },
    });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-disposition') ?? '', /ylc-summary-2026-03-15\.xlsx/);
    const rows = await sheetRows(Buffer.from(await response.arrayBuffer()));
    assert.equal(rows[1]![0], 'Fleet summary');
    const header = rows.find((r) => r[0] === 'Day')!;
    assert.deepEqual(header.slice(0, 4), ['Day', 'Vehicle', 'Plate', 'Trips']);
    assert.deepEqual(rows.at(-1)!.slice(0, 5), ['Total', null, null, 364, 9716.3]);
  });
});

describe('a data folder made before the fleet reports', () => {
  test('gets their pages, granted as the fleet group is, and the tasks’ new columns on the next start', async () => {
    const fresh = simSite(frozenSim(0));
    const first = await fresh();
    await settled(first);
    await first.close();
    const codes = ['ylcFleetReportManager', 'ylcReportEmailManager', 'ylcEmailRecordManager'];
    const before = withDb(first.dataDir, (db) => menuHolders(db, 'ylcManager'));
    // As an older version left it: none of the pages, tasks without a report type or truck, the migrations one short.
    withoutPages(first.dataDir, codes, (db) => {
      db.exec('ALTER TABLE pdca_report_email DROP COLUMN reportType');
      db.exec('ALTER TABLE pdca_report_email DROP COLUMN vehicleId');
    });
    const again = await fresh(first.dataDir);
    await settled(again);
    withDb(again.dataDir, (db) => {
      for (const code of codes) assert.deepEqual(menuHolders(db, code), before, code);
    });
    const token = await again.login('admin', 'admin');
    const created = await again.call('POST', '/api/ylc/reportEmail', {
      token,
      body: {
        name: '停车周报',
        reportType: 'stops',
        vehicleId: YLC_001,
        periodRule: 'weekly',
        recipients: 'fleet@site.test',
        scheduleKind: 'weekly',
        weekday: 1,
        scheduleTime: '08:00',
      },
    });
    assert.equal(created.body.status, 200, created.text);
    assert.deepEqual([created.body.data.reportType, created.body.data.vehicleName], ['stops', 'YLC-001 赣L·55068']);
    await again.close();
  });
});
