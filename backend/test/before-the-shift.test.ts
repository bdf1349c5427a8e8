import assert from 'node:assert/strict';
import { test } from 'node:test';
import { settled, simSite } from './sim-site.js';

/*
 * A console opened before the shift (05:00 site time, the clock frozen): today holds no rolling and no track yet.
 * The pages that default to today say so, and the platform names the latest period that has data.
 */
const start = simSite({
  seed: 1,
  historyDays: 1,
  nowMs: Date.parse('2026-03-15T05:00:00+08:00'),
  speed: 0,
  rawRetentionHours: 24,
  anomalyRate: 1,
});

test(
  'the home monitor offers the latest day with rolling; the ' + 'track playback the vehicle’s latest period',
  async () => {
    const backend = await start();
    await settled(backend);
    const token = await backend.login('admin', 'admin');
    const get = async (path: string) => (await backend.call('GET', path, { token })).body;

    const today = await get('/api/znys/monitor/overview');
    assert.equal(today.data.day, '2026-03-15');
    assert.deepEqual(today.data.areas, []);
    assert.equal(today.data.lastWorked.day, '2026-03-14');
    assert.ok(today.data.lastWorked.areas > 0);

    const past = await get('/api/znys/monitor/overview?day=2026-03-14');
    assert.equal(past.data.day, '2026-03-14');
    assert.equal(past.data.areas.length, today.data.lastWorked.areas);
    assert.ok(past.data.areas.every((a: { state: string }) => a.state === 'finished'));
    assert.deepEqual(past.data.rollers, [], 'where the rollers are is asked of today only');
    assert.equal(past.data.lastWorked, undefined);
    const grid = await backend.call('GET', `/api/znys/workArea/${past.data.areas[0].id}/grid?metric=passes`, { token });
    assert.equal(grid.http, 200);
    assert.match((await get('/api/znys/monitor/overview?day=2026-03-01')).message, /最近 7 天/);
    assert.match((await get('/api/znys/monitor/overview?day=2026-03-16')).message, /最近 7 天/);
    assert.match((await get('/api/znys/monitor/overview?day=15/03/2026')).message, /yyyy-MM-dd/);

    const truck = (await get('/api/ylc/location')).data.vehicles.find((v: { code: string }) => v.code === 'YLC-001');
    const empty = await get(
      `/api/ylc/track?vehicleId=${truck.id}&start=2026-03-15%2000:00:00&end=2026-03-15%2005:00:00`,
    );
    assert.equal(empty.data.points.length, 0);
    assert.match(empty.data.lastActive.start, /^2026-03-14 0[67]:\d\d:\d\d$/);
    assert.match(empty.data.lastActive.end, /^2026-03-14 1[89]:\d\d:\d\d$/);
    const offered = await get(
      `/api/ylc/track?vehicleId=${truck.id}&start=${encodeURIComponent(empty.data.lastActive.start)}&end=` +
        `${encodeURIComponent(empty.data.lastActive.end)}`,
    );
    assert.ok(offered.data.points.length > 100);
    assert.equal(offered.data.lastActive, undefined);
  },
);
