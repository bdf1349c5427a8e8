import { at } from '../calendar.js';
import type { DayContext } from '../process.js';
import { Rng } from '../random.js';
import type { Interval } from '../schedule.js';
import { crews } from '../site/crews.js';
import { plants } from '../site/plants.js';
import { describeDeviceDay } from './device-state.js';
import { apronFront, type Front, roadFront } from './transport-fronts.js';
import { minute, nextTrip, type PlantPlan, sec, type TruckPlan } from './transport-trip.js';
import type { Episode, Trip } from './transport.js';

// The day's dispatch: which plant each truck serves, what it hauls and where, its episodes; then the
// trucks take turns at the plants in the order they are ready.

/** Intervals of a device's telematics faults on a day (as the device-state process plans them). */
function faultsOf(ctx: DayContext, code: string): Interval[] {
  const out: Interval[] = [];
  let open: number | undefined;
  for (const change of describeDeviceDay(ctx, code).changes) {
    const t = Date.parse(`${change.t.replace(' ', 'T')}+08:00`);
    if (change.event === 'offline' && change.reason === 'fault') open = t;
    else if (change.event === 'online' && open !== undefined) {
      out.push({ start: open, end: t });
      open = undefined;
    }
  }
  if (open !== undefined) out.push({ start: open, end: ctx.schedule.dayEnd });
  return out;
}

/** The day's asphalt mix: the first draw of the dispatch generator, so the plant mixes what the trucks haul. */
function asphaltMixFrom(dispatch: Rng): 'AC-20C' | 'SMA-13' {
  return dispatch.chance(0.35) ? 'SMA-13' : 'AC-20C';
}

/** The asphalt mix of a day, for the plant that mixes it. */
export function asphaltMixOn(seed: number, day: number): 'AC-20C' | 'SMA-13' {
  return asphaltMixFrom(new Rng(seed, 'transport:dispatch', day));
}

/** Every trip of the day, numbered in loading order. */
export function planTrips(ctx: DayContext): Trip[] {
  const { seed, day, schedule, registry, anomalyRate } = ctx;
  const has = new Set(registry.specs.map((s) => s.code));
  const plantPlans = new Map<string, PlantPlan>();
  for (const p of plants) {
    if (!has.has(p.code)) continue;
    const engine = schedule.device(p.code).engine[0];
    if (!engine) continue;
    plantPlans.set(p.code, {
      code: p.code,
      id: registry.deviceId(p.code),
      kind: p.plantType,
      open: engine,
      bayFree: engine.start,
    });
  }
  const dispatch = new Rng(seed, 'transport:dispatch', day);
  const lqFront = roadFront(new Rng(seed, 'front:LQ', day), day, 'LQ-01');
  const swRoadFront = roadFront(new Rng(seed, 'front:SW', day), day, 'SW-01');
  const swApronFront = apronFront(new Rng(seed, 'front:SW-apron', day), 'SW-01');
  const snFront = apronFront(new Rng(seed, 'front:SN', day), 'SN-01');
  const asphaltMix = asphaltMixFrom(dispatch);

  const trucks: TruckPlan[] = [];
  for (const crew of crews.filter((c) => c.domain === 'transport')) {
    const codes = crew.deviceCodes.filter((c) => has.has(c));
    // The dump trucks are split between the plants afresh each day: 8 to asphalt, the rest to base.
    const order = codes.map((code) => ({ code, key: dispatch.next() })).sort((a, b) => a.key - b.key);
    order.forEach(({ code }, rank) => {
      const spec = registry.specs.find((s) => s.code === code)!;
      const machine = schedule.device(code);
      if (!machine.power || machine.engine.length === 0) return;
      const mixer = spec.params.vehicleType === 'mixer';
      let served: PlantPlan[];
      let front: Front;
      let mixType: string;
      if (mixer) {
        served = ['SN-01', 'SN-02'].flatMap((c) => plantPlans.get(c) ?? []);
        front = snFront;
        mixType = 'C35';
      } else if (rank < 8) {
        served = plantPlans.has('LQ-01') ? [plantPlans.get('LQ-01')!] : [];
        front = lqFront;
        mixType = asphaltMix;
      } else {
        served = plantPlans.has('SW-01') ? [plantPlans.get('SW-01')!] : [];
        front = rank % 2 === 0 ? swRoadFront : swApronFront;
        mixType = 'CTB-5.0';
      }
      if (served.length === 0) return;
      const rng = new Rng(seed, `transport:${code}`, day);
      const working: Interval = {
        start: machine.engine[0]!.start,
        end: machine.engine[machine.engine.length - 1]!.end,
      };
      const episodes: { kind: Episode; after: number }[] = [];
      const draw = (kind: Episode, rate: number) => {
        if (rng.chance(Math.min(1, rate * anomalyRate)))
          episodes.push({ kind, after: working.start + rng.uniform(0, 0.9) * (working.end - working.start) });
      };
      draw('breakdown', 0.03);
      draw('detour', 0.05);
      draw('longWait', served[0]!.kind === 'lq' ? 0.15 : 0.06);
      episodes.sort((a, b) => a.after - b.after);
      trucks.push({
        index: registry.specs.indexOf(spec),
        spec,
        id: registry.deviceId(code),
        rng,
        intervals: machine.engine.map((e) => ({ ...e })),
        ready: sec(machine.engine[0]!.start + rng.uniform(4, 12) * minute),
        plants: served,
        front,
        mixType,
        faults: faultsOf(ctx, code),
        episodes,
        dispatchFrom: at(day, 6, 45),
      });
    });
  }

  const trips: Omit<Trip, 'seq'>[] = [];
  const active = [...trucks];
  while (active.length > 0) {
    // The truck that is ready first goes next (registry order on a tie): the plants load in arrival order.
    let next = 0;
    for (let i = 1; i < active.length; i++)
      if (
        active[i]!.ready < active[next]!.ready ||
        (active[i]!.ready === active[next]!.ready && active[i]!.index < active[next]!.index)
      )
        next = i;
    const truck = active[next]!;
    const trip = nextTrip(truck);
    if (!trip) active.splice(next, 1);
    else trips.push(trip);
  }
  return trips
    .sort((a, b) => a.loadStart - b.loadStart || a.vehicleIndex - b.vehicleIndex)
    .map((t, i) => ({ ...t, seq: i + 1 }));
}
