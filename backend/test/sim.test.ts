import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { frozenSim, removeDir, startBackend, tempDataDir, type TestBackend } from './helpers.js';
import { advance, settled, simSite, withDb } from './sim-site.js';
import { dayDigest, siteDigest } from './site-digests.js';

/*
 * Golden numbers of the site simulator: seed 1, clock frozen at 2026-03-15 10:00 GMT+8, two days of
 * history. Any change to the simulation's physics changes these numbers on purpose; update them only
 * with a reason.
 */
const sim = frozenSim(2);
// A first start and fresh runs are what this file watches: no shared back-filled copy.
const start = simSite(sim, undefined, { fresh: true });
const day1 = { from: '2026-03-13 00:00:00', to: '2026-03-14 00:00:00' };

describe('site simulator', () => {
  let first: TestBackend;

  test('first start: today up to now, then the history; status for everyone signed in', async () => {
    first = await start();
    const token = await first.login('test', 'test');
    const status = await first.call('GET', '/api/site/sim/status', { token });
    assert.equal(status.body.status, 200);
    assert.deepEqual(Object.keys(status.body.data).sort(), ['backfill', 'lagSeconds', 'seed', 'simTime', 'speed']);
    assert.equal(status.body.data.simTime, '2026-03-15 10:00:00');
    assert.equal((await first.call('GET', '/api/site/sim/status')).body.status, 40101);
    const state = await settled(first);
    assert.deepEqual(state.backfill, { doneDays: 2, totalDays: 2 });
    const settledStatus = (await first.call('GET', '/api/site/sim/status', { token })).body.data;
    assert.deepEqual(settledStatus, {
      simTime: '2026-03-15 10:00:00',
      speed: 0,
      seed: 1,
      lagSeconds: 0,
      backfill: { doneDays: 2, totalDays: 2 },
    });
    // A frozen clock stays where it is.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    assert.equal((await first.call('GET', '/api/site/sim/status', { token })).body.data.simTime, '2026-03-15 10:00:00');
  });

  test('golden numbers of the first day (2026-03-13)', () => {
    const numbers = withDb(first.dataDir, (db) => {
      const count = (sql: string, ...params: unknown[]) => (db.prepare(sql).get(...params) as { n: number }).n;
      const stat = (metric: string) =>
        count(
          "SELECT CAST(SUM(value) AS INTEGER) n FROM stat_daily WHERE module = 'device' AND metric = ? " +
            "AND day = '2026-03-13'",
          metric,
        );
      return {
        registry: [
          count('SELECT COUNT(*) n FROM site_device'),
          count('SELECT COUNT(*) n FROM sbgl_sim'),
          count('SELECT COUNT(*) n FROM site_stake'),
          count('SELECT COUNT(*) n FROM site_operator'),
        ],
        heartbeats: stat('heartbeats'),
        offlineEpisodes: stat('offlineEpisodes'),
        changes: count('SELECT COUNT(*) n FROM dev_state_change WHERE t >= ? AND t < ?', day1.from, day1.to),
        offlineChanges: count(
          "SELECT COUNT(*) n FROM dev_state_change WHERE event = 'offline' AND reason != 'power' AND t >= ? AND t < ?",
          day1.from,
          day1.to,
        ),
        samples: count('SELECT COUNT(*) n FROM dev_state_sample WHERE t >= ? AND t < ?', day1.from, day1.to),
        logins: count(
          "SELECT COUNT(*) n FROM site_login_log WHERE result = 'success' AND loginTime >= ? AND loginTime < ?",
          day1.from,
          day1.to,
        ),
        failedLogins: count(
          "SELECT COUNT(*) n FROM site_login_log WHERE result = 'fail' AND loginTime >= ? AND loginTime < ?",
          day1.from,
          day1.to,
        ),
        processLog: count('SELECT COUNT(*) n FROM site_process_log WHERE t >= ? AND t < ?', day1.from, day1.to),
        firstLogin: db
          .prepare(
            'SELECT id, loginTime, userName, client, result, logoutTime, duration FROM site_login_log ' +
              'WHERE loginTime >= ? ORDER BY id LIMIT 1',
          )
          .get(day1.from),
        firstChange: db
          .prepare(
            'SELECT c.id, d.code, c.t, c.event, c.reason, c.online, c.gnssQuality, c.sats, c.hdop, c.csq, ' +
              'c.voltage, c.engineOn FROM dev_state_change c JOIN site_device d ON d.id = c.deviceId ' +
              'WHERE t >= ? ORDER BY c.id LIMIT 1',
          )
          .get(day1.from),
      };
    });
    assert.equal(numbers.offlineChanges, numbers.offlineEpisodes, 'the rollup counts the offline events');
    assert.deepEqual(numbers, GOLDEN);
  });

  test('the whole site is the same whether the day runs on, restarts, or is back-filled later', async () => {
    await advance(first, 4 * 3600); // to 2026-03-15 14:00
    await first.close();
    const continuous = siteDigest(first.dataDir);

    // A second run of the same configuration, cut into other windows, stopped and restarted on its data folder.
    const second = await start();
    await settled(second);
    await advance(second, 1234);
    await advance(second, 3 * 3600);
    await second.close();
    const restarted = await start(second.dataDir);
    const state = await settled(restarted);
    assert.equal(state.simTime, '2026-03-15 13:20:34', 'the clock resumes where it stopped');
    assert.deepEqual(state.backfill, { doneDays: 2, totalDays: 2 });
    await advance(restarted, 4 * 3600 - 3 * 3600 - 1234);
    await restarted.close();
    assert.deepEqual(siteDigest(restarted.dataDir), continuous);

    // The first run on to the day's end (a restart, which changes nothing, as above): 2026-03-15 generated live in
    // pieces equals the same day back-filled in one go by a later start.
    const on = await start(first.dataDir);
    await settled(on);
    await advance(on, 10 * 3600); // to 2026-03-16 00:00
    await on.close();
    const later = await start(undefined, { historyDays: 1, nowMs: Date.parse('2026-03-16T10:00:00+08:00') });
    await settled(later);
    await later.close();
    assert.deepEqual(dayDigest(later.dataDir, '2026-03-15'), dayDigest(first.dataDir, '2026-03-15'));
  });

  test('a forced episode takes a device offline from the simulated present on', async () => {
    const backend = await start(first.dataDir);
    try {
      await settled(backend);
      const refused = async (body: unknown) => (await backend.call('POST', '/__test/sim/episode', { body })).body;
      assert.match((await refused({ device: 'NOPE', kind: 'offline' })).message, /unknown device/);
      assert.match((await refused({ device: 'CAM-05', kind: 'gnssFloat' })).message, /RTK/);
      assert.match(
        (await refused({ device: 'CAM-05', kind: 'offline', start: '2026-03-15 09:00:00' })).message,
        /before the simulated present/,
      );
      assert.equal((await refused({ device: 'CAM-05', kind: 'offline', minutes: 0 })).status, 30101);
      for (const seconds of [0, 1.5, 86_401, 'ten'])
        assert.match((await refused({ device: 'CAM-05', kind: 'offline', seconds })).message, /seconds must be/);
      const forced = await backend.call('POST', '/__test/sim/episode', {
        body: { device: 'CAM-05', kind: 'offline', start: '2026-03-16 00:30:00', minutes: 7 },
      });
      assert.deepEqual(forced.body.data, {
        deviceCode: 'CAM-05',
        kind: 'offline',
        start: '2026-03-16 00:30:00',
        end: '2026-03-16 00:37:00',
      });
      await advance(backend, 3600);
    } finally {
      await backend.close();
    }
    const rows = withDb(first.dataDir, (db) =>
      db
        .prepare(
          'SELECT c.t, c.event, c.reason FROM dev_state_change c JOIN site_device d ON d.id = c.deviceId ' +
            "WHERE d.code = 'CAM-05' AND t >= '2026-03-16 00:00:00' ORDER BY c.id",
        )
        .all(),
    ) as { t: string; event: string; reason: string }[];
    // The camera has its own outages too; the forced one is the pair around 00:30–00:37.
    const forced = rows.filter((r) => r.t >= '2026-03-16 00:30:00' && r.t < '2026-03-16 00:38:00');
    assert.deepEqual(
      forced.map((r) => [r.event, r.reason]),
      [
        ['offline', 'signal'],
        ['online', 'signal'],
      ],
      JSON.stringify(rows),
    );
    assert.ok(forced[0]!.t < '2026-03-16 00:31:00' && forced[1]!.t >= '2026-03-16 00:37:00', JSON.stringify(forced));
  });

  test('without the simulator there is no status and no hook', async () => {
    const backend = await startBackend({ dataDir: tempDataDir() });
    try {
      const token = await backend.login('admin', 'admin');
      assert.equal((await backend.call('GET', '/api/site/sim/status', { token })).http, 404);
      assert.equal((await backend.call('POST', '/__test/sim/advance', { body: { seconds: 1 } })).http, 404);
      assert.equal(
        withDb(backend.dataDir, (db) => (db.prepare('SELECT COUNT(*) n FROM site_device').get() as { n: number }).n),
        0,
      );
    } finally {
      await backend.close();
      removeDir(backend.dataDir);
    }
  });
});

const GOLDEN = {
  registry: [120, 96, 161, 28],
  heartbeats: 102_054,
  offlineEpisodes: 104,
  changes: 699,
  offlineChanges: 104,
  samples: 20_525,
  logins: 28,
  failedLogins: 0,
  processLog: 14,
  firstLogin: {
    id: 20_525_000_001,
    loginTime: '2026-03-13 06:46:09',
    userName: '曹龙海',
    client: 'pad',
    result: 'success',
    logoutTime: '2026-03-13 19:15:22',
    duration: 44_953,
  },
  firstChange: {
    id: 20_525_000_001,
    code: 'LQ-01',
    t: '2026-03-13 00:43:11',
    event: 'offline',
    reason: 'signal',
    online: 0,
    gnssQuality: null,
    sats: null,
    hdop: null,
    csq: null,
    voltage: null,
    engineOn: null,
  },
};
