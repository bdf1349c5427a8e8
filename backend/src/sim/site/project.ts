import { type SiteFrame, fromLonLat as frameFromLonLat, toLonLat as frameToLonLat } from '@console/contract/site/frame';

/*
 * The simulated project: one airport expansion drawn in a local metric frame — origin at the site's
 * south-west corner, x east, y north, metres. Maps draw this frame directly; a fictitious tie to CGCS2000 (a 3°
 * zone about 114° E, origin at round grid numbers) gives the latitude and longitude some device records carry.
 */
export const project = {
  code: 'MH-KJ-01',
  name: '某机场扩建工程',
  depart: 'mh',
  startDate: '2026-01-05',
  extent: { width: 4000, height: 1500 },
  frame: { centralMeridian: 114, originE: 500_000, originN: 3_320_000, rotation: 0 } satisfies SiteFrame,
} as const;

export type Point = readonly [x: number, y: number];

/** The CGCS2000 longitude and latitude of a site point, as the devices' receivers report them. */
export const toLonLat = (p: Point): [lon: number, lat: number] => frameToLonLat(project.frame, p);

export const fromLonLat = (lon: number, lat: number): Point => frameFromLonLat(project.frame, [lon, lat]);

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
