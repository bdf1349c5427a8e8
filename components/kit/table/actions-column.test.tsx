/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DELETE, EDIT } from './action-looks';
import { actionsColumn, type RowActionDef } from './actions-column';

type Row = { id: number; name: string };
const row: Row = { id: 7, name: 'alice' };
const edit = jest.fn();
const remove = jest.fn();
const actions: RowActionDef<Row>[] = [
  { ...EDIT, code: 'x:btn_edit', label: 'Edit', onClick: edit },
  { ...DELETE, code: 'x:btn_del', label: (r) => `Delete ${r.name}`, onClick: remove },
];
const holding =
  (...codes: string[]) =>
  (code: string | undefined) =>
    code === undefined || codes.includes(code);

function renderCell(columns: ReturnType<typeof actionsColumn<Row>>) {
  const cell = columns[0].renderCell!({ row, value: undefined }) as ReactElement;
  const onRowClick = jest.fn();
  render(<div onClick={onRowClick}>{cell}</div>);
  return { onRowClick };
}

describe('actionsColumn', () => {
  beforeEach(() => jest.clearAllMocks());

  test('is left out when the user holds none of the codes', () => {
    expect(actionsColumn(holding(), 'Actions', actions)).toEqual([]);
  });

  test('shows the granted actions, named (per row where asked), and widens with their number', () => {
    const both = actionsColumn(holding('x:btn_edit', 'x:btn_del'), 'Actions', actions);
    const one = actionsColumn(holding('x:btn_del'), 'Actions', actions);
    expect(both).toHaveLength(1);
    expect(both[0]).toMatchObject({ field: 'actions', headerName: 'Actions', sortable: false });
    expect(both[0].width).toBeGreaterThan(one[0].width!);
    renderCell(one);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete alice' })).toBeTruthy();
  });

  test('an action without a code is everyone’s', () => {
    const open = jest.fn();
    renderCell(actionsColumn<Row>(holding(), '', [{ label: 'Open', icon: EDIT.icon, onClick: open }]));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(open).toHaveBeenCalledWith(row);
  });

  test('a click acts on the row and does not reach the row itself', () => {
    const { onRowClick } = renderCell(actionsColumn(holding('x:btn_edit', 'x:btn_del'), 'Actions', actions));
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(edit).toHaveBeenCalledWith(row);
    expect(remove).not.toHaveBeenCalled();
    expect(onRowClick).not.toHaveBeenCalled();
  });
});
