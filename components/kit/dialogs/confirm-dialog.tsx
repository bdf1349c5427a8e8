'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

type Props = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a destructive or irreversible write; the safe choice (cancel) has the focus. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  danger = false,
  pending = false,
  onConfirm,
  onClose,
}: Props) {
  const t = useTranslations('adminCommon');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ paper: { sx: { width: 420 } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {/* While it fades out after an answer, a second click must not confirm again (a delete sent twice). */}
        <Button color="inherit" onClick={onClose} disabled={pending || !open} autoFocus>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          onClick={onConfirm}
          loading={pending}
          disabled={!open}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
