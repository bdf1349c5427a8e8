import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { crews } from '../src/sim/site/crews.js';
import { frozenSim } from './helpers.js';
import { backend, get, send, sharedBackend } from './suite-backend.js';

// The compaction registry and log pages (src/modules/compaction-*.ts): menu-gated reads, element-gated
// writes, the process state machine and its process-log rows, and the one-active-group rule with its
// history. The configuration (roller models, colour bands) and the templates and base data are in
// compaction-config.test.ts.

const sim = frozenSim();

sharedBackend({ sim });

async function layerId(code: string): Promise<{ id: number; sectionId: number }> {
  const rows = (await get('/api/site/layer/all')).body as { id: number; code: string; sectionId: number }[];
  return rows.find((l) => l.code === code)!;
}

describe('seeded compaction registry', () => {
  test("processes carry the crews' process codes; the crews' ones run", async () => {
    const znys = (await get('/api/znys/process/all')).body as { code: string; state: string; groupCode?: string }[];
    const zd = (await get('/api/zd/process/all')).body as { code: string; state: string }[];
    for (const crew of crews.filter((c) => c.domain === 'znys' || c.domain === 'zd')) {
      const process = [...znys, ...zd].find((p) => p.code === crew.process!.code);
      assert.equal(process?.state, 'running', crew.code);
    }
    assert.equal(znys.find((p) => p.code === 'GY-ZNYS-S2-L6')?.groupCode, 'ZNYS-1');
    assert.equal(znys.find((p) => p.code === 'GY-ZNYS-S2-L7')?.state, 'planned');
    assert.equal(zd.find((p) => p.code === 'GY-ZD-S2-L1')?.state, 'stopped');
    assert.ok(znys.every((p) => p.code.startsWith('GY-ZNYS-')));
    assert.ok(zd.every((p) => p.code.startsWith('GY-ZD-')));
  });

  test('roller models count the devices using them; groups come from the crews', async () => {
    const models = (await get('/api/znys/rollerModel/all')).body as { model: string; devices: number }[];
    assert.deepEqual(Object.fromEntries(models.map((m) => [m.model, m.devices])), {
      '6626E': 6,
      SSR220C: 4,
      XD133: 4,
      XP303: 4,
    });
    const groups = (await get('/api/znys/deviceGroup/page?limit=50')).body.data.rows as {
      code: string;
      members: number;
    }[];
    assert.deepEqual(
      groups.map((g) => [g.code, g.members]),
      [
        ['ZNYS-1', 5],
        ['ZNYS-2', 2],
        ['ZNYS-3', 7],
      ],
    );
    assert.equal((await get('/api/zd/group/page')).body.data.total, 2);
    const colours = (await get('/api/znys/colorTable/all')).body as { metric: string }[];
    assert.deepEqual([...new Set(colours.map((c) => c.metric))].sort(), ['cmv', 'passes', 'speed', 'temp']);
  });
});

describe('gates', () => {
  test(
    'the test user reads what its menus show (the znysManager ' + 'pages) and nothing else; it may not write',
    async () => {
      const test = await backend.login('test', 'test');
      for (const path of ['/api/znys/process/page', '/api/znys/colorTable/all'])
        assert.equal((await get(path, test)).http, 200, path);
      for (const path of [
        '/api/zd/process/page',
        '/api/znys/rollerModel/page',
        '/api/znys/deviceGroup/page',
        '/api/znys/groupMember/all',
        '/api/znys/groupHistory/page',
        '/api/znys/colorBand/page',
      ]) {
        const reply = await get(path, test);
        assert.equal(reply.http, 403, path);
        assert.equal(reply.body.status, 40301, path);
      }
      const process = ((await get('/api/znys/process/all', test)).body as { id: number }[])[0]!;
      const refused = await send('PUT', `/api/znys/process/${process.id}/stop`, {}, test);
      assert.equal(refused.http, 403);
      assert.equal(refused.body.status, 40301);
      assert.equal(
        (await send('POST', '/api/znys/rollerModel', { maker: 'x', model: 'x', rollerClass: 'static' }, test)).http,
        403,
      );
    },
  );
});

describe('processes', () => {
  test('validation: required fields, bounds, a layer of the section and of the module', async () => {
    const l7 = await layerId('S2-L7');
    const s1 = await layerId('S1-L1');
    const base = { code: 'GY-TEST-1', name: '测试工艺', sectionId: l7.sectionId, layerId: l7.id, targetPassesSteel: 4 };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, code: '' }, /工艺编号不能为空/],
      [{ ...base, targetPassesSteel: 0 }, /钢轮目标遍数不能小于 1/],
      [{ ...base, breakdownTempMin: 400 }, /初压最低温度\(°C\)不能大于 250/],
      [{ ...base, layerId: s1.id }, /结构层不存在/],
      [{ ...base, sectionId: s1.sectionId }, /不属于所选标段/],
      [{ ...base, code: 'GY-ZNYS-S2-L6' }, /工艺编号已存在/],
    ];
    for (const [body, message] of cases) {
      const reply = await send('POST', '/api/znys/process', body);
      assert.equal(reply.body.status, 30101, JSON.stringify(body));
      assert.match(reply.body.message, message);
    }
    const zd = await send('POST', '/api/zd/process', {
      code: 'GY-TEST-ZD',
      name: 'x',
      sectionId: l7.sectionId,
      layerId: l7.id,
      targetPassesStatic: 2,
      targetPassesVib: 4,
    });
    assert.match(zd.body.message, /结构层不存在/, 'an asphalt layer is not vibratory compaction');
  });

  test(
    'start and stop: a state machine, each move in the process ' + 'log at site time, refusals from the wrong state',
    async () => {
      const layer = await layerId('S2-L7');
      const created = await send('POST', '/api/znys/process', {
        code: 'GY-TEST-SM',
        name: '状态测试',
        sectionId: layer.sectionId,
        layerId: layer.id,
        targetPassesSteel: 6,
      });
      assert.equal(created.body.status, 200, created.text);
      const id = created.body.data.id;
      assert.equal(created.body.data.state, 'planned');
      assert.equal(created.body.data.speedMaxSteel, 3, 'the default');
      assert.match(
        (await send('PUT', `/api/znys/process/${id}/stop`, {})).body.message,
        /未在进行中（计划中），不能停止/,
      );
      const started = await send('PUT', `/api/znys/process/${id}/start`, {});
      assert.equal(started.body.data.state, 'running');
      assert.equal(started.body.data.startedAt, '2026-03-15 10:00:00');
      assert.match((await send('PUT', `/api/znys/process/${id}/start`, {})).body.message, /已在进行中，不能重复开始/);
      assert.match((await send('DELETE', `/api/znys/process/${id}`, undefined)).body.message, /正在进行中，请先停止/);
      const stopped = await send('PUT', `/api/znys/process/${id}/stop`, {});
      assert.equal(stopped.body.data.state, 'stopped');
      const log = (await get('/api/znys/processLog/page?processCode=GY-TEST-SM&limit=10')).body.data.rows as {
        action: string;
        t: string;
        byName: string;
        domain: string;
      }[];
      assert.deepEqual(log.map((r) => r.action).sort(), ['finish', 'start']);
      assert.ok(log.every((r) => r.t === '2026-03-15 10:00:00' && r.byName === '超级管理员' && r.domain === 'znys'));
      const gate = await get(`/api/admin/gateLog/page?menu=${encodeURIComponent('工艺管理')}&limit=10`);
      assert.ok((gate.body.data.rows as { opt: string }[]).some((r) => r.opt === '开始'));
    },
  );

  test('one running process per layer', async () => {
    const running = (
      (await get('/api/znys/process/all?state=running')).body as { layerId: number; sectionId: number; code: string }[]
    ).find((p) => p.code === 'GY-ZNYS-S2-L6')!;
    const twin = await send('POST', '/api/znys/process', {
      code: 'GY-TEST-TWIN',
      name: '同层',
      sectionId: running.sectionId,
      layerId: running.layerId,
      targetPassesSteel: 4,
    });
    const reply = await send('PUT', `/api/znys/process/${twin.body.data.id}/start`, {});
    assert.match(reply.body.message, /已有进行中的工艺 GY-ZNYS-S2-L6/);
  });
});

describe('groups', () => {
  test('a device works in one active group; every change is in the history', async () => {
    const groups = (await get('/api/znys/deviceGroup/all')).body as { id: number; code: string }[];
    const znys1 = groups.find((g) => g.code === 'ZNYS-1')!;
    const created = await send('POST', '/api/znys/deviceGroup', { code: 'G-TEST', name: '测试分组' });
    assert.equal(created.body.status, 200, created.text);
    const group = created.body.data;
    assert.equal(group.active, 1);
    const yl01 = (await get('/api/znys/device/page?keyword=YL-01')).body.data.rows[0];
    const busy = await send('POST', '/api/znys/groupMember', { groupId: group.id, deviceId: yl01.id, role: 'steel' });
    assert.match(busy.body.message, /设备 YL-01 已在启用的分组 ZNYS-1 中/);
    const members = (await get(`/api/znys/groupMember/all?groupId=${znys1.id}`)).body as {
      id: number;
      deviceCode: string;
    }[];
    const member = members.find((m) => m.deviceCode === 'YL-01')!;
    assert.equal((await send('DELETE', `/api/znys/groupMember/${member.id}`, undefined)).body.status, 200);
    const added = await send('POST', '/api/znys/groupMember', { groupId: group.id, deviceId: yl01.id, role: 'steel' });
    assert.equal(added.body.status, 200, added.text);
    assert.match(
      (await send('POST', '/api/znys/groupMember', { groupId: group.id, deviceId: yl01.id, role: 'steel' })).body
        .message,
      /已在分组 G-TEST 中/,
    );
    assert.match(
      (await send('PUT', `/api/znys/groupMember/${added.body.data.id}`, { role: 'paver' })).body.message,
      /只有摊铺机/,
    );
    const zdDevice = (await get('/api/zd/device/page?keyword=ZD-01')).body.data.rows[0];
    assert.match(
      (await send('POST', '/api/znys/groupMember', { groupId: group.id, deviceId: zdDevice.id, role: 'vibratory' }))
        .body.message,
      /设备不存在/,
    );
    // ZNYS-1 cannot take YL-01 back while G-TEST holds it; deactivating ZNYS-1 and activating it again is checked too.
    assert.equal((await send('PUT', `/api/znys/deviceGroup/${group.id}`, { active: 0 })).body.status, 200);
    assert.equal(
      (await send('POST', '/api/znys/groupMember', { groupId: znys1.id, deviceId: yl01.id, role: 'steel' })).body
        .status,
      200,
    );
    assert.match(
      (await send('PUT', `/api/znys/deviceGroup/${group.id}`, { active: 1 })).body.message,
      /已在启用的分组 ZNYS-1 中/,
    );
    const history = (await get('/api/znys/groupHistory/page?deviceCode=YL-01&limit=20')).body.data.rows as {
      groupCode: string;
      change: string;
      byName: string;
    }[];
    assert.deepEqual(
      history.map((h) => `${h.groupCode}:${h.change}`),
      ['ZNYS-1:memberAdd', 'G-TEST:memberAdd', 'ZNYS-1:memberRemove', 'ZNYS-1:memberAdd'],
    );
    assert.deepEqual(
      history.map((h) => h.byName),
      ['超级管理员', '超级管理员', '超级管理员', 'system'],
    );
    const own = (await get('/api/znys/groupHistory/page?groupCode=G-TEST&limit=20')).body.data.rows as {
      change: string;
    }[];
    assert.deepEqual(
      own.map((h) => h.change),
      ['deactivate', 'memberAdd', 'create'],
    );
  });

  test("a group follows its process's section and layer", async () => {
    const process = (
      (await get('/api/zd/process/all')).body as { id: number; code: string; sectionName: string; layerName: string }[]
    ).find((p) => p.code === 'GY-ZD-S2-L2')!;
    const group = await send('POST', '/api/zd/group', { code: 'ZD-TEST', name: '振动测试', processId: process.id });
    assert.equal(group.body.data.layerName, process.layerName);
    assert.equal(group.body.data.processCode, 'GY-ZD-S2-L2');
    const znysProcess = ((await get('/api/znys/process/all')).body as { id: number }[])[0]!;
    assert.match(
      (await send('PUT', `/api/zd/group/${group.body.data.id}`, { processId: znysProcess.id })).body.message,
      /工艺不存在/,
    );
    assert.match(
      (await send('DELETE', `/api/zd/process/${process.id}`, undefined)).body.message,
      /仍被分组 ZD-TEST 使用/,
    );
  });
});
