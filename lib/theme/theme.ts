import { createTheme } from '@mui/material/styles';
import { buttonTextColor, readableOn } from './contrast';

export const DEFAULT_THEME_COLOR = '#409EFF';
export const THEME_COOKIE = 'theme-color';
/** The sidebar's background (vue-element-admin's); its highlight colours are made readable on it. */
export const SIDEBAR_BG = '#304156';
const PAPER = '#FFFFFF';

export function toThemeColor(value: string | undefined | null): string {
  return value && /^#[0-9a-fA-F]{6}$/.test(value) ? value.toUpperCase() : DEFAULT_THEME_COLOR;
}

// Building a theme takes milliseconds (createTheme with CSS variables); the server rendered one per
// request (BENCHMARKS.md, server rendering). Themes are immutable once built: keep the few in use.
const built = new Map<string, ReturnType<typeof createConsoleTheme>>();
const MAX_BUILT = 16;

/** Built locally from the chosen colour (no stylesheet from a CDN); dense like the spec's "mini" size. */
export function buildTheme(primary: string) {
  let theme = built.get(primary);
  if (!theme) {
    if (built.size >= MAX_BUILT) built.clear();
    theme = createConsoleTheme(primary);
    built.set(primary, theme);
  }
  return theme;
}

function createConsoleTheme(primary: string) {
  // Primary-coloured *text* on white (focused labels, text and outlined buttons, links, selected
  // tabs) must reach 4.5:1 too (WCAG 1.4.3). The default #409EFF reaches 2.78:1, so such text is
  // drawn in the nearest darker shade that does; surfaces keep `main` (with `contrastText` on them).
  const primaryText = readableOn(primary, PAPER);
  const onPrimary = <T extends { color?: string }>(ownerState: T, style: object) => (ownerState.color === 'primary' ? style : {});
  return createTheme({
    cssVariables: true,
    // WCAG AA for text on coloured surfaces; the primary's text follows the theme picker's own check.
    palette: { contrastThreshold: 4.5, primary: { main: primary, contrastText: buttonTextColor(primary) }, background: { default: '#f0f2f5' } },
    typography: { fontFamily: '"Helvetica Neue", Helvetica, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", Arial, sans-serif' },
    components: {
      MuiButton: {
        defaultProps: { size: 'small' },
        styleOverrides: {
          root: ({ ownerState }) => (ownerState.variant === 'contained' ? {} : onPrimary(ownerState, { color: primaryText })),
        },
      },
      MuiLink: { styleOverrides: { root: ({ ownerState }) => onPrimary(ownerState, { color: primaryText }) } },
      MuiFormLabel: { styleOverrides: { root: ({ ownerState }) => onPrimary(ownerState, { '&.Mui-focused:not(.Mui-error)': { color: primaryText } }) } },
      MuiOutlinedInput: {
        styleOverrides: {
          root: ({ ownerState }) =>
            onPrimary(ownerState, { '&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline': { borderColor: primaryText } }),
        },
      },
      MuiTab: { styleOverrides: { root: ({ ownerState }) => (ownerState.textColor === 'primary' ? { '&.Mui-selected': { color: primaryText } } : {}) } },
      MuiIconButton: { defaultProps: { size: 'small' } },
      MuiTextField: { defaultProps: { size: 'small' } },
      MuiFormControl: { defaultProps: { size: 'small' } },
      MuiSelect: { defaultProps: { size: 'small' } },
      MuiChip: { defaultProps: { size: 'small' } },
      MuiTable: { defaultProps: { size: 'small' } },
      MuiToolbar: { defaultProps: { variant: 'dense' } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  });
}
