import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { type DictValue, valueLabel } from '@console/contract/dict';
import { sbglDevice as device } from '@console/contract/equipment/resources';
import { labelOf } from '@console/contract/field';
import { deviceSpecs } from '../src/sim/site/devices.js';
import { frozenSim, removeDir, startBackend, type TestBackend } from './helpers.js';
import { sheetRows } from './sheet-rows.js';
import { settled } from './sim-site.js';

// The module APIs served by definition (src/modules/): menu-gated reads, element-gated writes in the
// operation log, validation, sort whitelists, CSV export, the console's sign-ins in the login log, and
// the versioned migration that brings the workflow roles to older data folders.

const sim = frozenSim();

let backend: TestBackend;
let admin: string;
const dirs: string[] = [];

before(async () => {
  backend = await startBackend({ sim });
  dirs.push(backend.dataDir);
  admin = await backend.login('admin', 'admin');
});
after(async () => {
  await backend?.close();
  dirs.forEach(removeDir);
});

const get = (path: string, token = admin) => backend.call('GET', path, { token });
const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
const send = (method: string, path: string, body: unknown, token = admin) =>
  backend.call(method, path, { token, body });

describe('module reads', () => {
  test('the device registry pages every seeded device, sorted on the server within the whitelist', async () => {
    const page = await get('/api/sbgl/device/page?limit=500&sort=code&order=desc');
    assert.equal(page.body.status, 200);
    assert.equal(page.body.data.total, deviceSpecs().length);
    const codes = page.body.data.rows.map((r: { code: string }) => r.code);
    assert.deepEqual(codes, [...codes].sort().reverse());
    const roller = page.body.data.rows.find((r: { code: string }) => r.code === 'YL-01');
    assert.equal(roller.kind, 'roller');
    assert.equal(typeof roller.sectionName, 'string');
    assert.equal(roller.password, undefined);
    const refused = await get('/api/sbgl/device/page?sort=params');
    assert.equal(refused.body.status, 30101);
    assert.match(refused.body.message, /参数 sort 只能是/);
    const narrowed = await get('/api/sbgl/device/page?kind=rammer&limit=50');
    assert.ok(narrowed.body.data.rows.every((r: { kind: string }) => r.kind === 'rammer'));
    assert.equal(narrowed.body.data.total, deviceSpecs().filter((s) => s.kind === 'rammer').length);
    assert.equal((await get('/api/sbgl/device/page?kind=spaceship')).body.status, 30101);
  });

  test('a module page is a slice of the registry', async () => {
    const page = await get('/api/hj/device/page?limit=100');
    assert.equal(page.body.data.total, deviceSpecs().filter((s) => s.kind === 'rammer').length);
    const roller = (await get('/api/sbgl/device/page?keyword=YL-01')).body.data.rows[0];
    assert.equal((await get(`/api/hj/device/${roller.id}`)).body.status, 30101, 'a roller is not a rammer');
  });

  test('reads need the menu: the test user gets 403 40301 outside its menus', async () => {
    const test = await backend.login('test', 'test');
    for (const path of [
      '/api/sbgl/device/page',
      '/api/sbgl/device/all',
      '/api/sbgl/device/export',
      '/api/znys/loginLog/page',
      '/api/sbgl/device/1',
    ]) {
      const reply = await get(path, test);
      assert.equal(reply.http, 403, path);
      assert.equal(reply.body.status, 40301, path);
    }
    assert.equal((await get('/api/site/section/all', test)).http, 200, 'sections are a shared lookup');
    assert.equal((await backend.call('GET', '/api/sbgl/device/page')).body.status, 40101);
  });

  test('the export streams every matching row as CSV with the labels as header', async () => {
    const reply = await get('/api/sbgl/device/export?kind=rammer');
    assert.equal(reply.http, 200);
    assert.match(reply.headers.get('content-type') ?? '', /^text\/csv/);
    assert.match(reply.headers.get('content-disposition') ?? '', /attachment; filename="sbgl-device.csv"/);
    const lines = reply.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    assert.equal(lines[0]!.split(',')[0], '设备编号');
    assert.equal(lines.length - 1, deviceSpecs().filter((s) => s.kind === 'rammer').length);
  });

  test('an export speaks the reader’s language: headers and coded values labelled, as CSV or .xlsx', async () => {
    const kinds = (await get('/api/dict/dictValue/type/deviceKind')).body.data.rows as DictValue[];
    const rammer = kinds.find((k) => k.value === 'rammer')!;
    const fields = device.fields.filter((f) => !f.secret);
    const kindColumn = fields.findIndex((f) => f.name === 'kind');
    for (const lang of ['zh', 'en'] as const) {
      const lines = csvLines((await get(`/api/sbgl/device/export?kind=rammer&lang=${lang}`)).text);
      assert.deepEqual(lines[0], fields.map((f) => labelOf(f, lang)).join(','), `${lang} headers`);
      assert.equal(lines[1]!.split(',')[kindColumn], valueLabel(rammer, lang), `${lang} kind labelled`);
      const reply = await fetch(`${backend.base}/api/sbgl/device/export?kind=rammer&lang=${lang}&format=xlsx`, {
        headers: { authorization: admin },
      });
      assert.match(reply.headers.get('content-disposition') ?? '', /filename="sbgl-device.xlsx"/);
      const rows = await sheetRows(Buffer.from(await reply.arrayBuffer()));
      assert.deepEqual(
        rows[0],
        fields.map((f) => labelOf(f, lang)),
      );
      assert.equal(rows.length, lines.length, 'the sheet has the CSV’s rows');
      assert.equal(rows[1]![kindColumn], valueLabel(rammer, lang));
    }
    assert.notEqual(valueLabel(rammer, 'zh'), valueLabel(rammer, 'en'), 'the dictionary has both words');
    for (const bad of ['lang=fr', 'format=pdf'])
      assert.equal((await get(`/api/sbgl/device/export?${bad}`)).http, 400, bad);
  });

  test('device states: the latest per device, and the samples of a time range', async () => {
    // today's samples are written by the back-fill, which a loaded machine may not have finished
    await settled(backend);
    const latest = await get('/api/znys/deviceState/latest/page?limit=100');
    assert.equal(latest.body.data.total, deviceSpecs().filter((s) => s.kind === 'roller' || s.kind === 'paver').length);
    const history = await get('/api/znys/deviceState/page?start=2026-03-15&end=2026-03-15&limit=5');
    assert.equal(history.body.status, 200);
    assert.ok(history.body.data.total > 0);
    assert.ok(history.body.data.rows.every((r: { t: string }) => r.t.startsWith('2026-03-15')));
    const backwards = await get('/api/znys/deviceState/page?start=2026-03-16&end=2026-03-15');
    assert.equal(backwards.body.status, 30101);
  });
});

describe('module writes', () => {
  const device = {
    code: 'TEST-DEV-1',
    name: '测试设备',
    kind: 'roller',
    model: 'XS263J',
    maker: '徐工',
    status: 'inUse',
    imei: '860000000000001',
  };

  test('bad input is refused with a message naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...device, code: '' }, /设备编号不能为空/],
      [{ ...device, code: 'bad code!' }, /设备编号只能包含/],
      [{ ...device, kind: 'spaceship' }, /设备类型只能是/],
      [{ ...device, imei: '12' }, /IMEI 必须是 15 位数字/],
      [{ ...device, sectionId: 999999 }, /标段不存在/],
      [{ ...device, name: 'x'.repeat(65) }, /设备名称长度不能超过 64/],
      [{ ...device, code: 'YL-01' }, /设备编号已存在: YL-01/],
    ];
    for (const [body, message] of cases) {
      const reply = await send('POST', '/api/sbgl/device', body);
      assert.equal(reply.body.status, 30101, JSON.stringify(body));
      assert.match(reply.body.message, message);
    }
    assert.equal((await send('POST', '/api/sbgl/device', [])).body.status, 30101);
  });

  test('create, edit and delete; each write in the operation log under the screen title', async () => {
    const created = await send('POST', '/api/sbgl/device', device);
    assert.equal(created.body.status, 200, created.text);
    const id = created.body.data.id;
    assert.equal(created.body.data.crtTime, undefined, 'the view shows what the page needs');
    assert.equal(created.body.data.updTime.length, 19);
    const edited = await send('PUT', `/api/sbgl/device/${id}`, { name: '测试设备（改）', status: 'repair' });
    assert.equal(edited.body.data.name, '测试设备（改）');
    assert.equal(edited.body.data.code, device.code, 'absent fields stay as they are');
    assert.equal((await send('DELETE', `/api/sbgl/device/${id}`, undefined)).body.status, 200);
    assert.equal((await get(`/api/sbgl/device/${id}`)).body.status, 30101);
    const log = await get('/api/admin/gateLog/page?menu=设备信息&limit=10');
    assert.deepEqual(log.body.data.rows.map((r: { opt: string }) => r.opt).sort(), ['删除', '新增', '编辑']);
  });

  test('a device with monitoring data keeps its code and cannot be deleted', async () => {
    const roller = (await get('/api/sbgl/device/page?keyword=YL-01')).body.data.rows[0];
    const renamed = await send('PUT', `/api/sbgl/device/${roller.id}`, { code: 'YL-99' });
    assert.match(renamed.body.message, /已有监测数据，编号不能修改/);
    const deleted = await send('DELETE', `/api/sbgl/device/${roller.id}`, undefined);
    assert.match(deleted.body.message, /不能删除/);
  });

  test('a module registry gives new devices its kind and refuses others', async () => {
    const created = await send('POST', '/api/hj/device', { code: 'HJ-TEST', name: '测试强夯机' });
    assert.equal(created.body.data.kind, 'rammer');
    const other = await send('POST', '/api/hj/device', { code: 'HJ-TEST2', name: 'x', kind: 'roller' });
    assert.equal(other.body.status, 30101);
  });

  test('writes need the element code: a workflow user reads the registry but may not change it', async () => {
    const sg01 = await backend.login('sg01', 'sg01');
    assert.equal((await get('/api/sbgl/device/page', sg01)).body.status, 200);
    const refused = await send('POST', '/api/sbgl/device', { ...device, code: 'TEST-DEV-2' }, sg01);
    assert.equal(refused.http, 403);
    assert.equal(refused.body.status, 40301);
  });

  test('a SIM card bound to a device cannot be deleted', async () => {
    const card = (await get('/api/sbgl/simCard/page?limit=1&sort=iccid')).body.data.rows[0];
    assert.ok(card.deviceCode);
    assert.match((await send('DELETE', `/api/sbgl/simCard/${card.id}`, undefined)).body.message, /仍绑定设备/);
    const bad = await send('POST', '/api/sbgl/simCard', { iccid: '123', msisdn: '13800000000', carrier: 'cmcc' });
    assert.match(bad.body.message, /ICCID 必须是/);
  });
});

describe('spare parts', () => {
  test('the stock follows the records in and out, and never goes below zero', async () => {
    const part = (
      await send('POST', '/api/sbgl/sparePart', { code: 'SP-TEST', name: '液压油滤芯', unit: '个', minStock: 4 })
    ).body.data;
    assert.equal(part.stock, 0);
    assert.equal(part.low, 1);
    const record = (direction: string, qty: number) =>
      send('POST', '/api/sbgl/sparePartRecord', {
        partId: part.id,
        direction,
        qty,
        person: '张三',
        t: '2026-03-15 09:00:00',
      });
    const incoming = (await record('in', 5)).body.data;
    const outgoing = (await record('out', 3)).body.data;
    assert.equal(outgoing.partCode, 'SP-TEST');
    assert.equal((await get(`/api/sbgl/sparePart/${part.id}`)).body.data.stock, 2);
    assert.match((await record('out', 5)).body.message, /出库数量超过库存：备件 SP-TEST 现有 2 个/);
    assert.match(
      (await send('DELETE', `/api/sbgl/sparePartRecord/${incoming.id}`, undefined)).body.message,
      /库存为负/,
    );
    assert.equal((await send('DELETE', `/api/sbgl/sparePartRecord/${outgoing.id}`, undefined)).body.status, 200);
    assert.equal((await get(`/api/sbgl/sparePart/${part.id}`)).body.data.stock, 5);
    assert.match((await send('DELETE', `/api/sbgl/sparePart/${part.id}`, undefined)).body.message, /已有出入库记录/);
    assert.equal(
      (await send('PUT', `/api/sbgl/sparePartRecord/${incoming.id}`, { qty: 1 })).body.status,
      404,
      'records are not edited',
    );
  });
});

describe('group templates (master and detail)', () => {
  test(
    'the seeded templates with their roles; roles are listed by ' + 'template, unique per class, and go with it',
    async () => {
      const page = (await get('/api/znys/groupTemplate/page')).body.data;
      assert.equal(page.total, 3);
      const asphalt = page.rows.find((t: { name: string }) => t.name === '沥青面层碾压组');
      assert.deepEqual([asphalt.roles, asphalt.rollers], [3, 5]);
      const roles = (await get(`/api/znys/groupTemplateRole/all?templateId=${asphalt.id}`)).body as {
        rollerClass: string;
      }[];
      assert.deepEqual(
        roles.map((r) => r.rollerClass),
        ['steel', 'rubber', 'steelFinish'],
      );
      const created = (await send('POST', '/api/znys/groupTemplate', { name: '测试模板', layerKind: 'base' })).body
        .data;
      const role = await send('POST', '/api/znys/groupTemplateRole', {
        templateId: created.id,
        rollerClass: 'rubber',
        count: 2,
        targetPasses: 5,
      });
      assert.equal(role.body.status, 200);
      const twice = await send('POST', '/api/znys/groupTemplateRole', {
        templateId: created.id,
        rollerClass: 'rubber',
        count: 1,
        targetPasses: 5,
      });
      assert.match(twice.body.message, /已有这一类别/);
      assert.equal((await get(`/api/znys/groupTemplate/${created.id}`)).body.data.rollers, 2);
      await send('DELETE', `/api/znys/groupTemplate/${created.id}`, undefined);
      assert.equal((await get(`/api/znys/groupTemplateRole/${role.body.data.id}`)).body.status, 30101);
    },
  );
});

describe('settings pages', () => {
  test('the defaults until saved; a save is checked, kept and logged; only holders of btn_save may save', async () => {
    const first = await get('/api/hj/config');
    assert.equal(first.body.status, 200);
    assert.equal(first.body.data.offlineTimeoutSeconds, 120);
    assert.equal(first.body.data.updTime, undefined);
    const bad = await send('PUT', '/api/hj/config', { ...first.body.data, matchRadiusM: 50 });
    assert.match(bad.body.message, /点位匹配半径\(m\)不能大于 10/);
    const blank = await send('PUT', '/api/hj/config', { ...first.body.data, offlineTimeoutSeconds: '' });
    assert.match(blank.body.message, /离线超时\(秒\)不能为空/);
    const saved = await send('PUT', '/api/hj/config', { ...first.body.data, offlineTimeoutSeconds: 300 });
    assert.equal(saved.body.data.offlineTimeoutSeconds, 300);
    assert.equal(saved.body.data.updName, 'admin');
    assert.equal((await get('/api/hj/config')).body.data.offlineTimeoutSeconds, 300);
    const log = await get(`/api/admin/gateLog/page?menu=${encodeURIComponent('全局配置')}&limit=5`);
    assert.equal(log.body.data.rows[0].opt, '保存');
    const sg01 = await backend.login('sg01', 'sg01');
    assert.equal((await get('/api/hj/config', sg01)).body.status, 200);
    assert.equal((await send('PUT', '/api/hj/config', saved.body.data, sg01)).http, 403);
    assert.equal((await get('/api/hj/config', await backend.login('test', 'test'))).http, 403);
  });
});

describe('the console in the site logs', () => {
  test('a console sign-in and a failed one are in the login log at site time', async () => {
    await backend.call('POST', '/api/auth/jwt/token', { body: { username: 'admin', password: 'wrong' } });
    const token = await backend.login('admin', 'admin');
    const rows = (await get('/api/znys/loginLog/page?client=web&limit=50', token)).body.data.rows as {
      userName: string;
      result: string;
      loginTime: string;
      logoutTime?: string;
    }[];
    assert.ok(rows.some((r) => r.userName === 'admin' && r.result === 'fail'));
    const success = rows.find((r) => r.userName === 'admin' && r.result === 'success');
    assert.equal(success?.loginTime, '2026-03-15 10:00:00');
    await backend.call('POST', '/api/auth/jwt/invalid', { token });
    const after = (await get('/api/znys/loginLog/page?client=web&result=success&limit=1', admin)).body.data.rows[0];
    assert.equal(after.logoutTime, '2026-03-15 10:00:00');
    assert.equal(after.duration, 0);
  });
});

describe('platform migration', () => {
  test('an older data folder gets the workflow roles and users once', async () => {
    const older = await startBackend({ sim });
    dirs.push(older.dataDir);
    await older.close();
    const db = new Database(path.join(older.dataDir, 'platform.db'));
    db.exec(`DELETE FROM base_group_member WHERE userId IN (SELECT id FROM base_user
      WHERE username IN ('sg01', 'jl01', 'zhb01'));
      DELETE FROM base_user WHERE username IN ('sg01', 'jl01', 'zhb01');
      DELETE FROM base_resource_authority WHERE authorityId IN (SELECT id FROM base_group
      WHERE code IN ('contractorRole', 'supervisorRole', 'hqRole'));
      DELETE FROM base_group WHERE code IN ('contractorRole', 'supervisorRole', 'hqRole');
      DELETE FROM meta WHERE key = 'schema_version';`);
    db.close();
    const upgraded = await startBackend({ sim, dataDir: older.dataDir });
    try {
      const token = await upgraded.login('jl01', 'jl01');
      assert.equal((await upgraded.call('GET', '/api/sbgl/device/page', { token })).body.status, 200);
      const adminToken = await upgraded.login('admin', 'admin');
      const roles = await upgraded.call('GET', '/api/admin/group/all?groupType=1', { token: adminToken });
      const codes = (roles.body as { code: string }[]).map((g) => g.code);
      for (const code of ['contractorRole', 'supervisorRole', 'hqRole'])
        assert.equal(codes.filter((c) => c === code).length, 1, code);
    } finally {
      await upgraded.close();
    }
  });
});
