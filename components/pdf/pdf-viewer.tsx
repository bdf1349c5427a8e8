'use client';

import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { Hint } from '@/components/common/hint';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useState } from 'react';
import { useFocusHandOff } from '@/components/common/use-focus-hand-off';
import { PdfCanvas } from './pdf-canvas';
import { usePdfDocument } from './use-pdf-document';

type Props = { url: string; open: boolean; onClose: () => void; title?: string };

// Each page button hands the focus to the other when it disables itself (components/common/use-focus-hand-off.ts).
const BACK = { previous: 'next', next: 'previous' } as const;

/** A full-screen overlay, one page at a time at scale 1.5, previous/next, Esc closes. */
export function PdfViewer({ url, open, onClose, title }: Props) {
  const titleId = useId();
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId}>
      {/* Mounted only while open: a reopened viewer starts again at page 1 and frees the document on close. */}
      {open && <PdfViewerBody url={url} onClose={onClose} title={title} titleId={titleId} />}
    </Dialog>
  );
}

function PdfViewerBody({ url, onClose, title, titleId }: Omit<Props, 'open'> & { titleId: string }) {
  const t = useTranslations('pdf');
  const [attempt, setAttempt] = useState(0);
  const state = usePdfDocument(url, attempt);
  const [page, setPage] = useState(1);
  const total = state.status === 'ready' ? state.doc.numPages : 0;

  const go = useCallback(
    (delta: number) => setPage((p) => Math.min(Math.max(1, p + delta), Math.max(1, total))),
    [total],
  );

  const handOff = useFocusHandOff(BACK, `${page}/${total}`);

  // On the document: focus may sit on the dialog's own container, outside this subtree. Arrows
  // only: PageUp/PageDown keep scrolling the (taller than the screen) page.
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') go(-1);
      else if (e.key === 'ArrowRight') go(1);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [go]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {title ?? t('document')}
          </Typography>
          <Hint title={t('previous')}>
            <span>
              <IconButton
                ref={handOff.ref('previous')}
                aria-label={t('previous')}
                disabled={total === 0 || page <= 1}
                onClick={() => {
                  handOff.press('previous');
                  go(-1);
                }}
              >
                <ChevronLeft />
              </IconButton>
            </span>
          </Hint>
          <Typography
            variant="body2"
            aria-live="polite"
            aria-label={total ? t('pageLabel', { page, total }) : undefined}
            sx={{ minWidth: 56, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
          >
            {total ? t('pages', { page, total }) : '–'}
          </Typography>
          <Hint title={t('next')}>
            <span>
              <IconButton
                ref={handOff.ref('next')}
                aria-label={t('next')}
                disabled={total === 0 || page >= total}
                onClick={() => {
                  handOff.press('next');
                  go(1);
                }}
              >
                <ChevronRight />
              </IconButton>
            </span>
          </Hint>
          <Box sx={{ flex: 1 }} />
          <Hint title={t('close')}>
            <IconButton aria-label={t('close')} onClick={onClose} edge="end">
              <Close />
            </IconButton>
          </Hint>
        </Toolbar>
      </AppBar>
      {/* Focusable so the page scrolls from the keyboard too. */}
      <Box
        tabIndex={0}
        sx={{
          flex: 1,
          overflow: 'auto',
          bgcolor: 'action.selected',
          p: 2,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'flex-start',
        }}
      >
        {state.status === 'loading' && (
          <Stack spacing={2} sx={{ alignItems: 'center', mt: 8 }} role="status">
            <CircularProgress />
            <Typography color="text.secondary">{t('loading')}</Typography>
          </Stack>
        )}
        {state.status === 'error' && (
          <Alert
            severity="error"
            sx={{ mt: 8 }}
            action={
              <Button color="inherit" onClick={() => setAttempt((a) => a + 1)}>
                {t('retry')}
              </Button>
            }
          >
            {t('error')}
          </Alert>
        )}
        {state.status === 'ready' && <PdfCanvas doc={state.doc} page={page} label={t('pageLabel', { page, total })} />}
      </Box>
    </Box>
  );
}
