/**
 * Labels of the platform's coded values, read from its data dictionary (`dictValue`). A value's words come from the
 * contract's `valueLabel`, which the platform's exports use too, so a cell and its exported text agree.
 */

import { type DictLocale, type DictValue, valueLabel } from '@console/contract/dict';

export { type DictLocale, type DictValue, valueLabel };

export interface DictChoice {
  value: string;
  label: string;
}

/**
 * The label of `code` in a type's values. No code, or values not loaded yet (`undefined`), read as blank:
 * a cell never shows a label it will have to take back. A code the dictionary lacks shows as it is.
 */
export function dictLabel(values: readonly DictValue[] | undefined, code: unknown, locale: DictLocale): string {
  if (code === null || code === undefined || code === '' || values === undefined) return '';
  const key = String(code);
  const found = values.find((v) => v.value === key);
  return found ? valueLabel(found, locale) : key;
}

/** The codes a field offers, in dictionary order, or in the order of `only` (the codes of the type it may take). */
export function dictChoices(
  values: readonly DictValue[] | undefined,
  only: readonly string[] | undefined,
  locale: DictLocale,
): DictChoice[] {
  if (!values) return [];
  const shown = only ? only.flatMap((code) => values.filter((v) => v.value === code)) : values;
  return shown.map((v) => ({ value: v.value, label: valueLabel(v, locale) }));
}

/** Labels of several types at once: what a screen with many coded columns (or a chart naming codes) reads. */
export interface DictLookup {
  /** Whether a type asked for has not answered yet; labels of such a type read blank. */
  loading: boolean;
  label(type: string | undefined, code: unknown): string;
  choices(type: string | undefined, only?: readonly string[]): DictChoice[];
}

/** A lookup over loaded types (`undefined` = still loading). */
export function dictLookup(
  byType: Readonly<Record<string, readonly DictValue[] | undefined>>,
  locale: DictLocale,
): DictLookup {
  const loading = Object.values(byType).some((values) => values === undefined);
  return {
    loading,
    // A column without a type has nothing to look up: its code shows as it is.
    label: (type, code) =>
      type ? dictLabel(byType[type], code, locale) : code === null || code === undefined ? '' : String(code),
    choices: (type, only) => (type ? dictChoices(byType[type], only, locale) : []),
  };
}

/** The dictionary types a screen's coded columns read. */
export function dictTypesOf(columns: readonly { type: string; dict?: string }[]): string[] {
  return [...new Set(columns.flatMap((c) => (c.type === 'enum' && c.dict ? [c.dict] : [])))].sort();
}

/** The types named by `dict:<type>:<code>` tokens anywhere in an answer (a chart's names). */
export function dictTypesInTokens(answer: unknown): string[] {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (typeof node === 'string') {
      if (node.startsWith('dict:')) found.add(node.split(':')[1] ?? '');
    } else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(answer);
  found.delete('');
  return [...found].sort();
}
