'use client';

import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { onDemand, useOnDemand } from '../use-on-demand';
import type { TableColumn } from './types';

// The panel (MUI's Popover and Modal) loads when first wanted, so a table screen does not ship it.
const columnPanel = onDemand(() => import('./column-panel').then((m) => m.ColumnPanel));

type Props<R> = {
  /** In the user's order. */
  columns: readonly TableColumn<R>[];
  hidden: ReadonlySet<string>;
  kept: boolean;
  /** The saved settings are read: until then the panel's controls wait. */
  ready: boolean;
  customised: boolean;
  onHiddenChange: (hidden: ReadonlySet<string>) => void;
  onOrderChange: (fields: string[]) => void;
  onReset: () => void;
  className?: string;
};

/** The footer's "Columns" button and its panel: which columns show, in what order, and a reset. */
export function ColumnPicker<R>({ columns, hidden, onHiddenChange, onOrderChange, className, ...rest }: Props<R>) {
  const t = useTranslations('table');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [ColumnPanel, wantPanel] = useOnDemand(columnPanel);
  const panelId = useId();
  const open = anchor !== null && ColumnPanel !== null;
  const toggle = (field: string) => {
    const next = new Set(hidden);
    if (next.has(field)) next.delete(field);
    else next.add(field);
    onHiddenChange(next);
  };
  const move = (field: string, by: -1 | 1) => {
    const fields = columns.map((c) => c.field);
    const at = fields.indexOf(field);
    const to = at + by;
    if (at < 0 || to < 0 || to >= fields.length) return;
    [fields[at], fields[to]] = [fields[to]!, fields[at]!];
    onOrderChange(fields);
  };
  const preload = () => void columnPanel.load().catch(() => undefined);
  return (
    <>
      <Button
        className={className}
        size="small"
        startIcon={<ViewColumnOutlined />}
        aria-haspopup="dialog"
        aria-expanded={open ? true : undefined}
        aria-controls={open ? panelId : undefined}
        // Fetch the panel's code while the pointer is on its way to the click.
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          wantPanel();
        }}
      >
        {hidden.size > 0 ? t('columnsHidden', { count: hidden.size }) : t('columns')}
      </Button>
      {ColumnPanel && (
        <ColumnPanel
          id={panelId}
          anchor={anchor}
          onClose={() => setAnchor(null)}
          columns={columns}
          hidden={hidden}
          onToggle={toggle}
          onMove={move}
          {...rest}
        />
      )}
    </>
  );
}
