'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

type Props = { titles: readonly string[]; text: string; onDone: () => void };

/**
 * A screen was taken away while its tab held unsaved input: it cannot be kept (the platform would refuse
 * the save), but it need not be lost. The input is shown as text, offered for the clipboard, or dropped;
 * either way the tab then closes with the usual notice. Copying is the default action.
 */
export function RevokedUnsavedDialog({ titles, text, onDone }: Props) {
  const t = useTranslations('tabs');
  const [copyFailed, setCopyFailed] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      onDone();
    } catch {
      // No clipboard (permission, insecure origin): the text stays on screen to be selected by hand.
      setCopyFailed(true);
    }
  };
  return (
    <Dialog
      open
      role="alertdialog"
      aria-labelledby="revoked-unsaved-title"
      aria-describedby="revoked-unsaved-text"
      maxWidth="sm"
      fullWidth
      data-testid="revoked-unsaved"
    >
      <DialogTitle id="revoked-unsaved-title">{t('revokedUnsavedTitle', { title: titles.join('、') })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="revoked-unsaved-text" sx={{ mb: 2 }}>
          {t('revokedUnsavedText', { count: titles.length })}
        </DialogContentText>
        <TextField
          label={t('revokedUnsavedInput')}
          value={text || t('revokedUnsavedNoText')}
          multiline
          minRows={3}
          maxRows={12}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
          onFocus={(e) => e.target.select()}
        />
        {copyFailed && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('revokedCopyFailed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={onDone}>
          {t('revokedDiscard')}
        </Button>
        <Button variant="contained" onClick={() => void copy()} disabled={!text} autoFocus>
          {t('revokedCopy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
