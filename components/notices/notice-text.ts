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

/** The count on the bell: up to 99, then 99+. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
