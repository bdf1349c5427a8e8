'use client';

import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';

type Props = {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  columns: readonly { field: string; headerName: string }[];
  hidden: ReadonlySet<string>;
  /** The settings are the user's, kept by the platform (a line says so). */
  kept: boolean;
  /** The user's saved settings are read; until then nothing can be changed (a change would be overwritten). */
  ready: boolean;
  customised: boolean;
  onToggle: (field: string) => void;
  onMove: (field: string, by: -1 | 1) => void;
  onReset: () => void;
};

/**
 * The column picker's panel: every column with a check (at least one always shown) and buttons that move it up or
 * down, and a reset to the table as built. A dialog rather than a menu: a row holds three controls.
 */
export function ColumnPanel(props: Props) {
  const { id, anchor, onClose, columns, hidden, onToggle, onMove } = props;
  const t = useTranslations('table');
  const shownCount = columns.length - columns.filter((c) => hidden.has(c.field)).length;
  // A moved row's button keeps the focus (or, at an end, its other button takes it).
  const moved = useRef<{ field: string; by: -1 | 1 } | null>(null);
  useEffect(() => {
    const m = moved.current;
    if (!m) return;
    moved.current = null;
    const button = (by: number) => document.getElementById(`${id}-${m.field}-${by}`) as HTMLButtonElement | null;
    const own = button(m.by);
    (own && !own.disabled ? own : button(-m.by))?.focus();
  });
  const titleId = `${id}-title`;
  return (
    <Popover
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: 300, maxWidth: 'calc(100vw - 16px)', maxHeight: 'min(480px, 80vh)', display: 'flex' },
        },
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <Typography id={titleId} variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
          {t('settingsTitle')}
        </Typography>
        {props.kept && (
          <Typography variant="caption" color="text.secondary" sx={{ px: 2 }} aria-live="polite">
            {props.ready ? t('settingsKept') : t('settingsReading')}
          </Typography>
        )}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, py: 0.5, px: 0, overflow: 'auto', flex: 1 }}>
          {columns.map((c, i) => {
            const on = !hidden.has(c.field);
            const checkId = `${id}-${c.field}`;
            return (
              <Box component="li" key={c.field} sx={{ display: 'flex', alignItems: 'center', pl: 1, pr: 0.5 }}>
                <Checkbox
                  id={checkId}
                  size="small"
                  checked={on}
                  // The last shown column stays: a table without columns says nothing.
                  disabled={!props.ready || (on && shownCount === 1)}
                  onChange={() => onToggle(c.field)}
                />
                <Box component="label" htmlFor={checkId} sx={{ flex: 1, typography: 'body2', cursor: 'pointer' }}>
                  {c.headerName}
                </Box>
                {([-1, 1] as const).map((by) => (
                  <IconButton
                    key={by}
                    id={`${id}-${c.field}-${by}`}
                    size="small"
                    aria-label={t(by < 0 ? 'moveUp' : 'moveDown', { name: c.headerName })}
                    disabled={!props.ready || (by < 0 ? i === 0 : i === columns.length - 1)}
                    onClick={() => {
                      onMove(c.field, by);
                      moved.current = { field: c.field, by };
                    }}
                  >
                    {by < 0 ? <ArrowUpward fontSize="small" /> : <ArrowDownward fontSize="small" />}
                  </IconButton>
                ))}
              </Box>
            );
          })}
        </Box>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            gap: 1,
            px: 1,
            pb: 1,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Button size="small" onClick={props.onReset} disabled={!props.ready || !props.customised}>
            {t('resetColumns')}
          </Button>
          <Button size="small" onClick={onClose}>
            {t('done')}
          </Button>
        </Box>
      </Box>
    </Popover>
  );
}
