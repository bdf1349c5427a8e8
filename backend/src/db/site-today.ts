import { dayIndexOf, dayLabel } from '../sim/calendar.js';
import type { Store } from './database.js';

/**
 * `site_today()` in SQL: the site's day (`yyyy-MM-dd`, GMT+8) at its present, the simulator's cursor or else the wall
 * clock, so a view can judge a date against the simulated calendar (a SIM card due or expired).
 */
export function defineSiteToday(store: Store, present: () => number): void {
  store.db.function('site_today', { deterministic: false }, () => dayLabel(dayIndexOf(present())));
}
