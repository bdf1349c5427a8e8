import { dayStartMs } from '../calendar.js';
import { smoothAt, unitAt } from '../random.js';
import type { Interval } from '../schedule.js';
import type { Layer } from '../site/sections.js';

/*
 * Where a roller is at any second of a day, as a pure function of (seed, day, device): the crew's work
 * front advances along its layer in work areas that the paver (or, on earthworks, the grader) hands
 * over one after another; each roller rolls its share of the area's lanes back and forth (lateral shift
 * = drum width − 0.2 m overlap), waits for the next area, stops for lunch and at the end of the shift.
 * Nothing here depends on what was generated before, so a fix of any time can be recomputed instead of
 * stored (recompute, don't store).
 *
 * Here: what the rest of the backend reads of a roller's day (the plan's shape, the fix at any second, the
 * rollups). The plan is drawn in roller-plan.ts, its work areas in work-areas.ts, its crew's front in crew-day.ts.
 */

// The compaction pages name and outline the work area a fix falls in.
export { areaOutline, areaPlace } from './work-areas.js';

export type RollerClass = 'doubleDrumSteel' | 'rubberTyred' | 'singleDrumVib';

/** How a class of roller works. */
export interface ClassParams {
  /** Working speed, km/h (under the limits: steel ≤ 3, rubber ≤ 5, vibratory ≤ 4). */
  speed: number;
  /** Passes over each lane (even, so a lane ends where it began). */
  passes: number;
  vibratory: boolean;
  freq: number;
  amplitude: number;
  /** Minutes after an area is handed over before this class starts on it (breakdown first, rubber later). */
  lag: number;
  /** Speed limit, km/h: a faster fix raises an `overSpeed` alarm (a special section may set another). */
  limit: number;
}

/** Milliseconds a drive takes to reach its speed, and to stop again. */
export const rampMs = 3000;
const kmh = (mPerMs: number) => (mPerMs * 3_600_000) / 1000;

export interface Pose {
  x: number;
  y: number;
  heading: number;
}

/** A piece of a roller's day: standing still, or driving a path with a trapezoidal speed profile. */
export interface Segment {
  start: number;
  end: number;
  /** Metres driven (0 when standing). */
  length: number;
  /** Position at a fraction of the path. */
  at(f: number): Pose;
  /** Drives forward (vibration may run) rather than reversing or moving between lanes. */
  forward: boolean;
  /** Rolling a lane (as opposed to moving to the next area). */
  rolling: boolean;
  /** Pass number on its lane, 0-based (CMV rises with it). */
  pass: number;
  /** Work area index of the day (−1 before the first). */
  area: number;
  /**
   * A rolling pass's lane: its centre and the area's width, as offsets across the area (m); what the pass-count rollups
   * read.
   */
  lane?: { u: number; uFrom: number; uTo: number };
}

export interface RollerDayPlan {
  code: string;
  deviceId: number;
  /** Order among the site's rollers (registry order): ties within a second are written in this order. */
  index: number;
  /** The roller's class ('earthwork' for the zd rollers) and drum width (m). */
  rollerClass: RollerClass | 'earthwork';
  drum: number;
  /** Length of the crew's work areas along the layer (m). */
  areaLength: number;
  domain: 'znys' | 'zd';
  power: Interval | null;
  segments: Segment[];
  cls: ClassParams;
  material: Layer['material'];
  /** When each area of the day was handed over (asphalt cools from then). */
  handedOver: number[];
  noise: number;
  float: Interval[];
  single: Interval[];
  /** Overspeed episodes (random and forced): drives that start inside one run 1.5–1.8 × the class speed. */
  overspeed: Interval[];
  /**
   * A number per overspeed episode, for its alarm's id: random ones 0…, forced ones 50… (forcing one renumbers
   * nothing).
   */
  overspeedNo: number[];
  ambient: number;
  /** The crew's code, and the project-wide index of the day's first work area (area j of the day is front + j). */
  crew: string | null;
  front: number;
}

export interface Fix {
  t: number;
  x: number;
  y: number;
  z: number;
  heading: number;
  speed: number;
  vibOn: 0 | 1;
  freq: number;
  amplitude: number;
  accel: number;
  cmv: number | null;
  surfaceTemp: number;
  gnssQuality: number;
  sats: number;
  hdop: number;
}

/** Whether t falls inside one of the intervals. */
export const inside = (list: readonly Interval[], t: number) => list.some((e) => t >= e.start && t < e.end);

/** The segment under time t (segments are contiguous from power-on). */
export function segmentAt(plan: RollerDayPlan, t: number): number {
  const list = plan.segments;
  let lo = 0;
  let hi = list.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (list[mid]!.start <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const r = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The fix a roller reports at second t (null while it is switched off). */
export function fixAt(plan: RollerDayPlan, t: number): Fix | null {
  if (!plan.power || t < plan.power.start || t >= plan.power.end || plan.segments.length === 0) return null;
  const seg = plan.segments[segmentAt(plan, t)]!;
  const k = Math.floor((t - dayStartMs(Math.floor((t + 8 * 3600_000) / 86_400_000))) / 1000);
  const tau = t - seg.start;
  const duration = seg.end - seg.start;
  let distance = 0;
  let speed = 0;
  if (seg.length > 0) {
    const ramp = Math.min(rampMs, duration / 2);
    const vmax = seg.length / (duration - ramp);
    if (tau < ramp) {
      distance = (vmax * tau * tau) / (2 * ramp);
      speed = (vmax * tau) / ramp;
    } else if (tau <= duration - ramp) {
      distance = vmax * (ramp / 2 + tau - ramp);
      speed = vmax;
    } else {
      const left = duration - tau;
      distance = seg.length - (vmax * left * left) / (2 * ramp);
      speed = (vmax * left) / ramp;
    }
  }
  const pose = seg.at(seg.length > 0 ? Math.min(1, Math.max(0, distance / seg.length)) : 0);
  const quality = inside(plan.single, t) ? 1 : inside(plan.float, t) ? 5 : 4;
  const jitter = quality === 4 ? 0.012 : quality === 5 ? 0.25 : 1.6;
  const nx = (smoothAt(plan.noise ^ 0x1b873593, k, 20) - 0.5) * 2 * jitter;
  const ny = (smoothAt(plan.noise ^ 0x68e31da4, k, 20) - 0.5) * 2 * jitter;
  const fine = unitAt(plan.noise, k);
  const kmPerH = speed > 0 ? kmh(speed) * (1 + 0.02 * (fine - 0.5)) : 0;
  const vibOn =
    plan.cls.vibratory && seg.forward && seg.rolling && kmPerH >= 1 && (plan.domain === 'znys' || seg.pass >= 2)
      ? 1
      : 0;
  let surfaceTemp = plan.ambient + 6 * smoothAt(plan.noise ^ 0x5bd1e995, k, 1800);
  if (plan.material === 'asphalt') {
    const j = Math.max(0, seg.area);
    const since = Math.max(0, t - (plan.handedOver[j] ?? t)) / 60_000;
    surfaceTemp = plan.ambient + (155 - plan.ambient) * Math.exp(-since / 45) + 2 * (fine - 0.5);
  }
  const cmv =
    vibOn && plan.cls.amplitude > 1 ? r(14 + 5 * seg.pass + 4 * smoothAt(plan.noise ^ 0x27d4eb2f, k, 30), 1) : null;
  const sats =
    quality === 4
      ? 18 + Math.floor(smoothAt(plan.noise ^ 0x165667b1, k, 300) * 9)
      : quality === 5
        ? 9 + Math.floor(fine * 4)
        : 6 + Math.floor(fine * 3);
  const hdop =
    quality === 4
      ? 0.6 + smoothAt(plan.noise ^ 0x165667b1, k, 300) * 0.5
      : quality === 5
        ? 1.5 + fine * 1.5
        : 2.5 + fine * 2.5;
  return {
    t,
    x: r(pose.x + nx, 3),
    y: r(pose.y + ny, 3),
    z: r(21 + 0.0015 * pose.x + (quality === 4 ? 0.01 : 0.4) * (fine - 0.5), 3),
    heading: r(((pose.heading % 360) + 360) % 360, 1),
    speed: r(kmPerH, 2),
    vibOn,
    freq: vibOn ? r(plan.cls.freq + 0.6 * (fine - 0.5), 1) : 0,
    amplitude: vibOn ? plan.cls.amplitude : 0,
    accel: vibOn ? r(2.2 + 0.35 * seg.pass + 0.6 * fine, 2) : r(0.05 + 0.1 * fine, 2),
    cmv,
    surfaceTemp: r(surfaceTemp, 1),
    gnssQuality: quality,
    sats,
    hdop: r(hdop, 1),
  };
}

/** Whole seconds in [from, to) that a roller spends driving, and metres of the drives that end in [from, to). */
export function rollupIn(plan: RollerDayPlan, from: number, to: number): { seconds: number; metres: number } {
  let seconds = 0;
  let metres = 0;
  for (const seg of plan.segments) {
    if (seg.length === 0 || seg.end <= from || seg.start >= to) continue;
    const a = Math.max(seg.start, from);
    const b = Math.min(seg.end, to);
    seconds += Math.max(0, Math.ceil(b / 1000) - Math.ceil(a / 1000));
    // Whole metres per drive: sums of integers do not depend on how the day is split into windows.
    if (seg.end >= from && seg.end < to) metres += Math.round(seg.length);
  }
  return { seconds, metres };
}
