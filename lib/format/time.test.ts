import { formatTime, toDate } from './time';

// Expectations are built with local-time constructors so the tests pass in any time zone.
const local = new Date(2024, 0, 2, 3, 4, 5);

describe('formatTime', () => {
  it('defaults to YYYY-MM-DD HH:mm:ss', () => {
    expect(formatTime(local)).toBe('2024-01-02 03:04:05');
  });

  it('accepts epoch milliseconds, epoch seconds and digit strings alike', () => {
    const ms = local.getTime();
    expect(formatTime(ms)).toBe('2024-01-02 03:04:05');
    expect(formatTime(ms / 1000)).toBe('2024-01-02 03:04:05');
    expect(formatTime(String(ms / 1000))).toBe('2024-01-02 03:04:05');
    expect(formatTime(String(ms))).toBe('2024-01-02 03:04:05');
  });

  it('accepts ISO strings', () => {
    expect(formatTime('2024-01-02T03:04:05Z')).toBe(formatTime(Date.UTC(2024, 0, 2, 3, 4, 5)));
    expect(formatTime('2024-01-02T03:04:05')).toBe('2024-01-02 03:04:05');
  });

  it('knows the short tokens and copies everything else', () => {
    expect(formatTime(local, 'M月D日 H时mm分')).toBe('1月2日 3时04分');
    expect(formatTime(local, 'YY/MM/DD')).toBe('24/01/02');
    expect(formatTime(new Date(2024, 10, 25, 23, 59, 1), 'MM-DD HH:mm:ss')).toBe('11-25 23:59:01');
  });

  it('does not mutate a Date it is given', () => {
    const date = new Date(local);
    formatTime(date);
    expect(date.getTime()).toBe(local.getTime());
  });

  it.each([
    [null],
    [undefined],
    [''],
    [0],
    ['0'],
    [-1],
    [-1700000000],
    [NaN],
    [Infinity],
    ['not a date'],
    [new Date(NaN)],
  ])('gives "" for %p', (value) => {
    expect(formatTime(value as never)).toBe('');
    expect(toDate(value as never)).toBeNull();
  });
});
