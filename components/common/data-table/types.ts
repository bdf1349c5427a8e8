import type { ReactNode } from 'react';

// A cell's value is whatever its row holds; each column knows its own (as in MUI X's column definitions).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Value = any;

/** A row of a table: every row has an identity of its own (the platform's id, or its place in a small table). */
export type TableRow = { id: string | number };

/** One column: the field it shows, how it is headed and sized, and how its value is read and drawn. */
export type TableColumn<R> = {
  field: string;
  headerName: string;
  /** Fixed width in px; a column without one shares the room left (`flex`) and keeps at least `minWidth`. */
  width?: number;
  flex?: number;
  minWidth?: number;
  /** Whether a click on the header sorts by it; true unless said otherwise (the server decides what it accepts). */
  sortable?: boolean;
  /** Numbers are right-aligned, drawn in the console's language and sorted as numbers. */
  type?: 'number' | 'string';
  align?: 'left' | 'right' | 'center';
  headerAlign?: 'left' | 'right' | 'center';
  /** The value from the row, when it is not simply `row[field]`. */
  valueGetter?: (value: Value, row: R) => unknown;
  /** The value as text, for the cell and for sorting labels alike. */
  valueFormatter?: (value: Value, row: R) => string;
  /** The cell's content, when text is not enough (a chip, a link, buttons). */
  renderCell?: (cell: { value: Value; row: R }) => ReactNode;
};

/** The shown page, counted from 0. */
export type PageModel = { page: number; pageSize: number };

/** A one-column sort: `sort` is the direction. */
export type SortItem = { field: string; sort: 'asc' | 'desc' };
