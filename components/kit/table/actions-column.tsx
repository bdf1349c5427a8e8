'use client';

import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { TableColumn } from '@/components/common/data-table/types';
import { RowAction } from './row-action';

export type RowActionDef<R> = {
  /** The element (button) code the user must hold; without one, everyone has the action. */
  code?: string;
  /** The button's accessible name and tooltip; a function names it after its row. */
  label: string | ((row: R) => string);
  icon: ComponentType<SvgIconProps>;
  color?: 'default' | 'primary' | 'error';
  onClick: (row: R) => void;
  /** Offered only on the rows this accepts (e.g. "start" on planned processes only). */
  shown?: (row: R) => boolean;
};

/** Room for one icon button, and for the cell's padding. */
const BUTTON_WIDTH = 32;
const CELL_PADDING = 28;

/**
 * A data grid's row-actions column, as a list to spread into the columns: empty when the user
 * holds none of the actions, so no blank column is left. Build it inside the columns' `useMemo`,
 * with `granted` from `useGranted()`; `EDIT` and `DELETE` (action-looks) give the usual icons.
 */
export function actionsColumn<R>(
  granted: (code: string | undefined) => boolean,
  headerName: string,
  actions: readonly RowActionDef<R>[],
): TableColumn<R>[] {
  const shown = actions.filter((action) => granted(action.code));
  if (shown.length === 0) return [];
  return [
    {
      field: 'actions',
      headerName,
      width: BUTTON_WIDTH * shown.length + CELL_PADDING,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ height: '100%', alignItems: 'center' }}>
          {shown.map(({ label, icon: Icon, color, onClick, shown: onRow }, i) => {
            if (onRow && !onRow(row)) return null;
            const name = typeof label === 'function' ? label(row) : label;
            return (
              <RowAction key={i} label={name} color={color} onClick={() => onClick(row)}>
                <Icon fontSize="small" />
              </RowAction>
            );
          })}
        </Stack>
      ),
    },
  ];
}
