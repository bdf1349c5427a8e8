import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import type { SimConfig } from '../src/config.js';
import { openStore } from '../src/db/database.js';
import { applySchema } from '../src/modules/index.js';
import { removeDir, type TestBackend, tempDataDir } from './helpers.js';
import { advance, hash, settled, simSite, withDb } from './sim-site.js';

/*
 * Golden numbers of the mixing plants: seed 1, clock frozen at 2026-03-15 10:00 GMT+8, two days of
 * history (as sim.test.ts). Changing the plants' physics or the default thresholds changes these numbers
 * on purpose; update them only with a reason.
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

describe('mixing-plant batches through the platform', () => {
  let first: TestBackend;
  let admin: string;

  test('golden numbers of the first full day (2026-03-13)', async () => {
    first = await start();
    await settled(first);
    admin = await first.login('admin', 'admin');
    const numbers = withDb(first.dataDir, (db) => {
      const all = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
      const from = `${day1} 00:00:00`;
      const to = `${day1} 24`;
      return {
        perPlant: Object.fromEntries(
          all<{ code: string; n: number }>(
            'SELECT plantCode code, COUNT(*) n FROM bhz_batch WHERE dischargeTime >= ? AND dischargeTime < ? ' +
              'GROUP BY plantCode ORDER BY plantCode',
            from,
            to,
          ).map((r) => [r.code, r.n]),
        ),
        levels: Object.fromEntries(
          all<{ level: number; n: number }>(
            'SELECT level, COUNT(*) n FROM bhz_batch WHERE dischargeTime >= ? AND dischargeTime < ? ' +
              'GROUP BY level ORDER BY level',
            from,
            to,
          ).map((r) => [r.level, r.n]),
        ),
        rollup: Object.fromEntries(
          all<{ metric: string; v: number }>(
            "SELECT metric, CAST(SUM(value) AS INTEGER) v FROM stat_daily WHERE module = 'bhz' AND day = ? " +
              'GROUP BY metric ORDER BY metric',
            day1,
          ).map((r) => [r.metric, r.v]),
        ),
        firstBatch: db
          .prepare(
            'SELECT id, guid, plantCode, formulaNo, mixType, dischargeTime, mixTime, batchWeight, asphaltTemp, ' +
              'ratioActual, ratioTheory, level FROM bhz_batch WHERE dischargeTime >= ? AND plantType = ? ' +
              'ORDER BY id LIMIT 1',
          )
          .get(from, 'lq'),
        worst: db
          .prepare(
            'SELECT guid, level, materialLevel, ratioLevel, tempLevel, timeLevel FROM bhz_batch ' +
              'WHERE dischargeTime >= ? AND dischargeTime < ? ORDER BY level DESC, id LIMIT 1',
          )
          .get(from, to),
      };
    });
    assert.equal(
      numbers.rollup.batches,
      Object.values(numbers.perPlant).reduce((a, b) => a + b, 0),
      'the rollups count the batches',
    );
    assert.deepEqual(numbers, GOLDEN);
  });

  test('a known batch’s materials, and the query pages’ filters', async () => {
    const get = (p: string, token = admin) => first.call('GET', p, { token });
    const page = await get(`/api/bhz/lqBatch/page?start=${day1}&end=${day1}&limit=3&sort=dischargeTime&order=asc`);
    assert.equal(page.body.status, 200, page.text);
    assert.equal(page.body.data.total, GOLDEN.perPlant['LQ-01']);
    assert.equal(page.body.data.rows[0].guid, GOLDEN.firstBatch.guid);
    const materials = await get(`/api/bhz/lqBatchMaterial/all?batchId=${GOLDEN.firstBatch.id}`);
    assert.deepEqual(
      (materials.body as Record<string, unknown>[]).map((m) => [m.name, m.actualKg, m.theoryKg, m.error, m.level]),
      GOLDEN_MATERIALS,
    );
    for (const level of [1, 2, 3]) {
      let total = 0;
      for (const type of ['lq', 'sw', 'sn']) {
        const reply = await get(`/api/bhz/${type}Batch/page?start=${day1}&end=${day1}&level=${level}&limit=500`);
        assert.ok(reply.body.data.rows.every((r: { level: number }) => r.level === level));
        total += reply.body.data.total;
      }
      assert.equal(total, GOLDEN.levels[level] ?? 0);
    }
    const over = await get(`/api/bhz/snBatch/page?start=${day1}&end=${day1}&overLimit=1&limit=100`);
    assert.ok(
      over.body.data.rows.every(
        (r: { level: number; plantCode: string }) => r.level > 0 && r.plantCode.startsWith('SN'),
      ),
    );
    const sn1 = await get(`/api/bhz/snBatch/page?start=${day1}&end=${day1}&plantCode=SN-01`);
    assert.equal(sn1.body.data.total, GOLDEN.perPlant['SN-01']);
    // One page's resource never serves another plant type's batches.
    assert.equal((await get(`/api/bhz/swBatch/${GOLDEN.firstBatch.id}`)).body.status, 30101);
    assert.equal((await get(`/api/bhz/swBatchMaterial/all?batchId=${GOLDEN.firstBatch.id}`)).body.length, 0);
    // A plant type's material list without a batch: every material of that type's batches, the newest batch first.
    const counts = withDb(first.dataDir, (db) =>
      db
        .prepare(
          'SELECT b.plantType t, COUNT(*) n, MAX(b.id) newest FROM bhz_batch_material m ' +
            'JOIN bhz_batch b ON b.id = m.batchId GROUP BY b.plantType',
        )
        .all(),
    ) as { t: string; n: number; newest: number }[];
    for (const { t, n, newest } of counts) {
      const list = (await get(`/api/bhz/${t}BatchMaterial/page?limit=20`)).body.data;
      assert.equal(list.total, n, t);
      assert.equal(list.rows[0].batchId, newest, t);
      assert.deepEqual(
        list.rows.filter((r: { batchId: number }) => r.batchId === newest).map((r: { seq: number }) => r.seq),
        list.rows.filter((r: { batchId: number }) => r.batchId === newest).map((_: unknown, i: number) => i + 1),
        t,
      );
    }
  });

  test('an older data folder’s materials get their batch’s plant type on start', () => {
    const dir = tempDataDir();
    try {
      const old = new Database(path.join(dir, 'platform.db'));
      // Today's site tables, but the materials as they were before they carried the plant type.
      applySchema(old);
      old.exec(`DROP TABLE bhz_batch_material;
        CREATE TABLE bhz_batch_material (id INTEGER PRIMARY KEY, projectId INTEGER NOT NULL, batchId INTEGER NOT NULL,
        seq INTEGER NOT NULL, materialType INTEGER NOT NULL);
        INSERT INTO bhz_batch (id, projectId, guid, plantCode, plantType, dischargeTime, level)
        VALUES (1, 1, 'a', 'LQ-01', 'lq', '2026-03-13 08:00:00', 0),
          (2, 1, 'b', 'SN-01', 'sn', '2026-03-13 08:01:00', 0);
        INSERT INTO bhz_batch_material VALUES (10, 1, 1, 1, 1), (11, 1, 2, 1, 1), (12, 1, 2, 2, 3);`);
      old.close();
      const store = openStore(dir, applySchema);
      try {
        assert.deepEqual(store.all('SELECT id, plantType FROM bhz_batch_material ORDER BY id'), [
          { id: 10, plantType: 'lq' },
          { id: 11, plantType: 'sn' },
          { id: 12, plantType: 'sn' },
        ]);
        assert.ok(store.get("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = 'bhz_batch_material_type'"));
      } finally {
        store.close();
      }
    } finally {
      removeDir(dir);
    }
  });

  test('reads need the menus: the test user gets 403 40301 on the plant pages', async () => {
    const token = await first.login('test', 'test');
    for (const p of [
      '/api/bhz/lqBatch/page',
      '/api/bhz/swBatch/export',
      '/api/bhz/snBatchMaterial/all?batchId=1',
      '/api/bhz/plant/page',
      '/api/bhz/overLimitCfg/page',
      '/api/bhz/formula/all',
    ]) {
      const reply = await first.call('GET', p, { token });
      assert.equal(reply.http, 403, p);
      assert.equal(reply.body.status, 40301, p);
    }
  });

  test('thresholds must be primary < middle < advanced; formula items may not take Σ past 100 %', async () => {
    const cfg = (await first.call('GET', '/api/bhz/overLimitCfg/page?limit=1', { token: admin })).body.data.rows[0];
    const put = (body: Record<string, unknown>) =>
      first.call('PUT', `/api/bhz/overLimitCfg/${cfg.id}`, { token: admin, body: { ...cfg, ...body } });
    const bad = await put({ primaryLimit: 5, middleLimit: 4, advancedLimit: 6 });
    assert.equal(bad.body.status, 30101);
    assert.match(bad.body.message, /初级 < 中级 < 高级/);
    assert.equal((await put({ primaryLimit: 3, middleLimit: 3, advancedLimit: 6 })).body.status, 30101);
    assert.equal((await put({ primaryLimit: 2.5, middleLimit: 5, advancedLimit: 9 })).body.status, 200);
    // Back as seeded, so the later batches are judged as in a run without this test.
    assert.equal((await put({})).body.status, 200);
    const duplicate = await first.call('POST', '/api/bhz/overLimitCfg', {
      token: admin,
      body: {
        plantId: cfg.plantId,
        materialType: cfg.materialType,
        unit: 'pct',
        primaryLimit: 1,
        middleLimit: 2,
        advancedLimit: 3,
      },
    });
    assert.equal(duplicate.body.status, 30101);
    const formula = (await first.call('GET', '/api/bhz/formula/page?limit=1', { token: admin })).body.data.rows[0];
    assert.equal(formula.pctSum, 100);
    const extra = await first.call('POST', '/api/bhz/formulaItem', {
      token: admin,
      body: { formulaId: formula.id, seq: 20, materialType: 10, materialName: '其他', theoryPct: 0.5 },
    });
    assert.equal(extra.body.status, 30101);
    assert.match(extra.body.message, /100%/);

    // 复制: a new formula with the same items, numbered after its original; the original unchanged.
    const call = (method: string, path: string) => first.call(method, path, { token: admin });
    const items = async (id: number) =>
      ((await call('GET', `/api/bhz/formulaItem/all?formulaId=${id}`)).body as Record<string, unknown>[]).map(
        ({ seq, materialType, materialName, theoryPct, theoryKg }) => [
          seq,
          materialType,
          materialName,
          theoryPct,
          theoryKg,
        ],
      );
    for (let n = 1; n <= 2; n++)
      assert.equal((await call('POST', `/api/bhz/formula/${formula.id}/copy`)).body.status, 200);
    const copies = (await call('GET', `/api/bhz/formula/page?keyword=${encodeURIComponent('-副本')}&limit=10`)).body
      .data.rows as { id: number; formulaNo: string; mixType: string; pctSum: number }[];
    assert.deepEqual(
      copies.map((c) => [c.formulaNo, c.mixType, c.pctSum]),
      [
        [`${formula.formulaNo}-副本`, formula.mixType, 100],
        [`${formula.formulaNo}-副本2`, formula.mixType, 100],
      ],
    );
    const original = await items(formula.id);
    assert.ok(original.length > 3);
    for (const c of copies) assert.deepEqual(await items(c.id), original);
    assert.equal((await call('GET', `/api/bhz/formula/${formula.id}`)).body.data.formulaNo, formula.formulaNo);
    for (const c of copies) assert.equal((await call('DELETE', `/api/bhz/formula/${c.id}`)).body.status, 200);
  });
});

const GOLDEN = {
  perPlant: { 'LQ-01': 619, 'SN-01': 213, 'SN-02': 246, 'SW-01': 670 } as Record<string, number>,
  levels: { 0: 1599, 1: 95, 2: 54 } as Record<number, number>,
  rollup: { batches: 1748, outputKg: 8856192, overLimit1: 95, overLimit2: 54, volumeL: 1377000 } as Record<
    string,
    number
  >,
  firstBatch: {
    id: 20525000012,
    guid: 'LQ-01-20260313-0001',
    plantCode: 'LQ-01',
    formulaNo: 'LQ-SMA13-01',
    mixType: 'SMA-13',
    dischargeTime: '2026-03-13 06:39:45',
    mixTime: 52,
    batchWeight: 3971.6,
    asphaltTemp: 160.9,
    ratioActual: 6.05,
    ratioTheory: 6.04,
    level: 0,
  },
  worst: { guid: 'LQ-01-20260313-0116', level: 2, materialLevel: 0, ratioLevel: 0, tempLevel: 0, timeLevel: 2 },
};
const GOLDEN_MATERIALS: unknown[] = [
  ['热料仓1', 354, 356, -0.56, 0],
  ['热料仓2', 238.7, 240, -0.54, 0],
  ['热料仓3', 1265.7, 1280, -1.12, 0],
  ['热料仓4', 1191.9, 1200, -0.67, 0],
  ['热料仓5', 320.7, 320, 0.22, 0],
  ['矿粉', 338, 340, -0.59, 0],
  ['回收粉', 20, 20, 0, 0],
  ['SBS改性沥青', 226.6, 228, -0.61, 0],
  ['木质素纤维', 16, 16, 0, 0],
];

describe('thresholds changed and a forced drift, through the platform', () => {
  let backend: TestBackend;
  let admin: string;
  const batchRows = () =>
    withDb(backend.dataDir, (db) => hash(db.prepare('SELECT * FROM bhz_batch ORDER BY id').all()));

  test('a threshold changed on the plant system judges the batches written after it, and only those', async () => {
    backend = await start();
    await settled(backend);
    admin = await backend.login('admin', 'admin');
    const before = batchRows();
    const cfg = (
      await backend.call('GET', '/api/bhz/overLimitCfg/page?limit=100', { token: admin })
    ).body.data.rows.find(
      (r: { plantCode?: string; plantId: number; materialType: number }) => r.materialType === 11 && r.plantId === 1,
    );
    assert.ok(cfg, 'LQ-01 has a bitumen threshold');
    const put = await backend.call('PUT', `/api/bhz/overLimitCfg/${cfg.id}`, {
      token: admin,
      body: { ...cfg, primaryLimit: 0.5, middleLimit: 1, advancedLimit: 50 },
    });
    assert.equal(put.body.status, 200, put.text);
    assert.equal(batchRows(), before, 'no batch already written is judged again');
    await advance(backend, 10 * 60);
    const limits = withDb(backend.dataDir, (db) =>
      db
        .prepare(
          `SELECT b.dischargeTime > '2026-03-15 10:00:00' AS after, m.primaryLimit p, m.middleLimit m,
            m.advancedLimit a, COUNT(*) n
             FROM bhz_batch b JOIN bhz_batch_material m ON m.batchId = b.id WHERE b.plantId = 1 AND m.materialType = 11
             AND b.dischargeTime >= '2026-03-15'
             GROUP BY after, p, m, a ORDER BY after`,
        )
        .all(),
    ) as { after: number; p: number; m: number; a: number; n: number }[];
    assert.deepEqual(
      limits.map((l) => [l.after, l.p, l.m, l.a]),
      [
        [0, 2, 4, 6],
        [1, 0.5, 1, 50],
      ],
    );
    assert.ok(limits[1]!.n >= 1, `batches in ten minutes: ${limits[1]!.n}`);
  });

  test(
    'the asphalt pump drifts: the ratio leaves its band, the batches climb to level 3 within the episode, none ' +
      'before it moves',
    async () => {
      try {
        const before = batchRows();
        const forced = await backend.call('POST', '/__test/sim/episode', {
          body: { device: 'LQ-01', kind: 'drift', minutes: 30 },
        });
        assert.equal(forced.body.status, 200, forced.text);
        assert.equal(
          withDb(backend.dataDir, (db) => hash(db.prepare('SELECT * FROM bhz_batch ORDER BY id').all())),
          before,
          'the past is untouched',
        );
        assert.equal(
          (await backend.call('POST', '/__test/sim/episode', { body: { device: 'YL-01', kind: 'drift' } })).body.status,
          30101,
        );
        await advance(backend, 30 * 60);
        const reply = await backend.call(
          'GET',
          '/api/bhz/lqBatch/page?limit=100&sort=dischargeTime&start=2026-03-15%2010:10:00&end=2026-03-15%2010:40:00',
          { token: admin },
        );
        const rows = reply.body.data.rows as {
          level: number;
          ratioActual: number;
          ratioTheory: number;
          ratioLevel: number;
        }[];
        assert.ok(rows.length >= 20, `about one batch a minute, got ${rows.length}`);
        const late = rows.slice(-5).map((r) => [r.level, Math.round((r.ratioActual - r.ratioTheory) * 100) / 100]);
        // Weighing noise keeps a batch or two of the ramp's end just under a band edge.
        assert.ok(
          late.every(([level]) => level! >= 2) && late.filter(([level]) => level === 3).length >= 3,
          JSON.stringify(late),
        );
        assert.ok(
          Math.max(...late.map(([, diff]) => diff!)) > 0.8,
          `the ratio leaves the advanced band (0.8 points): ${JSON.stringify(late)}`,
        );
        assert.equal(rows[0]!.level < 3, true, 'the drift starts from nothing');
      } finally {
        await backend.close();
      }
    },
  );
});
