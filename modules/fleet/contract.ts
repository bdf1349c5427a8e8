import type { VehicleState } from '@console/contract/fleet/reads';

/**
 * What the vehicle location and track playback screens share about the replies (their shapes: the contract's
 * `fleet/reads`): the states' colours, the range a track may be asked for, a position between two kept fixes.
 */

export type VehicleKind = 'ylc' | 'ssc';

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

/** `yyyy-MM-dd HH:mm:ss` ⇄ the datetime-local input's `yyyy-MM-ddTHH:mm:ss`. */
export const toInput = (t: string) => t.replace(' ', 'T');
export const fromInput = (v: string) => {
  const s = v.replace('T', ' ');
  return s.length === 16 ? `${s}:00` : s;
};
const pad = (n: number) => String(n).padStart(2, '0');
/**
 * The site time `sec` seconds after a `yyyy-MM-dd HH:mm:ss` start (the site's clock has no zone here: plain arithmetic
 * on the fields).
 */
export function addSeconds(start: string, sec: number): string {
  const d = new Date(`${start.replace(' ', 'T')}Z`);
  d.setUTCSeconds(d.getUTCSeconds() + Math.floor(sec));
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:` +
    `${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}
export const secondsBetween = (a: string, b: string) =>
  (Date.parse(`${b.replace(' ', 'T')}Z`) - Date.parse(`${a.replace(' ', 'T')}Z`)) / 1000;
/** A duration as `h:mm:ss`. */
export const durationText = (sec: number) =>
  `${Math.floor(sec / 3600)}:${pad(Math.floor((sec % 3600) / 60))}:${pad(Math.round(sec % 60))}`;

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

/**
 * The position at `sec` seconds after the track's start, interpolated between the kept points (null before the first).
 */
export function positionAt(
  points: readonly (readonly (number | null)[])[],
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
