import type { SqlValue, Store } from '../db/database.js';
import { dayIndexOf, dayLabel, dayStartMs, siteTime } from './calendar.js';
import type {
  DayContext,
  EpisodeKind,
  FactWriter,
  ForcedEpisode,
  ProcessDay,
  Registry,
  SimProcess,
} from './process.js';
import { alarmProcess } from './processes/alarms.js';
import { ddcProcess } from './processes/ddc.js';
import { deviceStateProcess } from './processes/device-state.js';
import { labProcess } from './processes/lab.js';
import { peopleProcess } from './processes/people.js';
import { plantsProcess } from './processes/plants.js';
import { rammerProcess } from './processes/rammers.js';
import { rollersProcess } from './processes/rollers.js';
import { sprinklerProcess } from './processes/sprinklers.js';
import { transportProcess } from './processes/transport.js';
import { daySchedule } from './schedule.js';
import { operators } from './site/crews.js';
import { deviceSpecs } from './site/devices.js';

/** Every process the simulator runs, in the order their facts are written within a window. */
export const processes: readonly SimProcess[] = [
  deviceStateProcess,
  peopleProcess,
  transportProcess,
  labProcess,
  rammerProcess,
  ddcProcess,
  plantsProcess,
  rollersProcess,
  sprinklerProcess,
  // Last: the alarm rules judge the facts every other process wrote in the window.
  alarmProcess,
];

/**
 * One transaction writes at most this much sim time: an hour of the busiest time of day (a fix per roller-second)
 * commits in well under a second, so the HTTP thread's short writes never wait long for the simulator.
 */
const chunkMs = 3600_000;

export interface Window {
  from: number;
  to: number;
}

export interface EngineStatus {
  seed: number;
  /** Facts exist up to here (exclusive) from the live start on. */
  cursor: number;
  backfill: { doneDays: number; totalDays: number };
  pending: Window[];
}

interface Progress {
  queue: Window[];
  done: number;
  total: number;
}

/** The fact writer over a store (tests write a process's facts through it too). */
export class StoreWriter implements FactWriter {
  present = 0;

  constructor(
    private readonly store: Store,
    readonly rawRetentionMs: number,
  ) {}

  inserter(table: string, columns: readonly string[]): (values: readonly SqlValue[]) => void {
    const statement = this.store.stmt(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    );
    return (values) => void statement.run(values);
  }

  run(sql: string, ...params: SqlValue[]): void {
    this.store.stmt(sql).run(params);
  }

  all<T>(sql: string, ...params: SqlValue[]): T[] {
    return this.store.all<T>(sql, ...params);
  }

  addStat(module: string, metric: string, key: string, day: number, delta: number): void {
    this.store
      .stmt(
        'INSERT INTO stat_daily (module, metric, key, day, value) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO UPDATE ' +
          'SET value = value + excluded.value',
      )
      .run(module, metric, key, dayLabel(day), delta);
  }
}

export function loadRegistry(store: Store, seed: number): Registry {
  const ids = new Map(
    store.all<{ id: number; code: string }>('SELECT id, code FROM site_device').map((r) => [r.code, r.id]),
  );
  const specs = deviceSpecs().filter((spec) => ids.has(spec.code));
  const operatorIds = new Map(
    store.all<{ id: number; code: string }>('SELECT id, code FROM site_operator').map((r) => [r.code, r.id]),
  );
  return {
    specs,
    deviceId(code) {
      const id = ids.get(code);
      if (id === undefined) throw new Error(`device ${code} is not in the registry`);
      return id;
    },
    operators: operators(seed)
      .filter((op) => operatorIds.has(op.code))
      .map((op) => ({ ...op, id: operatorIds.get(op.code)! })),
  };
}

const metaKeys = { seed: 'sim_seed', cursor: 'sim_cursor', progress: 'sim_backfill' } as const;

/**
 * The simulator's core, synchronous and single-threaded: it runs inside the worker that owns every fact
 * write. Facts exist for [cursor − …, cursor) of live time plus the back-filled days; both advance in
 * transactions that also move the stored cursor, so a restart resumes exactly where the last commit ended.
 */
export class SimEngine {
  readonly registry: Registry;
  private readonly writer: StoreWriter;
  private readonly plans = new Map<number, ProcessDay[]>();
  private cursorMs: number;
  private progress: Progress;

  constructor(
    private readonly store: Store,
    readonly seed: number,
    private readonly options: { historyDays: number; anomalyRate: number; now: number; rawRetentionHours?: number },
  ) {
    this.registry = loadRegistry(store, seed);
    this.writer = new StoreWriter(store, (options.rawRetentionHours ?? 24) * 3600_000);
    const stored = this.meta(metaKeys.cursor);
    const today = dayIndexOf(options.now);
    const oldest = today - options.historyDays;
    if (stored === undefined) {
      // First start: today from midnight up to now live, the history days newest first in the background.
      this.cursorMs = dayStartMs(today);
      const queue: Window[] = [];
      for (let day = oldest; day < today; day++) queue.push({ from: dayStartMs(day), to: dayStartMs(day + 1) });
      this.progress = { queue, done: 0, total: queue.length };
    } else {
      this.cursorMs = Number(stored);
      this.progress = JSON.parse(this.meta(metaKeys.progress) ?? '{"queue":[],"done":0,"total":0}') as Progress;
      // Downtime that ended before today is back-filled like history (newest first); today runs live.
      if (this.cursorMs < dayStartMs(today)) {
        for (let day = dayIndexOf(this.cursorMs); day < today; day++) {
          if (day < oldest) continue;
          const from = Math.max(this.cursorMs, dayStartMs(day));
          this.progress.queue.push({ from, to: dayStartMs(day + 1) });
          this.progress.total++;
        }
        this.cursorMs = dayStartMs(today);
      }
    }
    this.store.transaction(() => this.saveState());
  }

  get cursor(): number {
    return this.cursorMs;
  }

  hasBackfill(): boolean {
    return this.progress.queue.length > 0;
  }

  status(): EngineStatus {
    return {
      seed: this.seed,
      cursor: this.cursorMs,
      backfill: { doneDays: this.progress.done, totalDays: this.progress.total },
      pending: [...this.progress.queue],
    };
  }

  /** Generates one live chunk towards `to`; returns whether more remains. */
  liveStep(to: number): boolean {
    if (this.cursorMs >= to) return false;
    const from = this.cursorMs;
    const day = dayIndexOf(from);
    const end = Math.min(to, dayStartMs(day + 1), from + chunkMs);
    const plans = this.plansOf(day);
    this.store.transaction(() => {
      this.emit(plans, from, end, end);
      this.cursorMs = end;
      this.saveState(true);
    });
    return end < to;
  }

  /** Generates live time up to `to`, synchronously. */
  runLive(to: number): void {
    while (this.liveStep(to));
  }

  /** Back-fills (part of) the newest pending window (one day at most); returns whether more remains. */
  backfillStep(): boolean {
    const queue = this.progress.queue;
    if (queue.length === 0) return false;
    let newest = 0;
    for (let i = 1; i < queue.length; i++) if (queue[i]!.from > queue[newest]!.from) newest = i;
    const window = queue[newest]!;
    const day = dayIndexOf(window.from);
    // A day is written an hour at a time, in time order (any partition of a day gives the same facts), so
    // neither the HTTP thread's writes nor the live clock ever wait for a whole day's transaction.
    const end = Math.min(window.to, window.from + chunkMs);
    const plans = this.plansOf(day);
    this.store.transaction(() => {
      this.emit(plans, window.from, end, this.cursorMs);
      if (end < window.to) window.from = end;
      else {
        queue.splice(newest, 1);
        this.progress.done++;
      }
      this.saveState();
    });
    if (end >= window.to) this.plans.delete(day);
    return queue.length > 0;
  }

  /** Records a forced episode (from the present on) and replans its day. */
  forceEpisode(deviceCode: string, kind: EpisodeKind, start: number, end: number): ForcedEpisode {
    this.store.run(
      'INSERT INTO sim_episode (deviceCode, kind, startMs, endMs, crtTime) VALUES (?, ?, ?, ?, ?)',
      deviceCode,
      kind,
      start,
      end,
      siteTime(start),
    );
    this.plans.delete(dayIndexOf(start));
    return { deviceCode, kind, start, end };
  }

  /** The context a process plans a day from (also used by tests to inspect a day). */
  dayContext(day: number): DayContext {
    return buildDayContext(this.store, this.seed, this.options.anomalyRate, this.registry, day);
  }

  /**
   * The day's plans, made once and outside any transaction: planning a day takes far longer than writing an
   * hour of it, and nobody should wait for the database while it runs.
   */
  private plansOf(day: number): ProcessDay[] {
    let plans = this.plans.get(day);
    if (!plans) {
      const ctx = this.dayContext(day);
      plans = processes.map((p) => p.planDay(ctx));
      this.plans.set(day, plans);
      // Live time needs today's plan (and yesterday's for a moment after midnight); history needs one day at a time.
      for (const key of this.plans.keys()) if (this.plans.size > 3 && key !== day) this.plans.delete(key);
    }
    return plans;
  }

  /** `present`: the live cursor once this window is written (raw fixes older than the retention are not stored). */
  private emit(plans: readonly ProcessDay[], from: number, to: number, present: number): void {
    this.writer.present = present;
    for (const plan of plans) plan.emit(from, to, this.writer);
  }

  private meta(key: string): string | undefined {
    return this.store.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', key)?.value;
  }

  /**
   * Stores the cursor, and the back-fill's progress unless only live time moved (the live clock writes many small
   * steps).
   */
  private saveState(liveOnly = false): void {
    const put = 'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value';
    this.store.run(put, metaKeys.cursor, String(this.cursorMs));
    if (liveOnly) return;
    this.store.run(put, metaKeys.seed, String(this.seed));
    this.store.run(put, metaKeys.progress, JSON.stringify(this.progress));
  }
}

/** The context a process plans a day from: a pure function of the seed, the registry and the forced episodes. */
export function buildDayContext(
  store: Store,
  seed: number,
  anomalyRate: number,
  registry: Registry,
  day: number,
): DayContext {
  const forced = store
    .all<{ deviceCode: string; kind: EpisodeKind; startMs: number; endMs: number }>(
      'SELECT deviceCode, kind, startMs, endMs FROM sim_episode WHERE startMs >= ? AND startMs < ? ' +
        'ORDER BY startMs, id',
      dayStartMs(day),
      dayStartMs(day + 1),
    )
    .map((e) => ({ deviceCode: e.deviceCode, kind: e.kind, start: e.startMs, end: e.endMs }));
  return {
    seed,
    day,
    anomalyRate,
    schedule: daySchedule(seed, day, registry.specs),
    registry,
    forced,
  };
}

/** The seed a data folder was generated with (it wins over a later SIM_SEED), if any. */
export function storedSeed(store: Store): number | undefined {
  const value = store.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', metaKeys.seed)?.value;
  return value === undefined ? undefined : Number(value);
}

export function storedCursor(store: Store): number | undefined {
  const value = store.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', metaKeys.cursor)?.value;
  return value === undefined ? undefined : Number(value);
}
