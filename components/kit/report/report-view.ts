import type { ReportColumn } from '@/lib/platform/reports';

/**
 * What the report table shows, as pure functions: a cell's text (codes as words, numbers with the
 * column's decimals, as the .xlsx formats them) and the two header rows with their spans.
 */

type Locale = 'zh' | 'en';

export function cellText(column: ReportColumn, value: string | number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (column.kind === 'int') return String(value);
    if (column.kind === 'pct') return value.toFixed(1);
    if (column.kind === 'num') return value.toFixed(column.places ?? 1);
    return String(value);
  }
  return column.values?.[value]?.[locale] ?? value;
}

export interface HeaderCell {
  key: string;
  title: string;
  colSpan: number;
  rowSpan: number;
}

/**
 * The header rows: a run of columns of one group shares a merged cell above their titles, a column
 * without a group spans both rows. Without any group there is one row.
 */
export function headerRows(columns: readonly ReportColumn[], locale: Locale): [HeaderCell[], HeaderCell[]] {
  const grouped = columns.some((c) => c.group);
  const top: HeaderCell[] = [];
  const second: HeaderCell[] = [];
  for (let i = 0; i < columns.length;) {
    const c = columns[i]!;
    if (!c.group || !grouped) {
      top.push({ key: c.key, title: c.title[locale], colSpan: 1, rowSpan: grouped ? 2 : 1 });
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < columns.length && columns[j + 1]!.group?.[locale] === c.group[locale]) j++;
    top.push({ key: `group:${c.key}`, title: c.group[locale], colSpan: j - i + 1, rowSpan: 1 });
    for (let k = i; k <= j; k++)
      second.push({ key: columns[k]!.key, title: columns[k]!.title[locale], colSpan: 1, rowSpan: 1 });
    i = j + 1;
  }
  return [top, second];
}

/** The report's query: a saved condition (with its dates only) or the ad hoc filters. */
export function reportQuery(filters: Record<string, string>, params: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.start) out.start = filters.start;
  if (filters.end) out.end = filters.end;
  if (filters.conditionId) return { ...out, conditionId: filters.conditionId };
  for (const p of params) if (filters[p]) out[p] = filters[p];
  return out;
}
