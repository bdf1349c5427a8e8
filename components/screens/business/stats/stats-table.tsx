'use client';

import Box from '@mui/material/Box';
import { DataTable } from '@/components/common/data-table/data-table';
import type { StatsTable as Table } from './stats-views';

/**
 * A panel's numbers as a table. Its own module: the data grid is the largest library of the console,
 * and a chart page loads it only when a table is asked for (stats-panel.tsx).
 */
export function StatsTable({ table, labelledBy }: { table: Table; labelledBy: string }) {
  return (
    <Box sx={{ height: 320 }}>
      <DataTable
        aria-labelledby={labelledBy}
        rows={table.rows.map((row, id) => ({ id, ...row }))}
        columns={table.columns.map((c) => ({ field: c.key, headerName: c.title, type: c.numeric ? 'number' : 'string', flex: 1, minWidth: 90 }))}
      />
    </Box>
  );
}
