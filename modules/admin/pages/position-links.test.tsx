/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import zh from '@/messages/zh.json';
import { position } from './departments';
import { PageCode } from '@/components/kit/access/page-code';
import { LinksDialog } from '@/components/kit/resource/links-dialog';

/*
 * The links dialog against a scripted platform: what it shows is what is stored when it opens, and a
 * reload that lands after the user's first edit never undoes it (the cause of a flaky e2e save that
 * kept a user the test had just taken off).
 */

type Rows = Record<string, unknown>[];
const stored: Record<string, Rows> = {};
const puts: { path: string; query: unknown }[] = [];
/** Answers held back until the test lets them go: a slow platform. */
let hold = false;
const held: (() => void)[] = [];

jest.mock('@/lib/request/request', () => ({
  request: (path: string, options: { method?: string; query?: Record<string, string> } = {}) => {
    if (options.method === 'PUT') {
      puts.push({ path, query: options.query });
      return Promise.resolve({ status: 200 });
    }
    const answer = () => ({ status: 200, data: stored[path.split('/').pop()!] ?? [] });
    if (!hold) return Promise.resolve(answer());
    return new Promise((resolve) => held.push(() => resolve(answer())));
  },
}));
jest.mock('@/components/shell/shell-context', () => ({
  useShellData: () => ({ elements: ['departManager:btn_positionEdit'] }),
}));
jest.mock('@/components/kit/access/use-write', () => ({ notifySuccess: jest.fn() }));

const users = (...names: string[]) => names.map((name, i) => ({ id: i + 1, name, username: name }));
const row = { id: 7, code: 'qc', name: '质检员' };

function Harness({
  client,
  open,
  onClose = () => undefined,
}: {
  client: QueryClient;
  open: boolean;
  onClose?: () => void;
}) {
  return (
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="zh" messages={zh}>
        {/* The departments' page, as the screen registry would provide it. */}
        <PageCode.Provider value="departManager">
          <LinksDialog def={position} links={position.links!} row={row} name="质检员" open={open} onClose={onClose} />
        </PageCode.Provider>
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
}

const chips = () =>
  screen
    .queryAllByRole('button')
    .map((b) => b.textContent)
    .filter((t) => t?.includes(' · '));

beforeEach(() => {
  stored.user = users('test', 'mh');
  stored.group = [];
  stored.depart = [];
  puts.length = 0;
  hold = false;
  held.length = 0;
});

test('a reload landing after an edit keeps the edit, and the save sends it', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<Harness client={client} open />);
  await waitFor(() => expect(chips()).toEqual(['test · test', 'mh · mh']));

  // The user takes mh off; a reload (another write elsewhere invalidated the lists) comes back later.
  hold = true;
  fireEvent.keyDown(screen.getByRole('combobox', { name: '关联用户' }), { key: 'Backspace' });
  expect(chips()).toEqual(['test · test']);
  act(() => void client.invalidateQueries());
  expect(held).toHaveLength(3);
  await act(async () => held.splice(0).forEach((go) => go()));
  expect(chips()).toEqual(['test · test']);

  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(puts).toEqual([{ path: '/api/admin/position/7/user', query: { users: '1' } }]));
});

test('opened again, it waits for the stored lists instead of showing the copy from last time', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(<Harness client={client} open />);
  await waitFor(() => expect(chips()).toEqual(['test · test', 'mh · mh']));
  view.rerender(<Harness client={client} open={false} />);

  stored.user = users('test');
  hold = true;
  view.rerender(<Harness client={client} open />);
  expect(chips()).toEqual([]);
  expect(within(screen.getByRole('dialog')).getByRole('progressbar')).toBeTruthy();
  await act(async () => held.splice(0).forEach((go) => go()));
  await waitFor(() => expect(chips()).toEqual(['test · test']));
});
