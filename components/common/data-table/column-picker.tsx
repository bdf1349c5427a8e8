'use client';

import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { onDemand, useOnDemand } from '../use-on-demand';
import type { TableColumn } from './types';

// The menu (MUI's Menu, Popover and Modal) loads when first wanted, so a table screen does not ship it.
const columnMenu = onDemand(() => import('./column-menu').then((m) => m.ColumnMenu));

type Props<R> = {
  columns: readonly TableColumn<R>[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: ReadonlySet<string>) => void;
};

/** The footer's "Columns" button and its menu. */
export function ColumnPicker<R>({ columns, hidden, onChange }: Props<R>) {
  const t = useTranslations('table');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [ColumnMenu, wantMenu] = useOnDemand(columnMenu);
  const menuId = useId();
  const open = anchor !== null && ColumnMenu !== null;
  const toggle = (field: string) => {
    const next = new Set(hidden);
    if (next.has(field)) next.delete(field);
    else next.add(field);
    onChange(next);
  };
  const preload = () => void columnMenu.load().catch(() => undefined);
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnOutlined />}
        aria-haspopup="menu"
        aria-expanded={open ? true : undefined}
        aria-controls={open ? menuId : undefined}
        // Fetch the menu's code while the pointer is on its way to the click.
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          wantMenu();
        }}
      >
        {hidden.size > 0 ? t('columnsHidden', { count: hidden.size }) : t('columns')}
      </Button>
      {ColumnMenu && (
        <ColumnMenu
          id={menuId}
          anchor={anchor}
          onClose={() => setAnchor(null)}
          columns={columns}
          hidden={hidden}
          onToggle={toggle}
        />
      )}
    </>
  );
}
