/**
 * Vehicle location and track playback: `GET ylc|ssc/location` (every truck or sprinkler at the site's
 * present) and `GET ylc|ssc/track?vehicleId&start&end` (one vehicle's fixes, decimated on the server to at
 * most `maxPoints`, with its segments).
 */

export type Point = readonly [number, number];
export type VehicleKind = 'ylc' | 'ssc';

export const truckStates = ['idle', 'loading', 'inTransit', 'waiting', 'unloading', 'returning', 'offline'] as const;
export const sprinklerStates = ['idle', 'filling', 'driving', 'spraying', 'offline'] as const;
export type VehicleState = (typeof truckStates)[number] | (typeof sprinklerStates)[number];

/** One colour per state; the legend, the markers and the playback's path share them. */
export const stateColours: Record<VehicleState, string> = {
  idle: '#78909c',
  loading: '#8e24aa',
  inTransit: '#1e88e5',
  waiting: '#f9a825',
  unloading: '#2e7d32',
  returning: '#00897b',
  filling: '#6d4c41',
  driving: '#5c6bc0',
  spraying: '#0288d1',
  offline: '#bdbdbd',
};

export type TripCard = {
  tripNo: string;
  plantCode: string;
  destination: string;
  mixType: string;
  loadT: number;
  loadStart: string;
  depart?: string;
  arrive?: string;
  distanceKm: number;
  tempDepart?: number;
  tempArrive?: number;
  state: string;
  eta?: string | null;
  elapsedMin: number;
};

export type VehicleLocation = {
  id: number;
  code: string;
  name: string;
  plate?: string;
  driver?: string;
  state: VehicleState;
  x?: number | null;
  y?: number | null;
  heading?: number | null;
  speed: number;
  trip?: TripCard | null;
  tankM3?: number | null;
  tank?: number | null;
  cyclesToday?: number;
  sprayedM?: number;
  sprayed?: { start: string; end: string; path: Point[] }[];
};

export type LocationReply = { simTime: string; states: VehicleState[]; vehicles: VehicleLocation[] };

export type TrackSegment = {
  start: string;
  end: string;
  durationSec: number;
  distanceM: number;
  state: VehicleState;
  ref?: number | null;
  tripNo?: string | null;
  from: Point;
  to: Point;
};

export type Track = {
  vehicleId: number;
  code: string;
  plate?: string;
  start: string;
  end: string;
  /** The last moment with data (the present, when the range reaches past it). */
  until: string;
  states: VehicleState[];
  fixSec: number;
  rawPoints: number;
  maxPoints: number;
  /** [seconds after start, x, y, km/h, index in `states`, tank m³ (sprinklers)]. */
  points: number[][];
  segments: TrackSegment[];
  /** With no fixes in the range: the vehicle's latest powered period before the present (null: none in the last month). */
  lastActive?: { start: string; end: string } | null;
};

const MAX_RANGE_MS = 86_400_000;

/** Why a range may not be asked for (the backend answers 30101 for the same), or null. */
export function rangeProblem(start: string, end: string): 'missing' | 'order' | 'tooLong' | null {
  const a = Date.parse(start.replace(' ', 'T'));
  const b = Date.parse(end.replace(' ', 'T'));
  if (!Number.isFinite(a) || !Number.isFinite(b)) return 'missing';
  if (b <= a) return 'order';
  if (b - a > MAX_RANGE_MS) return 'tooLong';
  return null;
}

/** The position at `sec` seconds after the track's start, interpolated between the kept points (null before the first). */
export function positionAt(
  points: readonly number[][],
  sec: number,
): { x: number; y: number; speed: number; state: number; tank: number | null; heading: number } | null {
  if (points.length === 0 || sec < points[0]![0]!) return null;
  let lo = 0;
  let hi = points.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (points[mid]![0]! <= sec) lo = mid;
    else hi = mid - 1;
  }
  const a = points[lo]!;
  const b = points[lo + 1];
  if (!b) return { x: a[1]!, y: a[2]!, speed: a[3]!, state: a[4]!, tank: a[5] ?? null, heading: 0 };
  const f = b[0]! === a[0]! ? 0 : Math.min(1, (sec - a[0]!) / (b[0]! - a[0]!));
  const dx = b[1]! - a[1]!;
  const dy = b[2]! - a[2]!;
  const tank = a[5] === undefined || a[5] === null ? null : a[5] + ((b[5] ?? a[5]) - a[5]) * f;
  return {
    x: a[1]! + dx * f,
    y: a[2]! + dy * f,
    speed: a[3]!,
    state: a[4]!,
    tank,
    heading: dx === 0 && dy === 0 ? 0 : (Math.atan2(dx, dy) * 180) / Math.PI,
  };
}
