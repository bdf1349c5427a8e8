import type { Store } from '../../db/database.js';
import { dayStartMs } from '../calendar.js';
import { buildDayContext, loadRegistry } from '../engine.js';
import type { DayContext } from '../process.js';
import { planRollerDay, type RollerDay } from '../processes/rollers.js';

/** What the read side needs to recompute the simulator's past: its store and the settings of its run. */
export interface Facts {
  store: Store;
  seed: number;
  anomalyRate: number;
  rawRetentionMs: number;
  cursor: number;
}

const contexts = new Map<string, DayContext>();
const plans = new WeakMap<DayContext, RollerDay>();

/**
 * A day's context as the simulator built it (its registry, schedule and forced episodes): the read side's one copy,
 * shared by the rollers' plans and the vehicles' legs; a few days are kept.
 */
export function dayContext(f: Facts, day: number): DayContext {
  const episodes = f.store.get<{ n: number }>(
    'SELECT COUNT(*) n FROM sim_episode WHERE startMs >= ? AND startMs < ?',
    dayStartMs(day),
    dayStartMs(day + 1),
  )!.n;
  const key = `${f.seed}:${f.anomalyRate}:${day}:${episodes}`;
  let found = contexts.get(key);
  if (!found) {
    found = buildDayContext(f.store, f.seed, f.anomalyRate, loadRegistry(f.store, f.seed), day);
    if (contexts.size >= 6) contexts.delete(contexts.keys().next().value!);
    contexts.set(key, found);
  }
  return found;
}

/** The rollers' plan of a day, as the simulator made it (forced episodes included). */
export function rollerDay(f: Facts, day: number): RollerDay {
  const ctx = dayContext(f, day);
  let found = plans.get(ctx);
  if (!found) plans.set(ctx, (found = planRollerDay(ctx)));
  return found;
}
