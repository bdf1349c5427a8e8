import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { removeDir, startBackend, type TestBackend } from './helpers.js';

const api = '/api/admin/watermark';

describe('the console watermark setting', () => {
  let backend: TestBackend;
  let admin: string;
  let operator: string;

  before(async () => {
    backend = await startBackend();
    admin = await backend.login('admin', 'admin');
    operator = await backend.login('test', 'test');
  });
  after(async () => {
    await backend.close();
    removeDir(backend.dataDir);
  });

  test('off until an administrator turns it on; every signed-in user reads it', async () => {
    for (const token of [admin, operator]) {
      const res = await backend.call('GET', api, { token });
      assert.deepEqual(res.body.data, { enabled: false, text: '' });
    }
    assert.equal((await backend.call('GET', api)).body.status, 40101);
  });

  test('the users’ page button changes it, logged; others are refused', async () => {
    const info = (await backend.call('GET', '/api/admin/user/front/info', { token: admin })).body;
    assert.ok(info.elements.some((e: { code: string }) => e.code === 'userManager:btn_watermark'));
    const refused = await backend.call('PUT', api, { token: operator, body: { enabled: true, text: '' } });
    assert.equal(refused.http, 403);
    const put = await backend.call('PUT', api, { token: admin, body: { enabled: true, text: ' 内部资料 ' } });
    assert.equal(put.body.status, 200);
    assert.equal(put.body.data.text, '内部资料');
    const read = (await backend.call('GET', api, { token: operator })).body.data;
    assert.equal(read.enabled, true);
    assert.equal(read.text, '内部资料');
    assert.equal(read.updName, 'admin');
    const log = await backend.call('GET', '/api/admin/gateLog/page?page=1&limit=5', { token: admin });
    assert.ok(log.body.data.rows.some((r: { opt: string }) => r.opt === '水印设置'));
  });

  test('a setting that is not one is refused whole', async () => {
    for (const body of [
      { enabled: 'yes', text: '' },
      { enabled: true },
      { enabled: true, text: 'x'.repeat(31) },
      { enabled: true, text: '<b>' },
      { enabled: true, text: '', extra: 1 },
    ]) {
      const res = await backend.call('PUT', api, { token: admin, body });
      assert.equal(res.body.status, 30101, JSON.stringify(body));
    }
    assert.equal((await backend.call('GET', api, { token: admin })).body.data.text, '内部资料');
  });
});
