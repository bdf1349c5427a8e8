'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { logOut } from '@/lib/request/log-out';

/** HTTP 401 / body 40101: sign in again (log out and reload) or cancel and keep the page as it is. */
export function LogoutDialog({ open, onCancel }: { open: boolean; onCancel: () => void }) {
  const t = useTranslations('errors');
  const [leaving, setLeaving] = useState(false);
  return (
    <Dialog
      open={open}
      role="alertdialog"
      aria-labelledby="logout-dialog-title"
      aria-describedby="logout-dialog-text"
      maxWidth="xs"
      // Escape cancels; a stray click beside the dialog does not.
      onClose={(_, reason) => reason === 'escapeKeyDown' && !leaving && onCancel()}
    >
      <DialogTitle id="logout-dialog-title">{t('logoutTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="logout-dialog-text">{t('logoutText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={leaving}>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={leaving}
          onClick={async () => {
            setLeaving(true);
            // false: the user chose to keep unsaved input; this dialog stays
            if (!(await logOut())) setLeaving(false);
          }}
        >
          {t('signInAgain')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
