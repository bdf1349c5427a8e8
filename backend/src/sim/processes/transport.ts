import type { SqlValue } from '../../db/database.js';
import { at, dayLabel, factId, siteTime } from '../calendar.js';
import type { DayContext, FactWriter, ProcessDay, SimProcess } from '../process.js';
import { Rng } from '../random.js';
import type { Interval } from '../schedule.js';
import { crews } from '../site/crews.js';
import type { DeviceSpec } from '../site/devices.js';
import { haulRoads, plants } from '../site/plants.js';
import type { Point } from '../site/project.js';
import { apronRect, stakeAreas } from '../site/sections.js';
import { describeDeviceDay } from './device-state.js';

/*
 * Haul trucks: the dump trucks of crew YS-1 serve the asphalt and stabilised-base plants, the mixers of
 * YS-2 the two concrete plants. A truck queues at its plant (one loading bay per plant), loads, drives
 * the haul road to the day's work front at 25–40 km/h, waits for the paver, unloads and drives back.
 * Episodes per (truck, day): breakdowns and detours (overtime), long waits at the front (temperature
 * drop). A truck whose telematics report a fault starts no trip until the fault is over.
 *
 * A trip is written when loading starts and updated as the windows pass its later times, so a trip under
 * way at the cursor shows its present state; every window writes the row as of its own end, so any
 * partition of the day ends with the same rows. Rollups are integers (kg, seconds, metres) so their
 * sums do not depend on the partition either.
 */

const minute = 60_000;
const sec = (ms: number) => Math.round(ms / 1000) * 1000;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Limits a trip is judged with (a cycle > 90 min or a drop > 20 °C is abnormal); stored with each trip. */
export const tripLimits = { cycleMaxMin: 90, tempDropMaxC: 20 } as const;
const thr = JSON.stringify(tripLimits);

export type TripState = 'loading' | 'inTransit' | 'waiting' | 'unloading' | 'done';
type Episode = 'breakdown' | 'detour' | 'longWait';

/** One trip, fully planned; what the platform has seen of it depends on the window. */
export interface Trip {
  seq: number;
  vehicleIndex: number;
  vehicleId: number;
  vehicleCode: string;
  plantId: number;
  plantCode: string;
  mixType: string;
  loadKg: number;
  loadM3: number | null;
  loadStart: number;
  depart: number;
  arrive: number;
  unloadStart: number;
  unloadEnd: number;
  back: number;
  distanceM: number;
  tempDepart: number | null;
  tempArrive: number | null;
  destination: string;
  episode: Episode | null;
}

interface Front {
  /** Destination at a time (the front advances through the day). */
  at(t: number): { name: string; distanceM: number };
}

function polylineLength(points: readonly Point[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i++)
    length += Math.hypot(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]);
  return length;
}

const roadOf = (plantCode: string) => haulRoads.find((r) => r.plantCodes.includes(plantCode))!;
const areas = stakeAreas();
const roadAreas = areas.filter((a) => a.sectionCode === 'S2');
const apronRows = areas.filter((a) => a.sectionCode === 'S1');
const roadEnd: Point = [3400, 900];

/** A paving front on the road: it starts at a seeded 400 m area on one side and advances 2–4 m/min from 07:30. */
function roadFront(rng: Rng, day: number, plantCode: string): Front {
  const start = rng.int(0, 6) * 400;
  const side = rng.chance(0.5) ? '左幅' : '右幅';
  const pace = rng.uniform(2, 4);
  const haul = polylineLength(roadOf(plantCode).polyline);
  const from = at(day, 7, 30);
  return {
    at(t) {
      const chainage = Math.min(3199, start + Math.max(0, (t - from) / minute) * pace);
      const area = roadAreas.find(
        (a) => a.fromChainage! <= chainage && chainage < a.toChainage! && a.name.endsWith(side),
      )!;
      return { name: area.name, distanceM: haul + chainage };
    },
  };
}

/** An apron front: one row of slab blocks for the day, reached by the road (base) or the north haul road (concrete). */
function apronFront(rng: Rng, plantCode: string): Front {
  const row = apronRows[rng.int(0, apronRows.length - 1)]!;
  const centre: Point = [(apronRect.x0 + apronRect.x1) / 2, (row.polygon[0]![1] + row.polygon[2]![1]) / 2];
  const road = roadOf(plantCode);
  const entry = road.plantCodes.some((c) => c.startsWith('SN')) ? road.polyline[road.polyline.length - 1]! : roadEnd;
  const onRoad = entry === roadEnd ? 3200 : 0;
  const distanceM = polylineLength(road.polyline) + onRoad + Math.hypot(centre[0] - entry[0], centre[1] - entry[1]);
  return { at: () => ({ name: row.name, distanceM }) };
}

interface PlantPlan {
  code: string;
  id: number;
  kind: 'lq' | 'sw' | 'sn';
  open: Interval;
  bayFree: number;
}

interface TruckPlan {
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

export function asphaltMixOn(seed: number, day: number): 'AC-20C' | 'SMA-13' {
  return asphaltMixFrom(new Rng(seed, 'transport:dispatch', day));
}

function planTrips(ctx: DayContext): Trip[] {
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

/** Plans the truck's next trip from its ready time, or answers null when its day is over. */
function nextTrip(truck: TruckPlan): Omit<Trip, 'seq'> | null {
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

const columns = [
  'id',
  'projectId',
  'tripNo',
  'vehicleId',
  'plantId',
  'mixType',
  'loadT',
  'loadM3',
  'destination',
  'distanceKm',
  'thr',
  'loadStart',
  'depart',
  'arrive',
  'unloadStart',
  'unloadEnd',
  'returnTime',
  'cycleMin',
  'waitMin',
  'tempDepart',
  'tempArrive',
  'state',
  'overtimeFlag',
  'tempDropFlag',
  'crtTime',
  'crtUser',
  'crtName',
  'crtHost',
  'updTime',
  'updUser',
  'updName',
  'updHost',
] as const;
/** Columns that change as a trip goes on (from `loadStart` on, minus the audit's creation part). */
const progressColumns = columns.slice(columns.indexOf('depart'), columns.indexOf('crtTime'));
const system = ['0', 'system', '127.0.0.1'] as const;

const minutes = (from: number, to: number) => round1((to - from) / minute);

/** The trip's row as the platform knows it at `upTo` (exclusive), from its progress columns on, plus the time of its last change. */
function progressAt(trip: Trip, upTo: number): { values: SqlValue[]; changed: number } {
  const seen = (t: number) => t < upTo;
  const state: TripState = seen(trip.unloadEnd)
    ? 'done'
    : seen(trip.unloadStart)
      ? 'unloading'
      : seen(trip.arrive)
        ? 'waiting'
        : seen(trip.depart)
          ? 'inTransit'
          : 'loading';
  const cycle = seen(trip.unloadEnd) ? minutes(trip.loadStart, trip.unloadEnd) : null;
  const drop =
    seen(trip.unloadStart) && trip.tempDepart !== null && trip.tempArrive !== null
      ? trip.tempDepart - trip.tempArrive
      : null;
  const times = [trip.loadStart, trip.depart, trip.arrive, trip.unloadStart, trip.unloadEnd, trip.back].filter(seen);
  return {
    values: [
      seen(trip.depart) ? siteTime(trip.depart) : null,
      seen(trip.arrive) ? siteTime(trip.arrive) : null,
      seen(trip.unloadStart) ? siteTime(trip.unloadStart) : null,
      seen(trip.unloadEnd) ? siteTime(trip.unloadEnd) : null,
      seen(trip.back) ? siteTime(trip.back) : null,
      cycle,
      seen(trip.unloadStart) ? minutes(trip.arrive, trip.unloadStart) : null,
      seen(trip.depart) ? trip.tempDepart : null,
      seen(trip.unloadStart) ? trip.tempArrive : null,
      state,
      cycle !== null && cycle > tripLimits.cycleMaxMin ? 1 : 0,
      drop !== null && drop > tripLimits.tempDropMaxC ? 1 : 0,
    ],
    changed: times[times.length - 1]!,
  };
}

/** Whether the trip is abnormal as seen at `upTo`: the first flag counts once. */
function abnormalAt(trip: Trip, upTo: number): boolean {
  const [, , , , , , , , , , overtime, tempDrop] = progressAt(trip, upTo).values;
  return overtime === 1 || tempDrop === 1;
}

class TransportDay implements ProcessDay {
  constructor(
    private readonly day: number,
    readonly trips: readonly Trip[],
  ) {}

  emit(from: number, to: number, out: FactWriter): void {
    const insert = out.inserter('ylc_trip', columns);
    const label = dayLabel(this.day).replaceAll('-', '');
    const stats = new Map<string, number>();
    const add = (code: string, metric: string, value: number) =>
      stats.set(`${code}\u0000${metric}`, (stats.get(`${code}\u0000${metric}`) ?? 0) + value);
    const within = (t: number) => t >= from && t < to;
    for (const trip of this.trips) {
      if (trip.loadStart >= to || trip.back < from) continue;
      const { values, changed } = progressAt(trip, to);
      const id = factId(this.day, trip.seq);
      if (within(trip.loadStart)) {
        insert([
          id,
          1,
          `YS-${label}-${String(trip.seq).padStart(4, '0')}`,
          trip.vehicleId,
          trip.plantId,
          trip.mixType,
          round1(trip.loadKg / 1000),
          trip.loadM3,
          trip.destination,
          Math.round(trip.distanceM / 100) / 10,
          thr,
          siteTime(trip.loadStart),
          ...values,
          siteTime(trip.loadStart),
          ...system,
          siteTime(changed),
          ...system,
        ]);
        add(trip.vehicleCode, 'trips', 1);
        add(trip.vehicleCode, 'loadKg', trip.loadKg);
        add(trip.vehicleCode, 'distanceM', 2 * trip.distanceM);
      } else if ([trip.depart, trip.arrive, trip.unloadStart, trip.unloadEnd, trip.back].some(within)) {
        out.run(
          `UPDATE ylc_trip SET ${progressColumns.map((c) => `${c} = ?`).join(', ')}, updTime = ?, updUser = ?, updName = ?, updHost = ? WHERE id = ?`,
          ...values,
          siteTime(changed),
          ...system,
          id,
        );
      }
      if (within(trip.unloadStart)) {
        add(trip.vehicleCode, 'waitSec', (trip.unloadStart - trip.arrive) / 1000);
        add(trip.vehicleCode, 'waits', 1);
      }
      if (within(trip.unloadEnd)) {
        add(trip.vehicleCode, 'cycleSec', (trip.unloadEnd - trip.loadStart) / 1000);
        add(trip.vehicleCode, 'done', 1);
      }
      if (abnormalAt(trip, to) && !abnormalAt(trip, from)) add(trip.vehicleCode, 'abnormal', 1);
    }
    for (const [key, value] of stats) {
      const [code, metric] = key.split('\u0000') as [string, string];
      out.addStat('ylc', metric, code, this.day, value);
    }
  }
}

export const transportProcess: SimProcess = {
  name: 'transport',
  planDay(ctx) {
    return new TransportDay(ctx.day, planTrips(ctx));
  },
};

/** For tests: the day's planned trips. */
export function describeTransportDay(ctx: DayContext): readonly Trip[] {
  return planTrips(ctx);
}
