/**
 * Time formatters. Pure (no React), so screens, server components and tests
 * share them. Invalid input of any kind yields '' so a table cell never shows "NaN" or "Invalid Date".
 */
export type TimeInput = Date | number | string | null | undefined;

// Numbers below this are epoch seconds (upstream: "a 10-digit number"); ms values before 1973 lose.
const SECONDS_LIMIT = 1e11;

/**
 * Accepts a Date, epoch seconds or milliseconds (number or digit string) and ISO/RFC strings.
 * Zero, negative and unparsable values are "no time" (the platform sends 0 for unset times).
 */
export function toDate(time: TimeInput): Date | null {
  if (time === null || time === undefined || time === '') return null;
  let date: Date;
  if (time instanceof Date) date = new Date(time.getTime());
  else if (typeof time === 'number' || /^\d+$/.test(time.trim())) {
    const n = Number(time);
    if (!Number.isFinite(n) || n <= 0) return null;
    date = new Date(n < SECONDS_LIMIT ? n * 1000 : n);
  } else date = new Date(time);
  const ms = date.getTime();
  return Number.isNaN(ms) || ms <= 0 ? null : date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Formats in the runtime's local time zone. Tokens (longest first): `YYYY` year, `YY` two-digit year,
 * `MM`/`M` month, `DD`/`D` day, `HH`/`H` hour 0–23, `mm` minute, `ss` second. Any other character
 * is copied, so `M月D日 HH:mm` works; letters that are not tokens must not appear in a pattern.
 */
export function formatTime(time: TimeInput, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  const d = toDate(time);
  if (!d) return '';
  const parts: Record<string, string> = {
    YYYY: pad(d.getFullYear(), 4),
    YY: pad(d.getFullYear() % 100),
    MM: pad(d.getMonth() + 1),
    M: String(d.getMonth() + 1),
    DD: pad(d.getDate()),
    D: String(d.getDate()),
    HH: pad(d.getHours()),
    H: String(d.getHours()),
    mm: pad(d.getMinutes()),
    ss: pad(d.getSeconds()),
  };
  return pattern.replace(/YYYY|YY|MM|M|DD|D|HH|H|mm|ss/g, (token) => parts[token]);
}
