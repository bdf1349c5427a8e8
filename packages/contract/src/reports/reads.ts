import { z } from 'zod';
import { objectReplyOf } from '../envelope';
import { download, read, type Reads } from '../reply';

const bilingual = z.strictObject({ zh: z.string(), en: z.string() });

/** A report's column: its title, the merged header it stands under, how its cells are written. */
export const reportColumnSchema = z.strictObject({
  key: z.string(),
  title: bilingual,
  group: bilingual.optional(),
  kind: z.enum(['text', 'int', 'num', 'pct']),
  places: z.number().int().optional(),
  values: z.record(z.string(), bilingual).optional(),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/** A row of cells by column key; an empty cell is left out. */
const cells = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * A printable report as data: the title block, the conditions it was run with, columns under merged group headers,
 * the rows and a totals row (the console draws it; the CSV and the workbook are made from the same table).
 */
export const reportTableSchema = z.strictObject({
  kind: z.string(),
  title: bilingual,
  project: z.string(),
  conditions: z.array(z.strictObject({ label: bilingual, value: z.string() })),
  generatedAt: z.string(),
  columns: z.array(reportColumnSchema),
  rows: z.array(cells),
  totals: cells,
});
export type ReportTable = z.infer<typeof reportTableSchema>;

/** Whether report e-mails can leave: an SMTP server is configured, and whom they come from. */
export const mailStatusSchema = z.strictObject({ configured: z.boolean(), from: z.string().optional() });
export type MailStatus = z.infer<typeof mailStatusSchema>;

const days = 'start=2026-03-14&end=2026-03-15';

/** The module's own reads (not its resources'), with the schema of each reply. */
export const reportsReads: Reads = {
  '/api/znys/report/{type}': read(objectReplyOf(reportTableSchema), `/api/znys/report/workArea?${days}`),
  '/api/znys/report/{type}/export': download(`/api/znys/report/dailySection/export?${days}&format=csv`),
  '/api/hj/report/ramming': read(objectReplyOf(reportTableSchema), `/api/hj/report/ramming?${days}`),
  '/api/hj/report/ramming/export': download(`/api/hj/report/ramming/export?${days}`),
  '/api/ylc/report/{type}': read(objectReplyOf(reportTableSchema), `/api/ylc/report/summary?${days}`),
  '/api/ylc/report/{type}/export': download(`/api/ylc/report/trips/export?${days}&format=csv`),
  '/api/pdca/mail/status': read(objectReplyOf(mailStatusSchema)),
};
