import type { SqlValue } from '../../db/database.js';
import { dayLabel, factId, siteTime } from '../calendar.js';
import { type DayContext, type FactWriter, type ProcessDay, type SimProcess, systemAuditValues } from '../process.js';
import { planTrips } from './transport-dispatch.js';
import { TruckGeofences } from './transport-geofences.js';
import { TruckOverspeeds } from './transport-overspeed.js';
import { minute, round1 } from './transport-trip.js';

/*
 * Haul trucks: the dump trucks of crew YS-1 serve the asphalt and stabilised-base plants, the mixers of
 * YS-2 the two concrete plants. A truck queues at its plant (one loading bay per plant), loads, drives
 * the haul road to the day's work front at 25–40 km/h, waits for the paver, unloads and drives back.
 * Episodes per (truck, day): breakdowns and detours (overtime), long waits at the front (temperature
 * drop). A truck whose telematics report a fault starts no trip until the fault is over. Overspeeds are only
 * forced (transport-overspeed.ts).
 *
 * A trip is written when loading starts and updated as the windows pass its later times, so a trip under
 * way at the cursor shows its present state; every window writes the row as of its own end, so any
 * partition of the day ends with the same rows. Rollups are integers (kg, seconds, metres) so their
 * sums do not depend on the partition either.
 *
 * Here: the trips' rows and rollups. The day's trips are planned in transport-dispatch.ts (one truck's
 * trips in transport-trip.ts, where they unload in transport-fronts.ts); the overspeed alarms are written in
 * transport-overspeed.ts.
 */

/** Limits a trip is judged with (a cycle > 90 min or a drop > 20 °C is abnormal); stored with each trip. */
export const tripLimits = { cycleMaxMin: 90, tempDropMaxC: 20 } as const;
const thr = JSON.stringify(tripLimits);

export type TripState = 'loading' | 'inTransit' | 'waiting' | 'unloading' | 'done';
export type Episode = 'breakdown' | 'detour' | 'longWait';

/** One trip, fully planned; what the platform has seen of it depends on the window. */
export interface Trip {
  seq: number;
  vehicleIndex: number;
  vehicleId: number;
  vehicleCode: string;
  plantId: number;
  plantCode: string;
  mixType: string;
  loadKg: number;
  loadM3: number | null;
  loadStart: number;
  depart: number;
  arrive: number;
  unloadStart: number;
  unloadEnd: number;
  back: number;
  distanceM: number;
  tempDepart: number | null;
  tempArrive: number | null;
  destination: string;
  episode: Episode | null;
}

const columns = [
  'id',
  'projectId',
  'tripNo',
  'vehicleId',
  'plantId',
  'mixType',
  'loadT',
  'loadM3',
  'destination',
  'distanceKm',
  'thr',
  'loadStart',
  'depart',
  'arrive',
  'unloadStart',
  'unloadEnd',
  'returnTime',
  'cycleMin',
  'waitMin',
  'tempDepart',
  'tempArrive',
  'state',
  'overtimeFlag',
  'tempDropFlag',
  'crtTime',
  'crtUser',
  'crtName',
  'crtHost',
  'updTime',
  'updUser',
  'updName',
  'updHost',
] as const;
/** Columns that change as a trip goes on (from `loadStart` on, minus the audit's creation part). */
const progressColumns = columns.slice(columns.indexOf('depart'), columns.indexOf('crtTime'));

const minutes = (from: number, to: number) => round1((to - from) / minute);

/**
 * The trip's row as the platform knows it at `upTo` (exclusive), from its progress columns on, plus the time of its
 * last change.
 */
function progressAt(trip: Trip, upTo: number): { values: SqlValue[]; changed: number } {
  const seen = (t: number) => t < upTo;
  const state: TripState = seen(trip.unloadEnd)
    ? 'done'
    : seen(trip.unloadStart)
      ? 'unloading'
      : seen(trip.arrive)
        ? 'waiting'
        : seen(trip.depart)
          ? 'inTransit'
          : 'loading';
  const cycle = seen(trip.unloadEnd) ? minutes(trip.loadStart, trip.unloadEnd) : null;
  const drop =
    seen(trip.unloadStart) && trip.tempDepart !== null && trip.tempArrive !== null
      ? trip.tempDepart - trip.tempArrive
      : null;
  const times = [trip.loadStart, trip.depart, trip.arrive, trip.unloadStart, trip.unloadEnd, trip.back].filter(seen);
  return {
    values: [
      seen(trip.depart) ? siteTime(trip.depart) : null,
      seen(trip.arrive) ? siteTime(trip.arrive) : null,
      seen(trip.unloadStart) ? siteTime(trip.unloadStart) : null,
      seen(trip.unloadEnd) ? siteTime(trip.unloadEnd) : null,
      seen(trip.back) ? siteTime(trip.back) : null,
      cycle,
      seen(trip.unloadStart) ? minutes(trip.arrive, trip.unloadStart) : null,
      seen(trip.depart) ? trip.tempDepart : null,
      seen(trip.unloadStart) ? trip.tempArrive : null,
      state,
      cycle !== null && cycle > tripLimits.cycleMaxMin ? 1 : 0,
      drop !== null && drop > tripLimits.tempDropMaxC ? 1 : 0,
    ],
    changed: times[times.length - 1]!,
  };
}

/** Whether the trip is abnormal as seen at `upTo`: the first flag counts once. */
function abnormalAt(trip: Trip, upTo: number): boolean {
  const [, , , , , , , , , , overtime, tempDrop] = progressAt(trip, upTo).values;
  return overtime === 1 || tempDrop === 1;
}

class TransportDay implements ProcessDay {
  constructor(
    private readonly day: number,
    readonly trips: readonly Trip[],
    private readonly overspeeds: TruckOverspeeds,
    private readonly fences: TruckGeofences,
  ) {}

  emit(from: number, to: number, out: FactWriter): void {
    const insert = out.inserter('ylc_trip', columns);
    const label = dayLabel(this.day).replaceAll('-', '');
    const stats = new Map<string, number>();
    const add = (code: string, metric: string, value: number) =>
      stats.set(`${code}\u0000${metric}`, (stats.get(`${code}\u0000${metric}`) ?? 0) + value);
    const within = (t: number) => t >= from && t < to;
    for (const trip of this.trips) {
      if (trip.loadStart >= to || trip.back < from) continue;
      const { values, changed } = progressAt(trip, to);
      const id = factId(this.day, trip.seq);
      if (within(trip.loadStart)) {
        insert([
          id,
          1,
          `YS-${label}-${String(trip.seq).padStart(4, '0')}`,
          trip.vehicleId,
          trip.plantId,
          trip.mixType,
          round1(trip.loadKg / 1000),
          trip.loadM3,
          trip.destination,
          Math.round(trip.distanceM / 100) / 10,
          thr,
          siteTime(trip.loadStart),
          ...values,
          siteTime(trip.loadStart),
          ...systemAuditValues,
          siteTime(changed),
          ...systemAuditValues,
        ]);
        add(trip.vehicleCode, 'trips', 1);
        add(trip.vehicleCode, 'loadKg', trip.loadKg);
        add(trip.vehicleCode, 'distanceM', 2 * trip.distanceM);
      } else if ([trip.depart, trip.arrive, trip.unloadStart, trip.unloadEnd, trip.back].some(within)) {
        out.run(
          `UPDATE ylc_trip SET ${progressColumns.map((c) => `${c} = ?`).join(', ')}, updTime = ?, updUser = ?, ` +
            `updName = ?, updHost = ? WHERE id = ?`,
          ...values,
          siteTime(changed),
          ...systemAuditValues,
          id,
        );
      }
      if (within(trip.unloadStart)) {
        add(trip.vehicleCode, 'waitSec', (trip.unloadStart - trip.arrive) / 1000);
        add(trip.vehicleCode, 'waits', 1);
      }
      if (within(trip.unloadEnd)) {
        add(trip.vehicleCode, 'cycleSec', (trip.unloadEnd - trip.loadStart) / 1000);
        add(trip.vehicleCode, 'done', 1);
      }
      if (abnormalAt(trip, to) && !abnormalAt(trip, from)) add(trip.vehicleCode, 'abnormal', 1);
    }
    for (const [key, value] of stats) {
      const [code, metric] = key.split('\u0000') as [string, string];
      out.addStat('ylc', metric, code, this.day, value);
    }
    this.overspeeds.emit(from, to, out);
    this.fences.emit(from, to, out);
  }
}

export const transportProcess: SimProcess = {
  name: 'transport',
  planDay(ctx) {
    const trips = planTrips(ctx);
    return new TransportDay(ctx.day, trips, new TruckOverspeeds(ctx.day, ctx, trips), new TruckGeofences(ctx, trips));
  },
};

/** For tests: the day's planned trips. */
export function describeTransportDay(ctx: DayContext): readonly Trip[] {
  return planTrips(ctx);
}
