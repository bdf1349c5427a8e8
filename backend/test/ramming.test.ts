import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { frozenSim, removeDir, startBackend, type TestBackend } from './helpers.js';
import { settled } from './sim-site.js';

// The ramming family's configuration, geometry and logs (src/modules/ramming-*.ts): menu-gated reads,
// element-gated writes, the checks, the computed values, the change logs written with each write, the
// process state machine and the deterministic generation of design points and piles.

const sim = frozenSim();

let backend: TestBackend;
let admin: string;

before(async () => {
  backend = await startBackend({ sim });
  admin = await backend.login('admin', 'admin');
});
after(async () => {
  const dir = backend?.dataDir;
  await backend?.close();
  if (dir) removeDir(dir);
});

const get = (path: string, token = admin) => backend.call('GET', path, { token });
const send = (method: string, path: string, body?: unknown, token = admin) =>
  backend.call(method, path, { token, body });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the JSON answers
type Row = Record<string, any>;
const rows = async (path: string): Promise<Row[]> => (await get(path)).body.data.rows;

const reads = [
  '/api/hj/hammerStandard/page',
  '/api/hj/hammerStandardLog/page',
  '/api/hj/standard/page',
  '/api/hj/dropStandard/page',
  '/api/ddc/hammerStandard/page',
  '/api/hj/area/page',
  '/api/ddc/area/page',
  '/api/hj/point/page',
  '/api/hj/process/page',
  '/api/hj/processLog/page',
  '/api/ddc/process/page',
  '/api/ddc/processLog/page',
  '/api/hj/deviceExchange/page',
];

describe('ramming reads', () => {
  test('every page answers the admin and refuses the test user with 403 40301', async () => {
    const test = await backend.login('test', 'test');
    for (const path of reads) {
      const ok = await get(path);
      assert.equal(ok.body.status, 200, path);
      assert.ok(ok.body.data.total > 0, `${path} is seeded`);
      const refused = await get(path, test);
      assert.equal(refused.http, 403, path);
      assert.equal(refused.body.status, 40301, path);
    }
  });

  test(
    'the seeded areas are the site model foundation areas, with ' + 'their points, piles and the crews processes',
    async () => {
      const areas = await rows('/api/hj/area/page?limit=50');
      assert.deepEqual(
        areas.map((a) => a.code),
        ['HJ-A1', 'HJ-A2', 'HJ-A3', 'HJ-A4', 'HJ-A5', 'HJ-A6'],
      );
      assert.equal(areas[0]!.area, 8000);
      assert.equal(areas[0]!.pointCount, 320, '100 × 80 m on a 5 m grid');
      const ddc = await rows('/api/ddc/area/page?limit=50');
      assert.deepEqual(
        ddc.map((a) => [a.code, a.pattern, a.designDepth]),
        [
          ['DDC-B1', 'triangle', 8],
          ['DDC-B2', 'triangle', 10],
          ['DDC-B3', 'triangle', 12],
        ],
      );
      assert.ok(ddc.every((a) => a.pileCount > 2000));
      const hj = await rows('/api/hj/process/page?state=running');
      assert.deepEqual(
        hj.map((p) => [p.code, p.areaCode, p.deviceCodes]),
        [['GY-HJ-S3-L1', 'HJ-A1', 'HJ-01,HJ-02,HJ-03,HJ-04,HJ-05,HJ-06']],
      );
      assert.equal((await rows('/api/ddc/process/page?state=running'))[0]!.code, 'GY-DDC-S3-L4');
      const exchanges = await rows('/api/hj/deviceExchange/page?component=terminal');
      const hj04 = (await rows('/api/hj/device/page?keyword=HJ-04'))[0]!;
      assert.equal(exchanges[0]!.newCode, hj04.imei, 'the new terminal is the registered one');
    },
  );
});

describe('hammer standards', () => {
  test('energy and base area are computed; every create, edit and delete logs one row per changed field', async () => {
    const created = await send('POST', '/api/hj/hammerStandard', {
      code: 'HS-T1',
      weight: 25,
      diameter: 2,
      standardDrop: 16,
    });
    assert.equal(created.body.status, 200);
    const hammer = created.body.data;
    assert.equal(hammer.energy, 3924, '25 t × 9.81 × 16 m');
    assert.equal(hammer.baseArea, 3.142);
    const ignored = await send('PUT', `/api/hj/hammerStandard/${hammer.id}`, { energy: 1, weight: 20 });
    assert.equal(ignored.body.data.energy, 3139.2, 'energy follows weight and drop, never the body');
    const log = await rows(`/api/hj/hammerStandardLog/page?hammerId=${hammer.id}&limit=50&sort=id&order=asc`);
    assert.deepEqual(
      log.filter((r) => r.action === 'create').map((r) => r.field),
      ['code', 'weight', 'diameter', 'baseArea', 'standardDrop', 'energy'],
    );
    assert.deepEqual(
      log.filter((r) => r.action === 'update').map((r) => [r.field, r.oldValue, r.newValue, r.byName]),
      [
        ['weight', '25', '20', '超级管理员'],
        ['energy', '3924', '3139.2', '超级管理员'],
      ],
    );
    assert.match(log[0]!.t, /^2026-03-15 10:00:00$/, 'site time');
    const unchanged = await send('PUT', `/api/hj/hammerStandard/${hammer.id}`, { weight: 20 });
    assert.equal(unchanged.body.status, 200);
    assert.equal(
      (await rows(`/api/hj/hammerStandardLog/page?hammerId=${hammer.id}&limit=50`)).length,
      log.length,
      'no change, no row',
    );
    assert.equal((await send('DELETE', `/api/hj/hammerStandard/${hammer.id}`)).body.status, 200);
    const deleted = await rows(`/api/hj/hammerStandardLog/page?hammerId=${hammer.id}&action=delete&limit=50`);
    assert.equal(deleted.length, 6);
    assert.ok(deleted.every((r) => r.newValue === undefined && r.hammerCode === 'HS-T1'));
  });

  test('bad input is refused with a message; a hammer in use keeps its row; writes need the element code', async () => {
    assert.match(
      (await send('POST', '/api/hj/hammerStandard', { code: 'HS-T2', weight: 0.5, diameter: 2, standardDrop: 10 })).body
        .message,
      /锤重\(t\)不能小于 1/,
    );
    assert.match(
      (await send('POST', '/api/hj/hammerStandard', { code: 'bad code', weight: 5, diameter: 2, standardDrop: 10 }))
        .body.message,
      /编号只能包含/,
    );
    assert.match(
      (await send('POST', '/api/hj/hammerStandard', { code: 'HS-20T', weight: 5, diameter: 2, standardDrop: 10 })).body
        .message,
      /编号已存在/,
    );
    const used = (await rows('/api/hj/hammerStandard/page?code=HS-20T'))[0]!;
    assert.match((await send('DELETE', `/api/hj/hammerStandard/${used.id}`)).body.message, /仍被落距标准使用/);
    const sg01 = await backend.login('sg01', 'sg01');
    assert.equal((await get('/api/hj/hammerStandard/page', sg01)).body.status, 200);
    const refused = await send(
      'POST',
      '/api/hj/hammerStandard',
      { code: 'HS-T3', weight: 5, diameter: 2, standardDrop: 10 },
      sg01,
    );
    assert.equal(refused.http, 403);
    assert.equal(refused.body.status, 40301);
    const start = await send('PUT', `/api/hj/process/1/start`, undefined, sg01);
    assert.equal(start.body.status, 40301, 'commands need their element code too');
  });

  test('standards: hits, drop margins and the default last-two limit', async () => {
    assert.match(
      (
        await send('POST', '/api/hj/standard', {
          name: 'x',
          energy: 3000,
          pass: 'point1',
          designHits: 5,
          minHits: 8,
          spacing: 5,
        })
      ).body.message,
      /最少击数不能大于设计击数/,
    );
    const high = await send('POST', '/api/hj/standard', {
      name: '8000kN·m 点夯',
      energy: 8000,
      pass: 'point1',
      designHits: 12,
      minHits: 10,
      spacing: 7,
    });
    assert.equal(high.body.data.lastTwoLimit, 200);
    const hammer = (await rows('/api/hj/hammerStandard/page?code=HS-20T'))[0]!;
    const margins = {
      name: '测试落距',
      hammerId: hammer.id,
      standardDrop: 10,
      tolerance: 0.3,
      level1Margin: 0.6,
      level2Margin: 0.5,
      level3Margin: 1,
    };
    assert.match((await send('POST', '/api/hj/dropStandard', margins)).body.message, /报警余量/);
    const drop = await send('POST', '/api/hj/dropStandard', { ...margins, level2Margin: 0.8 });
    assert.equal(drop.body.data.energy, 1962);
    assert.equal(drop.body.data.hammerCode, 'HS-20T');
  });
});

describe('areas and generation', () => {
  test('the polygon is checked: JSON, three corners, finite, inside the extent, not crossing', async () => {
    const section = (await get('/api/site/section/all')).body.find((s: Row) => s.code === 'S3');
    const area = (polygon: unknown) =>
      send('POST', '/api/hj/area', { code: 'HJ-T1', name: '测试区', sectionId: section.id, polygon });
    assert.match((await area('[[0,0],[1,1]')).body.message, /不是有效的 JSON/);
    assert.match((await area('[[0,0],[10,0]]')).body.message, /至少需要 3 个顶点/);
    assert.match((await area('[[0,0],[10,0],["a",5]]')).body.message, /有限的数字/);
    assert.match((await area('[[0,0],[5000,0],[10,10]]')).body.message, /超出项目范围/);
    assert.match((await area('[[0,0],[10,10],[10,0],[0,10]]')).body.message, /相互交叉/);
    const made = await area('[[100, 100], [140, 100], [140, 130], [100, 130]]');
    assert.equal(made.body.status, 200);
    assert.equal(made.body.data.area, 1200);
    assert.equal(made.body.data.polygon, '[[100,100],[140,100],[140,130],[100,130],[100,100]]');
    assert.match(
      (await send('POST', `/api/hj/area/${made.body.data.id}/generatePoints`)).body.message,
      /未设置夯击标准/,
    );
  });

  test('generating points and piles is deterministic and replaces only untouched rows of the pass', async () => {
    // HJ-A2's rig has been ramming since 07:00 (once the simulator has written today up to now): its pass is no
    // longer regenerated. A copy of the area is.
    await settled(backend);
    const seeded = (await rows('/api/hj/area/page?code=HJ-A2'))[0]!;
    assert.match((await send('POST', `/api/hj/area/${seeded.id}/generatePoints`)).body.message, /已开始夯击/);
    const copy = await send('POST', '/api/hj/area', {
      code: 'HJ-T2',
      name: '测试区 A2',
      sectionId: seeded.sectionId,
      polygon: seeded.polygon,
      standardId: seeded.standardId,
    });
    const area = copy.body.data;
    const first = await send('POST', `/api/hj/area/${area.id}/generatePoints`);
    assert.equal(first.body.data.pointCount, 320);
    const before = await rows(`/api/hj/point/page?areaId=${area.id}&limit=500&sort=code`);
    const again = await send('POST', `/api/hj/area/${area.id}/generatePoints`);
    assert.equal(again.body.data.pointCount, 320);
    const after = await rows(`/api/hj/point/page?areaId=${area.id}&limit=500&sort=code`);
    assert.deepEqual(
      after.map((p) => [p.code, p.x, p.y, p.pass, p.designHits]),
      before.map((p) => [p.code, p.x, p.y, p.pass, p.designHits]),
    );
    assert.deepEqual([after[0]!.code, after[0]!.x, after[0]!.y], ['HJ-T2-P1-0001', 2302.5, 1032.5]);
    const second = (await rows('/api/hj/standard/page?pass=point2'))[0]!;
    await send('PUT', `/api/hj/area/${area.id}`, { standardId: second.id });
    const both = await send('POST', `/api/hj/area/${area.id}/generatePoints`);
    assert.equal(both.body.data.pointCount, 320 + 19 * 15, 'second pass on the centres of the first');
    const ddc = (await rows('/api/ddc/area/page?code=DDC-B3'))[0]!;
    const piles = await send('POST', `/api/ddc/area/${ddc.id}/generatePiles`);
    assert.equal(piles.body.data.pileCount, ddc.pileCount);
    const point = await send('POST', '/api/hj/point', {
      code: 'HJ-T-OUT',
      areaId: area.id,
      pass: 'point1',
      x: 10,
      y: 10,
      designHits: 8,
    });
    assert.match(point.body.message, /不在区域 HJ-T2 内/);
  });
});

describe('processes', () => {
  test(
    'start and finish follow planned → running → finished, one ' + 'running process per area, every step logged',
    async () => {
      const [hjA1, hjA6] = [
        (await rows('/api/hj/area/page?code=HJ-A1'))[0]!,
        (await rows('/api/hj/area/page?code=HJ-A6'))[0]!,
      ];
      const planned = (await rows('/api/hj/process/page?code=GY-HJ-S3-L2'))[0]!;
      assert.equal(planned.areaId, hjA1.id);
      const busy = await send('PUT', `/api/hj/process/${planned.id}/start`);
      assert.match(busy.body.message, /区域 HJ-A1 已有施工中的工艺 GY-HJ-S3-L1/);
      const standard = (await rows('/api/hj/standard/page?pass=point1'))[0]!;
      const body = {
        code: 'GY-HJ-T1',
        name: '测试工艺',
        areaId: hjA6.id,
        pass: 'point1',
        standardId: standard.id,
        deviceCodes: 'HJ-06、HJ-05',
        planStart: '2026-03-15',
        planEnd: '2026-03-20',
      };
      assert.match((await send('POST', '/api/hj/process', { ...body, pass: 'full' })).body.message, /遍次不一致/);
      assert.match(
        (await send('POST', '/api/hj/process', { ...body, deviceCodes: 'YL-01' })).body.message,
        /不是已登记的强夯机/,
      );
      assert.match(
        (await send('POST', '/api/hj/process', { ...body, planEnd: '2026-03-01' })).body.message,
        /计划结束日期不能早于/,
      );
      const created = await send('POST', '/api/hj/process', body);
      assert.equal(created.body.data.deviceCodes, 'HJ-06,HJ-05');
      const id = created.body.data.id;
      assert.match(
        (await send('PUT', `/api/hj/process/${id}/finish`)).body.message,
        /当前状态为「计划」，只有施工中的工艺可以完成/,
      );
      const started = await send('PUT', `/api/hj/process/${id}/start`);
      assert.equal(started.body.data.state, 'running');
      assert.equal(started.body.data.startedAt, '2026-03-15 10:00:00');
      assert.match((await send('PUT', `/api/hj/process/${id}/start`)).body.message, /当前状态为「施工中」/);
      assert.match((await send('DELETE', `/api/hj/process/${id}`)).body.message, /正在施工，不能删除/);
      assert.equal((await send('PUT', `/api/hj/process/${id}/finish`)).body.data.state, 'finished');
      assert.match((await send('PUT', `/api/hj/process/${id}`, { name: '改名' })).body.message, /已完成，不能修改/);
      const log = await rows(`/api/hj/processLog/page?processId=${id}&limit=50&sort=id&order=asc`);
      assert.deepEqual(
        log.filter((r) => r.field === 'state').map((r) => [r.action, r.oldValue, r.newValue]),
        [
          ['create', undefined, 'planned'],
          ['start', 'planned', 'running'],
          ['finish', 'running', 'finished'],
        ],
      );
      assert.equal((await rows(`/api/ddc/processLog/page?processId=${id}`)).length, 0, 'the ddc log is its own');
      const ops = (await get('/api/admin/gateLog/page?limit=5')).body.data.rows;
      assert.ok(
        ops.some((r: Row) => r.opt === '完成'),
        'commands are in the operation log',
      );
    },
  );

  test('device exchanges are recorded with their author and never edited', async () => {
    const rig = (await rows('/api/hj/device/page?keyword=HJ-03'))[0]!;
    const made = await send('POST', '/api/hj/deviceExchange', {
      t: '2026-03-15 09:00:00',
      deviceId: rig.id,
      component: 'sim',
      oldCode: 'A',
      newCode: 'B',
      reason: '卡损坏',
    });
    assert.equal(made.body.data.byName, '超级管理员');
    assert.equal(made.body.data.deviceCode, 'HJ-03');
    const roller = (await rows('/api/sbgl/device/page?keyword=YL-01'))[0]!;
    assert.match(
      (
        await send('POST', '/api/hj/deviceExchange', {
          t: '2026-03-15 09:00:00',
          deviceId: roller.id,
          component: 'sim',
          newCode: 'B',
          reason: 'x',
        })
      ).body.message,
      /强夯机不存在/,
    );
    assert.equal((await send('PUT', `/api/hj/deviceExchange/${made.body.data.id}`, { reason: 'y' })).http, 404);
  });
});
