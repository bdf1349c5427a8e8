import { gridIn } from '../../kit/geometry.js';
import { dayIndexOf } from '../calendar.js';
import type { DayContext } from '../process.js';
import { daySchedule } from '../schedule.js';
import { project, type Point } from '../site/project.js';
import { foundationAreas } from '../site/sections.js';

/*
 * Where the ramming rigs work: the SEEDED geometry (the foundation areas of the site model and the grids the
 * seed generated in them), never the registry rows a user may have edited: user writes change evaluation, not
 * physics. A rig walks its area's grid in serpentine order; how far it has got is the count of points (piles)
 * it finished on every earlier day since the project started, a cheap prefix over days that any day can
 * compute on its own, so history back-fills newest first.
 */

export interface Spot {
  /** Code of the registry row the seed generated at this place (`HJ-A1-P1-0001`, `DDC-B1-0001`). */
  code: string;
  x: number;
  y: number;
}

const areaRing = (code: string): Point[] =>
  foundationAreas()
    .find((a) => a.code === code)!
    .polygon.slice(0, -1);

/** Rows south to north, every other row walked west instead of east (the rig turns at the row's end). */
function serpentine(spots: Spot[]): Spot[] {
  const rows = new Map<number, Spot[]>();
  for (const s of spots) rows.set(s.y, [...(rows.get(s.y) ?? []), s]);
  return [...rows.keys()]
    .sort((a, b) => a - b)
    .flatMap((y, i) => (i % 2 === 0 ? rows.get(y)! : [...rows.get(y)!].reverse()));
}

const walks = new Map<string, Spot[]>();

/** The first pass's design points of an hj area, as the seed generates them (5 m square grid), in walking order. */
export function pointWalk(areaCode: string): Spot[] {
  const key = `hj:${areaCode}`;
  let walk = walks.get(key);
  if (!walk) {
    const grid = gridIn(areaRing(areaCode), 5, 'square');
    walk = serpentine(grid.map(([x, y], i) => ({ code: `${areaCode}-P1-${String(i + 1).padStart(4, '0')}`, x, y })));
    walks.set(key, walk);
  }
  return walk;
}

/** The piles of a DDC area (triangle, 1.8 m), in walking order. */
export function pileWalk(areaCode: string): Spot[] {
  const key = `ddc:${areaCode}`;
  let walk = walks.get(key);
  if (!walk) {
    const grid = gridIn(areaRing(areaCode), 1.8, 'triangle');
    walk = serpentine(grid.map(([x, y], i) => ({ code: `${areaCode}-${String(i + 1).padStart(4, '0')}`, x, y })));
    walks.set(key, walk);
  }
  return walk;
}

/** The day the crews started (the project's start date): progress counts from here. */
export const epochDay = dayIndexOf(Date.parse(`${project.startDate}T00:00:00+08:00`));

const counts = new Map<string, number>();

/**
 * How many points (piles) a rig finished before `day`: the sum of its daily counts from the epoch, each a
 * pure function of (seed, day) computed by `countOn`. Counts are memoised per seed, rate, rig and day.
 */
export function progressBefore(
  ctx: DayContext,
  family: string,
  rigCode: string,
  countOn: (ctx: DayContext) => number,
): number {
  let total = 0;
  for (let d = epochDay; d < ctx.day; d++) {
    const key = `${family}|${ctx.seed}|${ctx.anomalyRate}|${rigCode}|${d}`;
    let n = counts.get(key);
    if (n === undefined) {
      // Earlier days are planned without forced episodes: forcing one never moves a rig's timeline.
      n = countOn({
        seed: ctx.seed,
        day: d,
        anomalyRate: ctx.anomalyRate,
        schedule: daySchedule(ctx.seed, d, ctx.registry.specs),
        registry: ctx.registry,
        forced: [],
      });
      counts.set(key, n);
    }
    total += n;
  }
  return total;
}

export const sec = (ms: number) => Math.round(ms / 1000) * 1000;
export const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
