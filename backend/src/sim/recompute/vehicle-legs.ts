import type { Trip } from '../processes/transport.js';
import { planTrips } from '../processes/transport-dispatch.js';
import { Rng } from '../random.js';
import { chainageAt, roadLength } from '../site/alignment.js';
import { haulRoads, waterPoints } from '../site/plants.js';
import type { Point } from '../site/project.js';
import { apronRect } from '../site/sections.js';
import { type Leg, positionAt, truckLegsOf, truckStates, type TruckState } from '../trajectory/legs.js';
import { alignmentPath, lengthOf, subPath } from '../trajectory/truck-route.js';
import { dayContext, type Facts } from './roller-day.js';

export { lengthOf, type Leg, positionAt, truckStates, type TruckState };

const minute = 60_000;

/*
 * A vehicle-day as legs (stand here from t0 to t1, or drive this polyline from t0 to t1), made from the same pure
 * plans the simulator writes its facts from: a truck's from its planned trips, a sprinkler's from its seeded
 * fill–drive–spray cycles inside its engine hours. The simulator stores no vehicle fixes; the read side samples
 * these legs.
 */

export const sprinklerStates = ['idle', 'filling', 'driving', 'spraying'] as const;
export type SprinklerState = (typeof sprinklerStates)[number];

/** The part of a leg's path driven between two times inside it. */
export function slice(leg: Leg, from: number, to: number): Point[] {
  if (leg.path.length === 1) return leg.path;
  const span = leg.to - leg.from;
  return subPath(leg.path, (from - leg.from) / span, (to - leg.from) / span);
}

export const round1 = (n: number) => Math.round(n * 10) / 10;

// ——— the day plans ———

const truckDays = new Map<string, readonly Trip[]>();

function tripsOfDay(f: Facts, day: number): readonly Trip[] {
  const ctx = dayContext(f, day);
  const key = `${ctx.seed}:${ctx.day}:${ctx.forced.length}:${ctx.anomalyRate}`;
  let found = truckDays.get(key);
  if (!found) {
    found = planTrips(ctx);
    if (truckDays.size >= 6) truckDays.delete(truckDays.keys().next().value!);
    truckDays.set(key, found);
  }
  return found;
}

/**
 * A truck's legs on a day: at its plant from power-on, then each trip's six legs, at the plant again until power-off.
 */
export function truckLegs(f: Facts, day: number, code: string): Leg[] {
  return truckLegsOf(dayContext(f, day), tripsOfDay(f, day), code);
}

/**
 * A sprinkler's legs on a day: cycles of filling at its water point, driving to where it sprays, spraying
 * along the road (S2) or across the apron (S1) until the tank is empty, and driving back; cycles start
 * only when one fits before the engine stops (lunch, evening), the rest of the powered time it stands.
 */
export function sprinklerLegs(f: Facts, day: number, code: string): Leg[] {
  const ctx = dayContext(f, day);
  const machine = ctx.schedule.device(code);
  if (!machine.power) return [];
  const spec = ctx.registry.specs.find((s) => s.code === code);
  const tankM3 = Number(spec?.params.tankM3 ?? 15);
  const onRoad = spec?.sectionCode !== 'S1';
  const wp = waterPoints[onRoad ? 0 : 1]!;
  const base: Point = [wp.x, wp.y];
  const rng = new Rng(ctx.seed, `sprinkler:${code}`, day);
  const legs: Leg[] = [];
  let t = machine.power.start;
  let cycle = 0;
  const stand = (to: number, state: SprinklerState, tank: number) => {
    if (to > t)
      legs.push({ from: t, to, state, path: [base], ref: state === 'idle' ? null : cycle, tank: [tank, tank] });
    t = Math.max(t, to);
  };
  for (const engine of machine.engine) {
    stand(engine.start, 'idle', 0);
    for (;;) {
      const fillMs = Math.round(rng.uniform(8, 12)) * minute;
      const speed = rng.uniform(6, 10) / 3.6; // m/s while spraying
      const rate = rng.uniform(0.5, 0.7); // m³/min
      const sprayMs = Math.round(((tankM3 / rate) * minute) / 1000) * 1000;
      const sprayM = (speed * sprayMs) / 1000;
      // Where it starts spraying: a seeded chainage on the road, or a seeded row of the apron.
      let approach: Point[];
      let lane: Point[];
      let side = 0;
      if (onRoad) {
        const c0 = Math.round(rng.uniform(0, roadLength - 200) / 10) * 10;
        side = rng.chance(0.5) ? -5 : 5;
        const haul = haulRoads.find((r) => r.code === 'H2')!.polyline;
        approach = [base, ...haul.slice(1), ...alignmentPath(0, c0, side).slice(1)];
        // Forward to the road's end and back again, as long as the tank lasts.
        const forward = alignmentPath(c0, roadLength, side);
        lane = [...forward, ...alignmentPath(roadLength, 0, -side)];
      } else {
        const rows = 6;
        const first = rng.int(0, rows - 1);
        const haul = haulRoads.find((r) => r.code === 'H3')!.polyline;
        approach = [base, ...haul.slice(1)];
        // A serpentine over the apron, 50 m between passes, from a seeded pass.
        lane = [haul[haul.length - 1]!];
        for (let i = 0; i < rows * 2; i++) {
          const y = apronRect.y1 - 25 - ((first + i) % rows) * 50;
          const [xa, xb] =
            i % 2 === 0 ? [apronRect.x0 + 10, apronRect.x1 - 10] : [apronRect.x1 - 10, apronRect.x0 + 10];
          lane.push([xa, y], [xb, y]);
        }
      }
      const sprayPath = slice(
        { from: 0, to: 1, state: '', path: lane, ref: null },
        0,
        Math.min(1, sprayM / lengthOf(lane)),
      );
      const driveSpeed = rng.uniform(25, 35) / 3.6;
      const outMs = Math.round(((lengthOf(approach) / driveSpeed) * 1000) / 1000) * 1000;
      const end = sprayPath[sprayPath.length - 1]!;
      // Back along the road to its start and the haul road to the water point, or off the apron the way it came.
      const back: Point[] = onRoad
        ? [
            ...alignmentPath(chainageAt(end[0], end[1]).chainage, 0, side),
            ...[...haulRoads.find((r) => r.code === 'H2')!.polyline.slice(1)].reverse().slice(1),
            base,
          ]
        : [end, [apronRect.x0 + 10, apronRect.y1], ...[...approach].reverse()];
      const backMs = Math.round(lengthOf(back) / driveSpeed) * 1000;
      if (t + fillMs + outMs + sprayMs + backMs > engine.end) break;
      cycle++;
      legs.push({ from: t, to: t + fillMs, state: 'filling', path: [base], ref: cycle, tank: [0, tankM3] });
      t += fillMs;
      legs.push({ from: t, to: t + outMs, state: 'driving', path: approach, ref: cycle, tank: [tankM3, tankM3] });
      t += outMs;
      legs.push({ from: t, to: t + sprayMs, state: 'spraying', path: sprayPath, ref: cycle, tank: [tankM3, 0] });
      t += sprayMs;
      legs.push({ from: t, to: t + backMs, state: 'driving', path: back, ref: cycle, tank: [0, 0] });
      t += backMs;
      stand(t + Math.round(rng.uniform(2, 10)) * minute, 'idle', 0);
    }
    stand(engine.end, 'idle', 0);
  }
  stand(machine.power.end, 'idle', 0);
  return legs.filter((l) => l.to > l.from);
}
