import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { routeTable } from '../src/modules/index.js';
import { removeDir, startBackend, type TestBackend } from './helpers.js';

/**
 * Routes any signed-in user may call without a menu or an element, each for a reason: the user's own session and
 * password, the shell's reads every page makes, and the live stream (whose topics are authorized one by one).
 */
const OPEN_TO_EVERY_USER = new Map<string, string>([
  ['GET /api/admin/user/front/info', 'the signed-in user and the codes they hold'],
  ['GET /api/admin/user/front/menus', 'the signed-in user’s own menu tree'],
  ['GET /api/admin/user/front/menu/all', 'the sidebar’s titles and icons'],
  ['PUT /api/admin/user/updatePassword', 'one’s own password'],
  ['GET /api/admin/user/tableSettings', 'one’s own column settings'],
  ['PUT /api/admin/user/tableSettings/{key}', 'one’s own column settings'],
  ['DELETE /api/admin/user/tableSettings/{key}', 'one’s own column settings'],
  ['GET /api/admin/watermark', 'whether the console lays the reader’s name over every screen'],
  ['GET /api/admin/element/user', 'one’s own element codes'],
  ['GET /api/admin/element/user/menu', 'one’s own element codes'],
  ['GET /api/dict/dictValue/type/{code}', 'dictionary labels every screen shows'],
  ['GET /api/dict/dictValue/types', 'dictionary labels every screen shows'],
  ['GET /api/site/layer/page', 'the site’s layers, which every business screen filters by'],
  ['GET /api/site/layer/all', 'the site’s layers'],
  ['GET /api/site/layer/export', 'the site’s layers'],
  ['GET /api/site/layer/:id', 'the site’s layers'],
  ['GET /api/site/section/page', 'the site’s sections, which every business screen filters by'],
  ['GET /api/site/section/all', 'the site’s sections'],
  ['GET /api/site/section/export', 'the site’s sections'],
  ['GET /api/site/section/:id', 'the site’s sections'],
  ['GET /api/site/sim/status', 'whether the site’s data is still arriving (the shell’s notice)'],
  ['GET /api/live/stream', 'each topic is authorized by its own menus'],
  ['POST /api/v2/spans', 'the console’s own trace spans'],
]);

describe('route-gate inventory', () => {
  test('every non-public route needs a menu or an element, apart from the named list', () => {
    const ungated = routeTable()
      .filter((d) => !d.public && !d.menus?.length && !d.permission)
      .flatMap((d) => (typeof d.method === 'string' ? [d.method] : d.method).map((m) => `${m} ${d.path}`));
    assert.deepEqual(ungated.sort(), [...OPEN_TO_EVERY_USER.keys()].sort());
  });

  test('every administration read needs an administration menu', () => {
    for (const d of routeTable()) {
      if (!d.path.startsWith('/api/admin/') || d.method !== 'GET' || OPEN_TO_EVERY_USER.has(`GET ${d.path}`)) continue;
      assert.ok(d.menus?.length || d.permission, `${d.path} is not gated`);
    }
  });
});

describe('administration reads and the operation log without the administration menus', () => {
  let backend: TestBackend;
  let tokens: Record<string, string>;
  const reads = routeTable()
    .filter((d) => d.path.startsWith('/api/admin/') && d.method === 'GET' && d.menus?.length)
    .map((d) => d.path.replaceAll(':id', '1'));

  before(async () => {
    backend = await startBackend();
    const admin = await backend.login('admin', 'admin');
    const added = await backend.call('POST', '/api/admin/user/add', {
      token: admin,
      body: { username: 'nogroups', name: '无角色', password: 'nogroups-1' },
    });
    assert.equal(added.body.status, 200);
    tokens = {
      admin,
      sg01: await backend.login('sg01', 'sg01'),
      nogroups: await backend.login('nogroups', 'nogroups-1'),
    };
  });
  after(async () => {
    await backend.close();
    removeDir(backend.dataDir);
  });

  test('there are reads to check, the operation log among them', () => {
    assert.ok(reads.length >= 25, `${reads.length} reads`);
    assert.ok(reads.includes('/api/admin/gateLog/page'));
    assert.ok(reads.includes('/api/admin/user/page'));
  });

  for (const who of ['sg01', 'nogroups']) {
    test(`${who} gets 403 on every administration read`, async () => {
      const answered: string[] = [];
      for (const path of reads) {
        const r = await backend.call('GET', path, { token: tokens[who] });
        if (r.http !== 403 || r.body?.status !== 40301) answered.push(`${path} → ${r.http}`);
      }
      assert.deepEqual(answered, []);
    });
  }

  test('the administrator still reads them all', async () => {
    for (const path of ['/api/admin/user/page', '/api/admin/gateLog/page', '/api/admin/group/all']) {
      assert.equal((await backend.call('GET', path, { token: tokens.admin })).http, 200, path);
    }
  });
});
