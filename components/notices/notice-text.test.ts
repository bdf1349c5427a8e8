import { badgeText, figure, noticeFigures } from './notice-text';

const unitOf = (type: string) => ({ overSpeed: ' km/h', lowTemp: ' °C' })[type] ?? '?';

describe('notice text', () => {
  test('figures keep at most two decimals in the reader’s digits', () => {
    expect(figure(5.5912, 'en')).toBe('5.59');
    expect(figure(1234.5, 'en')).toBe('1,234.5');
    expect(figure(-2.88, 'zh')).toBe('-2.88');
    expect(figure(70, 'zh')).toBe('70');
  });

  test('an alarm’s value and limit with its type’s unit; none for a type without one', () => {
    expect(noticeFigures({ type: 'overSpeed', value: 5.591, threshold: 5 }, 'en', unitOf)).toEqual({
      value: '5.59',
      threshold: '5',
      unit: ' km/h',
    });
    expect(noticeFigures({ type: 'materialOver', value: -2.88, threshold: 2 }, 'zh', unitOf)).toEqual({
      value: '-2.88',
      threshold: '2',
      unit: '',
    });
  });

  test('an alarm without figures has none', () => {
    expect(noticeFigures({ type: 'labFail', value: 3 }, 'en', unitOf)).toBeNull();
  });

  test('the bell counts to 99, then 99+', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
