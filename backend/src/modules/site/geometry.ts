import type { Point } from '../../sim/reads.js';

// Pure geometry of the site editors: the similarity transform that places a base-map image on the plan from
// two control points, and the stakes of an alignment polyline. No store here: the routes check their input
// and call these, and the tests call them directly.

/** A control point: image pixel (u right, v down) ↔ site metres (x east, y north). */
export type ControlPoint = readonly [u: number, v: number, x: number, y: number];

/**
 * The similarity (rotation, uniform scale, translation, no mirror) taking image pixels to metres. With
 * the image's v axis flipped (an image is drawn with v down, the plan with y up), a pixel is the complex
 * number u − iv and the transform is w = m·z + t; two points fix m and t.
 */
export interface Similarity {
  /** m = a + ib: scale·(cos θ, sin θ). */
  a: number;
  b: number;
  tx: number;
  ty: number;
}

export function similarityFrom([p1, p2]: readonly [ControlPoint, ControlPoint]): Similarity | null {
  const [u1, v1, x1, y1] = p1;
  const [u2, v2, x2, y2] = p2;
  // z = u − iv, w = x + iy; m = (w2 − w1)/(z2 − z1).
  const zr = u2 - u1;
  const zi = -(v2 - v1);
  const wr = x2 - x1;
  const wi = y2 - y1;
  const d = zr * zr + zi * zi;
  if (d === 0) return null;
  const a = (wr * zr + wi * zi) / d;
  const b = (wi * zr - wr * zi) / d;
  if (a === 0 && b === 0) return null;
  // t = w1 − m·z1 with z1 = u1 − iv1.
  const tx = x1 - (a * u1 + b * v1);
  const ty = y1 - (b * u1 - a * v1);
  return { a, b, tx, ty };
}

/** Metres of an image pixel. */
export function applySimilarity(s: Similarity, u: number, v: number): Point {
  return [s.a * u + s.b * v + s.tx, s.b * u - s.a * v + s.ty];
}

/** Metres per pixel and the rotation (degrees, counter-clockwise) of a transform. */
export function scaleAndRotation(s: Similarity): { metresPerPixel: number; rotation: number } {
  return { metresPerPixel: Math.hypot(s.a, s.b), rotation: (Math.atan2(s.b, s.a) * 180) / Math.PI };
}

/** The image's four corners on the plan: top-left, top-right, bottom-right, bottom-left. */
export function placedCorners(s: Similarity, width: number, height: number): Point[] {
  return [
    applySimilarity(s, 0, 0),
    applySimilarity(s, width, 0),
    applySimilarity(s, width, height),
    applySimilarity(s, 0, height),
  ];
}

/** One stake of an alignment. */
export interface GeneratedStake {
  name: string;
  chainage: number;
  x: number;
  y: number;
  /** Direction of travel, degrees clockwise from north. */
  azimuth: number;
  leftWidth: number;
  rightWidth: number;
}

const round = (value: number, places = 3) => Math.round(value * 10 ** places) / 10 ** places;

/** `K{km}+{m:000}` of a chainage rounded to the metre. */
export function stakeName(chainage: number): string {
  const whole = Math.round(chainage);
  return `K${Math.floor(whole / 1000)}+${String(whole % 1000).padStart(3, '0')}`;
}

/** Arc length of a polyline. */
export function polylineLength(line: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < line.length; i++)
    total += Math.hypot(line[i]![0] - line[i - 1]![0], line[i]![1] - line[i - 1]![1]);
  return total;
}

/**
 * Stakes along a polyline whose first vertex is at `startChainage`: one at every whole multiple of the
 * interval (K0+000, K0+020 …), plus the two ends when they fall between (an end whose name would repeat a
 * neighbour's is left out). Chainage is arc length; the azimuth is the heading of the piece a stake is on
 * (at a vertex, of the piece that leaves it; at the end, of the last piece).
 */
export function stakesAlong(
  line: readonly Point[],
  startChainage: number,
  interval: number,
  leftWidth: number,
  rightWidth: number,
): GeneratedStake[] {
  const pieces: { from: Point; dx: number; dy: number; length: number; start: number }[] = [];
  let at = startChainage;
  for (let i = 1; i < line.length; i++) {
    const from = line[i - 1]!;
    const dx = line[i]![0] - from[0];
    const dy = line[i]![1] - from[1];
    const length = Math.hypot(dx, dy);
    if (length === 0) continue;
    pieces.push({ from, dx, dy, length, start: at });
    at += length;
  }
  if (pieces.length === 0) return [];
  const end = at;
  const stakeAt = (chainage: number): GeneratedStake => {
    let k = 0;
    while (k < pieces.length - 1 && chainage >= pieces[k + 1]!.start) k++;
    const p = pieces[k]!;
    const f = Math.min(Math.max((chainage - p.start) / p.length, 0), 1);
    const azimuth = ((((Math.atan2(p.dx, p.dy) * 180) / Math.PI) % 360) + 360) % 360;
    return {
      name: stakeName(chainage),
      chainage: round(chainage),
      x: round(p.from[0] + f * p.dx),
      y: round(p.from[1] + f * p.dy),
      azimuth: round(azimuth, 4),
      leftWidth,
      rightWidth,
    };
  };
  // A whole multiple within a millimetre of an end counts as that end.
  const eps = 1e-3;
  const chainages: number[] = [];
  for (let k = Math.ceil((startChainage - eps) / interval); k * interval <= end + eps; k++)
    chainages.push(Math.min(Math.max(k * interval, startChainage), end));
  const names = new Set(chainages.map(stakeName));
  if (chainages[0] === undefined || chainages[0] - startChainage > eps) {
    if (!names.has(stakeName(startChainage))) chainages.unshift(startChainage);
  }
  if (end - chainages[chainages.length - 1]! > eps && !names.has(stakeName(end))) chainages.push(end);
  return chainages.map(stakeAt);
}
