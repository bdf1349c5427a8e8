import { alarmEvent, badgeText, figure, level3ToTell, noticeFigures } from './notice-text';

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

  test('a live alarm is read field by field; what is not one is dropped', () => {
    expect(
      alarmEvent({ id: 7, domain: 'zd', type: 'overSpeed', level: 3, t: '2026-03-15 10:00:00', value: 5.2 }),
    ).toEqual({
      id: 7,
      domain: 'zd',
      type: 'overSpeed',
      level: 3,
      t: '2026-03-15 10:00:00',
      deviceCode: undefined,
      value: 5.2,
      threshold: undefined,
      place: undefined,
    });
    expect(alarmEvent(undefined)).toBeNull();
    expect(alarmEvent({ id: '7', domain: 'zd', type: 'overSpeed', level: 3, t: 'x' })).toBeNull();
    expect(alarmEvent({ id: 7, domain: 'zd', level: 3, t: 'x' })).toBeNull();
  });

  test('level 3 is told once, the plants’ left to their batch notice', () => {
    const a = (id: number, domain: string, level: number) => ({ id, domain, type: 't', level, t: '' });
    const burst = [a(1, 'zd', 3), a(2, 'bhz', 3), a(3, 'hj', 2), a(4, 'lab', 3)];
    expect(level3ToTell(burst, new Set()).map((x) => x.id)).toEqual([1, 4]);
    expect(level3ToTell(burst, new Set([1])).map((x) => x.id)).toEqual([4]);
  });
});
