'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useViewTitle } from '@/components/tabs/use-view-title';
import { setDiscardAsker, shouldPromptOnUnload } from '@/lib/shell/unsaved-work';

type Pending = { paths: string[]; answer: (discard: boolean) => void };

/**
 * Answers the unsaved-work guard (lib/shell/unsaved-work.ts): lists the tabs whose input would be
 * lost and asks; "keep editing" has the focus, so Enter or Escape loses nothing. Also installs the
 * browser's own prompt for a window closed or reloaded with unsaved input.
 */
export function UnsavedWorkDialog() {
  const t = useTranslations('unsaved');
  const titleOf = useViewTitle();
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const current = useRef<Pending | null>(null);

  useEffect(
    () =>
      setDiscardAsker(
        (paths) =>
          new Promise<boolean>((resolve) => {
            // A second question while one is open: the first is answered "keep" (nothing lost).
            current.current?.answer(false);
            const next: Pending = {
              paths,
              answer: (discard) => {
                if (current.current !== next) return;
                current.current = null;
                setOpen(false);
                resolve(discard);
              },
            };
            current.current = next;
            setPending(next);
            setOpen(true);
          }),
      ),
    [],
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!shouldPromptOnUnload()) return;
      event.preventDefault();
      // Older browsers need the legacy returnValue to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return (
    <Dialog
      open={open}
      role="alertdialog"
      aria-labelledby="unsaved-title"
      aria-describedby="unsaved-text"
      maxWidth="xs"
      fullWidth
      onClose={() => pending?.answer(false)}
      data-testid="unsaved-dialog"
    >
      <DialogTitle id="unsaved-title">{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-text">{t('text', { count: pending?.paths.length ?? 0 })}</DialogContentText>
        <List dense aria-label={t('tabs')} sx={{ listStyle: 'disc', pl: 3 }}>
          {pending?.paths.map((path) => (
            <ListItem key={path} sx={{ display: 'list-item', py: 0 }}>
              {titleOf(path)}
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => pending?.answer(false)} autoFocus>
          {t('keep')}
        </Button>
        <Button color="error" variant="contained" onClick={() => pending?.answer(true)}>
          {t('discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
