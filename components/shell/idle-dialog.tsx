'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslations } from 'next-intl';
import { countdownSeconds } from '@/lib/shell/idle';

type Props = { remaining: number | null; busy: boolean; stay: () => Promise<void>; leave: () => Promise<void> };

/** The idle warning's dialog (idle-watcher.tsx), loaded the first time it is shown. */
export function IdleDialog({ remaining, busy, stay, leave }: Props) {
  const t = useTranslations('idle');
  return (
    <Dialog
      open={remaining !== null}
      role="alertdialog"
      aria-labelledby="idle-title"
      aria-describedby="idle-text"
      maxWidth="xs"
      data-testid="idle-dialog"
      // Escape means "I am here".
      onClose={(_, reason) => reason === 'escapeKeyDown' && !busy && void stay()}
    >
      <DialogTitle id="idle-title">{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-text">{t('text', { seconds: countdownSeconds(remaining ?? 0) })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void leave()} disabled={busy}>
          {t('logout')}
        </Button>
        <Button variant="contained" onClick={() => void stay()} disabled={busy} autoFocus>
          {t('stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
