'use client';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useGranted } from '../access/use-granted';

export type DetailAction = {
  /** The element (button) code the user must hold to see the button. */
  code: string;
  label: string;
  icon: typeof SvgIcon;
  color?: 'primary' | 'error';
  onClick: () => void;
};

type Props = { title: string; subtitle?: ReactNode; actions: readonly DetailAction[]; sx?: SxProps<Theme> };

/** The heading of a selected item's detail, with the buttons that act on the item (add child, edit, delete …). */
export function DetailHeader({ title, subtitle, actions, sx = [] }: Props) {
  const granted = useGranted();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={[{ alignItems: 'center', flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mr: subtitle ? undefined : 'auto' }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="caption" color="text.secondary" sx={{ mr: 'auto' }}>
          {subtitle}
        </Typography>
      )}
      {actions
        .filter((action) => granted(action.code))
        .map(({ code, label, icon: Icon, color, onClick }) => (
          <Button key={code} color={color} startIcon={<Icon />} onClick={onClick}>
            {label}
          </Button>
        ))}
    </Stack>
  );
}
