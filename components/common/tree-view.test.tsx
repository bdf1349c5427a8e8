/** @jest-environment jsdom */
import Checkbox from '@mui/material/Checkbox';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { cascadeTicks, tickStates } from './tree-ticks';
import { TreeView, type TreeNodes } from './tree-view';

type N = { id: string; name: string; children: N[] };
const n = (id: string, name: string, children: N[] = []): N => ({ id, name, children });
const nodes = [
  n('base', 'Base', [n('users', 'Users'), n('menus', 'Menus', [n('buttons', 'Buttons')])]),
  n('trucks', 'Trucks'),
];
const nodesAs: TreeNodes<N> = { id: (node) => node.id, children: (node) => node.children, label: (node) => node.name };

const item = (name: string) => screen.getByRole('treeitem', { name: new RegExp(`^${name}`) });
const shown = () => screen.queryAllByRole('treeitem').map((el) => el.querySelector('.MuiTreeItem-label')?.textContent);

function Ticks({
  onChange,
  readOnly = false,
  initial = [],
}: {
  onChange: jest.Mock;
  readOnly?: boolean;
  initial?: string[];
}) {
  const [ticked, setTicked] = useState<string[]>(initial);
  return (
    <TreeView
      nodes={nodes}
      nodesAs={nodesAs}
      checkbox={Checkbox}
      multiSelect
      checkboxSelection
      ticks={tickStates(nodes, nodesAs, new Set(ticked))}
      selectedItems={ticked}
      onSelectedItemsChange={(_e, ids) => {
        const next = cascadeTicks(nodes, nodesAs, ticked, ids);
        onChange(next);
        setTicked(next);
      }}
      readOnly={readOnly}
      aria-label="Grants"
    />
  );
}

describe('TreeView', () => {
  test('draws the nodes as a tree: closed folders, opened by a press on their arrow, keys and type-ahead', () => {
    const onSelect = jest.fn();
    render(
      <TreeView
        nodes={nodes}
        nodesAs={nodesAs}
        expansionTrigger="iconContainer"
        onSelectedItemsChange={(_e, id) => onSelect(id)}
        aria-label="Things"
      />,
    );
    expect(screen.getByRole('tree', { name: 'Things' })).toBeTruthy();
    expect(shown()).toEqual(['Base', 'Trucks']);
    expect(item('Base').getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(item('Base').querySelector('.MuiTreeItem-iconContainer')!);
    expect(shown()).toEqual(['Base', 'Users', 'Menus', 'Trucks']);

    const tree = screen.getByRole('tree');
    fireEvent.focus(item('Base'));
    fireEvent.keyDown(item('Base'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Users'));
    fireEvent.keyDown(document.activeElement!, { key: 't' });
    expect(document.activeElement).toBe(item('Trucks'));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith('trucks');
    fireEvent.click(within(tree).getByText('Users'));
    expect(onSelect).toHaveBeenLastCalledWith('users');
  });

  test('a label can be more than text', () => {
    render(
      <TreeView
        nodes={[n('a', 'Alpha')]}
        nodesAs={{ ...nodesAs, label: (node) => <b data-testid="rich">{node.name}</b> }}
        aria-label="Rich"
      />,
    );
    expect(screen.getByTestId('rich').textContent).toBe('Alpha');
    expect(item('Alpha')).toBeTruthy();
  });

  const box = (name: string) => within(item(name)).getAllByRole('checkbox', { hidden: true })[0] as HTMLInputElement;

  test('ticking a closed folder ticks what is below it, once per press; a closed folder shows a tick inside it', () => {
    const onChange = jest.fn();
    render(<Ticks onChange={onChange} />);
    expect(shown()).toEqual(['Base', 'Trucks']);
    fireEvent.click(box('Base'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect([...onChange.mock.lastCall[0]].sort()).toEqual(['base', 'buttons', 'menus', 'users']);
    expect(box('Base').checked).toBe(true);
    expect(item('Base').getAttribute('aria-checked')).toBe('true');

    // Unticking one below unticks the folders above it, which then show it half-ticked, closed or open.
    fireEvent.click(item('Base').querySelector('.MuiTreeItem-iconContainer')!);
    fireEvent.click(box('Menus'));
    expect([...onChange.mock.lastCall[0]].sort()).toEqual(['users']);
    expect(item('Menus').getAttribute('aria-checked')).toBe('false');
    expect(item('Base').getAttribute('aria-checked')).toBe('mixed');
    expect(box('Base').getAttribute('data-indeterminate')).toBe('true');
    fireEvent.click(item('Base').querySelector('.MuiTreeItem-iconContainer')!);
    expect(item('Base').getAttribute('aria-expanded')).toBe('false');
    expect(item('Base').getAttribute('aria-checked')).toBe('mixed');

    // A key works as a press does.
    fireEvent.focus(item('Trucks'));
    fireEvent.keyDown(item('Trucks'), { key: ' ' });
    expect([...onChange.mock.lastCall[0]].sort()).toEqual(['trucks', 'users']);
  });

  test('a read-only tree shows its ticks and changes none', () => {
    const onChange = jest.fn();
    render(<Ticks onChange={onChange} readOnly initial={['trucks']} />);
    expect(box('Trucks').disabled).toBe(true);
    expect(box('Trucks').checked).toBe(true);
    expect(item('Trucks').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(box('Trucks'));
    fireEvent.click(within(item('Trucks')).getByText('Trucks'));
    fireEvent.focus(item('Trucks'));
    fireEvent.keyDown(item('Trucks'), { key: ' ' });
    expect(onChange).not.toHaveBeenCalled();
    expect(box('Trucks').checked).toBe(true);
  });
});
