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
};
