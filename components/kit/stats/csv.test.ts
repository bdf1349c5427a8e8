import { toCsv } from './csv';

describe('toCsv', () => {
  test('headers, rows, quoting and empty cells', () => {
    const csv = toCsv({
      columns: [
        { key: 'a', title: '材料' },
        { key: 'b', title: 'Note, with comma', numeric: true },
      ],
      rows: [
        { a: 'He said "hi"', b: 1.5 },
        { a: 'x', b: null },
      ],
    });
    expect(csv).toBe('\uFEFF材料,"Note, with comma"\r\n"He said ""hi""",1.5\r\nx,\r\n');
  });
});
