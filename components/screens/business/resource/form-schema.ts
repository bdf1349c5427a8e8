import { z } from 'zod';
import type { ColumnDef, ResourceScreenDef } from '../resource-def';

// The form dialog's fields and their zod schema, from a definition. Messages are keys of
// `adminCommon.validation` (`key` or `key:arg`); `custom:<text>` carries a definition's own message.

export type FormValues = Record<string, string>;

export function formColumns(def: Pick<ResourceScreenDef, 'columns'>, mode: 'create' | 'update'): ColumnDef[] {
  return def.columns.filter((c) => c.form && !(mode === 'update' && c.form.createOnly));
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function fieldSchema(column: ColumnDef, locale: 'zh' | 'en') {
  const rule = column.form || {};
  let text = z.string().trim();
  if (rule.required) text = text.min(1, 'required');
  if (column.type === 'text' && rule.max !== undefined) text = text.max(rule.max, `tooLong:${rule.max}`);
  return text
    .refine((value) => value === '' || !rule.pattern || rule.pattern.test(value), rule.patternMessage ? `custom:${rule.patternMessage[locale]}` : 'format')
    .refine((value) => value === '' || !['int', 'num'].includes(column.type) || NUMBER.test(value), column.type === 'int' ? 'integer' : 'number')
    .refine((value) => value === '' || column.type !== 'int' || Number.isInteger(Number(value)), 'integer')
    .refine((value) => value === '' || !['int', 'num'].includes(column.type) || rule.min === undefined || Number(value) >= rule.min, `min:${rule.min}`)
    .refine((value) => value === '' || !['int', 'num'].includes(column.type) || rule.max === undefined || Number(value) <= rule.max, `max:${rule.max}`)
    .refine((value) => value === '' || column.type !== 'date' || DATE.test(value), 'date')
    .refine((value) => value === '' || column.type !== 'time' || TIME.test(value), 'time');
}

/** Strings in, the platform's body out: numbers as numbers, blanks as "" (which clears an optional field). */
export function formSchema(def: Pick<ResourceScreenDef, 'columns'>, mode: 'create' | 'update', locale: 'zh' | 'en') {
  const columns = formColumns(def, mode);
  const shape = Object.fromEntries(columns.map((c) => [c.field, fieldSchema(c, locale)]));
  return z.object(shape).transform((values) => {
    const body: Record<string, string | number> = {};
    for (const column of columns) {
      const value = values[column.field] ?? '';
      body[column.field] = value !== '' && ['int', 'num', 'ref', 'bool'].includes(column.type) ? Number(value) : value;
    }
    return body;
  });
}

/**
 * Form values of a row (edit) or blanks (create); on create a required choice starts on its first
 * value and a required time on the site's present (`now`, when known).
 */
export function formValues(
  def: Pick<ResourceScreenDef, 'columns'>,
  mode: 'create' | 'update',
  row: Record<string, unknown> | null,
  firstChoice: (column: ColumnDef) => string,
  now: string | null = null,
): FormValues {
  const values: FormValues = {};
  for (const column of formColumns(def, mode)) {
    // A secret is written, never read: its field starts blank.
    const value = column.form && column.form.secret ? undefined : row?.[column.field];
    const required = mode === 'create' && Boolean(column.form && column.form.required);
    if (value !== null && value !== undefined) values[column.field] = String(value);
    else if (required && column.type === 'enum') values[column.field] = firstChoice(column);
    else if (required && column.type === 'time') values[column.field] = now ?? '';
    else values[column.field] = '';
  }
  return values;
}
