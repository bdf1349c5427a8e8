import { ApiError } from '../http/reply.js';
import type { RequestContext } from '../http/router.js';
import { dayIndexOf, dayLabel, dayStartMs, parseSiteTime, siteTime } from '../sim/calendar.js';

/*
 * The day range every site-wide statistics read takes (the trend and alarm-statistics pages): `start` and
 * `end` inclusive `yyyy-MM-dd`, by default the last week up to the site's present, at most 31 days. A
 * wrong parameter is HTTP 400 `{status: 400, message}`, as the plants' statistics answer.
 */

export const MAX_DAYS = 31;
const DEFAULT_DAYS = 7;

export interface DayRange {
  /** Day indexes, inclusive. */
  first: number;
  last: number;
  start: string;
  end: string;
  /** `[from, to)` in site time text. */
  from: string;
  to: string;
  /** The site's present (ms): nothing after it exists yet. */
  present: number;
}

export const badQuery = (message: string) => new ApiError(400, message, 400);

/** The site's present: the simulator's cursor, else the wall clock. */
export function presentOf(ctx: Pick<RequestContext, 'app'>): number {
  return ctx.app.sim?.facts.cursor ?? Date.now();
}

/** A day parameter (`yyyy-MM-dd`) as a day index; 400 when it is not one. */
export function dayOf(query: URLSearchParams, name: 'start' | 'end'): number | undefined {
  const raw = query.get(name)?.trim();
  if (!raw) return undefined;
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? parseSiteTime(raw) : undefined;
  if (ms === undefined) throw badQuery(`参数 ${name} 必须是 yyyy-MM-dd 格式的日期: ${raw}`);
  return dayIndexOf(ms);
}

export function dayRange(ctx: RequestContext): DayRange {
  const present = presentOf(ctx);
  const today = dayIndexOf(present);
  let first = dayOf(ctx.query, 'start');
  let last = dayOf(ctx.query, 'end');
  if (last === undefined) last = first !== undefined ? Math.min(first + DEFAULT_DAYS - 1, today) : today;
  if (first === undefined) first = last - DEFAULT_DAYS + 1;
  if (first > last) throw badQuery('参数 start 不能晚于 end');
  if (last - first + 1 > MAX_DAYS) throw badQuery(`时间范围不能超过 ${MAX_DAYS} 天`);
  return {
    first,
    last,
    start: dayLabel(first),
    end: dayLabel(last),
    from: siteTime(dayStartMs(first)),
    to: siteTime(dayStartMs(last + 1)),
    present,
  };
}

/** The days of a range, oldest first, so a day without facts still shows as zero. */
export function daysIn(first: number, last: number): string[] {
  const out: string[] = [];
  for (let d = first; d <= last; d++) out.push(dayLabel(d));
  return out;
}

export const round = (x: number, places = 1) => Math.round(x * 10 ** places) / 10 ** places;
/** A share in %, one decimal; null when there is nothing to share. */
export const pct = (part: number, whole: number) => (whole > 0 ? round((part / whole) * 100, 1) : null);
