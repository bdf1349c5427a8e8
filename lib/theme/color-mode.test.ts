import {
  AUTO_SCHEME_CLASS,
  DEFAULT_COLOR_MODE,
  SYSTEM_SCHEME_SCRIPT,
  htmlSchemeClass,
  isColorMode,
  schemeFromHint,
  toColorMode,
} from './color-mode';

describe('toColorMode', () => {
  it.each(['light', 'dark', 'system'] as const)('keeps %s', (mode) => {
    expect(toColorMode(mode)).toBe(mode);
  });

  it.each([undefined, null, '', 'Dark', 'auto', 'dark;', '"dark"', 'system '])(
    'reads %p as the default (light)',
    (value) => {
      expect(toColorMode(value)).toBe('light');
      expect(DEFAULT_COLOR_MODE).toBe('light');
    },
  );
});

describe('isColorMode', () => {
  it('accepts only the three strings', () => {
    expect(isColorMode('system')).toBe(true);
    expect(isColorMode(['dark'])).toBe(false);
    expect(isColorMode({ toString: () => 'dark' })).toBe(false);
    expect(isColorMode('constructor')).toBe(false);
  });
});

describe('schemeFromHint', () => {
  it('reads the quoted structured-header value Chromium sends, and a bare one', () => {
    expect(schemeFromHint('"dark"')).toBe('dark');
    expect(schemeFromHint(' "light" ')).toBe('light');
    expect(schemeFromHint('dark')).toBe('dark');
  });

  it.each([undefined, null, '', '"no-preference"', '"dark', 'DARK', '"dark","light"'])('ignores %p', (value) => {
    expect(schemeFromHint(value)).toBeNull();
  });
});

describe('htmlSchemeClass', () => {
  it('follows an explicit mode whatever the hint says', () => {
    expect(htmlSchemeClass('dark', '"light"')).toBe('scheme-dark');
    expect(htmlSchemeClass('light', '"dark"')).toBe('scheme-light');
  });

  it('follows the hint for system, and leaves it to CSS without one', () => {
    expect(htmlSchemeClass('system', '"dark"')).toBe('scheme-dark');
    expect(htmlSchemeClass('system', '"light"')).toBe('scheme-light');
    expect(htmlSchemeClass('system', null)).toBe(AUTO_SCHEME_CLASS);
    expect(htmlSchemeClass('system', 'bogus')).toBe(AUTO_SCHEME_CLASS);
  });
});

describe('SYSTEM_SCHEME_SCRIPT', () => {
  // Runs the inline script against a fake document, as the browser would before first paint.
  function run(dark: boolean, initial: string[]) {
    const classes = new Set(initial);
    const classList = {
      remove: (...names: string[]) => names.forEach((n) => classes.delete(n)),
      add: (n: string) => classes.add(n),
    };
    const window = { matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && dark }) };
    new Function('window', 'document', SYSTEM_SCHEME_SCRIPT)(window, { documentElement: { classList } });
    return [...classes].sort();
  }

  it('replaces the server guess with what the system prefers', () => {
    expect(run(true, [AUTO_SCHEME_CLASS])).toEqual(['scheme-dark']);
    expect(run(false, [AUTO_SCHEME_CLASS])).toEqual(['scheme-light']);
    expect(run(true, ['scheme-light'])).toEqual(['scheme-dark']);
    expect(run(false, ['scheme-dark', 'other'])).toEqual(['other', 'scheme-light']);
  });

  it('never throws, even without matchMedia', () => {
    expect(() => new Function('window', 'document', SYSTEM_SCHEME_SCRIPT)({}, {})).not.toThrow();
  });
});
