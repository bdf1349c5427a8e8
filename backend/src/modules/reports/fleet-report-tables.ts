import { type FenceShape, fenceShapeOf, insideFence } from '@console/contract/fleet/geofences';
import { stopsOf } from '@console/contract/fleet/reports';
import type { Store } from '../../db/database.js';
import { round } from '../../kit/stats-range.js';
import { siteTime } from '../../sim/reads.js';
import { segmentsOf, tripNumbers } from '../fleet/index.js';
import {
  b,
  type Body,
  clipped,
  int,
  legSpeed,
  num,
  type Scope,
  text,
  truckDays,
  type TripRow,
  tripsOf,
  vehicleColumns,
  wordsOf,
} from './fleet-report-kit.js';
import type { Cell, ReportColumn } from './report-table.js';

/* 行程, 停车 and 汇总: the trips as stored, the stops and the per truck-day summary from the playback's legs. */

const hhmm = (t: string | null) => (t ? t.slice(11, 16) : null);
const sumOf = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((a, row) => a + pick(row), 0);

export function tripsTable(store: Store, s: Scope): Body {
  const byId = new Map(s.vehicles.map((v) => [v.id, v]));
  const trips = tripsOf(store, s);
  const columns: ReportColumn[] = [
    text('tripNo', b('车次号', 'Trip')),
    ...vehicleColumns,
    text('plant', b('拌和站', 'Plant')),
    text('mixType', b('料型', 'Mix')),
    text('destination', b('目的地', 'Destination')),
    num('loadT', b('载重(t)', 'Load (t)')),
    text('loadStart', b('装料', 'Loaded')),
    text('depart', b('出站', 'Left')),
    text('arrive', b('到场', 'Arrived')),
    text('unloadEnd', b('卸完', 'Unloaded')),
    text('returnTime', b('回站', 'Back')),
    num('distanceKm', b('运距(km)', 'Distance (km)')),
    num('cycleMin', b('周期(min)', 'Cycle (min)')),
    num('waitMin', b('等待(min)', 'Wait (min)')),
    num('tempDrop', b('温降(℃)', 'Cooling (°C)')),
    text('state', b('状态', 'State'), wordsOf(store, 'tripState')),
  ];
  const rows = trips.map((t) => ({
    tripNo: t.tripNo,
    vehicle: byId.get(t.vehicleId)!.code,
    plate: byId.get(t.vehicleId)!.plate,
    plant: t.plantCode,
    mixType: t.mixType,
    destination: t.destination,
    loadT: t.loadT,
    loadStart: t.loadStart.slice(0, 16),
    depart: hhmm(t.depart),
    arrive: hhmm(t.arrive),
    unloadEnd: hhmm(t.unloadEnd),
    returnTime: hhmm(t.returnTime),
    distanceKm: t.distanceKm,
    cycleMin: t.cycleMin,
    waitMin: t.waitMin,
    tempDrop: t.tempDrop,
    state: t.state,
  }));
  return {
    columns,
    rows,
    totals: {
      loadT: round(
        sumOf(trips, (t) => t.loadT),
        1,
      ),
      distanceKm: round(
        sumOf(trips, (t) => t.distanceKm),
        1,
      ),
    },
  };
}

// ——— stops ———

interface Places {
  plants: { name: string; x: number; y: number; r: number }[];
  fences: { name: string; shape: FenceShape }[];
}

function placesOf(store: Store): Places {
  const plants = store
    .all<{ name: string; x: number; y: number; fenceRadius: number | null }>(
      'SELECT name, x, y, fenceRadius FROM bhz_plant ORDER BY code',
    )
    .map((p) => ({ name: p.name, x: p.x, y: p.y, r: p.fenceRadius ?? 0 }));
  const fences = store
    .all<{ name: string; area: string }>('SELECT name, area FROM ylc_geofence WHERE enabled = 1 ORDER BY name')
    .flatMap((row) => {
      const shape = fenceShapeOf(row.area);
      return typeof shape === 'string' ? [] : [{ name: row.name, shape }];
    });
  return { plants, fences };
}

/** Where a stop is: the plant whose fence holds it, else the enabled geofences that do, else the trip's destination. */
function placeOf(places: Places, x: number, y: number, destination: string | undefined): string {
  const plant = places.plants.find((p) => Math.hypot(p.x - x, p.y - y) <= p.r);
  if (plant) return plant.name;
  const fences = places.fences.filter((f) => insideFence(f.shape, x, y)).map((f) => f.name);
  return fences.length > 0 ? fences.join('、') : (destination ?? '');
}

export function stopsTable(store: Store, s: Scope): Body {
  const places = placesOf(store);
  const trips = new Map(tripsOf(store, s).map((t) => [`${t.vehicleId}:${t.tripNo}`, t]));
  const columns: ReportColumn[] = [
    ...vehicleColumns,
    text('start', b('开始', 'From')),
    text('end', b('结束', 'To')),
    num('minutes', b('时长(min)', 'Length (min)')),
    text('activity', b('主要状态', 'Mainly'), wordsOf(store, 'vehicleState')),
    text('tripNo', b('车次号', 'Trip')),
    text('place', b('地点', 'Place')),
    num('x', b('X(m)', 'X (m)'), 1, b('坐标', 'Position')),
    num('y', b('Y(m)', 'Y (m)'), 1, b('坐标', 'Position')),
  ];
  const rows: Record<string, Cell>[] = [];
  let seconds = 0;
  for (const { v, legs, from, to } of truckDays(s)) {
    const numbers = tripNumbers(s.f, v.id, from, to);
    for (const stop of stopsOf(segmentsOf(legs, from, to))) {
      const tripNo = stop.ref === null ? null : (numbers[stop.start.slice(0, 10)]?.[stop.ref] ?? null);
      seconds += stop.durationSec;
      rows.push({
        vehicle: v.code,
        plate: v.plate,
        start: stop.start.slice(0, 16),
        end: stop.end.slice(11, 16),
        minutes: round(stop.durationSec / 60, 1),
        activity: stop.main,
        tripNo,
        place: placeOf(places, stop.x, stop.y, tripNo ? trips.get(`${v.id}:${tripNo}`)?.destination : undefined),
        x: stop.x,
        y: stop.y,
      });
    }
  }
  rows.sort(
    (p, q) => String(p.start).localeCompare(String(q.start)) || String(p.vehicle).localeCompare(String(q.vehicle)),
  );
  return { columns, rows, totals: { minutes: round(seconds / 60, 1) } };
}

// ——— summary ———

const SUMMED = ['trips', 'tonnes', 'tripKm', 'drivenKm', 'poweredH', 'movingH', 'stoppedH', 'stops', 'overspeeds'];

export function summaryTable(store: Store, s: Scope): Body {
  const trips = new Map<string, TripRow[]>();
  for (const t of tripsOf(store, s)) {
    const key = `${t.vehicleId}:${t.loadStart.slice(0, 10)}`;
    if (!trips.has(key)) trips.set(key, []);
    trips.get(key)!.push(t);
  }
  const overspeeds = new Map(
    store
      .all<{ key: string; n: number }>(
        `SELECT deviceId || ':' || substr(t, 1, 10) AS key, COUNT(*) AS n FROM pdca_alarm
         WHERE type = 'overSpeed' AND t >= ? AND t < ? GROUP BY key`,
        s.range.from,
        siteTime(s.to),
      )
      .map((r) => [r.key, r.n]),
  );
  const columns: ReportColumn[] = [
    text('day', b('日期', 'Day')),
    ...vehicleColumns,
    int('trips', b('车次', 'Trips')),
    num('tonnes', b('运量(t)', 'Hauled (t)')),
    num('tripKm', b('运距合计(km)', 'Trip distance (km)')),
    num('drivenKm', b('行驶里程(km)', 'Driven (km)'), 2),
    num('poweredH', b('上电(h)', 'Powered (h)'), 2),
    num('movingH', b('行驶(h)', 'Moving (h)'), 2),
    num('stoppedH', b('停车(h)', 'Stopped (h)'), 2),
    int('stops', b('停车次数', 'Stops')),
    num('maxSpeed', b('最高车速(km/h)', 'Top speed (km/h)')),
    int('overspeeds', b('超速报警', 'Overspeed alarms')),
  ];
  const rows: Record<string, Cell>[] = [];
  const raw: Record<string, number> = Object.fromEntries(SUMMED.map((k) => [k, 0]));
  let top = 0;
  for (const { v, legs, from, to } of truckDays(s)) {
    const day = siteTime(from).slice(0, 10);
    const own = trips.get(`${v.id}:${day}`) ?? [];
    const pieces = [...clipped(legs, from, to)];
    if (pieces.length === 0 && own.length === 0) continue;
    const stops = stopsOf(segmentsOf(legs, from, to));
    const values = {
      trips: own.length,
      tonnes: sumOf(own, (t) => t.loadT),
      tripKm: sumOf(own, (t) => t.distanceKm),
      drivenKm: sumOf(pieces, (p) => p.metres) / 1000,
      poweredH: sumOf(pieces, (p) => p.z - p.a) / 3_600_000,
      movingH: sumOf(pieces, (p) => (p.metres > 0 ? p.z - p.a : 0)) / 3_600_000,
      stoppedH: sumOf(stops, (x) => x.durationSec) / 3600,
      stops: stops.length,
      overspeeds: overspeeds.get(`${v.id}:${day}`) ?? 0,
    };
    const maxSpeed = Math.max(0, ...pieces.map((p) => legSpeed(p.leg)));
    top = Math.max(top, maxSpeed);
    for (const k of SUMMED) raw[k]! += values[k as keyof typeof values];
    rows.push({ day, vehicle: v.code, plate: v.plate, ...rounded(values), maxSpeed: round(maxSpeed, 1) });
  }
  return { columns, rows, totals: { ...rounded(raw), maxSpeed: round(top, 1) } };
}

/** Counts as they are, tonnes and distances to their column's places (totals are rounded from the raw sums). */
function rounded(values: Record<string, number>): Record<string, number> {
  const places: Record<string, number> = { tonnes: 1, tripKm: 1, drivenKm: 2, poweredH: 2, movingH: 2, stoppedH: 2 };
  return Object.fromEntries(Object.entries(values).map(([k, x]) => [k, places[k] ? round(x, places[k]) : x]));
}
