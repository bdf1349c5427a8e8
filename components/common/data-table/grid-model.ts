import type { SortItem, TableColumn } from './types';

/** A cell's place: row 0 is the header, rows 1… the shown data rows; columns count from 0. */
export type CellPos = { row: number; col: number };

type Extent = { rows: number; cols: number; pageRows: number };

/**
 * Where a key moves the focused cell, as in the WAI-ARIA grid pattern (and MUI's data grid): arrows by
 * one, Home/End to the row's ends, Ctrl+Home/End to the grid's corners, PageUp/PageDown by a screenful.
 * Null when the key is not a move (the browser keeps it).
 */
export function moveCell(pos: CellPos, key: string, ctrl: boolean, { rows, cols, pageRows }: Extent): CellPos | null {
  const lastRow = rows; // the header is row 0, so the last data row is `rows`
  const lastCol = Math.max(cols - 1, 0);
  const at = (row: number, col: number) => ({
    row: Math.min(Math.max(row, 0), lastRow),
    col: Math.min(Math.max(col, 0), lastCol),
  });
  switch (key) {
    case 'ArrowUp':
      return at(pos.row - 1, pos.col);
    case 'ArrowDown':
      return at(pos.row + 1, pos.col);
    case 'ArrowLeft':
      return at(pos.row, pos.col - 1);
    case 'ArrowRight':
      return at(pos.row, pos.col + 1);
    case 'Home':
      return ctrl ? at(0, 0) : at(pos.row, 0);
    case 'End':
      return ctrl ? at(lastRow, lastCol) : at(pos.row, lastCol);
    case 'PageUp':
      return at(pos.row - Math.max(pageRows, 1), pos.col);
    case 'PageDown':
      return at(pos.row + Math.max(pageRows, 1), pos.col);
    default:
      return null;
  }
}

/** The next sort of a header click: ascending, then descending, then none (as the data grid did). */
export function nextSort(current: readonly SortItem[], field: string): SortItem[] {
  const now = current[0]?.field === field ? current[0].sort : null;
  if (now === null) return [{ field, sort: 'asc' }];
  if (now === 'asc') return [{ field, sort: 'desc' }];
  return [];
}

/** A cell's value: its column's getter over the row, or the row's field. */
export function cellValue<R>(column: TableColumn<R>, row: R): unknown {
  const raw = (row as Record<string, unknown>)[column.field];
  return column.valueGetter ? column.valueGetter(raw, row) : raw;
}

/** A cell's text: its column's formatter, numbers in the console's language, nothing for no value. */
export function cellText<R>(column: TableColumn<R>, row: R, value: unknown, locale: string): string {
  if (column.valueFormatter) return column.valueFormatter(value, row);
  if (value === null || value === undefined) return '';
  if (column.type === 'number' && typeof value === 'number')
    return value.toLocaleString(locale === 'en' ? 'en-US' : 'zh-CN');
  return String(value);
}

/**
 * Rows sorted in the browser (a table whose rows all arrived at once): numbers as numbers, text in the
 * console's collation, empty values last whatever the direction. Stable, so equal rows keep their order.
 */
export function sortRows<R>(
  rows: readonly R[],
  columns: readonly TableColumn<R>[],
  sort: readonly SortItem[],
  locale: string,
): readonly R[] {
  const item = sort[0];
  const column = item && columns.find((c) => c.field === item.field);
  if (!item || !column) return rows;
  const collator = new Intl.Collator(locale === 'en' ? 'en' : 'zh', { numeric: true });
  const sign = item.sort === 'desc' ? -1 : 1;
  const keyed = rows.map((row, i) => {
    const value = cellValue(column, row);
    const key =
      typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined
        ? value
        : cellText(column, row, value, locale);
    return { row, i, key };
  });
  keyed.sort((a, b) => {
    const empty = (k: unknown) => k === null || k === undefined || k === '';
    if (empty(a.key) || empty(b.key)) return empty(a.key) === empty(b.key) ? a.i - b.i : empty(a.key) ? 1 : -1;
    const order =
      typeof a.key === 'string' || typeof b.key === 'string'
        ? collator.compare(String(a.key), String(b.key))
        : Number(a.key) - Number(b.key);
    return order === 0 ? a.i - b.i : sign * order;
  });
  return keyed.map((k) => k.row);
}
