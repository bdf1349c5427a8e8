'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslations } from 'next-intl';
import { useId, useRef, type FormEvent, type ReactNode } from 'react';

type Props = {
  open: boolean;
  title: string;
  pending?: boolean;
  width?: number;
  submitLabel?: string;
  onClose: () => void;
  /** Return false when the input is invalid: focus then moves to the first invalid field. */
  onSubmit: () => boolean | void | Promise<boolean | void>;
  children: ReactNode;
};

/** Create/edit dialog: the first field takes focus (autoFocus), Enter submits, Esc cancels. */
export function FormDialog({
  open,
  title,
  pending = false,
  width = 560,
  submitLabel,
  onClose,
  onSubmit,
  children,
}: Props) {
  const t = useTranslations('adminCommon');
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if ((await onSubmit()) === false) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  }

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: {
            width,
            maxWidth: 'calc(100% - 32px)',
            // A phone gets a full-screen sheet: the fields scroll, the actions stay at the bottom.
            '@media (max-width: 599.95px)': { m: 0, width: 1, maxWidth: 1, height: 1, maxHeight: 1, borderRadius: 0 },
          },
        },
      }}
    >
      <form
        ref={form}
        onSubmit={submit}
        noValidate
        style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        {/* 8 px below each field's helper line: without it an error line touched the next field's raised label. */}
        <DialogContent sx={{ pt: '8px !important', '& .MuiFormControl-root': { mb: 1 } }}>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {submitLabel ?? t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
