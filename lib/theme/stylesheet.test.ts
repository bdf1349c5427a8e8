import { colorOfFile, serializeSheet, themeStylesheet, themeStylesheetPath } from './stylesheet';

test('a sheet: custom properties as they are, others in kebab case, at-rules around their selectors', () => {
  expect(
    serializeSheet(':root', { '--mui-spacing': '8px', colorScheme: 'light', '--mui-zIndex-modal': 1300, empty: '' }),
  ).toBe(':root{--mui-spacing:8px;color-scheme:light;--mui-zIndex-modal:1300;}');
  expect(
    serializeSheet('@media (prefers-color-scheme: dark)', { '.scheme-auto': { colorScheme: 'dark', '--x': '#000' } }),
  ).toBe('@media (prefers-color-scheme: dark){.scheme-auto{color-scheme:dark;--x:#000;}}');
});

test('the theme stylesheet: both schemes, the system fallback, the colour; versioned by content', () => {
  const { css, version } = themeStylesheet('#409EFF');
  expect(css).toContain(':root, .scheme-light{color-scheme:light;--mui-palette-primary-main:#409EFF;');
  expect(css).toMatch(/\.scheme-dark\{color-scheme:dark;/);
  expect(css).toMatch(/@media \(prefers-color-scheme: dark\)\{\.scheme-auto\{color-scheme:dark;/);
  expect(css).toContain('--mui-palette-primaryText:');
  expect(themeStylesheet('#409EFF').version).toBe(version);
  const other = themeStylesheet('#11A983');
  expect(other.css).toContain('--mui-palette-primary-main:#11A983;');
  expect(other.version).not.toBe(version);
  expect(themeStylesheetPath('#11A983')).toBe(`/theme/11A983.css?v=${other.version}`);
});

test('only a file named for an upper-case #RRGGBB colour is a theme stylesheet', () => {
  expect(colorOfFile('409EFF.css')).toBe('#409EFF');
  for (const file of ['409eff.css', '409EF.css', '409EFF.css.map', '../409EFF.css', '409EFF', 'GGGGGG.css'])
    expect(colorOfFile(file)).toBeNull();
});
