import { dayStartMs, rainOn } from '../calendar.js';
import { gnssFloatIntervals } from '../processes/device-state.js';
import type { DayContext } from '../process.js';
import { Rng, mix, smoothAt, unitAt } from '../random.js';
import type { Interval } from '../schedule.js';
import { offsetPoint, pointAtChainage, roadHalfWidth, roadLength } from '../site/alignment.js';
import { type Crew, crewOf, crews } from '../site/crews.js';
import type { DeviceSpec } from '../site/devices.js';
import { project } from '../site/project.js';
import { apronRect, type Layer, layers } from '../site/sections.js';

/*
 * Where a roller is at any second of a day, as a pure function of (seed, day, device): the crew's work
 * front advances along its layer in work areas that the paver (or, on earthworks, the grader) hands
 * over one after another; each roller rolls its share of the area's lanes back and forth (lateral shift
 * = drum width − 0.2 m overlap), waits for the next area, stops for lunch and at the end of the shift.
 * Nothing here depends on what was generated before, so a fix of any time can be recomputed instead of
 * stored (recompute, don't store).
 */

export type RollerClass = 'doubleDrumSteel' | 'rubberTyred' | 'singleDrumVib';

interface ClassParams {
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

const classes: Record<RollerClass | 'earthwork', ClassParams> = {
  doubleDrumSteel: { speed: 2.6, passes: 4, vibratory: true, freq: 50, amplitude: 0.35, lag: 4, limit: 3 },
  rubberTyred: { speed: 3.6, passes: 4, vibratory: false, freq: 0, amplitude: 0, lag: 14, limit: 5 },
  singleDrumVib: { speed: 3.1, passes: 4, vibratory: true, freq: 30, amplitude: 1.8, lag: 2, limit: 4 },
  // Earthwork (zd): 2 static passes, then 4 vibratory ones.
  earthwork: { speed: 3.3, passes: 6, vibratory: true, freq: 28, amplitude: 1.9, lag: 1, limit: 4 },
};

/** Work areas a crew is handed per working day, and their length along the layer (m). */
const areasPerDay = { znys: 28, zd: 30 } as const;
const areaLength = { road: { znys: 50, zd: 80 }, apron: 50 } as const;
const apronStripWidth = 12.5;
const rampMs = 3000;
const kmh = (mPerMs: number) => (mPerMs * 3_600_000) / 1000;
const mPerMs = (kmPerH: number) => kmPerH / 3600;

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
  /** A rolling pass's lane: its centre and the area's width, as offsets across the area (m); what the pass-count rollups read. */
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
  /** A number per overspeed episode, for its alarm's id: random ones 0…, forced ones 50… (forcing one renumbers nothing). */
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

/** The rollers (znys and zd) of a registry, in registry order. */
export function rollerSpecs(specs: readonly DeviceSpec[]): DeviceSpec[] {
  return specs.filter((s) => (s.kind === 'roller' || s.kind === 'vibRoller') && crewOf(s.code));
}

function rollerClassOf(spec: DeviceSpec): RollerClass | 'earthwork' {
  if (spec.kind === 'vibRoller') return 'earthwork';
  return spec.params.rollerClass as RollerClass;
}

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

const projectStartDay = Math.floor(Date.parse(`${project.startDate}T00:00:00Z`) / 86_400_000);
const frontMemo = new Map<string, number>();

/** Areas a crew was handed before this day: a cheap prefix over the working days since the project began. */
function frontAt(seed: number, crew: Crew, day: number): number {
  const key = `${seed}:${crew.code}:${day}`;
  let found = frontMemo.get(key);
  if (found === undefined) {
    let worked = 0;
    for (let d = projectStartDay; d < day; d++) {
      const rain = rainOn(seed, d);
      if (crew.rainStop === 'never' || rain === 'none' || (crew.rainStop === 'heavy' && rain !== 'heavy')) worked++;
    }
    found = worked * areasPerDay[crew.domain === 'zd' ? 'zd' : 'znys'];
    if (frontMemo.size > 2000) frontMemo.clear();
    frontMemo.set(key, found);
  }
  return found;
}

interface CrewDay {
  crew: Crew;
  front: number;
  /** Area j is handed over at handedOver[j]. */
  handedOver: number[];
  layer: Layer;
}

/** The crew's area timeline: its lead machine's engine hours split into equal periods, one area each. */
function crewDay(ctx: DayContext, crew: Crew): CrewDay | null {
  if (!ctx.schedule.crewWorks(crew)) return null;
  const lead = ctx.schedule.device(crew.deviceCodes[0]!);
  if (!lead.power || lead.engine.length === 0) return null;
  const count = areasPerDay[crew.domain === 'zd' ? 'zd' : 'znys'];
  const working = lead.engine.reduce((sum, i) => sum + (i.end - i.start), 0);
  const period = working / (count + 1);
  const handedOver: number[] = [];
  for (let j = 1; j <= count; j++) {
    // The time at which the lead machine has worked j periods.
    let need = j * period;
    for (const interval of lead.engine) {
      const span = interval.end - interval.start;
      if (need <= span) {
        handedOver.push(Math.round(interval.start + need));
        break;
      }
      need -= span;
    }
  }
  const layer = layers.find((l) => l.code === crew.process?.layerCode)!;
  return { crew, front: frontAt(ctx.seed, crew, ctx.day), handedOver, layer };
}

/** Places `count` episodes of `minS…maxS` seconds inside `window`. */
function episodes(rng: Rng, count: number, window: Interval, minS: number, maxS: number): Interval[] {
  const out: Interval[] = [];
  for (let i = 0; i < count; i++) {
    const length = rng.int(minS, maxS) * 1000;
    const start =
      window.start + Math.round(rng.uniform(0, Math.max(0, window.end - window.start - length)) / 1000) * 1000;
    if (window.end - window.start > length) out.push({ start, end: start + length });
  }
  return out;
}

const inside = (list: readonly Interval[], t: number) => list.some((e) => t >= e.start && t < e.end);

function stand(start: number, end: number, pose: Pose, area: number): Segment {
  return { start, end, length: 0, at: () => pose, forward: false, rolling: false, pass: 0, area };
}

/** One roller's day: every segment from power-on to power-off. */
export function planRoller(ctx: DayContext, spec: DeviceSpec, index: number, crewPlan: CrewDay | null): RollerDayPlan {
  const { seed, day, schedule } = ctx;
  const rng = new Rng(seed, `roller:${spec.code}`, day);
  const cls = classes[rollerClassOf(spec)];
  const power = schedule.device(spec.code).power;
  const engine = schedule.device(spec.code).engine;
  const domain = spec.kind === 'vibRoller' ? 'zd' : 'znys';
  const plan: RollerDayPlan = {
    code: spec.code,
    deviceId: ctx.registry.deviceId(spec.code),
    index,
    rollerClass: rollerClassOf(spec),
    drum: Number(spec.params.drumWidth),
    areaLength: crewPlan ? areaFrame(crewPlan.crew, crewPlan.front).length : 0,
    domain,
    power,
    segments: [],
    cls,
    material: crewPlan?.layer.material ?? 'soil',
    handedOver: crewPlan?.handedOver ?? [],
    noise: mix(seed, `fix:${spec.code}`, day),
    float: [],
    single: [],
    overspeed: [],
    overspeedNo: [],
    ambient: 9 + rng.uniform(0, 8),
    crew: crewPlan?.crew.code ?? null,
    front: crewPlan?.front ?? 0,
  };
  if (!power) return plan;
  const rate = ctx.anomalyRate;
  const work = { start: power.start + 600_000, end: power.end - 600_000 };
  // Forced episodes join the random ones after every draw, so forcing one never moves the day's other plans.
  const forced = ctx.forced
    .filter((e) => e.deviceCode === spec.code && e.kind === 'overSpeed')
    .map((e) => ({ start: e.start, end: e.end }));
  const numbered = [
    ...episodes(rng, rng.poisson(0.8 * rate), work, 120, 600).map((e, i) => ({ e, no: i })),
    ...forced.map((e, i) => ({ e, no: 50 + i })),
  ].sort((a, b) => a.e.start - b.e.start);
  const overspeed = numbered.map((n) => n.e);
  plan.overspeed = overspeed;
  plan.overspeedNo = numbered.map((n) => n.no);
  plan.single = episodes(rng, rng.poisson(0.2 * rate), work, 30, 240);
  plan.float = gnssFloatIntervals(ctx, spec.code);
  const skip = rng.chance(Math.min(1, 0.3 * rate)) ? { area: rng.int(3, 20), lane: rng.int(0, 5) } : null;

  const segments = plan.segments;
  const crew = crewPlan?.crew;
  const drum = Number(spec.params.drumWidth);
  // Rollers of one class share an area's lanes side by side (the paver in a crew is no roller).
  const sameClass = crew
    ? crew.deviceCodes.filter(
        (code) => code.slice(0, 3) === spec.code.slice(0, 3) && classOfCode(code) === rollerClassOf(spec),
      )
    : [spec.code];
  const rank = Math.max(0, sameClass.indexOf(spec.code));

  let t = power.start;
  let pose: Pose = crewPlan ? parking(crewPlan, drum) : { x: 0, y: 0, heading: 0 };
  let area = -1;
  let interval = 0;
  let counter = 0;
  const push = (segment: Segment) => {
    segments.push(segment);
    t = segment.end;
  };
  /** Stands until `until` (at most until power-off). */
  const waitUntil = (until: number): void => {
    if (until > t) push(stand(t, Math.min(until, power.end), pose, area));
  };
  /** Finds room for a drive of `ms` within the engine hours, standing through breaks; false when the shift is over. */
  const room = (ms: number): boolean => {
    while (interval < engine.length) {
      const current = engine[interval]!;
      if (t < current.start) waitUntil(current.start);
      if (t + ms <= current.end) return true;
      waitUntil(current.end);
      interval++;
    }
    return false;
  };
  const drive = (
    path: (f: number) => Pose,
    length: number,
    kmPerH: number,
    extra: Pick<Segment, 'forward' | 'rolling' | 'pass' | 'lane'>,
  ): boolean => {
    const fast = inside(overspeed, t) ? 1.5 + 0.3 * unitAt(plan.noise, counter) : 1;
    const speed = mPerMs(kmPerH * fast * (1 + 0.08 * (unitAt(plan.noise ^ 0x2545f491, counter++) - 0.5)));
    const ms = Math.round(length / speed + rampMs);
    if (!room(ms)) return false;
    push({ start: t, end: t + ms, length, at: path, area, ...extra });
    pose = path(1);
    return true;
  };

  if (crewPlan) {
    outer: for (let j = 0; j < crewPlan.handedOver.length; j++) {
      const frame = areaFrame(crewPlan.crew, crewPlan.front + j);
      const lanes = laneOffsets(frame, drum).filter((_, i) => i % sameClass.length === rank);
      waitUntil(crewPlan.handedOver[j]! + cls.lag * 60_000);
      area = j;
      // To the area's first lane, straight across.
      const first = frame.point(0, lanes[0]!);
      const start = pose;
      const gap = Math.hypot(first.x - start.x, first.y - start.y);
      if (gap > 0.5) {
        const heading = (Math.atan2(first.x - start.x, first.y - start.y) * 180) / Math.PI;
        const path = (f: number): Pose => ({
          x: start.x + (first.x - start.x) * f,
          y: start.y + (first.y - start.y) * f,
          heading: (heading + 360) % 360,
        });
        if (!drive(path, gap, cls.speed, { forward: false, rolling: false, pass: 0 })) break;
      }
      for (let li = 0; li < lanes.length; li++) {
        const u = lanes[li]!;
        const passes = skip && skip.area === j && skip.lane === li ? cls.passes - 2 : cls.passes;
        for (let p = 0; p < passes; p++) {
          const forward = p % 2 === 0;
          const uFrom = p === 0 && li > 0 ? lanes[li - 1]! : u;
          const L = frame.length;
          const path = (f: number): Pose => {
            const travelled = f * L;
            const s = forward ? travelled : L - travelled;
            const shift = Math.min(1, travelled / 8);
            const at = frame.point(s, uFrom + (u - uFrom) * shift);
            return forward ? at : { ...at, heading: (at.heading + 180) % 360 };
          };
          if (
            !drive(path, L, cls.speed, {
              forward,
              rolling: true,
              pass: p,
              lane: { u, uFrom: frame.uFrom, uTo: frame.uTo },
            })
          )
            break outer;
        }
      }
    }
  }
  if (t < power.end) push(stand(t, power.end, pose, area));
  return plan;
}

function classOfCode(code: string): RollerClass | 'earthwork' {
  if (code.startsWith('ZD-')) return 'earthwork';
  const n = Number(code.slice(3));
  return n <= 4 ? 'doubleDrumSteel' : n <= 8 ? 'rubberTyred' : 'singleDrumVib';
}

/** Lane centre offsets across an area: drum width apart less 0.2 m of overlap. */
export function laneOffsets(frame: AreaFrame, drum: number): number[] {
  const shift = drum - 0.2;
  const width = frame.uTo - frame.uFrom;
  const count = Math.max(1, Math.ceil((width - drum) / shift) + 1);
  return Array.from({ length: count }, (_, i) => Math.min(frame.uFrom + drum / 2 + i * shift, frame.uTo - drum / 2));
}

/** Where the crew's machines stand before the first area: beside it, a little behind. */
function parking(crewPlan: CrewDay, drum: number): Pose {
  const frame = areaFrame(crewPlan.crew, crewPlan.front);
  const p = frame.point(0, frame.uFrom + drum / 2);
  return {
    x: p.x - 15 * Math.sin((p.heading * Math.PI) / 180),
    y: p.y - 15 * Math.cos((p.heading * Math.PI) / 180),
    heading: p.heading,
  };
}

/** Every roller's plan for a day, in registry order. */
export function planRollers(ctx: DayContext): RollerDayPlan[] {
  const crewPlans = new Map<string, CrewDay | null>();
  for (const crew of crews)
    if (crew.domain === 'znys' || crew.domain === 'zd') crewPlans.set(crew.code, crewDay(ctx, crew));
  return rollerSpecs(ctx.registry.specs).map((spec, index) =>
    planRoller(ctx, spec, index, crewPlans.get(crewOf(spec.code)!.code) ?? null),
  );
}

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
