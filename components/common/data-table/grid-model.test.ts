import { cellText, moveCell, nextSort, sortRows } from './grid-model';
import type { TableColumn } from './types';

type Row = { id: number; name: string; weight: number | null };

describe('moveCell', () => {
  const extent = { rows: 5, cols: 4, pageRows: 2 };
  it('moves by one with the arrows and stops at the edges (the header is row 0)', () => {
    expect(moveCell({ row: 0, col: 0 }, 'ArrowDown', false, extent)).toEqual({ row: 1, col: 0 });
    expect(moveCell({ row: 0, col: 0 }, 'ArrowUp', false, extent)).toEqual({ row: 0, col: 0 });
    expect(moveCell({ row: 2, col: 3 }, 'ArrowRight', false, extent)).toEqual({ row: 2, col: 3 });
    expect(moveCell({ row: 2, col: 3 }, 'ArrowLeft', false, extent)).toEqual({ row: 2, col: 2 });
    expect(moveCell({ row: 5, col: 1 }, 'ArrowDown', false, extent)).toEqual({ row: 5, col: 1 });
  });
  it('goes to the row ends with Home/End and to the corners with Ctrl', () => {
    expect(moveCell({ row: 3, col: 2 }, 'Home', false, extent)).toEqual({ row: 3, col: 0 });
    expect(moveCell({ row: 3, col: 1 }, 'End', false, extent)).toEqual({ row: 3, col: 3 });
    expect(moveCell({ row: 3, col: 2 }, 'Home', true, extent)).toEqual({ row: 0, col: 0 });
    expect(moveCell({ row: 1, col: 0 }, 'End', true, extent)).toEqual({ row: 5, col: 3 });
  });
  it('pages by a screenful within the rows', () => {
    expect(moveCell({ row: 1, col: 1 }, 'PageDown', false, extent)).toEqual({ row: 3, col: 1 });
    expect(moveCell({ row: 4, col: 1 }, 'PageDown', false, extent)).toEqual({ row: 5, col: 1 });
    expect(moveCell({ row: 1, col: 1 }, 'PageUp', false, extent)).toEqual({ row: 0, col: 1 });
  });
  it('leaves other keys to the browser', () => {
    expect(moveCell({ row: 1, col: 1 }, 'a', false, extent)).toBeNull();
    expect(moveCell({ row: 1, col: 1 }, 'Tab', false, extent)).toBeNull();
  });
  it('stays on the header of a table without rows', () => {
    expect(moveCell({ row: 0, col: 1 }, 'ArrowDown', false, { rows: 0, cols: 2, pageRows: 3 })).toEqual({
      row: 0,
      col: 1,
    });
  });
});

describe('nextSort', () => {
  it('cycles ascending, descending, none, and starts a new column ascending', () => {
    expect(nextSort([], 'name')).toEqual([{ field: 'name', sort: 'asc' }]);
    expect(nextSort([{ field: 'name', sort: 'asc' }], 'name')).toEqual([{ field: 'name', sort: 'desc' }]);
    expect(nextSort([{ field: 'name', sort: 'desc' }], 'name')).toEqual([]);
    expect(nextSort([{ field: 'name', sort: 'desc' }], 'weight')).toEqual([{ field: 'weight', sort: 'asc' }]);
  });
});

describe('sortRows and cellText', () => {
  const columns: TableColumn<Row>[] = [
    { field: 'name', headerName: 'Name' },
    { field: 'weight', headerName: 'Weight', type: 'number' },
  ];
  const rows: Row[] = [
    { id: 1, name: 'b10', weight: 1200.5 },
    { id: 2, name: 'b9', weight: null },
    { id: 3, name: 'a', weight: 30 },
    { id: 4, name: 'c', weight: 30 },
  ];
  const ids = (r: readonly Row[]) => r.map((x) => x.id);
  it('sorts numbers as numbers, stably, with empty values last either way', () => {
    expect(ids(sortRows(rows, columns, [{ field: 'weight', sort: 'asc' }], 'en'))).toEqual([3, 4, 1, 2]);
    expect(ids(sortRows(rows, columns, [{ field: 'weight', sort: 'desc' }], 'en'))).toEqual([1, 3, 4, 2]);
  });
  it('sorts text with numbers inside in their order', () => {
    expect(ids(sortRows(rows, columns, [{ field: 'name', sort: 'asc' }], 'en'))).toEqual([3, 2, 1, 4]);
  });
  it('keeps the order without a sort or for an unknown column', () => {
    expect(ids(sortRows(rows, columns, [], 'en'))).toEqual([1, 2, 3, 4]);
    expect(ids(sortRows(rows, columns, [{ field: 'nope', sort: 'asc' }], 'en'))).toEqual([1, 2, 3, 4]);
  });
  it('draws numbers with grouping and nothing for no value', () => {
    expect(cellText(columns[1], rows[0], 1200.5, 'zh')).toBe('1,200.5');
    expect(cellText(columns[1], rows[1], null, 'en')).toBe('');
    expect(cellText({ ...columns[1], valueFormatter: (v: number) => `${v} t` }, rows[0], 3, 'en')).toBe('3 t');
  });
});
