import { hash, withDb } from './sim-site.js';

/*
 * Digests of what the site simulator writes, module by module: two data folders whose digests agree hold the same
 * facts. The whole-site determinism test (sim.test.ts) compares them across restarts, windows and a later back-fill.
 */

type Read = (sql: string) => unknown[];

/** The device registry and the device facts (states, samples, sign-ins, process log, alarms). */
function deviceDigest(read: Read, idRange?: [number, number]): Record<string, string> {
  const factTables = ['dev_state_change', 'dev_state_sample', 'site_login_log', 'site_process_log', 'pdca_alarm'];
  const out: Record<string, string> = {};
  const where = idRange ? ` WHERE id >= ${idRange[0]} AND id < ${idRange[1]}` : '';
  for (const table of [...factTables, 'site_device', 'sbgl_sim', 'site_operator', 'site_stake']) {
    // The console's own sign-ins (client web) follow the test's logins, not the simulation.
    const own = table === 'site_login_log' ? `${where ? ' AND' : ' WHERE'} client != 'web'` : '';
    const rows = read(`SELECT * FROM ${table}${where}${own} ORDER BY id`) as Record<string, unknown>[];
    // Which problem an alarm became is the promotion's (on reads), not the simulation's.
    if (table === 'pdca_alarm') for (const row of rows) delete row.problemId;
    out[table] = hash(rows);
  }
  if (!idRange) {
    out.dev_state_latest = hash(read('SELECT * FROM dev_state_latest ORDER BY deviceId'));
    out.stat_daily = hash(read('SELECT * FROM stat_daily ORDER BY module, metric, key, day'));
  }
  return out;
}

/** The plants' batches, their materials and the plants' rollups, optionally of one day only. */
function plantsDigest(read: Read, day?: string): Record<string, string> {
  const range = day ? ` WHERE dischargeTime >= '${day} 00:00:00' AND dischargeTime < '${day} 24'` : '';
  return {
    batches: hash(read(`SELECT * FROM bhz_batch${range} ORDER BY id`)),
    materials: hash(
      read(`SELECT * FROM bhz_batch_material WHERE batchId IN (SELECT id FROM bhz_batch${range}) ORDER BY id`),
    ),
    plantStats: hash(
      read(
        `SELECT * FROM stat_daily WHERE module = 'bhz'${day ? ` AND day = '${day}'` : ''} ORDER BY metric, key, day`,
      ),
    ),
  };
}

/** The haul trucks' trips and rollups, optionally of one day only. */
function transportDigest(read: Read, day?: string): Record<string, string> {
  const range = day ? ` WHERE loadStart >= '${day} 00:00:00' AND loadStart < '${day} 24'` : '';
  return {
    trips: hash(read(`SELECT * FROM ylc_trip${range} ORDER BY id`)),
    tripStats: hash(
      read(
        `SELECT * FROM stat_daily WHERE module = 'ylc'${day ? ` AND day = '${day}'` : ''} ORDER BY metric, key, day`,
      ),
    ),
  };
}

/** Everything the rammer and DDC processes wrote, facts and registry progress. */
export function rammingDigest(read: Read): Record<string, string> {
  return {
    rawHits: hash(read('SELECT * FROM hj_raw_hit ORDER BY id')),
    hits: hash(read('SELECT * FROM hj_hit ORDER BY id')),
    points: hash(
      read(
        'SELECT code, status, hits, totalSettlement, lastTwoAvg, deviceId, lastHitAt, simAt FROM ram_point ' +
          'ORDER BY code',
      ),
    ),
    events: hash(read('SELECT * FROM ddc_raw_event ORDER BY id')),
    layers: hash(read('SELECT * FROM ddc_layer ORDER BY id')),
    piles: hash(
      read(
        'SELECT code, status, deviceId, startAt, endAt, depth, layers, fillM3, rams, verdict, flags, thr, ' +
          'simAt FROM ddc_pile ORDER BY code',
      ),
    ),
    stats: hash(read("SELECT * FROM stat_daily WHERE module IN ('hj', 'ddc') ORDER BY module, metric, key, day")),
  };
}

/** The rollers' raw fixes and packets and the compaction rollups. */
function rollersDigest(read: Read): Record<string, string> {
  return {
    fix: hash(read('SELECT * FROM znys_fix ORDER BY deviceId, t')),
    packet: hash(read('SELECT * FROM znys_packet ORDER BY id')),
    rollups: hash(read("SELECT * FROM stat_daily WHERE module IN ('znys', 'zd') ORDER BY module, metric, key, day")),
  };
}

/** Everything the simulator wrote in a data folder, module by module. */
export const siteDigest = (dataDir: string) =>
  withDb(dataDir, (db) => {
    const read: Read = (sql) => db.prepare(sql).all();
    return {
      device: deviceDigest(read),
      plants: plantsDigest(read),
      transport: transportDigest(read),
      ramming: rammingDigest(read),
      rollers: rollersDigest(read),
    };
  });

/** The facts of one day (YYYY-MM-DD, GMT+8) that a day's ids or times select. */
export const dayDigest = (dataDir: string, day: string) =>
  withDb(dataDir, (db) => {
    const read: Read = (sql) => db.prepare(sql).all();
    const index = Math.floor((Date.parse(`${day}T00:00:00+08:00`) + 8 * 3600_000) / 86_400_000);
    return {
      device: deviceDigest(read, [index * 1_000_000, (index + 1) * 1_000_000]),
      plants: plantsDigest(read, day),
      transport: transportDigest(read, day),
    };
  });
