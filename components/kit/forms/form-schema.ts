import { chainageText, parseChainage } from '@console/contract/chainage';
import { type Field, type Problem, problemOf as contractProblem } from '@console/contract/field';
import type { FormSchema } from './use-form';
import type { ColumnDef, ResourceScreenDef } from '../screen-defs';

// The form dialog's fields and their checks, from a definition. Messages are keys of
// `adminCommon.validation` (`key` or `key:arg`); `custom:<text>` carries a definition's own message.

export type FormValues = Record<string, string>;

export function formColumns(def: Pick<ResourceScreenDef, 'columns'>, mode: 'create' | 'update'): ColumnDef[] {
  return def.columns.filter((c) => c.form && !(mode === 'update' && c.form.createOnly));
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The contract's problems as the form's message keys. */
function messageOf(problem: Problem, field: Field, locale: 'zh' | 'en'): string {
  const [kind, arg] = problem.split(':');
  if (kind === 'pattern') return field.pattern ? `custom:${field.pattern.message[locale]}` : 'format';
  if (['required', 'tooLong', 'tooShort', 'integer', 'number', 'min', 'max', 'date', 'time'].includes(kind!))
    return arg === undefined ? kind! : `${kind}:${arg}`;
  return kind === 'positive' ? 'integer' : 'format';
}

const CHAINAGE_FORMAT = { zh: '桩号格式为 K12+345.6', en: 'A chainage as K12+345.6' };

/** A chainage as typed (`K1+200` or metres): its metres, or the message key of why it is not one. */
function chainageOf(column: ColumnDef, value: string, locale: 'zh' | 'en'): number | { problem: string } {
  const metres = parseChainage(value);
  if (metres === null) return { problem: `custom:${CHAINAGE_FORMAT[locale]}` };
  const { min, max } = column.declaration ?? {};
  if (min !== undefined && metres < min) return { problem: `min:${chainageText(min)}` };
  if (max !== undefined && metres > max) return { problem: `max:${chainageText(max)}` };
  return metres;
}

const isChainage = (column: ColumnDef) => column.declaration?.input === 'chainage';

/** The first rule a trimmed value breaks, as a message key, in the order a user fixes them. */
function problemOf(column: ColumnDef, value: string, locale: 'zh' | 'en'): string | undefined {
  const rule = column.form || {};
  if (isChainage(column)) {
    if (value === '') return rule.required ? 'required' : undefined;
    const metres = chainageOf(column, value, locale);
    return typeof metres === 'number' ? undefined : metres.problem;
  }
  // A column made from the contract is checked by its declaration's rules, as the platform checks it.
  if (column.declaration) {
    const problem = contractProblem({ ...column.declaration, required: Boolean(rule.required) }, value);
    return problem && messageOf(problem, column.declaration, locale);
  }
  if (value === '') return rule.required ? 'required' : undefined;
  const numeric = column.type === 'int' || column.type === 'num';
  if (column.type === 'text' && rule.max !== undefined && value.length > rule.max) return `tooLong:${rule.max}`;
  if (rule.pattern && !rule.pattern.test(value))
    return rule.patternMessage ? `custom:${rule.patternMessage[locale]}` : 'format';
  if (numeric && !NUMBER.test(value)) return column.type === 'int' ? 'integer' : 'number';
  if (column.type === 'int' && !Number.isInteger(Number(value))) return 'integer';
  if (numeric && rule.min !== undefined && Number(value) < rule.min) return `min:${rule.min}`;
  if (numeric && rule.max !== undefined && Number(value) > rule.max) return `max:${rule.max}`;
  if (column.type === 'date' && !DATE.test(value)) return 'date';
  if (column.type === 'time' && !TIME.test(value)) return 'time';
  return undefined;
}

/**
 * Strings in, the platform's body out: trimmed, numbers as numbers, blanks as "" (which clears an
 * optional field). Not a zod schema: these few rules cost the settings screens, which check their
 * form up front, 31 kB gzip of script with zod and 23 kB with zod/mini (docs/benchmarks.md, JS weight).
 */
export function formSchema(
  def: Pick<ResourceScreenDef, 'columns'>,
  mode: 'create' | 'update',
  locale: 'zh' | 'en',
): FormSchema<FormValues, Record<string, string | number>> {
  const columns = formColumns(def, mode);
  return {
    safeParse(values) {
      const issues: { path: string[]; message: string }[] = [];
      const body: Record<string, string | number> = {};
      for (const column of columns) {
        const value = (values[column.field] ?? '').trim();
        const problem = problemOf(column, value, locale);
        if (problem) issues.push({ path: [column.field], message: problem });
        if (value !== '' && isChainage(column)) {
          const metres = chainageOf(column, value, locale);
          body[column.field] = typeof metres === 'number' ? metres : value;
        } else
          body[column.field] =
            value !== '' && ['int', 'num', 'ref', 'bool'].includes(column.type) ? Number(value) : value;
      }
      return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: body };
    },
  };
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
    if (typeof value === 'number' && isChainage(column)) values[column.field] = chainageText(value);
    else if (value !== null && value !== undefined) values[column.field] = String(value);
    else if (required && column.type === 'enum') values[column.field] = firstChoice(column);
    else if (required && column.type === 'time') values[column.field] = now ?? '';
    else values[column.field] = '';
  }
  return values;
}
