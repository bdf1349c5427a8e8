import { createTheme } from '@mui/material/styles';
import { AUTO_SCHEME_CLASS, SCHEME_SELECTOR, schemeClass } from './color-mode';
import { blendOver, buttonTextColor, readableOn } from './contrast';

declare module '@mui/material/styles' {
  // Primary-coloured *text*, per scheme (a CSS variable, so it follows the class on <html>).
  interface Palette {
    primaryText: string;
  }
  interface PaletteOptions {
    primaryText?: string;
  }
  // The theme uses CSS variables (MUI's switch for the typings of `theme.vars` and the provider's props).
  interface CssThemeVariables {
    enabled: true;
  }
}

export const DEFAULT_THEME_COLOR = '#409EFF';
/** A finger's target (WCAG 2.5.5): the dense desk sizes stay for a mouse, touch screens get 44 px buttons. */
const COARSE_POINTER = '@media (pointer: coarse)';
const TOUCH_TARGET = 44;
export const THEME_COOKIE = 'theme-color';
/** The sidebar's background (vue-element-admin's); its highlight colours are made readable on it. */
export const SIDEBAR_BG = '#304156';
const PAPER = '#FFFFFF';
const LIGHT_BG = '#f0f2f5';
// Dark surfaces a little bluer than MUI's #121212, like the sidebar; the page sits below the paper.
export const DARK_BG = '#101318';
export const DARK_PAPER = '#171A20';
// MUI's white overlay on an elevation-24 paper (dialogs): the lightest surface primary text sits on
// in the dark scheme (getOverlayAlpha(24) = 0.165). Text readable there is readable on the rest.
export const DARK_RAISED = blendOver(DARK_PAPER, '#FFFFFF', 0.165)!;

export function toThemeColor(value: string | undefined | null): string {
  return value && /^#[0-9a-fA-F]{6}$/.test(value) ? value.toUpperCase() : DEFAULT_THEME_COLOR;
}

// Building a theme takes milliseconds (createTheme with CSS variables), too much for every server
// render (docs/benchmarks.md, server rendering). Themes are immutable once built: keep the few in use.
const built = new Map<string, ReturnType<typeof createConsoleTheme>>();
const MAX_BUILT = 16;

/** Built locally from the chosen colour (no stylesheet from a CDN); dense, like the platform's "mini" size. */
export function buildTheme(primary: string) {
  let theme = built.get(primary);
  if (!theme) {
    if (built.size >= MAX_BUILT) built.clear();
    theme = createConsoleTheme(primary);
    built.set(primary, theme);
  }
  return theme;
}

type SchemePaletteOptions = NonNullable<Parameters<typeof createTheme>[0]>['palette'];

/** Both schemes' palettes for a primary colour: same surfaces for buttons, text made readable per scheme. */
export function schemePalettes(primary: string): { light: SchemePaletteOptions; dark: SchemePaletteOptions } {
  const main = { main: primary, contrastText: buttonTextColor(primary) };
  // WCAG AA for text on coloured surfaces (contrastThreshold), in both schemes.
  return {
    light: {
      contrastThreshold: 4.5,
      primary: main,
      primaryText: readableOn(primary, PAPER),
      background: { default: LIGHT_BG, paper: PAPER },
    },
    dark: {
      contrastThreshold: 4.5,
      primary: main,
      primaryText: readableOn(primary, DARK_RAISED),
      background: { default: DARK_BG, paper: DARK_PAPER },
    },
  };
}

type StyleSheet = Record<string, unknown>;

/**
 * MUI emits `:root, .scheme-light {…}` and `.scheme-dark {…}`. For "system" without a client hint
 * the server renders `.scheme-auto`; the dark variables are repeated for it under the media query,
 * after the rest so they win over `:root`. A page without JavaScript is then right on first paint.
 */
export function withSystemFallback(sheets: StyleSheet[]): StyleSheet[] {
  const selector = `.${schemeClass('dark')}`;
  const css = sheets.find((sheet) => selector in sheet)?.[selector];
  if (!css) return sheets;
  return [...sheets, { '@media (prefers-color-scheme: dark)': { [`.${AUTO_SCHEME_CLASS}`]: css } }];
}

function createConsoleTheme(primary: string) {
  // Primary-coloured *text* (focused labels, text and outlined buttons, links, selected tabs) must
  // reach 4.5:1 too (WCAG 1.4.3). The default #409EFF reaches 2.78:1 on white, so such text is drawn
  // in the nearest shade that does, per scheme (palette.primaryText); surfaces keep `main`.
  const onPrimary = <T extends { color?: string }>(ownerState: T, style: object) =>
    ownerState.color === 'primary' ? style : {};
  const palettes = schemePalettes(primary);
  const theme = createTheme({
    cssVariables: { colorSchemeSelector: SCHEME_SELECTOR },
    colorSchemes: { light: { palette: palettes.light }, dark: { palette: palettes.dark } },
    typography: {
      fontFamily:
        '"Helvetica Neue", Helvetica, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK ' +
        'SC", Arial, sans-serif',
    },
    components: {
      // WCAG 2.3.3: a reader who asked the system for less motion gets the same screens without animation
      // (dialogs, menus, ripples, the sidebar's collapse, progress bars).
      MuiCssBaseline: {
        styleOverrides: {
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              // None rather than the usual near-zero duration: that would give every element a transition of
              // `all`, and an inherited `visibility` would then lag a frame behind its parent's (a drawer that
              // opens before its links can take focus).
              transition: 'none !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
      MuiButton: {
        defaultProps: { size: 'small' },
        styleOverrides: {
          root: ({ ownerState, theme }) => ({
            ...(ownerState.variant === 'contained'
              ? {}
              : onPrimary(ownerState, { color: theme.vars.palette.primaryText })),
            [COARSE_POINTER]: { minHeight: TOUCH_TARGET },
          }),
        },
      },
      MuiLink: {
        styleOverrides: {
          root: ({ ownerState, theme }) => onPrimary(ownerState, { color: theme.vars.palette.primaryText }),
        },
      },
      MuiFormLabel: {
        styleOverrides: {
          root: ({ ownerState, theme }) =>
            onPrimary(ownerState, { '&.Mui-focused:not(.Mui-error)': { color: theme.vars.palette.primaryText } }),
        },
      },
      MuiOutlinedInput: {
        styleOverrides: {
          root: ({ ownerState, theme }) =>
            onPrimary(ownerState, {
              '&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline': {
                borderColor: theme.vars.palette.primaryText,
              },
            }),
        },
      },
      MuiTab: {
        styleOverrides: {
          root: ({ ownerState, theme }) =>
            ownerState.textColor === 'primary' ? { '&.Mui-selected': { color: theme.vars.palette.primaryText } } : {},
        },
      },
      MuiIconButton: {
        defaultProps: { size: 'small' },
        styleOverrides: { root: { [COARSE_POINTER]: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } } },
      },
      MuiTextField: { defaultProps: { size: 'small' } },
      MuiFormControl: { defaultProps: { size: 'small' } },
      MuiSelect: { defaultProps: { size: 'small' } },
      MuiChip: { defaultProps: { size: 'small' } },
      MuiTable: { defaultProps: { size: 'small' } },
      MuiToolbar: { defaultProps: { variant: 'dense' } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  });
  // Not in the public Theme type, but what ThemeProvider calls for the variables' style sheet.
  const withSheets = theme as typeof theme & { generateStyleSheets: () => StyleSheet[] };
  const generate = withSheets.generateStyleSheets;
  withSheets.generateStyleSheets = () => withSystemFallback(generate());
  return theme;
}
