'use client';

import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLocale, useTranslations } from 'next-intl';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { ColumnPicker } from './column-picker';
import { TablePager } from './table-pager';
import { cellText, cellValue, moveCell, nextSort, sortRows, type CellPos } from './grid-model';
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
  onRowDoubleClick?: (row: R) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  sx?: SxProps<Theme>;
};

const DEFAULT_PAGE_SIZES = [25, 50, 100] as const;
const ROW_HEIGHT = 36;
/** The narrowest a dragged column gets. */
const MIN_WIDTH = 60;
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([data-cell])';

/**
 * A table of rows as an ARIA grid on MUI's Table: server or browser paging and sorting, a column picker,
 * one tab stop with arrow-key moves between cells (Enter goes into a cell's buttons, Escape back out),
 * loading and empty states. It replaced MUI X DataGrid, whose 118 kB chunk (gzip) every list screen
 * loaded for what this does (docs/benchmarks.md, JS weight).
 */
export function DataTable<R extends TableRow>(props: Props<R>) {
  const { rows, columns, loading = false, hideFooter = false, onRowDoubleClick, sx } = props;
  const t = useTranslations('table');
  const locale = useLocale();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set(props.initialHidden ?? []));
  const shown = useMemo(() => columns.filter((c) => !hidden.has(c.field)), [columns, hidden]);

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

  const [focus, setFocus] = useState<CellPos>({ row: 0, col: 0 });
  const active = { row: Math.min(focus.row, visible.length), col: Math.min(focus.col, Math.max(shown.length - 1, 0)) };
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
      const column = shown[col];
      if (column && canSort(column)) {
        e.preventDefault();
        changeSort(column.field);
      }
      return;
    }
    if (e.key === 'Enter' || e.key === 'F2') {
      const inner = cell.querySelector<HTMLElement>(FOCUSABLE);
      if (inner) {
        e.preventDefault();
        inner.focus();
      } else if (e.key === 'Enter' && row > 0 && onRowDoubleClick) {
        e.preventDefault();
        onRowDoubleClick(visible[row - 1]);
      }
      return;
    }
    const pageRows = Math.max(Math.floor((gridRef.current?.clientHeight ?? 0) / ROW_HEIGHT) - 1, 1);
    const next = moveCell({ row, col }, e.key, e.ctrlKey || e.metaKey, {
      rows: visible.length,
      cols: shown.length,
      pageRows,
    });
    if (!next) return;
    e.preventDefault();
    // focus() scrolls the cell into view; the header's own row is sticky, so scroll-padding keeps cells out from under it.
    focusCell(next);
  };

  // A click or a tab into a cell (or a control in it) makes it the grid's tab stop.
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    if (!cell) return;
    const [row, col] = cell.dataset.cell!.split(':').map(Number);
    if (row !== focus.row || col !== focus.col) setFocus({ row, col });
  };

  const number = (n: number) => n.toLocaleString(locale === 'en' ? 'en-US' : 'zh-CN');
  // Widths the user dragged a header's edge to; the others are the columns' own.
  const [widths, setWidths] = useState<Readonly<Record<string, number>>>({});
  const widthOf = (c: TableColumn<R>) => widths[c.field] ?? c.width;
  const fixedWidth = shown.reduce((sum, c) => sum + (widthOf(c) ?? c.minWidth ?? 100), 0);
  const startResize = (field: string, e: ReactPointerEvent<HTMLElement>) => {
    e.preventDefault();
    e.stopPropagation();
    const from = e.clientX;
    const start = e.currentTarget.parentElement!.getBoundingClientRect().width;
    const move = (m: PointerEvent) =>
      setWidths((w) => ({ ...w, [field]: Math.max(MIN_WIDTH, Math.round(start + m.clientX - from)) }));
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
  };
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
      {/* The grid is the scrolling box, so its empty state is inside it (a table holds only rows); the progress bar is beside it. */}
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
              {shown.map((c, col) => {
                const sortable = canSort(c);
                const direction = sortOf(c.field);
                const align = c.headerAlign ?? (c.type === 'number' ? 'right' : 'left');
                return (
                  <th
                    key={c.field}
                    role="columnheader"
                    scope="col"
                    data-field={c.field}
                    data-cell={`0:${col}`}
                    aria-colindex={col + 1}
                    aria-sort={
                      sortable
                        ? direction === 'asc'
                          ? 'ascending'
                          : direction === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                    tabIndex={active.row === 0 && active.col === col ? 0 : -1}
                    onClick={sortable ? () => changeSort(c.field) : undefined}
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
                      onPointerDown={(e) => startResize(c.field, e)}
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
              })}
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
          <ColumnPicker columns={columns} hidden={hidden} onChange={setHidden} />
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
const BodyRow = memo(function BodyRow<R extends TableRow>({
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
