import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { removeDir, startBackend, type TestBackend } from './helpers.js';

// The data dictionary: the type tree, values by type for any signed-in user, element-gated writes with
// the refusals an administrator meets (a type with children or values, a duplicate value, a cycle).

let backend: TestBackend;
let admin: string;

before(async () => {
  backend = await startBackend({});
  admin = await backend.login('admin', 'admin');
});
after(async () => {
  await backend?.close();
  removeDir(backend.dataDir);
});

const get = (path: string, token = admin) => backend.call('GET', path, { token });
const send = (method: string, path: string, body: unknown, token = admin) =>
  backend.call(method, path, { token, body });

describe('dictionary', () => {
  test('the seeded type tree is rooted at -1 and nests the types under their groups', async () => {
    const tree = await get('/api/dict/dictType/tree');
    assert.equal(tree.http, 200);
    assert.deepEqual(
      tree.body.map((n: { code: string }) => n.code),
      ['base', 'device', 'site', 'alarm', 'plant', 'lab', 'compaction', 'ramming', 'transport', 'pdca'],
    );
    // The lab standards arrive with migration v3, below their own root.
    const lab = tree.body.find((n: { code: string }) => n.code === 'lab');
    assert.deepEqual(
      lab.children.map((n: { code: string; valueCount: number }) => [n.code, n.valueCount]),
      [
        ['labVerdict', 3],
        ['labStandard', 8],
      ],
    );
    const device = tree.body.find((n: { code: string }) => n.code === 'device');
    assert.equal(device.parentId, -1);
    const kinds = device.children.find((n: { code: string }) => n.code === 'deviceKind');
    assert.equal(kinds.valueCount, 13);
    assert.deepEqual(kinds.children, []);
  });

  test('values of a type: any signed-in user reads them by code, labels in both languages', async () => {
    const user = await backend.login('test', 'test');
    const values = await get('/api/dict/dictValue/type/deviceStatus', user);
    assert.equal(values.body.status, 200);
    assert.equal(values.body.data.total, 4);
    assert.deepEqual(values.body.data.rows[0], {
      id: values.body.data.rows[0].id,
      typeId: values.body.data.rows[0].typeId,
      code: 'deviceStatus_inUse',
      value: 'inUse',
      labelDefault: '在用',
      labelZhCh: '在用',
      labelEnUs: 'In use',
      orderNum: 0,
    });
    assert.equal((await get('/api/dict/dictValue/type/nothing', user)).body.data.total, 0);
    // The tree and the editable lists are the dictionary screen's.
    assert.equal((await get('/api/dict/dictType/tree', user)).http, 403);
    assert.equal((await get('/api/dict/dictValue/page', user)).body.status, 40301);
  });

  test('writes: add a type below another, its values, refusals, then delete in order', async () => {
    const base = (await get('/api/dict/dictType/page?code=base')).body.data.rows[0];
    const created = await send('POST', '/api/dict/dictType', { code: 'weather', name: '天气', parentId: base.id });
    assert.equal(created.body.status, 200, JSON.stringify(created.body));
    const typeId = created.body.data.id;
    assert.equal(created.body.data.parentId, base.id);
    assert.match(
      (await send('POST', '/api/dict/dictType', { code: '9x', name: '坏编码' })).body.message,
      /编码以字母开头/,
    );
    assert.match(
      (await send('POST', '/api/dict/dictType', { code: 'weather', name: '重复' })).body.message,
      /类型编码已存在/,
    );
    assert.match(
      (await send('POST', '/api/dict/dictType', { code: 'orphan', name: '孤儿', parentId: 999999 })).body.message,
      /上级字典类型不存在/,
    );
    assert.match(
      (await send('PUT', `/api/dict/dictType/${base.id}`, { parentId: typeId })).body.message,
      /不能把字典类型移到它自己或它的下级之下/,
    );

    const value = await send('POST', '/api/dict/dictValue', {
      typeId,
      code: 'weather_rain',
      value: 'rain',
      labelDefault: '雨',
      labelZhCh: '雨',
      labelEnUs: 'Rain',
    });
    assert.equal(value.body.status, 200);
    assert.equal(value.body.data.typeCode, 'weather');
    assert.match(
      (await send('POST', '/api/dict/dictValue', { typeId, code: 'weather_rain2', value: 'rain', labelDefault: '雨' }))
        .body.message,
      /该类型已有值 rain/,
    );
    assert.match(
      (await send('POST', '/api/dict/dictValue', { typeId, code: 'weather_x', value: 'x' })).body.message,
      /默认标签不能为空/,
    );
    const page = await get(`/api/dict/dictValue/page?typeId=${typeId}`);
    assert.equal(page.body.data.total, 1);

    assert.match((await send('DELETE', `/api/dict/dictType/${base.id}`, undefined)).body.message, /下还有子类型/);
    assert.match((await send('DELETE', `/api/dict/dictType/${typeId}`, undefined)).body.message, /下还有字典值/);
    assert.equal((await send('DELETE', `/api/dict/dictValue/${value.body.data.id}`, undefined)).body.status, 200);
    assert.equal((await send('DELETE', `/api/dict/dictType/${typeId}`, undefined)).body.status, 200);

    const log = await get('/api/admin/gateLog/page?limit=5');
    assert.ok(
      log.body.data.rows.some((r: { menu: string; opt: string }) => r.menu === '数据字典' && r.opt === '删除'),
      JSON.stringify(log.body.data.rows.slice(0, 2)),
    );
  });

  test('several types in one read, keyed by type code; a type the dictionary lacks answers empty', async () => {
    const user = await backend.login('test', 'test');
    const answer = await get('/api/dict/dictValue/types?codes=sex,flowState,nothing,sex', user);
    assert.equal(answer.body.status, 200);
    assert.deepEqual(Object.keys(answer.body.data), ['sex', 'flowState', 'nothing']);
    assert.deepEqual(
      answer.body.data.sex.map((v: { code: string; value: string; labelEnUs: string }) => [
        v.code,
        v.value,
        v.labelEnUs,
      ]),
      [
        ['sex_1', '男', 'Male'],
        ['sex_2', '女', 'Female'],
      ],
    );
    // The order is the dictionary's (orderNum), not the codes'.
    assert.deepEqual(
      answer.body.data.flowState.map((v: { value: string }) => v.value),
      ['0', '10', '20', '30', '40', '50', '60'],
    );
    // A value that makes no valid code is numbered by its position.
    const parties = await get('/api/dict/dictValue/type/problemParty', user);
    assert.deepEqual(
      parties.body.data.rows.map((v: { code: string; value: string }) => [v.code, v.value]),
      [
        ['problemParty_1', '施工单位'],
        ['problemParty_2', '监理单位'],
        ['problemParty_3', '指挥部'],
      ],
    );
    assert.deepEqual(answer.body.data.nothing, []);
    for (const bad of [
      '',
      'codes=',
      'codes=a%20b',
      `codes=${Array.from({ length: 51 }, (_, i) => `t${i}`).join(',')}`,
    ]) {
      assert.equal((await get(`/api/dict/dictValue/types?${bad}`, user)).body.status, 30101, bad);
    }
  });

  test('writes need the element code', async () => {
    const user = await backend.login('test', 'test');
    const refused = await send('POST', '/api/dict/dictType', { code: 'nope', name: '不行' }, user);
    assert.equal(refused.http, 403);
  });
});

test('a blank optional field of a new row takes its default', async () => {
  const created = await send('POST', '/api/dict/dictType', { code: 'blankOrder', name: '空排序', orderNum: '' });
  assert.equal(created.body.status, 200, JSON.stringify(created.body));
  assert.equal(created.body.data.orderNum, 0);
  assert.equal(created.body.data.parentId, -1);
  assert.equal((await send('DELETE', `/api/dict/dictType/${created.body.data.id}`, undefined)).body.status, 200);
});

test('an older data folder gets the missing types and values once; what an administrator edited stays', async () => {
  const older = await startBackend({});
  await older.close();
  const db = new Database(path.join(older.dataDir, 'platform.db'));
  // As v4 left it: no business types, sex coded 1 / 2, one label edited by an administrator.
  db.exec(`DELETE FROM dict_value WHERE typeId IN (SELECT id FROM dict_type WHERE code IN ('flowState', 'pdca'));
    DELETE FROM dict_type WHERE code IN ('flowState', 'pdca');
    UPDATE dict_value SET value = '1' WHERE code = 'sex_1';
    UPDATE dict_value SET value = '2' WHERE code = 'sex_2';
    DELETE FROM dict_value WHERE code = 'deviceKind_camera';
    UPDATE dict_value SET labelZhCh = '摊铺设备' WHERE code = 'deviceKind_paver';
    UPDATE meta SET value = '4' WHERE key = 'schema_version';`);
  db.close();
  const upgraded = await startBackend({ dataDir: older.dataDir });
  try {
    const token = await upgraded.login('admin', 'admin');
    const answer = (await upgraded.call('GET', '/api/dict/dictValue/types?codes=sex,flowState,deviceKind', { token }))
      .body.data;
    assert.deepEqual(
      answer.sex.map((v: { value: string }) => v.value),
      ['男', '女'],
    );
    assert.equal(answer.flowState.length, 7);
    assert.equal(answer.deviceKind.length, 13);
    assert.equal(answer.deviceKind.find((v: { value: string }) => v.value === 'paver').labelZhCh, '摊铺设备');
    const tree = (await upgraded.call('GET', '/api/dict/dictType/tree', { token })).body as {
      code: string;
      children: { code: string }[];
    }[];
    assert.deepEqual(tree.find((n) => n.code === 'pdca')!.children.map((n) => n.code)[0], 'flowState');
  } finally {
    await upgraded.close();
    removeDir(older.dataDir);
  }
});
