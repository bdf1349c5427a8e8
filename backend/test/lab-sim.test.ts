import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { labStandardDefaults, standardCodeOf } from '../src/modules/lab/rules/standards.js';
import type { FactWriter, Registry } from '../src/sim/process.js';
import { labProcess } from '../src/sim/processes/lab.js';
import { daySchedule } from '../src/sim/schedule.js';
import { deviceSpecs } from '../src/sim/site/devices.js';
import { frozenSim, removeDir, startBackend, type TestBackend } from './helpers.js';

// The simulated laboratory tests: the golden numbers of the first full day on the platform, and the rates of
// the lab process over 300 days. The judging functions are in lab-judging.test.ts, the registries in
// lab.test.ts.

const sim = frozenSim();

describe('simulated lab tests', () => {
  let backend: TestBackend;
  before(async () => {
    backend = await startBackend({ sim: { ...sim, historyDays: 2 } });
  });
  after(async () => {
    await backend?.close();
    removeDir(backend.dataDir);
  });

  test('golden numbers of the first full day (2026-03-13, seed 1)', async () => {
    for (let i = 0; i < 600; i++) {
      const state = (await backend.call('GET', '/__test/sim/state')).body.data;
      if (state.pending.length === 0 && state.cursor === state.simTime) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const db = new Database(path.join(backend.dataDir, 'platform.db'), { readonly: true });
    try {
      const counts: Record<string, unknown> = {};
      for (const table of ['lab_marshall', 'lab_softening', 'lab_penetration', 'lab_ductility']) {
        counts[table] = db
          .prepare(
            `SELECT verdict, COUNT(*) n FROM ${table} WHERE testDate = '2026-03-13' GROUP BY verdict ORDER BY verdict`,
          )
          .all();
      }
      counts.alarms = db
        .prepare("SELECT COUNT(*) n FROM pdca_alarm WHERE domain = 'lab' AND t >= '2026-03-13' AND t < '2026-03-14'")
        .get();
      counts.first = db
        .prepare(
          'SELECT id, sampleNo, grade, lot, r1, r2, r3, avg, verdict FROM lab_penetration ' +
            "WHERE testDate = '2026-03-13' ORDER BY id LIMIT 1",
        )
        .get();
      assert.deepEqual(counts, {
        lab_marshall: [{ verdict: 1, n: 2 }],
        lab_softening: [{ verdict: 1, n: 3 }],
        lab_penetration: [{ verdict: 1, n: 3 }],
        lab_ductility: [{ verdict: 1, n: 3 }],
        alarms: { n: 0 },
        first: {
          id: 20525000001,
          sampleNo: 'ZR20260313-01',
          grade: '70A',
          lot: '70A-260313-1',
          r1: 70,
          r2: 68,
          r3: 68,
          avg: 69,
          verdict: 1,
        },
      });
      // Three days of rates: about ten tests a day, a few per cent failing or retested.
      const all = db
        .prepare(
          'SELECT verdict, COUNT(*) n FROM (SELECT verdict FROM lab_marshall UNION ALL SELECT verdict ' +
            'FROM lab_softening UNION ALL SELECT verdict FROM lab_penetration UNION ALL SELECT verdict ' +
            'FROM lab_ductility) GROUP BY verdict',
        )
        .all();
      assert.deepEqual(all, [
        { verdict: 1, n: 20 },
        { verdict: 2, n: 1 },
      ]);
    } finally {
      db.close();
    }
  });
});

test(
  'over 300 days the lab process runs ≈ 10 tests a day, ≈ 3 % failing and ≈ 2 % retests, each failure with an ' +
    'alarm',
  () => {
    const specs = deviceSpecs();
    const registry: Registry = {
      specs,
      deviceId: (code) => specs.findIndex((s) => s.code === code) + 1,
      operators: [],
    };
    const standards = labStandardDefaults.map(([value]) => ({ code: standardCodeOf(value), value }));
    const rows: Record<string, Record<string, unknown>[]> = {};
    const writer: FactWriter = {
      present: 0,
      rawRetentionMs: 0,
      inserter: (table, columns) => (values) =>
        void (rows[table] ??= []).push(Object.fromEntries(columns.map((c, i) => [c, values[i]]))),
      run: () => undefined,
      all: <T>() => standards as T[],
      addStat: () => undefined,
    };
    const first = 20_525;
    const days = 300;
    for (let day = first; day < first + days; day++) {
      const plan = labProcess.planDay({
        seed: 1,
        day,
        anomalyRate: 1,
        schedule: daySchedule(1, day, specs),
        registry,
        forced: [],
      });
      // Two windows: the facts do not depend on how the day is cut.
      plan.emit(day * 86_400_000 - 8 * 3_600_000, day * 86_400_000 + 4 * 3_600_000, writer);
      plan.emit(day * 86_400_000 + 4 * 3_600_000, (day + 1) * 86_400_000 - 8 * 3_600_000, writer);
    }
    const tests = ['lab_marshall', 'lab_softening', 'lab_penetration', 'lab_ductility'].flatMap((t) => rows[t] ?? []);
    const share = (verdict: number) => tests.filter((r) => r.verdict === verdict).length / tests.length;
    const perDay = tests.length / days;
    assert.ok(perDay > 8.5 && perDay < 10.5, `tests per day ${perDay}`);
    assert.ok(share(0) > 0.015 && share(0) < 0.05, `failing ${share(0)}`);
    assert.ok(share(2) > 0.01 && share(2) < 0.04, `retests ${share(2)}`);
    assert.equal(rows.pdca_alarm?.length, tests.filter((r) => r.verdict === 0).length);
    const ids = new Set(tests.map((r) => `${String(r.sampleNo).slice(0, 2)}:${String(r.id)}`));
    assert.equal(ids.size, tests.length, 'fact ids are unique per table');
  },
);
