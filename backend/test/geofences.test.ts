import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { Store } from '../src/db/database.js';
import { applySchema } from '../src/modules/index.js';
import { dayIndexOf, dayStartMs, parseSiteTime, siteTime } from '../src/sim/calendar.js';
import { StoreWriter } from '../src/sim/engine.js';
import { describeTransportDay, transportProcess } from '../src/sim/processes/transport.js';
import { FENCE_SAMPLE_MS } from '../src/sim/processes/transport-geofences.js';
import { positionAt, truckLegsOf } from '../src/sim/trajectory/legs.js';
import { tripRoute } from '../src/sim/trajectory/truck-route.js';
import { frozenSim, type TestBackend } from './helpers.js';
import { advance, emitCut, freshDayContext, menuHolders, settled, simSite, withDb, withoutPages } from './sim-site.js';

/*
 * Geofences on the frozen site (seed 1, 2026-03-15 10:00): a circle drawn round the front a truck is about to drive
 * to; the truck enters it, stays past its limit and leaves, in that order, at the fixes its legs put it there; the
 * events the fence names raise alarms; any cut of the day into windows writes the same events; the form's rules.
 */
const start = simSite(frozenSim(2));
const frozen = parseSiteTime('2026-03-15 10:00:00')!;
const day = dayIndexOf(frozen);
const ctx = freshDayContext(day);
const trips = describeTransportDay(ctx);
// A truck that leaves its plant after the clock and stands at its front for three minutes or more.
const trip = trips.find((t) => t.depart >= frozen + 120_000 && t.unloadEnd - t.arrive >= 3 * 60_000)!;
const front = tripRoute(trip.plantCode, trip.destination).at(-1)!;
const circle = JSON.stringify([front[0], front[1], 40]);

type Event = { event: string; t: string; insideMin: number | null; alarmId: number | null; vehicleId: number };

/** What the truck's 5-second fixes from `from` on say about the circle: its crossings and the first minute inside. */
function expected(from: number, to: number): { event: string; t: string }[] {
  const legs = truckLegsOf(ctx, trips, trip.vehicleCode);
  const out: { event: string; t: string }[] = [];
  let inside: number | null = null;
  let dwelt = false;
  for (let t = from; t < to; t += FENCE_SAMPLE_MS) {
    const at = positionAt(legs, t);
    if (!at) continue;
    const now = Math.hypot(at.x - front[0], at.y - front[1]) <= 40;
    if (now && inside === null) [inside, dwelt] = [t, (out.push({ event: 'enter', t: siteTime(t) }), false)];
    else if (!now && inside !== null) [inside] = [null, out.push({ event: 'leave', t: siteTime(t) })];
    else if (now && inside !== null && !dwelt && t - inside >= 60_000)
      dwelt = out.push({ event: 'dwell', t: siteTime(t) }) > 0;
  }
  return out;
}

describe('geofences: enter, dwell and leave as a truck drives', () => {
  let backend: TestBackend;
  let admin: string;

  test('a circle at a front: the truck enters, overstays and leaves; enter and dwell raise alarms', async () => {
    backend = await start();
    await settled(backend);
    admin = await backend.login('admin', 'admin');
    const made = await backend.call('POST', '/api/ylc/geofence', {
      token: admin,
      body: { name: '前场卸料区', fenceType: 'paving', area: circle, alarmOn: 'dwell, enter', dwellMinutes: 1 },
    });
    assert.equal(made.body.status, 200, made.text);
    const fence = made.body.data as { id: number; shape: string; areaM2: number; alarmOn: string };
    assert.equal(fence.shape, 'circle');
    assert.equal(fence.areaM2, Math.round(Math.PI * 1600 * 10) / 10);
    assert.equal(fence.alarmOn, 'enter,dwell', 'in the events’ order');
    const until = trip.back + 60_000;
    await advance(backend, (until - frozen) / 1000);
    await settled(backend);
    const events = withDb(backend.dataDir, (db) =>
      db
        .prepare('SELECT event, t, insideMin, alarmId, vehicleId FROM ylc_geofence_event WHERE fenceId = ? ORDER BY id')
        .all(fence.id),
    ) as Event[];
    const mine = events.filter((e) => e.vehicleId === ctx.registry.deviceId(trip.vehicleCode));
    const want = expected(frozen, until).filter((e) => e.t >= siteTime(trip.depart - 60_000));
    assert.deepEqual(
      mine.map(({ event, t }) => ({ event, t })).filter((e) => e.t >= siteTime(trip.depart - 60_000)),
      want,
    );
    assert.deepEqual(
      want.map((e) => e.event),
      ['enter', 'dwell', 'leave'],
    );
    const [enter, dwell, leave] = mine.filter((e) => e.t >= siteTime(trip.depart - 60_000));
    assert.equal(parseSiteTime(dwell!.t)! - parseSiteTime(enter!.t)!, 60_000);
    assert.equal(leave!.insideMin, Math.round((parseSiteTime(leave!.t)! - parseSiteTime(enter!.t)!) / 6_000) / 10);
    assert.ok(enter!.alarmId && dwell!.alarmId && leave!.alarmId === null, 'only the events the fence names alarm');
    const alarms = withDb(backend.dataDir, (db) =>
      db.prepare("SELECT id, message, value, threshold FROM pdca_alarm WHERE type = 'geofence' ORDER BY id").all(),
    ) as { id: number; message: string; value: number; threshold: number }[];
    const dwellAlarm = alarms.find((a) => a.id === dwell!.alarmId)!;
    assert.match(dwellAlarm.message, new RegExp(`^${trip.vehicleCode} 停留超时围栏「前场卸料区」，围栏内 1 min$`));
    assert.deepEqual([dwellAlarm.value, dwellAlarm.threshold], [1, 1]);

    // The events' list names fence, vehicle and whether it alarmed, and keeps to a fence.
    const page = await backend.call('GET', `/api/ylc/geofenceEvent/page?fenceId=${fence.id}&limit=100`, {
      token: admin,
    });
    assert.equal(page.body.status, 200, page.text);
    const rows = page.body.data.rows as { fenceName: string; event: string; alarmed: number; deviceCode: string }[];
    assert.equal(rows.length, events.length);
    assert.ok(rows.every((r) => r.fenceName === '前场卸料区'));
    assert.equal(rows.filter((r) => r.deviceCode === trip.vehicleCode && r.event === 'dwell')[0]?.alarmed, 1);

    // A fence with events is kept (its events name it): disabling stops it instead.
    const removed = await backend.call('DELETE', `/api/ylc/geofence/${fence.id}`, { token: admin });
    assert.equal(removed.body.status, 30101, removed.text);
    assert.match(removed.body.message, /停用/);
  });

  test('the platform refuses what is not a fence', async () => {
    const refuse = async (body: Record<string, unknown>, message: RegExp) => {
      const reply = await backend.call('POST', '/api/ylc/geofence', {
        token: admin,
        body: { name: `围栏${Math.random()}`, fenceType: 'noGo', area: '[[0,0],[10,0],[10,10]]', ...body },
      });
      assert.equal(reply.body.status, 30101, reply.text);
      assert.match(reply.body.message, message);
    };
    await refuse({ area: '[[0,0],[10,0]]' }, /3 到 500 个顶点/);
    await refuse({ area: '[1, 2, 99999]' }, /半径/);
    await refuse({ area: '[1, 2]' }, /\[x, y, 半径\]/);
    await refuse({ area: '{"x":1}' }, /多边形/);
    await refuse({ alarmOn: 'dwell' }, /停留上限/);
    await refuse({ alarmOn: 'enter,exit' }, /未知的围栏事件: exit/);
    await refuse({ fenceType: 'river' }, /类型/);
    const polygon = await backend.call('POST', '/api/ylc/geofence', {
      token: admin,
      body: { name: '禁入区', fenceType: 'noGo', area: '[[0,0],[10,0],[10,10],[0,10]]', alarmOn: 'enter' },
    });
    assert.equal(polygon.body.status, 200, polygon.text);
    assert.deepEqual([polygon.body.data.shape, polygon.body.data.areaM2], ['polygon', 100]);
  });
});

describe('a data folder seeded before the geofences', () => {
  test('gets their pages on the next start, granted to the roles that hold the fleet group', async () => {
    const first = await start();
    await settled(first);
    await first.close();
    const codes = ['ylcGeofenceManager', 'ylcGeofenceEventManager'];
    const before = withDb(first.dataDir, (db) => menuHolders(db, 'ylcManager'));
    // As an older version left it: no geofence menus, the platform's migrations one short.
    withoutPages(first.dataDir, codes);
    const again = await start(first.dataDir);
    await settled(again);
    withDb(again.dataDir, (db) => {
      for (const code of codes) assert.deepEqual(menuHolders(db, code), before, code);
    });
    const admin = await again.login('admin', 'admin');
    const page = await again.call('GET', '/api/ylc/geofenceEvent/page?limit=1', { token: admin });
    assert.equal(page.body.status, 200, page.text);
    await again.close();
  });
});

describe('geofence events are the same whatever windows the day is written in', () => {
  test('whole day and cut at odd moments: equal events', () => {
    const run = (cuts: number[]) => {
      const db = new Database(':memory:');
      applySchema(db);
      db.prepare(
        `INSERT INTO ylc_geofence (projectId, name, fenceType, area, shape, areaM2, alarmOn, dwellMinutes)
         VALUES (1, 'f', 'paving', ?, 'circle', 1, 'enter,dwell,leave', 2)`,
      ).run(circle);
      emitCut([transportProcess.planDay(ctx)], day, cuts, new StoreWriter(new Store(db), 0));
      const rows = db
        .prepare('SELECT vehicleId, event, t, insideMin, alarmId FROM ylc_geofence_event ORDER BY t, vehicleId, event')
        .all();
      db.close();
      return rows;
    };
    const whole = run([]);
    assert.ok(whole.length >= 3, `${whole.length} events`);
    const base = dayStartMs(day);
    assert.deepEqual(run([base + 9 * 3_600_000 + 2_345, base + 10 * 3_600_000 + 17, base + 13 * 3_600_000]), whole);
  });
});
