/**
 * Light, dark or follow-the-system. The mode lives in a cookie so the root layout
 * renders the right scheme on the server; both palettes are CSS variables (lib/theme/theme.ts) and
 * the class on <html> picks one, so switching needs no new styles, only another class.
 */
export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export type ColorScheme = 'light' | 'dark';

export const COLOR_MODE_COOKIE = 'color-mode';
/** Light for everyone who never chose, whatever their system prefers. */
export const DEFAULT_COLOR_MODE: ColorMode = 'light';

/** MUI's `colorSchemeSelector`: `.scheme-light` / `.scheme-dark` on <html>. */
export const SCHEME_SELECTOR = '.scheme-%s';
export const schemeClass = (scheme: ColorScheme) => `scheme-${scheme}`;
/**
 * Rendered for "system" when the server cannot tell the preference (no client hint: the first
 * request, or JavaScript off, when Chromium sends no hints). The theme's style sheet gives it the
 * dark variables under `@media (prefers-color-scheme: dark)`, so even that first paint is right.
 */
export const AUTO_SCHEME_CLASS = 'scheme-auto';
/** What Chromium reports once asked to through `Accept-CH`. */
export const COLOR_SCHEME_HINT = 'Sec-CH-Prefers-Color-Scheme';

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value);
}

/** A cookie is the visitor's to rewrite: anything but a known mode counts as none. */
export function toColorMode(value: string | undefined | null): ColorMode {
  return isColorMode(value) ? value : DEFAULT_COLOR_MODE;
}

/** The client hint's value, which browsers send quoted (`"dark"`) as a structured-header string. */
export function schemeFromHint(value: string | undefined | null): ColorScheme | null {
  const bare = value?.trim().replace(/^"(.*)"$/, '$1');
  return bare === 'dark' || bare === 'light' ? bare : null;
}

/** The class the server puts on <html>. */
export function htmlSchemeClass(mode: ColorMode, hint: string | undefined | null): string {
  if (mode !== 'system') return schemeClass(mode);
  const scheme = schemeFromHint(hint);
  return scheme ? schemeClass(scheme) : AUTO_SCHEME_CLASS;
}

/**
 * For "system": sets the explicit class from matchMedia before the first paint, so the page and
 * MUI (which takes over after hydration, and follows later changes) agree from the start. A fixed
 * string built from constants, never from request input: it runs with the page's CSP nonce.
 */
export const SYSTEM_SCHEME_SCRIPT = [
  '(function(){try{',
  "var d=window.matchMedia('(prefers-color-scheme: dark)').matches;",
  'var c=document.documentElement.classList;',
  `c.remove('${AUTO_SCHEME_CLASS}','${schemeClass('light')}','${schemeClass('dark')}');`,
  `c.add(d?'${schemeClass('dark')}':'${schemeClass('light')}');`,
  '}catch(e){}})();',
].join('');
