import assert from 'node:assert/strict';
import http from 'node:http';
import { describe, test } from 'node:test';
import { frozenSim } from './helpers.js';
import { liveBackend } from './live-stream.js';
import { withDb } from './sim-site.js';

// The live channel: topics gated by menus, state changes within two seconds of the simulation
// writing them, the end of a stream when its token is revoked, the cap per user, and replays.

const sim = frozenSim();

const live = liveBackend({ sim });
const open = live.open;
const backend = live.backend;

describe('live channel', () => {
  test('topics are accepted by menu; a state change reaches the stream within two seconds', async () => {
    const admin = await backend.login('admin', 'admin');
    const stream = await open(admin, 'sim,znys.state,nonsense');
    const ready = JSON.parse((await stream.next('ready')).data);
    assert.deepEqual(ready.accepted, ['sim', 'znys.state']);
    assert.deepEqual(ready.refused, ['nonsense']);
    assert.equal(JSON.parse((await stream.next('sim')).data).simTime, '2026-03-15 10:00:00');
    // Give the hub a poll to take stock, then move the site's clock on past the day shift's end.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await backend.call('POST', '/__test/sim/advance', { body: { seconds: 10 * 3600 }, timeoutMs: 60_000 });
    // The advance answers once the states are written; the stream has them within two seconds.
    const frame = JSON.parse((await stream.next('znys.state', 2000)).data);
    assert.ok(frame.d.length > 0);
    assert.ok(frame.d.every((tuple: unknown[]) => tuple.length === 5));
    stream.close();

    const test = await backend.login('test', 'test');
    const limited = await open(test, 'znys.state,hj.state');
    assert.deepEqual(JSON.parse((await limited.next('ready')).data), {
      accepted: ['znys.state'],
      refused: ['hj.state'],
      bootId: ready.bootId,
    });
    limited.close();
  });

  test('a reconnect with the id of ready gets what was published in between, for its new topics', async () => {
    const admin = await backend.login('admin', 'admin');
    // A first tab: the sim topic only. Its ready carries the present position.
    const first = await open(admin, 'sim');
    const ready = await first.next('ready');
    assert.match(ready.id ?? '', /^[0-9a-f]{8}-\d+$/);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    // Another tab already on the state topic tells when the morning's frame has been published (on a loaded
    // machine that can be seconds after the clock moved); only then does the first tab reconnect.
    const observer = await open(admin, 'znys.state');
    await observer.next('ready');
    const online = (frame: { d: unknown[][] }) => frame.d.some((tuple) => tuple[1] === 1);
    try {
      // From the evening to the next morning's shift: the rollers come back on line.
      await backend.call('POST', '/__test/sim/advance', { body: { seconds: 14 * 3600 }, timeoutMs: 60_000 });
      while (!online(JSON.parse((await observer.next('znys.state', 20_000)).data))) continue;
    } finally {
      observer.close();
    }
    first.close();
    // The state page opened meanwhile: the reconnect asks for its topic from ready's id and gets the frame.
    const again = await open(admin, 'sim,znys.state', { 'last-event-id': ready.id! });
    try {
      // The replay may begin with the previous test's evening frame (rollers going off line); the morning's follows.
      const frames: { d: unknown[][] }[] = [];
      while (!frames.some(online)) frames.push(JSON.parse((await again.next('znys.state', 3000)).data));
    } finally {
      again.close();
    }
  });

  test(
    'a batch discharged reaches its plant type’s topic within ' + 'two seconds, in time order, never the history',
    async () => {
      const admin = await backend.login('admin', 'admin');
      const stream = await open(admin, 'bhz.lq,bhz.sw,bhz.sn');
      const ready = JSON.parse((await stream.next('ready')).data);
      assert.deepEqual(ready.accepted, ['bhz.lq', 'bhz.sw', 'bhz.sn']);
      // What the earlier tests' clock moves discharged may still be on its way (a loaded machine publishes late):
      // once the stream has been quiet for a while, that is dropped and only this test's batches are awaited.
      await stream.settle(1500);
      const before = (await backend.call('GET', '/api/bhz/lqBatch/page?limit=1&sort=-dischargeTime', { token: admin }))
        .body.data;
      await backend.call('POST', '/__test/sim/advance', { body: { seconds: 1800 }, timeoutMs: 60_000 });
      const after = (await backend.call('GET', '/api/bhz/lqBatch/page?limit=500&sort=-dischargeTime', { token: admin }))
        .body.data;
      const added = after.total - before.total;
      assert.ok(added > 0, 'the asphalt plants discharged in half an hour of a working morning');
      const events: Record<string, unknown>[] = [];
      for (let i = 0; i < added; i++) events.push(JSON.parse((await stream.next('bhz.lq', 2000)).data));
      // Exactly the new batches, oldest first, each with what a notice needs.
      const newest = after.rows.slice(0, added).reverse();
      assert.deepEqual(
        events.map((e) => [e.id, e.guid, e.plantCode, e.level, e.t]),
        newest.map((r: Record<string, unknown>) => [r.id, r.guid, r.plantCode, r.level, r.dischargeTime]),
      );
      stream.close();

      const test = await backend.login('test', 'test');
      const limited = await open(test, 'bhz.lq');
      assert.deepEqual(JSON.parse((await limited.next('ready')).data).refused, ['bhz.lq']);
      limited.close();
    },
  );

  test('problems raised and moved, lab samples and trip changes reach their topics, for their readers', async () => {
    const admin = await backend.login('admin', 'admin');
    const stream = await open(admin, 'problem,lab.test,ylc.trip');
    assert.deepEqual(JSON.parse((await stream.next('ready')).data).accepted, ['problem', 'lab.test', 'ylc.trip']);
    await stream.settle(1500);
    const status = async () =>
      (await backend.call('GET', '/api/site/sim/status', { token: admin })).body.data.simTime as string;
    const from = await status();
    await backend.call('POST', '/__test/sim/advance', { body: { seconds: 3 * 3600 }, timeoutMs: 60_000 });
    const to = await status();
    // What the platform wrote in those hours, read from its tables: the stream tells each once.
    const written = withDb(backend.dataDir, (db) => {
      const count = (sql: string) => (db.prepare(sql).get(from, to) as { n: number }).n;
      return {
        problem:
          count('SELECT COUNT(*) n FROM pdca_problem WHERE foundAt > ? AND foundAt <= ?') +
          count("SELECT COUNT(*) n FROM pdca_action WHERE subject = 'problem' AND t > ? AND t <= ?"),
        lab: ['marshall', 'softening', 'penetration', 'ductility']
          .map((kind) => count(`SELECT COUNT(*) n FROM lab_${kind} WHERE crtTime > ? AND crtTime <= ?`))
          .reduce((a, b) => a + b, 0),
      };
    });
    assert.ok(written.problem > 0 && written.lab > 0, JSON.stringify({ from, to, written }));
    const problems = [];
    for (let i = 0; i < written.problem; i++) problems.push(JSON.parse((await stream.next('problem', 5000)).data));
    assert.ok(problems.every((p) => ['znys', 'hj'].includes(p.domain) && p.problemId > 0 && p.t > from && p.t <= to));
    const samples = [];
    for (let i = 0; i < written.lab; i++) samples.push(JSON.parse((await stream.next('lab.test', 5000)).data));
    assert.ok(samples.every((s) => /^(MS|RH|ZR|YD)\d{8}-\d\d$/.test(s.sampleNo) && s.t > from && s.t <= to));
    // Trucks load, leave, wait, unload and come back in three working hours: each change once, with its trip.
    const trip = JSON.parse((await stream.next('ylc.trip', 5000)).data);
    assert.match(trip.tripNo, /\S/);
    assert.ok(['loading', 'inTransit', 'waiting', 'unloading', 'done'].includes(trip.state), trip.state);
    stream.close();

    // A user without the problem pages or the trucks' may not follow them (test reads the laboratory).
    const test = await backend.login('test', 'test');
    const limited = await open(test, 'problem,lab.test,ylc.trip');
    assert.deepEqual(JSON.parse((await limited.next('ready')).data).refused, ['problem', 'ylc.trip']);
    limited.close();
  });

  test('rigs move on hj.pos and ddc.pos as the monitors read them; each written point on hj.point', async () => {
    const admin = await backend.login('admin', 'admin');
    const stream = await open(admin, 'hj.pos,ddc.pos,hj.point');
    assert.deepEqual(JSON.parse((await stream.next('ready')).data).accepted, ['hj.pos', 'ddc.pos', 'hj.point']);
    // The first listener gets a frame of each family at once.
    for (const family of ['hj', 'ddc'])
      assert.ok(JSON.parse((await stream.next(`${family}.pos`, 3000)).data).rigs.length);
    await stream.settle(1500);
    const status = async () =>
      (await backend.call('GET', '/api/site/sim/status', { token: admin })).body.data.simTime as string;
    const from = await status();
    await backend.call('POST', '/__test/sim/advance', { body: { seconds: 1800 }, timeoutMs: 60_000 });
    const to = await status();
    const events: { event: string; data: Record<string, unknown> }[] = [];
    for (;;) {
      const event = await stream.next(['hj.pos', 'ddc.pos', 'hj.point'], 2500).catch(() => null);
      if (!event) break;
      events.push({ event: event.event, data: JSON.parse(event.data) });
    }
    // Every point the rammers wrote in that half hour, told at least once, its last word its present status.
    const written = withDb(backend.dataDir, (db) =>
      db.prepare('SELECT code, status, hits FROM ram_point WHERE simAt > ? AND simAt <= ? ORDER BY code').all(from, to),
    ) as { code: string; status: string; hits: number }[];
    assert.ok(written.length > 0, `${from} – ${to}`);
    const told = new Map<string, Record<string, unknown>>();
    for (const e of events) if (e.event === 'hj.point') told.set(e.data.code as string, e.data);
    assert.ok([...told.values()].every((p) => String(p.t) > from && String(p.t) <= to));
    assert.deepEqual(
      [...told.values()]
        .map((p) => ({ code: p.code, status: p.status, hits: p.hits }))
        .sort((a, b) => String(a.code).localeCompare(String(b.code))),
      written,
    );
    // The rigs moved on in that half hour, and the last frame of each family is where the overview puts them now.
    for (const family of ['hj', 'ddc']) {
      const frames = events.filter((e) => e.event === `${family}.pos`);
      assert.ok(frames.length > 0, `${family}.pos frames`);
      const overview = (await backend.call('GET', `/api/${family}/monitor/overview`, { token: admin })).body.data;
      assert.deepEqual(frames.at(-1)!.data.rigs, overview.rigs);
    }
    stream.close();
    // Who may not see the monitors may not follow their rigs.
    const test = await backend.login('test', 'test');
    const limited = await open(test, 'hj.pos,ddc.pos,hj.point');
    assert.deepEqual(JSON.parse((await limited.next('ready')).data).refused, ['hj.pos', 'ddc.pos', 'hj.point']);
    limited.close();
  });

  test('past 50 events of a topic in a second, its listeners get one gap a second instead of the rest', async () => {
    const admin = await backend.login('admin', 'admin');
    const stream = await open(admin, 'bhz.lq');
    const other = await open(admin, 'bhz.sw');
    await stream.next('ready');
    await other.next('ready');
    await backend.call('POST', '/__test/live/pulse', {
      body: { topic: 'bhz.lq', perSecond: 200, seconds: 1.5, bytes: 8 },
    });
    const seen = { events: 0, gaps: [] as unknown[] };
    for (;;) {
      const event = await stream.next(['bhz.lq', 'gap'], 2000).catch(() => null);
      if (!event) break;
      if (event.event === 'gap') seen.gaps.push(JSON.parse(event.data));
      else seen.events++;
    }
    // 300 sent over two or three wall-clock seconds: at most 50 of each second, and a gap for each second cut short.
    assert.ok(seen.events >= 50 && seen.events <= 150, JSON.stringify(seen));
    assert.ok(seen.gaps.length >= 1 && seen.gaps.length <= 3, JSON.stringify(seen));
    assert.ok(seen.gaps.every((g) => JSON.stringify(g) === '{"topic":"bhz.lq"}'));
    // A stream that does not follow the topic hears nothing of it.
    await assert.rejects(other.next('gap', 300));
    stream.close();
    other.close();
  });

  test(
    'a changed grant or role membership reaches the user’s open streams as perm within two seconds, whatever ' +
      'their topics',
    async () => {
      const admin = await backend.login('admin', 'admin');
      const test = await backend.login('test', 'test');
      const stream = await open(test, 'sim');
      await stream.next('ready');
      const bystander = await open(admin, 'sim');
      await bystander.next('ready');
      const type = (await backend.call('GET', '/api/admin/groupType/all', { token: admin })).body[0].id;
      const group = await backend.call('POST', '/api/admin/group', {
        token: admin,
        body: { code: 'livePerm', name: '实时权限', groupType: type, parentId: -1 },
      });
      const groupId = group.body.data.id;
      const menu = (await backend.call('GET', '/api/admin/menu/all', { token: admin })).body.find(
        (m: { code: string }) => m.code === 'gateLogManager',
      );
      await backend.call('PUT', `/api/admin/group/${groupId}/authority/menu?menuTrees=${menu.id}`, { token: admin });
      const testId = (await backend.call('GET', '/api/admin/user/front/info', { token: test })).body.id;
      await backend.call('PUT', `/api/admin/group/${groupId}/user?members=${testId}&leaders=`, { token: admin });
      assert.deepEqual(JSON.parse((await stream.next('perm', 2000)).data), { reason: 'permissions', revoked: [] });
      // The grant taken from the role: told again.
      await backend.call('PUT', `/api/admin/group/${groupId}/authority/menu?menuTrees=`, { token: admin });
      await stream.next('perm', 2000);
      // The administrator's own permissions did not change.
      await assert.rejects(bystander.next('perm', 800));
      stream.close();
      bystander.close();
    },
  );

  test('a revoked token ends the stream with bye', async () => {
    const token = await backend.login('admin', 'admin');
    const stream = await open(token, 'sim');
    await stream.next('ready');
    await backend.call('POST', '/api/auth/jwt/invalid', { token });
    assert.equal(JSON.parse((await stream.next('bye', 5000)).data).reason, 'token');
    assert.ok(await stream.ended());
    const again = await backend.call('GET', '/api/live/stream?topics=sim', { token });
    assert.equal(again.body.status, 40101);
  });

  test('at most eight streams per user, across sign-ins; a reconnect from another boot is told to reset', async () => {
    const token = await backend.login('admin', 'admin');
    const refreshed = (await backend.call('GET', '/api/auth/jwt/refresh', { token })).body.data as string;
    const other = await backend.login('admin', 'admin');
    const eight = await Promise.all(
      [token, refreshed, other, token, refreshed, other, token, refreshed].map((t) => open(t, 'sim')),
    );
    for (const t of [token, refreshed, other]) {
      const ninth = await backend.call('GET', '/api/live/stream?topics=sim', { token: t });
      assert.equal(ninth.http, 429);
      assert.equal(ninth.body.status, 429);
    }
    // another user is not held back by this one
    const mine = await open(await backend.login('mh', 'mh'), 'sim');
    mine.close();
    eight.forEach((s) => s.close());
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stale = await open(token, 'sim', { 'last-event-id': 'ffffffff-12' });
    assert.equal(JSON.parse((await stale.next('reset')).data).reason, 'restarted');
    stale.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal((await backend.call('GET', '/__test/live/streams')).body.data, 0, 'closed streams are let go');
  });

  test('a client gone while its token is checked leaves no stream behind', async () => {
    const token = await backend.login('admin', 'admin');
    assert.equal((await backend.call('GET', '/__test/live/streams')).body.data, 0);
    // The delay holds the request after its token is read; the client gives up inside it.
    assert.equal(
      (
        await backend.call('POST', '/__test/fault', {
          body: { mode: 'delay', ms: 300, paths: '/api/live/stream', count: 3 },
        })
      ).body.status,
      200,
    );
    await Promise.all(
      [1, 2, 3].map(() =>
        assert.rejects(
          fetch(`${backend.base}/api/live/stream?topics=sim`, {
            headers: { authorization: token },
            signal: AbortSignal.timeout(100),
          }),
        ),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    assert.equal((await backend.call('GET', '/__test/live/streams')).body.data, 0, 'no stream for a client that went');
    const stream = await open(token, 'sim');
    await stream.next('ready');
    assert.equal((await backend.call('GET', '/__test/live/streams')).body.data, 1, 'a client that stays is served');
    stream.close();
  });

  test('a client that stops reading is dropped once 4 MiB wait for it; a reading one gets every event', async () => {
    const token = await backend.login('admin', 'admin');
    const reading = await open(token, 'sim');
    await reading.next('ready');
    // A client that reads the head and then nothing more.
    const stalled = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(`${backend.base}/api/live/stream?topics=sim`, { headers: { authorization: token } }, (res) => {
          res.pause();
          resolve(res);
        })
        .on('error', reject);
    });
    assert.equal((await backend.call('GET', '/__test/live/streams')).body.data, 2);
    // 300 events of 64 KiB: 19 MiB, more than the socket buffers and the 4 MiB the hub keeps.
    assert.equal(
      (
        await backend.call('POST', '/__test/live/pulse', {
          body: { topic: 'sim', perSecond: 100, seconds: 3, bytes: 65_536 },
        })
      ).body.status,
      200,
    );
    const pulses = new Set<number>();
    while (pulses.size < 300) {
      const event = JSON.parse((await reading.next('sim', 10_000)).data);
      if (event.pulse) pulses.add(event.pulse);
    }
    // (A paused client sees nothing of it until it reads again: the server's count tells.)
    let streams = 2;
    for (let tries = 0; streams !== 1 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      streams = (await backend.call('GET', '/__test/live/streams')).body.data as number;
    }
    assert.equal(streams, 1, 'the stalled stream was dropped, the reading one kept');
    stalled.destroy();
    reading.close();
  });
});
