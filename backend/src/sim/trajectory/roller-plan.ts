import type { DayContext } from '../process.js';
import { gnssFloatIntervals } from '../processes/device-state.js';
import { Rng, mix, unitAt } from '../random.js';
import type { Interval } from '../schedule.js';
import { crewOf, crews } from '../site/crews.js';
import type { DeviceSpec } from '../site/devices.js';
import { type CrewDay, crewDay, parking } from './crew-day.js';
import {
  type ClassParams,
  inside,
  type Pose,
  rampMs,
  type RollerClass,
  type RollerDayPlan,
  type Segment,
} from './roller.js';
import { areaFrame, laneOffsets } from './work-areas.js';

/** Each class's working parameters. */
const classes: Record<RollerClass | 'earthwork', ClassParams> = {
  doubleDrumSteel: { speed: 2.6, passes: 4, vibratory: true, freq: 50, amplitude: 0.35, lag: 4, limit: 3 },
  rubberTyred: { speed: 3.6, passes: 4, vibratory: false, freq: 0, amplitude: 0, lag: 14, limit: 5 },
  singleDrumVib: { speed: 3.1, passes: 4, vibratory: true, freq: 30, amplitude: 1.8, lag: 2, limit: 4 },
  // Earthwork (zd): 2 static passes, then 4 vibratory ones.
  earthwork: { speed: 3.3, passes: 6, vibratory: true, freq: 28, amplitude: 1.9, lag: 1, limit: 4 },
};

const mPerMs = (kmPerH: number) => kmPerH / 3600;

/** The rollers (znys and zd) of a registry, in registry order. */
export function rollerSpecs(specs: readonly DeviceSpec[]): DeviceSpec[] {
  return specs.filter((s) => (s.kind === 'roller' || s.kind === 'vibRoller') && crewOf(s.code));
}

function rollerClassOf(spec: DeviceSpec): RollerClass | 'earthwork' {
  if (spec.kind === 'vibRoller') return 'earthwork';
  return spec.params.rollerClass as RollerClass;
}

/** A roller's class from its code alone: crews list their machines by code. */
function classOfCode(code: string): RollerClass | 'earthwork' {
  if (code.startsWith('ZD-')) return 'earthwork';
  const n = Number(code.slice(3));
  return n <= 4 ? 'doubleDrumSteel' : n <= 8 ? 'rubberTyred' : 'singleDrumVib';
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

/** Standing still at `pose` from `start` to `end`. */
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

/** Every roller's plan for a day, in registry order. */
export function planRollers(ctx: DayContext): RollerDayPlan[] {
  const crewPlans = new Map<string, CrewDay | null>();
  for (const crew of crews)
    if (crew.domain === 'znys' || crew.domain === 'zd') crewPlans.set(crew.code, crewDay(ctx, crew));
  return rollerSpecs(ctx.registry.specs).map((spec, index) =>
    planRoller(ctx, spec, index, crewPlans.get(crewOf(spec.code)!.code) ?? null),
  );
}
