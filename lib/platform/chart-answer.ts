import { z } from 'zod';

/**
 * The site-wide statistics reads of the trend and alarm-statistics pages (`/api/trend/{alarmGrade,
 * alarmTrend,passRatio,compliance,workScore}`, `/api/pdca/alarm/statistics?domain=`), each `{status: 200,
 * data}`: the range it covers (defaults resolved by the platform), KPIs and named views, each a chart and
 * the table of its numbers. Names are tokens: `@key` a message, `dict:<type>:<code>` a dictionary label,
 * anything else shown as it is. The platform leaves null cells out.
 */

const cell = z.union([z.string(), z.number(), z.null()]);

export const chartSeriesSchema = z.object({
  key: z.string(),
  name: z.string(),
  data: z.array(z.number().nullable()),
  stack: z.string().optional(),
  line: z.boolean().optional(),
});

export const chartViewSchema = z.object({
  chart: z.object({
    type: z.enum(['bar', 'line', 'pie']),
    x: z.array(z.string()),
    y: z.string(),
    unit: z.string().optional(),
    series: z.array(chartSeriesSchema),
    reference: z.object({ value: z.number(), name: z.string() }).optional(),
  }),
  table: z.object({
    columns: z.array(
      z.object({ key: z.string(), name: z.string(), numeric: z.boolean().optional(), unit: z.string().optional() }),
    ),
    rows: z.array(z.record(z.string(), cell)),
  }),
  empty: z.boolean(),
});
export type ChartView = z.infer<typeof chartViewSchema>;

export const chartAnswerSchema = z.object({
  start: z.string(),
  end: z.string(),
  kpis: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      value: z.number().nullable().optional(),
      unit: z.string().optional(),
    }),
  ),
  views: z.record(z.string(), chartViewSchema),
});
export type ChartAnswer = z.infer<typeof chartAnswerSchema>;
