/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { request } from '@/lib/request/request';
import { DataTable } from './data-table';
import { SAVE_DELAY_MS } from './use-table-settings';
import type { TableColumn } from './types';

jest.mock('@/lib/request/request', () => ({ request: jest.fn() }));
const call = request as jest.MockedFunction<typeof request>;

type Row = { id: number; name: string; weight: number; place: string };
const rows: Row[] = [{ id: 1, name: 'beta', weight: 3, place: 'K1' }];
const columns: TableColumn<Row>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'weight', headerName: 'Weight', type: 'number' },
  { field: 'place', headerName: 'Place' },
];
const API = '/api/admin/user/tableSettings';

function renderTable(saved: unknown) {
  call.mockImplementation(async (path, options) => {
    if (path === API && !options?.method) return { status: 200, data: saved };
    return { status: 200 };
  });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider locale="en" messages={en}>
        <DataTable rows={rows} columns={columns} aria-label="Things" settingsKey="page.main" />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}
const headers = () => within(screen.getByRole('grid', { hidden: true })).getAllByRole('columnheader', { hidden: true });
// TanStack Query tells its observers on a timer of 0 ms.
const settle = () => act(async () => jest.advanceTimersByTimeAsync(0));
const writes = () => call.mock.calls.filter(([, options]) => options?.method);

describe('DataTable column settings kept for the user', () => {
  beforeEach(() => {
    call.mockReset();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('draws the table as the user left it: hidden columns, their order and widths', async () => {
    renderTable({ 'page.main': { hidden: ['weight'], order: ['place', 'name'], widths: { place: 210 } } });
    await act(async () => jest.runOnlyPendingTimersAsync());
    expect(headers().map((h) => h.textContent)).toEqual(['Place', 'Name']);
    const cols = screen.getByRole('grid').querySelectorAll('col');
    expect((cols[0] as HTMLElement).style.width).toBe('210px');
    expect(screen.getByRole('button', { name: 'Columns (1 hidden)' })).toBeTruthy();
  });

  it('saves a moved column once the changes settle, and a reset deletes the settings', async () => {
    renderTable({});
    await act(async () => jest.runOnlyPendingTimersAsync());
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const down = await screen.findByRole('button', { name: 'Move Name down' });
    expect((screen.getByRole('button', { name: 'Move Name up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(down);
    await settle();
    expect(headers().map((h) => h.textContent)).toEqual(['Weight', 'Name', 'Place']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Place' }));
    expect(writes()).toHaveLength(0);
    await act(async () => jest.advanceTimersByTimeAsync(SAVE_DELAY_MS));
    expect(writes()).toEqual([
      [
        `${API}/page.main`,
        { method: 'PUT', body: { hidden: ['place'], order: ['weight', 'name', 'place'], widths: {} } },
      ],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await settle();
    expect(headers().map((h) => h.textContent)).toEqual(['Name', 'Weight', 'Place']);
    await act(async () => jest.advanceTimersByTimeAsync(SAVE_DELAY_MS));
    expect(writes()[1]).toEqual([`${API}/page.main`, { method: 'DELETE' }]);
  });

  it('a failed read leaves the table as built', async () => {
    call.mockRejectedValue(new Error('down'));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NextIntlClientProvider locale="en" messages={en}>
          <DataTable rows={rows} columns={columns} aria-label="Things" settingsKey="page.main" />
        </NextIntlClientProvider>
      </QueryClientProvider>,
    );
    await act(async () => jest.runOnlyPendingTimersAsync());
    expect(headers().map((h) => h.textContent)).toEqual(['Name', 'Weight', 'Place']);
  });
});
