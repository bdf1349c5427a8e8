import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { frozenSim } from './helpers.js';
import { liveBackend, type EventReader } from './live-stream.js';

// The live channel's authorization for a stream's whole life: a revoked menu's topic, events with an audience.

const live = liveBackend({ sim: frozenSim() });
const open = live.open;
const backend = live.backend;

/**
 * A new user whose one role holds one menu, signed in; answers its token and how to take the menu back from the
 * role.
 */
async function userWithMenu(admin: string, code: string, username: string, menuCode: string) {
  const type = (await backend.call('GET', '/api/admin/groupType/all', { token: admin })).body[0].id;
  const group = await backend.call('POST', '/api/admin/group', {
    token: admin,
    body: { code, name: code, groupType: type, parentId: -1 },
  });
  const groupId = group.body.data.id;
  const menu = (await backend.call('GET', '/api/admin/menu/all', { token: admin })).body.find(
    (m: { code: string }) => m.code === menuCode,
  );
  await backend.call('PUT', `/api/admin/group/${groupId}/authority/menu?menuTrees=${menu.id}`, { token: admin });
  const added = await backend.call('POST', '/api/admin/user/add', {
    token: admin,
    body: { username, name: username, password: `${username}-1` },
  });
  await backend.call('PUT', `/api/admin/group/${groupId}/user?members=${added.body.data.id}&leaders=`, {
    token: admin,
  });
  return {
    token: await backend.login(username, `${username}-1`),
    revoke: () => backend.call('PUT', `/api/admin/group/${groupId}/authority/menu?menuTrees=`, { token: admin }),
  };
}

describe('live channel permissions', () => {
  test('a revoked menu stops its topic on an open stream within two seconds', async () => {
    const admin = await backend.login('admin', 'admin');
    const user = await userWithMenu(admin, 'liveRevoke', 'liverev', 'lqzQueryManager');
    const stream = await open(user.token, 'bhz.lq');
    assert.deepEqual(JSON.parse((await stream.next('ready')).data).accepted, ['bhz.lq']);
    const pulse = () =>
      backend.call('POST', '/__test/live/pulse', { body: { topic: 'bhz.lq', perSecond: 10, seconds: 0.3, bytes: 8 } });
    await pulse();
    await stream.next('bhz.lq', 2000);
    await user.revoke();
    // Within two seconds of the change's answer (counting the call itself measured a loaded machine's HTTP instead).
    assert.deepEqual(JSON.parse((await stream.next('perm', 2000)).data), {
      reason: 'permissions',
      revoked: ['bhz.lq'],
    });
    await stream.settle(300, 3000);
    await pulse();
    await assert.rejects(stream.next('bhz.lq', 1000));
    stream.close();
  });

  test('an alarm reaches only readers of its domain’s module or of every domain’s pages', async () => {
    const admin = await backend.login('admin', 'admin');
    // the compaction monitor only: it follows the alarm topic, and reads the rollers' module alone
    const user = await userWithMenu(admin, 'liveRoller', 'liveroll', 'znysProcessMonitorManager');
    const roller = await open(user.token, 'alarm');
    const everything = await open(admin, 'alarm');
    await Promise.all([roller.next('ready'), everything.next('ready')]);
    const force = async (domain: string, type: string) =>
      (await backend.call('POST', '/__test/pdca/alarm', { body: { domain, type, level: 1, message: type } })).body.data
        .alarmId as number;
    const lab = await force('lab', 'labFail');
    const roll = await force('znys', 'overSpeed');
    const heard = async (stream: EventReader) => {
      const ids: number[] = [];
      for (;;) {
        try {
          ids.push(JSON.parse((await stream.next('alarm', 3000)).data).id);
        } catch {
          return ids;
        }
      }
    };
    const [byRoller, byAdmin] = await Promise.all([heard(roller), heard(everything)]);
    assert.ok(byAdmin.includes(lab) && byAdmin.includes(roll), `admin heard ${byAdmin}`);
    assert.ok(byRoller.includes(roll), `the roller reader heard ${byRoller}`);
    assert.ok(!byRoller.includes(lab), 'the laboratory’s alarm is not the roller reader’s');
    roller.close();
    everything.close();
  });
});
