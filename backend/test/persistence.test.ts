import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { removeDir, startBackend, tempDataDir } from './helpers.js';

test('data survives a restart and the seed runs only once', async () => {
  const dataDir = tempDataDir();
  try {
    const first = await startBackend({ dataDir, seedBulkUsers: 5 });
    const admin = await first.login('admin', 'admin');
    await first.call('POST', '/api/admin/user/add', {
      token: admin,
      body: { username: 'persisted', name: 'P', password: 'secret1' },
    });
    await first.call(
      'PUT',
      '/api/admin/user/updatePassword?oldPassword=admin&newPassword1=admin2&newPassword2=admin2',
      { token: admin },
    );
    const before = {
      users: (await first.call('GET', '/api/admin/user/all', { token: admin })).body.length,
      menus: (await first.call('GET', '/api/admin/menu/all', { token: admin })).body.length,
      groups: (await first.call('GET', '/api/admin/group/all', { token: admin })).body.length,
      logs: (await first.call('GET', '/api/admin/gateLog/page', { token: admin })).body.data.total,
    };
    // admin, test, mh; the workflow's sg01, jl01, zhb01; the one section's sg02; bulk users; the one added here.
    assert.equal(before.users, 3 + 3 + 1 + 5 + 1);
    await first.close();
    assert.ok(fs.existsSync(path.join(dataDir, 'platform.db')));

    // Different seed settings must not matter on a second start.
    const second = await startBackend({ dataDir, seedBulkUsers: 50, seedAdminPassword: 'other' });
    try {
      const token = await second.login('admin', 'admin2');
      const after = {
        users: (await second.call('GET', '/api/admin/user/all', { token })).body.length,
        menus: (await second.call('GET', '/api/admin/menu/all', { token })).body.length,
        groups: (await second.call('GET', '/api/admin/group/all', { token })).body.length,
        logs: (await second.call('GET', '/api/admin/gateLog/page', { token })).body.data.total,
      };
      assert.deepEqual(after, before);
      await second.login('persisted', 'secret1');
      const admins = (await second.call('GET', '/api/admin/user/page?username=admin', { token })).body.data.total;
      assert.equal(admins, 1);
      assert.equal(
        (await second.call('GET', '/api/admin/user/front/info', { token: admin })).body.username,
        'admin',
        'tokens survive too',
      );
    } finally {
      await second.close();
    }
  } finally {
    removeDir(dataDir);
  }
});

test('a custom menu seed file is used on first start', async () => {
  const dataDir = tempDataDir();
  const seedFile = path.join(dataDir, 'seed.json');
  fs.writeFileSync(
    seedFile,
    JSON.stringify([
      {
        code: 'baseManager',
        title: 'Base',
        children: [{ code: 'userManager', title: 'Users', children: [{ code: 'deepScreen', title: 'Deep' }] }],
      },
      { code: 'znysManager', title: 'Airport', icon: 'flight', href: '/znysManager', children: [] },
    ]),
  );
  const backend = await startBackend({ dataDir, menuSeedFile: seedFile });
  try {
    const token = await backend.login('admin', 'admin');
    const menus = (await backend.call('GET', '/api/admin/user/front/menu/all', { token })).body as {
      code: string;
      path: string;
      type: string;
    }[];
    assert.deepEqual(
      menus.map((m) => [m.code, m.path, m.type]),
      [
        ['baseManager', '/baseManager', 'dirt'],
        ['userManager', '/baseManager/userManager', 'dirt'],
        ['deepScreen', '/baseManager/userManager/deepScreen', 'menu'],
        ['znysManager', '/znysManager', 'dirt'],
      ],
    );
    const info = (await backend.call('GET', '/api/admin/user/front/info', { token })).body;
    assert.deepEqual(info.elements.map((e: { code: string }) => e.code).sort(), [
      'userManager:btn_add',
      'userManager:btn_del',
      'userManager:btn_edit',
      'userManager:btn_resetPwd',
      'userManager:btn_watermark',
      'userManager:view',
    ]);
    const test = await backend.login('test', 'test');
    const testMenus = (await backend.call('GET', '/api/admin/user/front/menus', { token: test })).body;
    assert.deepEqual(
      testMenus.map((m: { code: string }) => m.code),
      ['znysManager'],
    );
  } finally {
    await backend.close();
    removeDir(dataDir);
  }
});

test('a broken menu seed fails the start with a clear message', async () => {
  const dataDir = tempDataDir();
  const seedFile = path.join(dataDir, 'seed.json');
  fs.writeFileSync(
    seedFile,
    JSON.stringify([
      { code: 'a', title: 'A' },
      { code: 'a', title: 'again' },
    ]),
  );
  try {
    await assert.rejects(startBackend({ dataDir, menuSeedFile: seedFile }), /duplicate code a/);
  } finally {
    removeDir(dataDir);
  }
});
