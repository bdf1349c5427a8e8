import type { Point } from './project.js';

/*
 * Centreline of the connecting road (section S2), K0+000…K3+200: from the plant yard heading east,
 * one left-hand curve of radius 800 m through 35°, then straight to the apron's south-east corner.
 * Chainage is arc length along it.
 */
const start: Point = [200, 300];
const firstTangent = 1750;
const radius = 800;
const deflection = (35 * Math.PI) / 180;
const arcLength = radius * deflection;
export const roadLength = 3200;
export const roadHalfWidth = 11.25;
export const stakeSpacing = 20;

export interface StationPoint {
  x: number;
  y: number;
  /** Direction of travel, degrees clockwise from north. */
  azimuth: number;
}

const curveStart: Point = [start[0] + firstTangent, start[1]];
const curveCentre: Point = [curveStart[0], curveStart[1] + radius];
const curveEnd: Point = [
  curveCentre[0] + radius * Math.sin(deflection),
  curveCentre[1] - radius * Math.cos(deflection),
];

/** (x, y, azimuth) of a chainage in metres, clamped to the road. */
export function pointAtChainage(chainage: number): StationPoint {
  const c = Math.min(Math.max(chainage, 0), roadLength);
  if (c <= firstTangent) return { x: start[0] + c, y: start[1], azimuth: 90 };
  if (c <= firstTangent + arcLength) {
    const phi = (c - firstTangent) / radius;
    return {
      x: curveCentre[0] + radius * Math.sin(phi),
      y: curveCentre[1] - radius * Math.cos(phi),
      azimuth: 90 - (phi * 180) / Math.PI,
    };
  }
  const d = c - firstTangent - arcLength;
  return {
    x: curveEnd[0] + d * Math.cos(deflection),
    y: curveEnd[1] + d * Math.sin(deflection),
    azimuth: 90 - (deflection * 180) / Math.PI,
  };
}

/** The chainage of a point on the road (within its half width and 2 m), or null off it (the apron, the plants). */
export function roadChainage(x: number, y: number): number | null {
  const place = chainageAt(x, y);
  return Math.abs(place.offset) <= roadHalfWidth + 2 ? place.chainage : null;
}

/**
 * The chainage and lateral offset (positive to the right) of a point: its projection on the nearest
 * piece of the centreline. Inverse of `offsetPoint` on the road; far from it the offset says so.
 */
export function chainageAt(x: number, y: number): { chainage: number; offset: number } {
  const candidates: { chainage: number; offset: number }[] = [];
  // First tangent, heading east: right of travel is south (−y).
  candidates.push({ chainage: Math.min(Math.max(x - start[0], 0), firstTangent), offset: start[1] - y });
  // The arc: angle from the centre, clamped to the curve.
  const phi = Math.min(Math.max(Math.atan2(x - curveCentre[0], curveCentre[1] - y), 0), deflection);
  const r = Math.hypot(x - curveCentre[0], y - curveCentre[1]);
  candidates.push({ chainage: firstTangent + phi * radius, offset: r - radius });
  // Last tangent, along (cos d, sin d); right-hand normal (sin d, −cos d).
  const dx = x - curveEnd[0];
  const dy = y - curveEnd[1];
  const along = Math.min(
    Math.max(dx * Math.cos(deflection) + dy * Math.sin(deflection), 0),
    roadLength - firstTangent - arcLength,
  );
  candidates.push({
    chainage: firstTangent + arcLength + along,
    offset: dx * Math.sin(deflection) - dy * Math.cos(deflection),
  });
  let best = candidates[0]!;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    const p = offsetPoint(c.chainage, c.offset);
    const distance = Math.hypot(p[0] - x, p[1] - y);
    if (distance < bestDistance - 1e-9) {
      best = c;
      bestDistance = distance;
    }
  }
  return { chainage: round(best.chainage, 2), offset: round(best.offset, 2) };
}

/** A point at a chainage and a lateral offset (positive to the right of the direction of travel). */
export function offsetPoint(chainage: number, offset: number): Point {
  const p = pointAtChainage(chainage);
  const a = (p.azimuth * Math.PI) / 180;
  // Right-hand normal of the heading (sin a, cos a) is (cos a, −sin a).
  return [p.x + offset * Math.cos(a), p.y - offset * Math.sin(a)];
}

/** The centreline as a polyline, one vertex every `step` metres (and at both ends). */
export function centreline(step = stakeSpacing): Point[] {
  const points: Point[] = [];
  for (let c = 0; c < roadLength; c += step) {
    const p = pointAtChainage(c);
    points.push([round(p.x), round(p.y)]);
  }
  const end = pointAtChainage(roadLength);
  points.push([round(end.x), round(end.y)]);
  return points;
}

/** The outline of a chainage × offset range, as a closed polygon. */
export function stripPolygon(
  from: number,
  to: number,
  offsetFrom: number,
  offsetTo: number,
  step = stakeSpacing,
): Point[] {
  const left: Point[] = [];
  const right: Point[] = [];
  for (let c = from; ; c = Math.min(c + step, to)) {
    left.push(offsetPoint(c, offsetFrom));
    right.push(offsetPoint(c, offsetTo));
    if (c >= to) break;
  }
  const ring = [...left, ...right.reverse()].map(([x, y]) => [round(x), round(y)] as const);
  return [...ring, ring[0]!];
}

/** Stake name of a chainage in metres: K{km}+{m:000}. */
export function stakeName(chainage: number): string {
  const whole = Math.round(chainage);
  return `K${Math.floor(whole / 1000)}+${String(whole % 1000).padStart(3, '0')}`;
}

export function round(value: number, places = 3): number {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}
