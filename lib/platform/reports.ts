import { z } from 'zod';

/**
 * The printable reports (`GET /api/znys/report/{workArea,dailySection,stake}`, `GET /api/hj/report/ramming`,
 * `GET /api/ylc/report/{trips,stops,summary,route}`),
 * `{status: 200, data}`: the title block, the conditions the report was run with, columns (under merged
 * group headers), rows and a totals row. Titles come in both languages; the platform leaves null cells out.
 * `…/export?format=csv|xlsx&lang=zh|en` downloads the same table. The report e-mail's status read
 * (`GET /api/pdca/mail/status`) says whether an SMTP server is configured.
 */

const bilingual = z.object({ zh: z.string(), en: z.string() });
const cell = z.union([z.string(), z.number(), z.null()]);

export const reportColumnSchema = z.object({
  key: z.string(),
  title: bilingual,
  group: bilingual.optional(),
  kind: z.enum(['text', 'int', 'num', 'pct']),
  places: z.number().optional(),
  values: z.record(z.string(), bilingual).optional(),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportTableSchema = z.object({
  kind: z.string(),
  title: bilingual,
  project: z.string(),
  conditions: z.array(z.object({ label: bilingual, value: z.string() })),
  generatedAt: z.string(),
  columns: z.array(reportColumnSchema),
  rows: z.array(z.record(z.string(), cell)),
  totals: z.record(z.string(), cell),
});
export type ReportTable = z.infer<typeof reportTableSchema>;

export const mailStatusSchema = z.object({ configured: z.boolean(), from: z.string().optional() });
export type MailStatus = z.infer<typeof mailStatusSchema>;
