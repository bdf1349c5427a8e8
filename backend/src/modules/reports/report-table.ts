/*
 * A printable report as data: the title block, the conditions it was run with, columns under merged group
 * headers, the rows and a totals row. The console draws it, and the same table becomes the CSV and the .xlsx
 * (the download and the e-mail attachment), so the three never differ.
 */

export interface Bilingual {
  zh: string;
  en: string;
}

export type Cell = string | number | null;

export interface ReportColumn {
  key: string;
  title: Bilingual;
  /** Columns sharing a group stand under one merged header. */
  group?: Bilingual;
  kind: 'text' | 'int' | 'num' | 'pct';
  /** Decimals of a `num` column. */
  places?: number;
  /** Codes shown as words (a verdict). */
  values?: Readonly<Record<string, Bilingual>>;
}

export interface ReportTable {
  /** `znys.workArea`, `znys.dailySection`, `znys.stake`, `hj.ramming`. */
  kind: string;
  title: Bilingual;
  project: string;
  /** What the report was run with, shown under the title; an empty value means all (no such condition). */
  conditions: { label: Bilingual; value: string }[];
  /** Site time the report was computed at. */
  generatedAt: string;
  columns: ReportColumn[];
  rows: Record<string, Cell>[];
  /** The totals row (the first column holds its label). */
  totals: Record<string, Cell>;
}

export type Lang = keyof Bilingual;

/** A cell as text for CSV and the e-mail body: codes as words, nothing as empty. */
export function cellText(column: ReportColumn, value: Cell, lang: Lang): string {
  if (value === null || value === undefined) return '';
  if (column.values && typeof value === 'string') return column.values[value]?.[lang] ?? value;
  return String(value);
}

export const headerOf = (column: ReportColumn, lang: Lang) =>
  column.group ? `${column.group[lang]} ${column.title[lang]}` : column.title[lang];

export const reportFileName = (table: ReportTable, ext: string) =>
  `${table.kind.replace('.', '-')}-${table.generatedAt.slice(0, 10)}.${ext}`;

const everything = { zh: '全部', en: 'All' } as const;

/** The conditions line of the title block. */
export const conditionsText = (table: ReportTable, lang: Lang) =>
  table.conditions.map((c) => `${c.label[lang]}: ${c.value || everything[lang]}`);
