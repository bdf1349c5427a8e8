import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { frozenSim, type TestBackend } from './helpers.js';
import { settled, simSite } from './sim-site.js';

/*
 * The trend and alarm-statistics reads on the frozen site (seed 1, 2026-03-15 10:00 GMT+8, two days of
 * history). The compaction numbers are computed from the rollers' facts: their golden values are those of
 * the whole day 2026-03-14, which the e2e spec reads on the pages' table views. The alarm aggregations are
 * checked on alarms written here in place of the simulated ones.
 */
const day = '2026-03-14';

let backend: TestBackend;
let admin: string;

// One settled site for the file, closed and removed after it (sim-site.ts).
const start = simSite(frozenSim(2));

before(async () => {
  backend = await start();
  await settled(backend);
  admin = await backend.login('admin', 'admin');
});

const get = (url: string, token = admin) => backend.call('GET', url, { token });
const data = async (url: string) => {
  const reply = await get(url);
  assert.equal(reply.body.status, 200, `${url}: ${reply.text}`);
  return reply.body.data;
};
type Row = Record<string, string | number | undefined>;
const rows = (answer: { views: Record<string, { table: { rows: Row[] } }> }, view: string) =>
  answer.views[view]!.table.rows;

describe('compaction trends (from the rollers’ facts)', () => {
  test('pass-qualified ratio of a day per crew against the 95 % target line', async () => {
    const d = await data(`/api/trend/passRatio?start=${day}&end=${day}`);
    assert.deepEqual([d.start, d.end, d.target], [day, day, 95]);
    assert.deepEqual(rows(d, 'trend'), [
      {
        day,
        'crew:ZD-1': 99,
        'crew:ZD-2': 98.9,
        'crew:ZNYS-1': 25.2,
        'crew:ZNYS-2': 0,
        'crew:ZNYS-3': 96,
        all: 69.7,
        target: 95,
      },
    ]);
    assert.deepEqual(rows(d, 'byCrew')[2], {
      layer: '连接道路工程 AC-20C 下面层',
      areas: 28,
      rolledArea: 15750,
      qualifiedArea: 3962,
      passRatio: 25.2,
    });
    assert.equal(d.views.trend.chart.reference.value, 95);
    assert.deepEqual(
      d.kpis.map((k: { key: string; value: number }) => [k.key, k.value]),
      [
        ['passRatio', 69.7],
        ['target', 95],
        ['daysOnTarget', 0],
      ],
    );
  });

  test('work compliance per day and device: speed, temperature (asphalt only), passes, vibration', async () => {
    const d = await data(`/api/trend/compliance?start=${day}&end=${day}`);
    assert.deepEqual(rows(d, 'trend'), [{ day, speed: 99.6, temperature: 95.6, passes: 69.7, vibration: 84.5 }]);
    const byDevice = rows(d, 'byDevice');
    assert.equal(byDevice.length, 18);
    assert.deepEqual(byDevice[0], {
      device: 'YL-01',
      rollingHours: 6.3,
      speed: 100,
      temperature: 96.3,
      passes: 25.2,
      vibration: 100,
    });
    assert.deepEqual(
      byDevice.at(-1),
      { device: 'ZD-06', rollingHours: 5.55, speed: 100, passes: 98.9, vibration: 58.3 },
      'earthwork: no temperature; vibration below the minimum frequency',
    );
  });

  test('work score: 40 % passes + 20 % each of the rest, ranked', async () => {
    const d = await data(`/api/trend/workScore?start=${day}&end=${day}`);
    assert.deepEqual(rows(d, 'trend'), [
      { day, 'crew:ZD-1': 89, 'crew:ZD-2': 88.9, 'crew:ZNYS-1': 69.2, 'crew:ZNYS-2': 49.8, 'crew:ZNYS-3': 97.9 },
    ]);
    const ranking = rows(d, 'ranking');
    assert.deepEqual(
      ranking.slice(0, 3).map((r) => [r.rank, r.device, r.score]),
      [
        [1, 'YL-04', 98],
        [2, 'YL-11', 98],
        [3, 'YL-12', 98],
      ],
    );
    assert.deepEqual(ranking.at(-1), {
      rank: 18,
      device: 'YL-09',
      crew: '道路水稳碾压组',
      score: 49.7,
      speed: 99,
      passes: 0,
      vibration: 100,
    });
    // YL-09 on a base layer has no temperature to judge: (0.4 × 0 + 0.2 × 99 + 0.2 × 100) / 0.8 = 49.75, i.e. 49.7 in
    // floating point.
  });

  test('the present day counts up to the simulator’s clock; the default range is the last week', async () => {
    const d = await data('/api/trend/passRatio');
    assert.deepEqual([d.start, d.end], ['2026-03-09', '2026-03-15']);
    const trend = rows(d, 'trend');
    assert.equal(trend.length, 7);
    assert.equal(trend[0]!.all, undefined, 'no facts before the history');
    assert.equal(trend[6]!.all, 65.5);
  });
});

describe('alarm statistics', () => {
  before(() => {
    // A handful of alarms across domains, levels, days and hours, in place of the simulated ones (the
    // rollers' overspeed alarms), so that each sum below is known by hand.
    const db = new Database(path.join(backend.dataDir, 'platform.db'));
    db.pragma('busy_timeout = 5000');
    db.prepare('DELETE FROM pdca_alarm').run();
    const device = (code: string) =>
      (db.prepare('SELECT id FROM site_device WHERE code = ?').get(code) as { id: number }).id;
    const insert = db.prepare(
      `INSERT INTO pdca_alarm (projectId, alarmNo, domain, type, level, deviceId, objectType, objectId, t, value,
        threshold, message, crtTime)
       VALUES (1, ?, ?, ?, ?, ?, 'test', 0, ?, 0, 0, 'test', ?)`,
    );
    const alarms: [string, string, number, string, string][] = [
      ['znys', 'overSpeed', 1, 'YL-01', '2026-03-13 08:10:00'],
      ['znys', 'overSpeed', 2, 'YL-01', '2026-03-14 08:20:00'],
      ['znys', 'lowTemp', 1, 'YL-05', '2026-03-14 09:05:00'],
      ['bhz', 'materialOver', 3, 'LQ-01', '2026-03-14 14:30:00'],
      ['hj', 'lowDrop', 2, 'HJ-01', '2026-03-14 10:00:00'],
      ['ddc', 'ddcShallow', 1, 'DDC-01', '2026-03-15 09:00:00'],
      ['znys', 'overSpeed', 1, 'YL-02', '2026-03-08 08:00:00'],
    ];
    alarms.forEach(([domain, type, level, code, t], i) =>
      insert.run(`A-T-${i}`, domain, type, level, device(code), t, t),
    );
    db.close();
  });

  test('the PDCA page of a domain: by type, level, day, device, section; top devices; day × hour', async () => {
    const d = await data('/api/pdca/alarm/statistics?domain=znys&start=2026-03-13&end=2026-03-15');
    assert.deepEqual(
      d.kpis.map((k: { key: string; value: number }) => [k.key, k.value]),
      [
        ['alarms', 4],
        ['level1', 2],
        ['level2', 1],
        ['level3', 1],
        ['devices', 3],
      ],
    );
    assert.deepEqual(rows(d, 'type'), [
      { type: 'dict:alarmType:overSpeed', level1: 1, level2: 1, level3: 0, total: 2, cumulative: 50 },
      { type: 'dict:alarmType:lowTemp', level1: 1, level2: 0, level3: 0, total: 1, cumulative: 75 },
      { type: 'dict:alarmType:materialOver', level1: 0, level2: 0, level3: 1, total: 1, cumulative: 100 },
    ]);
    assert.deepEqual(rows(d, 'level'), [
      { level: '@level1', alarms: 2, share: 50 },
      { level: '@level2', alarms: 1, share: 25 },
      { level: '@level3', alarms: 1, share: 25 },
    ]);
    assert.deepEqual(
      rows(d, 'day').map((r) => [r.day, r.total]),
      [
        ['2026-03-13', 1],
        ['2026-03-14', 3],
        ['2026-03-15', 0],
      ],
    );
    assert.deepEqual(
      rows(d, 'device').map((r) => [r.device, r.total]),
      [
        ['YL-01', 2],
        ['LQ-01', 1],
        ['YL-05', 1],
      ],
    );
    assert.deepEqual(
      rows(d, 'section').map((r) => [r.section, r.total]),
      [['连接道路工程', 4]],
    );
    const day14 = rows(d, 'dayHour')[1]!;
    assert.deepEqual(
      [day14.day, day14.h08, day14.h09, day14.h14, day14.h10, day14.total],
      ['2026-03-14', 1, 1, 1, 0, 3],
    );
    assert.deepEqual(d.views.dayHour.chart.series[0].data.slice(8, 10), [2, 1]);

    const hj = await data('/api/pdca/alarm/statistics?domain=hj&start=2026-03-13&end=2026-03-15');
    assert.equal(hj.kpis[0].value, 2);
    assert.deepEqual(
      rows(hj, 'type').map((r) => r.type),
      ['dict:alarmType:ddcShallow', 'dict:alarmType:lowDrop'],
    );
  });

  test('alarm grade over every domain, and the trend with its 7-day moving average', async () => {
    const grade = await data('/api/trend/alarmGrade?start=2026-03-13&end=2026-03-15');
    assert.deepEqual(
      rows(grade, 'domain').map((r) => [r.domain, r.level1, r.level2, r.level3, r.total]),
      [
        ['dict:alarmDomain:znys', 2, 1, 0, 3],
        ['dict:alarmDomain:bhz', 0, 0, 1, 1],
        ['dict:alarmDomain:ddc', 1, 0, 0, 1],
        ['dict:alarmDomain:hj', 0, 1, 0, 1],
      ],
    );
    const trend = await data('/api/trend/alarmTrend?start=2026-03-13&end=2026-03-15');
    // The average of 03-13 reaches back to 03-07 and finds the alarm of 03-08.
    assert.deepEqual(rows(trend, 'trend'), [
      {
        day: '2026-03-13',
        'type:ddcShallow': 0,
        'type:lowDrop': 0,
        'type:lowTemp': 0,
        'type:materialOver': 0,
        'type:overSpeed': 1,
        total: 1,
        movingAverage: 0.29,
      },
      {
        day: '2026-03-14',
        'type:ddcShallow': 0,
        'type:lowDrop': 1,
        'type:lowTemp': 1,
        'type:materialOver': 1,
        'type:overSpeed': 1,
        total: 4,
        movingAverage: 0.86,
      },
      {
        day: '2026-03-15',
        'type:ddcShallow': 1,
        'type:lowDrop': 0,
        'type:lowTemp': 0,
        'type:materialOver': 0,
        'type:overSpeed': 0,
        total: 1,
        movingAverage: 0.86,
      },
    ]);
  });
});

describe('refusals', () => {
  test('wrong parameters are HTTP 400; a user without the page’s menu gets 403', async () => {
    for (const url of [
      '/api/trend/passRatio?start=2026-3-1',
      '/api/trend/alarmGrade?start=2026-03-15&end=2026-03-13',
      '/api/trend/compliance?start=2026-01-01&end=2026-03-01',
      '/api/pdca/alarm/statistics?domain=ylc',
    ]) {
      const reply = await get(url);
      assert.deepEqual([reply.http, reply.body.status], [400, 400], url);
    }
    const test = await backend.login('test', 'test');
    for (const url of ['/api/trend/passRatio', '/api/trend/alarmTrend', '/api/pdca/alarm/statistics?domain=hj']) {
      const reply = await get(url, test);
      assert.deepEqual([reply.http, reply.body.status], [403, 40301], url);
    }
  });
});

describe('ramming statistics (from the validated hits)', () => {
  test('数据统计: points, hits, qualified share; per day, hits per point, total settlement', async () => {
    const s = await data(`/api/hj/summary?start=${day}&end=${day}`);
    assert.deepEqual(
      s.kpis.map((k: { key: string; value: number }) => [k.key, k.value]),
      [
        ['points', 254],
        ['hits', 2783],
        ['qualifiedPct', 95.7],
      ],
    );
    assert.deepEqual(rows(s, 'daily'), [{ day, points: 254, hits: 2783 }]);
    const perPoint = rows(s, 'hitsPerPoint');
    assert.deepEqual(perPoint[0], { hitsPerPoint: 5, points: 1 });
    assert.deepEqual(perPoint.at(-1), { hitsPerPoint: 14, points: 14 });
    assert.equal(
      perPoint.reduce((n, r) => n + Number(r.points), 0),
      254,
    );
    const settlement = rows(s, 'settlement');
    assert.deepEqual(settlement[0], { from: 1000, to: 1200, points: 10 });
    assert.deepEqual(settlement.at(-1), { from: 2800, to: 3000, points: 1 });
  });

  test('工作量统计: per rig and day, points, hits, working hours, energy, low drops', async () => {
    const w = await data(`/api/hj/work?start=${day}&end=${day}`);
    assert.deepEqual(
      w.kpis.map((k: { key: string; value: number }) => [k.key, k.value]),
      [
        ['points', 254],
        ['hits', 2783],
        ['workHours', 71.06],
        ['energy', 8353.8],
      ],
    );
    assert.deepEqual(rows(w, 'byDevice')[0], {
      device: 'HJ-01',
      points: 42,
      hits: 479,
      workHours: 12.01,
      energy: 1437.6,
      lowDrop: 2,
    });
    assert.equal(rows(w, 'daily').length, 6);
  });
});
