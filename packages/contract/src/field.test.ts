import { field, problemOf, problemText } from './field';

describe('problemOf', () => {
  const tile = field('tileAlarms', '预警', 'Alarms', 'bool', { required: true, default: 1 });
  const orders = field('orderNum', '顺序', 'Order', 'int', { min: 1, max: 6 });
  const date = field('testDate', '试验日期', 'Test date', 'date', { required: true });

  test('a switch is 1 or 0, without bounds of its own', () => {
    expect(problemOf(tile, 1)).toBeUndefined();
    expect(problemOf(tile, '0')).toBeUndefined();
    expect(problemOf(tile, 2)).toBe('max:1');
    expect(problemText(tile, problemOf(tile, 2)!, 'zh')).toMatch(/预警不能大于 1/);
    expect(problemOf(tile, -1)).toBe('min:0');
    expect(problemOf(tile, null)).toBe('required');
  });

  test('numbers keep their declared bounds and are integers where declared so', () => {
    expect(problemOf(orders, 7)).toBe('max:6');
    expect(problemOf(orders, '1.5')).toBe('integer');
    expect(problemOf(orders, '')).toBeUndefined();
  });

  test('a date must exist on the calendar', () => {
    expect(problemOf(date, '2026-02-28')).toBeUndefined();
    expect(problemOf(date, '2026-02-31')).toBe('date');
  });

  test('a time must exist on the clock', () => {
    const time = field('checkTime', '检查时间', 'Checked at', 'time');
    expect(problemOf(time, '2026-03-01 23:59:59')).toBeUndefined();
    expect(problemOf(time, '2026-03-01 99:99:99')).toBe('time');
    expect(problemOf(time, '2026-03-01 24:00:00')).toBe('time');
    expect(problemOf(time, '2026-03-01 12:60:00')).toBe('time');
  });
});
