import { fromPickerValue, toPickerValue } from './site-time-input';

describe('site time in a date-and-time picker', () => {
  test('a site time shows in the picker and comes back as it was', () => {
    expect(toPickerValue('2026-03-14 08:05:09')).toBe('2026-03-14T08:05:09');
    expect(fromPickerValue(toPickerValue('2026-03-14 08:05:09'))).toBe('2026-03-14 08:05:09');
  });

  test('the picker leaves out zero seconds and may add fractions; the platform gets whole seconds', () => {
    expect(fromPickerValue('2026-03-14T08:05')).toBe('2026-03-14 08:05:00');
    expect(fromPickerValue('2026-03-14T08:05:09.250')).toBe('2026-03-14 08:05:09');
  });

  test('nothing whole is blank, either way', () => {
    expect(fromPickerValue('')).toBe('');
    expect(toPickerValue('')).toBe('');
    expect(toPickerValue('2026-03-14')).toBe('');
    expect(toPickerValue('yesterday')).toBe('');
  });
});
