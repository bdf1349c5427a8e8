import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { frozenSim } from './helpers.js';
import { liveBackend } from './live-stream.js';
import { settled } from './sim-site.js';

// Data scopes: a role reaches the rows of some sections only, in lists, single reads, exports, writes and the live
// channel, and an administrator's change holds from the next request.

const live = liveBackend({ sim: frozenSim(1) });
const backend = live.backend;

type Row = Record<string, unknown>;
const rows = async (token: string, url: string): Promise<Row[]> => {
  const res = await backend.call('GET', url, { token });
  assert.equal(res.body.status ?? 200, 200, JSON.stringify(res.body).slice(0, 200));
  return (res.body.data?.rows ?? res.body) as Row[];
};

async function sectionIds(admin: string): Promise<Record<string, number>> {
  const all = await rows(admin, '/api/site/section/all');
  return Object.fromEntries(all.map((s) => [String(s.code), Number(s.id)]));
}

async function roleOf(admin: string, code: string): Promise<number> {
  const all = (await backend.call('GET', '/api/admin/group/all', { token: admin })).body as Row[];
  return Number(all.find((g) => g.code === code)!.id);
}

describe('data scopes', () => {
  test('the seeded contractor of one section reads only its rows: lists, one row, exports, lookups', async () => {
    await settled(backend);
    const admin = await backend.login('admin', 'admin');
    const sg02 = await backend.login('sg02', 'sg02');
    const ids = await sectionIds(admin);
    const all = await rows(admin, '/api/sbgl/device/page?page=1&limit=500');
    const mine = await rows(sg02, '/api/sbgl/device/page?page=1&limit=500');
    assert.ok(mine.length > 0 && mine.length < all.length, `${mine.length} of ${all.length}`);
    assert.ok(mine.every((d) => d.sectionId === ids.S2));
    assert.equal(mine.length, all.filter((d) => d.sectionId === ids.S2).length);
    // Another section's device by its id: as if it did not exist.
    const other = all.find((d) => d.sectionId === ids.S1)!;
    const one = await backend.call('GET', `/api/sbgl/device/${String(other.id)}`, { token: sg02 });
    assert.equal(one.body.status, 30101);
    assert.match(one.body.message, /不存在/);
    const csv = await backend.call('GET', '/api/sbgl/device/export', { token: sg02 });
    assert.equal(String(csv.text).trim().split('\n').length - 1, mine.length);
    assert.deepEqual(
      (await rows(sg02, '/api/site/section/all')).map((s) => s.code),
      ['S2'],
    );
    // Batches follow their plant (the asphalt plant serves S2, the concrete plant S1), trips their truck, problems
    // their alarm's device.
    const total = async (token: string, url: string) =>
      (await backend.call('GET', `${url}/page?page=1&limit=1`, { token })).body.data.total as number;
    assert.ok((await total(admin, '/api/bhz/lqBatch')) > 0);
    assert.equal(await total(sg02, '/api/bhz/lqBatch'), await total(admin, '/api/bhz/lqBatch'));
    assert.ok((await total(admin, '/api/bhz/snBatch')) > 0);
    assert.equal(await total(sg02, '/api/bhz/snBatch'), 0);
    for (const url of ['/api/ylc/trip', '/api/pdca/problem']) {
      const [a, m] = [await total(admin, url), await total(sg02, url)];
      assert.ok(m > 0 && m < a, `${url}: ${m} of ${a}`);
    }
  });

  test('statistics, maps, camera trees and monitors keep the reader’s sections', async () => {
    await settled(backend);
    const admin = await backend.login('admin', 'admin');
    const sg02 = await backend.login('sg02', 'sg02');
    const ids = await sectionIds(admin);
    const data = async (token: string, url: string) => {
      const res = await backend.call('GET', url, { token });
      assert.equal(res.body.status, 200, `${url}: ${JSON.stringify(res.body).slice(0, 200)}`);
      return res.body.data;
    };
    const range = 'start=2026-03-08&end=2026-03-15';
    const kpi = (answer: { kpis: { key: string; value: number }[] }, key: string) =>
      answer.kpis.find((k) => k.key === key)!.value;
    const problems = `/api/pdca/problem/statistics?domain=znys&${range}`;
    const [allProblems, myProblems] = [await data(admin, problems), await data(sg02, problems)];
    assert.ok(kpi(myProblems, 'problems') > 0 && kpi(myProblems, 'problems') < kpi(allProblems, 'problems'));
    const alarms = `/api/trend/alarmGrade?${range}`;
    const [allAlarms, myAlarms] = [await data(admin, alarms), await data(sg02, alarms)];
    assert.ok(myAlarms.kpis[0].value < allAlarms.kpis[0].value, JSON.stringify([myAlarms.kpis, allAlarms.kpis]));
    // The truck map: only the trucks of S2, and another section's truck's track is not found.
    const devices = await rows(admin, '/api/sbgl/device/page?page=1&limit=500');
    const sectionOf = new Map(devices.map((d) => [Number(d.id), d.sectionId]));
    const trucks = (await data(sg02, '/api/ylc/location')).vehicles as Row[];
    const allTrucks = (await data(admin, '/api/ylc/location')).vehicles as Row[];
    assert.ok(trucks.length > 0 && trucks.length < allTrucks.length, `${trucks.length} of ${allTrucks.length}`);
    assert.ok(trucks.every((v) => sectionOf.get(Number(v.id)) === ids.S2));
    const foreign = allTrucks.find((v) => sectionOf.get(Number(v.id)) !== ids.S2)!;
    const track = await backend.call(
      'GET',
      `/api/ylc/track?vehicleId=${String(foreign.id)}&start=2026-03-15 06:00:00&end=2026-03-15 10:00:00`,
      { token: sg02 },
    );
    assert.equal(track.body.status, 30101);
    // The camera tree holds S2's node only; the compaction monitor S2's crews' areas only.
    const tree = (await data(sg02, '/api/spjk/camera/tree')).nodes as Row[];
    assert.deepEqual(
      tree.map((n) => n.code),
      ['S2'],
    );
    const monitor = '/api/znys/monitor/overview?day=2026-03-14';
    const [allAreas, myAreas] = [(await data(admin, monitor)).areas, (await data(sg02, monitor)).areas] as Row[][];
    assert.ok(myAreas.length > 0 && myAreas.length < allAreas.length, `${myAreas.length} of ${allAreas.length}`);
    const foreignArea = allAreas.find((a) => !myAreas.some((m) => m.id === a.id))!;
    const cell = `/api/znys/workArea/${String(foreignArea.id)}/cell?x=0&y=0`;
    assert.match((await backend.call('GET', cell, { token: sg02 })).body.message, /作业面不存在/);
  });

  test('plant, ramming, roller and sprinkler statistics count the reader’s sections only', async () => {
    await settled(backend);
    const admin = await backend.login('admin', 'admin');
    const sg02 = await backend.login('sg02', 'sg02');
    const data = async (token: string, url: string) => {
      const res = await backend.call('GET', url, { token });
      assert.equal(res.body.status, 200, `${url}: ${JSON.stringify(res.body).slice(0, 200)}`);
      return res.body.data;
    };
    const kpi = (answer: { kpis: { key: string; value: number }[] }, key: string) =>
      answer.kpis.find((k) => k.key === key)!.value;
    const range = 'start=2026-03-08&end=2026-03-15';
    // The asphalt plant serves S2, the concrete plant S1.
    const lq = `/api/bhz/production?plantType=lq&${range}`;
    assert.deepEqual((await data(sg02, lq)).plants, (await data(admin, lq)).plants);
    const sn = `/api/bhz/production?plantType=sn&${range}`;
    assert.ok((await data(admin, sn)).plants.length > 0);
    assert.deepEqual((await data(sg02, sn)).plants, []);
    assert.ok((await data(admin, sn)).total.batches > 0);
    assert.equal((await data(sg02, sn)).total.batches, 0);
    // The rammers work in S3: none of their hits for S2's contractor.
    const hj = `/api/hj/summary?${range}`;
    assert.ok(kpi(await data(admin, hj), 'hits') > 0);
    assert.equal(kpi(await data(sg02, hj), 'hits'), 0);
    const states = `/api/znys/deviceState/statistics?${range}`;
    const [allDevices, myDevices] = [
      kpi(await data(admin, states), 'devices'),
      kpi(await data(sg02, states), 'devices'),
    ];
    assert.ok(myDevices > 0 && myDevices < allDevices, `${myDevices} of ${allDevices}`);
    const ratio = `/api/trend/passRatio?${range}`;
    const [allRatio, myRatio] = [await data(admin, ratio), await data(sg02, ratio)];
    assert.notDeepEqual(myRatio.views, allRatio.views);
  });

  test('an administrator sets a role’s scope (element-gated, logged, checked) and it holds at once', async () => {
    const admin = await backend.login('admin', 'admin');
    const sg02 = await backend.login('sg02', 'sg02');
    const ids = await sectionIds(admin);
    const role = await roleOf(admin, 'sectionContractorRole');
    const api = `/api/admin/group/${role}/dataScope`;
    const read = (await backend.call('GET', api, { token: admin })).body.data;
    assert.equal(read.dataScope, 'deptTree');
    assert.deepEqual(
      read.sections.map((s: Row) => s.code),
      ['S1', 'S2', 'S3'],
    );
    assert.equal(
      (await backend.call('PUT', api, { token: sg02, body: { dataScope: 'all', sectionIds: [] } })).http,
      403,
    );
    for (const body of [
      { dataScope: 'everything', sectionIds: [] },
      { dataScope: 'sections', sectionIds: [] },
      { dataScope: 'sections', sectionIds: [999_999] },
      { dataScope: 'sections', sectionIds: ['1'] },
      { dataScope: 'all' },
      { dataScope: 'all', sectionIds: [], extra: 1 },
    ]) {
      const res = await backend.call('PUT', api, { token: admin, body });
      assert.equal(res.body.status, 30101, JSON.stringify(body));
    }
    const put = await backend.call('PUT', api, { token: admin, body: { dataScope: 'sections', sectionIds: [ids.S1] } });
    assert.deepEqual([put.body.data.dataScope, put.body.data.sectionIds], ['sections', [ids.S1]]);
    const now = await rows(sg02, '/api/sbgl/device/page?page=1&limit=500');
    assert.ok(now.length > 0 && now.every((d) => d.sectionId === ids.S1));
    await backend.call('PUT', api, { token: admin, body: { dataScope: 'self', sectionIds: [] } });
    assert.equal((await rows(sg02, '/api/sbgl/device/page?page=1&limit=500')).length, 0);
    await backend.call('PUT', api, { token: admin, body: { dataScope: 'deptTree', sectionIds: [] } });
    assert.ok((await rows(sg02, '/api/sbgl/device/page?page=1&limit=500')).every((d) => d.sectionId === ids.S2));
    const log = await backend.call('GET', '/api/admin/gateLog/page?page=1&limit=20', { token: admin });
    assert.ok(log.body.data.rows.some((r: Row) => r.opt === '数据权限'));
  });

  test('a write that would put a row outside the writer’s sections is refused', async () => {
    const admin = await backend.login('admin', 'admin');
    const ids = await sectionIds(admin);
    const type = (await backend.call('GET', '/api/admin/groupType/all', { token: admin })).body[0].id;
    const group = await backend.call('POST', '/api/admin/group', {
      token: admin,
      body: { code: 'scopeWriter', name: 'scopeWriter', groupType: type, parentId: -1 },
    });
    const groupId = group.body.data.id;
    const menu = ((await backend.call('GET', '/api/admin/menu/all', { token: admin })).body as Row[]).find(
      (m) => m.code === 'sbglDeviceManager',
    )!;
    await backend.call('PUT', `/api/admin/group/${groupId}/authority/menu?menuTrees=${String(menu.id)}`, {
      token: admin,
    });
    const elements = (
      await backend.call('GET', `/api/admin/element/list?menuId=${String(menu.id)}&limit=50`, {
        token: admin,
      })
    ).body.data.rows as Row[];
    for (const e of elements.filter((e) => ['btn_add', 'btn_edit'].some((s) => String(e.code).endsWith(s))))
      await backend.call(
        'PUT',
        `/api/admin/group/${groupId}/authority/element/add?menuId=${String(menu.id)}&elementId=${String(e.id)}`,
        {
          token: admin,
        },
      );
    await backend.call('PUT', `/api/admin/group/${groupId}/dataScope`, {
      token: admin,
      body: { dataScope: 'sections', sectionIds: [ids.S1] },
    });
    const added = await backend.call('POST', '/api/admin/user/add', {
      token: admin,
      body: { username: 'scopew', name: 'scopew', password: 'scopew-1' },
    });
    await backend.call('PUT', `/api/admin/group/${groupId}/user?members=${added.body.data.id}&leaders=`, {
      token: admin,
    });
    const writer = await backend.login('scopew', 'scopew-1');
    const device = (sectionId: number, code: string) => ({
      code,
      name: code,
      kind: 'roller',
      sectionId,
      status: 'inUse',
    });
    const refused = await backend.call('POST', '/api/sbgl/device', { token: writer, body: device(ids.S2, 'SCOPE-2') });
    assert.equal(refused.body.status, 30101, JSON.stringify(refused.body));
    assert.match(refused.body.message, /数据范围/);
    const made = await backend.call('POST', '/api/sbgl/device', { token: writer, body: device(ids.S1, 'SCOPE-1') });
    assert.equal(made.body.status, 200, JSON.stringify(made.body));
    const id = made.body.data.id;
    const moved = await backend.call('PUT', `/api/sbgl/device/${id}`, {
      token: writer,
      body: { ...device(ids.S2, 'SCOPE-1'), id },
    });
    assert.match(moved.body.message, /数据范围/);
    assert.equal((await backend.call('GET', `/api/sbgl/device/${id}`, { token: admin })).body.data.sectionId, ids.S1);
  });

  test('the live channel tells a reader only its sections’ events, and follows a changed scope', async () => {
    const admin = await backend.login('admin', 'admin');
    const sg02 = await backend.login('sg02', 'sg02');
    const ids = await sectionIds(admin);
    const stream = await live.open(sg02, 'alarm');
    assert.deepEqual(JSON.parse((await stream.next('ready')).data).accepted, ['alarm']);
    const pulse = (sectionId: number) =>
      backend.call('POST', '/__test/live/pulse', { body: { topic: 'alarm', perSecond: 10, seconds: 0.2, sectionId } });
    await pulse(ids.S1);
    await assert.rejects(stream.next('alarm', 800));
    await pulse(ids.S2);
    assert.equal(JSON.parse((await stream.next('alarm', 2000)).data).sectionId, ids.S2);
    await stream.settle(300, 2000);
    const role = await roleOf(admin, 'sectionContractorRole');
    await backend.call('PUT', `/api/admin/group/${role}/dataScope`, {
      token: admin,
      body: { dataScope: 'sections', sectionIds: [ids.S1] },
    });
    await stream.next('perm', 2000);
    await pulse(ids.S1);
    assert.equal(JSON.parse((await stream.next('alarm', 2000)).data).sectionId, ids.S1);
    stream.close();
    await backend.call('PUT', `/api/admin/group/${role}/dataScope`, {
      token: admin,
      body: { dataScope: 'deptTree', sectionIds: [] },
    });
  });

  test('a frame of positions carries only the reader’s sections’ vehicles', async () => {
    const admin = await backend.login('admin', 'admin');
    const sg02 = await backend.login('sg02', 'sg02');
    const ids = await sectionIds(admin);
    const devices = await rows(admin, '/api/sbgl/device/page?page=1&limit=500');
    const sectionOf = new Map(devices.map((d) => [Number(d.id), d.sectionId]));
    const all = await live.open(admin, 'ylc.pos');
    const ready = await all.next('ready');
    const frame = JSON.parse((await all.next('ylc.pos', 3000)).data) as { v: [number][] };
    // The same event replayed to the contractor (from the position before it): filtered for its sections.
    const mine = await live.open(sg02, 'ylc.pos', { 'last-event-id': ready.id! });
    const myFrame = JSON.parse((await mine.next('ylc.pos', 3000)).data) as { v: [number][] };
    assert.ok(myFrame.v.length > 0 && myFrame.v.length < frame.v.length, `${myFrame.v.length} of ${frame.v.length}`);
    assert.ok(myFrame.v.every(([id]) => sectionOf.get(id) === ids.S2));
    assert.deepEqual(
      myFrame.v,
      frame.v.filter(([id]) => sectionOf.get(id) === ids.S2),
    );
    all.close();
    mine.close();
  });
});
