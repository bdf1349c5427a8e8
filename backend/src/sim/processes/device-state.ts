import type { SqlValue } from '../../db/database.js';
import { factId, siteTime } from '../calendar.js';
import type { DayContext, FactWriter, ProcessDay, SimProcess } from '../process.js';
import { Rng, mix, smoothAt, unitAt } from '../random.js';
import type { Interval } from '../schedule.js';
import type { DeviceSpec } from '../site/devices.js';

/*
 * Device state: every powered device sends a heartbeat every 60 s (online, GNSS fix/sats/HDOP, CSQ,
 * voltage/battery, engine). Signal outages of 1–10 min, rare faults of 1–4 h and GNSS float periods are
 * scheduled per (device, day). Stored: exact change events, a sample every fifth heartbeat slot (5 min)
 * while the device is on, the latest state per device and daily rollups; the heartbeats themselves are
 * recomputed, never stored.
 */

const beatMs = 60_000;
const beatsPerDay = 1440;
const sampleEvery = 5;

/** Beat status. */
const off = 0;
const lostSignal = 1;
const lostFault = 2;
const arrived = 3;

type Reason = 'power' | 'signal' | 'fault';
const reasonOf = (status: number): Reason =>
  status === lostFault ? 'fault' : status === lostSignal ? 'signal' : 'power';

export interface StateValues {
  online: 0 | 1;
  gnssQuality: number | null;
  sats: number | null;
  hdop: number | null;
  csq: number | null;
  voltage: number | null;
  battery: number | null;
  engineOn: number | null;
}

interface Change {
  t: number;
  k: number;
  deviceIndex: number;
  event: 'online' | 'offline' | 'engineOn' | 'engineOff' | 'gnss';
  reason: Reason | null;
}

interface DevicePlan {
  spec: DeviceSpec;
  index: number;
  deviceId: number;
  /** Time of beat 0. */
  base: number;
  status: Uint8Array;
  engine: Uint8Array;
  float: Uint8Array;
  noise: number;
  csqBase: number;
  batteryStart: number;
  powerOnBeat: number;
  changes: Change[];
}

/** Seconds 0…59 after each minute at which a device beats; fixed per device so days join up. */
export function beatPhaseSeconds(seed: number, code: string): number {
  return Math.floor(unitAt(mix(seed, `phase:${code}`, 0), 0) * 60);
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Places `count` episodes of `minS…maxS` seconds inside `window`, skipping ones that overlap `taken`. */
function scatter(rng: Rng, count: number, window: Interval, minS: number, maxS: number, taken: Interval[]): Interval[] {
  const out: Interval[] = [];
  for (let i = 0; i < count; i++) {
    const length = rng.int(minS, maxS) * 1000;
    const latest = window.end - length;
    const start = window.start + Math.round(rng.uniform(0, Math.max(0, latest - window.start)) / 1000) * 1000;
    const episode = { start, end: start + length };
    if (latest <= window.start) continue;
    if ([...taken, ...out].some((e) => e.start < episode.end + beatMs && episode.start < e.end + beatMs)) continue;
    out.push(episode);
  }
  return out;
}

function mark(flags: Uint8Array, base: number, interval: Interval, value: number): void {
  const first = Math.max(0, Math.ceil((interval.start - base) / beatMs));
  const last = Math.min(beatsPerDay - 1, Math.ceil((interval.end - base) / beatMs) - 1);
  for (let k = first; k <= last; k++) flags[k] = value;
}

function planDevice(ctx: DayContext, spec: DeviceSpec, index: number): DevicePlan {
  const { seed, day, schedule, anomalyRate } = ctx;
  const base = schedule.dayStart + beatPhaseSeconds(seed, spec.code) * 1000;
  const dayPlan = schedule.device(spec.code);
  const rng = new Rng(seed, `state:${spec.code}`, day);
  const status = new Uint8Array(beatsPerDay);
  const engine = new Uint8Array(beatsPerDay);
  const float = new Uint8Array(beatsPerDay);
  const plan: DevicePlan = {
    spec,
    index,
    deviceId: ctx.registry.deviceId(spec.code),
    base,
    status,
    engine,
    float,
    noise: mix(seed, `noise:${spec.code}`, day),
    csqBase: rng.int(14, 27),
    batteryStart: rng.int(55, 95),
    powerOnBeat: -1,
    changes: [],
  };
  const power = dayPlan.power;
  if (!power) return plan;
  mark(status, base, power, arrived);
  plan.powerOnBeat = Math.max(0, Math.ceil((power.start - base) / beatMs));
  for (const interval of dayPlan.engine) mark(engine, base, interval, 1);

  // Forced episodes first; random ones never overlap them. Episodes keep a minute clear of the day's
  // edges so a device that is on around the clock is online at every midnight.
  const forced = ctx.forced.filter((e) => e.deviceCode === spec.code);
  const taken: Interval[] = forced.filter((e) => e.kind === 'offline' || e.kind === 'fault');
  const inner = {
    start: Math.max(power.start, schedule.dayStart + 2 * beatMs),
    end: Math.min(power.end, schedule.dayEnd - 2 * beatMs),
  };
  const mobile = spec.power === 'shift' || spec.power === 'host';
  const signalRate = (spec.kind === 'tablet' ? 0.8 : mobile ? 1 : spec.power === 'lab' ? 0.2 : 0.3) * anomalyRate;
  const signal = scatter(rng, rng.poisson(signalRate), inner, 60, 600, taken);
  const faults = rng.chance(Math.min(1, 0.003 * anomalyRate))
    ? scatter(rng, 1, inner, 3600, 4 * 3600, [...taken, ...signal])
    : [];
  for (const e of signal) mark(status, base, e, lostSignal);
  for (const e of faults) mark(status, base, e, lostFault);
  for (const e of forced) {
    if (e.kind === 'offline') mark(status, base, e, lostSignal);
    if (e.kind === 'fault') mark(status, base, e, lostFault);
  }
  // A lost beat outside the power window stays "off": a device that is not on cannot lose its signal.
  for (let k = 0; k < beatsPerDay; k++)
    if (status[k] !== off && (base + k * beatMs < power.start || base + k * beatMs >= power.end)) status[k] = off;

  if (spec.telemetry.gnss === 'rtk') {
    const floats = scatter(rng, rng.poisson(0.5 * anomalyRate), inner, 120, 900, []);
    for (const e of [...floats, ...forced.filter((f) => f.kind === 'gnssFloat')]) mark(float, base, e, 1);
  }

  // Changes as the platform sees them: on beat times, from the beats that arrived or did not.
  const alwaysOn = power.start <= schedule.dayStart;
  let online = alwaysOn;
  let lastEngine = 0;
  let lastGnss = gnssQuality(spec, 0);
  for (let k = 0; k < beatsPerDay; k++) {
    const t = base + k * beatMs;
    const s = status[k]!;
    if (s === arrived) {
      if (!online) {
        plan.changes.push({
          t,
          k,
          deviceIndex: index,
          event: 'online',
          reason: k === 0 ? 'power' : reasonOf(status[k - 1]!),
        });
        online = true;
      } else {
        if (spec.telemetry.engine && engine[k] !== lastEngine)
          plan.changes.push({ t, k, deviceIndex: index, event: engine[k] ? 'engineOn' : 'engineOff', reason: null });
        if (gnssQuality(spec, float[k]!) !== lastGnss)
          plan.changes.push({ t, k, deviceIndex: index, event: 'gnss', reason: null });
      }
      lastEngine = engine[k]!;
      lastGnss = gnssQuality(spec, float[k]!);
    } else if (online) {
      plan.changes.push({ t, k, deviceIndex: index, event: 'offline', reason: reasonOf(s) });
      online = false;
    }
  }
  return plan;
}

function gnssQuality(spec: DeviceSpec, float: number): number | null {
  if (spec.telemetry.gnss === 'rtk') return float ? 5 : 4;
  return spec.telemetry.gnss === 'std' ? 1 : null;
}

/** The values a device reports with beat k (the beat must have arrived). */
function valuesAt(plan: DevicePlan, k: number): StateValues {
  const { spec, noise } = plan;
  const smooth = smoothAt(noise, k, 15);
  const jitter = unitAt(noise ^ 0x5bd1e995, k);
  const float = plan.float[k] === 1;
  const engineOn = plan.engine[k] === 1;
  const gnss = spec.telemetry.gnss;
  let sats: number | null = null;
  let hdop: number | null = null;
  if (gnss === 'rtk') {
    sats = float ? 8 + Math.floor(jitter * 5) : 19 + Math.floor(smooth * 10);
    hdop = float ? round(1.6 + jitter * 1.4, 1) : round(0.6 + smooth * 0.5, 1);
  } else if (gnss === 'std') {
    sats = 8 + Math.floor(smooth * 7);
    hdop = round(0.9 + smooth * 0.9, 1);
  }
  const csq = Math.max(0, Math.min(31, Math.round(plan.csqBase + (smooth - 0.5) * 8 + (jitter - 0.5) * 2)));
  const voltage =
    spec.telemetry.volts === 24
      ? round(engineOn ? 27.2 + smooth * 1.0 : 24.4 + smooth * 0.6, 2)
      : round(12.1 + smooth * 0.3, 2);
  const battery = spec.telemetry.battery
    ? Math.min(100, Math.floor(plan.batteryStart + (k - plan.powerOnBeat) * 0.08))
    : null;
  return {
    online: 1,
    gnssQuality: gnssQuality(spec, plan.float[k]!),
    sats,
    hdop,
    csq,
    voltage,
    battery,
    engineOn: spec.telemetry.engine ? (engineOn ? 1 : 0) : null,
  };
}

const offline: StateValues = {
  online: 0,
  gnssQuality: null,
  sats: null,
  hdop: null,
  csq: null,
  voltage: null,
  battery: null,
  engineOn: null,
};
const valueColumns = ['online', 'gnssQuality', 'sats', 'hdop', 'csq', 'voltage', 'battery', 'engineOn'] as const;
const valueList = (v: StateValues): SqlValue[] => valueColumns.map((c) => v[c]);

class DeviceStateDay implements ProcessDay {
  /** Change ids: the day's changes of all devices in time order. */
  private readonly changeSeq = new Map<Change, number>();
  /** Sample order within a five-minute slot: devices by beat phase, then registry order. */
  private readonly sampleRank: number[];

  constructor(
    private readonly day: number,
    private readonly plans: DevicePlan[],
  ) {
    const all = plans.flatMap((p) => p.changes).sort((a, b) => a.t - b.t || a.deviceIndex - b.deviceIndex);
    all.forEach((change, i) => this.changeSeq.set(change, i + 1));
    const byPhase = [...plans].sort((a, b) => a.base - b.base || a.index - b.index);
    this.sampleRank = new Array<number>(plans.length);
    byPhase.forEach((p, rank) => (this.sampleRank[p.index] = rank));
  }

  emit(from: number, to: number, out: FactWriter): void {
    const insertChange = out.inserter('dev_state_change', ['id', 'deviceId', 't', 'event', 'reason', ...valueColumns]);
    const insertSample = out.inserter('dev_state_sample', ['id', 'deviceId', 't', ...valueColumns]);
    for (const plan of this.plans) {
      const first = Math.max(0, Math.ceil((from - plan.base) / beatMs));
      const last = Math.min(beatsPerDay - 1, Math.ceil((to - plan.base) / beatMs) - 1);
      if (first > last) continue;
      let beats = 0;
      for (let k = first; k <= last; k++) {
        const got = plan.status[k] === arrived;
        if (got) beats++;
        // Every fifth beat slot while the device is on; a switched-off device has nothing to sample.
        if (k % sampleEvery === 0 && plan.status[k] !== off) {
          const seq = (k / sampleEvery) * this.plans.length + this.sampleRank[plan.index]! + 1;
          insertSample([
            factId(this.day, seq),
            plan.deviceId,
            siteTime(plan.base + k * beatMs),
            ...valueList(got ? valuesAt(plan, k) : offline),
          ]);
        }
      }
      let episodes = 0;
      for (const change of plan.changes) {
        if (change.k < first || change.k > last) continue;
        const values = change.event === 'offline' ? offline : valuesAt(plan, change.k);
        insertChange([
          factId(this.day, this.changeSeq.get(change)!),
          plan.deviceId,
          siteTime(change.t),
          change.event,
          change.reason,
          ...valueList(values),
        ]);
        if (change.event === 'offline' && change.reason !== 'power') episodes++;
      }
      if (beats > 0) out.addStat('device', 'heartbeats', plan.spec.code, this.day, beats);
      if (episodes > 0) out.addStat('device', 'offlineEpisodes', plan.spec.code, this.day, episodes);
      // Latest state: as of the window's last heartbeat or change, so any partition of a day ends the same.
      let lastK = -1;
      for (let k = last; k >= first && lastK < 0; k--) if (plan.status[k] === arrived) lastK = k;
      for (const change of plan.changes)
        if (change.k >= first && change.k <= last && change.k > lastK) lastK = change.k;
      if (lastK >= 0) {
        let seen = -1;
        for (let k = lastK; k >= 0 && seen < 0; k--) if (plan.status[k] === arrived) seen = k;
        out.run(
          `INSERT INTO dev_state_latest (deviceId, t, lastSeen, ${valueColumns.join(', ')})
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (deviceId) DO UPDATE
           SET t = excluded.t, lastSeen = COALESCE(excluded.lastSeen, dev_state_latest.lastSeen),
             ${valueColumns.map((c) => `${c} = excluded.${c}`).join(', ')}
           WHERE excluded.t >= dev_state_latest.t`,
          plan.deviceId,
          siteTime(plan.base + lastK * beatMs),
          seen >= 0 ? siteTime(plan.base + seen * beatMs) : null,
          ...valueList(plan.status[lastK] === arrived ? valuesAt(plan, lastK) : offline),
        );
      }
    }
  }
}

export const deviceStateProcess: SimProcess = {
  name: 'deviceState',
  planDay(ctx) {
    const plans = ctx.registry.specs.map((spec, index) => planDevice(ctx, spec, index));
    return new DeviceStateDay(ctx.day, plans);
  },
};

/** For tests and the test hook: the beat plan of one device on one day. */
export function describeDeviceDay(
  ctx: DayContext,
  code: string,
): { beats: number; changes: { t: string; event: string; reason: string | null }[] } {
  const index = ctx.registry.specs.findIndex((s) => s.code === code);
  if (index < 0) throw new Error(`unknown device ${code}`);
  const plan = planDevice(ctx, ctx.registry.specs[index]!, index);
  let beats = 0;
  for (const s of plan.status) if (s === arrived) beats++;
  return { beats, changes: plan.changes.map((c) => ({ t: siteTime(c.t), event: c.event, reason: c.reason })) };
}

/**
 * The GNSS float periods of an RTK device on a day, as intervals between heartbeats: the roller fixes
 * report the same float periods as the device's state (random and forced alike).
 */
export function gnssFloatIntervals(ctx: DayContext, code: string): Interval[] {
  const index = ctx.registry.specs.findIndex((s) => s.code === code);
  if (index < 0) return [];
  const plan = planDevice(ctx, ctx.registry.specs[index]!, index);
  const out: Interval[] = [];
  for (let k = 0; k < beatsPerDay; k++) {
    if (plan.float[k] !== 1 || plan.status[k] !== arrived) continue;
    const start = plan.base + (k - 1) * beatMs + 1000;
    const last = out[out.length - 1];
    if (last && last.end >= start) last.end = plan.base + k * beatMs + 1000;
    else out.push({ start, end: plan.base + k * beatMs + 1000 });
  }
  return out;
}
