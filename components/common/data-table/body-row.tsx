'use client';

import { memo, type ReactNode } from 'react';
import { cellText, cellValue } from './grid-model';
import type { TableColumn, TableRow } from './types';

type RowProps<R> = {
  row: R;
  index: number;
  columns: readonly TableColumn<R>[];
  locale: string;
  /** The column of this row's tab stop, or -1. */
  activeCol: number;
  onDoubleClick?: (row: R) => void;
};

/** A data row; drawn again only when its row, its columns or its tab stop change (moving the focus draws two rows). */
export const BodyRow = memo(function BodyRow<R extends TableRow>({
  row,
  index,
  columns,
  locale,
  activeCol,
  onDoubleClick,
}: RowProps<R>) {
  return (
    <tr
      role="row"
      data-id={row.id}
      data-rowindex={index}
      aria-rowindex={index + 2}
      onDoubleClick={onDoubleClick ? () => onDoubleClick(row) : undefined}
    >
      {columns.map((c, col) => {
        const value = cellValue(c, row);
        const content: ReactNode = c.renderCell ? c.renderCell({ value, row }) : cellText(c, row, value, locale);
        return (
          <td
            key={c.field}
            role="gridcell"
            data-field={c.field}
            data-cell={`${index + 1}:${col}`}
            aria-colindex={col + 1}
            tabIndex={activeCol === col ? 0 : -1}
            style={{ textAlign: c.align ?? (c.type === 'number' ? 'right' : 'left') }}
          >
            {content}
          </td>
        );
      })}
    </tr>
  );
}) as <R extends TableRow>(props: RowProps<R>) => ReactNode;
