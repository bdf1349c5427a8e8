import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { after } from 'node:test';
import { inspect } from 'node:util';
import Database from 'better-sqlite3';
import type { SimConfig } from '../src/config.js';
import { removeDir, startBackend, type TestBackend } from './helpers.js';

/** What `GET /__test/sim/state` answers. */
export interface WorkerState {
  seed: number;
  simTime: string;
  cursor: string;
  speed: number;
  backfill: { doneDays: number; totalDays: number };
  pending: { from: string; to: string }[];
  devices: number;
}

/**
 * The backends of one test file on a simulated site: `start()` makes a fresh data folder (removed, and
 * its backend closed, after the file) or starts on an existing one again (a restart), with the file's
 * simulator settings and any overrides.
 */
export function simSite(sim: SimConfig): (dataDir?: string, options?: Partial<SimConfig>) => Promise<TestBackend> {
  const dirs: string[] = [];
  const open: TestBackend[] = [];
  after(async () => {
    for (const backend of open) await backend.close().catch(() => undefined);
    dirs.forEach(removeDir);
  });
  return async (dataDir, options = {}) => {
    const backend = await startBackend({ sim: { ...sim, ...options }, ...(dataDir ? { dataDir } : {}) });
    if (!dataDir) dirs.push(backend.dataDir);
    open.push(backend);
    return backend;
  };
}

/** Waits until the history is back-filled and live time has caught up with the clock. */
export async function settled(backend: TestBackend): Promise<WorkerState> {
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

export const hash = (rows: unknown) => createHash('sha256').update(JSON.stringify(rows)).digest('hex');
