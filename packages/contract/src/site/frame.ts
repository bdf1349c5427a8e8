import proj4 from 'proj4';
import type { CoordinateSystem, SiteFrame } from './frame-spec';

export * from './frame-spec';

/*
 * A site point in CGCS2000 with proj4's transverse Mercator (CGCS2000's ellipsoid is GRS80's shape). The console loads
 * this only where it converts (proj4 stays out of the other screens); what a frame is lives in frame-spec.ts.
 */

/** The proj string of a 3° zone's CGCS2000 grid (EPSG's own definition). */
export const gridDefinition = (centralMeridian: number) =>
  `+proj=tmerc +lat_0=0 +lon_0=${centralMeridian} +k=1 +x_0=500000 +y_0=0 +ellps=GRS80 +units=m +no_defs`;

/** CGCS2000 latitude/longitude (EPSG:4490). */
const GEOGRAPHIC = '+proj=longlat +ellps=GRS80 +no_defs';

const converters = new Map<number, proj4.Converter>();
function converter(centralMeridian: number): proj4.Converter {
  let c = converters.get(centralMeridian);
  if (!c) converters.set(centralMeridian, (c = proj4(GEOGRAPHIC, gridDefinition(centralMeridian))));
  return c;
}

type Pair = readonly [number, number];

/** A site point's grid coordinates, [E, N] in metres. */
export function toGrid(frame: SiteFrame, [x, y]: Pair): [e: number, n: number] {
  const a = (frame.rotation * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  return [frame.originE + c * x - s * y, frame.originN + s * x + c * y];
}

/** The site point at grid coordinates [E, N]. */
export function fromGrid(frame: SiteFrame, [e, n]: Pair): [x: number, y: number] {
  const a = (frame.rotation * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  const [de, dn] = [e - frame.originE, n - frame.originN];
  return [c * de + s * dn, -s * de + c * dn];
}

/** A grid point's longitude and latitude in the zone of its central meridian, degrees. */
export function gridToLonLat(centralMeridian: number, grid: Pair): [lon: number, lat: number] {
  return converter(centralMeridian).inverse([grid[0], grid[1]]) as [number, number];
}

/** The grid coordinates of a longitude and latitude in the zone of a central meridian. */
export function lonLatToGrid(centralMeridian: number, lonLat: Pair): [e: number, n: number] {
  return converter(centralMeridian).forward([lonLat[0], lonLat[1]]) as [number, number];
}

/** A site point's CGCS2000 longitude and latitude, degrees. */
export const toLonLat = (frame: SiteFrame, point: Pair) => gridToLonLat(frame.centralMeridian, toGrid(frame, point));

/** The site point at a CGCS2000 longitude and latitude. */
export const fromLonLat = (frame: SiteFrame, lonLat: Pair) =>
  fromGrid(frame, lonLatToGrid(frame.centralMeridian, lonLat));

/** A site point in the chosen coordinates: [x, y], [E, N] or [lon, lat]. */
export function pointIn(system: CoordinateSystem, frame: SiteFrame, point: Pair): [number, number] {
  if (system === 'grid') return toGrid(frame, point);
  if (system === 'geographic') return toLonLat(frame, point);
  return [point[0], point[1]];
}

/** The site point given in the chosen coordinates. */
export function pointFrom(system: CoordinateSystem, frame: SiteFrame, given: Pair): [number, number] {
  if (system === 'grid') return fromGrid(frame, given);
  if (system === 'geographic') return fromLonLat(frame, given);
  return [given[0], given[1]];
}
