'use client';

import { DataTable } from '@/components/common/data-table/data-table';
import type { StatsTable as Table } from './panel-view';

/** A panel's numbers as a table, sortable in the browser; loaded when a table is first asked for (stats-panel.tsx). */
export function StatsTable({ table, labelledBy }: { table: Table; labelledBy: string }) {
  return (
    <DataTable
      aria-labelledby={labelledBy}
      rows={table.rows.map((row, id) => ({ id, ...row }))}
      columns={table.columns.map((c) => ({
        field: c.key,
        headerName: c.title,
        type: c.numeric ? 'number' : 'string',
        flex: 1,
        minWidth: 90,
      }))}
      sx={{ height: 320 }}
    />
  );
}
