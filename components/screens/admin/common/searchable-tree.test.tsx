/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { SearchableTree } from './searchable-tree';

type N = { id: number; name: string; code: string; children: N[] };
const n = (id: number, name: string, code: string, children: N[] = []): N => ({ id, name, code, children });
const nodes = [n(1, 'Base', 'base', [n(2, 'Users', 'userManager'), n(3, 'Menus', 'menuManager', [n(4, 'Buttons', 'elementManager')])]), n(5, 'Trucks', 'ssc')];
const searchIn = (node: N) => [node.name, node.code];
const itemLabel = (node: N) => node.name;

function tree(search: string, selected: number | null = null, onSelect = jest.fn(), list = nodes) {
  const props = { searchIn, itemLabel, label: 'Things', emptyText: 'Nothing yet', noMatchText: 'No match', onSelect };
  return render(<SearchableTree nodes={list} search={search} selected={selected} {...props} />);
}
const names = () => screen.queryAllByRole('treeitem').map((item) => item.querySelector('.MuiTreeItem-label')?.textContent);

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
    tree('', null, jest.fn(), []);
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });

  test('a selection from outside is opened down to its item; choosing an item reports its id', () => {
    const onSelect = jest.fn();
    tree('', 4, onSelect);
    expect(names()).toEqual(['Base', 'Users', 'Menus', 'Buttons', 'Trucks']);
    fireEvent.click(screen.getByText('Users'));
    expect(onSelect).toHaveBeenCalledWith(2);
  });
});
