import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { frozenSim, type TestBackend } from './helpers.js';
import { settled, simSite } from './sim-site.js';

/*
 * The plants' statistics and analysis reads on the frozen site (seed 1, 2026-03-15 10:00 GMT+8, two days of
 * history). The golden numbers of 2026-03-13 agree with plants.test.ts (619 LQ batches; levels 95 / 54 / 0).
 */
const day1 = '2026-03-13';

let backend: TestBackend;
let admin: string;

// One settled site for the file, closed and removed after it (sim-site.ts).
const start = simSite(frozenSim(2));

before(async () => {
  backend = await start();
  await settled(backend);
  admin = await backend.login('admin', 'admin');
});

const get = async (path: string, token = admin) => {
  const reply = await backend.call('GET', path, { token });
  return reply;
};
const data = async (path: string) => {
  const reply = await get(path);
  assert.equal(reply.body.status, 200, `${path}: ${reply.text}`);
  return reply.body.data;
};

describe('plant statistics', () => {
  test('production of the first full day: per day and plant, t for asphalt and base, m³ for concrete', async () => {
    const lq = await data(`/api/bhz/production?plantType=lq&start=${day1}&end=${day1}`);
    assert.deepEqual(lq.total, { batches: 619, quantity: 2475.7 });
    assert.equal(lq.unit, 't');
    assert.deepEqual(lq.byPlant, [
      { plantId: 1, plantCode: 'LQ-01', plantName: '1号沥青拌和站', batches: 619, quantity: 2475.7 },
    ]);
    let all = 0;
    for (const type of ['lq', 'sw', 'sn'])
      all += (await data(`/api/bhz/production?plantType=${type}&start=${day1}&end=${day1}`)).total.batches;
    assert.equal(all, 1748, 'the three plant types add up to the day’s batches (plants.test.ts)');
    const shifts = await data(`/api/bhz/production?plantType=lq&start=${day1}&end=${day1}&granularity=shift`);
    assert.deepEqual(
      shifts.days.map((d: { shift: string }) => d.shift),
      ['day', 'night'],
    );
    assert.equal(shifts.days[0].batches + shifts.days[1].batches, 619, 'the two shifts add up to the day');
    assert.ok(shifts.days[0].batches > shifts.days[1].batches, 'most batches in the day shift');
    assert.equal((await get(`/api/bhz/production?plantType=lq&granularity=hour`)).http, 400);
    const sn1 = await data(`/api/bhz/production?plantType=sn&plantId=3&start=${day1}&end=${day1}`);
    assert.deepEqual([sn1.unit, sn1.total.batches, sn1.byPlant.length], ['m³', 213, 1]);
  });

  test('the default range is the last week up to the present, trimmed to the days with batches', async () => {
    const sn = await data('/api/bhz/production?plantType=sn');
    assert.deepEqual([sn.start, sn.end], ['2026-03-13', '2026-03-15']);
    assert.deepEqual(
      sn.days.map((d: { day: string; batches: number; quantity: number }) => [d.day, d.batches, d.quantity]),
      [
        ['2026-03-13', 459, 1377],
        ['2026-03-14', 465, 1395],
        ['2026-03-15', 123, 369],
      ],
    );
  });

  test('over-limit counts by level, material and check; consumption', async () => {
    const lq = await data(`/api/bhz/overLimit?plantType=lq&start=${day1}&end=${day1}`);
    assert.deepEqual(lq.byLevel, { level1: 14, level2: 1, level3: 0, total: 15 });
    assert.deepEqual(lq.byMaterial, [{ materialType: 11, level1: 14, level2: 0, level3: 0, total: 14 }]);
    assert.deepEqual(
      lq.byCheck.map((c: { check: string; total: number }) => [c.check, c.total]),
      [
        ['ratio', 0],
        ['temperature', 0],
        ['mixTime', 1],
      ],
    );
    const sn = await data(`/api/bhz/overLimit?plantType=sn&start=${day1}&end=${day1}`);
    assert.deepEqual(sn.byLevel, { level1: 9, level2: 4, level3: 0, total: 13 });
    const levels = { 1: 0, 2: 0, 3: 0 };
    for (const type of ['lq', 'sw', 'sn']) {
      const d = await data(`/api/bhz/overLimit?plantType=${type}&start=${day1}&end=${day1}`);
      levels[1] += d.byLevel.level1;
      levels[2] += d.byLevel.level2;
      levels[3] += d.byLevel.level3;
    }
    assert.deepEqual(levels, { 1: 95, 2: 54, 3: 0 }, 'the batch levels of plants.test.ts');
    const cons = await data(`/api/bhz/consumption?plantType=sn&start=${day1}&end=${day1}`);
    assert.equal(cons.cementT, 495.93);
    assert.equal((await data(`/api/bhz/consumption?plantType=lq&start=${day1}&end=${day1}`)).asphaltT, 140.95);
  });
});

describe('plant analysis', () => {
  test('control charts: one point per batch with its stored level, theory and the limits in force', async () => {
    const lq = await data(`/api/bhz/analysis/ratio?plantType=lq&start=${day1}&end=${day1}`);
    assert.equal(lq.points.length, 619);
    assert.deepEqual(lq.limits, { unit: 'pp', primary: 0.3, middle: 0.5, advanced: 0.8 });
    assert.deepEqual(lq.points[0], {
      id: 20525000012,
      guid: 'LQ-01-20260313-0001',
      t: '2026-03-13 06:39:45',
      plantCode: 'LQ-01',
      value: 6.05,
      theory: 6.04,
      level: 0,
    });
    const sn = await data(`/api/bhz/analysis/ratio?plantType=sn&start=${day1}&end=${day1}`);
    assert.deepEqual(
      [sn.key, sn.unit, sn.points.length, sn.points[0].value, sn.points[0].theory],
      ['cementKgM3', 'kg/m³', 459, 361.2, 360.1],
    );
    const wc = await data(`/api/bhz/analysis/ratio?plantType=sn&key=wcRatio&start=${day1}&end=${day1}`);
    assert.deepEqual([wc.points[0].value, wc.points[0].theory, wc.limits], [0.351, 0.348, undefined]);
    const sw = await data(`/api/bhz/analysis/ratio?plantType=sw&start=${day1}&end=${day1}`);
    assert.deepEqual(
      [sw.key, sw.points.length, sw.points.filter((p: { level: number }) => p.level > 0).length > 0],
      ['cementPct', 670, true],
    );
    const water = await data(`/api/bhz/analysis/ratio?plantType=sw&key=waterPct&start=${day1}&end=${day1}`);
    const stored = (
      await data(`/api/bhz/swBatch/page?limit=1&start=${day1}%2000:00:00&end=${day1}%2023:59:59&sort=dischargeTime`)
    ).rows[0];
    assert.deepEqual([water.key, water.unit, water.points.length, water.limits?.unit], ['waterPct', '%', 670, 'pct']);
    assert.deepEqual(
      [water.points[0].guid, water.points[0].value],
      [stored.guid, stored.waterPct],
      'the value is the stored one',
    );
    assert.ok(
      Math.abs(water.points[0].theory - 5.15) < 0.01,
      `theory water on the dry mix: 4.9 / 95.1 = 5.15 %, got ${water.points[0].theory}`,
    );
  });

  test('histogram bins add up to the materials; Pareto sorted with its cumulative share; temperatures', async () => {
    const h = await data(`/api/bhz/analysis/materialError?plantType=sw&start=${day1}&end=${day1}`);
    for (const m of h.materials)
      assert.equal(
        m.bins.reduce((n: number, b: { count: number }) => n + b.count, 0),
        m.n,
      );
    assert.deepEqual(h.materials[0].bins[0], { from: -2, to: -1.5, count: 3 });
    const p = await data(`/api/bhz/analysis/pareto?plantType=lq&start=${day1}&end=${day1}`);
    assert.deepEqual(
      p.items.map((i: { key: string; total: number; cumulativePct: number }) => [i.key, i.total, i.cumulativePct]),
      [
        ['material:11', 14, 93.33],
        ['check:mixTime', 1, 100],
      ],
    );
    const t = await data(`/api/bhz/analysis/temperature?plantType=lq&start=${day1}&end=${day1}`);
    assert.equal(t.points.length, 619);
    assert.deepEqual(t.windows.aggregateTemp, { lower: 160, upper: 190 });
  });

  test('gradings: each batch judged per sieve against its formula and envelope; the day per mix', async () => {
    const lq = await data(`/api/bhz/analysis/grading?plantType=lq&start=${day1}&end=${day1}`);
    assert.deepEqual(
      lq.mixes.map((m: { mixType: string; batches: number }) => [m.mixType, m.batches]),
      [['SMA-13', 619]],
    );
    const sma = lq.mixes[0].sieves;
    assert.deepEqual(
      sma.map((s: { sieve: number }) => s.sieve),
      [16, 13.2, 9.5, 4.75, 2.36, 1.18, 0.6, 0.3, 0.15, 0.075],
      'coarse to fine, the envelope’s sieves',
    );
    assert.deepEqual(sma[2], {
      sieve: 9.5,
      min: 50,
      target: 62.5,
      max: 75,
      formula: 66.8,
      mean: 66.8,
      lowest: 66.6,
      highest: 67.2,
      deviation: 0,
      tolerance: 6,
      outOfTolerance: 0,
      outOfEnvelope: 0,
    });
    assert.deepEqual([sma[9].tolerance, sma[4].tolerance], [2, 5]);
    const sw = await data(`/api/bhz/analysis/grading?plantType=sw&start=${day1}&end=${day1}`);
    assert.deepEqual(
      [sw.mixes[0].mixType, sw.mixes[0].batches, sw.mixes[0].sieves[3]],
      [
        'CTB-5.0',
        670,
        {
          sieve: 9.5,
          min: 47,
          target: 57,
          max: 67,
          formula: 51,
          mean: 51,
          lowest: 50.6,
          highest: 51.8,
          deviation: 0,
          tolerance: 6,
          outOfTolerance: 0,
          outOfEnvelope: 0,
        },
      ],
    );
    const concrete = await get(`/api/bhz/analysis/grading?plantType=sn&start=${day1}&end=${day1}`);
    assert.deepEqual(
      [concrete.http, concrete.body.message],
      [400, '级配分析只适用于沥青和水稳拌和站 (plantType=lq 或 sw)'],
    );

    // One batch: the drawer's grading, the mass-weighted sum of its weighed feeds.
    const [batch] = (
      await data(`/api/bhz/lqBatch/page?limit=1&start=${day1}%2000:00:00&end=${day1}%2023:59:59&sort=dischargeTime`)
    ).rows;
    const one = await data(`/api/bhz/batch/${batch.id}/grading`);
    assert.deepEqual([one.guid, one.mixType, one.graded, one.sieves.length], [batch.guid, 'SMA-13', true, 10]);
    for (const s of one.sieves) assert.equal(s.deviation, Math.round((s.actual - s.formula) * 10) / 10);
    const [sn] = (await data('/api/bhz/snBatch/page?limit=1')).rows;
    assert.deepEqual(await data(`/api/bhz/batch/${sn.id}/grading`), {
      batchId: sn.id,
      guid: sn.guid,
      mixType: 'C35',
      graded: false,
      sieves: [],
    });
    const test = await backend.login('test', 'test');
    assert.equal((await get(`/api/bhz/batch/${batch.id}/grading`, test)).http, 403);
    assert.equal((await get('/api/bhz/batch/999999999/grading')).body.status, 30101);
  });

  test('queries are checked: 400 with a message for a wrong parameter', async () => {
    for (const path of [
      '/api/bhz/production?plantType=xx',
      '/api/bhz/production',
      '/api/bhz/overLimit?plantType=lq&start=2026-3-1',
      '/api/bhz/consumption?plantType=lq&start=2026-03-14&end=2026-03-13',
      '/api/bhz/production?plantType=lq&start=2026-01-01&end=2026-03-13',
      '/api/bhz/production?plantType=lq&plantId=3',
      '/api/bhz/analysis/ratio?plantType=lq&key=wcRatio',
      '/api/bhz/analysis/temperature?plantType=sn',
      '/api/bhz/analysis/materialError?plantType=sn&binWidth=0',
    ]) {
      const reply = await get(path);
      assert.equal(reply.http, 400, path);
      assert.equal(reply.body.status, 400, path);
      assert.ok(typeof reply.body.message === 'string' && reply.body.message.length > 0, path);
    }
  });

  test('reads need the page of the plant type: the test user gets 403 40301', async () => {
    const token = await backend.login('test', 'test');
    for (const path of [
      '/api/bhz/production?plantType=lq',
      '/api/bhz/analysis/ratio?plantType=sn',
      '/api/bhz/analysis/pareto?plantType=sw',
    ]) {
      const reply = await get(path, token);
      assert.equal(reply.http, 403, path);
      assert.equal(reply.body.status, 40301, path);
    }
  });

  test('a month’s range answers quickly', async () => {
    const started = performance.now();
    for (const path of [
      '/api/bhz/production',
      '/api/bhz/overLimit',
      '/api/bhz/consumption',
      '/api/bhz/analysis/ratio',
      '/api/bhz/analysis/materialError',
      '/api/bhz/analysis/pareto',
    ])
      await data(`${path}?plantType=lq&start=2026-02-14&end=2026-03-15`);
    assert.ok(performance.now() - started < 3000);
  });
});
