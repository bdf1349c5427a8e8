/*
 * The simulated project: one airport expansion drawn in a local metric frame — origin at the site's
 * south-west corner, x east, y north, metres. Maps draw this frame directly; a fixed, fictitious
 * anchor gives the lon/lat that some device records carry.
 */
export const project = {
  code: 'MH-KJ-01',
  name: '某机场扩建工程',
  depart: 'mh',
  startDate: '2026-01-05',
  extent: { width: 4000, height: 1500 },
  /** Fictitious geographic position of the frame's origin. */
  anchorLon: 114,
  anchorLat: 30,
} as const;

export type Point = readonly [x: number, y: number];

const metresPerDegreeLat = 110_574;
const metresPerDegreeLon = 111_320 * Math.cos((project.anchorLat * Math.PI) / 180);

/** Derived lon/lat (WGS-84-like, equirectangular about the anchor; good to centimetres over 4 km). */
export function toLonLat([x, y]: Point): [lon: number, lat: number] {
  return [project.anchorLon + x / metresPerDegreeLon, project.anchorLat + y / metresPerDegreeLat];
}

export function fromLonLat(lon: number, lat: number): Point {
  return [(lon - project.anchorLon) * metresPerDegreeLon, (lat - project.anchorLat) * metresPerDegreeLat];
}

/** Axis-aligned rectangle as a closed polygon, counter-clockwise from the south-west corner. */
export function rectangle(x0: number, y0: number, x1: number, y1: number): Point[] {
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
    [x0, y0],
  ];
}

export function polygonArea(polygon: readonly Point[]): number {
  let twice = 0;
  for (let i = 0; i + 1 < polygon.length; i++)
    twice += polygon[i]![0] * polygon[i + 1]![1] - polygon[i + 1]![0] * polygon[i]![1];
  return Math.abs(twice) / 2;
}
