'use client';

import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { RowAction } from '../table/row-action';

type Props = { open: boolean; title: string; note: string; label: string; value: string; onClose: () => void };

/**
 * A secret the platform answered once (a new or rotated client secret): shown here to be copied, then
 * gone. The page keeps it nowhere else; closing the dialog drops it.
 */
export function SecretReveal({ open, title, note, label, value, onClose }: Props) {
  const t = useTranslations('resource');
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 520, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
          {note}
        </Alert>
        <TextField
          label={label}
          value={value}
          fullWidth
          helperText={copied ? t('secretCopied') : ' '}
          slotProps={{
            htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <RowAction label={t('copySecret')} onClick={copy}>
                    <ContentCopyOutlined fontSize="small" />
                  </RowAction>
                </InputAdornment>
              ),
            },
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('secretNoted')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
