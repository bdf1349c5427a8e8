import { z } from 'zod';

/**
 * The answer of the site's statistics reads (trend, alarm-statistics, work and progress pages): the range it covers
 * (defaults resolved by the platform), KPIs and named views, each a chart and the table of its numbers. Names are
 * tokens the console translates: `@key` a message, `dict:<type>:<code>` a dictionary label, anything else is shown
 * as it is (a day, a device code). The platform leaves nulls out of objects; a series keeps its gaps as null.
 */

/** A table cell: text or a number (an empty cell is left out of its row). */
const cell = z.union([z.string(), z.number()]);

export const chartSeriesSchema = z.strictObject({
  key: z.string(),
  name: z.string(),
  data: z.array(z.number().nullable()),
  stack: z.string().optional(),
  line: z.boolean().optional(),
});

export const chartViewSchema = z.strictObject({
  chart: z.strictObject({
    type: z.enum(['bar', 'line', 'pie']),
    x: z.array(z.string()),
    y: z.string(),
    unit: z.string().optional(),
    series: z.array(chartSeriesSchema),
    reference: z.strictObject({ value: z.number(), name: z.string() }).optional(),
  }),
  table: z.strictObject({
    columns: z.array(
      z.strictObject({
        key: z.string(),
        name: z.string(),
        numeric: z.boolean().optional(),
        unit: z.string().optional(),
      }),
    ),
    rows: z.array(z.record(z.string(), cell)),
  }),
  empty: z.boolean(),
});
export type ChartView = z.infer<typeof chartViewSchema>;

export const kpiSchema = z.strictObject({
  key: z.string(),
  name: z.string(),
  value: z.number().optional(),
  unit: z.string().optional(),
});

/** A statistics answer whose views are exactly these (by name). */
export function chartAnswerOf<const K extends string>(views: readonly K[]) {
  return z.strictObject({
    start: z.string(),
    end: z.string(),
    kpis: z.array(kpiSchema),
    views: z.strictObject(
      Object.fromEntries(views.map((v) => [v, chartViewSchema])) as Record<K, typeof chartViewSchema>,
    ),
  });
}
