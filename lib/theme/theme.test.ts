import { ratio, parseHex } from './contrast';
import { DARK_PAPER, DARK_RAISED, buildTheme, schemePalettes, withSystemFallback } from './theme';

// components/shell/theme-picker.tsx's presets (not imported: a client component)
const PRESETS = ['#409EFF', '#1890FF', '#304156', '#212121', '#11A983', '#13C2C2', '#6959CD', '#F5222D'];

type Sheets = Record<string, Record<string, string>>[];
const sheetsOf = (color: string) =>
  (buildTheme(color) as unknown as { generateStyleSheets: () => Sheets }).generateStyleSheets();

describe('schemePalettes', () => {
  it.each([...PRESETS, '#000000', '#0000FF', '#FFFF00', '#777777'])(
    '%s: primary text reaches 4.5:1 on the paper of each scheme',
    (color) => {
      const { light, dark } = schemePalettes(color);
      expect(ratio(parseHex(light!.primaryText!)!, parseHex('#FFFFFF')!)).toBeGreaterThanOrEqual(4.5);
      // The raised dark surface (dialogs) is the lightest one; the bare paper is darker still.
      expect(ratio(parseHex(dark!.primaryText!)!, parseHex(DARK_RAISED)!)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(parseHex(dark!.primaryText!)!, parseHex(DARK_PAPER)!)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('draws a dark primary lighter in the dark scheme, and the default darker in the light one', () => {
    expect(schemePalettes('#304156').dark!.primaryText).not.toBe('#304156');
    expect(schemePalettes('#409EFF').light!.primaryText).not.toBe('#409EFF');
    // Surfaces (contained buttons, the active tab) keep the chosen colour in both.
    expect(schemePalettes('#304156').dark!.primary).toMatchObject({ main: '#304156' });
  });
});

describe('the theme style sheet', () => {
  it('holds both schemes as variables, each with its own primary text', () => {
    const sheets = sheetsOf('#212121');
    const light = sheets.find((s) => ':root, .scheme-light' in s)?.[':root, .scheme-light'];
    const dark = sheets.find((s) => '.scheme-dark' in s)?.['.scheme-dark'];
    expect(light?.['--mui-palette-primaryText']).toBe('#212121');
    expect(dark?.['--mui-palette-primaryText']).not.toBe('#212121');
    expect(dark?.colorScheme).toBe('dark');
    expect(dark?.['--mui-palette-background-default']).toBeDefined();
  });

  it('repeats the dark variables for .scheme-auto under the dark media query, last', () => {
    const sheets = sheetsOf('#409EFF');
    const last = sheets[sheets.length - 1] as unknown as Record<string, Record<string, unknown>>;
    const dark = sheets.find((s) => '.scheme-dark' in s)?.['.scheme-dark'];
    expect(last['@media (prefers-color-scheme: dark)']['.scheme-auto']).toEqual(dark);
  });

  it('adds nothing when there is no dark sheet', () => {
    const sheets = [{ ':root': { '--a': '1' } }];
    expect(withSystemFallback(sheets)).toBe(sheets);
  });

  it('styles primary text through the variable, so it follows the scheme class', () => {
    const theme = buildTheme('#11A983');
    expect(theme.vars?.palette.primaryText).toMatch(/^var\(--mui-palette-primaryText/);
  });
});
