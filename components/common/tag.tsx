'use client';

import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { HTMLAttributes, ReactNode } from 'react';

export type TagColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

type Props = Omit<HTMLAttributes<HTMLSpanElement>, 'color'> & {
  label: ReactNode;
  color?: TagColor;
  variant?: 'filled' | 'outlined';
  sx?: SxProps<Theme>;
  'data-testid'?: string;
};

/**
 * A small read-only label with the look of MUI's small Chip, filled or outlined. Not the Chip itself:
 * a table cell's or the header's label needs none of its delete icon, avatar or press handling, which
 * every console page loaded for it (about 2.5 kB gzip).
 */
export function Tag({ label, color = 'default', variant = 'filled', sx, ...rest }: Props) {
  return (
    <Box
      component="span"
      {...rest}
      sx={[(theme) => ({ ...BASE, ...look(theme, color, variant) }), ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {label}
    </Box>
  );
}

const BASE = {
  display: 'inline-block',
  boxSizing: 'border-box',
  maxWidth: '100%',
  height: 24,
  px: '8px',
  borderRadius: '12px',
  fontSize: '0.8125rem',
  lineHeight: '24px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'middle',
} as const;

function look(theme: Theme, color: TagColor, variant: 'filled' | 'outlined') {
  const palette = (theme.vars ?? theme).palette;
  if (variant === 'outlined') {
    const border = color === 'default' ? palette.Chip.defaultBorder : theme.alpha(palette[color].main, 0.7);
    return {
      px: '7px',
      lineHeight: '22px',
      border: `1px solid ${border}`,
      color: color === 'default' ? palette.text.primary : palette[color].main,
    };
  }
  return color === 'default'
    ? { backgroundColor: palette.action.selected, color: palette.text.primary }
    : { backgroundColor: palette[color].main, color: palette[color].contrastText };
}
