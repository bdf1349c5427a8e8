import { z } from 'zod';
import { chartAnswerOf, chartViewSchema } from '../chart-answer';
import { objectReplyOf } from '../envelope';
import { read, type Reads } from '../reply';

/** The PDCA group a statistics answer counts (`?domain=`). */
const group = z.enum(['znys', 'hj']);

/** 报警统计 of a PDCA group: its alarms by type, level, day, device and section, the top devices, day × hour. */
export const alarmStatisticsAnswer = chartAnswerOf([
  'type',
  'level',
  'day',
  'device',
  'section',
  'top',
  'dayHour',
]).extend({ domain: group });

/** 整改统计 of a PDCA group: the problems found in the range by state, level, section and the party holding them. */
export const problemStatisticsAnswer = chartAnswerOf(['state', 'level', 'section', 'party']).extend({ domain: group });

/** 报警等级: every alarm per day by level, the levels' shares, and alarm domain × level. */
export const alarmGradeAnswer = chartAnswerOf(['day', 'share', 'domain']);

/** 报警趋势: alarms per type and day with the moving average of the day totals over `window` days. */
export const alarmTrendAnswer = chartAnswerOf(['trend']).extend({
  views: z.strictObject({ trend: chartViewSchema.extend({ window: z.number().int() }) }),
});

/** An alarm as the notification centre lists it, with whether the reader has read it. */
export const noticeRow = z.strictObject({
  id: z.number().int(),
  alarmNo: z.string(),
  domain: z.string(),
  type: z.string(),
  level: z.number().int().min(1).max(3),
  deviceCode: z.string().optional(),
  t: z.string(),
  value: z.number().optional(),
  threshold: z.number().optional(),
  place: z.string().optional(),
  message: z.string().optional(),
  clearedAt: z.string().optional(),
  /** Acknowledged: when (site time) and by whom (a name). */
  ackAt: z.string().optional(),
  ackBy: z.string().optional(),
  problemId: z.number().int().optional(),
  read: z.boolean(),
});

/** The reader's unread alarms, in all and by level. */
export const unreadCounts = z.strictObject({
  total: z.number().int(),
  level1: z.number().int(),
  level2: z.number().int(),
  level3: z.number().int(),
});

/** 通知中心: a page of the alarms the reader hears (newest first), their number, and the unread counts. */
export const noticeList = z.strictObject({ rows: z.array(noticeRow), total: z.number().int(), unread: unreadCounts });

/** The module's own reads (not its resources'), with the schema of each reply. */
export const qualityReads: Reads = {
  '/api/pdca/alarm/statistics': read(
    objectReplyOf(alarmStatisticsAnswer),
    '/api/pdca/alarm/statistics?domain=znys&start=2026-03-14&end=2026-03-15',
  ),
  '/api/pdca/problem/statistics': read(
    objectReplyOf(problemStatisticsAnswer),
    '/api/pdca/problem/statistics?domain=znys&start=2026-03-14&end=2026-03-15',
  ),
  '/api/trend/alarmGrade': read(objectReplyOf(alarmGradeAnswer)),
  '/api/trend/alarmTrend': read(objectReplyOf(alarmTrendAnswer)),
  '/api/pdca/notice/list': read(objectReplyOf(noticeList), '/api/pdca/notice/list?limit=5'),
};
