/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { DataTable } from './data-table';
import type { PageModel, SortItem, TableColumn } from './types';

// jsdom has no PointerEvent: a MouseEvent carries the coordinates a drag reads.
if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });

type Row = { id: number; name: string; weight: number };
const rows: Row[] = [
  { id: 1, name: 'beta', weight: 3 },
  { id: 2, name: 'alpha', weight: 12 },
  { id: 3, name: 'gamma', weight: 1 },
];
const edit = jest.fn();
const columns: TableColumn<Row>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'weight', headerName: 'Weight', type: 'number' },
  {
    field: 'actions',
    headerName: 'Actions',
    sortable: false,
    renderCell: ({ row }) => (
      <button type="button" onClick={() => edit(row.id)}>
        Edit {row.name}
      </button>
    ),
  },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider locale="en" messages={en}>
        <DataTable rows={rows} columns={columns} aria-label="Things" {...props} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}
const names = () =>
  within(screen.getByRole('grid'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('gridcell')[0].textContent);

describe('DataTable', () => {
  beforeEach(() => jest.clearAllMocks());

  it('is a grid with one tab stop, moved by the arrow keys', () => {
    renderTable();
    const grid = screen.getByRole('grid', { name: 'Things' });
    const tabbable = () => grid.querySelectorAll('[tabindex="0"]');
    expect(tabbable()).toHaveLength(1);
    const header = within(grid).getByRole('columnheader', { name: 'Name' });
    expect(header.getAttribute('tabindex')).toBe('0');
    act(() => header.focus());
    fireEvent.keyDown(header, { key: 'ArrowDown' });
    const first = within(grid).getAllByRole('gridcell')[0];
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'End' });
    const actionsCell = within(grid).getAllByRole('gridcell')[2];
    expect(document.activeElement).toBe(actionsCell);
    // Only the focused cell's button is in the tab order.
    const buttons = within(grid).getAllByRole('button');
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, -1, -1]);
    expect(tabbable()).toHaveLength(2);
  });

  it('goes into a cell with Enter and back out with Escape', () => {
    renderTable();
    const grid = screen.getByRole('grid');
    const cell = within(grid).getAllByRole('gridcell')[5];
    act(() => cell.focus());
    fireEvent.keyDown(cell, { key: 'Enter' });
    const button = within(cell).getByRole('button', { name: 'Edit alpha' });
    expect(document.activeElement).toBe(button);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(document.activeElement).toBe(cell);
  });

  it('sorts in the browser on a header click or Enter: ascending, descending, then as given', () => {
    renderTable();
    const header = screen.getByRole('columnheader', { name: 'Weight' });
    expect(header.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(header);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['gamma', 'beta', 'alpha']);
    act(() => header.focus());
    fireEvent.keyDown(header, { key: 'Enter' });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['alpha', 'beta', 'gamma']);
    fireEvent.click(header);
    expect(names()).toEqual(['beta', 'alpha', 'gamma']);
    expect(screen.getByRole('columnheader', { name: 'Actions' }).hasAttribute('aria-sort')).toBe(false);
  });

  it('hands a server sort and page to its owner and shows what it is given', () => {
    const onSort = jest.fn<void, [SortItem[]]>();
    const onPage = jest.fn<void, [PageModel]>();
    renderTable({
      rowCount: 60,
      paginationModel: { page: 0, pageSize: 25 },
      onPaginationModelChange: onPage,
      sortModel: [{ field: 'name', sort: 'asc' }],
      onSortModelChange: onSort,
    });
    expect(names()).toEqual(['beta', 'alpha', 'gamma']);
    fireEvent.click(screen.getByRole('columnheader', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith([{ field: 'name', sort: 'desc' }]);
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPage).toHaveBeenCalledWith({ page: 1, pageSize: 25 });
    // The page size is the browser's own select, named by its label; a new size starts at the first page.
    const size = screen.getByRole('combobox', { name: 'Rows per page:' });
    expect((size as HTMLSelectElement).value).toBe('25');
    fireEvent.change(size, { target: { value: '50' } });
    expect(onPage).toHaveBeenLastCalledWith({ page: 0, pageSize: 50 });
    expect((screen.getByRole('button', { name: 'Go to previous page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('pages in the browser', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: i, name: `n${i}`, weight: i }));
    renderTable({ rows: many, initialPageSize: 25 });
    expect(names()).toHaveLength(25);
    const next = screen.getByRole('button', { name: 'Go to next page' });
    act(() => next.focus());
    fireEvent.click(next);
    expect(names()).toEqual(['n25', 'n26', 'n27', 'n28', 'n29']);
    // On the last page the pressed button is disabled: the focus moves to the one that leads back.
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Go to previous page' }));
  });

  it(
    'says why it is empty, and hides and shows columns from its ' + 'picker (its menu loaded when first opened)',
    async () => {
      renderTable({ rows: [], noRowsLabel: 'Nothing yet', initialHidden: ['weight'] });
      expect(within(screen.getByRole('grid')).getByText('Nothing yet')).toBeTruthy();
      expect(screen.queryByRole('columnheader', { name: 'Weight' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Columns (1 hidden)' }));
      fireEvent.click(await screen.findByRole('checkbox', { name: 'Weight' }));
      // The open panel hides the rest from assistive technology.
      expect(screen.getByRole('columnheader', { name: 'Weight', hidden: true })).toBeTruthy();
    },
  );

  it('opens a row with Enter where a double click would', () => {
    const open = jest.fn();
    renderTable({ onRowDoubleClick: (row) => open(row.id) });
    const cell = screen.getAllByRole('gridcell')[0];
    fireEvent.doubleClick(cell);
    act(() => cell.focus());
    fireEvent.keyDown(cell, { key: 'Enter' });
    expect(open.mock.calls).toEqual([[1], [1]]);
  });

  it('takes a column’s width from a drag of its header’s edge, no narrower than 60 px, and does not sort', () => {
    const onSort = jest.fn();
    renderTable({ sortModel: [], onSortModelChange: onSort });
    const handle = screen.getByRole('grid').querySelector('[data-resize="weight"]')!;
    const col = () => (screen.getByRole('grid').querySelectorAll('col')[1] as HTMLElement).style.width;
    fireEvent.pointerDown(handle, { clientX: 100 });
    fireEvent.pointerMove(window, { clientX: 250 });
    expect(col()).toBe('150px');
    fireEvent.pointerMove(window, { clientX: 90 });
    expect(col()).toBe('60px');
    fireEvent.pointerUp(window);
    fireEvent.pointerMove(window, { clientX: 400 });
    expect(col()).toBe('60px');
    fireEvent.click(handle);
    expect(onSort).not.toHaveBeenCalled();
  });
});
