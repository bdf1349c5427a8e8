'use client';

import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { moveCell, type CellPos } from './grid-model';
import type { TableColumn } from './types';

/** The height of a row, header included (px). */
export const ROW_HEIGHT = 36;
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([data-cell])';

type Grid<R> = {
  /** The rows on the page, and the shown columns. */
  rows: readonly R[];
  columns: readonly TableColumn<R>[];
  canSort: (column: TableColumn<R>) => boolean;
  onSort: (field: string) => void;
  onRowOpen?: (row: R) => void;
};

/**
 * The grid's keyboard model: one tab stop (the active cell), arrow-key moves between cells, Enter into a
 * cell's controls and Escape back out; Enter or Space on a header sorts, Enter on a row without controls
 * opens it. Cells are found by their `data-cell="row:col"` (the header is row 0).
 */
export function useGridFocus<R>({ rows, columns, canSort, onSort, onRowOpen }: Grid<R>) {
  const [focus, setFocus] = useState<CellPos>({ row: 0, col: 0 });
  const active = { row: Math.min(focus.row, rows.length), col: Math.min(focus.col, Math.max(columns.length - 1, 0)) };
  const gridRef = useRef<HTMLDivElement>(null);

  // One tab stop: the controls inside a cell are reached through it (Enter), so a page of rows with three
  // buttons each is not three hundred presses of Tab. Runs after every draw, as rows bring new buttons.
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    for (const cell of grid.querySelectorAll<HTMLElement>('[data-cell]')) {
      const inside = cell.dataset.cell === `${active.row}:${active.col}`;
      for (const el of cell.querySelectorAll<HTMLElement>(FOCUSABLE)) el.tabIndex = inside ? 0 : -1;
    }
  });

  const focusCell = useCallback((pos: CellPos) => {
    setFocus(pos);
    gridRef.current?.querySelector<HTMLElement>(`[data-cell="${pos.row}:${pos.col}"]`)?.focus();
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-cell]');
    if (!cell) return;
    const [row, col] = cell.dataset.cell!.split(':').map(Number);
    if (target !== cell) {
      // Inside a cell: Escape gives the grid its keys back.
      if (e.key === 'Escape') {
        e.preventDefault();
        focusCell({ row, col });
      }
      return;
    }
    if ((e.key === 'Enter' || e.key === ' ') && row === 0) {
      const column = columns[col];
      if (column && canSort(column)) {
        e.preventDefault();
        onSort(column.field);
      }
      return;
    }
    if (e.key === 'Enter' || e.key === 'F2') {
      const inner = cell.querySelector<HTMLElement>(FOCUSABLE);
      if (inner) {
        e.preventDefault();
        inner.focus();
      } else if (e.key === 'Enter' && row > 0 && onRowOpen) {
        e.preventDefault();
        onRowOpen(rows[row - 1]);
      }
      return;
    }
    const pageRows = Math.max(Math.floor((gridRef.current?.clientHeight ?? 0) / ROW_HEIGHT) - 1, 1);
    const next = moveCell({ row, col }, e.key, e.ctrlKey || e.metaKey, {
      rows: rows.length,
      cols: columns.length,
      pageRows,
    });
    if (!next) return;
    e.preventDefault();
    // focus() scrolls the cell into view; the header's own row is sticky, so scroll-padding keeps cells out from under
    // it.
    focusCell(next);
  };

  // A click or a tab into a cell (or a control in it) makes it the grid's tab stop.
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    if (!cell) return;
    const [row, col] = cell.dataset.cell!.split(':').map(Number);
    if (row !== focus.row || col !== focus.col) setFocus({ row, col });
  };

  return { gridRef, active, onKeyDown, onFocus };
}
