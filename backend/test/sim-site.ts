import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { after } from 'node:test';
import { inspect } from 'node:util';
import Database from 'better-sqlite3';
import type { BackendConfig, SimConfig } from '../src/config.js';
import { dayStartMs } from '../src/sim/calendar.js';
import type { DayContext, FactWriter, ProcessDay, Registry } from '../src/sim/process.js';
import { daySchedule } from '../src/sim/schedule.js';
import { operators } from '../src/sim/site/crews.js';
import { deviceSpecs } from '../src/sim/site/devices.js';
import { removeDir, startBackend, type TestBackend } from './helpers.js';
import { siteCopy } from './site-templates.js';

/** What `GET /__test/sim/state` answers. */
export interface WorkerState {
  seed: number;
  simTime: string;
  cursor: string;
  speed: number;
  backfill: { doneDays: number; totalDays: number };
  pending: { from: string; to: string }[];
  devices: number;
  liveSteps: number;
}

/**
 * The backends of one test file on a simulated site: `start()` makes a fresh data folder (removed, and
 * its backend closed, after the file) or starts on an existing one again (a restart), with the file's
 * simulator settings and any overrides. A frozen site with history starts on a copy of one back-filled
 * once per run (site-templates.ts) unless `fresh` is set: for the files that watch a first start.
 */
export function simSite(
  sim: SimConfig,
  backendOptions: () => Partial<BackendConfig> = () => ({}),
  { fresh = false } = {},
): (dataDir?: string, options?: Partial<SimConfig>) => Promise<TestBackend> {
  const dirs: string[] = [];
  const open: TestBackend[] = [];
  after(async () => {
    for (const backend of open) await backend.close().catch(() => undefined);
    dirs.forEach(removeDir);
  });
  return async (dataDir, options = {}) => {
    const config = { ...backendOptions(), sim: { ...sim, ...options } };
    const copy =
      dataDir || fresh || config.sim.speed !== 0
        ? undefined
        : await siteCopy(config, async () => {
            const maker = await startBackend(config);
            await settled(maker);
            await maker.close();
            dirs.push(maker.dataDir);
            return maker.dataDir;
          });
    const backend = await startBackend({ ...config, ...((dataDir ?? copy) ? { dataDir: dataDir ?? copy } : {}) });
    if (!dataDir) dirs.push(backend.dataDir);
    open.push(backend);
    return backend;
  };
}

/** Waits until the history is back-filled and live time has caught up with the clock. */
export async function settled(
  backend: Pick<TestBackend, 'call'> & Partial<Pick<TestBackend, 'errors'>>,
): Promise<WorkerState> {
  for (let i = 0; i < 1200; i++) {
    const reply = await backend.call('GET', '/__test/sim/state');
    const state = reply.body?.data as WorkerState | undefined;
    if (!state) throw new Error(`sim state: ${reply.http} ${reply.text} ${inspect(backend.errors)}`);
    if (state.pending.length === 0 && state.cursor === state.simTime) return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the simulator did not settle');
}

/** Moves the simulated clock on; answers once every fact up to the new time is written. */
export async function advance(backend: TestBackend, seconds: number): Promise<{ simTime: string; lagSeconds: number }> {
  const response = await backend.call('POST', '/__test/sim/advance', { body: { seconds }, timeoutMs: 120_000 });
  assert.equal(response.body.status, 200, response.text);
  return response.body.data;
}

/** Reads a data folder's database directly (read-only), as the golden numbers do. */
export function withDb<T>(dataDir: string, read: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, 'platform.db'), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The roles (by code) a menu is granted to, in a data folder's database. */
export const menuHolders = (db: Database.Database, code: string): string[] =>
  (
    db
      .prepare(
        `SELECT g.code FROM base_resource_authority a JOIN base_group g ON g.id = a.authorityId
          JOIN base_menu m ON m.id = a.resourceId WHERE a.resourceType = 'menu' AND m.code = ? ORDER BY g.code`,
      )
      .all(code) as { code: string }[]
  ).map((r) => r.code);

/**
 * A closed data folder made as an older version left it: without these pages (menus and their grants), the platform's
 * migrations one short, and whatever else `older` undoes.
 */
export function withoutPages(dataDir: string, codes: readonly string[], older?: (db: Database.Database) => void): void {
  const db = new Database(path.join(dataDir, 'platform.db'));
  try {
    for (const code of codes) {
      db.prepare(
        `DELETE FROM base_resource_authority WHERE resourceType = 'menu'
           AND resourceId IN (SELECT id FROM base_menu WHERE code = ?)`,
      ).run(code);
      db.prepare('DELETE FROM base_menu WHERE code = ?').run(code);
    }
    older?.(db);
    db.prepare("UPDATE meta SET value = CAST(value - 1 AS TEXT) WHERE key = 'schema_version'").run();
  } finally {
    db.close();
  }
}

export const hash = (rows: unknown) => createHash('sha256').update(JSON.stringify(rows)).digest('hex');

/** A day's context on the registry as a freshly seeded database has it (ids in registry order from 1). */
export function freshDayContext(day: number): DayContext {
  const specs = deviceSpecs();
  const ids = new Map(specs.map((s, i) => [s.code, i + 1]));
  const registry: Registry = {
    specs,
    deviceId: (code) => ids.get(code)!,
    operators: operators(1).map((o, i) => ({ ...o, id: i + 1 })),
  };
  return { seed: 1, day, anomalyRate: 1, schedule: daySchedule(1, day, registry.specs), registry, forced: [] };
}

/**
 * Writes a day of the given plans cut into windows at `cuts`, each window in its own `commit` (a
 * transaction, where the test has a store), as the engine writes live time and back-fill.
 */
export function emitCut(
  plans: readonly ProcessDay[],
  day: number,
  cuts: readonly number[],
  out: FactWriter,
  commit = (work: () => void) => work(),
): void {
  const bounds = [dayStartMs(day), ...cuts, dayStartMs(day + 1)];
  for (let i = 1; i < bounds.length; i++)
    commit(() => plans.forEach((plan) => plan.emit(bounds[i - 1]!, bounds[i]!, out)));
}
