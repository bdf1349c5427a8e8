import { sectionWhere } from '../../domain/data-scope.js';
import { ApiError, ok, rejected, type Reply } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import {
  dayIndexOf,
  dayStartMs,
  type Facts,
  type Leg,
  lengthOf,
  parseSiteTime,
  type Point,
  round1,
  siteTime,
  slice,
  sprinklerLegs,
  type SprinklerState,
  sprinklerStates,
  truckLegs,
  type TruckState,
  truckStates,
} from '../../sim/reads.js';
import { facts } from '../../kit/sim-facts.js';
import { decimate, FIX_SEC, MAX_POINTS, sampleTrack } from './track-samples.js';
import { trackFile, trackFormat } from './track-files.js';
import { heardOf, presenceOf } from './presence.js';
import { fleetPages } from '@console/contract/fleet/pages';

/*
 * Where the haul trucks and the sprinklers are: real-time location and track playback. The simulator stores
 * no vehicle fixes: a vehicle-day is a list of legs (stand here from t0 to t1, or drive this polyline from t0
 * to t1) made from the same pure plans the simulator writes its facts from — a truck's legs from its planned
 * trips (so a trip's times on the map are the times of its `ylc_trip` row), a sprinkler's from its own seeded
 * fill–drive–spray cycles inside its engine hours. Fixes are sampled from the legs every FIX_SEC seconds,
 * never after the present; a track answers at most MAX_POINTS of them (track-samples.ts).
 */

const DAY_MS = 86_400_000;
const minute = 60_000;
const { pages } = fleetPages;
const YLC_LOCATION = [pages.ylcRealtimeLocation.code, pages.ylcTrackPlayback.code];
const YLC_TRACK = [pages.ylcTrackPlayback.code];
const SSC_LOCATION = [pages.sscRealtimeLocation.code, pages.sscTrackPlayback.code];
const SSC_TRACK = [pages.sscTrackPlayback.code];
// ——— tracks ———

export interface TrackSegment {
  start: string;
  end: string;
  durationSec: number;
  distanceM: number;
  state: string;
  ref: number | null;
  /** Where the segment starts and ends (a stop's place). */
  from: Point;
  to: Point;
}

/** The legs clipped to [from, to), merged where the state and the reference carry on. */
export function segmentsOf(legs: readonly Leg[], from: number, to: number): TrackSegment[] {
  const out: TrackSegment[] = [];
  for (const leg of legs) {
    const a = Math.max(from, leg.from);
    const b = Math.min(to, leg.to);
    if (b <= a) continue;
    const path = slice(leg, a, b);
    const distance = leg.path.length > 1 ? lengthOf(path) : 0;
    const start: Point = [round1(path[0]![0]), round1(path[0]![1])];
    const end: Point = [round1(path[path.length - 1]![0]), round1(path[path.length - 1]![1])];
    const last = out[out.length - 1];
    if (last && last.state === leg.state && last.ref === leg.ref && last.end === siteTime(a)) {
      last.end = siteTime(b);
      last.durationSec += (b - a) / 1000;
      last.distanceM = Math.round(last.distanceM + distance);
      last.to = end;
    } else
      out.push({
        start: siteTime(a),
        end: siteTime(b),
        durationSec: (b - a) / 1000,
        distanceM: Math.round(distance),
        state: leg.state,
        ref: leg.ref,
        from: start,
        to: end,
      });
  }
  return out;
}

// ——— requests ———

type Kind = 'truck' | 'sprinkler';

export interface Vehicle {
  id: number;
  code: string;
  name: string;
  plate: string | null;
  driver: string | null;
  tankM3: number | null;
}

/** The vehicles of a kind the reader's data scope reaches (by the section of the vehicle's device). */
export function vehiclesOf(ctx: RequestContext, f: Facts, kind: Kind): Vehicle[] {
  const scope = sectionWhere(f.store, ctx.actor.id, 'COALESCE(d.sectionId, 0)');
  return f.store.all<Vehicle>(
    `SELECT d.id, d.code, d.name, COALESCE(v.plate, d.plate) AS plate, v.driver, v.capacityM3 AS tankM3
     FROM site_device d LEFT JOIN veh_vehicle v ON v.deviceId = d.id WHERE d.kind = ?${scope ? ` AND ${scope.sql}` : ''}
     ORDER BY d.code`,
    kind,
    ...(scope?.params ?? []),
  );
}

export function legsOf(f: Facts, kind: Kind, code: string, from: number, to: number): Leg[] {
  const out: Leg[] = [];
  for (let day = dayIndexOf(from); day <= dayIndexOf(to - 1); day++)
    out.push(...(kind === 'truck' ? truckLegs(f, day, code) : sprinklerLegs(f, day, code)));
  return out;
}

function timeParam(query: URLSearchParams, name: 'start' | 'end'): number {
  const raw = query.get(name)?.trim();
  if (!raw) throw rejected(`参数 ${name} 不能为空`);
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(raw)) throw rejected(`参数 ${name} 必须是 yyyy-MM-dd HH:mm:ss`);
  const ms = parseSiteTime(raw);
  if (ms === undefined) throw rejected(`参数 ${name} 不是有效的时间: ${raw}`);
  return ms;
}

function vehicleParam(ctx: RequestContext, f: Facts, kind: Kind): Vehicle {
  const query = ctx.query;
  const raw = query.get('vehicleId')?.trim() ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw rejected('参数 vehicleId 必须是车辆的设备 id');
  const found = vehiclesOf(ctx, f, kind).find((v) => v.id === Number(raw));
  if (!found) throw rejected(`没有这辆${kind === 'truck' ? '运输车' : '洒水车'}: ${raw}`);
  return found;
}

/** How far back a track with no fixes looks for the vehicle's last powered period. */
const LOOK_BACK_DAYS = 31;

/**
 * The vehicle's latest powered period that began before the present: what a track with no fixes offers instead
 * (at night or before the shift, today's range up to now holds nothing).
 */
function lastActive(f: Facts, kind: Kind, code: string): { start: string; end: string } | null {
  const today = dayIndexOf(f.cursor);
  for (let day = today; day > today - LOOK_BACK_DAYS; day--) {
    const legs = (kind === 'truck' ? truckLegs(f, day, code) : sprinklerLegs(f, day, code)).filter(
      (l) => l.from < f.cursor,
    );
    if (legs.length > 0)
      return { start: siteTime(legs[0]!.from), end: siteTime(Math.min(legs[legs.length - 1]!.to, f.cursor)) };
  }
  return null;
}

/** A vehicle's fixes in the asked range (`vehicleId`, `start`, `end`: at most a day, nothing after the present). */
function trackSamples(ctx: RequestContext, kind: Kind) {
  const f = facts(ctx);
  const vehicle = vehicleParam(ctx, f, kind);
  const from = timeParam(ctx.query, 'start');
  const end = timeParam(ctx.query, 'end');
  if (end <= from) throw rejected('结束时间必须晚于开始时间');
  if (end - from > DAY_MS) throw rejected('时间范围不能超过 24 小时');
  // Nothing exists after the present.
  const to = Math.min(end, f.cursor);
  const states = kind === 'truck' ? truckStates : sprinklerStates;
  const legs = to > from ? legsOf(f, kind, vehicle.code, from, to) : [];
  const raw = to > from ? sampleTrack(legs, states, from, to) : [];
  return { f, vehicle, from, end, to, states, legs, raw };
}

function track(ctx: RequestContext, kind: Kind): Reply {
  const { f, vehicle, from, end, to, states, legs, raw } = trackSamples(ctx, kind);
  const points = decimate(raw);
  const segments = to > from ? segmentsOf(legs, from, to) : [];
  const trips = kind === 'truck' ? tripNumbers(f, vehicle.id, from, to) : {};
  return ok({
    vehicleId: vehicle.id,
    code: vehicle.code,
    plate: vehicle.plate,
    start: siteTime(from),
    end: siteTime(end),
    until: siteTime(Math.max(from, to)),
    states,
    fixSec: FIX_SEC,
    rawPoints: raw.length,
    maxPoints: MAX_POINTS,
    // [seconds after start, x, y, km/h, state index, tank m³ (sprinklers)]
    points: points.map((p) =>
      kind === 'truck'
        ? [(p.t - from) / 1000, p.x, p.y, p.speed, p.state]
        : [(p.t - from) / 1000, p.x, p.y, p.speed, p.state, p.tank],
    ),
    segments: segments.map((s) => ({
      ...s,
      tripNo: s.ref !== null && kind === 'truck' ? (trips[s.start.slice(0, 10)]?.[s.ref] ?? null) : null,
    })),
    ...(raw.length === 0 ? { lastActive: lastActive(f, kind, vehicle.code) } : {}),
  });
}

/** Trip numbers by day and seq, from the stored trips (the legs know the seq only). */
export function tripNumbers(
  f: Facts,
  vehicleId: number,
  from: number,
  to: number,
): Record<string, Record<number, string>> {
  const rows = f.store.all<{ tripNo: string; loadStart: string }>(
    'SELECT tripNo, loadStart FROM ylc_trip WHERE vehicleId = ? AND loadStart >= ? AND loadStart < ?',
    vehicleId,
    siteTime(dayStartMs(dayIndexOf(from))),
    siteTime(to),
  );
  const out: Record<string, Record<number, string>> = {};
  for (const r of rows) (out[r.loadStart.slice(0, 10)] ??= {})[Number(r.tripNo.slice(-4))] = r.tripNo;
  return out;
}

interface TripRow {
  tripNo: string;
  plantCode: string;
  destination: string;
  mixType: string;
  loadT: number;
  loadStart: string;
  depart: string | null;
  arrive: string | null;
  distanceKm: number;
  tempDepart: number | null;
  tempArrive: number | null;
  state: string;
}

const latestTripSql = `SELECT t.tripNo, p.code AS plantCode, t.destination, t.mixType, t.loadT, t.loadStart, t.depart,
  t.arrive, t.distanceKm, t.tempDepart, t.tempArrive, t.state
  FROM ylc_trip t JOIN site_device p ON p.id = t.plantId WHERE t.vehicleId = ? AND t.loadStart <= ?
  ORDER BY t.loadStart DESC LIMIT 1`;

function truckLocation(ctx: RequestContext): Reply {
  const f = facts(ctx);
  const now = f.cursor;
  const day = dayIndexOf(now);
  const heard = heardOf(f.store);
  const vehicles = vehiclesOf(ctx, f, 'truck').map((v) => {
    const at = presenceOf(truckLegs(f, day, v.code), now, heard.get(v.id));
    const p = at && !at.offline ? at : null;
    const trip = p && p.leg.ref !== null ? (f.store.get<TripRow>(latestTripSql, v.id, siteTime(now)) ?? null) : null;
    // The ETA is an estimate: the trip's distance at the truck's speed on this leg (the plan's arrival is not known to
    // the platform).
    const eta =
      trip?.depart && p?.leg.state === 'inTransit'
        ? siteTime(p.leg.from + Math.round((trip.distanceKm / Math.max(p.speed, 1)) * 3600) * 1000)
        : null;
    return {
      id: v.id,
      code: v.code,
      name: v.name,
      plate: v.plate,
      driver: v.driver,
      state: p ? (p.leg.state as TruckState) : 'offline',
      x: at ? round1(at.x) : null,
      y: at ? round1(at.y) : null,
      heading: at ? Math.round(at.heading) : null,
      speed: p ? round1(p.speed) : 0,
      lastSeen: heard.get(v.id)?.lastSeen ?? null,
      trip: trip
        ? { ...trip, eta, elapsedMin: Math.round((now - (parseSiteTime(trip.loadStart) ?? now)) / minute) }
        : null,
    };
  });
  return ok({ simTime: siteTime(now), states: [...truckStates, 'offline'], vehicles });
}

function sprinklerLocation(ctx: RequestContext): Reply {
  const f = facts(ctx);
  const now = f.cursor;
  const day = dayIndexOf(now);
  const heard = heardOf(f.store);
  const vehicles = vehiclesOf(ctx, f, 'sprinkler').map((v) => {
    const legs = sprinklerLegs(f, day, v.code);
    const at = presenceOf(legs, now, heard.get(v.id));
    const p = at && !at.offline ? at : null;
    // Today's spraying so far, each as its driven polyline.
    const sprayed = legs
      .filter((l) => l.state === 'spraying' && l.from < now)
      .map((l) => ({
        start: siteTime(l.from),
        end: siteTime(Math.min(l.to, now)),
        path: slice(l, l.from, Math.min(l.to, now)).map(([x, y]): Point => [round1(x), round1(y)]),
      }));
    const sprayedM = Math.round(sprayed.reduce((s, x) => s + lengthOf(x.path), 0));
    return {
      id: v.id,
      code: v.code,
      name: v.name,
      plate: v.plate,
      driver: v.driver,
      state: p ? (p.leg.state as SprinklerState) : 'offline',
      x: at ? round1(at.x) : null,
      y: at ? round1(at.y) : null,
      heading: at ? Math.round(at.heading) : null,
      speed: p ? round1(p.speed) : 0,
      lastSeen: heard.get(v.id)?.lastSeen ?? null,
      tankM3: v.tankM3,
      tank: p?.tank === null || p?.tank === undefined ? null : round1(p.tank),
      cyclesToday: new Set(legs.filter((l) => l.state === 'filling' && l.from < now).map((l) => l.ref)).size,
      sprayedM,
      sprayed,
    };
  });
  return ok({ simTime: siteTime(now), states: [...sprinklerStates, 'offline'], vehicles });
}

function must(ctx: RequestContext) {
  if (!ctx.app.sim) throw new ApiError(404, 'Not Found', 404);
}

export const vehicleTrackRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/ylc/location', menus: YLC_LOCATION, handler: (ctx) => (must(ctx), truckLocation(ctx)) },
  { method: 'GET', path: '/api/ylc/track', menus: YLC_TRACK, handler: (ctx) => (must(ctx), track(ctx, 'truck')) },
  {
    method: 'GET',
    path: '/api/ssc/location',
    menus: SSC_LOCATION,
    handler: (ctx) => (must(ctx), sprinklerLocation(ctx)),
  },
  { method: 'GET', path: '/api/ssc/track', menus: SSC_TRACK, handler: (ctx) => (must(ctx), track(ctx, 'sprinkler')) },
  { method: 'GET', path: '/api/ylc/track/file', menus: YLC_TRACK, handler: (ctx) => (must(ctx), file(ctx, 'truck')) },
  {
    method: 'GET',
    path: '/api/ssc/track/file',
    menus: SSC_TRACK,
    handler: (ctx) => (must(ctx), file(ctx, 'sprinkler')),
  },
];

/** The range's every fix as GPX or KML (track-files.ts). */
function file(ctx: RequestContext, kind: Kind): Reply {
  const format = trackFormat(ctx);
  const { vehicle, from, to, raw } = trackSamples(ctx, kind);
  return trackFile(ctx, format, {
    code: vehicle.code,
    plate: vehicle.plate ?? vehicle.code,
    from,
    to: Math.max(from, to),
    points: raw,
  });
}
