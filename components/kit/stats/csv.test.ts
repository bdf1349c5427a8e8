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

describe('toCsv and formulas', () => {
  test('text a spreadsheet would run as a formula is defused; numbers, negative ones too, are not', () => {
    const csv = toCsv({
      columns: [
        { key: 'a', title: '=HYPERLINK("x")' },
        { key: 'b', title: '值', numeric: true },
      ],
      rows: [
        { a: '=1+1', b: -3.5 },
        { a: '+cmd|x', b: 0 },
        { a: '-2', b: null },
        { a: '-1+2', b: null },
        { a: '@SUM(A1)', b: 7 },
        { a: '\tx', b: 1 },
      ],
    });
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF"\'=HYPERLINK(""x"")",值',
      "'=1+1,-3.5",
      "'+cmd|x,0",
      // A negative number written as text stays a number; text that only starts like one does not.
      '-2,',
      "'-1+2,",
      "'@SUM(A1),7",
      "'\tx,1",
      '',
    ]);
  });
});
