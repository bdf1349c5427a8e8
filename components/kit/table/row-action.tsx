'use client';

import IconButton from '@mui/material/IconButton';
import { Hint } from '@/components/common/hint';
import type { ReactNode } from 'react';

type Props = { label: string; onClick: () => void; color?: 'default' | 'primary' | 'error'; children: ReactNode };

/** An icon button in a table row or tree item; the label is its accessible name and tooltip. */
export function RowAction({ label, onClick, color = 'default', children }: Props) {
  return (
    <Hint title={label}>
      <IconButton
        aria-label={label}
        color={color}
        onClick={(e) => {
          e.stopPropagation();
          onClick();
        }}
      >
        {children}
      </IconButton>
    </Hint>
  );
}
