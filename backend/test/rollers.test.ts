import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import type { SimConfig } from '../src/config.js';
import { rollerDataRoutes } from '../src/modules/compaction/roller-data.js';
import { type TestBackend } from './helpers.js';
import { settled, simSite } from './sim-site.js';

/*
 * Golden numbers of the rollers' raw data: seed 1, clock frozen at 2026-03-15 10:00 GMT+8, two days of
 * history, 24 h of raw retention. Fixes within the retention are read from the database, older ones are
 * recomputed from the trajectories; both must agree to the last digit.
 */
const sim: SimConfig = {
  seed: 1,
  historyDays: 2,
  nowMs: Date.parse('2026-03-15T10:00:00+08:00'),
  speed: 0,
  rawRetentionHours: 24,
  anomalyRate: 1,
};
const start = simSite(sim);

const pick = (rows: Record<string, unknown>[], ...fields: string[]) => rows.map((row) => fields.map((f) => row[f]));

describe('rollers: raw fixes and packets', () => {
  let first: TestBackend;
  let admin: string;
  let yl01: number;
  let zd01: number;
  const page = async (api: string, query: string, token = admin) =>
    (await first.call('GET', `${api}?${query}`, { token })).body;

  test('golden fixes of YL-01 now, stored within the retention', async () => {
    first = await start();
    await settled(first);
    admin = await first.login('admin', 'admin');
    const devices = await page('/api/znys/fixDevice/all', '');
    assert.deepEqual(
      devices.map((d: { code: string }) => d.code),
      Array.from({ length: 12 }, (_, i) => `YL-${String(i + 1).padStart(2, '0')}`),
    );
    yl01 = devices[0].id;
    zd01 = (await page('/api/zd/fixDevice/all', ''))[0].id;
    // Without a range: the 24 hours up to the present, newest first.
    const latest = await page('/api/znys/fix/page', `deviceId=${yl01}&limit=3`);
    assert.equal(latest.data.total, 43_755);
    assert.deepEqual(pick(latest.data.rows, 't', 'x', 'y', 'speed', 'heading', 'vibOn', 'surfaceTemp', 'gnssQuality'), [
      ['2026-03-15 09:59:59', 1922.92, 302.469, 2.68, 90, 1, 109.4, 4],
      ['2026-03-15 09:59:58', 1922.173, 302.469, 2.7, 90, 1, 110.1, 4],
      ['2026-03-15 09:59:57', 1921.427, 302.469, 2.68, 90, 1, 109.6, 4],
    ]);
    // The console asks newest first as sort=t&order=desc.
    assert.deepEqual(
      pick((await page('/api/znys/fix/page', `deviceId=${yl01}&sort=t&order=desc&limit=1`)).data.rows, 't'),
      [['2026-03-15 09:59:59']],
    );
    assert.deepEqual(
      pick((await page('/api/znys/packet/page', 'sort=receivedAt&order=desc&limit=1')).data.rows, 'receivedAt'),
      [['2026-03-15 09:59:59']],
    );
    const db = new Database(path.join(first.dataDir, 'platform.db'), { readonly: true });
    const span = db.prepare('SELECT COUNT(*) n, MIN(t) first, MAX(t) last FROM znys_fix').get();
    const packets = (db.prepare('SELECT COUNT(*) n FROM znys_packet').get() as { n: number }).n;
    db.close();
    assert.deepEqual(
      span,
      { n: 791_669, first: '2026-03-14 10:00:00', last: '2026-03-15 09:59:59' },
      'exactly the last 24 hours are stored',
    );
    assert.equal(packets, 79_177);
  });

  test('fixes per hour and rollups of a day older than the retention, recomputed', async () => {
    const perHour: number[] = [];
    for (let h = 6; h < 20; h++) {
      const hh = String(h).padStart(2, '0');
      perHour.push(
        (
          await page(
            '/api/znys/fix/page',
            `deviceId=${yl01}&start=2026-03-13 ${hh}:00:00&end=2026-03-13 ${hh}:59:59&limit=1`,
          )
        ).data.total,
      );
    }
    assert.deepEqual(perHour, [1088, 3600, 3600, 3600, 3600, 3600, 3600, 3600, 3600, 3600, 3600, 3600, 3600, 1139]);
    const old = await page(
      '/api/znys/fix/page',
      `deviceId=${yl01}&start=2026-03-13 10:00:00&end=2026-03-13 10:59:59&limit=3`,
    );
    assert.deepEqual(pick(old.data.rows, 'id', 't', 'x', 'y', 'speed', 'heading'), [
      [20_525_267_450, '2026-03-13 10:59:59', 2436.681, 462.853, 2.51, 55],
      [20_525_267_432, '2026-03-13 10:59:58', 2436.111, 462.453, 2.5, 55],
      [20_525_267_414, '2026-03-13 10:59:57', 2435.541, 462.054, 2.49, 55],
    ]);
    const zd = await page(
      '/api/zd/fix/page',
      `deviceId=${zd01}&start=2026-03-13 10:00:00&end=2026-03-13 10:59:59&limit=2`,
    );
    assert.deepEqual(pick(zd.data.rows, 't', 'x', 'y', 'speed', 'vibOn', 'cmv'), [
      ['2026-03-13 10:59:59', 920.174, 304.244, 1.15, 0, undefined],
      ['2026-03-13 10:59:58', 920.647, 304.245, 2.26, 0, undefined],
    ]);
    const db = new Database(path.join(first.dataDir, 'platform.db'), { readonly: true });
    const rollups = db
      .prepare(
        "SELECT module, metric, key, value FROM stat_daily WHERE module IN ('znys', 'zd') " +
          "AND key IN ('YL-01', 'ZD-01') AND day = '2026-03-13' ORDER BY module, metric",
      )
      .all();
    const older = (db.prepare("SELECT COUNT(*) n FROM znys_fix WHERE t < '2026-03-14 10:00:00'").get() as { n: number })
      .n;
    db.close();
    assert.equal(older, 0, 'nothing older than the retention is stored');
    assert.deepEqual(rollups, [
      { module: 'zd', metric: 'metres', key: 'ZD-01', value: 31_129 },
      { module: 'zd', metric: 'workSeconds', key: 'ZD-01', value: 34_945 },
      { module: 'znys', metric: 'metres', key: 'YL-01', value: 18_192 },
      { module: 'znys', metric: 'workSeconds', key: 'YL-01', value: 26_263 },
    ]);
    // A window longer than 24 hours, and a page without its device, are refused.
    assert.equal((await page('/api/znys/fix/page', `deviceId=${yl01}&start=2026-03-13&end=2026-03-14`)).status, 30101);
    assert.equal((await page('/api/znys/fix/page', 'start=2026-03-13')).message, '请选择设备');
    assert.equal(
      (await page('/api/znys/fix/page', `deviceId=${zd01}`)).status,
      30101,
      'a zd roller is not a znys device',
    );
    assert.equal(
      (await page('/api/znys/fix/page', `deviceId=${yl01}&sort=speed`)).status,
      30101,
      'sorts are whitelisted',
    );
  });

  test('stored rows equal the recomputed ones, fixes and packets', async () => {
    // 09:59–10:00:59 starts before the retention, so the whole window is recomputed; 10:00–10:00:59 is read from the
    // table.
    for (const [api, device, range] of [
      ['/api/znys/fix/page', yl01, 'start=2026-03-14 09:59:00&end=2026-03-14 10:00:59'],
      ['/api/zd/fix/page', zd01, 'start=2026-03-14 09:59:00&end=2026-03-14 10:00:59'],
      ['/api/znys/packet/page', yl01, 'start=2026-03-14 09:58:00&end=2026-03-14 10:04:59'],
    ] as const) {
      const recomputed = await page(
        api,
        `deviceId=${device}&${range}&limit=500&order=asc&sort=${api.includes('packet') ? 'receivedAt' : 't'}`,
      );
      const storedRange = range.replace(/start=[^&]+/, 'start=2026-03-14 10:00:00');
      const stored = await page(
        api,
        `deviceId=${device}&${storedRange}&limit=500&order=asc&sort=${api.includes('packet') ? 'receivedAt' : 't'}`,
      );
      assert.ok(stored.data.total > 0 && recomputed.data.total > stored.data.total, api);
      assert.deepEqual(recomputed.data.rows.slice(recomputed.data.total - stored.data.total), stored.data.rows, api);
    }
    const packets = await page('/api/znys/packet/page', 'limit=1');
    assert.deepEqual(Object.keys(packets.data.rows[0]).sort(), [
      'bytes',
      'deviceCode',
      'deviceId',
      'deviceName',
      'id',
      'parseStatus',
      'payload',
      'protocol',
      'receivedAt',
    ]);
    assert.ok(packets.data.rows[0].payload.length <= 512);
  });

  test('reads are gated by the pages that show them', async () => {
    const test = await first.login('test', 'test');
    const zd = await first.call('GET', `/api/zd/fix/page?deviceId=${zd01}`, { token: test });
    assert.equal(zd.http, 403);
    assert.equal(zd.body.status, 40301);
    // The test user's role holds znysManager and sysManager; the raw-data pages sit under znysBasedataManager.
    for (const api of [
      '/api/znys/fix/page',
      '/api/znys/packet/page',
      '/api/znys/fix/latest/page',
      '/api/znys/fixDevice/all',
    ]) {
      const refused = await first.call('GET', `${api}?deviceId=${yl01}&limit=1`, { token: test });
      assert.deepEqual([refused.http, refused.body.status], [403, 40301], api);
    }
    assert.deepEqual(
      rollerDataRoutes.filter((r) => r.path === '/api/zd/fix/page').map((r) => r.menus),
      [['zdRawDataManager', 'hjMonitorRawDataManager']],
    );
    const latest = await page('/api/znys/fix/latest/page', 'limit=20');
    assert.equal(latest.data.total, 12);
    assert.deepEqual(pick(latest.data.rows.slice(0, 1), 'deviceCode', 't', 'x', 'y'), [
      ['YL-01', '2026-03-15 09:59:59', 1922.92, 302.469],
    ]);
  });

  test(
    'live: znys.pos frames carry the latest stored fix per roller, for the pages that show them (the real-time ' +
      "page and the home route's process monitor)",
    async () => {
      const event = async (token: string, name: string): Promise<unknown> => {
        const response = await fetch(`${first.base}/api/live/stream?topics=znys.pos`, {
          headers: { authorization: token },
        });
        const reader = response.body!.getReader();
        const decoder = new TextDecoder();
        let text = '';
        const deadline = Date.now() + 5000;
        try {
          while (Date.now() < deadline) {
            const { value, done } = await reader.read();
            if (done) break;
            text += decoder.decode(value, { stream: true });
            const match = new RegExp(`event: ${name.replace('.', '\\.')}\ndata: (.*)\n\n`).exec(text);
            if (match) return JSON.parse(match[1]!);
          }
        } finally {
          await reader.cancel().catch(() => undefined);
        }
        throw new Error(`no ${name} event: ${text}`);
      };
      const frame = (await event(admin, 'znys.pos')) as { t: string; f: unknown[][] };
      assert.equal(frame.t, '2026-03-15 10:00:00');
      assert.equal(frame.f.length, 12);
      assert.deepEqual(frame.f[0], [yl01, 1922.92, 302.469, 90, 2.68, 1]);
      const ready = (await event(await first.login('test', 'test'), 'ready')) as {
        accepted: string[];
        refused: string[];
      };
      // `test` holds the home route (工艺监控), which shows the rollers moving.
      assert.deepEqual([ready.accepted.includes('znys.pos'), ready.refused], [true, []]);
    },
  );
});
