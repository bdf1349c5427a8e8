import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { SimConfig } from '../src/config.js';
import { binCounts, binEdges } from '../src/modules/ramming/analysis.js';
import { pileStatus } from '../src/modules/ramming/monitor.js';
import type { TestBackend } from './helpers.js';
import { advance, settled, simSite } from './sim-site.js';

/*
 * The rammer and DDC process monitors (src/modules/ramming-monitor.ts) on the e2e site: seed 1, clock frozen
 * at 2026-03-15 10:00 GMT+8, two days of history. The numbers are golden (e2e/console/ramming-monitor.spec.ts
 * reads the same ones); change them only with the rigs' physics.
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the JSON answers
type Row = Record<string, any>;

let backend: TestBackend;
let admin: string;
const get = async (p: string, token = admin) => (await backend.call('GET', p, { token })).body;

before(async () => {
  backend = await start();
  await settled(backend);
  admin = await backend.login('admin', 'admin');
});

describe('analysis maps', () => {
  // First in the file: the clock is still at 10:00 here.
  test('an area’s finished points with their metrics and the distributions, golden at 10:00', async () => {
    const hj = (await get('/api/hj/analysis/area/1')).data;
    assert.equal(hj.spots.length, 96);
    const hits = hj.metrics.find((m: Row) => m.key === 'hits');
    assert.deepEqual(
      [hits.edges, hits.counts, hits.mean],
      [[7, 8, 9, 10, 11, 12, 13, 14, 15], [1, 0, 3, 39, 21, 18, 5, 9], 11.06],
    );
    for (const m of hj.metrics)
      assert.equal(
        m.counts.reduce((a: number, b: number) => a + b, 0),
        hj.spots.length,
        m.key,
      );
    const p = hj.spots.find((s: Row) => s.code === 'HJ-A1-P1-0141');
    // 14 hits of 2 980–3 043 kN·m: 42.1 MJ.
    assert.deepEqual(p.values, { hits: 14, settlement: 2017.7, lastTwo: 27, energy: 42.1 });
    const ddc = (await get('/api/ddc/analysis/area/7')).data;
    assert.equal(ddc.spots.length, 79);
    const depth = ddc.metrics.find((m: Row) => m.key === 'depth');
    assert.deepEqual([depth.edges, depth.counts, depth.min], [[6, 6.5, 7, 7.5, 8, 8.5, 9], [2, 0, 3, 0, 64, 10], 6.05]);
    assert.deepEqual(ddc.spots.find((s: Row) => s.code === 'DDC-B1-1090').values, {
      depth: 8.23,
      rams: 124,
      layers: 22,
      fill: 8.81,
    });
    const refused = await backend.call('GET', '/api/hj/analysis/area/7', { token: admin });
    assert.equal(refused.body.status, 30101);
  });

  test('bins have a nice width and count every value once', () => {
    assert.deepEqual(binEdges([7, 14], true), [7, 8, 9, 10, 11, 12, 13, 14, 15]);
    assert.deepEqual(binEdges([6.05, 8.57], false), [6, 6.5, 7, 7.5, 8, 8.5, 9]);
    assert.deepEqual(binEdges([], false), []);
    assert.deepEqual(binEdges([5, 5], true), [5, 6]);
    assert.deepEqual(binCounts([6.05, 6.5, 8.57, 9], [6, 6.5, 7, 9, 9.5]), [1, 1, 1, 1]);
  });
});

describe('rammer monitor', () => {
  test('areas with their counts by status and progress; the rigs on the point of their latest hit', async () => {
    const { data } = await get('/api/hj/monitor/overview');
    assert.equal(data.simTime, '2026-03-15 10:00:00');
    const a1 = data.areas.find((a: Row) => a.code === 'HJ-A1');
    assert.deepEqual(a1.counts, { todo: 224, doing: 0, below: 4, within: 78, above: 14 });
    assert.deepEqual(
      [a1.total, a1.done, a1.donePct, a1.qualifiedPct, a1.designHits, a1.lastTwoLimit],
      [320, 96, 30, 95.8, 10, 50],
    );
    assert.equal(data.areas.length, 6);
    const rig = data.rigs.find((r: Row) => r.code === 'HJ-01');
    assert.deepEqual(
      [rig.spotCode, rig.x, rig.y, rig.t, rig.working],
      ['HJ-A1-P1-0255', 2242.5, 1092.5, '2026-03-15 09:58:30', true],
    );
  });

  test('an area lists every design point; a known point has its hits and the last-two rule', async () => {
    const area = await get('/api/hj/monitor/area/1');
    assert.equal(area.data.points.length, 320);
    const p = area.data.points.find((x: Row) => x.code === 'HJ-A1-P1-0141');
    assert.deepEqual([p.status, p.hits, p.totalSettlement, p.lastTwoAvg], ['above', 14, 2017.7, 27]);
    const { data } = await get(`/api/hj/point/${p.id}/hits`);
    assert.equal(data.hits.length, 14);
    assert.deepEqual(
      data.hits.slice(0, 2).map((h: Row) => [h.hitNo, h.settlement, h.cumulative]),
      [
        [1, 407.5, 407.5],
        [2, 349.5, 757],
      ],
    );
    assert.equal(data.hits.at(-1).cumulative, 2017.7);
    // (29.2 + 24.8) / 2 = 27 ≤ 50 mm.
    assert.deepEqual(data.rule, { lastTwoAvg: 27, limit: 50, met: true });
    const stopped = (await get('/api/hj/point/167/hits')).data;
    assert.deepEqual([stopped.point.status, stopped.hits.length, stopped.rule.met], ['below', 7, false]);
  });

  test('advancing the clock five minutes moves the rigs on to their next hits', async () => {
    const before = (await get('/api/hj/monitor/overview')).data.rigs.map((r: Row) => r.t).join();
    await advance(backend, 300);
    const after = (await get('/api/hj/monitor/overview')).data;
    assert.equal(after.simTime, '2026-03-15 10:05:00');
    assert.notEqual(after.rigs.map((r: Row) => r.t).join(), before);
  });
});

describe('DDC monitor', () => {
  test('areas by pile status; a known pile with its events and layers', async () => {
    const { data } = await get('/api/ddc/monitor/overview');
    const b1 = data.areas.find((a: Row) => a.code === 'DDC-B1');
    assert.deepEqual(b1.counts, { todo: 2658, doing: 2, ok: 71, shortDepth: 5, fewRams: 3, fill: 0 });
    assert.deepEqual([b1.designDepth, b1.minRamsPerLayer], [8, 4]);
    assert.equal(data.rigs.length, 4);
    const piles = (await get(`/api/ddc/monitor/area/${b1.id}`)).data.piles;
    assert.equal(piles.length, 2739);
    const pile = piles.find((p: Row) => p.code === 'DDC-B1-1090');
    assert.deepEqual([pile.status, pile.depth, pile.layers, pile.rams], ['ok', 8.23, 22, 124]);
    const events = (await get(`/api/ddc/pile/${pile.id}/events`)).data;
    assert.equal(events.layers.length, 22);
    assert.equal(
      events.events.filter((e: Row) => e.event === 2).length,
      // The punch's blows and every layer's rams.
      16 + events.layers.reduce((n: number, l: Row) => n + l.rams, 0),
    );
    assert.equal(Math.max(...events.events.map((e: Row) => e.depth)), 8.23);
  });

  test('a pile is drawn with its first failed check', () => {
    assert.equal(pileStatus('todo', null, null), 'todo');
    assert.equal(pileStatus('doing', null, null), 'doing');
    assert.equal(pileStatus('done', 'ok', null), 'ok');
    assert.equal(pileStatus('done', 'fail', 'shortDepth,fewRams'), 'shortDepth');
    assert.equal(pileStatus('done', 'fail', 'fill'), 'fill');
  });
});

describe('monitor reads', () => {
  test('need the monitor or analysis menus; ids are checked', async () => {
    const token = await backend.login('test', 'test');
    for (const p of [
      '/api/hj/monitor/overview',
      '/api/hj/monitor/area/1',
      '/api/hj/point/1/hits',
      '/api/ddc/monitor/overview',
      '/api/ddc/monitor/area/7',
      '/api/ddc/pile/1/events',
    ]) {
      const reply = await backend.call('GET', p, { token });
      assert.equal(reply.http, 403, p);
      assert.equal(reply.body.status, 40301, p);
    }
    // An hj area is not a DDC area, and unknown rows are refused.
    for (const p of [
      '/api/ddc/monitor/area/1',
      '/api/hj/monitor/area/7',
      '/api/hj/point/999999/hits',
      '/api/ddc/pile/99999999/events',
    ]) {
      const reply = await get(p);
      assert.equal(reply.status, 30101, p);
    }
  });
});
