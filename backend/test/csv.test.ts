import assert from 'node:assert/strict';
import { test } from 'node:test';
import { csvCell, csvLine } from '../src/kit/csv.js';

test('a CSV cell defuses what a spreadsheet would run as a formula, and leaves numbers, negative ones too', () => {
  assert.equal(csvCell(-3.5), '-3.5');
  assert.equal(csvCell('-3.5'), '-3.5');
  assert.equal(csvCell('-12'), '-12');
  assert.equal(csvCell('-1+2'), "'-1+2");
  assert.equal(csvCell('=HYPERLINK("x")'), `"'=HYPERLINK(""x"")"`);
  assert.equal(csvCell('+cmd|x'), "'+cmd|x");
  assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)");
  assert.equal(csvCell(null), '');
  assert.equal(csvLine(['a, b', -1, '-0.5']), '"a, b",-1,-0.5\r\n');
});
