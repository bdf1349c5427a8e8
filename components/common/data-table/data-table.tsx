'use client';

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { BodyRow } from './body-row';
import { ColumnPicker } from './column-picker';
import { HeaderCell } from './header-cell';
import { TablePager } from './table-pager';
import { nextSort, sortRows } from './grid-model';
import { useColumnWidths } from './use-column-widths';
import { useTableSettings } from './use-table-settings';
import { ROW_HEIGHT, useGridFocus } from './use-grid-focus';
import type { PageModel, SortItem, TableColumn, TableRow } from './types';

export type { PageModel, SortItem, TableColumn } from './types';

type Props<R extends TableRow> = {
  rows: readonly R[];
  columns: readonly TableColumn<R>[];
  /** Shows a progress bar over the rows and marks the grid busy. */
  loading?: boolean;
  /** What the body says when there is no row ("No rows" unless said). */
  noRowsLabel?: string;
  /** Server paging: the total, the shown page and its change. Without them the table pages in the browser. */
  rowCount?: number;
  paginationModel?: PageModel;
  onPaginationModelChange?: (model: PageModel) => void;
  /** Server sorting: the sort and its change. Without them the table sorts in the browser. */
  sortModel?: readonly SortItem[];
  onSortModelChange?: (model: SortItem[]) => void;
  /** No column sorts (the rows come in an order of their own). */
  disableColumnSorting?: boolean;
  pageSizeOptions?: readonly number[];
  /** Rows per page when the table pages in the browser. */
  initialPageSize?: number;
  hideFooter?: boolean;
  /** Columns hidden until the user shows them (the footer's column picker). */
  initialHidden?: readonly string[];
  /**
   * The table's key among the user's column settings (`<page code>.<table>`): which columns, their order and widths
   * are then kept for the user by the platform. Without it they last as long as the table.
   */
  settingsKey?: string;
  onRowDoubleClick?: (row: R) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  sx?: SxProps<Theme>;
};

const DEFAULT_PAGE_SIZES = [25, 50, 100] as const;

/**
 * A table of rows as an ARIA grid on MUI's Table: server or browser paging and sorting, a column picker,
 * one tab stop with arrow-key moves between cells (Enter goes into a cell's buttons, Escape back out),
 * loading and empty states. It replaced MUI X DataGrid, whose 118 kB chunk (gzip) every list screen
 * loaded for what this does (docs/benchmarks.md, JS weight). Its header cells, rows, keyboard model and column
 * widths have files of their own beside this one.
 */
export function DataTable<R extends TableRow>(props: Props<R>) {
  const { rows, columns, loading = false, hideFooter = false, onRowDoubleClick, sx } = props;
  const t = useTranslations('table');
  const locale = useLocale();
  const built = useMemo(
    () => ({ hidden: [...(props.initialHidden ?? [])], order: [], widths: {} }),
    // The built settings are the first ones the table was given.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const { settings, change, reset, customised, ready } = useTableSettings(props.settingsKey, built);
  // A field the table no longer has is not counted among the hidden.
  const hidden = useMemo(
    () => new Set(settings.hidden.filter((f) => columns.some((c) => c.field === f))),
    [settings.hidden, columns],
  );
  const ordered = useMemo(() => inOrder(columns, settings.order), [columns, settings.order]);
  const shown = useMemo(() => ordered.filter((c) => !hidden.has(c.field)), [ordered, hidden]);

  const serverSort = props.sortModel !== undefined;
  const canSort = (column: TableColumn<R>) => !props.disableColumnSorting && column.sortable !== false;
  const [ownSort, setOwnSort] = useState<SortItem[]>([]);
  const sort = props.sortModel ?? ownSort;
  const changeSort = (field: string) => {
    const next = nextSort(sort, field);
    if (serverSort) props.onSortModelChange?.(next);
    else setOwnSort(next);
  };

  const serverPaging = props.rowCount !== undefined && props.paginationModel !== undefined;
  const sizes = props.pageSizeOptions ?? DEFAULT_PAGE_SIZES;
  const [ownPage, setOwnPage] = useState<PageModel>({ page: 0, pageSize: props.initialPageSize ?? 100 });
  const paging = serverPaging ? props.paginationModel! : ownPage;
  const total = serverPaging ? props.rowCount! : rows.length;
  const changePage = (model: PageModel) => (serverPaging ? props.onPaginationModelChange?.(model) : setOwnPage(model));
  const sorted = useMemo(
    () => (serverSort ? rows : sortRows(rows, columns, sort, locale)),
    [serverSort, rows, columns, sort, locale],
  );
  // A browser-paged table whose rows shrank shows its last page rather than an empty one.
  const lastPage = Math.max(Math.ceil(total / paging.pageSize) - 1, 0);
  const page = serverPaging ? paging.page : Math.min(paging.page, lastPage);
  const visible =
    serverPaging || hideFooter ? sorted : sorted.slice(page * paging.pageSize, (page + 1) * paging.pageSize);

  const { gridRef, active, onKeyDown, onFocus } = useGridFocus({
    rows: visible,
    columns: shown,
    canSort,
    onSort: changeSort,
    onRowOpen: onRowDoubleClick,
  });

  const number = (n: number) => n.toLocaleString(locale === 'en' ? 'en-US' : 'zh-CN');
  const { widthOf, startResize } = useColumnWidths<R>(settings.widths, (field, width) =>
    change((s) => ({ ...s, widths: { ...s.widths, [field]: width } })),
  );
  const fixedWidth = shown.reduce((sum, c) => sum + (widthOf(c) ?? c.minWidth ?? 100), 0);
  const sortOf = (field: string) => (sort[0]?.field === field ? sort[0].sort : null);

  return (
    <Box
      sx={[
        {
          display: 'flex',
          flexDirection: 'column',
          minHeight: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          position: 'relative',
          bgcolor: 'background.paper',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {/* The grid is the scrolling box, so its empty state is inside it (a table holds only rows); the progress bar
         is beside it. */}
      <Box
        ref={gridRef}
        role="grid"
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        aria-busy={loading || undefined}
        aria-rowcount={visible.length + 1}
        aria-colcount={shown.length}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        sx={{ flex: 1, minHeight: 0, overflow: 'auto', position: 'relative', scrollPaddingTop: ROW_HEIGHT }}
      >
        <Box
          component="table"
          role="presentation"
          sx={{
            width: '100%',
            minWidth: fixedWidth,
            tableLayout: 'fixed',
            borderCollapse: 'separate',
            borderSpacing: 0,
            typography: 'body2',
            '& th, & td': {
              height: ROW_HEIGHT,
              px: 1.25,
              py: 0,
              borderBottom: 1,
              borderColor: 'divider',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              outline: 'none',
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            },
            '& th': {
              position: 'sticky',
              top: 0,
              zIndex: 1,
              bgcolor: 'background.paper',
              fontWeight: 600,
              textAlign: 'left',
            },
            '& tbody tr:hover': { bgcolor: 'action.hover' },
          }}
        >
          <colgroup>
            {shown.map((c) => (
              <col key={c.field} style={widthOf(c) ? { width: widthOf(c) } : undefined} />
            ))}
          </colgroup>
          <thead role="rowgroup">
            <tr role="row" aria-rowindex={1}>
              {shown.map((c, col) => (
                <HeaderCell
                  key={c.field}
                  column={c}
                  col={col}
                  sortable={canSort(c)}
                  direction={sortOf(c.field)}
                  active={active.row === 0 && active.col === col}
                  onSort={changeSort}
                  onResizeStart={startResize}
                />
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {visible.map((row, i) => (
              <BodyRow
                key={row.id}
                row={row}
                index={i}
                columns={shown}
                locale={locale}
                activeCol={active.row === i + 1 ? active.col : -1}
                onDoubleClick={onRowDoubleClick}
              />
            ))}
          </tbody>
        </Box>
        {visible.length === 0 && !loading && (
          <Box
            className="data-table-empty"
            sx={{ py: 4, textAlign: 'center', color: 'text.secondary', typography: 'body2' }}
          >
            {props.noRowsLabel ?? t('noRows')}
          </Box>
        )}
        {loading && visible.length === 0 && <Box sx={{ height: ROW_HEIGHT * 3 }} />}
      </Box>
      {loading && (
        <LinearProgress
          aria-label={t('loading')}
          sx={{ position: 'absolute', top: ROW_HEIGHT, left: 0, right: 0, zIndex: 2 }}
        />
      )}
      {!hideFooter && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            borderTop: 1,
            borderColor: 'divider',
            minHeight: 44,
            px: 0.5,
            flexWrap: 'wrap',
          }}
        >
          <ColumnPicker
            // The kit's print styles leave out what means nothing on paper.
            className="no-print"
            columns={ordered}
            hidden={hidden}
            kept={props.settingsKey !== undefined}
            ready={ready}
            customised={customised}
            onHiddenChange={(next) => change((s) => ({ ...s, hidden: [...next] }))}
            onOrderChange={(fields) => change((s) => ({ ...s, order: fields }))}
            onReset={reset}
          />
          <TablePager
            count={total}
            page={total === 0 ? 0 : page}
            pageSize={paging.pageSize}
            sizes={sizes}
            onChange={changePage}
            rowsPerPageLabel={t('rowsPerPage')}
            displayedRows={({ from, to, count }) =>
              t('displayedRows', { from: number(from), to: number(to), count: number(count) })
            }
            itemAriaLabel={(type) => t(`${type}Page`)}
          />
        </Box>
      )}
    </Box>
  );
}

/** The columns in the user's order: those it names first, in its order, then the others in their built places. */
export function inOrder<C extends { field: string }>(columns: readonly C[], order: readonly string[]): readonly C[] {
  if (order.length === 0) return columns;
  const byField = new Map(columns.map((c) => [c.field, c]));
  const named = order.flatMap((f) => byField.get(f) ?? []);
  const placed = new Set(named.map((c) => c.field));
  return [...named, ...columns.filter((c) => !placed.has(c.field))];
}
