import { abbreviate, thousands } from './number';

describe('thousands', () => {
  it.each([
    [1234567.891, '1,234,567.891'],
    [1000, '1,000'],
    [999, '999'],
    [0, '0'],
    [-1234567, '-1,234,567'],
    [-0.5, '-0.5'],
    [0.12345, '0.12345'],
    ['9876543.21', '9,876,543.21'],
  ])('%p → %p', (input, expected) => {
    expect(thousands(input)).toBe(expected);
  });

  it.each([[NaN], [Infinity], [-Infinity], ['abc'], [''], [null], [undefined]])('gives "" for %p', (input) => {
    expect(thousands(input)).toBe('');
  });
});

describe('abbreviate', () => {
  it.each([
    [999, 1, '999'],
    [1000, 1, '1k'],
    [1234, 1, '1.2k'],
    [1250, 2, '1.25k'],
    [1200, 3, '1.2k'],
    [2_000_000, 1, '2M'],
    [3.5e9, 1, '3.5G'],
    [4e12, 0, '4T'],
    [5.25e15, 2, '5.25P'],
    [6e18, 1, '6E'],
    [7.5e21, 1, '7500E'],
    [999_999, 1, '1M'],
    [-1234, 1, '-1.2k'],
    [0, 1, '0'],
    [-5, 1, '-5'],
    [12.5, 1, '12.5'],
    ['1500', 1, '1.5k'],
  ])('abbreviate(%p, %p) → %p', (input, digits, expected) => {
    expect(abbreviate(input, digits)).toBe(expected);
  });

  it('treats odd digit counts sanely', () => {
    expect(abbreviate(1234, -2)).toBe('1k');
    expect(abbreviate(1234, NaN)).toBe('1k');
    expect(abbreviate(1234)).toBe('1.2k');
  });

  it.each([[NaN], [Infinity], ['k'], [null], [undefined]])('gives "" for %p', (input) => {
    expect(abbreviate(input, 1)).toBe('');
  });
});
