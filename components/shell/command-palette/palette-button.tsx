'use client';

import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import { Hint } from '@/components/common/hint';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { onDemand, useOnDemand } from '@/components/common/use-on-demand';
import type { PaletteData, PaletteList } from '@/lib/palette/entries';
import { request } from '@/lib/request/request';

// The palette (matcher, list, dialog) loads on first use: the shell's first load carries only this button.
const palette = onDemand(() => import('./palette-dialog').then((m) => m.PaletteDialog));

/** app/api/console/palette/route.ts: the list is fetched when wanted, not sent with every page. */
const PALETTE_API = '/api/console/palette';

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);
const noop = () => () => {};

/**
 * The user's screens for the palette. Fetched at every opening (menus may have changed since), and
 * the last list, if in this language, shown meanwhile.
 */
function usePaletteList(): [PaletteList, () => void] {
  const locale = useLocale();
  const [kept, setKept] = useState<{ locale: string; data: PaletteData } | null>(null);
  const [failed, setFailed] = useState(false);
  const asked = useRef(0);
  const fetchList = useCallback(() => {
    const ask = ++asked.current;
    setFailed(false);
    request<{ data: PaletteData }>(PALETTE_API)
      .then((body) => {
        if (ask === asked.current) setKept({ locale, data: body.data });
      })
      .catch(() => {
        if (ask === asked.current) setFailed(true);
      });
  }, [locale]);
  const list: PaletteList =
    kept?.locale === locale ? { state: 'ready', data: kept.data } : failed ? { state: 'failed' } : { state: 'loading' };
  return [list, fetchList];
}

/** The navbar's search button; Ctrl+K (⌘K) anywhere in the console opens the same palette. */
export function CommandPaletteButton() {
  const t = useTranslations('palette');
  const [open, setOpen] = useState(false);
  const [PaletteDialog, wantPalette] = useOnDemand(palette);
  const [list, fetchList] = usePaletteList();
  // The server cannot know the platform: it and hydration say Ctrl+K, a Mac then corrects to ⌘K.
  const mac = useSyncExternalStore(noop, isMac, () => false);

  const openPalette = useCallback(() => {
    wantPalette();
    fetchList();
    setOpen(true);
  }, [wantPalette, fetchList]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // e.code keeps the shortcut on non-Latin keyboard layouts, where e.key is not `k`.
      if (
        !(e.ctrlKey || e.metaKey) ||
        e.altKey ||
        e.shiftKey ||
        e.isComposing ||
        (e.key.toLowerCase() !== 'k' && e.code !== 'KeyK')
      )
        return;
      // Otherwise Chromium puts the caret in its own address bar.
      e.preventDefault();
      openPalette();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openPalette]);

  const label = t('open');
  return (
    <>
      <Hint title={`${label} (${mac ? '⌘K' : 'Ctrl+K'})`}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K"
          data-testid="command-palette-button"
          // Fetch the palette's code while the pointer is on its way to the click.
          onPointerEnter={() => void palette.load().catch(() => undefined)}
          onClick={openPalette}
        >
          <SearchIcon />
        </IconButton>
      </Hint>
      {PaletteDialog && <PaletteDialog open={open} onClose={() => setOpen(false)} list={list} onRetry={fetchList} />}
    </>
  );
}
