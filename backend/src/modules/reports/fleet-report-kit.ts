import { type FleetReportType, ROUTE_MAX_DAYS } from '@console/contract/fleet/reports';
import type { Store } from '../../db/database.js';
import type { RequestContext } from '../../http/router.js';
import { facts } from '../../kit/sim-facts.js';
import { badQuery, dayRange, type DayRange } from '../../kit/stats-range.js';
import { dayStartMs, type Facts, type Leg, lengthOf, siteTime, slice } from '../../sim/reads.js';
import { legsOf, type Vehicle, vehiclesOf } from '../fleet/index.js';
import type { Bilingual, ReportColumn, ReportTable } from './report-table.js';

/* What the fleet reports share: what they were asked for, the trucks and days they cover, columns, trips. */

export interface FleetParams {
  type: FleetReportType;
  vehicleId: number | null;
  start: string;
  end: string;
}

export const b = (zh: string, en: string): Bilingual => ({ zh, en });

/** A report's columns, rows and totals (the title block is the caller's). */
export type Body = Pick<ReportTable, 'columns' | 'rows' | 'totals'>;

export interface Scope {
  f: Facts;
  range: DayRange;
  /** The trucks asked for that the reader's data scope reaches. */
  vehicles: Vehicle[];
  /** The range's end, never after the present. */
  to: number;
}

export function scopeOf(ctx: RequestContext, p: FleetParams): Scope {
  const f = facts(ctx);
  const range = dayRange({ ...ctx, query: new URLSearchParams({ start: p.start, end: p.end }) });
  const all = vehiclesOf(ctx, f, 'truck');
  const vehicles = p.vehicleId === null ? all : all.filter((v) => v.id === p.vehicleId);
  if (p.vehicleId !== null && vehicles.length === 0) throw badQuery(`没有这辆运输车: ${p.vehicleId}`);
  if (p.type === 'route') {
    if (p.vehicleId === null) throw badQuery('轨迹报表须选择一辆车');
    if (range.last - range.first + 1 > ROUTE_MAX_DAYS) throw badQuery(`轨迹报表最多 ${ROUTE_MAX_DAYS} 天`);
  }
  return { f, range, vehicles, to: Math.min(dayStartMs(range.last + 1), f.cursor) };
}

/** Words of a dictionary type's values, as the dictionary holds them now (labels an administrator edited too). */
export function wordsOf(store: Store, type: string): Record<string, Bilingual> {
  const rows = store.all<{ value: string; zh: string; en: string | null }>(
    `SELECT v.value, COALESCE(v.labelZhCh, v.labelDefault) AS zh, v.labelEnUs AS en
     FROM dict_value v JOIN dict_type t ON t.id = v.typeId WHERE t.code = ?`,
    type,
  );
  return Object.fromEntries(rows.map((r) => [r.value, b(r.zh, r.en ?? r.zh)]));
}

export const text = (key: string, title: Bilingual, values?: Record<string, Bilingual>): ReportColumn => ({
  key,
  title,
  kind: 'text',
  ...(values ? { values } : {}),
});
export const num = (key: string, title: Bilingual, places = 1, group?: Bilingual): ReportColumn => ({
  key,
  title,
  kind: 'num',
  places,
  ...(group ? { group } : {}),
});
export const int = (key: string, title: Bilingual): ReportColumn => ({ key, title, kind: 'int' });
export const vehicleColumns: ReportColumn[] = [
  text('vehicle', b('车辆', 'Vehicle')),
  text('plate', b('车牌号', 'Plate')),
];

export interface TripRow {
  tripNo: string;
  vehicleId: number;
  plantCode: string;
  mixType: string;
  destination: string;
  loadT: number;
  loadStart: string;
  depart: string | null;
  arrive: string | null;
  unloadEnd: string | null;
  returnTime: string | null;
  distanceKm: number;
  cycleMin: number | null;
  waitMin: number | null;
  tempDrop: number | null;
  state: string;
}

/** The trips loaded in the range (by their load start), of the trucks in scope, in time order. */
export function tripsOf(store: Store, s: Scope): TripRow[] {
  if (s.vehicles.length === 0) return [];
  return store.all<TripRow>(
    `SELECT t.tripNo, t.vehicleId, p.code AS plantCode, t.mixType, t.destination, t.loadT, t.loadStart, t.depart,
       t.arrive, t.unloadEnd, t.returnTime, t.distanceKm, t.cycleMin, t.waitMin,
       CASE WHEN t.tempArrive IS NOT NULL THEN ROUND(t.tempDepart - t.tempArrive, 1) END AS tempDrop, t.state
     FROM ylc_trip t JOIN site_device p ON p.id = t.plantId
     WHERE t.loadStart >= ? AND t.loadStart < ? AND t.vehicleId IN (SELECT value FROM json_each(?))
     ORDER BY t.loadStart, t.id`,
    s.range.from,
    siteTime(s.to),
    JSON.stringify(s.vehicles.map((v) => v.id)),
  );
}

/** Each day of the range up to the present, each truck's legs on it: day by day (the day plans are cached so). */
export function* truckDays(s: Scope) {
  for (let day = s.range.first; day <= s.range.last; day++) {
    const from = dayStartMs(day);
    const to = Math.min(dayStartMs(day + 1), s.to);
    if (to <= from) break;
    for (const v of s.vehicles) yield { day, from, to, v, legs: legsOf(s.f, 'truck', v.code, from, to) };
  }
}

/** The legs clipped to [from, to), each with the metres driven on it there (0 standing). */
export function* clipped(legs: readonly Leg[], from: number, to: number) {
  for (const leg of legs) {
    const a = Math.max(from, leg.from);
    const z = Math.min(to, leg.to);
    if (z <= a) continue;
    yield { leg, a, z, metres: leg.path.length > 1 ? lengthOf(slice(leg, a, z)) : 0 };
  }
}

/** A moving leg's speed, km/h (a leg is driven at one speed: positionAt's). */
export const legSpeed = (leg: Leg) =>
  leg.path.length > 1 ? (lengthOf(leg.path) / ((leg.to - leg.from) / 1000)) * 3.6 : 0;
