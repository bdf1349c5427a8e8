import {
  DARK_TEXT,
  LIGHT_TEXT,
  MIN_CONTRAST,
  blendOver,
  buttonTextColor,
  checkThemeColor,
  parseHex,
  ratio,
  readableOn,
} from './contrast';

// components/shell/theme-picker.tsx's presets (not imported: a client component)
const PRESETS = ['#409EFF', '#1890FF', '#304156', '#212121', '#11A983', '#13C2C2', '#6959CD', '#F5222D'];
import { DEFAULT_THEME_COLOR } from './theme';

describe('ratio', () => {
  it('matches the WCAG reference values', () => {
    expect(ratio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    expect(ratio([255, 255, 255], [255, 255, 255])).toBe(1);
    // #767676 is the classic lightest grey that passes AA with white.
    expect(ratio([255, 255, 255], parseHex('#767676')!)).toBeGreaterThanOrEqual(4.5);
    expect(ratio([255, 255, 255], parseHex('#777777')!)).toBeLessThan(4.5);
  });

  it('is symmetric', () => {
    const a = parseHex('#409EFF')!;
    const b = parseHex('#303133')!;
    expect(ratio(a, b)).toBe(ratio(b, a));
  });
});

describe('parseHex', () => {
  it('reads #rrggbb and #rgb, any case', () => {
    expect(parseHex('#409eff')).toEqual([64, 158, 255]);
    expect(parseHex('#FFF')).toEqual([255, 255, 255]);
    expect(parseHex('409EFF')).toEqual([64, 158, 255]);
  });
  it.each([[''], ['#12345'], ['#GGGGGG'], ['red'], ['rgb(1,2,3)']])('rejects %p', (value) => {
    expect(parseHex(value)).toBeNull();
  });
});

describe('checkThemeColor', () => {
  it('allows the default #409EFF with near-black text (white would be only ~2.8:1)', () => {
    expect(ratio([255, 255, 255], parseHex(DEFAULT_THEME_COLOR)!)).toBeCloseTo(2.78, 2);
    const check = checkThemeColor(DEFAULT_THEME_COLOR)!;
    expect(check.ok).toBe(true);
    expect(check.text).toBe(DARK_TEXT);
    expect(check.ratio).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('keeps white text on dark colours', () => {
    expect(checkThemeColor('#304156')).toMatchObject({ ok: true, text: LIGHT_TEXT });
    expect(checkThemeColor('#000000')!.ratio).toBeCloseTo(21, 5);
  });

  it('uses near-black text on light colours', () => {
    expect(checkThemeColor('#FFFFFF')).toMatchObject({ ok: true, text: DARK_TEXT });
    expect(checkThemeColor('#FAAD14')).toMatchObject({ ok: true, text: DARK_TEXT });
  });

  it.each([['#777777'], ['#0077DD'], ['#887700'], ['#CC11DD']])('refuses the mid-tone %p', (color) => {
    const check = checkThemeColor(color)!;
    expect(check.ok).toBe(false);
    expect(check.ratio).toBeLessThan(MIN_CONTRAST);
  });

  it('gives null for an invalid value', () => {
    expect(checkThemeColor('blue')).toBeNull();
  });
});

describe('buttonTextColor', () => {
  it('is the checked text colour, white when the value cannot be read', () => {
    expect(buttonTextColor('#212121')).toBe(LIGHT_TEXT);
    expect(buttonTextColor('#409EFF')).toBe(DARK_TEXT);
    expect(buttonTextColor('nonsense')).toBe(LIGHT_TEXT);
  });
});

describe('readableOn', () => {
  it('keeps a colour that already reads', () => {
    expect(readableOn('#304156', '#FFFFFF')).toBe('#304156');
  });

  it('darkens the default #409EFF for text on white, no further than needed', () => {
    const text = readableOn(DEFAULT_THEME_COLOR, '#FFFFFF');
    expect(ratio(parseHex(text)!, [255, 255, 255])).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(ratio(parseHex(text)!, [255, 255, 255])).toBeLessThan(6);
  });

  it('lightens a colour for text on the dark sidebar', () => {
    const text = readableOn('#40BA9B', '#304156');
    expect(ratio(parseHex(text)!, parseHex('#304156')!)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(readableOn('#304156', '#304156')).not.toBe('#304156');
  });

  it.each(PRESETS)('gives readable text on white for the preset %s', (color) => {
    expect(ratio(parseHex(readableOn(color, '#FFFFFF'))!, [255, 255, 255])).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it("reads MUI's rgb() shades too", () => {
    expect(readableOn('rgb(64, 186, 155)', '#304156')).toBe(readableOn('#40BA9B', '#304156'));
  });

  it('returns what it cannot read (names, translucent colours)', () => {
    expect(readableOn('red', '#FFFFFF')).toBe('red');
    expect(readableOn('rgba(1, 2, 3, 0.5)', '#FFFFFF')).toBe('rgba(1, 2, 3, 0.5)');
  });
});

describe('blendOver', () => {
  it('mixes in sRGB like a browser painting a translucent layer', () => {
    expect(blendOver('#000000', '#FFFFFF', 0.5)).toBe('#808080');
    expect(blendOver('#121212', '#FFFFFF', 0)).toBe('#121212');
    expect(blendOver('#121212', '#FFFFFF', 1)).toBe('#FFFFFF');
    // MUI's elevation-24 overlay on its dark paper.
    expect(blendOver('#121212', '#FFFFFF', 0.165)).toBe('#393939');
  });

  it('is null for what it cannot read', () => {
    expect(blendOver('nope', '#FFFFFF', 0.5)).toBeNull();
  });
});

describe('readableOn, as drawn', () => {
  // Every colour a picker could produce, on the surfaces the console draws theme-coloured text on.
  const samples = Array.from({ length: 216 }, (_, i) => {
    const c = [Math.floor(i / 36), Math.floor(i / 6) % 6, i % 6].map((v) => (v * 51).toString(16).padStart(2, '0'));
    return `#${c.join('')}`;
  });
  it.each(['#FFFFFF', '#304156', '#171A20', '#393939'])('the hex it returns reaches 4.5:1 on %s', (bg) => {
    for (const color of [...samples, '#59677E', '#304156', '#409EFF']) {
      expect(ratio(parseHex(readableOn(color, bg))!, parseHex(bg)!)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });
});
