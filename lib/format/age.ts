import { formatTime, toDate, type TimeInput } from './time';

export type AgeKey = 'justNow' | 'minutesAgo' | 'hoursAgo' | 'daysAgo' | 'datePattern' | 'datePatternOtherYear';

/**
 * The `format` namespace's translator: `useTranslations('format')` on the client,
 * `getTranslations('format')` on the server. Passed in so every word stays in the message files.
 */
export type AgeTranslator = (key: AgeKey, values?: { count: number }) => string;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Under 30 s "just now", then minutes, hours, "1 day ago" until 2 days, then a date
 * (`format.datePattern`, with the year when it differs from `now`'s). Counts round down, at least 1.
 * A time in the future by more than 30 s (clock skew aside) shows its date.
 */
export function formatAge(time: TimeInput, now: Date | number, t: AgeTranslator): string {
  const d = toDate(time);
  const nowMs = now instanceof Date ? now.getTime() : now;
  if (!d || !Number.isFinite(nowMs)) return '';
  const diff = nowMs - d.getTime();
  if (Math.abs(diff) < 30_000) return t('justNow');
  if (diff > 0 && diff < HOUR) return t('minutesAgo', { count: Math.max(1, Math.floor(diff / MINUTE)) });
  if (diff > 0 && diff < DAY) return t('hoursAgo', { count: Math.floor(diff / HOUR) });
  if (diff > 0 && diff < 2 * DAY) return t('daysAgo', { count: 1 });
  const sameYear = d.getFullYear() === new Date(nowMs).getFullYear();
  return formatTime(d, t(sameYear ? 'datePattern' : 'datePatternOtherYear'));
}
