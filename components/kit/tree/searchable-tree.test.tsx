/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { SearchableTree } from './searchable-tree';

type N = { id: number; name: string; code: string; children: N[] };
const n = (id: number, name: string, code: string, children: N[] = []): N => ({ id, name, code, children });
const nodes = [
  n(1, 'Base', 'base', [
    n(2, 'Users', 'userManager'),
    n(3, 'Menus', 'menuManager', [n(4, 'Buttons', 'elementManager')]),
  ]),
  n(5, 'Trucks', 'ssc'),
];
const searchIn = (node: N) => [node.name, node.code];
const itemLabel = (node: N) => node.name;

const texts = {
  search: 'Search things',
  tree: 'Things',
  empty: 'Nothing yet',
  noMatch: 'No match',
  loading: 'Loading',
};

type Options = { selected?: number | null; onSelect?: jest.Mock; list?: N[]; onSearch?: jest.Mock; loading?: boolean };

function tree(
  search: string,
  { selected = null, onSelect = jest.fn(), list, onSearch = jest.fn(), loading = false }: Options = {},
  read = true,
) {
  const props = { searchIn, itemLabel, texts, onSelect, onSearch, loading, selected };
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <SearchableTree nodes={read ? (list ?? nodes) : undefined} search={search} {...props} />
    </NextIntlClientProvider>,
  );
}
const names = () =>
  screen.queryAllByRole('treeitem').map((item) => item.querySelector('.MuiTreeItem-label')?.textContent);

describe('SearchableTree', () => {
  test('a search by name or code keeps the matches and their ancestors, opened', () => {
    const { unmount } = tree('element');
    expect(screen.getByRole('tree', { name: 'Things' })).toBeTruthy();
    expect(names()).toEqual(['Base', 'Menus', 'Buttons']);
    unmount();
    tree('TRUCK');
    expect(names()).toEqual(['Trucks']);
  });

  test('says when the search matches nothing, and when there is nothing at all', () => {
    const { unmount } = tree('zzz');
    expect(screen.getByText('No match')).toBeTruthy();
    unmount();
    tree('', { list: [] });
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });

  test('the search box reports what is typed; a loading bar shows until the tree is read', () => {
    jest.useFakeTimers();
    const onSearch = jest.fn();
    tree('', { onSearch, loading: true }, false);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('tree')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search things' }), { target: { value: 'menu' } });
    act(() => jest.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledWith('menu');
    jest.useRealTimers();
  });

  test('a selection from outside is opened down to its item; choosing an item reports its id', () => {
    const onSelect = jest.fn();
    tree('', { selected: 4, onSelect });
    expect(names()).toEqual(['Base', 'Users', 'Menus', 'Buttons', 'Trucks']);
    fireEvent.click(screen.getByText('Users'));
    expect(onSelect).toHaveBeenCalledWith(2);
  });
});
