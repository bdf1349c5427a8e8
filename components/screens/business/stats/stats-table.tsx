'use client';

import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { useGridLocaleText } from '../../admin/common/grid-locale';
import type { StatsTable as Table } from './stats-views';

/**
 * A panel's numbers as a table. Its own module: the data grid is the largest library of the console,
 * and a chart page loads it only when a table is asked for (stats-panel.tsx).
 */
export function StatsTable({ table, labelledBy }: { table: Table; labelledBy: string }) {
  const localeText = useGridLocaleText();
  return (
    <Box sx={{ height: 320 }}>
      <DataGrid
        aria-labelledby={labelledBy}
        density="compact"
        rows={table.rows.map((row, id) => ({ id, ...row }))}
        columns={table.columns.map((c) => ({ field: c.key, headerName: c.title, type: c.numeric ? 'number' : 'string', flex: 1, minWidth: 90 }))}
        localeText={localeText}
        disableRowSelectionOnClick
        hideFooterSelectedRowCount
        // A stats table is small: every column in the DOM (the day × hour table is wider than its panel) for reading and searching.
        disableVirtualization
      />
    </Box>
  );
}
