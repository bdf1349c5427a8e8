import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { toLonLat } from '@console/contract/site/frame';
import { decimate, FIX_SEC, MAX_POINTS, type TrackPoint } from '../src/modules/fleet/track-samples.js';
import { frozenSim, type TestBackend } from './helpers.js';
import { EventReader } from './live-stream.js';
import { advance, settled, simSite } from './sim-site.js';

/*
 * Vehicle location and track playback on the frozen site (seed 1, 2026-03-15 10:00, two days of
 * history): golden counts by state, a truck's trip card, a truck-day's and a sprinkler-day's track
 * decimated under the bound with every state change kept, and the range checks.
 */
const start = simSite(frozenSim(2));

type Vehicle = {
  id: number;
  code: string;
  state: string;
  x?: number;
  y?: number;
  heading?: number;
  lastSeen?: string;
  speed: number;
  plate: string;
  trip?: Record<string, unknown>;
  tank?: number;
  sprayed?: unknown[];
};
type Track = {
  points: number[][];
  rawPoints: number;
  maxPoints: number;
  states: string[];
  segments: { start: string; end: string; state: string; distanceM: number; tripNo?: string | null }[];
  until: string;
};

const countBy = (vehicles: Vehicle[]) =>
  vehicles.reduce<Record<string, number>>((out, v) => ({ ...out, [v.state]: (out[v.state] ?? 0) + 1 }), {});
const secondsOf = (t: string) => Date.parse(`${t.replace(' ', 'T')}+08:00`) / 1000;
const siteTimeOf = (seconds: number) =>
  new Date(seconds * 1000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

describe('vehicle tracks: location, playback, decimation', () => {
  let backend: TestBackend;
  let token: string;
  const get = async (url: string, as = token) => backend.call('GET', url, { token: as });

  test(
    'the fleet at 10:00: golden counts by state and a truck’s ' + 'trip card; sprinklers with tank and spraying',
    async () => {
      backend = await start();
      await settled(backend);
      token = await backend.login('admin', 'admin');
      const trucks = (await get('/api/ylc/location')).body.data as { simTime: string; vehicles: Vehicle[] };
      assert.equal(trucks.simTime, '2026-03-15 10:00:00');
      assert.equal(trucks.vehicles.length, 30);
      assert.deepEqual(countBy(trucks.vehicles), {
        unloading: 6,
        loading: 5,
        idle: 10,
        inTransit: 2,
        waiting: 5,
        returning: 2,
      });
      const truck = trucks.vehicles.find((v) => v.code === 'YLC-011')!;
      assert.equal(truck.state, 'inTransit');
      assert.deepEqual(
        [
          truck.trip!.tripNo,
          truck.trip!.plantCode,
          truck.trip!.destination,
          truck.trip!.loadT,
          truck.trip!.depart,
          truck.trip!.tempDepart,
        ],
        ['YS-20260315-0112', 'LQ-01', 'K2+400–K2+800 右幅', 28.3, '2026-03-15 09:55:54', 157.2],
      );
      const sprinklers = (await get('/api/ssc/location')).body.data as { vehicles: Vehicle[] };
      assert.equal(sprinklers.vehicles.length, 4);
      assert.deepEqual(
        sprinklers.vehicles.map((v) => [v.code, v.state, v.tank, v.sprayed!.length]),
        [
          ['SSC-01', 'filling', 11.1, 4],
          ['SSC-02', 'spraying', 12.4, 5],
          ['SSC-03', 'driving', 0, 5],
          ['SSC-04', 'filling', 1.9, 5],
        ],
      );
    },
  );

  test('a truck-day: at most MAX_POINTS points, every state change kept, the day’s trips as segments', async () => {
    const trucks = (await get('/api/ylc/location')).body.data as { vehicles: Vehicle[] };
    const id = trucks.vehicles.find((v) => v.code === 'YLC-001')!.id;
    const reply = await get(`/api/ylc/track?vehicleId=${id}&start=2026-03-14 00:00:00&end=2026-03-14 23:59:59`);
    assert.equal(reply.http, 200);
    const track = reply.body.data as Track;
    assert.equal(track.maxPoints, MAX_POINTS);
    assert.ok(track.rawPoints > MAX_POINTS, `raw ${track.rawPoints}`);
    assert.ok(track.points.length <= MAX_POINTS);
    assert.ok(JSON.stringify(reply.body).length < 150_000);
    // Every segment's first fix (the first on the FIX_SEC grid at or after its start) is a kept point, with the
    // segment's state.
    const from = secondsOf('2026-03-14 00:00:00');
    const kept = new Map(track.points.map((p) => [p[0]!, track.states[p[4]!]]));
    for (const s of track.segments) {
      const first = Math.ceil((secondsOf(s.start) - from) / FIX_SEC) * FIX_SEC;
      if (first >= secondsOf(s.end) - from) continue;
      assert.equal(kept.get(first), s.state, `${s.start} ${s.state}`);
    }
    const trips = [...new Set(track.segments.flatMap((s) => (s.tripNo ? [s.tripNo] : [])))];
    assert.deepEqual(trips.slice(0, 3), ['YS-20260314-0006', 'YS-20260314-0044', 'YS-20260314-0076']);
    assert.deepEqual(
      track.segments.slice(1, 7).map((s) => [s.start.slice(11), s.state, s.distanceM]),
      [
        ['06:51:37', 'loading', 0],
        ['06:58:34', 'inTransit', 2361],
        ['07:01:57', 'waiting', 0],
        ['07:15:48', 'unloading', 0],
        ['07:20:26', 'returning', 2361],
        ['07:25:08', 'idle', 0],
      ],
    );
  });

  test('a replayed range as GPX and KML: every fix, in latitude/longitude through the frame', async () => {
    const trucks = (await get('/api/ylc/location')).body.data as { vehicles: Vehicle[] };
    const id = trucks.vehicles.find((v) => v.code === 'YLC-001')!.id;
    const range = `vehicleId=${id}&start=2026-03-14 10:00:00&end=2026-03-14 12:00:00`;
    const track = (await get(`/api/ylc/track?${range}`)).body.data as Track;
    const frame = (await get('/api/site/plan')).body.data.frame;
    const download = (format: string) =>
      fetch(`${backend.base}/api/ylc/track/file?${range}&format=${format}`, { headers: { authorization: token } });
    const gpx = await download('gpx');
    assert.equal(gpx.headers.get('content-type'), 'application/gpx+xml');
    assert.match(gpx.headers.get('content-disposition')!, /filename="YLC-001-20260314\.gpx"/);
    const text = await gpx.text();
    const points = [...text.matchAll(/<trkpt lat="([\d.]+)" lon="([\d.]+)"><time>([^<]+)<\/time>/g)];
    assert.equal(points.length, track.rawPoints);
    // The first fix: 10:00 site time (GMT+8), where the player's track starts.
    const [lon, lat] = toLonLat(frame, [track.points[0]![1]!, track.points[0]![2]!]);
    assert.deepEqual(points[0]!.slice(1), [lat.toFixed(8), lon.toFixed(8), '2026-03-14T02:00:00Z']);
    assert.match(text, /EPSG:4547/);
    const kml = await (await download('kml')).text();
    const coordinates = [...kml.matchAll(/<coordinates>([^<]*)<\/coordinates>/g)].flatMap((m) => m[1]!.split(' '));
    assert.equal(coordinates.length, track.rawPoints);
    assert.equal(coordinates[0], `${lon.toFixed(8)},${lat.toFixed(8)},0`);
    assert.match((await get(`/api/ylc/track/file?${range}&format=shp`)).body.message, /gpx 或 kml/);
  });

  test('a sprinkler-day: spraying segments, the bound held, nothing after the present', async () => {
    const sprinklers = (await get('/api/ssc/location')).body.data as { vehicles: Vehicle[] };
    const id = sprinklers.vehicles.find((v) => v.code === 'SSC-01')!.id;
    const day = (await get(`/api/ssc/track?vehicleId=${id}&start=2026-03-14 00:00:00&end=2026-03-14 23:59:59`)).body
      .data as Track;
    assert.ok(day.rawPoints > MAX_POINTS);
    assert.ok(day.points.length <= MAX_POINTS && day.points.length > MAX_POINTS * 0.9, `${day.points.length}`);
    const spraying = day.segments.filter((s) => s.state === 'spraying');
    assert.ok(spraying.length >= 8, `${spraying.length}`);
    assert.ok(spraying.every((s) => s.distanceM > 0));
    const today = (await get(`/api/ssc/track?vehicleId=${id}&start=2026-03-15 06:00:00&end=2026-03-15 18:00:00`)).body
      .data as Track;
    assert.equal(today.until, '2026-03-15 10:00:00');
    assert.ok(today.points.every((p) => p[0]! < 4 * 3600));
  });

  test('live: ylc.pos and ssc.pos frames give every vehicle the state and place of the location read', async () => {
    const open = async (as: string) =>
      new EventReader(
        await fetch(`${backend.base}/api/live/stream?topics=ylc.pos,ssc.pos`, { headers: { authorization: as } }),
      );
    const stream = await open(token);
    try {
      const asFrame = (v: Vehicle) => [
        v.id,
        v.state,
        v.x ?? null,
        v.y ?? null,
        v.heading ?? null,
        v.speed,
        v.lastSeen ?? null,
      ];
      const frames: Record<string, { t: string; v: unknown[][] }> = {};
      for (const kind of ['ylc', 'ssc']) {
        const frame = JSON.parse((await stream.next(`${kind}.pos`)).data) as { t: string; v: unknown[][] };
        const read = (await get(`/api/${kind}/location`)).body.data as { simTime: string; vehicles: Vehicle[] };
        assert.equal(frame.t, read.simTime);
        assert.deepEqual(
          [...frame.v].sort((a, b) => Number(a[0]) - Number(b[0])),
          read.vehicles.map(asFrame).sort((a, b) => Number(a[0]) - Number(b[0])),
        );
        frames[kind] = frame;
      }
      // A minute on, the trucks under way have moved.
      await advance(backend, 60);
      const later = JSON.parse((await stream.next('ylc.pos')).data) as { t: string; v: unknown[][] };
      assert.equal(later.t, '2026-03-15 10:01:00');
      const before = new Map(frames.ylc!.v.map((f) => [f[0], f]));
      assert.ok(later.v.some((f) => f[1] === 'inTransit' && f[2] !== before.get(f[0])![2]));
    } finally {
      stream.close();
    }
    // Only the location pages' holders hear them.
    const other = await open(await backend.login('test', 'test'));
    try {
      const ready = JSON.parse((await other.next('ready')).data) as { refused: string[] };
      assert.deepEqual(ready.refused.sort(), ['ssc.pos', 'ylc.pos']);
    } finally {
      other.close();
    }
  });

  test('a truck whose terminal drops stays where last heard, offline, with that time, in reads, frames', async () => {
    const read = async () => (await get('/api/ylc/location')).body.data as { simTime: string; vehicles: Vehicle[] };
    const now = await read();
    const truck = now.vehicles.find((v) => v.state === 'inTransit')!;
    assert.ok(truck.lastSeen && truck.lastSeen <= now.simTime, JSON.stringify(truck));
    const dropAt = secondsOf(now.simTime) + 90;
    const forced = await backend.call('POST', '/__test/sim/episode', {
      body: { device: truck.code, kind: 'offline', start: siteTimeOf(dropAt), minutes: 30 },
    });
    assert.equal(forced.body.status, 200, forced.text);
    await advance(backend, 6 * 60);
    const later = await read();
    const lost = later.vehicles.find((v) => v.id === truck.id)!;
    assert.equal(lost.state, 'offline');
    // Its last heartbeat before the drop (one a minute), and the place its route had then.
    assert.ok(lost.lastSeen! < siteTimeOf(dropAt) && lost.lastSeen! >= siteTimeOf(dropAt - 120), lost.lastSeen);
    const track = (
      await get(`/api/ylc/track?vehicleId=${truck.id}&start=${lost.lastSeen}&end=${lost.lastSeen!.slice(0, 17)}59`)
    ).body.data as { points: number[][] };
    assert.ok(typeof lost.x === 'number' && typeof lost.y === 'number');
    assert.deepEqual([lost.x, lost.y], track.points[0]!.slice(1, 3));
    assert.equal(lost.speed, 0);
    // The position frame says the same.
    const stream = new EventReader(
      await fetch(`${backend.base}/api/live/stream?topics=ylc.pos`, { headers: { authorization: token } }),
    );
    try {
      const frame = JSON.parse((await stream.next('ylc.pos')).data) as { v: unknown[][] };
      assert.deepEqual(
        frame.v.find((f) => f[0] === truck.id),
        [truck.id, 'offline', lost.x, lost.y, lost.heading, 0, lost.lastSeen],
      );
    } finally {
      stream.close();
    }
  });

  test('the range and the vehicle are checked (30101 in the envelope); the menus gate the reads', async () => {
    const trucks = (await get('/api/ylc/location')).body.data as { vehicles: Vehicle[] };
    const id = trucks.vehicles[0]!.id;
    for (const query of [
      `vehicleId=${id}&start=2026-03-14 10:00:00&end=2026-03-14 10:00:00`,
      `vehicleId=${id}&start=2026-03-14 10:00:00&end=2026-03-14 09:00:00`,
      `vehicleId=${id}&start=2026-03-13 10:00:00&end=2026-03-14 10:00:01`,
      `vehicleId=${id}&start=2026-03-14&end=2026-03-14 12:00:00`,
      `vehicleId=abc&start=2026-03-14 10:00:00&end=2026-03-14 12:00:00`,
      `vehicleId=999999&start=2026-03-14 10:00:00&end=2026-03-14 12:00:00`,
      `start=2026-03-14 10:00:00&end=2026-03-14 12:00:00`,
    ]) {
      const reply = await get(`/api/ylc/track?${query}`);
      assert.deepEqual([reply.http, reply.body.status], [200, 30101], query);
    }
    // A sprinkler is not a truck.
    const sprinkler = ((await get('/api/ssc/location')).body.data as { vehicles: Vehicle[] }).vehicles[0]!.id;
    assert.equal(
      (await get(`/api/ylc/track?vehicleId=${sprinkler}&start=2026-03-14 10:00:00&end=2026-03-14 12:00:00`)).body
        .status,
      30101,
    );
    assert.equal(
      (await get(`/api/ylc/track?vehicleId=${id}&start=2026-03-13 10:00:00&end=2026-03-14 10:00:00`)).http,
      200,
    );
    const other = await backend.login('test', 'test');
    for (const url of [
      '/api/ylc/location',
      '/api/ssc/location',
      `/api/ylc/track?vehicleId=${id}&start=2026-03-14 10:00:00&end=2026-03-14 12:00:00`,
    ]) {
      assert.equal((await get(url, other)).http, 403, url);
    }
    await backend.close();
  });
});

describe('decimation', () => {
  const run = (n: number, state: (i: number) => number, speed: (i: number) => number): TrackPoint[] =>
    Array.from({ length: n }, (_, i) => ({
      t: i * FIX_SEC * 1000,
      x: i,
      y: 0,
      speed: speed(i),
      state: state(i),
      tank: null,
    }));

  test('keeps the ends, every state change and every start and stop, under the bound', () => {
    // 10 000 fixes: states change every 997 fixes, the vehicle stands for 50 fixes every 400.
    const points = run(
      10_000,
      (i) => Math.floor(i / 997) % 3,
      (i) => (i % 400 < 50 ? 0 : 30),
    );
    const kept = decimate(points, 500);
    assert.ok(kept.length <= 500, `${kept.length}`);
    const at = new Set(kept.map((p) => p.t));
    assert.ok(at.has(0) && at.has(points[points.length - 1]!.t));
    for (let i = 1; i < points.length; i++) {
      if (points[i]!.state !== points[i - 1]!.state || points[i]!.speed > 0 !== points[i - 1]!.speed > 0) {
        assert.ok(at.has(points[i]!.t) && at.has(points[i - 1]!.t), `change at ${i}`);
      }
    }
    // Inside a standing run only its ends remain.
    assert.ok(!at.has(points[20]!.t));
  });

  test('a short track is answered whole', () => {
    const points = run(
      100,
      () => 0,
      () => 10,
    );
    assert.equal(decimate(points, 2000).length, 100);
  });
});
