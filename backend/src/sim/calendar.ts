import { Rng } from './random.js';

/*
 * The site works on Beijing time (GMT+8, no daylight saving), whatever the server's zone.
 * A day index counts days since 1970-01-01 in that zone; simulated facts take their ids from it.
 */
export const siteOffsetMs = 8 * 3600_000;
export const dayMs = 86_400_000;

export function dayIndexOf(ms: number): number {
  return Math.floor((ms + siteOffsetMs) / dayMs);
}

export function dayStartMs(dayIndex: number): number {
  return dayIndex * dayMs - siteOffsetMs;
}

/** `yyyy-MM-dd` of a day index. */
export function dayLabel(dayIndex: number): string {
  return new Date(dayIndex * dayMs).toISOString().slice(0, 10);
}

/** `yyyy-MM-dd HH:mm:ss` in GMT+8. */
export function siteTime(ms: number): string {
  return new Date(ms + siteOffsetMs).toISOString().slice(0, 19).replace('T', ' ');
}

/** Time of day on a given day: `at(day, 7, 30)` is 07:30 GMT+8. */
export function at(dayIndex: number, hours: number, minutes = 0, seconds = 0): number {
  return dayStartMs(dayIndex) + ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

/** Deterministic ids of simulated facts: a per-table sequence in sim-time order within the day. */
export const idsPerDay = 1_000_000;

export function factId(dayIndex: number, seq: number): number {
  if (seq < 1 || seq >= idsPerDay) throw new RangeError(`fact sequence ${seq} out of range on day ${dayIndex}`);
  return dayIndex * idsPerDay + seq;
}

/** Working hours of the crews and the plants (the plants start earlier so the first trucks load at 07:00). */
export const workingDay = { start: { h: 7, m: 0 }, end: { h: 19, m: 0 }, plantsStart: { h: 6, m: 30 } } as const;

export type Rain = 'none' | 'light' | 'heavy';

/** Ten per cent of days are rain days, half of them heavy; weather is the same whatever the anomaly rate. */
export function rainOn(seed: number, dayIndex: number): Rain {
  const rng = new Rng(seed, 'weather', dayIndex);
  if (!rng.chance(0.1)) return 'none';
  return rng.chance(0.5) ? 'heavy' : 'light';
}

/**
 * Parses a sim-time setting: ISO 8601 with an offset, or a local site time without one
 * (`2026-03-15T10:00:00`, `2026-03-15 10:00`), read as GMT+8. Returns epoch ms or undefined.
 */
export function parseSiteTime(text: string): number | undefined {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
      text.trim(),
    );
  if (!match) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '0', zone] = match;
  const fields = [Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s)] as const;
  if (
    fields[1] < 1 ||
    fields[1] > 12 ||
    fields[2] < 1 ||
    fields[2] > 31 ||
    fields[3] > 23 ||
    fields[4] > 59 ||
    fields[5] > 59
  )
    return undefined;
  let offsetMs = siteOffsetMs;
  if (zone === 'Z') offsetMs = 0;
  else if (zone) {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    offsetMs = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
  }
  const utc = Date.UTC(
    fields[0],
    fields[1] - 1,
    fields[2],
    fields[3],
    fields[4],
    fields[5],
    Number(frac.padEnd(3, '0')),
  );
  // Date.UTC rolls 2026-02-31 over to March; a rolled date is not the date that was written.
  if (new Date(utc).getUTCDate() !== fields[2]) return undefined;
  return utc - offsetMs;
}
