import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { frozenSim, type TestBackend } from './helpers.js';
import { settled, simSite } from './sim-site.js';

/*
 * Vibratory compaction (DOMAIN.md §3.2 rows 123–124) on the frozen site (seed 1, 2026-03-15 10:00, two days
 * of history): the zd process monitor's golden areas and KPIs, its vibratory-pass grid and cell; 作业信息's
 * stored work areas with golden figures; their closure workflow (the one of §4.8) by the seeded step users,
 * refusing out-of-order moves with 30101; and every read refused to a user without the pages' menus.
 */
const start = simSite(frozenSim(2));

interface Area {
  id: number;
  name: string;
  state: string;
  cells: number;
  passRate: number;
  underRate: number;
  targetPasses: number;
  targetVibPasses: number;
  gridVersion: number;
}

type Row = Record<string, unknown> & { id: number };

describe('vibratory compaction: monitor, grids, work areas and their workflow', () => {
  let backend: TestBackend;
  let admin: string;
  const grid = async (id: number, metric: string) => {
    const response = await fetch(`${backend.base}/api/zd/workArea/${id}/grid?metric=${metric}`, {
      headers: { authorization: admin },
    });
    return {
      http: response.status,
      etag: response.headers.get('etag'),
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  };
  const row = async (id: number) =>
    (await backend.call('GET', `/api/zd/workArea/${id}`, { token: admin })).body.data as Row;

  test('the zd monitor: the day’s areas with golden KPIs, targets static + vibratory', async () => {
    backend = await start();
    await settled(backend);
    admin = await backend.login('admin', 'admin');
    // The first overview plans the day and sweeps eight grids: give it time on a loaded machine.
    const data = (await backend.call('GET', '/api/zd/monitor/overview', { token: admin, timeoutMs: 120_000 })).body
      .data as {
      simTime: string;
      kpi: Record<string, number>;
      areas: Area[];
      rollers: { code: string }[];
    };
    assert.equal(data.simTime, '2026-03-15 10:00:00');
    assert.deepEqual(
      data.areas.map((a) => [a.id, a.name, a.state, a.cells, a.passRate, a.underRate]),
      GOLDEN_AREAS,
    );
    assert.deepEqual(data.kpi, { activeAreas: 2, passRate: 31.7, underRate: 45.7 });
    assert.ok(data.areas.every((a) => a.targetPasses === 6 && a.targetVibPasses === 4));
    assert.deepEqual(data.rollers.map((r) => r.code).sort(), ['ZD-01', 'ZD-02', 'ZD-03', 'ZD-04', 'ZD-05', 'ZD-06']);
    // The znys monitor still sees its own crews only.
    const znys = (await backend.call('GET', '/api/znys/monitor/overview', { token: admin, timeoutMs: 120_000 })).body
      .data as { areas: Area[] };
    assert.ok(znys.areas.every((a) => a.id < 4_000_000));
  });

  test(
    'the vibratory-pass grid: golden histogram; the cell ' + 'names both counts; metrics of the domain only',
    async () => {
      const area = 4001986;
      const vib = await grid(area, 'vibPasses');
      assert.equal(vib.http, 200);
      assert.match(vib.etag!, /^"4001986-\d+-vibPasses"$/);
      const histogram: Record<number, number> = {};
      for (const v of vib.bytes.subarray(40)) histogram[v] = (histogram[v] ?? 0) + 1;
      assert.deepEqual(histogram, { 0: 15, 1: 9, 2: 3016, 3: 17, 4: 567, 255: 10791 });
      assert.equal(new DataView(vib.bytes.buffer).getUint8(6), 4, 'metric code 4 = vibPasses');
      const passes = (await grid(area, 'passes')).bytes.subarray(40);
      for (let i = 0; i < passes.length; i++)
        if (vib.bytes[40 + i] !== 255) assert.ok(vib.bytes[40 + i]! <= passes[i]!, 'vibratory passes are passes');
      for (const metric of ['passes', 'cmv']) assert.equal((await grid(area, metric)).http, 200);
      const temp = await backend.call('GET', `/api/zd/workArea/${area}/grid?metric=temp`, { token: admin });
      assert.deepEqual([temp.body.status, temp.body.message], [30101, '参数 metric 只能是 passes / vibPasses / cmv']);
      // A znys area is not a zd area, and the other way round.
      assert.equal((await backend.call('GET', '/api/zd/workArea/1001826/grid', { token: admin })).body.status, 30101);
      assert.equal((await backend.call('GET', `/api/znys/workArea/${area}/grid`, { token: admin })).body.status, 30101);
      const header = new DataView(vib.bytes.buffer);
      const cols = header.getUint32(8, true);
      const i = vib.bytes.subarray(40).findIndex((v) => v === 4);
      const x = header.getFloat32(16, true) + ((i % cols) + 0.5) * header.getFloat32(24, true);
      const y = header.getFloat32(20, true) + (Math.floor(i / cols) + 0.5) * header.getFloat32(24, true);
      const cell = (await backend.call('GET', `/api/zd/workArea/${area}/cell?x=${x}&y=${y}`, { token: admin })).body
        .data;
      assert.deepEqual([cell.vibPasses, cell.targetVibPasses, cell.targetPasses], [4, 4, 6]);
      assert.equal(cell.passes, passes[i]);
    },
  );

  test('作业信息: the finished areas stored with golden figures; their grid is the monitor’s', async () => {
    const page = (await backend.call('GET', '/api/zd/workArea/page?limit=200', { token: admin })).body.data as {
      total: number;
      rows: Row[];
    };
    assert.equal(page.total, 134);
    const perDay: Record<string, number> = {};
    for (const r of page.rows)
      perDay[String(r.startTime).slice(0, 10)] = (perDay[String(r.startTime).slice(0, 10)] ?? 0) + 1;
    assert.deepEqual(perDay, { '2026-03-15': 14, '2026-03-14': 60, '2026-03-13': 60 });
    const p67 = page.rows.find((r) => r.id === 5001986)!;
    assert.deepEqual(
      [
        p67.areaName,
        p67.blockName,
        p67.layerName,
        p67.startTime,
        p67.endTime,
        p67.workArea,
        p67.vibrateRatio,
        p67.timesAvg,
        p67.timesVibrateAvg,
        p67.speedAvg,
        p67.passRate,
        p67.qualityStat,
      ],
      [
        '站坪 P67 第2幅',
        'P67 第2幅',
        '土基（强夯处理）',
        '2026-03-15 09:33:01',
        '2026-03-15 09:51:12',
        625,
        33.6,
        6.72,
        2.24,
        3.13,
        100,
        0,
      ],
    );
    assert.equal(p67.overproofStatus, undefined, 'a normal area has no workflow state');
    // The monitor's names: the road's areas by their stakes and side.
    assert.equal(page.rows.find((r) => r.id === 4001986)!.areaName, 'K2+080~K2+160 右幅');
    const abnormal = page.rows.filter((r) => r.qualityStat === 1);
    assert.deepEqual(
      abnormal.map((r) => [r.id, r.passRate, r.alarmNum, r.level, r.reason]),
      GOLDEN_ABNORMAL,
    );
    // An area of the day before yesterday opens its grid too (stored with its day).
    const oldest = page.rows.at(-1)!;
    assert.equal((await grid(oldest.id, 'vibPasses')).http, 200);
  });

  test('the workflow: handle, review, close; out of order 30101; each step’s element', async () => {
    const sg = await backend.login('sg01', 'sg01');
    const jl = await backend.login('jl01', 'jl01');
    const area = 4001979;
    const move = (token: string, name: string, body: Record<string, unknown> = {}) =>
      backend.call('PUT', `/api/zd/workArea/${area}/${name}`, { token, body });
    assert.equal((await row(area)).overproofStatus, 0);
    const early = await move(jl, 'approve');
    assert.equal(early.body.status, 30101);
    assert.match(early.body.message, /状态不允许此操作/);
    assert.match((await move(sg, 'handle')).body.message, /处理时必须填写原因/);
    const notMine = await move(sg, 'approve');
    assert.deepEqual([notMine.http, notMine.body.status], [403, 40301]);
    assert.equal((await move(sg, 'handle', { reason: '补压两遍', measures: '振压补足 4 遍' })).body.status, 200);
    assert.equal((await row(area)).overproofStatus, 10);
    assert.equal((await move(sg, 'handle', { reason: 'again' })).body.status, 30101);
    assert.equal((await move(jl, 'approve', { opinion: '同意' })).body.status, 200);
    const closed = await row(area);
    assert.deepEqual([closed.overproofStatus, closed.qualityStat, closed.party], [20, 2, '']);
    const timeline = (await backend.call('GET', `/api/zd/workAreaAction/all?subjectId=${area}`, { token: admin }))
      .body as Row[];
    assert.deepEqual(
      timeline.map((a) => [a.move, a.fromState, a.toState, a.userName]),
      [
        ['handle', 0, 10, '施工员01'],
        ['approve', 10, 20, '监理员01'],
      ],
    );
    // A normal area has no workflow.
    const normal = await backend.call('PUT', '/api/zd/workArea/5001986/handle', { token: sg, body: { reason: 'x' } });
    assert.deepEqual(
      [normal.body.status, normal.body.message],
      [30101, '状态不允许此操作：该作业面质量正常，无需处置'],
    );
    // The list is read-only.
    assert.equal((await backend.call('DELETE', `/api/zd/workArea/${area}`, { token: admin })).http, 404);
  });

  test('reads need the pages’ menus', async () => {
    const test = await backend.login('test', 'test');
    for (const api of [
      '/api/zd/monitor/overview',
      '/api/zd/workArea/page',
      '/api/zd/workArea/4001986/grid',
      '/api/zd/workArea/4001986/cell?x=0&y=0',
      '/api/zd/workAreaAction/all',
    ]) {
      const refused = await backend.call('GET', api, { token: test });
      assert.deepEqual([refused.http, refused.body.status], [403, 40301], api);
    }
  });
});

const GOLDEN_AREAS: unknown[] = [
  [4001987, 'K2+160~K2+240 右幅', 'active', 3626, 53.6, 44.1],
  [4001986, 'K2+080~K2+160 右幅', 'finished', 3624, 98, 2],
  [4001985, 'K2+000~K2+080 右幅', 'finished', 3624, 98, 2],
  [4001984, 'K1+920~K2+000 右幅', 'finished', 3625, 97.8, 2.1],
  [5001987, '站坪 P68 第2幅', 'active', 2500, 0, 48],
  [5001986, '站坪 P67 第2幅', 'finished', 2500, 98.6, 1.4],
  [5001985, '站坪 P66 第2幅', 'finished', 2500, 94.3, 5.7],
  [5001984, '站坪 P65 第2幅', 'finished', 2500, 98.6, 1.4],
];

const GOLDEN_ABNORMAL: unknown[] = [
  [4001982, 100, 1, 2, '超速报警 1 次'],
  [4001979, 69.6, 0, 1, '压实合格率 69.6% 低于 95%'],
  [4001977, 100, 1, 2, '超速报警 1 次'],
  [5001976, 100, 1, 2, '超速报警 1 次'],
  [5001965, 84, 0, 1, '压实合格率 84% 低于 95%'],
  [5001957, 84, 0, 1, '压实合格率 84% 低于 95%'],
  [5001949, 84, 0, 1, '压实合格率 84% 低于 95%'],
  [4001949, 56.5, 0, 1, '压实合格率 56.5% 低于 95%'],
  [4001944, 100, 1, 2, '超速报警 1 次'],
  [4001935, 100, 1, 2, '超速报警 1 次'],
  [4001928, 100, 1, 2, '超速报警 1 次'],
  [5001922, 100, 1, 2, '超速报警 1 次'],
];
