import type { SqlValue } from '../db/database.js';
import type { DaySchedule } from './schedule.js';
import type { DeviceSpec } from './site/devices.js';
import type { Operator } from './site/crews.js';

/**
 * Episodes the test hook can force on a device (`stoppedEarly`: a rammer leaves its point before the
 * design hits; `overSpeed`: a roller drives 1.5–1.8 × its class speed, a haul truck 1.1–1.6 × the haul-road
 * limit while it drives; `drift`: a plant's drift-prone feeder weighs ever more, past its advanced threshold).
 */
/** The author of every fact the simulator writes (its audit columns, in this order): the system, not a person. */
export const systemAudit = { crtUser: '0', crtName: 'system', crtHost: '127.0.0.1' } as const;
/** `systemAudit`'s values, for the prepared INSERTs of the facts written by the thousand. */
export const systemAuditValues: readonly string[] = Object.values(systemAudit);

export const episodeKinds = ['offline', 'fault', 'gnssFloat', 'stoppedEarly', 'overSpeed', 'drift'] as const;
export type EpisodeKind = (typeof episodeKinds)[number];

export interface ForcedEpisode {
  deviceCode: string;
  kind: EpisodeKind;
  start: number;
  end: number;
}

/** The seeded registry as the simulator sees it: specs in registry order, with their database ids. */
export interface Registry {
  specs: readonly DeviceSpec[];
  deviceId(code: string): number;
  operators: readonly (Operator & { id: number })[];
}

/** Everything one process needs to plan one day. */
export interface DayContext {
  seed: number;
  day: number;
  anomalyRate: number;
  schedule: DaySchedule;
  registry: Registry;
  /** Episodes forced for this day, in start order. */
  forced: readonly ForcedEpisode[];
}

/** Where facts go; the engine wraps each window in one transaction. */
export interface FactWriter {
  /** The simulation's present while this window is written (the live cursor), epoch ms. */
  readonly present: number;
  /** Raw fixes and packets are stored only from `present − rawRetentionMs` on (older ones are recomputed). */
  readonly rawRetentionMs: number;
  /** A prepared INSERT for fixed columns; call it with the values in the same order. */
  inserter(table: string, columns: readonly string[]): (values: readonly SqlValue[]) => void;
  run(sql: string, ...params: SqlValue[]): void;
  /**
   * Reads configuration at emission time (e.g. the lab standards a fact is judged with): user writes change evaluation,
   * not physics.
   */
  all<T>(sql: string, ...params: SqlValue[]): T[];
  /** Adds `delta` to a daily rollup (`stat_daily`). */
  addStat(module: string, metric: string, key: string, day: number, delta: number): void;
}

/** One process's plan for one day: a pure function of the day's context. */
export interface ProcessDay {
  /**
   * Writes the facts whose time falls in [from, to), both within the day. Windows of a day come in time
   * order and never overlap, so facts can be emitted in any partition of the day with the same result.
   */
  emit(from: number, to: number, out: FactWriter): void;
}

/** A simulated process (device state, people, and the plant, vehicle and roller processes to come). */
export interface SimProcess {
  readonly name: string;
  planDay(ctx: DayContext): ProcessDay;
}
