import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { deviceIdentity, deviceSpecs } from '../src/sim/site/devices.js';
import { deviceRecordSeeds, recordHistoryDays, vehicleSeeds } from '../src/sim/site/equipment.js';
import { frozenSim, removeDir, startBackend } from './helpers.js';
import { backend, get, send, sharedBackend } from './suite-backend.js';

// The equipment registries: vehicles (trucks and sprinklers on one model), device records, video
// accounts with their write-only secret and verification, warning SMS groups with masked numbers, and
// the big screen's display settings.

const sim = frozenSim();

sharedBackend({ sim });

const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('gates', () => {
  test('the test user reads none of these pages (403 40301), and a workflow user may read but not write', async () => {
    const testUser = await backend.login('test', 'test');
    for (const path of [
      '/api/ylc/vehicle/page',
      '/api/ssc/vehicle/page',
      '/api/sbgl/deviceRecord/page',
      '/api/spjk/account/page',
      '/api/spjk/account/export',
      '/api/hj/smsGroup/page',
      '/api/hj/smsGroup/1',
      '/api/szhsg/displayConfig',
    ]) {
      const reply = await get(path, testUser);
      assert.equal(reply.http, 403, path);
      assert.equal(reply.body.status, 40301, path);
    }
    const sg01 = await backend.login('sg01', 'sg01');
    assert.equal((await get('/api/ylc/vehicle/page', sg01)).body.status, 200);
    for (const [method, path, body] of [
      ['POST', '/api/ylc/vehicle', { plate: '鄂A·99999', type: 'dump', capacityT: 30 }],
      ['POST', '/api/spjk/account/1/verify', {}],
      ['PUT', '/api/szhsg/displayConfig', {}],
    ] as const) {
      const refused = await send(method, path, body, sg01);
      assert.equal(refused.http, 403, path);
      assert.equal(refused.body.status, 40301, path);
    }
  });
});

describe('vehicles', () => {
  test('the 30 seeded trucks carry the plates of their terminals; the sprinklers are the same model', async () => {
    const page = (await get('/api/ylc/vehicle/page?limit=100&sort=deviceCode')).body.data;
    assert.equal(page.total, 30);
    const specs = deviceSpecs();
    const plates = new Map(specs.filter((s) => s.kind === 'truck').map((s) => [s.code, deviceIdentity(1, s).plate]));
    for (const row of page.rows) assert.equal(row.plate, plates.get(row.deviceCode), row.deviceCode);
    assert.deepEqual(
      page.rows.slice(0, 1).map((r: Record<string, unknown>) => [r.deviceCode, r.type, r.capacityT, r.capacityM3]),
      [['YLC-001', 'dump', 30, undefined]],
    );
    assert.equal(page.rows.filter((r: { type: string }) => r.type === 'mixer').length, 10);
    const seeds = vehicleSeeds(1, specs);
    const first = page.rows[0];
    const seeded = seeds.find((s) => s.deviceCode === 'YLC-001')!;
    const masked = seeded.phone!.replace(/^(\d{3})\d{4}/, '$1****');
    assert.deepEqual([first.driver, first.phone, first.tare], [seeded.driver, masked, seeded.tare]);
    const sprinklers = (await get('/api/ssc/vehicle/page?limit=10')).body.data;
    assert.equal(sprinklers.total, 4);
    assert.equal(sprinklers.rows[0].capacityM3, 15);
    assert.ok(sprinklers.rows.every((r: { kind: string }) => r.kind === 'sprinkler'));
    const device = (await get('/api/ylc/device/page?keyword=YLC-001')).body.data.rows[0];
    assert.equal(device.plate, first.plate, 'the device page shows its vehicle’s plate');
    assert.equal((await get(`/api/ssc/vehicle/${first.id}`)).body.status, 30101, 'a truck is not a sprinkler');
  });

  test('plates, phones, ratings and terminals are checked; a plate is stored with its dot', async () => {
    const terminals = (await get('/api/ylc/device/all')).body as { id: number; code: string; plate?: string }[];
    const free = (await send('POST', '/api/ylc/device', { code: 'YLC-T01', name: '测试终端' })).body.data;
    const truck = {
      plate: '鄂A12345',
      type: 'dump',
      capacityT: 30,
      tare: 15,
      company: '测试运输',
      driver: '张三',
      phone: '13800001234',
      deviceId: free.id,
    };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...truck, plate: 'AB12345' }, /车牌号格式不正确/],
      [{ ...truck, plate: '鄂A1234' }, /车牌号格式不正确/],
      [{ ...truck, plate: '鄂AO1234' }, /车牌号格式不正确/],
      [{ ...truck, phone: '1380000123' }, /联系电话必须是 11 位手机号码/],
      [{ ...truck, phone: '23800001234' }, /联系电话必须是 11 位手机号码/],
      [{ ...truck, type: 'mixer' }, /搅拌车填写方量/],
      [{ ...truck, capacityT: null }, /自卸车填写载重/],
      [{ ...truck, type: 'sprinkler' }, /车辆类型只能是/],
      [{ ...truck, deviceId: terminals[0]!.id }, /该终端已装在车辆/],
      [{ ...truck, plate: terminals[0]!.plate!.replace('·', '') }, /车牌号已存在/],
    ];
    const sprinklerDevice = (await get('/api/sbgl/device/page?code=SSC-01')).body.data.rows[0];
    cases.push([{ ...truck, deviceId: sprinklerDevice.id }, /车载终端不存在/]);
    for (const [body, message] of cases) {
      const reply = await send('POST', '/api/ylc/vehicle', body);
      assert.equal(reply.body.status, 30101, JSON.stringify(body));
      assert.match(reply.body.message, message);
    }
    const created = await send('POST', '/api/ylc/vehicle', truck);
    assert.equal(created.body.status, 200, created.text);
    const { id, plate, kind, deviceCode } = created.body.data;
    assert.deepEqual([plate, kind, deviceCode], ['鄂A·12345', 'truck', 'YLC-T01']);
    // The driver's phone: masked in the list and export; whole in the edit form's read only with the edit code.
    assert.equal((await get('/api/ylc/vehicle/page?keyword=YLC-T01')).body.data.rows[0].phone, '138****1234');
    assert.doesNotMatch((await get('/api/ylc/vehicle/export?keyword=YLC-T01')).text, /13800001234/);
    assert.equal((await get(`/api/ylc/vehicle/${id}`)).body.data.phone, '13800001234');
    const reader = await backend.login('sg01', 'sg01');
    assert.equal((await get(`/api/ylc/vehicle/${id}`, reader)).body.data.phone, '138****1234');
    const inUse = await send('DELETE', `/api/sbgl/device/${free.id}`, undefined);
    assert.match(inUse.body.message, /装在车辆 鄂A·12345 上/);
    const mixer = await send('PUT', `/api/ylc/vehicle/${id}`, { type: 'mixer', capacityT: '', capacityM3: 9 });
    assert.equal(mixer.body.data.capacityM3, 9, mixer.text);
    assert.equal((await send('DELETE', `/api/ylc/vehicle/${id}`, undefined)).body.status, 200);
    const log = await get(`/api/admin/gateLog/page?menu=${encodeURIComponent('车辆登记')}&limit=10`);
    assert.deepEqual(log.body.data.rows.map((r: { opt: string }) => r.opt).sort(), ['删除', '新增', '编辑']);
  });
});

describe('device records', () => {
  test('a deterministic service history from the project start, filtered by device, type and time', async () => {
    const seeds = deviceRecordSeeds(1, deviceSpecs());
    const all = (await get('/api/sbgl/deviceRecord/page?limit=1')).body.data;
    assert.equal(all.total, seeds.length);
    assert.ok(seeds.length > 300);
    assert.ok(
      seeds.every(
        (r) => r.t >= '2026-01-05' && r.t < `2026-03-15` && (r.nextDue === null || r.nextDue >= r.t.slice(0, 10)),
      ),
    );
    assert.equal(recordHistoryDays, 69);
    assert.deepEqual(deviceRecordSeeds(1, deviceSpecs()), seeds, 'a pure function of the seed');
    assert.notDeepEqual(deviceRecordSeeds(2, deviceSpecs()), seeds);
    const roller = (await get('/api/sbgl/device/page?code=YL-01')).body.data.rows[0];
    const mine = (await get(`/api/sbgl/deviceRecord/page?deviceId=${roller.id}&type=maintain&limit=50`)).body.data;
    assert.equal(mine.total, seeds.filter((r) => r.deviceCode === 'YL-01' && r.type === 'maintain').length);
    assert.ok(
      mine.rows.every((r: { deviceCode: string; type: string }) => r.deviceCode === 'YL-01' && r.type === 'maintain'),
    );
    const january = (await get('/api/sbgl/deviceRecord/page?start=2026-01-05&end=2026-01-31&limit=1')).body.data;
    assert.equal(january.total, seeds.filter((r) => r.t <= '2026-01-31 23:59:59').length);
  });

  test('the next due date is not before the record; each write is logged', async () => {
    const roller = (await get('/api/sbgl/device/page?code=YL-02')).body.data.rows[0];
    const record = {
      deviceId: roller.id,
      type: 'repair',
      t: '2026-03-15 09:30:00',
      content: '更换液压油管',
      cost: 860,
      person: '李四',
      nextDue: '2026-03-14',
    };
    assert.match((await send('POST', '/api/sbgl/deviceRecord', record)).body.message, /下次到期日期不能早于记录时间/);
    assert.match(
      (await send('POST', '/api/sbgl/deviceRecord', { ...record, type: 'wash' })).body.message,
      /记录类型只能是/,
    );
    assert.match(
      (await send('POST', '/api/sbgl/deviceRecord', { ...record, t: '2026-02-30 09:00:00' })).body.message,
      /时间必须是/,
    );
    assert.match(
      (await send('POST', '/api/sbgl/deviceRecord', { ...record, cost: -1 })).body.message,
      /费用\(元\)不能小于 0/,
    );
    const created = await send('POST', '/api/sbgl/deviceRecord', { ...record, nextDue: '2026-03-15' });
    assert.equal(created.body.status, 200, created.text);
    assert.equal(created.body.data.deviceCode, 'YL-02');
    const moved = await send('PUT', `/api/sbgl/deviceRecord/${created.body.data.id}`, { t: '2026-03-16 08:00:00' });
    assert.match(moved.body.message, /下次到期日期不能早于记录时间/, 'checked against the stored due date');
    assert.match((await send('DELETE', `/api/sbgl/device/${roller.id}`, undefined)).body.message, /不能删除/);
    assert.equal((await send('DELETE', `/api/sbgl/deviceRecord/${created.body.data.id}`, undefined)).body.status, 200);
  });
});

describe('video accounts', () => {
  test('the secret is written but never read back nor exported; a blank one in an edit keeps it', async () => {
    const created = await send('POST', '/api/spjk/account', {
      platform: 'imou',
      name: '测试账号',
      appKey: 'k-123',
      secret: 'top-secret-value',
      expiry: '2026-12-31',
    });
    assert.equal(created.body.status, 200, created.text);
    const id = created.body.data.id;
    assert.equal(created.body.data.secret, undefined);
    assert.equal(created.body.data.secretSet, 1);
    for (const path of [
      '/api/spjk/account/page?limit=50',
      `/api/spjk/account/${id}`,
      '/api/spjk/account/all',
      '/api/spjk/account/export',
    ]) {
      const reply = await get(path);
      assert.doesNotMatch(reply.text, /top-secret-value/, path);
      assert.doesNotMatch(reply.text, /"secret"/, path);
    }
    assert.ok(!csvLines((await get('/api/spjk/account/export')).text)[0]!.includes('Secret'));
    const edited = await send('PUT', `/api/spjk/account/${id}`, { name: '测试账号（改）', secret: '' });
    assert.equal(edited.body.data.secretSet, 1, 'a blank secret keeps the stored one');
    const cleared = await send('PUT', `/api/spjk/account/${id}`, { secret: null });
    assert.equal(cleared.body.data.secretSet, 1, 'null is "unchanged" too');
    assert.match(
      (await send('POST', '/api/spjk/account', { platform: 'other', name: 'x', appKey: 'k' })).body.message,
      /平台只能是/,
    );
    assert.equal((await send('DELETE', `/api/spjk/account/${id}`, undefined)).body.status, 200);
  });

  test('verify records what the platform knows: ok, no secret, expired; at site time, logged', async () => {
    const rows = (await get('/api/spjk/account/page?limit=10')).body.data.rows as {
      id: number;
      name: string;
      cameras: number;
    }[];
    const byName = (name: string) => rows.find((r) => r.name === name)!;
    assert.equal(byName('现场视频平台').cameras, 16);
    assert.equal(byName('驾驶室视频').cameras, 4);
    const verify = async (id: number) => (await send('POST', `/api/spjk/account/${id}/verify`, undefined)).body;
    const ok = await verify(byName('现场视频平台').id);
    assert.equal(ok.status, 200);
    assert.deepEqual([ok.data.verifyResult, ok.data.lastVerified], ['ok', '2026-03-15 10:00:00']);
    assert.equal((await verify(byName('大华平台（试用）').id)).data.verifyResult, 'noSecret');
    const expired = (
      await send('POST', '/api/spjk/account', {
        platform: 'ezviz',
        name: '过期账号',
        appKey: 'old',
        secret: 's',
        expiry: '2026-03-14',
      })
    ).body.data;
    assert.equal((await verify(expired.id)).data.verifyResult, 'expired');
    await send('PUT', `/api/spjk/account/${expired.id}`, { expiry: '2026-03-15' });
    assert.equal((await verify(expired.id)).data.verifyResult, 'ok', 'valid through its expiry day');
    assert.match(
      (await send('DELETE', `/api/spjk/account/${byName('现场视频平台').id}`, undefined)).body.message,
      /仍有 16 个摄像头使用/,
    );
    const log = await get(
      `/api/admin/gateLog/page?menu=${encodeURIComponent('视频账号管理')}&opt=${encodeURIComponent('验证')}&limit=10`,
    );
    assert.ok(log.body.data.rows.length >= 4);
  });
});

describe('warning SMS groups', () => {
  test(
    'one seeded group per level for hj and znys, filtered by ' + 'domain, numbers masked in lists and exports',
    async () => {
      const hj = (await get('/api/hj/smsGroup/page?domain=hj')).body.data;
      assert.equal(hj.total, 3);
      assert.deepEqual(
        hj.rows.map((r: { level: number }) => r.level),
        [1, 2, 3],
      );
      assert.equal((await get('/api/hj/smsGroup/page?domain=znys')).body.data.total, 3);
      for (const row of hj.rows) assert.match(row.recipients, /^([^:,]+:100\*{4}\d{4})(, [^:,]+:100\*{4}\d{4})*$/);
      const all = (await get('/api/hj/smsGroup/all')).body as { recipients: string }[];
      assert.ok(all.every((r) => !/\d{11}/.test(r.recipients)));
      assert.doesNotMatch((await get('/api/hj/smsGroup/export')).text, /1\d{10}/);
    },
  );

  test(
    'the edit form’s read is full for holders of the edit code only; recipients, quiet hours and levels are ' +
      'checked',
    async () => {
      const group = {
        name: '测试组',
        domain: 'hj',
        level: 2,
        recipients: '张三：13800001234；李四:13912345678',
        quietFrom: '22:00',
        quietTo: '07:00',
      };
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ ...group, recipients: '张三 13800001234' }, /接收人格式不正确/],
        [{ ...group, recipients: '张三:1380000123' }, /不是 11 位手机号码/],
        [{ ...group, recipients: '张三:13800001234,李四:13800001234' }, /重复/],
        [{ ...group, recipients: ' , ' }, /接收人不能为空/],
        [{ ...group, level: 4 }, /预警等级不能大于 3/],
        [{ ...group, quietFrom: '24:00' }, /免打扰开始必须是 HH:mm/],
        [{ ...group, quietTo: '' }, /同时填写或同时留空/],
        [{ ...group, domain: 'bhz' }, /业务域只能是/],
      ];
      for (const [body, message] of cases) {
        const reply = await send('POST', '/api/hj/smsGroup', body);
        assert.equal(reply.body.status, 30101, JSON.stringify(body));
        assert.match(reply.body.message, message);
      }
      const created = await send('POST', '/api/hj/smsGroup', { ...group, domain: undefined });
      assert.equal(created.body.status, 200, created.text);
      assert.equal(created.body.data.domain, 'hj', 'hj by default');
      assert.equal(
        created.body.data.recipients,
        '张三:13800001234, 李四:13912345678',
        'the holder sees the stored pairs',
      );
      const id = created.body.data.id;
      assert.equal((await get(`/api/hj/smsGroup/${id}`)).body.data.recipients, '张三:13800001234, 李四:13912345678');
      const listed = (await get('/api/hj/smsGroup/page?name=测试组')).body.data.rows[0];
      assert.equal(listed.recipients, '张三:138****1234, 李四:139****5678');
      const sg01 = await backend.login('sg01', 'sg01');
      assert.equal(
        (await get(`/api/hj/smsGroup/${id}`, sg01)).body.data.recipients,
        '张三:138****1234, 李四:139****5678',
        'a reader without the edit code sees the mask',
      );
      assert.equal((await send('PUT', `/api/hj/smsGroup/${id}`, { enabled: 0 }, sg01)).http, 403);
      const disabled = await send('PUT', `/api/hj/smsGroup/${id}`, { enabled: 0, quietFrom: '', quietTo: '' });
      assert.deepEqual([disabled.body.data.enabled, disabled.body.data.quietFrom], [0, undefined]);
      assert.equal((await send('DELETE', `/api/hj/smsGroup/${id}`, undefined)).body.status, 200);
    },
  );
});

describe('big screen display settings', () => {
  test('defaults until saved; tiles are switches and at least one stays on', async () => {
    const first = (await get('/api/szhsg/displayConfig')).body.data;
    assert.deepEqual(
      [first.rotationSeconds, first.refreshSeconds, first.tilePlants, first.tileBatches],
      [20, 30, 1, 1],
    );
    const off = {
      ...first,
      tilePlants: 0,
      tileDevices: 0,
      tileAlarms: 0,
      tileProgress: 0,
      tileMiniPlan: 0,
      tileBatches: 0,
    };
    assert.match((await send('PUT', '/api/szhsg/displayConfig', off)).body.message, /至少显示一个板块/);
    assert.match(
      (await send('PUT', '/api/szhsg/displayConfig', { ...first, tileAlarms: 2 })).body.message,
      /预警不能大于 1/,
    );
    assert.match(
      (await send('PUT', '/api/szhsg/displayConfig', { ...first, title: '' })).body.message,
      /大屏标题不能为空/,
    );
    const saved = await send('PUT', '/api/szhsg/displayConfig', {
      ...off,
      tileAlarms: 1,
      title: '站坪施工',
      rotationSeconds: 15,
    });
    assert.equal(saved.body.status, 200, saved.text);
    assert.deepEqual(
      [saved.body.data.title, saved.body.data.tileAlarms, saved.body.data.tilePlants, saved.body.data.updName],
      ['站坪施工', 1, 0, 'admin'],
    );
  });
});

describe('site migration', () => {
  test('an older data folder gets the equipment registries once, on the plates its devices carry', async () => {
    const older = await startBackend({ sim });
    await older.close();
    const db = new Database(path.join(older.dataDir, 'platform.db'));
    db.exec(`DELETE FROM veh_vehicle; DELETE FROM sbgl_device_record; DELETE FROM spjk_account; DELETE
      FROM pdca_sms_group;
      UPDATE site_device SET plate = '鄂A·00001' WHERE code = 'YLC-001';
      UPDATE meta SET value = '4' WHERE key = 'site_version';`);
    db.close();
    for (let start = 0; start < 2; start++) {
      const upgraded = await startBackend({ sim, dataDir: older.dataDir });
      try {
        const token = await upgraded.login('admin', 'admin');
        const trucks = (await upgraded.call('GET', '/api/ylc/vehicle/page?limit=1&sort=deviceCode', { token })).body
          .data;
        assert.equal(trucks.total, 30);
        assert.equal(trucks.rows[0].plate, '鄂A·00001');
        assert.equal((await upgraded.call('GET', '/api/hj/smsGroup/page', { token })).body.data.total, 6);
        assert.equal((await upgraded.call('GET', '/api/spjk/account/page', { token })).body.data.total, 3);
      } finally {
        await upgraded.close();
      }
    }
    removeDir(older.dataDir);
  });
});
