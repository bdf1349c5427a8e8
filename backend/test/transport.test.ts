import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { Store } from '../src/db/database.js';
import { applySchema } from '../src/modules/index.js';
import { dayIndexOf, dayStartMs } from '../src/sim/calendar.js';
import { StoreWriter } from '../src/sim/engine.js';
import type { FactWriter } from '../src/sim/process.js';
import { describeTransportDay, transportProcess } from '../src/sim/processes/transport.js';
import { frozenSim, type TestBackend } from './helpers.js';
import { emitCut, freshDayContext, settled, simSite, withDb } from './sim-site.js';
import { GOLDEN, GOLDEN_FLEET } from './transport-golden.js';

/*
 * Golden numbers of the haul-truck process: seed 1, clock frozen at 2026-03-15 10:00 GMT+8, two days of
 * history (as sim.test.ts). Changing the trucks' physics changes these numbers on purpose; update them
 * only with a reason.
 */
const sim = frozenSim(2);
const start = simSite(sim);
const day1 = '2026-03-13';

/** Runs the process over a day cut into the given windows, in a memory database; answers its rows. */
function emitInWindows(day: number, cuts: readonly number[]): { trips: unknown[]; stats: unknown[] } {
  const db = new Database(':memory:');
  applySchema(db);
  const writer: FactWriter = new StoreWriter(new Store(db), 0);
  emitCut([transportProcess.planDay(freshDayContext(day))], day, cuts, writer);
  const out = {
    trips: db.prepare('SELECT * FROM ylc_trip ORDER BY id').all(),
    stats: db.prepare('SELECT * FROM stat_daily ORDER BY metric, key').all(),
  };
  db.close();
  return out;
}

describe('haul-truck process', () => {
  const day = dayIndexOf(Date.parse(`${day1}T12:00:00+08:00`));

  test('a day cut into any windows gives the same trips and rollups as the day in one go', () => {
    const whole = emitInWindows(day, []);
    assert.ok(whole.trips.length > 300);
    const hour = 3600_000;
    const start = dayStartMs(day);
    // Cuts inside trips (loading, on the road, waiting, unloading) and on exact event seconds.
    const first = describeTransportDay(freshDayContext(day))[0]!;
    for (const cuts of [
      [start + 9 * hour],
      [start + 7 * hour + 13_000, start + 7 * hour + 777_000, start + 10 * hour + 1, start + 15 * hour + 59 * 60_000],
      [first.loadStart, first.depart, first.arrive, first.unloadStart, first.unloadEnd, first.back],
      Array.from({ length: 24 * 6 }, (_, i) => start + (i + 1) * 600_000 - 1).slice(0, -1),
    ]) {
      assert.deepEqual(emitInWindows(day, cuts), whole);
    }
  });

  test('a trip under way shows its present state, and its times only up to the cut', () => {
    const trip = describeTransportDay(freshDayContext(day))[0]!;
    // The first window alone: what the platform holds while the trip waits at the front.
    const db = new Database(':memory:');
    applySchema(db);
    const rows: Record<string, unknown>[] = [];
    const writer: FactWriter = new StoreWriter(new Store(db), 0);
    const plan = transportProcess.planDay(freshDayContext(day));
    plan.emit(dayStartMs(day), trip.arrive + 1000, writer);
    rows.push(
      db
        .prepare('SELECT state, depart, arrive, unloadStart, cycleMin, tempArrive FROM ylc_trip WHERE id = ?')
        .get(day * 1_000_000 + 1) as Record<string, unknown>,
    );
    db.close();
    assert.equal(rows[0]!.state, 'waiting');
    assert.ok(rows[0]!.depart && rows[0]!.arrive);
    assert.equal(rows[0]!.unloadStart, null);
    assert.equal(rows[0]!.cycleMin, null);
    assert.equal(rows[0]!.tempArrive, null);
  });

  test(
    'a truck whose telematics report a fault starts no trip until ' + 'it is over; the trips before stay as they were',
    () => {
      const plain = describeTransportDay(freshDayContext(day));
      const from = dayStartMs(day) + 9 * 3600_000;
      const to = from + 3 * 3600_000;
      const faulty = describeTransportDay({
        ...freshDayContext(day),
        forced: [{ deviceCode: 'YLC-001', kind: 'fault', start: from, end: to }],
      });
      const mine = faulty.filter((t) => t.vehicleCode === 'YLC-001');
      assert.ok(mine.some((t) => t.loadStart < from) && mine.some((t) => t.loadStart >= to));
      assert.equal(mine.filter((t) => t.loadStart >= from && t.loadStart < to).length, 0);
      assert.ok(plain.some((t) => t.vehicleCode === 'YLC-001' && t.loadStart >= from && t.loadStart < to));
      // A fault from the present on changes the future only: the trips already loading keep their ids.
      assert.deepEqual(
        faulty.filter((t) => t.loadStart < from),
        plain.filter((t) => t.loadStart < from),
      );
    },
  );

  test('about 360 trips on a working day, none on a heavy-rain day; every trip inside its truck’s engine hours', () => {
    const counts: Record<string, number> = {};
    for (let d = day - 10; d <= day; d++) {
      const ctx = freshDayContext(d);
      const trips = describeTransportDay(ctx);
      counts[ctx.schedule.rain] = Math.max(counts[ctx.schedule.rain] ?? 0, trips.length);
      if (ctx.schedule.rain === 'heavy') assert.equal(trips.length, 0);
      if (ctx.schedule.rain === 'none') assert.ok(trips.length >= 320 && trips.length <= 420, `${trips.length} trips`);
      for (const t of trips) {
        const engine = ctx.schedule.device(t.vehicleCode).engine;
        assert.ok(
          engine.some((e) => e.start <= t.loadStart && t.back <= e.end),
          `${t.vehicleCode} trip ${t.seq} outside the engine hours`,
        );
        assert.ok(
          t.loadStart < t.depart &&
            t.depart < t.arrive &&
            t.arrive <= t.unloadStart &&
            t.unloadStart < t.unloadEnd &&
            t.unloadEnd < t.back,
        );
      }
    }
    assert.ok(counts.heavy === 0 && (counts.none ?? 0) > 0);
  });
});

describe('haul-truck trips through the platform', () => {
  let first: TestBackend;
  let admin: string;

  test('golden numbers of the first full day (2026-03-13)', async () => {
    first = await start();
    await settled(first);
    admin = await first.login('admin', 'admin');
    const numbers = withDb(first.dataDir, (db) => {
      const all = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
      const one = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;
      const from = `${day1} 00:00:00`;
      const to = `${day1} 24`;
      return {
        perPlant: Object.fromEntries(
          all<{ code: string; n: number }>(
            'SELECT p.code, COUNT(*) n FROM ylc_trip t JOIN site_device p ON p.id = t.plantId ' +
              'WHERE loadStart >= ? AND loadStart < ? GROUP BY p.code ORDER BY p.code',
            from,
            to,
          ).map((r) => [r.code, r.n]),
        ),
        states: one(
          'SELECT COUNT(*) n, SUM(state = ?) done FROM ylc_trip WHERE loadStart >= ? AND loadStart < ?',
          'done',
          from,
          to,
        ),
        overtime: one<{ n: number }>(
          'SELECT COUNT(*) n FROM ylc_trip WHERE overtimeFlag = 1 AND loadStart >= ? AND loadStart < ?',
          from,
          to,
        ).n,
        tempDrop: one<{ n: number }>(
          'SELECT COUNT(*) n FROM ylc_trip WHERE tempDropFlag = 1 AND loadStart >= ? AND loadStart < ?',
          from,
          to,
        ).n,
        abnormal: one<{ n: number }>(
          'SELECT COUNT(*) n FROM ylc_trip WHERE (overtimeFlag = 1 OR tempDropFlag = 1) AND loadStart >= ? ' +
            'AND loadStart < ?',
          from,
          to,
        ).n,
        tonnes: one<{ t: number }>(
          'SELECT ROUND(SUM(loadT), 1) t FROM ylc_trip WHERE loadStart >= ? AND loadStart < ?',
          from,
          to,
        ).t,
        firstTrips: all(
          `SELECT t.id, t.tripNo, v.code, p.code AS plant, t.mixType, t.loadT, t.loadStart, t.depart, t.arrive,
            t.unloadStart, t.unloadEnd, t.returnTime, t.cycleMin, t.waitMin,
             t.tempDepart, t.tempArrive, t.destination, t.state
           FROM ylc_trip t JOIN site_device v ON v.id = t.vehicleId JOIN site_device p ON p.id = t.plantId
           WHERE loadStart >= ? ORDER BY t.id LIMIT 2`,
          from,
        ),
        rollup: one(
          "SELECT CAST(SUM(CASE WHEN metric = 'trips' THEN value END) AS INTEGER) trips, CAST(SUM(CASE WHEN " +
            "metric = 'abnormal' THEN value END) AS INTEGER) abnormal FROM stat_daily WHERE module = 'ylc' " +
            'AND day = ?',
          day1,
        ),
        // Under way at the frozen clock (2026-03-15 10:00).
        underWay: Object.fromEntries(
          all<{ state: string; n: number }>(
            "SELECT state, COUNT(*) n FROM ylc_trip WHERE loadStart >= '2026-03-15' AND state != 'done' " +
              'GROUP BY state ORDER BY state',
          ).map((r) => [r.state, r.n]),
        ),
      };
    });
    assert.deepEqual(
      numbers.rollup,
      { trips: (numbers.states as { n: number }).n, abnormal: numbers.abnormal },
      'the rollups count the trips',
    );
    assert.deepEqual(numbers, GOLDEN);
  });

  test(
    'the trips page filters by plant, state, abnormal and time; the record page reads the rollups; the fleet ' +
      'page reads the present',
    async () => {
      const get = (p: string, token = admin) => first.call('GET', p, { token });
      const day = await get(`/api/ylc/trip/page?start=${day1}&end=${day1}&limit=3&sort=loadStart&order=asc`);
      assert.equal(day.body.status, 200, day.text);
      assert.equal(day.body.data.total, GOLDEN.states.n);
      assert.equal(day.body.data.rows[0].tripNo, GOLDEN.firstTrips[0]!.tripNo);
      assert.match(day.body.data.rows[0].plate, /^.[A-Z]·[0-9A-Z]{5}$/);
      const abnormal = await get(`/api/ylc/trip/page?start=${day1}&end=${day1}&abnormal=1&limit=100`);
      assert.equal(abnormal.body.data.total, GOLDEN.abnormal);
      assert.ok(
        abnormal.body.data.rows.every(
          (r: { overtimeFlag: number; tempDropFlag: number }) => r.overtimeFlag === 1 || r.tempDropFlag === 1,
        ),
      );
      const lq = await get(`/api/ylc/trip/page?start=${day1}&end=${day1}&plantCode=LQ-01`);
      assert.equal(lq.body.data.total, GOLDEN.perPlant['LQ-01']);
      const waiting = await get('/api/ylc/trip/page?state=waiting');
      assert.equal(waiting.body.data.total, GOLDEN.underWay.waiting ?? 0);
      assert.equal((await get('/api/ylc/trip/page?state=parked')).body.status, 30101);

      const records = await get(`/api/ylc/tripDaily/page?start=${day1}&end=${day1}&limit=100`);
      assert.equal(records.body.status, 200, records.text);
      const rows = records.body.data.rows as {
        id: number;
        trips: number;
        abnormal: number;
        deviceCode: string;
        tonnes: number;
        meanCycleMin: number;
      }[];
      assert.equal(
        rows.reduce((n, r) => n + r.trips, 0),
        GOLDEN.states.n,
      );
      assert.equal(
        rows.reduce((n, r) => n + r.abnormal, 0),
        GOLDEN.abnormal,
      );
      const busiest = [...rows].sort((a, b) => b.trips - a.trips)[0]!;
      const detail = await get(`/api/ylc/tripDailyTrip/all?dailyId=${busiest.id}`);
      assert.equal(detail.body.length, busiest.trips);
      assert.ok(
        detail.body.every(
          (t: { deviceCode: string; loadStart: string }) =>
            t.deviceCode === busiest.deviceCode && t.loadStart.startsWith(day1),
        ),
      );
      assert.equal((await get(`/api/ylc/tripDaily/${busiest.id}`)).body.data.tonnes, busiest.tonnes);

      const fleet = await get('/api/ylc/vehicle/status/page?limit=50');
      assert.equal(fleet.body.status, 200, fleet.text);
      assert.equal(fleet.body.data.total, 30);
      const states: Record<string, number> = {};
      for (const r of fleet.body.data.rows as { state: string }[]) states[r.state] = (states[r.state] ?? 0) + 1;
      assert.deepEqual(states, GOLDEN_FLEET);
      const today = (fleet.body.data.rows as { tripsToday: number }[]).reduce((n, r) => n + r.tripsToday, 0);
      assert.equal(
        today,
        withDb(
          first.dataDir,
          (db) =>
            (db.prepare("SELECT COUNT(*) n FROM ylc_trip WHERE loadStart >= '2026-03-15'").get() as { n: number }).n,
        ),
      );
    },
  );

  test(
    'the plants as the haulage sees them: queue now and today’s dispatch from the trips; only the geofence is ' +
      'edited',
    async () => {
      const get = (p: string, token = admin) => first.call('GET', p, { token });
      const sites = await get('/api/ylc/plantSite/page?limit=20');
      assert.equal(sites.body.status, 200, sites.text);
      const rows = sites.body.data.rows as {
        id: number;
        code: string;
        queueNow: number;
        tripsToday: number;
        dispatchedT: number;
      }[];
      assert.equal(
        rows.length,
        withDb(first.dataDir, (db) => (db.prepare('SELECT COUNT(*) n FROM bhz_plant').get() as { n: number }).n),
      );
      const truth = withDb(first.dataDir, (db) =>
        db
          .prepare(
            `SELECT p.code, COUNT(t.id) trips, ROUND(COALESCE(SUM(t.loadT), 0), 1) t FROM bhz_plant p
            LEFT JOIN ylc_trip t ON t.plantId = p.deviceId
              AND t.depart >= '2026-03-15 00:00:00' AND t.depart <= '2026-03-15 10:00:00'
            GROUP BY p.code ORDER BY p.code`,
          )
          .all(),
      );
      assert.deepEqual(
        rows.map((r) => ({ code: r.code, trips: r.tripsToday, t: r.dispatchedT })),
        truth,
      );
      assert.ok(
        rows.some((r) => r.tripsToday > 0),
        'the plants dispatched this morning',
      );
      const queue = withDb(
        first.dataDir,
        (db) =>
          (
            db
              .prepare(
                "SELECT COUNT(*) n FROM ylc_trip WHERE loadStart <= '2026-03-15 10:00:00' AND (depart IS NULL " +
                  "OR depart > '2026-03-15 10:00:00')",
              )
              .get() as { n: number }
          ).n,
      );
      assert.equal(
        rows.reduce((n, r) => n + r.queueNow, 0),
        queue,
      );

      const plant = rows[0]!;
      const put = (body: unknown, token = admin) =>
        first.call('PUT', `/api/ylc/plantSite/${plant.id}`, { token, body });
      const moved = await put({ fenceRadius: 150, code: 'HACKED', x: 9999 });
      assert.equal(moved.body.status, 200, moved.text);
      const after = (await get(`/api/ylc/plantSite/${plant.id}`)).body.data;
      assert.deepEqual([after.fenceRadius, after.code], [150, plant.code], 'only the geofence is written');
      assert.notEqual((await put({ fenceRadius: 5 })).body.status, 200);
      const test = await first.login('test', 'test');
      assert.equal((await put({ fenceRadius: 120 }, test)).http, 403);
      assert.equal((await get('/api/ylc/plantSite/page', test)).http, 403);
    },
  );

  test('reads need the menus: the test user gets 403 40301 on the transport pages', async () => {
    const token = await first.login('test', 'test');
    for (const p of [
      '/api/ylc/trip/page',
      '/api/ylc/trip/export',
      '/api/ylc/tripDaily/page',
      '/api/ylc/tripDailyTrip/all?dailyId=1',
      '/api/ylc/vehicle/status/page',
    ]) {
      const reply = await first.call('GET', p, { token });
      assert.equal(reply.http, 403, p);
      assert.equal(reply.body.status, 40301, p);
    }
  });
});
