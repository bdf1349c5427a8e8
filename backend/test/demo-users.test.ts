import assert from 'node:assert/strict';
import { test } from 'node:test';
import { configFromEnv } from '../src/config.js';
import { removeDir, startBackend, tempDataDir } from './helpers.js';

test('without the demo seed only admin is seeded: no test, mh or workflow users, roles kept', async () => {
  const backend = await startBackend({ seedDemoUsers: false });
  try {
    const admin = await backend.login('admin', 'admin');
    for (const [username, password] of [
      ['test', 'test'],
      ['mh', 'mh'],
      ['sg01', 'sg01'],
      ['jl01', 'jl01'],
      ['zhb01', 'zhb01'],
    ]) {
      const r = await backend.call('POST', '/api/auth/jwt/token', { body: { username, password } });
      assert.notEqual(r.body.status, 200, username);
    }
    const users = (await backend.call('GET', '/api/admin/user/all', { token: admin })).body as { username: string }[];
    assert.deepEqual(
      users.map((u) => u.username),
      ['admin'],
    );
    const roles = (await backend.call('GET', '/api/admin/group/all', { token: admin })).body as { code: string }[];
    assert.ok(['contractorRole', 'supervisorRole', 'hqRole'].every((c) => roles.some((r) => r.code === c)));
  } finally {
    await backend.close();
    removeDir(backend.dataDir);
  }
});

test('NODE_ENV=production: no demo users unless asked for, test hooks refused', () => {
  const dir = { BACKEND_DATA_DIR: '/tmp/x' };
  assert.equal(configFromEnv({ ...dir, NODE_ENV: 'production' }).seedDemoUsers, false);
  assert.equal(configFromEnv({ ...dir, NODE_ENV: 'production', SEED_DEMO_USERS: '1' }).seedDemoUsers, true);
  assert.equal(configFromEnv({ ...dir }).seedDemoUsers, true);
  assert.equal(configFromEnv({ ...dir, SEED_DEMO_USERS: '0' }).seedDemoUsers, false);
  assert.throws(
    () => configFromEnv({ ...dir, NODE_ENV: 'production', BACKEND_TEST_HOOKS: '1' }),
    /BACKEND_TEST_HOOKS=1 is refused/,
  );
});

test('a production first start refuses the demo administrator password and a short one', async () => {
  for (const seedAdminPassword of ['admin', 'short1']) {
    const dataDir = tempDataDir();
    try {
      await assert.rejects(
        startBackend({ dataDir, production: true, seedDemoUsers: false, testHooks: false, seedAdminPassword }),
        /set SEED_ADMIN_PASSWORD to the administrator's password \(at least 8 characters/,
      );
    } finally {
      removeDir(dataDir);
    }
  }
  const backend = await startBackend({ production: true, seedDemoUsers: false, seedAdminPassword: 'a-long-one-9' });
  try {
    await backend.login('admin', 'a-long-one-9');
  } finally {
    await backend.close();
    removeDir(backend.dataDir);
  }
});

test('a production start of a demo folder refuses its demo passwords until they are changed', async () => {
  const demo = await startBackend({ seedDemoUsers: true, testHooks: false });
  const dataDir = demo.dataDir;
  try {
    await demo.login('admin', 'admin');
    await demo.close();
    await assert.rejects(
      startBackend({ dataDir, production: true, seedDemoUsers: false, testHooks: false }),
      /NODE_ENV=production: admin, test, mh, sg01, jl01, zhb01, sg02 still sign in with the demo password/,
    );
    // Changed in a start without production, the accounts no longer stop it.
    const again = await startBackend({ dataDir, seedDemoUsers: true, testHooks: false });
    const token = await again.login('admin', 'admin');
    const users = await again.call('GET', '/api/admin/user/page?limit=100', { token });
    for (const user of users.body.data.rows as { id: number; username: string }[])
      if (['test', 'mh', 'sg01', 'jl01', 'zhb01', 'sg02'].includes(user.username))
        assert.equal((await again.call('DELETE', `/api/admin/user/${user.id}`, { token })).body.status, 200);
    const changed = await again.call(
      'PUT',
      '/api/admin/user/updatePassword?oldPassword=admin&newPassword1=a-long-one-9&newPassword2=a-long-one-9',
      { token },
    );
    assert.equal(changed.body.status, 200, changed.text);
    await again.close();
    const production = await startBackend({ dataDir, production: true, seedDemoUsers: false, testHooks: false });
    await production.login('admin', 'a-long-one-9');
    await production.close();
  } finally {
    removeDir(dataDir);
  }
});
