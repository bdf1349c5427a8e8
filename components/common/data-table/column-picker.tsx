'use client';

import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { TableColumn } from './types';

type Props<R> = { columns: readonly TableColumn<R>[]; hidden: ReadonlySet<string>; onChange: (hidden: ReadonlySet<string>) => void };

/** The footer's "Columns" menu: every column with a check, at least one always shown. */
export function ColumnPicker<R>({ columns, hidden, onChange }: Props<R>) {
  const t = useTranslations('table');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const shownCount = columns.length - columns.filter((c) => hidden.has(c.field)).length;
  const toggle = (field: string) => {
    const next = new Set(hidden);
    if (next.has(field)) next.delete(field);
    else next.add(field);
    onChange(next);
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {hidden.size > 0 ? t('columnsHidden', { count: hidden.size }) : t('columns')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxHeight: 360 } } }}>
        {columns.map((c) => {
          const on = !hidden.has(c.field);
          return (
            <MenuItem
              key={c.field}
              role="menuitemcheckbox"
              aria-checked={on}
              dense
              // The last shown column stays: a table without columns says nothing.
              disabled={on && shownCount === 1}
              onClick={() => toggle(c.field)}
            >
              <ListItemIcon>
                <Checkbox edge="start" size="small" checked={on} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-hidden': true } }} sx={{ p: 0 }} />
              </ListItemIcon>
              <ListItemText>{c.headerName}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
