import { offsetPoint, pointAtChainage, roadHalfWidth, roadLength } from '../site/alignment.js';
import type { Crew } from '../site/crews.js';
import { apronRect } from '../site/sections.js';
import type { Pose } from './roller.js';

// The work areas a crew is handed, one after another from the project's start: 50 m (asphalt) or 80 m
// (earthworks) of one side of the road, or a strip of a column on the apron.

/** Length of a work area along the layer (m), and the width of an apron strip (m). */
const areaLength = { road: { znys: 50, zd: 80 }, apron: 50 } as const;
const apronStripWidth = 12.5;

/** A work area in its own coordinates: `s` metres along it, `u` metres across it. */
export interface AreaFrame {
  length: number;
  uFrom: number;
  uTo: number;
  point(s: number, u: number): Pose;
}

/** Work area G (counted from the project's start) of a crew's layer. */
export function areaFrame(crew: Crew, g: number): AreaFrame {
  const domain = crew.domain === 'zd' ? 'zd' : 'znys';
  if (crew.sectionCode === 'S1') {
    const cols = (apronRect.x1 - apronRect.x0) / areaLength.apron;
    const strips = (apronRect.y1 - apronRect.y0) / apronStripWidth;
    const x0 = apronRect.x0 + (g % cols) * areaLength.apron;
    const y0 = apronRect.y0 + (Math.floor(g / cols) % strips) * apronStripWidth;
    return {
      length: areaLength.apron,
      uFrom: 0,
      uTo: apronStripWidth,
      point: (s, u) => ({ x: x0 + s, y: y0 + apronStripWidth - u, heading: 90 }),
    };
  }
  const length = areaLength.road[domain];
  const perSide = Math.floor(roadLength / length);
  const right = Math.floor(g / perSide) % 2 === 1;
  const c0 = (g % perSide) * length;
  return {
    length,
    uFrom: right ? 0 : -roadHalfWidth,
    uTo: right ? roadHalfWidth : 0,
    point(s, u) {
      const [x, y] = offsetPoint(c0 + s, u);
      return { x, y, heading: pointAtChainage(c0 + s).azimuth };
    },
  };
}

/** A work area's border as a closed ring, its long sides sampled every 5 m (road areas follow the curve). */
export function areaOutline(crew: Crew, g: number): [number, number][] {
  const frame = areaFrame(crew, g);
  const steps = Math.max(1, Math.ceil(frame.length / 5));
  const side = (u: number) => Array.from({ length: steps + 1 }, (_, i) => frame.point((frame.length * i) / steps, u));
  const ring = [...side(frame.uFrom), ...side(frame.uTo).reverse()].map(
    (p) => [Math.round(p.x * 1000) / 1000, Math.round(p.y * 1000) / 1000] as [number, number],
  );
  return [...ring, ring[0]!];
}

/** Where a work area lies in its section: chainage range and side on the road, strip and column on the apron. */
export function areaPlace(
  crew: Crew,
  g: number,
): {
  fromChainage: number | null;
  toChainage: number | null;
  side: 'left' | 'right' | null;
  block: string | null;
  strip: number | null;
} {
  if (crew.sectionCode === 'S1') {
    const cols = (apronRect.x1 - apronRect.x0) / areaLength.apron;
    const strips = (apronRect.y1 - apronRect.y0) / apronStripWidth;
    const perBlock = areaLength.apron / apronStripWidth;
    const strip = Math.floor(g / cols) % strips;
    const block = Math.floor(strip / perBlock) * cols + (g % cols) + 1;
    return {
      fromChainage: null,
      toChainage: null,
      side: null,
      block: `P${String(block).padStart(2, '0')}`,
      strip: (strip % perBlock) + 1,
    };
  }
  const length = areaLength.road[crew.domain === 'zd' ? 'zd' : 'znys'];
  const perSide = Math.floor(roadLength / length);
  const c0 = (g % perSide) * length;
  return {
    fromChainage: c0,
    toChainage: c0 + length,
    side: Math.floor(g / perSide) % 2 === 1 ? 'right' : 'left',
    block: null,
    strip: null,
  };
}

/** Lane centre offsets across an area: drum width apart less 0.2 m of overlap. */
export function laneOffsets(frame: AreaFrame, drum: number): number[] {
  const shift = drum - 0.2;
  const width = frame.uTo - frame.uFrom;
  const count = Math.max(1, Math.ceil((width - drum) / shift) + 1);
  return Array.from({ length: count }, (_, i) => Math.min(frame.uFrom + drum / 2 + i * shift, frame.uTo - drum / 2));
}
