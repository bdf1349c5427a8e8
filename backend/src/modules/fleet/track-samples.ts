import { type Leg, positionAt, round1 } from '../../sim/reads.js';

/*
 * A vehicle's fixes, sampled from its legs every FIX_SEC seconds, and their decimation for the player (a track
 * answers at most MAX_POINTS points): every point where the state changes, or where the vehicle starts or stops, is
 * kept, with the track's first and last; a standing run keeps only its two ends (in between the position does not
 * change, so nothing is lost); the moving points left are thinned to a uniform stride that fits the rest of the
 * budget. A player interpolating linearly between the kept points therefore never misplaces a stop or a state change.
 */

export const FIX_SEC = 5;
export const MAX_POINTS = 2000;

export interface TrackPoint {
  t: number;
  x: number;
  y: number;
  speed: number;
  state: number;
  tank: number | null;
}

/** Fixes every FIX_SEC from the legs within [from, to). */
export function sampleTrack(legs: readonly Leg[], states: readonly string[], from: number, to: number): TrackPoint[] {
  const out: TrackPoint[] = [];
  const first = Math.ceil(from / (FIX_SEC * 1000)) * FIX_SEC * 1000;
  let i = 0;
  for (let t = first; t < to; t += FIX_SEC * 1000) {
    while (i < legs.length && legs[i]!.to <= t) i++;
    const leg = legs[i];
    if (!leg || leg.from > t) continue;
    const p = positionAt([leg], t)!;
    out.push({
      t,
      x: round1(p.x),
      y: round1(p.y),
      speed: round1(p.speed),
      state: states.indexOf(leg.state),
      tank: p.tank === null ? null : round1(p.tank),
    });
  }
  return out;
}

/**
 * At most `max` points: every state change, start and stop kept; standing runs to their ends; the moving rest on a
 * stride (see the module's note).
 */
export function decimate(points: readonly TrackPoint[], max = MAX_POINTS): TrackPoint[] {
  const n = points.length;
  if (n <= max) return [...points];
  const moving = (i: number) => points[i]!.speed > 0;
  const keep = new Uint8Array(n);
  const rest: number[] = [];
  for (let i = 0; i < n; i++) {
    const prev = points[i - 1];
    const next = points[i + 1];
    const p = points[i]!;
    // A gap in the fixes (powered off) is a boundary too.
    const gap = (a: TrackPoint | undefined, b: TrackPoint | undefined) => !a || !b || b.t - a.t > FIX_SEC * 1000;
    const boundary =
      gap(prev, p) ||
      gap(p, next) ||
      prev!.state !== p.state ||
      next!.state !== p.state ||
      moving(i - 1) !== moving(i) ||
      moving(i + 1) !== moving(i);
    if (boundary) keep[i] = 1;
    else if (moving(i)) rest.push(i);
  }
  const kept = keep.reduce((s, k) => s + k, 0);
  const budget = max - kept;
  if (budget < 0) {
    // More changes than the budget: keep them on a stride too (never happens with a day's legs).
    const marked = [...keep.keys()].filter((i) => keep[i]);
    const stride = Math.ceil(marked.length / max);
    return marked.filter((_, k) => k % stride === 0).map((i) => points[i]!);
  }
  if (rest.length > 0 && budget > 0) {
    const stride = Math.ceil(rest.length / budget);
    for (let k = 0; k < rest.length; k += stride) keep[rest[k]!] = 1;
  }
  return points.filter((_, i) => keep[i]);
}
