import type { z } from 'zod';
import type { noticeRow } from '@console/contract/quality/reads';

export type NoticeRow = z.infer<typeof noticeRow>;

/** The centre's list (and, with `limit=1`, the unread counts). */
export const NOTICE_API = '/api/pdca/notice/list';

/** The alarm types whose figures carry a unit of their own in the messages (`notices.unit.<type>`). */
const withUnit = new Set([
  'ratioOver',
  'tempOver',
  'mixTime',
  'overSpeed',
  'lowTemp',
  'underPasses',
  'lowDrop',
  'shortHits',
  'ddcShallow',
  'ddcShortRams',
  'tripOvertime',
  'tempDrop',
  'geofence',
  'deviceOffline',
]);

/** A figure as people read it: at most two decimals, no trailing zeros, the reader's digits. */
export function figure(value: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'zh-CN', { maximumFractionDigits: 2 }).format(value);
}

/**
 * The measured value against its limit, in the reader's language, from the alarm's fields (not its stored text,
 * which is the platform's Chinese): `null` when the alarm has no figures.
 */
export function noticeFigures(
  row: Pick<NoticeRow, 'type' | 'value' | 'threshold'>,
  locale: string,
  unitOf: (type: string) => string,
): { value: string; threshold: string; unit: string } | null {
  if (row.value === undefined || row.threshold === undefined) return null;
  return {
    value: figure(row.value, locale),
    threshold: figure(row.threshold, locale),
    unit: withUnit.has(row.type) ? unitOf(row.type) : '',
  };
}

/** An alarm as the live channel brings it (the platform leaves out what an alarm lacks). */
export type AlarmEvent = Pick<
  NoticeRow,
  'id' | 'domain' | 'type' | 'level' | 'deviceCode' | 't' | 'value' | 'threshold' | 'place'
>;

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** An `alarm` event's data as an alarm, or `null` when it is not one (a `reset`, a malformed payload). */
export function alarmEvent(data: unknown): AlarmEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const id = num(d.id);
  const level = num(d.level);
  if (id === undefined || level === undefined || !text(d.domain) || !text(d.type) || !text(d.t)) return null;
  return {
    id,
    domain: text(d.domain)!,
    type: text(d.type)!,
    level,
    t: text(d.t)!,
    deviceCode: text(d.deviceCode),
    value: num(d.value),
    threshold: num(d.threshold),
    place: text(d.place),
  };
}

/**
 * The level-3 alarms of a burst worth a notice of their own: not the plants' (a level-3 batch already notifies the
 * holders of its query page, live/batch-notices.tsx), nor any already told.
 */
export function level3ToTell(alarms: readonly AlarmEvent[], told: ReadonlySet<number>): AlarmEvent[] {
  return alarms.filter((a) => a.level === 3 && a.domain !== 'bhz' && !told.has(a.id));
}

/** The count on the bell: up to 99, then 99+. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
