'use client';

import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { onDemand, useOnDemand } from '@/components/common/use-on-demand';
import type { PaletteData } from '@/lib/palette/entries';

// The palette (matcher, list, dialog) loads on first use: the shell's first load carries only this button.
const palette = onDemand(() => import('./palette-dialog').then((m) => m.PaletteDialog));

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);
const noop = () => () => {};

/** The navbar's search button; Ctrl+K (⌘K) anywhere in the console opens the same palette. */
export function CommandPaletteButton({ data }: { data: PaletteData }) {
  const t = useTranslations('palette');
  const [open, setOpen] = useState(false);
  const [PaletteDialog, wantPalette] = useOnDemand(palette);
  // The server cannot know the platform: it and hydration say Ctrl+K, a Mac then corrects to ⌘K.
  const mac = useSyncExternalStore(noop, isMac, () => false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // e.code keeps the shortcut on non-Latin keyboard layouts, where e.key is not `k`.
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || e.isComposing || (e.key.toLowerCase() !== 'k' && e.code !== 'KeyK')) return;
      // Otherwise Chromium puts the caret in its own address bar.
      e.preventDefault();
      wantPalette();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [wantPalette]);

  const label = t('open');
  return (
    <>
      <Tooltip title={`${label} (${mac ? '⌘K' : 'Ctrl+K'})`}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K"
          data-testid="command-palette-button"
          // Fetch the palette's code while the pointer is on its way to the click.
          onPointerEnter={() => void palette.load().catch(() => undefined)}
          onClick={() => {
            wantPalette();
            setOpen(true);
          }}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {PaletteDialog && <PaletteDialog open={open} onClose={() => setOpen(false)} data={data} />}
    </>
  );
}
