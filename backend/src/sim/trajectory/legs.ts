import type { DayContext } from '../process.js';
import { tripDrives, truckFastWindows } from '../processes/transport-overspeed.js';
import type { Trip } from '../processes/transport.js';
import { plants } from '../site/plants.js';
import type { Point } from '../site/project.js';
import { along, type DrivePiece, lengthOf, tripRoute } from './truck-route.js';

/*
 * A vehicle-day as legs (stand here from t0 to t1, or drive this polyline from t0 to t1), and a truck's legs from its
 * planned trips: what the read side samples for the maps and the simulator's geofence watch judges.
 */

export const truckStates = ['idle', 'loading', 'inTransit', 'waiting', 'unloading', 'returning'] as const;
export type TruckState = (typeof truckStates)[number];

/** One leg of a vehicle-day: standing (one point) or driving along a polyline, in [from, to). */
export interface Leg {
  from: number;
  to: number;
  state: string;
  path: Point[];
  /** Trucks: the trip's number in the day (its `seq`); sprinklers: the cycle. */
  ref: number | null;
  /** Sprinklers: tank level (m³) at the leg's start and end. */
  tank?: [number, number];
}

/**
 * A truck's legs on a day: at its plant from power-on, then each trip's six legs, at the plant again until power-off.
 * A forced overspeed cuts a drive into stretches of their own speed (transport-overspeed.ts).
 */
export function truckLegsOf(ctx: DayContext, dayTrips: readonly Trip[], code: string): Leg[] {
  const power = ctx.schedule.device(code).power;
  if (!power) return [];
  const trips = dayTrips.filter((t) => t.vehicleCode === code);
  const spec = ctx.registry.specs.find((s) => s.code === code);
  const home = (() => {
    const plantCode = trips[0]?.plantCode ?? (spec?.params.vehicleType === 'mixer' ? 'SN-01' : 'LQ-01');
    const p = plants.find((x) => x.code === plantCode)!;
    return [p.x, p.y] as Point;
  })();
  const legs: Leg[] = [];
  const fast = truckFastWindows(ctx, code);
  let t = power.start;
  let at: Point = home;
  for (const trip of trips) {
    const route = tripRoute(trip.plantCode, trip.destination);
    const plant = route[0]!;
    const dest = route[route.length - 1]!;
    if (trip.loadStart > t) legs.push({ from: t, to: trip.loadStart, state: 'idle', path: [plant], ref: null });
    legs.push({ from: trip.loadStart, to: trip.depart, state: 'loading', path: [plant], ref: trip.seq });
    const drive = (state: TruckState, pieces: readonly DrivePiece[]) =>
      pieces.forEach((p) => legs.push({ from: p.from, to: p.to, state, path: p.path, ref: trip.seq }));
    const drives = tripDrives(trip, route, fast);
    drive('inTransit', drives.out);
    legs.push({ from: trip.arrive, to: trip.unloadStart, state: 'waiting', path: [dest], ref: trip.seq });
    legs.push({ from: trip.unloadStart, to: trip.unloadEnd, state: 'unloading', path: [dest], ref: trip.seq });
    drive('returning', drives.back);
    t = trip.back;
    at = plant;
  }
  if (power.end > t) legs.push({ from: t, to: power.end, state: 'idle', path: [at], ref: null });
  return legs.filter((l) => l.to > l.from);
}

/** Where a vehicle is at `t` on its legs (null outside them: powered off). */
export function positionAt(legs: readonly Leg[], t: number) {
  const leg = legs.find((l) => l.from <= t && t < l.to);
  if (!leg) return null;
  const fraction = (t - leg.from) / (leg.to - leg.from);
  const p = along(leg.path, fraction);
  const moving = leg.path.length > 1;
  const speed = moving ? (lengthOf(leg.path) / ((leg.to - leg.from) / 1000)) * 3.6 : 0;
  const tank = leg.tank ? leg.tank[0] + (leg.tank[1] - leg.tank[0]) * fraction : null;
  return { leg, x: p.x, y: p.y, heading: moving ? p.heading : 0, speed, tank };
}
