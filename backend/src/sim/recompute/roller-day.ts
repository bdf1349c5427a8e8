import type { Store } from '../../db/database.js';
import { dayStartMs } from '../calendar.js';
import { buildDayContext, loadRegistry } from '../engine.js';
import { planRollerDay, type RollerDay } from '../processes/rollers.js';

/** What the read side needs to recompute the simulator's past: its store and the settings of its run. */
export interface Facts {
  store: Store;
  seed: number;
  anomalyRate: number;
  rawRetentionMs: number;
  cursor: number;
}

const plans = new Map<string, RollerDay>();

/** The rollers' plan of a day, as the simulator made it (forced episodes included); a few days are kept. */
export function rollerDay(f: Facts, day: number): RollerDay {
  const episodes = f.store.get<{ n: number }>(
    'SELECT COUNT(*) n FROM sim_episode WHERE startMs >= ? AND startMs < ?',
    dayStartMs(day),
    dayStartMs(day + 1),
  )!.n;
  const key = `${f.seed}:${day}:${episodes}`;
  let found = plans.get(key);
  if (!found) {
    found = planRollerDay(buildDayContext(f.store, f.seed, f.anomalyRate, loadRegistry(f.store, f.seed), day));
    if (plans.size >= 6) plans.delete(plans.keys().next().value!);
    plans.set(key, found);
  }
  return found;
}
