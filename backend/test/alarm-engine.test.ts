import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { Store } from '../src/db/database.js';
import { applySchema } from '../src/modules/index.js';
import { dayIndexOf, parseSiteTime, siteTime } from '../src/sim/calendar.js';
import { StoreWriter } from '../src/sim/engine.js';
import type { ForcedEpisode } from '../src/sim/process.js';
import { overSpeedLevel } from '../src/sim/processes/overspeed.js';
import { describeTransportDay, transportProcess } from '../src/sim/processes/transport.js';
import { TRUCK_SPEED_LIMIT_KMH, tripDrives, truckFastWindows } from '../src/sim/processes/transport-overspeed.js';
import { pieceFix, tripRoute } from '../src/sim/trajectory/truck-route.js';
import { frozenSim } from './helpers.js';
import { advance, emitCut, freshDayContext, settled, simSite, withDb } from './sim-site.js';

/*
 * The alarm rules over the simulated facts (seed 1, clock frozen at 2026-03-15 10:00 GMT+8, two days of history)
 * and the notification centre that lists them per reader.
 */
const start = simSite(frozenSim(2));

interface Alarm {
  id: number;
  domain: string;
  type: string;
  level: number;
  deviceId: number | null;
  t: string;
  value: number | null;
  threshold: number | null;
  place: string | null;
  x: number | null;
  y: number | null;
  clearedAt: string | null;
}

/** A new user whose one role holds the given menus, signed in. */
async function userWith(backend: Awaited<ReturnType<typeof start>>, admin: string, name: string, menus: string[]) {
  const call = (method: string, path: string, body?: unknown) => backend.call(method, path, { token: admin, body });
  const type = (await call('GET', '/api/admin/groupType/all')).body[0].id;
  const groupId = (await call('POST', '/api/admin/group', { code: name, name, groupType: type, parentId: -1 })).body
    .data.id;
  const all = (await call('GET', '/api/admin/menu/all')).body as { id: number; code: string }[];
  const ids = all.filter((m) => menus.includes(m.code)).map((m) => m.id);
  await call('PUT', `/api/admin/group/${groupId}/authority/menu?menuTrees=${ids.join(',')}`);
  const user = await call('POST', '/api/admin/user/add', { username: name, name, password: `${name}-1` });
  await call('PUT', `/api/admin/group/${groupId}/user?members=${user.body.data.id}&leaders=`);
  return backend.login(name, `${name}-1`);
}

describe('alarm rules and the notification centre', () => {
  let backend: Awaited<ReturnType<typeof start>>;
  let alarms: Alarm[];

  test('every rule raises its alarms from the facts, each with its value, threshold, level and place', async () => {
    backend = await start();
    await settled(backend);
    alarms = withDb(backend.dataDir, (db) => db.prepare('SELECT * FROM pdca_alarm ORDER BY t, id').all() as Alarm[]);
    const byType: Record<string, number> = {};
    for (const a of alarms) byType[`${a.domain}.${a.type}`] = (byType[`${a.domain}.${a.type}`] ?? 0) + 1;
    for (const type of [
      'bhz.materialOver',
      'bhz.mixTime',
      'znys.overSpeed',
      'znys.lowTemp',
      'zd.overSpeed',
      'zd.underPasses',
      'hj.lowDrop',
      'hj.shortHits',
      'ddc.ddcShallow',
      'ylc.tripOvertime',
      'device.deviceOffline',
    ])
      assert.ok(byType[type]! > 0, `no ${type} in ${JSON.stringify(byType)}`);
    // A truck's overspeed is only ever forced.
    assert.equal(byType['ylc.overSpeed'], undefined);
    for (const a of alarms) {
      assert.ok(a.level >= 1 && a.level <= 3, `level of ${a.id}`);
      assert.ok(a.value !== null && a.threshold !== null, `figures of ${a.type} ${a.id}`);
      // Named where it has a name (a stake, a plant, a point, an area); a roller on the apron has its x, y only.
      if (a.type !== 'deviceOffline') assert.ok(a.place || (a.x !== null && a.y !== null), `place of ${a.id}`);
      if (['bhz', 'hj', 'ddc', 'zd'].includes(a.domain)) assert.ok(a.x !== null && a.y !== null, `x, y of ${a.id}`);
    }
    // A judged limit is crossed: below it for minimums, beyond it for maximums.
    const check = (type: string, crossed: (a: Alarm) => boolean) =>
      alarms.filter((a) => a.type === type).forEach((a) => assert.ok(crossed(a), `${type} ${a.value}/${a.threshold}`));
    check('overSpeed', (a) => a.value! > a.threshold!);
    check('lowTemp', (a) => a.value! < a.threshold!);
    check('underPasses', (a) => a.value! < a.threshold!);
    check('lowDrop', (a) => a.value! < a.threshold!);
    check('shortHits', (a) => a.value! < a.threshold!);
    check('ddcShallow', (a) => a.value! < a.threshold!);
    check('tripOvertime', (a) => a.value! > a.threshold!);
    check('mixTime', (a) => a.value! < a.threshold!);
    check('materialOver', (a) => Math.abs(a.value!) > a.threshold!);
  });

  test('a device offline past the timeout raises its alarm five minutes on, cleared when it is back', () => {
    const offline = alarms.filter((a) => a.type === 'deviceOffline');
    withDb(backend.dataDir, (db) => {
      for (const a of offline) {
        const drop = db
          .prepare(
            "SELECT t FROM dev_state_change WHERE deviceId = ? AND event = 'offline' AND t <= ? " +
              'ORDER BY t DESC LIMIT 1',
          )
          .get(a.deviceId, a.t) as { t: string };
        assert.equal(Date.parse(`${a.t}Z`) - Date.parse(`${drop.t}Z`), 5 * 60_000, `alarm ${a.id} after ${drop.t}`);
        const back = db
          .prepare("SELECT MIN(t) t FROM dev_state_change WHERE deviceId = ? AND event = 'online' AND t > ?")
          .get(a.deviceId, drop.t) as { t: string | null };
        assert.equal(a.clearedAt, back.t && back.t <= '2026-03-15 10:00:00' ? back.t : null);
      }
    });
    // An overspeed ends when its episode does: cleared after it was raised.
    for (const a of alarms.filter((x) => x.type === 'overSpeed' && x.clearedAt)) assert.ok(a.clearedAt! > a.t);
  });

  test('the notification centre: unread per reader, read one or all, by level; only the domains heard', async () => {
    const admin = await backend.login('admin', 'admin');
    const list = async (query = '', token = admin) =>
      (await backend.call('GET', `/api/pdca/notice/list?${query}`, { token })).body;
    const week = alarms.filter((a) => a.t >= '2026-03-08 10:00:00');
    const first = (await list('limit=3')).data;
    assert.equal(first.total, week.length);
    assert.equal(first.unread.total, week.length);
    assert.equal(first.unread.level1, week.filter((a) => a.level === 1).length);
    const newest = [...week].sort((a, b) => b.t.localeCompare(a.t) || b.id - a.id).slice(0, 3);
    assert.deepEqual(
      first.rows.map((r: { id: number }) => r.id),
      newest.map((a) => a.id),
    );
    assert.equal(first.rows[0].read, false);

    const read = await backend.call('POST', '/api/pdca/notice/read', { token: admin, body: { ids: [newest[0]!.id] } });
    assert.equal(read.body.data.unread.total, week.length - 1);
    // Another sign-in of the same user reads the same state.
    const again = await backend.login('admin', 'admin');
    assert.equal((await list('limit=1', again)).data.rows[0].read, true);
    assert.equal((await list('unread=1&limit=500')).data.total, week.length - 1);
    const level2 = (await list('level=2&limit=500')).data;
    assert.ok(level2.rows.every((r: { level: number }) => r.level === 2));
    assert.equal(level2.total, week.filter((a) => a.level === 2).length);

    const all = await backend.call('POST', '/api/pdca/notice/readAll', { token: admin });
    assert.equal(all.body.data.unread.total, 0);
    assert.equal((await list('unread=1')).data.total, 0);
    const forced = await backend.call('POST', '/__test/pdca/alarm', {
      body: { domain: 'lab', type: 'labFail', level: 3, message: 'x' },
    });
    const after = (await list('limit=1')).data;
    assert.equal(after.unread.total, 1);
    assert.equal(after.rows[0].id, forced.body.data.alarmId);

    // A laboratory reader hears the laboratory's alarms only; a user hearing none may not open the centre.
    const labUser = await userWith(backend, admin, 'noticelab', ['sysStabilityManager']);
    const labList = (await list('limit=500', labUser)).data;
    assert.ok(labList.rows.length > 0 && labList.rows.every((r: { domain: string }) => r.domain === 'lab'));
    const ids = alarms.filter((a) => a.domain !== 'lab').map((a) => a.id);
    await backend.call('POST', '/api/pdca/notice/read', { token: labUser, body: { ids: ids.slice(0, 5) } });
    assert.equal((await list('limit=1', labUser)).data.unread.total, labList.unread.total, 'foreign ids are ignored');
    const nobody = await userWith(backend, admin, 'noticenone', ['user']);
    assert.equal((await backend.call('GET', '/api/pdca/notice/list', { token: nobody })).http, 403);

    for (const bad of ['level=4', 'unread=2'])
      assert.equal((await backend.call('GET', `/api/pdca/notice/list?${bad}`, { token: admin })).http, 400, bad);
    assert.equal((await list('limit=0')).status, 30101);
    for (const body of [{}, { ids: [] }, { ids: ['1'] }, { ids: Array.from({ length: 201 }, (_, i) => i + 1) }])
      assert.equal(
        (await backend.call('POST', '/api/pdca/notice/read', { token: admin, body })).body.status,
        30101,
        JSON.stringify(body).slice(0, 40),
      );
  });

  test('a truck forced over the limit through the test hook: its alarm, cleared, heard and promoted', async () => {
    // A truck that sets off a few minutes after the frozen clock on a drive of four minutes or more.
    const trip = describeTransportDay(freshDayContext(dayIndexOf(parseSiteTime('2026-03-15 12:00:00')!))).find(
      (t) => t.depart >= parseSiteTime('2026-03-15 10:02:00')! && t.arrive - t.depart >= 4 * 60_000,
    )!;
    const start = trip.depart + 30_000;
    const forced = await backend.call('POST', '/__test/sim/episode', {
      body: { device: trip.vehicleCode, kind: 'overSpeed', start: siteTime(start), seconds: 12 },
    });
    assert.equal(forced.body.status, 200, forced.text);
    await advance(backend, (start + 120_000 - parseSiteTime('2026-03-15 10:00:00')!) / 1000);
    await settled(backend);
    const [alarm, ...more] = withDb(backend.dataDir, (db) =>
      db.prepare("SELECT * FROM pdca_alarm WHERE domain = 'ylc' AND type = 'overSpeed'").all(),
    ) as (Alarm & { message: string; problemId: number | null })[];
    assert.ok(alarm && more.length === 0, JSON.stringify(more));
    assert.equal(alarm.t, siteTime(start + 10_000));
    assert.equal(alarm.clearedAt, siteTime(start + 12_000));
    assert.match(alarm.message, new RegExp(`^${trip.vehicleCode} 超速 \\d+\\.\\d\\d km/h（限速 50 km/h），`));
    assert.equal(alarm.problemId !== null, alarm.level >= 2, 'promoted from level 2 as every alarm');
    const admin = await backend.login('admin', 'admin');
    const rows = (await backend.call('GET', '/api/pdca/notice/list?limit=500', { token: admin })).body.data.rows;
    assert.ok(rows.some((r: { id: number; domain: string }) => r.id === alarm.id && r.domain === 'ylc'));
  });
});

describe('a haul truck over the haul-road limit', () => {
  const day = dayIndexOf(parseSiteTime('2026-03-13 12:00:00')!);
  // A drive of four minutes or more out to the front, and a wait of three or more there.
  const trip = describeTransportDay(freshDayContext(day)).find(
    (t) => t.arrive - t.depart >= 4 * 60_000 && t.unloadStart - t.arrive >= 3 * 60_000,
  )!;
  const episode = (seconds: number, start = trip.depart + 60_000): ForcedEpisode => ({
    deviceCode: trip.vehicleCode,
    kind: 'overSpeed',
    start,
    end: start + seconds * 1000,
  });

  /** The alarms of the transport process over the day with these episodes forced, written in windows cut at `cuts`. */
  function truckAlarms(forced: ForcedEpisode[], cuts: number[] = []): (Alarm & { message: string })[] {
    const db = new Database(':memory:');
    applySchema(db);
    const plan = transportProcess.planDay({ ...freshDayContext(day), forced });
    emitCut([plan], day, cuts, new StoreWriter(new Store(db), 0));
    const rows = db.prepare('SELECT * FROM pdca_alarm ORDER BY t, id').all() as (Alarm & { message: string })[];
    db.close();
    return rows;
  }

  test('the truck drives over the limit in the episode and makes the time up after it: its trip’s times stand', () => {
    const forced = episode(12);
    const route = tripRoute(trip.plantCode, trip.destination);
    const windows = truckFastWindows({ ...freshDayContext(day), forced: [forced] }, trip.vehicleCode);
    const { out } = tripDrives(trip, route, windows);
    assert.deepEqual(
      out.map((p) => [p.from, p.to, p.fast]),
      [
        [trip.depart, forced.start, false],
        [forced.start, forced.end, true],
        [forced.end, trip.arrive, false],
      ],
    );
    const near = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!) < 1e-6;
    assert.ok(near(out[0]!.path[0]!, route[0]!) && near(out[2]!.path.at(-1)!, route.at(-1)!));
    assert.ok(near(out[0]!.path.at(-1)!, out[1]!.path[0]!) && near(out[1]!.path.at(-1)!, out[2]!.path[0]!));
    const [before, fast, after] = out.map((p) => pieceFix(p, p.from).speed);
    assert.ok(fast! > TRUCK_SPEED_LIMIT_KMH && fast! > before! && after! < before!, `${before} ${fast} ${after}`);
  });

  test('twelve seconds over the limit while driving: one alarm ten seconds in, cleared when the episode ends', () => {
    const forced = episode(12);
    // In one go, and in windows cut inside the hold and at the episode's end.
    for (const cuts of [[], [forced.start + 5_000, forced.start + 10_500, forced.end]]) {
      const alarms = truckAlarms([forced], cuts);
      assert.equal(alarms.length, 1, JSON.stringify(alarms));
      const a = alarms[0]!;
      assert.deepEqual(
        [a.domain, a.type, a.deviceId],
        ['ylc', 'overSpeed', freshDayContext(day).registry.deviceId(trip.vehicleCode)],
      );
      assert.ok(parseSiteTime(a.t)! >= forced.start + 10_000, a.t);
      assert.equal(a.threshold, TRUCK_SPEED_LIMIT_KMH);
      assert.ok(a.value! > a.threshold!, `${a.value}`);
      assert.equal(a.level, overSpeedLevel(a.value!, a.threshold!));
      assert.equal(a.clearedAt, siteTime(forced.end));
      assert.ok(a.place || (a.x !== null && a.y !== null), `place of ${a.id}`);
      assert.match(a.message, new RegExp(`^${trip.vehicleCode} 超速 ${a.value!.toFixed(2)} km/h（限速 50 km/h），`));
    }
  });

  test('eight seconds raise none, nor a minute standing at the front, nor a day with nothing forced', () => {
    assert.deepEqual(truckAlarms([episode(8)]), []);
    assert.deepEqual(truckAlarms([episode(60, trip.arrive + 30_000)]), []);
    assert.deepEqual(truckAlarms([]), []);
  });
});
