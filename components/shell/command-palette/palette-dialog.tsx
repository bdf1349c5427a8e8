'use client';

import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SubdirectoryArrowRight from '@mui/icons-material/SubdirectoryArrowRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useViews } from '@/components/tabs/views-context';
import { visuallyHidden } from '@/components/common/visually-hidden';
import type { PaletteData, PaletteList } from '@/lib/palette/entries';
import { paletteResults, recentPaths, searchRecords, type SearchRecord } from '@/lib/palette/search';

const PAGE = 8;

type Props = { open: boolean; onClose: () => void; list: PaletteList; onRetry: () => void };

const NO_SCREENS: PaletteData = { screens: [], folders: {} };

/**
 * The command palette: an ARIA combobox whose listbox holds the user's permitted screens. Focus
 * stays in the text box; the arrow keys move the active option (aria-activedescendant). The dialog
 * unmounts its content on close, so every opening starts with an empty query, and MUI's focus trap
 * hands focus back to whatever had it before (the navbar button, or where Ctrl+K was pressed).
 */
export function PaletteDialog({ open, onClose, list, onRetry }: Props) {
  const t = useTranslations('palette');
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid="command-palette"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: '12vh', overflow: 'hidden' } } }}
    >
      <DialogTitle id={titleId} sx={visuallyHidden}>
        {t('title')}
      </DialogTitle>
      <PaletteBody list={list} onRetry={onRetry} onClose={onClose} />
    </Dialog>
  );
}

function PaletteBody({ list, onRetry, onClose }: Omit<Props, 'open'>) {
  const data = list.state === 'ready' ? list.data : NO_SCREENS;
  const t = useTranslations('palette');
  const router = useRouter();
  const { views, activePath, isOpenable } = useViews();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (i: number) => `${baseId}-option-${i}`;

  // The server sent only permitted screens; the client's verdicts (a page that refused since) still apply.
  const records = useMemo(() => searchRecords(data).filter((r) => isOpenable(r.screen.path)), [data, isOpenable]);
  const recent = useMemo(() => recentPaths(views, activePath), [views, activePath]);
  const results = useMemo(() => paletteResults(records, query, recent), [records, query, recent]);
  const { items } = results;
  const current = Math.min(active, Math.max(items.length - 1, 0));

  useEffect(() => {
    document.getElementById(`${baseId}-option-${current}`)?.scrollIntoView({ block: 'nearest' });
  }, [baseId, current, items]);

  const choose = (record: SearchRecord | undefined) => {
    if (!record) return;
    onClose();
    if (record.screen.path !== activePath) router.push(record.screen.path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = items.length - 1;
    const move = (to: number) => {
      e.preventDefault();
      setActive(to);
    };
    switch (e.key) {
      case 'ArrowDown':
        if (last >= 0) move(current >= last ? 0 : current + 1);
        break;
      case 'ArrowUp':
        if (last >= 0) move(current <= 0 ? last : current - 1);
        break;
      case 'Home':
        if (last >= 0) move(0);
        break;
      case 'End':
        if (last >= 0) move(last);
        break;
      case 'PageDown':
        if (last >= 0) move(Math.min(current + PAGE, last));
        break;
      case 'PageUp':
        if (last >= 0) move(Math.max(current - PAGE, 0));
        break;
      case 'Enter':
        // Enter also confirms a Chinese input method's composition: that one is not ours.
        if (e.nativeEvent.isComposing || e.keyCode === 229) return;
        e.preventDefault();
        choose(items[current]);
        break;
    }
  };

  const option = (record: SearchRecord, index: number, isRecent: boolean) => {
    const selected = index === current;
    const { screen, folderTitles } = record;
    return (
      <Box
        key={screen.path}
        id={optionId(index)}
        role="option"
        aria-selected={selected}
        data-path={screen.path}
        // Keeps focus in the text box; the click below still opens the screen.
        onMouseDown={(e) => e.preventDefault()}
        onMouseMove={() => index !== current && setActive(index)}
        onClick={() => choose(record)}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 1.5,
          py: 0.75,
          borderRadius: 1,
          cursor: 'pointer',
          bgcolor: selected ? 'action.selected' : undefined,
        }}
      >
        {isRecent ? (
          <HistoryOutlined fontSize="small" color="action" aria-hidden />
        ) : (
          <SubdirectoryArrowRight fontSize="small" color="action" aria-hidden />
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
            {screen.title}
          </Typography>
          {folderTitles.length > 0 && (
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {folderTitles.join(' / ')}
            </Typography>
          )}
        </Box>
        <Typography variant="caption" color="text.secondary" noWrap sx={{ fontFamily: 'monospace', maxWidth: '40%' }}>
          {screen.code}
        </Typography>
      </Box>
    );
  };

  const sections: { label: string; from: number; to: number; recent: boolean }[] =
    query.trim() === ''
      ? [
          ...(results.recent > 0 ? [{ label: t('recent'), from: 0, to: results.recent, recent: true }] : []),
          { label: t('all'), from: results.recent, to: items.length, recent: false },
        ]
      : [{ label: t('results'), from: 0, to: items.length, recent: false }];

  return (
    <>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <SearchIcon color="action" aria-hidden />
        <InputBase
          autoFocus
          fullWidth
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder')}
          inputProps={{
            role: 'combobox',
            'aria-label': t('input'),
            'aria-expanded': items.length > 0,
            'aria-controls': listboxId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': items.length > 0 ? optionId(current) : undefined,
            autoComplete: 'off',
            spellCheck: false,
          }}
        />
      </Box>
      <Box
        id={listboxId}
        role="listbox"
        aria-label={t('title')}
        data-query={query}
        sx={{ maxHeight: '55vh', overflowY: 'auto', p: 0.75 }}
      >
        {sections
          .filter((s) => s.to > s.from)
          .map((s) => (
            <Box key={s.label} role="group" aria-labelledby={`${listboxId}-${s.recent ? 'recent' : 'all'}`}>
              <Typography
                id={`${listboxId}-${s.recent ? 'recent' : 'all'}`}
                variant="overline"
                color="text.secondary"
                component="div"
                sx={{ px: 1.5, lineHeight: 2.5 }}
              >
                {s.label}
              </Typography>
              {items.slice(s.from, s.to).map((record, i) => option(record, s.from + i, s.recent))}
            </Box>
          ))}
      </Box>
      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
        sx={items.length === 0 ? { px: 2, pb: 2, textAlign: 'center' } : visuallyHidden}
      >
        {list.state === 'loading'
          ? t('loading')
          : list.state === 'failed'
            ? t('failed')
            : items.length === 0
              ? t('empty')
              : query.trim() === ''
                ? ''
                : t('matches', { count: items.length })}
      </Typography>
      {list.state === 'failed' && (
        <Box sx={{ textAlign: 'center', pb: 2 }}>
          <Button variant="outlined" onClick={onRetry}>
            {t('retry')}
          </Button>
        </Box>
      )}
      <Typography
        variant="caption"
        color="text.secondary"
        component="div"
        aria-hidden
        sx={{ px: 2, py: 0.75, borderTop: 1, borderColor: 'divider' }}
      >
        {t('hint')}
      </Typography>
    </>
  );
}
