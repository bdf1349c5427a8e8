/**
 * A coded value's words, from the platform's data dictionary (`dict_value`): the console's cells and the
 * platform's exports label a code alike.
 */

export type DictLocale = 'zh' | 'en';

/** One value of a dictionary type, as `GET /api/dict/dictValue/type{,s}` answers it. */
export interface DictValue {
  value: string;
  labelDefault?: string | null;
  labelZhCh?: string | null;
  labelEnUs?: string | null;
  orderNum?: number;
}

const filled = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/** A value's label in the reader's language, else its default label, else its code. */
export function valueLabel(value: DictValue, locale: DictLocale): string {
  const own = locale === 'zh' ? value.labelZhCh : value.labelEnUs;
  if (filled(own)) return own;
  if (filled(value.labelDefault)) return value.labelDefault;
  return value.value;
}
