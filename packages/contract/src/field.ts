/**
 * A field of a module's resource, declared once and read by both sides: the backend checks what it is sent with
 * it (`problemOf`, `problemText`) and lists, filters and sorts by it; the console builds its columns, filters and
 * form from it and checks the form with the same rules. Data and pure functions only (the console's pages load it).
 */

import { chainageText } from './chainage';

/** A text in both languages of the console. */
export interface Text {
  readonly zh: string;
  readonly en: string;
}

/**
 * `text`, integers (`int`), numbers with a unit (`num`), dates (`yyyy-MM-dd`) and site times (`yyyy-MM-dd HH:mm:ss`,
 * GMT+8), dictionary codes (`enum`), references to another row by id (`ref`), 1/0 switches (`bool`) and `#RRGGBB`
 * colours (`colour`).
 */
export type FieldType = 'text' | 'int' | 'num' | 'date' | 'time' | 'enum' | 'ref' | 'bool' | 'colour';

export interface Field {
  readonly name: string;
  readonly label: Text;
  readonly type: FieldType;
  readonly unit?: string;
  readonly required?: boolean;
  /** Text: length bounds; numbers: value bounds. */
  readonly min?: number;
  readonly max?: number;
  /**
   * Text: a pattern the value must match, and what to say when it does not: `message` under the form's field,
   * `refusal` (when the platform's sentence names the field and the form's does not) in the platform's refusal.
   */
  readonly pattern?: { readonly source: string; readonly message: Text; readonly refusal?: Text };
  /** `enum`: the dictionary type that labels the codes; also an `int`'s whose codes are whole numbers (a level). */
  readonly dict?: string;
  /** `enum`: the codes a value may take (all of the dictionary's when absent). */
  readonly values?: readonly string[];
  /** Computed or written by the platform only: never taken from a request. */
  readonly computed?: boolean;
  /** Set when the row is made, then fixed. */
  readonly createOnly?: boolean;
  /** Write-only (a password, an app secret): never read back, never exported, masked in the operation log. */
  readonly secret?: boolean;
  /** Personal data (a phone number, an address): masked in the operation log. */
  readonly personal?: boolean;
  /** No two rows share a value. */
  readonly unique?: boolean;
  readonly default?: string | number | null;
  /** How lists filter by it: equal, containing, or a `start`/`end` range. */
  readonly filter?: 'eq' | 'like' | 'range';
  readonly sortable?: boolean;
  /** Text: entered on several lines. */
  readonly multiline?: boolean;
  /**
   * The platform's name of the field in its refusals and CSV headers, where that is not the label with its unit
   * (a unit it spells in words, `费用(元)`, while the console shows the sign).
   */
  readonly heading?: Text;
  /**
   * How people enter and read the value, where its type alone does not say: `plan`, a text holding a polygon
   * `[[x, y], …]` in the site's metres, drawn on the site plan; `chainage`, metres along the road written `K12+345.6`;
   * `codes`, a text of comma-separated codes of its dictionary (`dict`, `values`), chosen from a list; `fence`, a
   * polygon like `plan` or a circle `[x, y, r]`, drawn on the site plan; `clock`, a time of day `HH:mm`, picked.
   */
  readonly input?: 'plan' | 'chainage' | 'codes' | 'fence' | 'clock';
}

/** A field from its name, both labels, its type and its rules. */
export const field = (
  name: string,
  zh: string,
  en: string,
  type: FieldType,
  rules: Omit<Field, 'name' | 'label' | 'type'> = {},
): Field => ({
  name,
  label: { zh, en },
  type,
  ...rules,
});

/** A pattern with what to say when a value does not match it (and what the platform says, when it says more). */
export const pattern = (re: RegExp, zh: string, en: string, refusal?: Text): Field['pattern'] => ({
  source: re.source,
  message: { zh, en },
  ...(refusal ? { refusal } : {}),
});

/** A time of day, `HH:mm` on the 24-hour clock: the text a `clock` field holds (the time picker's value). */
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time-of-day field (a send time, a quiet period's ends): `HH:mm`, picked with the browser's time picker. */
export const clockField = (
  name: string,
  zh: string,
  en: string,
  rules: Omit<Field, 'name' | 'label' | 'type' | 'input' | 'pattern'> = {},
) =>
  field(name, zh, en, 'text', {
    ...rules,
    input: 'clock',
    pattern: pattern(HHMM, '格式为 HH:mm，如 08:00', 'HH:mm, e.g. 08:00', {
      zh: `${zh}必须是 HH:mm`,
      en: `${en} must be HH:mm`,
    }),
  });

/** Letters, digits, `-` and `_`, starting with a letter or digit: codes people type (sample numbers, device codes). */
export const CODE = pattern(
  /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
  '只能包含字母、数字、- 和 _',
  'Letters, digits, - and _ only',
);

const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const COLOUR = /^#[0-9A-Fa-f]{6}$/;

/** The calendar has the day (2026-02-31 is not a date) and the clock the time (99:99:99 is not one). */
function realTime(text: string): boolean {
  const date = new Date(`${text.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text.slice(0, 10)) return false;
  if (text.length === 10) return true;
  const [h, m, s] = text.slice(11).split(':').map(Number) as [number, number, number];
  return h < 24 && m < 60 && s < 60;
}

/**
 * Why a value breaks its field's rules, as `kind` or `kind:arg`, in the order a user fixes them; undefined when it
 * keeps them. Blank text is no value: only `required` refuses it.
 */
export type Problem =
  | 'required'
  | `tooLong:${number}`
  | `tooShort:${number}`
  | 'pattern'
  | 'integer'
  | 'number'
  | 'positive'
  | `min:${number}`
  | `max:${number}`
  | 'date'
  | 'time'
  | 'colour'
  | 'choice'
  | 'text';

export function problemOf(field: Field, value: unknown): Problem | undefined {
  if (value === null || value === undefined) return field.required ? 'required' : undefined;
  const numeric = field.type === 'int' || field.type === 'num' || field.type === 'ref' || field.type === 'bool';
  if (numeric) {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === '') return field.required ? 'required' : undefined;
    if (typeof text === 'string' && !NUMBER.test(text)) return field.type === 'num' ? 'number' : 'integer';
    const n = Number(text);
    if (typeof n !== 'number' || !Number.isFinite(n)) return field.type === 'num' ? 'number' : 'integer';
    if (field.type !== 'num' && !Number.isSafeInteger(n)) return 'integer';
    if (field.type === 'ref' && n < 1) return 'positive';
    // A switch is 1 or 0 whatever else its declaration says.
    const [min, max] = field.type === 'bool' ? [0, 1] : [field.min, field.max];
    if (min !== undefined && n < min) return `min:${min}`;
    if (max !== undefined && n > max) return `max:${max}`;
    return undefined;
  }
  if (typeof value !== 'string') return 'text';
  const text = value.trim();
  if (text === '') return field.required ? 'required' : undefined;
  switch (field.type) {
    case 'date':
      return DATE.test(text) && realTime(text) ? undefined : 'date';
    case 'time':
      return TIME.test(text) && realTime(text) ? undefined : 'time';
    case 'colour':
      // A colour field may say in its own words how a colour is written (its pattern's message).
      return COLOUR.test(text) ? undefined : field.pattern ? 'pattern' : 'colour';
    case 'enum':
      return !field.values || field.values.includes(text) ? undefined : 'choice';
    default:
      if (field.max !== undefined && text.length > field.max) return `tooLong:${field.max}`;
      if (field.min !== undefined && text.length < field.min) return `tooShort:${field.min}`;
      if (field.pattern && !new RegExp(field.pattern.source).test(text)) return 'pattern';
      return undefined;
  }
}

/** A field's name with its unit, as a column header or a refusal names it: `读数1(0.1mm)`, `Reading 1 (0.1mm)`. */
export const labelOf = (field: Field, lang: keyof Text): string =>
  field.heading?.[lang] ??
  (field.unit ? `${field.label[lang]}${lang === 'zh' ? '' : ' '}(${field.unit})` : field.label[lang]);

/**
 * The sentence that says a problem of a field, in a language (the platform's refusals; a form names the field itself).
 */
export function problemText(field: Field, problem: Problem, lang: keyof Text): string {
  const [kind, raw] = problem.split(':') as [string, string | undefined];
  // A chainage's bounds as stake names, as it is typed.
  const arg = field.input === 'chainage' && raw !== undefined ? chainageText(Number(raw)) : raw;
  const label = labelOf(field, lang);
  const zh: Record<string, string> = {
    required: `${label}不能为空`,
    tooLong: `${label}长度不能超过 ${arg}`,
    tooShort: `${label}长度不能少于 ${arg}`,
    pattern: (field.pattern?.refusal ?? field.pattern?.message)?.zh ?? `${label}格式不正确`,
    integer: `${label}必须是整数`,
    number: `${label}必须是数字`,
    positive: `${label}必须是正整数 id`,
    min: `${label}不能小于 ${arg}`,
    max: `${label}不能大于 ${arg}`,
    date: `${label}必须是 yyyy-MM-dd 格式的日期`,
    time: `${label}必须是 yyyy-MM-dd HH:mm:ss 格式的时间`,
    colour: `${label}必须是 #RRGGBB 格式的颜色`,
    choice: `${label}只能是 ${field.values?.join(' / ')}`,
    text: `${label}必须是文本`,
  };
  const en: Record<string, string> = {
    required: `${label} is required`,
    tooLong: `${label} may have at most ${arg} characters`,
    tooShort: `${label} needs at least ${arg} characters`,
    pattern: (field.pattern?.refusal ?? field.pattern?.message)?.en ?? `${label} is not in the right format`,
    integer: `${label} must be a whole number`,
    number: `${label} must be a number`,
    positive: `${label} must be a positive id`,
    min: `${label} must be at least ${arg}`,
    max: `${label} must be at most ${arg}`,
    date: `${label} must be a date as yyyy-MM-dd`,
    time: `${label} must be a time as yyyy-MM-dd HH:mm:ss`,
    colour: `${label} must be a colour as #RRGGBB`,
    choice: `${label} must be one of ${field.values?.join(' / ')}`,
    text: `${label} must be text`,
  };
  return (lang === 'zh' ? zh : en)[kind] ?? kind;
}
