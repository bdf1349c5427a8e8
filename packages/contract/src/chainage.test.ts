import { chainageText, parseChainage } from './chainage';

describe('chainage', () => {
  it('writes metres as a stake name, to the decimetre', () => {
    expect(chainageText(0)).toBe('K0+000');
    expect(chainageText(12345.6)).toBe('K12+345.6');
    expect(chainageText(2000)).toBe('K2+000');
    expect(chainageText(999.96)).toBe('K1+000');
    expect(chainageText(80.04)).toBe('K0+080');
  });

  it('reads stake names and plain metres, and nothing else', () => {
    expect(parseChainage('K12+345.6')).toBe(12345.6);
    expect(parseChainage(' k0 + 080 ')).toBe(80);
    expect(parseChainage('2400')).toBe(2400);
    expect(parseChainage('K1+1200')).toBeNull();
    expect(parseChainage('K1')).toBeNull();
    expect(parseChainage('12+345')).toBeNull();
    expect(parseChainage('')).toBeNull();
  });

  it('reads back what it writes', () => {
    for (const m of [0, 5.5, 999.9, 1000, 3199.4]) expect(parseChainage(chainageText(m))).toBe(m);
  });
});
