import { createTheme } from '@mui/material/styles';
import { buttonTextColor } from './contrast';

export const DEFAULT_THEME_COLOR = '#409EFF';
export const THEME_COOKIE = 'theme-color';

export function toThemeColor(value: string | undefined | null): string {
  return value && /^#[0-9a-fA-F]{6}$/.test(value) ? value.toUpperCase() : DEFAULT_THEME_COLOR;
}

/** Built locally from the chosen colour (no stylesheet from a CDN); dense like the spec's "mini" size. */
export function buildTheme(primary: string) {
  return createTheme({
    cssVariables: true,
    // WCAG AA for text on coloured surfaces; the primary's text follows the theme picker's own check.
    palette: { contrastThreshold: 4.5, primary: { main: primary, contrastText: buttonTextColor(primary) }, background: { default: '#f0f2f5' } },
    typography: { fontFamily: '"Helvetica Neue", Helvetica, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", Arial, sans-serif' },
    components: {
      MuiButton: { defaultProps: { size: 'small' } },
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
