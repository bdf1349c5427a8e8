import { at, dayIndexOf } from '../../sim/reads.js';

/*
 * When a report e-mail task is due: daily at HH:mm, or weekly on a weekday (1 Monday … 7 Sunday) at HH:mm, on
 * the site's clock (GMT+8).
 */

export interface Schedule {
  scheduleKind: string;
  scheduleTime: string;
  weekday: number | null;
}

/** ISO weekday of a site day index (1970-01-01 was a Thursday). */
export const isoWeekday = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1;

/** The first time the schedule falls strictly after `afterMs`. */
export function nextOccurrence(s: Schedule, afterMs: number): number {
  const [h, m] = s.scheduleTime.split(':').map(Number) as [number, number];
  for (let day = dayIndexOf(afterMs); ; day++) {
    if (s.scheduleKind === 'weekly' && isoWeekday(day) !== s.weekday) continue;
    const t = at(day, h, m);
    if (t > afterMs) return t;
  }
}
