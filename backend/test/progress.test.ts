import assert from 'node:assert/strict';
import path from 'node:path';
import Database from 'better-sqlite3';
import { before, describe, test } from 'node:test';
import { frozenSim, type TestBackend } from './helpers.js';
import { advance, settled, simSite, withDb } from './sim-site.js';

/*
 * Construction progress and the big screen on the frozen site (seed 1, 2026-03-15 10:00 GMT+8, two days of
 * history): what is done comes from the simulator's facts (the golden numbers below are the ones the e2e
 * spec reads), a manual adjustment needs its reason, and the big screen's aggregate is today's up to the
 * present.
 */

let backend: TestBackend;
let admin: string;
const start = simSite(frozenSim(2));

before(async () => {
  backend = await start();
  await settled(backend);
  admin = await backend.login('admin', 'admin');
});

const call = (method: string, url: string, body?: unknown, token = admin) =>
  backend.call(method, url, { token, ...(body ? { body } : {}) });
const data = async (url: string) => {
  const reply = await call('GET', url);
  assert.equal(reply.body.status, 200, JSON.stringify(reply.body));
  return reply.body.data;
};
const layerId = (code: string) =>
  withDb(
    backend.dataDir,
    (db) => (db.prepare('SELECT id FROM site_layer WHERE code = ?').get(code) as { id: number }).id,
  );
const sectionId = (code: string) =>
  withDb(
    backend.dataDir,
    (db) => (db.prepare('SELECT id FROM site_section WHERE code = ?').get(code) as { id: number }).id,
  );

describe('progress: done from the facts', () => {
  test(
    'the seeded ground-works items count the points first ' + 'rammed and the piles finished up to the present',
    async () => {
      const rows = (await data('/api/szhsg/progress/page?page=1&limit=50')).rows;
      const pick = (r: Record<string, unknown>) => [
        r.name,
        r.fact,
        r.unit,
        r.plannedQty,
        r.planStart,
        r.planEnd,
        r.doneAuto,
        r.done,
        r.pct,
      ];
      assert.deepEqual(rows.map(pick), [
        ['强夯夯点（各遍）', 'rammedPoints', 'point', 1920, '2026-01-05', '2026-06-30', 576, 576, 30],
        ['DDC 桩', 'ddcPiles', 'pile', 8217, '2026-01-05', '2026-06-30', 142, 142, 1.7],
      ]);
      // The same numbers straight from the facts tables.
      const [points, piles] = withDb(backend.dataDir, (db) => [
        (
          db.prepare("SELECT COUNT(DISTINCT pointCode) n FROM hj_hit WHERE t < '2026-03-15 10:00:00'").get() as {
            n: number;
          }
        ).n,
        (
          db
            .prepare("SELECT COUNT(*) n FROM ddc_pile WHERE status = 'done' AND endAt < '2026-03-15 10:00:00'")
            .get() as {
            n: number;
          }
        ).n,
      ]);
      assert.deepEqual([points, piles], [576, 142]);
    },
  );

  test('compacted area of a layer and plant output of its mix, from their facts', async () => {
    const s2 = sectionId('S2');
    const area = await call('POST', '/api/szhsg/progress', {
      name: 'AC-20C 压实',
      sectionId: s2,
      layerId: layerId('S2-L6'),
      fact: 'compactedArea',
      unit: 'm2',
      plannedQty: 100000,
      planStart: '2026-03-01',
      planEnd: '2026-04-30',
    });
    assert.equal(area.body.status, 200, JSON.stringify(area.body));
    const tonnes = await call('POST', '/api/szhsg/progress', {
      name: 'AC-20C 拌和',
      sectionId: s2,
      layerId: layerId('S2-L6'),
      fact: 'plantOutput',
      unit: 't',
      plannedQty: 20000,
      planStart: '2026-03-14',
      planEnd: '2026-04-30',
    });
    assert.equal(tonnes.body.status, 200, JSON.stringify(tonnes.body));
    const byId = async (id: number) =>
      (await data('/api/szhsg/progress/page?page=1&limit=50')).rows.find((r: { id: number }) => r.id === id);
    const a = await byId(area.body.data.id);
    const t = await byId(tonnes.body.data.id);
    assert.deepEqual([a.doneAuto, a.pct, t.doneAuto, t.pct], [8975.6, 9, 579.89, 2.9]);
    // The trends' byCrew view counts 3962 m² of the AC-20C layer qualified on 2026-03-14 (trends.test.ts).
    const mix = withDb(
      backend.dataDir,
      (db) =>
        (
          db
            .prepare(
              "SELECT ROUND(SUM(batchWeight) / 1000.0, 2) t FROM bhz_batch WHERE mixType = 'AC-20C' " +
                "AND plantType = 'lq' AND dischargeTime >= '2026-03-14' AND dischargeTime < '2026-03-15 10:00:00'",
            )
            .get() as { t: number }
        ).t,
    );
    assert.equal(t.doneAuto, mix);
    assert.ok(a.doneAuto > 3962, String(a.doneAuto));
  });
});

describe('progress: writes', () => {
  test('a manual adjustment needs its reason, adds to the facts and goes to the operation log', async () => {
    const item = (await data('/api/szhsg/progress/page?page=1&limit=50')).rows.find(
      (r: { name: string }) => r.name === 'DDC 桩',
    );
    const body = { ...item, doneManual: 58 };
    const refused = await call('PUT', `/api/szhsg/progress/${item.id}`, body);
    assert.deepEqual([refused.body.status, refused.body.message], [30101, '手工调整完成量时必须填写调整原因']);
    const saved = await call('PUT', `/api/szhsg/progress/${item.id}`, { ...body, adjustReason: '3月前人工记录的桩' });
    assert.equal(saved.body.status, 200, JSON.stringify(saved.body));
    const after = (await data('/api/szhsg/progress/page?page=1&limit=50')).rows.find(
      (r: { id: number }) => r.id === item.id,
    );
    assert.deepEqual(
      [after.doneAuto, after.doneManual, after.done, after.pct, after.adjustReason],
      [142, 58, 200, 2.4, '3月前人工记录的桩'],
    );
    const log = await data(`/api/admin/gateLog/page?menu=${encodeURIComponent('施工进度')}&limit=10`);
    assert.ok(
      log.rows.some((r: { opt: string }) => r.opt === '编辑'),
      JSON.stringify(log.rows),
    );
  });

  test('refusals: dates, the unit of the fact, a layer of another section, a fact that needs a layer', async () => {
    const s2 = sectionId('S2');
    const base = {
      name: '校验',
      sectionId: s2,
      layerId: layerId('S2-L6'),
      fact: 'compactedArea',
      unit: 'm2',
      plannedQty: 10,
      planStart: '2026-03-10',
      planEnd: '2026-03-20',
    };
    const refusal = async (body: Record<string, unknown>) => {
      const reply = await call('POST', '/api/szhsg/progress', body);
      assert.equal(reply.body.status, 30101, JSON.stringify(reply.body));
      return reply.body.message;
    };
    assert.equal(await refusal({ ...base, planEnd: '2026-03-01' }), '计划完成日期不能早于计划开始日期');
    assert.equal(await refusal({ ...base, unit: 't' }), '完成量来源与单位不符：应为 m2');
    assert.equal(await refusal({ ...base, sectionId: sectionId('S1') }), '结构层「AC-20C 下面层」不属于所选标段');
    assert.equal(await refusal({ ...base, layerId: null }), '压实面积来自结构层的碾压工艺：请选择有碾压工艺的结构层');
    assert.equal(
      await refusal({ ...base, fact: 'plantOutput', unit: 't', layerId: layerId('S2-L1') }),
      '拌和产量按结构层的混合料类型统计：请选择有混合料类型的结构层',
    );
    assert.match(await refusal({ ...base, plannedQty: 0 }), /计划量/);
    assert.match(await refusal({ ...base, fact: 'guess' }), /完成量来源/);
  });

  test('reads need the menu and writes the element', async () => {
    const test = await backend.login('test', 'test');
    for (const url of ['/api/szhsg/progress/page', '/api/szhsg/progress/curve', '/api/szhsg/screen']) {
      const reply = await call('GET', url, undefined, test);
      assert.deepEqual([reply.http, reply.body.status], [403, 40301], url);
    }
    const sg01 = await backend.login('sg01', 'sg01');
    const reply = await call('POST', '/api/szhsg/progress', { name: 'x' }, sg01);
    assert.equal(reply.http, 403);
  });
});

describe('the S-curve and the big screen', () => {
  test('planned and actual cumulative shares per day; 400 on a wrong range', async () => {
    const d = await data('/api/szhsg/progress/curve?start=2026-03-12&end=2026-03-16');
    const rows = d.views.curve.table.rows;
    // Four items weigh equally: the two seeded, the AC-20C area and output created above (with the piles' adjustment of
    // 58).
    assert.deepEqual(rows, [
      { day: '2026-03-12', planned: 23.8, actual: 0.2 },
      { day: '2026-03-13', planned: 24.5, actual: 4.7 },
      { day: '2026-03-14', planned: 25.8, actual: 9.2 },
      { day: '2026-03-15', planned: 27, actual: 11.1 },
      { day: '2026-03-16', planned: 28.2 },
    ]);
    assert.deepEqual(
      d.kpis.map((k: { key: string; value: number }) => [k.key, k.value]),
      [
        ['items', 4],
        ['planned', 27],
        ['actual', 11.1],
      ],
    );
    assert.equal(d.views.curve.chart.type, 'line');
    assert.equal((await call('GET', '/api/szhsg/progress/curve?start=2026-03-16&end=2026-03-12')).http, 400);
    assert.equal((await call('GET', '/api/szhsg/progress/curve?start=03-16')).http, 400);
  });

  test(
    'today up to the present: output per plant, devices by ' + 'kind, alarms by level, progress, latest batches',
    async () => {
      const d = await data('/api/szhsg/screen');
      assert.deepEqual(
        [d.title, d.projectName, d.simTime, d.rotationSeconds, d.refreshSeconds],
        ['某机场扩建工程数字化施工', '某机场扩建工程', '2026-03-15 10:00:00', 20, 30],
      );
      assert.deepEqual(
        d.plants.map((p: Record<string, unknown>) => [p.code, p.batches, p.outputT, p.overLimit]),
        [
          ['LQ-01', 145, 579.9, 0],
          ['SN-01', 62, 454.8, 0],
          ['SN-02', 61, 447.4, 8],
          ['SW-01', 138, 620.7, 5],
        ],
      );
      assert.deepEqual(d.alarms, [
        { level: 1, count: 41 },
        { level: 2, count: 8 },
        { level: 3, count: 1 },
      ]);
      assert.deepEqual(
        d.devices.find((x: { kind: string }) => x.kind === 'roller'),
        { kind: 'roller', total: 12, online: 12 },
      );
      assert.deepEqual(
        d.progress.map((p: { pct: number }) => p.pct),
        [30, 2.4, 9, 2.9],
      );
      assert.equal(d.latestBatches.length, 8);
      assert.deepEqual(d.latestBatches[0], {
        id: 20527000406,
        plantCode: 'SN-02',
        plantType: 'sn',
        mixType: 'C35',
        dischargeTime: '2026-03-15 09:59:12',
        batchWeight: 7.35,
        level: 0,
      });
      // The display settings decide the tiles.
      const config = await data('/api/szhsg/displayConfig');
      assert.equal(
        (await call('PUT', '/api/szhsg/displayConfig', { ...config, tileAlarms: 0, rotationSeconds: 15 })).body.status,
        200,
      );
      const after = await data('/api/szhsg/screen');
      assert.deepEqual(
        [after.tiles.find((t: { key: string }) => t.key === 'tileAlarms').on, after.rotationSeconds],
        [false, 15],
      );
      // … in the order given, and the progress tile shows the chosen section only.
      const sections = (await call('GET', '/api/site/section/all')).body;
      const chosen = sections.find(
        (s: { id: number; name: string }) =>
          d.progress.some((p: { sectionName: string }) => p.sectionName === s.name) &&
          d.progress.some((p: { sectionName: string }) => p.sectionName !== s.name),
      );
      assert.ok(chosen, 'the progress of more than one section');
      const reordered = { ...config, tileBatchesOrder: 1, tilePlantsOrder: 6, sectionId: chosen.id };
      assert.match(
        (await call('PUT', '/api/szhsg/displayConfig', { ...reordered, tilePlantsOrder: 1 })).body.message,
        /板块顺序不能重复/,
      );
      assert.match(
        (await call('PUT', '/api/szhsg/displayConfig', { ...reordered, sectionId: 999999 })).body.message,
        /进度标段不存在/,
      );
      assert.equal((await call('PUT', '/api/szhsg/displayConfig', reordered)).body.status, 200);
      const ordered = await data('/api/szhsg/screen');
      assert.deepEqual(
        ordered.tiles.map((t: { key: string }) => t.key),
        ['tileBatches', 'tileDevices', 'tileAlarms', 'tileProgress', 'tileMiniPlan', 'tilePlants'],
      );
      assert.deepEqual(ordered.section, { id: chosen.id, name: chosen.name });
      assert.ok(
        ordered.progress.length > 0 &&
          ordered.progress.every((p: { sectionName: string }) => p.sectionName === chosen.name),
      );
      // Cleared, the section is the whole project again.
      assert.equal((await call('PUT', '/api/szhsg/displayConfig', { ...reordered, sectionId: '' })).body.status, 200);
      assert.equal((await data('/api/szhsg/screen')).progress.length, d.progress.length);
    },
  );
});

// Last: it moves the site's clock on.
describe('progress: a read after the site moved on', () => {
  test('is recomputed once the simulator wrote new facts; the registry, curve and big screen only read', async () => {
    // One connection: its data_version changes only when another connection commits.
    const db = new Database(path.join(backend.dataDir, 'platform.db'), { readonly: true });
    const version = () => (db.prepare('PRAGMA data_version').get() as { data_version: number }).data_version;
    const rammed = async () =>
      ((await data('/api/szhsg/progress/page?page=1&limit=50')).rows as { fact: string; doneAuto: number }[]).find(
        (r) => r.fact === 'rammedPoints',
      )!.doneAuto;
    const before = await rammed();
    const unwritten = version();
    assert.equal(await rammed(), before);
    await data('/api/szhsg/progress/curve');
    await data('/api/szhsg/screen');
    assert.equal(version(), unwritten, 'no read wrote to the database');
    db.close();
    const { simTime } = await advance(backend, 2 * 3600);
    const facts = withDb(
      backend.dataDir,
      (db) =>
        (
          db
            .prepare('SELECT COUNT(DISTINCT pointCode) n FROM hj_hit WHERE t < ?')
            .get(simTime.replace('T', ' ').slice(0, 19)) as { n: number }
        ).n,
    );
    assert.ok(facts > before, `the site rammed new points in two hours (${before} → ${facts})`);
    assert.equal(await rammed(), facts);
  });
});
