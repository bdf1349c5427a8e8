import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { removeDir, startBackend, type TestBackend } from './helpers.js';

const api = '/api/admin/user/tableSettings';
const saved = { hidden: ['email'], order: ['name', 'username'], widths: { name: 220 } };

describe('column settings kept per user', () => {
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

  test('a user reads back what they saved, and only they do', async () => {
    const put = await backend.call('PUT', `${api}/userManager.main`, { token: admin, body: saved });
    assert.equal(put.body.status, 200);
    const mine = await backend.call('GET', api, { token: admin });
    assert.deepEqual(mine.body.data, { 'userManager.main': saved });
    const theirs = await backend.call('GET', api, { token: operator });
    assert.deepEqual(theirs.body.data, {});
    // The same key for another user is another row.
    await backend.call('PUT', `${api}/userManager.main`, {
      token: operator,
      body: { hidden: [], order: [], widths: { username: 90 } },
    });
    assert.deepEqual((await backend.call('GET', api, { token: admin })).body.data, { 'userManager.main': saved });
  });

  test('saving again replaces the table’s settings, and a reset puts the table back', async () => {
    const next = { hidden: [], order: ['email'], widths: {} };
    await backend.call('PUT', `${api}/userManager.main`, { token: admin, body: next });
    assert.deepEqual((await backend.call('GET', api, { token: admin })).body.data['userManager.main'], next);
    const reset = await backend.call('DELETE', `${api}/userManager.main`, { token: admin });
    assert.equal(reset.body.status, 200);
    assert.deepEqual((await backend.call('GET', api, { token: admin })).body.data, {});
  });

  test('settings that are not a table’s columns are refused whole', async () => {
    const refused = async (body: unknown) => {
      const res = await backend.call('PUT', `${api}/userManager.main`, { token: admin, body });
      assert.equal(res.body.status, 30101, JSON.stringify(body));
      assert.match(String(res.body.message), /列设置不合法|请求体/);
    };
    await refused({ hidden: [], order: [] });
    await refused({ ...saved, extra: 1 });
    await refused({ ...saved, hidden: ['<script>'] });
    await refused({ ...saved, widths: { name: 10 } });
    await refused({ ...saved, widths: { name: 1.5 } });
    await refused({ ...saved, order: Array.from({ length: 81 }, (_, i) => `c${i}`) });
    await refused([saved]);
    assert.deepEqual((await backend.call('GET', api, { token: admin })).body.data, {});
    // A key the router does not read as a code is not a route at all.
    const badKey = await backend.call('PUT', `${api}/1table`, { token: admin, body: saved });
    assert.notEqual(badKey.body.status, 200);
  });

  test('without a token nothing is read or written', async () => {
    assert.equal((await backend.call('GET', api)).body.status, 40101);
    assert.equal((await backend.call('PUT', `${api}/userManager.main`, { body: saved })).body.status, 40101);
  });
});
