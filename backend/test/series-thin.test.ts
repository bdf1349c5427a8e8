import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { MAX_SERIES_POINTS, thinSeries } from '../src/kit/series-thin.js';
import { frozenSim, type TestBackend } from './helpers.js';
import { settled, simSite } from './sim-site.js';

/*
 * A chart series past 2 000 points is thinned to the extremes of its buckets and every flagged item; the plants'
 * control and temperature charts answer so over a long range (here a day whose asphalt batches are copied four
 * times, 2 476 in all, every twentieth batch marked over the limit at its ordinary value).
 */

interface Item {
  i: number;
  v: number | null;
  level: number;
}
const series = (n: number, value: (i: number) => number | null): Item[] =>
  Array.from({ length: n }, (_, i) => ({ i, v: value(i), level: 0 }));
const thin = (items: Item[], cap?: number) =>
  thinSeries(
    items,
    (p) => [p.v],
    (p) => p.level,
    cap,
  );

describe('thinning a series', () => {
  test('a series within the cap is every item, unbucketed', () => {
    const items = series(MAX_SERIES_POINTS, (i) => i);
    assert.deepEqual(thin(items), { points: items });
  });

  test('a longer series keeps each bucket’s lowest and highest item, in order, within the cap', () => {
    const items = series(20_000, (i) => Math.sin(i / 50) * 10 + (i === 12_345 ? 40 : 0) - (i === 777 ? 40 : 0));
    const { points, bucket } = thin(items);
    assert.ok(points.length <= MAX_SERIES_POINTS, `${points.length} points`);
    assert.equal(bucket, 20);
    assert.deepEqual(
      points.map((p) => p.i),
      [...points.map((p) => p.i)].sort((a, b) => a - b),
    );
    const ids = new Set(points.map((p) => p.i));
    assert.ok(ids.has(12_345) && ids.has(777), 'the spikes are kept');
    const values = points.map((p) => p.v!);
    assert.deepEqual(
      [Math.min(...values), Math.max(...values)],
      [-50, 50].map((x, k) => items[k ? 12_345 : 777]!.v!),
    );
  });

  test('a flagged item inside its bucket’s range is kept; past the cap the worst flagged first', () => {
    const items = series(10_000, (i) => i % 7);
    items[5_003]!.level = 2;
    assert.ok(
      thin(items).points.some((p) => p.i === 5_003),
      'the flagged item is a point although it is no extreme',
    );
    const many = series(10_000, (i) => i % 7);
    for (let i = 1; i < many.length; i += 3) many[i]!.level = i === 4_000 ? 3 : 1;
    const { points } = thin(many);
    assert.equal(points.length, MAX_SERIES_POINTS);
    assert.ok(
      points.some((p) => p.i === 4_000),
      'the level-3 item is kept before the level-1 ones',
    );
  });

  test('items without a value still mark their bucket', () => {
    const { points } = thin(series(4_001, () => null));
    assert.ok(points.length > 0 && points.length <= MAX_SERIES_POINTS);
  });
});

describe('the plants’ charts over a long range', () => {
  const day = '2026-03-13';
  let backend: TestBackend;
  let admin: string;
  const start = simSite(frozenSim(2));
  let marked: string[] = [];
  let ratioOver = 0;
  let temps: Record<string, [number, number]> = {};

  const data = async (url: string) => {
    const reply = await backend.call('GET', url, { token: admin });
    assert.equal(reply.body.status, 200, reply.text);
    return reply.body.data;
  };

  before(async () => {
    backend = await start();
    await settled(backend);
    admin = await backend.login('admin', 'admin');
    const one = await data(`/api/bhz/analysis/ratio?plantType=lq&start=${day}&end=${day}`);
    assert.equal(one.points.length, 619, 'one day is every batch, unthinned');
    assert.equal(one.bucket, undefined);
    ratioOver = one.overLimit;
    const db = new Database(path.join(backend.dataDir, 'platform.db'));
    try {
      db.pragma('busy_timeout = 20000');
      const columns = (db.prepare('PRAGMA table_info(bhz_batch)').all() as { name: string }[])
        .map((c) => c.name)
        .filter((c) => c !== 'id' && c !== 'guid');
      const list = columns.join(', ');
      for (const copy of [1, 2, 3])
        db.prepare(
          `INSERT INTO bhz_batch (guid, ${list}) SELECT guid || '-c${copy}', ${list} FROM bhz_batch
            WHERE plantType = 'lq' AND guid NOT LIKE '%-c%' AND dischargeTime LIKE '${day}%'`,
        ).run();
      // Ordinary values judged over the limit (as against their own theory), spread over the day: a thinning that
      // kept only its buckets' extremes would drop most of them.
      const picked = db
        .prepare(
          `SELECT id, guid FROM bhz_batch WHERE plantType = 'lq' AND dischargeTime LIKE '${day}%' AND ratioLevel = 0
            ORDER BY dischargeTime, id`,
        )
        .all()
        .filter((_, i) => i % 20 === 7) as { id: number; guid: string }[];
      for (const b of picked) db.prepare('UPDATE bhz_batch SET ratioLevel = 3, level = 3 WHERE id = ?').run(b.id);
      marked = picked.map((b) => b.guid);
      temps = Object.fromEntries(
        ['asphaltTemp', 'aggregateTemp', 'dischargeTemp'].map((key) => {
          const r = db
            .prepare(
              `SELECT MIN(${key}) lo, MAX(${key}) hi FROM bhz_batch
                WHERE plantType = 'lq' AND dischargeTime LIKE '${day}%'`,
            )
            .get() as { lo: number; hi: number };
          return [key, [r.lo, r.hi]];
        }),
      );
    } finally {
      db.close();
    }
  });

  test('the control chart answers at most 2 000 points and keeps every over-limit batch', async () => {
    const d = await data(`/api/bhz/analysis/ratio?plantType=lq&start=${day}&end=${day}`);
    assert.equal(d.batches, 619 * 4);
    assert.ok(d.points.length <= MAX_SERIES_POINTS && d.points.length > 600, `${d.points.length} points`);
    assert.ok(d.bucket >= 2, `bucket ${d.bucket}`);
    // Every over-limit batch of the range is charted with its level, and the counts are the range's, not the points'.
    assert.ok(marked.length > 100, `${marked.length} batches marked`);
    assert.equal(d.overLimit, 4 * ratioOver + marked.length);
    const over = d.points.filter((p: { level: number }) => p.level > 0).map((p: { guid: string }) => p.guid);
    assert.deepEqual(over.filter((guid: string) => marked.includes(guid)).length, marked.length);
    assert.equal(over.length, d.overLimit);
  });

  test('the temperature chart thins its three series alike', async () => {
    const t = await data(`/api/bhz/analysis/temperature?plantType=lq&start=${day}&end=${day}`);
    assert.equal(t.batches, 619 * 4);
    assert.ok(t.points.length <= MAX_SERIES_POINTS, `${t.points.length} points`);
    assert.ok(t.bucket >= 2);
    for (const [key, [lo, hi]] of Object.entries(temps)) {
      const values = t.points.flatMap((p: Record<string, number>) => (p[key] === undefined ? [] : [p[key]]));
      assert.deepEqual([Math.min(...values), Math.max(...values)], [lo, hi], `${key}: the day's extremes are charted`);
    }
  });
});
