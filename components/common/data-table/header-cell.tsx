'use client';

import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import type { PointerEvent as ReactPointerEvent } from 'react';
import type { SortItem, TableColumn } from './types';

type Props<R> = {
  column: TableColumn<R>;
  /** The column's place among the shown ones. */
  col: number;
  sortable: boolean;
  direction: SortItem['sort'] | null;
  /** This header is the grid's tab stop. */
  active: boolean;
  onSort: (field: string) => void;
  /** A press on the header's right edge, which drags the column's width. */
  onResizeStart: (field: string, e: ReactPointerEvent<HTMLElement>) => void;
};

/** A column's header: its name, the sort arrow (a click sorts when the column may) and the edge that resizes it. */
export function HeaderCell<R>({ column: c, col, sortable, direction, active, onSort, onResizeStart }: Props<R>) {
  const align = c.headerAlign ?? (c.type === 'number' ? 'right' : 'left');
  return (
    <th
      role="columnheader"
      scope="col"
      data-field={c.field}
      data-cell={`0:${col}`}
      aria-colindex={col + 1}
      aria-sort={
        sortable ? (direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none') : undefined
      }
      tabIndex={active ? 0 : -1}
      onClick={sortable ? () => onSort(c.field) : undefined}
      style={{ textAlign: align, cursor: sortable ? 'pointer' : undefined }}
    >
      <Box
        component="span"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          maxWidth: '100%',
          flexDirection: align === 'right' ? 'row-reverse' : 'row',
        }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {c.headerName}
        </Box>
        {sortable && (
          <ArrowUpward
            aria-hidden
            fontSize="inherit"
            sx={{
              flex: 'none',
              opacity: direction ? 1 : 0,
              transform: direction === 'desc' ? 'rotate(180deg)' : undefined,
              'th:hover &': { opacity: direction ? 1 : 0.4 },
            }}
          />
        )}
      </Box>
      <Box
        component="span"
        aria-hidden
        data-resize={c.field}
        onPointerDown={(e) => onResizeStart(c.field, e)}
        onClick={(e) => e.stopPropagation()}
        sx={{
          position: 'absolute',
          top: 0,
          right: 0,
          bottom: 0,
          width: 6,
          cursor: 'col-resize',
          '&:hover': { bgcolor: 'divider' },
        }}
      />
    </th>
  );
}
