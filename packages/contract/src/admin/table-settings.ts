import { z } from 'zod';

/**
 * What a user changed of one table's columns, kept for them by the platform so it follows them to another browser:
 * `GET <api>` answers every table's settings of the signed-in user (`{ [tableKey]: TableSettings }`),
 * `PUT <api>/<tableKey>` replaces one table's, `DELETE <api>/<tableKey>` puts the table back as it was built.
 */
export const TABLE_SETTINGS_API = '/api/admin/user/tableSettings';

/** A table's key: the page's code and the table's name on it, as a path segment the platform's router accepts. */
export const tableKeyPattern = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

/** The most columns a table names, and the most tables one user keeps settings for. */
export const TABLE_SETTINGS_LIMITS = { columns: 80, tables: 300, minWidth: 40, maxWidth: 2000 } as const;

const field = z.string().regex(/^[A-Za-z_$][A-Za-z0-9_.$-]{0,63}$/, '列名不合法');
const fields = z.array(field).max(TABLE_SETTINGS_LIMITS.columns, `最多 ${TABLE_SETTINGS_LIMITS.columns} 列`);

export const tableSettingsSchema = z.strictObject({
  /** Fields the user hid. */
  hidden: fields,
  /** Fields in the order the user put them; a column not named keeps its built place after these. */
  order: fields,
  /** Widths in px the user dragged columns to. */
  widths: z
    .record(field, z.number().int().min(TABLE_SETTINGS_LIMITS.minWidth).max(TABLE_SETTINGS_LIMITS.maxWidth))
    .refine((w) => Object.keys(w).length <= TABLE_SETTINGS_LIMITS.columns, `最多 ${TABLE_SETTINGS_LIMITS.columns} 列`),
});

export type TableSettings = z.infer<typeof tableSettingsSchema>;

export const tableSettingsListSchema = z.record(z.string().regex(tableKeyPattern), tableSettingsSchema);
