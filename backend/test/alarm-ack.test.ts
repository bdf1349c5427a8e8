import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { dataOf, frozenSim, removeDir, startBackend, type TestBackend } from './helpers.js';

describe('acknowledging an alarm', () => {
  let backend: TestBackend;
  let tokens: Record<string, string>;

  before(async () => {
    backend = await startBackend({ sim: frozenSim() });
    tokens = {
      admin: await backend.login('admin', 'admin'),
      jl01: await backend.login('jl01', 'jl01'),
      sg01: await backend.login('sg01', 'sg01'),
    };
  });
  after(async () => {
    await backend.close();
    removeDir(backend.dataDir);
  });

  const force = async (domain: string, type: string) =>
    (await backend.call('POST', '/__test/pdca/alarm', { body: { domain, type, level: 2, message: type } })).body.data
      .alarmId as number;
  const ack = (who: string, path: string, id: unknown) =>
    backend.call('POST', path, { token: tokens[who], body: { id } });
  const listed = async (who: string, id: number) =>
    (
      (await dataOf(backend, '/api/pdca/notice/list?limit=50', tokens[who]!)).rows as {
        id: number;
        ackAt?: string;
        ackBy?: string;
      }[]
    ).find((r) => r.id === id);

  test('the supervisor acknowledges once; the centre shows who and when; a second time says who did', async () => {
    const id = await force('znys', 'overSpeed');
    assert.equal((await listed('jl01', id))?.ackAt, undefined);
    const done = await ack('jl01', '/api/pdca/alarm/ack', id);
    assert.equal(done.body.status, 200, done.text);
    const { ackAt, ackBy } = done.body.data;
    assert.equal(ackAt, '2026-03-15 10:00:00');
    assert.ok(ackBy);
    assert.deepEqual(
      { ackAt: (await listed('admin', id))?.ackAt, ackBy: (await listed('admin', id))?.ackBy },
      { ackAt, ackBy },
    );
    const again = await ack('admin', '/api/pdca/alarm/ack', id);
    assert.equal(again.body.status, 30101);
    assert.match(again.body.message, new RegExp(`已由 ${ackBy} 于 2026-03-15 10:00:00 确认`));
    const log = await dataOf(backend, '/api/admin/gateLog/page?limit=5', tokens.admin!);
    assert.ok(
      (log.rows as { opt: string; uri: string }[]).some((r) => r.opt === '确认报警' && r.uri === '/api/pdca/alarm/ack'),
    );
  });

  test('the contractor has no button: 403, and the alarm stays unacknowledged', async () => {
    const id = await force('znys', 'lowTemp');
    const refused = await ack('sg01', '/api/pdca/alarm/ack', id);
    assert.equal(refused.http, 403);
    assert.equal((await listed('admin', id))?.ackAt, undefined);
  });

  test('each PDCA group acknowledges its own domains; a bad id is refused in words', async () => {
    const road = await force('znys', 'underPasses');
    const ramming = await force('hj', 'lowDrop');
    assert.equal((await ack('admin', '/api/pdca/hjAlarm/ack', road)).body.message, '没有这条报警');
    assert.equal((await ack('admin', '/api/pdca/alarm/ack', ramming)).body.message, '没有这条报警');
    assert.equal((await ack('admin', '/api/pdca/hjAlarm/ack', ramming)).body.status, 200);
    for (const bad of ['1', -3, 1.5, null]) {
      assert.equal((await ack('admin', '/api/pdca/alarm/ack', bad)).body.message, 'id 必须是报警的 id');
    }
    assert.equal((await ack('admin', '/api/pdca/alarm/ack', 987_654_321)).body.message, '没有这条报警');
  });
});
