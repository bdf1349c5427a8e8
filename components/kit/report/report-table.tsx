'use client';

import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReportTable } from '@/lib/platform/reports';
import { cellText, headerRows } from './report-view';
import { PRINT_AREA } from '../frame/print';

type Props = {
  table: ReportTable;
  locale: 'zh' | 'en';
  words: { total: string; generated: string; empty: string; label: string; all: string };
};

/** The report as printed: the title block, merged headers (repeated on every printed page), rows and totals. */
export function ReportTableView({ table, locale, words }: Props) {
  const [groups, titles] = headerRows(table.columns, locale);
  const numeric = (kind: string) => kind !== 'text';
  const first = table.columns[0]?.key;
  return (
    <Box className={PRINT_AREA}>
      <Box component="header" sx={{ textAlign: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {table.project}
        </Typography>
        <Typography variant="h6" component="h2">
          {table.title[locale]}
        </Typography>
        <Typography variant="body2" component="p" sx={{ textAlign: 'left', mt: 0.5 }}>
          {[
            ...table.conditions.map((c) => `${c.label[locale]}: ${c.value || words.all}`),
            `${words.generated}: ${table.generatedAt}`,
          ].join('　　')}
        </Typography>
      </Box>
      <Table
        size="small"
        aria-label={words.label}
        sx={{ '& th, & td': { border: 1, borderColor: 'divider', px: 0.75, py: 0.25, whiteSpace: 'nowrap' } }}
      >
        <TableHead
          sx={{
            display: 'table-header-group',
            '& th': { fontWeight: 600, textAlign: 'center', bgcolor: 'action.hover' },
          }}
        >
          <TableRow>
            {groups.map((g) => (
              <TableCell key={g.key} component="th" scope="col" colSpan={g.colSpan} rowSpan={g.rowSpan}>
                {g.title}
              </TableCell>
            ))}
          </TableRow>
          {titles.length > 0 && (
            <TableRow>
              {titles.map((c) => (
                <TableCell key={c.key} component="th" scope="col">
                  {c.title}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableHead>
        <TableBody>
          {table.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={table.columns.length} sx={{ textAlign: 'center', color: 'text.secondary' }}>
                {words.empty}
              </TableCell>
            </TableRow>
          )}
          {table.rows.map((row, i) => (
            <TableRow key={i} sx={{ breakInside: 'avoid' }}>
              {table.columns.map((c) => (
                <TableCell key={c.key} align={numeric(c.kind) ? 'right' : 'left'}>
                  {cellText(c, row[c.key], locale)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {table.rows.length > 0 && (
            <TableRow sx={{ '& td': { fontWeight: 600 } }}>
              {table.columns.map((c) => (
                <TableCell key={c.key} align={numeric(c.kind) ? 'right' : 'left'}>
                  {c.key === first ? words.total : cellText(c, table.totals[c.key], locale)}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
