import { applySchema } from '../src/modules/index.js';
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { SimConfig } from '../src/config.js';
import { openStore, type Store } from '../src/db/database.js';
import { dayIndexOf, dayStartMs } from '../src/sim/calendar.js';
import { loadRegistry, StoreWriter } from '../src/sim/engine.js';
import type { DayContext, FactWriter } from '../src/sim/process.js';
import { ddcProcess, describeDdcDay } from '../src/sim/processes/ddc.js';
import { describeRammerDay, rammerProcess } from '../src/sim/processes/rammers.js';
import { daySchedule } from '../src/sim/schedule.js';
import { migrateSite } from '../src/sim/site/seed.js';
import { removeDir, tempDataDir, type TestBackend } from './helpers.js';
import { advance, emitCut, settled, simSite, withDb } from './sim-site.js';
import { rammingDigest } from './site-digests.js';

/*
 * Golden numbers of the rammer and DDC processes: seed 1, clock frozen at 2026-03-15 10:00 GMT+8, two
 * days of history (as sim.test.ts). Changing the rigs' physics changes these numbers on purpose; update
 * them only with a reason.
 */
const sim: SimConfig = {
  seed: 1,
  historyDays: 2,
  nowMs: Date.parse('2026-03-15T10:00:00+08:00'),
  speed: 0,
  rawRetentionHours: 24,
  anomalyRate: 1,
};
const start = simSite(sim);
const day1 = '2026-03-13';
const day = dayIndexOf(Date.parse(`${day1}T12:00:00+08:00`));

/** A freshly seeded registry in a store of its own, and a writer into it (what the engine's writer does). */
const storeDirs: string[] = [];
after(() => storeDirs.forEach(removeDir));

function seededStore(): { store: Store; out: FactWriter; ctx: (d: number) => DayContext } {
  const dir = tempDataDir();
  storeDirs.push(dir);
  const store = openStore(dir, applySchema);
  migrateSite(store, 1);
  const registry = loadRegistry(store, 1);
  const out: FactWriter = new StoreWriter(store, 0);
  const ctx = (d: number): DayContext => ({
    seed: 1,
    day: d,
    anomalyRate: 1,
    schedule: daySchedule(1, d, registry.specs),
    registry,
    forced: [],
  });
  return { store, out, ctx };
}

function emitInWindows(cuts: readonly number[]): Record<string, string> {
  const { store, out, ctx } = seededStore();
  emitCut([rammerProcess.planDay(ctx(day)), ddcProcess.planDay(ctx(day))], day, cuts, out, (work) =>
    store.transaction(work),
  );
  const digest = rammingDigest((sql) => store.all(sql));
  store.close();
  return digest;
}

describe('rammer and DDC processes', () => {
  test('a day cut into any windows gives the same facts, progress and rollups as the day in one go', () => {
    const whole = emitInWindows([]);
    const { ctx } = seededStore();
    const visit = describeRammerDay(ctx(day))[5]!;
    const pile = describeDdcDay(ctx(day))[2]!;
    const hour = 3600_000;
    const start = dayStartMs(day);
    for (const cuts of [
      [start + 9 * hour],
      // Inside a point's hits and on its hit seconds; inside a pile's layers and on its events.
      [...visit.hits.map((h) => h.t), visit.end],
      [pile.start, pile.punched, pile.layers[3]!.t, pile.layers[3]!.t + 1, pile.end],
      Array.from({ length: 24 * 4 }, (_, i) => start + (i + 1) * 900_000 - 1).slice(0, -1),
    ]) {
      assert.deepEqual(emitInWindows(cuts), whole);
    }
  });

  test(
    'rigs walk their own area: about 45 points of 8–14 hits per rammer and 14–18 piles per DDC rig on a working ' +
      'day, inside the engine hours',
    () => {
      const { ctx } = seededStore();
      const c = ctx(day);
      const visits = describeRammerDay(c);
      for (const v of visits) {
        assert.ok(v.spot.code.startsWith(`HJ-A${Number(v.rigCode.slice(-1))}-P1-`), v.spot.code);
        assert.ok(v.hits.length >= 3 && v.hits.length <= 14);
        assert.ok(c.schedule.device(v.rigCode).engine.some((e) => e.start <= v.hits[0]!.t && v.end <= e.end));
        for (let k = 1; k < v.hits.length; k++) {
          const gap = (v.hits[k]!.t - v.hits[k - 1]!.t) / 1000;
          assert.ok(gap >= 60 && gap <= 90, `gap ${gap}`);
        }
      }
      const codes = visits.map((v) => v.spot.code);
      assert.equal(new Set(codes).size, codes.length, 'no point twice on a day');
      // The next day starts where this one ended.
      const next = describeRammerDay(ctx(day + 1)).find((v) => v.rigCode === 'HJ-01');
      const last = visits.filter((v) => v.rigCode === 'HJ-01').at(-1)!;
      assert.ok(next && next.spot.code !== last.spot.code);
      for (const p of describeDdcDay(c)) {
        assert.ok(p.layers.every((l) => l.fillM3 >= 0.3 && l.fillM3 <= 0.5));
        assert.equal(p.layers.at(-1)!.topDepth, 0);
      }
    },
  );
});

describe('ramming facts through the platform', () => {
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
      const perRig = (sql: string) =>
        Object.fromEntries(all<{ code: string; n: number }>(sql, from, to).map((r) => [r.code, r.n]));
      return {
        hitsPerRig: perRig(
          'SELECT d.code, COUNT(*) n FROM hj_hit h JOIN site_device d ON d.id = h.deviceId WHERE t >= ? ' +
            'AND t < ? GROUP BY d.code ORDER BY d.code',
        ),
        pointsPerRig: perRig(
          'SELECT d.code, COUNT(DISTINCT h.pointCode) n FROM hj_hit h JOIN site_device d ON d.id = h.deviceId ' +
            'WHERE t >= ? AND t < ? GROUP BY d.code ORDER BY d.code',
        ),
        raw: one(
          'SELECT COUNT(*) n, SUM(parseStatus = ?) duplicates, SUM(parseStatus = ?) offPoint FROM hj_raw_hit ' +
            'WHERE gpst >= ? AND gpst < ?',
          'duplicate',
          'offPoint',
          from,
          to,
        ),
        flags: one('SELECT SUM(lowDrop) lowDrop, SUM(offPoint) offPoint FROM hj_hit WHERE t >= ? AND t < ?', from, to),
        pilesPerRig: perRig(
          'SELECT d.code, COUNT(DISTINCT e.pileCode) n FROM ddc_raw_event e ' +
            'JOIN site_device d ON d.id = e.deviceId WHERE t >= ? AND t < ? GROUP BY d.code ORDER BY d.code',
        ),
        layersPerRig: perRig(
          'SELECT d.code, COUNT(*) n FROM ddc_layer l JOIN site_device d ON d.id = l.deviceId WHERE t >= ? ' +
            'AND t < ? GROUP BY d.code ORDER BY d.code',
        ),
        events: one<{ n: number }>('SELECT COUNT(*) n FROM ddc_raw_event WHERE t >= ? AND t < ?', from, to).n,
        verdicts: Object.fromEntries(
          all<{ v: string; n: number }>(
            "SELECT COALESCE(verdict, status) v, COUNT(*) n FROM ddc_pile WHERE status != 'todo' GROUP BY 1 ORDER BY 1",
          ).map((r) => [r.v, r.n]),
        ),
        statuses: Object.fromEntries(
          all<{ status: string; n: number }>(
            'SELECT status, COUNT(*) n FROM ram_point GROUP BY status ORDER BY status',
          ).map((r) => [r.status, r.n]),
        ),
        rollup: Object.fromEntries(
          all<{ metric: string; n: number }>(
            "SELECT metric, CAST(SUM(value) AS INTEGER) n FROM stat_daily WHERE module = 'hj' AND day = ? " +
              'GROUP BY metric ORDER BY metric',
            day1,
          ).map((r) => [r.metric, r.n]),
        ),
      };
    });
    assert.equal(
      numbers.rollup.hits,
      Object.values(numbers.hitsPerRig).reduce((a, b) => a + b, 0),
      'the rollups count the hits',
    );
    assert.deepEqual(numbers, GOLDEN);
  });

  test('a known point: its hits, last-two average and status on the design-points page', async () => {
    const get = (p: string) => first.call('GET', p, { token: admin });
    const hits = await get(
      `/api/hj/hit/page?pointCode=${POINT.code}&start=${day1}&end=${day1}&sort=hitNo&order=asc&limit=50`,
    );
    assert.equal(hits.body.status, 200, hits.text);
    assert.deepEqual(
      hits.body.data.rows.map((r: { hitNo: number; dropM: number; settlement: number }) => [
        r.hitNo,
        r.dropM,
        r.settlement,
      ]),
      POINT.hits,
    );
    const thr = JSON.parse(hits.body.data.rows[0].thr);
    assert.deepEqual(thr, { standardDrop: 15.3, tolerance: 0.3, matchRadiusM: 1.5, lastTwoLimit: 50 });
    const point = await get(`/api/hj/point/page?code=${POINT.code}`);
    const row = point.body.data.rows[0];
    assert.deepEqual([row.status, row.hits, row.lastTwoAvg, row.totalSettlement, row.deviceCode], POINT.row);
    // A started point keeps its design: editing it is refused.
    const edit = await first.call('PUT', `/api/hj/point/${row.id}`, { token: admin, body: { designHits: 12 } });
    assert.equal(edit.body.status, 30101);
  });

  test(
    'the pages filter by device, area, point or pile, time ' + 'and flags; the pile drawer lists its layers',
    async () => {
      const get = (p: string) => first.call('GET', p, { token: admin });
      const raw = await get(`/api/hj/rawHit/page?start=${day1}&end=${day1}&parseStatus=duplicate&limit=100`);
      assert.equal(raw.body.status, 200, raw.text);
      assert.equal(raw.body.data.total, GOLDEN.raw.duplicates);
      const low = await get(`/api/hj/hit/page?start=${day1}&end=${day1}&lowDrop=1&limit=100`);
      assert.equal(low.body.data.total, GOLDEN.flags.lowDrop);
      const rig = await get(`/api/hj/hit/page?start=${day1}&end=${day1}&deviceCode=HJ-03&areaCode=HJ-A3`);
      assert.equal(rig.body.data.total, GOLDEN.hitsPerRig['HJ-03']);
      const events = await get(`/api/ddc/rawEvent/page?start=${day1}&end=${day1}&limit=1`);
      assert.equal(events.body.data.total, GOLDEN.events);
      const piles = await get(
        `/api/ddc/pile/page?start=${day1}&end=${day1}&deviceCode=DDC-01&sort=startAt&order=asc&limit=100`,
      );
      assert.equal(piles.body.status, 200, piles.text);
      assert.equal(piles.body.data.total, GOLDEN.pilesPerRig['DDC-01']);
      const pile = piles.body.data.rows[0];
      const layers = await get(`/api/ddc/pileLayer/all?pileId=${pile.id}`);
      assert.equal(layers.body.length, pile.layers);
      assert.equal(
        layers.body.reduce((n: number, l: { rams: number }) => n + l.rams, 0),
        pile.rams,
      );
      assert.deepEqual([pile.code, pile.depth, pile.layers, pile.fillM3, pile.rams, pile.verdict], PILE);
    },
  );

  test('reads need the menus: the test user gets 403 40301 on the ramming data pages', async () => {
    const token = await first.login('test', 'test');
    for (const p of [
      '/api/hj/rawHit/page',
      '/api/hj/hit/page',
      '/api/hj/hit/export',
      '/api/ddc/rawEvent/page',
      '/api/ddc/pile/page',
      '/api/ddc/pileLayer/all?pileId=1',
    ]) {
      const reply = await first.call('GET', p, { token });
      assert.equal(reply.http, 403, p);
      assert.equal(reply.body.status, 40301, p);
    }
  });

  test(
    'a forced stoppedEarly episode leaves the rammer’s point below its design hits; the later points stay where ' +
      'they were',
    async () => {
      const now = Date.parse('2026-03-15T10:00:00+08:00');
      const { ctx } = seededStore();
      const plain = describeRammerDay(ctx(dayIndexOf(now))).filter((v) => v.rigCode === 'HJ-02');
      const target = plain.find((v) => v.hits[3]!.t > now + 600_000)!;
      const at = target.hits[3]!.t;
      const forced = await first.call('POST', '/__test/sim/episode', {
        token: admin,
        body: { device: 'HJ-02', kind: 'stoppedEarly', start: new Date(at).toISOString(), minutes: 5 },
      });
      assert.equal(forced.body.status, 200, forced.text);
      await advance(first, (target.end - now) / 1000 + 600);
      const point = (await first.call('GET', `/api/hj/point/page?code=${target.spot.code}`, { token: admin })).body.data
        .rows[0];
      assert.equal(point.status, 'below');
      assert.equal(point.hits, 3);
      const next = plain[plain.indexOf(target) + 1]!;
      const hits = await first.call(
        'GET',
        `/api/hj/hit/page?pointCode=${next.spot.code}&start=2026-03-15&end=2026-03-15&limit=1&sort=hitNo&order=asc`,
        { token: admin },
      );
      assert.equal(
        hits.body.data.rows[0].t.slice(11),
        new Date(next.hits[0]!.t + 8 * 3600_000).toISOString().slice(11, 19),
      );
    },
  );
});

const GOLDEN = {
  hitsPerRig: { 'HJ-01': 459, 'HJ-02': 471, 'HJ-03': 442, 'HJ-04': 453, 'HJ-05': 457, 'HJ-06': 460 } as Record<
    string,
    number
  >,
  pointsPerRig: { 'HJ-01': 43, 'HJ-02': 43, 'HJ-03': 40, 'HJ-04': 41, 'HJ-05': 41, 'HJ-06': 43 },
  raw: { n: 2766, duplicates: 24, offPoint: 9 },
  flags: { lowDrop: 11, offPoint: 9 },
  pilesPerRig: { 'DDC-01': 17, 'DDC-02': 17, 'DDC-03': 14, 'DDC-04': 14 } as Record<string, number>,
  layersPerRig: { 'DDC-01': 379, 'DDC-02': 373, 'DDC-03': 382, 'DDC-04': 386 },
  events: 11819,
  // Over the whole history (2026-03-13, 14 and today to 10:00).
  verdicts: { doing: 4, fail: 16, ok: 126 },
  statuses: { above: 84, below: 32, doing: 5, todo: 1344, within: 455 },
  rollup: { hits: 2742, lowDrop: 11, offPoint: 9, points: 251, stoppedEarly: 7 },
};

/** HJ-01's first point of the day: 14 hits, so above the 10 design hits + 2. */
const POINT = {
  code: 'HJ-A1-P1-0141',
  hits: [
    [1, 15.19, 407.5],
    [2, 15.51, 349.5],
    [3, 15.35, 249.9],
    [4, 15.29, 206.5],
    [5, 15.26, 176.1],
    [6, 15.44, 136.9],
    [7, 15.27, 119],
    [8, 15.37, 95.3],
    [9, 15.27, 75.3],
    [10, 15.3, 59.9],
    [11, 15.25, 49.5],
    [12, 15.25, 38.3],
    [13, 15.44, 29.2],
    [14, 15.43, 24.8],
  ],
  row: ['above', 14, 27, 2017.7, 'HJ-01'],
};

/** DDC-01's first pile of the day. */
const PILE = ['DDC-B1-1100', 8.33, 24, 8.94, 147, 'ok'];
