import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { defaultThresholds } from '../src/modules/plants/recipes.js';
import { Store } from '../src/db/database.js';
import { applySchema } from '../src/modules/index.js';
import { dayIndexOf, dayStartMs } from '../src/sim/calendar.js';
import { StoreWriter } from '../src/sim/engine.js';
import type { FactWriter } from '../src/sim/process.js';
import { describePlantsDay, plantsProcess } from '../src/sim/processes/plants.js';
import { plants } from '../src/sim/site/plants.js';
import { emitCut, freshDayContext, hash } from './sim-site.js';

// The mixing-plant process on its own, in a memory database: the same day however it is cut into windows,
// rates and levels over many days, and the thresholds stored with each batch. The batches through the
// platform, with their golden numbers, are in plants.test.ts.

const day1 = '2026-03-13';

/** A memory database with the plants and their default thresholds, as the seed writes them. */
function plantsDb(): Database.Database {
  const db = new Database(':memory:');
  applySchema(db);
  plants.forEach((p, i) => {
    db.prepare('INSERT INTO bhz_plant (id, projectId, code, name, plantType) VALUES (?, 1, ?, ?, ?)').run(
      i + 1,
      p.code,
      p.name,
      p.plantType,
    );
    for (const t of defaultThresholds[p.plantType])
      db.prepare(
        'INSERT INTO bhz_over_limit_cfg (projectId, plantId, materialType, unit, primaryLimit, middleLimit, ' +
          'advancedLimit, lowerLimit, upperLimit) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(i + 1, t.materialType, t.unit, t.primary, t.middle, t.advanced, t.lower, t.upper);
  });
  return db;
}

function writerOf(db: Database.Database): FactWriter {
  return new StoreWriter(new Store(db), 0);
}

/** Runs the process over a day cut into the given windows, in a memory database; answers its rows. */
function emitInWindows(
  day: number,
  cuts: readonly number[],
): { batches: unknown[]; materials: string; stats: unknown[] } {
  const db = plantsDb();
  const writer = writerOf(db);
  emitCut([plantsProcess.planDay(freshDayContext(day))], day, cuts, writer);
  const out = {
    batches: db.prepare('SELECT * FROM bhz_batch ORDER BY id').all(),
    materials: hash(db.prepare('SELECT * FROM bhz_batch_material ORDER BY id').all()),
    stats: db.prepare('SELECT * FROM stat_daily ORDER BY metric, key').all(),
  };
  db.close();
  return out;
}

describe('mixing-plant process', () => {
  const day = dayIndexOf(Date.parse(`${day1}T12:00:00+08:00`));

  test('a day cut into any windows gives the same batches, materials and rollups as the day in one go', () => {
    const whole = emitInWindows(day, []);
    assert.ok(whole.batches.length > 1000);
    const hour = 3600_000;
    const start = dayStartMs(day);
    const first = describePlantsDay(freshDayContext(day))[0]!;
    for (const cuts of [
      [start + 9 * hour],
      [first.t, first.t + 1, start + 7 * hour + 13_000, start + 10 * hour + 1, start + 15 * hour + 59 * 60_000],
      Array.from({ length: 24 * 6 }, (_, i) => start + (i + 1) * 600_000 - 1).slice(0, -1),
    ]) {
      assert.deepEqual(emitInWindows(day, cuts), whole);
    }
  });

  test(
    'over many days: rates per plant, no LQ/SW batches on rain days, ≈ 4 % / 1 % / 0.2 % of batches at levels ≥ ' +
      '1, ≥ 2, 3',
    () => {
      const db = plantsDb();
      const writer = writerOf(db);
      for (let d = day - 60; d < day; d++) {
        const ctx = freshDayContext(d);
        const batches = describePlantsDay(ctx);
        if (ctx.schedule.rain !== 'none') assert.equal(batches.filter((b) => b.plantType !== 'sn').length, 0);
        plantsProcess.planDay(ctx).emit(dayStartMs(d), dayStartMs(d + 1), writer);
      }
      const perDay = db
        .prepare(
          'SELECT plantType, COUNT(*) * 1.0 / COUNT(DISTINCT substr(dischargeTime, 1, 10)) n FROM bhz_batch ' +
            'GROUP BY plantType',
        )
        .all() as {
        plantType: string;
        n: number;
      }[];
      const rate = Object.fromEntries(perDay.map((r) => [r.plantType, r.n]));
      assert.ok(rate.lq! > 550 && rate.lq! < 700, `lq ${rate.lq}`);
      assert.ok(rate.sw! > 500 && rate.sw! < 700, `sw ${rate.sw}`);
      assert.ok(rate.sn! > 380 && rate.sn! < 520, `sn ${rate.sn}`);
      const h = db
        .prepare('SELECT COUNT(*) n, SUM(level >= 1) l1, SUM(level >= 2) l2, SUM(level = 3) l3 FROM bhz_batch')
        .get() as Record<string, number>;
      const pct = (k: string) => (h[k]! / h.n!) * 100;
      assert.ok(pct('l1') > 2.5 && pct('l1') < 6, `≥ 1: ${pct('l1')}`);
      assert.ok(pct('l2') > 0.5 && pct('l2') < 1.8, `≥ 2: ${pct('l2')}`);
      assert.ok(pct('l3') > 0.05 && pct('l3') < 0.5, `3: ${pct('l3')}`);
      // The batch level is the highest of its checks; a material's level matches its error and thresholds.
      const wrong = db
        .prepare(
          `SELECT COUNT(*) n FROM bhz_batch_material WHERE level != CASE WHEN ABS(error) > advancedLimit THEN 3 ` +
            `WHEN ABS(error) > middleLimit THEN 2 WHEN ABS(error) > primaryLimit THEN 1 ELSE 0 END`,
        )
        .get() as { n: number };
      assert.equal(wrong.n, 0);
      const batchMax = db
        .prepare(
          'SELECT COUNT(*) n FROM bhz_batch b WHERE b.materialLevel != (SELECT MAX(level) ' +
            'FROM bhz_batch_material m WHERE m.batchId = b.id) ' +
            'OR b.level != MAX(b.materialLevel, b.ratioLevel, b.tempLevel, b.timeLevel)',
        )
        .get() as { n: number };
      assert.equal(batchMax.n, 0);
      db.close();
    },
  );

  test('batches are judged with the thresholds held when they are written, and store them', () => {
    const strict = plantsDb();
    strict
      .prepare(
        "UPDATE bhz_over_limit_cfg SET primaryLimit = 0.1, middleLimit = 50, advancedLimit = 60 WHERE unit = 'pct'",
      )
      .run();
    plantsProcess.planDay(freshDayContext(day)).emit(dayStartMs(day), dayStartMs(day + 1), writerOf(strict));
    const loose = strict.prepare('SELECT COUNT(*) n, SUM(level >= 1) l1 FROM bhz_batch').get() as {
      n: number;
      l1: number;
    };
    assert.ok(loose.l1 / loose.n > 0.5, 'almost every batch has a material beyond 0.1 %');
    const material = strict
      .prepare('SELECT primaryLimit, middleLimit, advancedLimit FROM bhz_batch_material WHERE unit = ? LIMIT 1')
      .get('pct');
    assert.deepEqual(material, { primaryLimit: 0.1, middleLimit: 50, advancedLimit: 60 });
    strict.close();
  });
});
