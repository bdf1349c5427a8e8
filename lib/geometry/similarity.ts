/**
 * The similarity transform that places a base-map image on the site plan from two control points, as the
 * reference backend checks it (`backend/src/modules/site/geometry.ts`): rotation, uniform scale and
 * translation, no mirror. A pixel (u right, v down) is the complex number u − iv, a plan point (x east, y
 * north) is x + iy, and w = m·z + t. Pure, so the editor's preview of unsaved points and every map's overlay
 * are the same numbers.
 */

export type ControlPoint = readonly [u: number, v: number, x: number, y: number];
export type Similarity = { a: number; b: number; tx: number; ty: number };
export type PlanPoint = readonly [x: number, y: number];

/** null when the two points coincide on the image or on the plan (no scale to be had). */
export function similarityFrom([p1, p2]: readonly [ControlPoint, ControlPoint]): Similarity | null {
  const zr = p2[0] - p1[0];
  const zi = -(p2[1] - p1[1]);
  const wr = p2[2] - p1[2];
  const wi = p2[3] - p1[3];
  const d = zr * zr + zi * zi;
  if (d === 0 || (wr === 0 && wi === 0)) return null;
  const a = (wr * zr + wi * zi) / d;
  const b = (wi * zr - wr * zi) / d;
  return { a, b, tx: p1[2] - (a * p1[0] + b * p1[1]), ty: p1[3] - (b * p1[0] - a * p1[1]) };
}

/** The plan point of an image pixel. */
export function toPlan(s: Similarity, u: number, v: number): PlanPoint {
  return [s.a * u + s.b * v + s.tx, s.b * u - s.a * v + s.ty];
}

/** The image pixel of a plan point (the inverse transform). */
export function toImage(s: Similarity, x: number, y: number): readonly [u: number, v: number] {
  const k = s.a * s.a + s.b * s.b;
  const dx = x - s.tx;
  const dy = y - s.ty;
  return [(s.a * dx + s.b * dy) / k, (s.b * dx - s.a * dy) / k];
}

/** Metres per pixel and the rotation in degrees (counter-clockwise) of the image on the plan. */
export function scaleAndRotation(s: Similarity): { metresPerPixel: number; rotation: number } {
  return { metresPerPixel: Math.hypot(s.a, s.b), rotation: (Math.atan2(s.b, s.a) * 180) / Math.PI };
}

/** Top-left, top-right and bottom-left corners of a `width` × `height` image on the plan (an affine frame). */
export function imageFrame(
  s: Similarity,
  width: number,
  height: number,
): { topLeft: PlanPoint; topRight: PlanPoint; bottomLeft: PlanPoint } {
  return { topLeft: toPlan(s, 0, 0), topRight: toPlan(s, width, 0), bottomLeft: toPlan(s, 0, height) };
}
