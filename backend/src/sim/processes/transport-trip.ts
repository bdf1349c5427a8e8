import type { DeviceSpec } from '../site/devices.js';
import type { Rng } from '../random.js';
import type { Interval } from '../schedule.js';
import type { Front } from './transport-fronts.js';
import type { Episode, Trip } from './transport.js';

// One truck's trips: when it loads at the plant with the free bay, how long the haul takes, what the
// load weighs and how much the asphalt cools on the way.

export const minute = 60_000;
/** Times fall on whole seconds. */
export const sec = (ms: number) => Math.round(ms / 1000) * 1000;
export const round1 = (value: number) => Math.round(value * 10) / 10;

/** A plant as the dispatcher sees it: open hours and when its loading bay is free again. */
export interface PlantPlan {
  code: string;
  id: number;
  kind: 'lq' | 'sw' | 'sn';
  open: Interval;
  bayFree: number;
}

/** A truck as the dispatcher sees it: the plants it serves, where it hauls to, what goes wrong today. */
export interface TruckPlan {
  index: number;
  spec: DeviceSpec;
  id: number;
  rng: Rng;
  /** Engine intervals still ahead, the current first. */
  intervals: Interval[];
  ready: number;
  plants: PlantPlan[];
  front: Front;
  mixType: string;
  faults: Interval[];
  episodes: { kind: Episode; after: number }[];
  dispatchFrom: number;
}

/** Plans the truck's next trip from its ready time, or answers null when its day is over. */
export function nextTrip(truck: TruckPlan): Omit<Trip, 'seq'> | null {
  const { rng } = truck;
  for (;;) {
    const interval = truck.intervals[0];
    if (!interval) return null;
    if (truck.ready < interval.start) truck.ready = sec(interval.start + rng.uniform(3, 8) * minute);
    const plant = truck.plants.reduce((a, b) => (b.bayFree < a.bayFree ? b : a));
    // The first loads leave so as to reach the pavers when the crews start at 07:00.
    const loadStart = sec(
      Math.max(truck.ready, plant.bayFree, plant.open.start, truck.dispatchFrom) + rng.uniform(20, 60) * 1000,
    );
    const fault = truck.faults.find((f) => f.start <= loadStart && loadStart < f.end);
    if (fault) {
      truck.ready = sec(fault.end + rng.uniform(5, 15) * minute);
      continue;
    }
    const trip = tripFrom(truck, plant, loadStart);
    // A trip that would not be back before the engine stops (lunch or evening) is not started.
    if (loadStart >= plant.open.end || trip.back > interval.end) {
      truck.intervals.shift();
      continue;
    }
    plant.bayFree = trip.loadEnd;
    truck.ready = sec(trip.back + rng.uniform(0.5, 3) * minute);
    if (trip.episode) truck.episodes.shift();
    const { loadEnd: _loadEnd, ...rest } = trip;
    return rest;
  }
}

/** A trip loaded at `loadStart`: its times, load, distance and temperatures. */
function tripFrom(truck: TruckPlan, plant: PlantPlan, loadStart: number): Omit<Trip, 'seq'> & { loadEnd: number } {
  const { rng } = truck;
  let loadMs: number;
  let loadKg: number;
  let loadM3: number | null = null;
  if (plant.kind === 'lq') {
    // 4 t batches every 45–60 s.
    const batches = rng.int(7, 8);
    loadMs = batches * rng.uniform(45, 60) * 1000;
    loadKg = Math.round(batches * 4000 * (1 + rng.normal(0, 0.006)));
  } else if (plant.kind === 'sw') {
    loadMs = (rng.uniform(3, 3.6) + rng.uniform(0.5, 1)) * minute;
    loadKg = Math.round(rng.uniform(29_000, 31_500));
  } else {
    // Three 3 m³ batches, 90–150 s apart, at 2.4 t/m³.
    loadMs = 3 * rng.uniform(90, 150) * 1000;
    loadM3 = 9;
    loadKg = Math.round(9 * 2400 * (1 + rng.normal(0, 0.01)));
  }
  const loadEnd = sec(loadStart + loadMs);
  const depart = sec(loadEnd + rng.uniform(40, 120) * 1000);
  const dest = truck.front.at(depart);
  const speed = rng.uniform(25, 40);
  let distanceM = Math.round(dest.distanceM * rng.uniform(1, 1.04));
  let transitMin = (distanceM / 1000 / speed) * 60;
  let standMin = 0;
  const episode = truck.episodes[0] && truck.episodes[0].after <= depart ? truck.episodes[0].kind : null;
  if (episode === 'breakdown') standMin = rng.uniform(60, 150);
  if (episode === 'detour') {
    const extra = rng.uniform(5000, 10_000);
    distanceM += Math.round(extra);
    transitMin += (extra / 1000 / speed) * 60 + rng.uniform(35, 60);
  }
  const arrive = sec(depart + (transitMin + standMin) * minute);
  // The slip-form paver on the apron takes concrete more slowly than the asphalt and base pavers.
  const waitMin =
    episode === 'longWait' ? rng.uniform(50, 90) : plant.kind === 'sn' ? rng.uniform(12, 30) : rng.uniform(2, 14);
  const unloadStart = sec(arrive + waitMin * minute);
  const unloadEnd = sec(unloadStart + rng.uniform(3, 6) * minute);
  const back = sec(unloadEnd + ((dest.distanceM / 1000 / rng.uniform(30, 40)) * 60 + rng.uniform(0.5, 2)) * minute);
  let tempDepart: number | null = null;
  let tempArrive: number | null = null;
  if (plant.kind === 'lq') {
    // Tarped asphalt loses about 0.2 °C a minute on the move and 0.3 standing.
    tempDepart = round1(160 + rng.normal(0, 3));
    const moving = (unloadStart - depart) / minute - waitMin - standMin;
    tempArrive = round1(tempDepart - moving * 0.2 - (waitMin + standMin) * 0.3 - rng.uniform(0, 1.5));
  }
  return {
    vehicleIndex: truck.index,
    vehicleId: truck.id,
    vehicleCode: truck.spec.code,
    plantId: plant.id,
    plantCode: plant.code,
    mixType: truck.mixType,
    loadKg,
    loadM3,
    loadStart,
    loadEnd,
    depart,
    arrive,
    unloadStart,
    unloadEnd,
    back,
    distanceM,
    tempDepart,
    tempArrive,
    destination: dest.name,
    episode,
  };
}
