'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { logOut } from '@/lib/request/log-out';
import { request, RequestError } from '@/lib/request/request';

type Props = { open: boolean; onClose: () => void; userId?: string };
type Field = 'oldPwd' | 'newPwd';
const REQUIRED: Record<Field, 'oldRequired' | 'newRequired'> = { oldPwd: 'oldRequired', newPwd: 'newRequired' };

/**
 * Both fields required, checked on blur; the new password is sent as both confirmation fields.
 * `userId` belongs to the form but is not sent (the platform takes the user from the token).
 * Status 200 → log out (server invalidation, reload to /login); status 500 → "failed" with the
 * server's message and the dialog closes; any other failure is shown by the request layer and the
 * dialog stays open.
 */
export function ChangePasswordDialog({ open, onClose, userId }: Props) {
  const t = useTranslations('changePassword');
  const titleId = useId();
  const [form, setForm] = useState({ userId, oldPwd: '', newPwd: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);

  const validate = (field: Field, value = form[field]) => {
    const message = value === '' ? t(REQUIRED[field]) : undefined;
    setErrors((e) => ({ ...e, [field]: message }));
    return !message;
  };

  const reset = () => {
    setForm({ userId, oldPwd: '', newPwd: '' });
    setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const ok = [validate('oldPwd'), validate('newPwd')].every(Boolean);
    if (!ok || pending) return;
    setPending(true);
    try {
      // Body status 500 is this call's "failed" (the layer shows 失败 with the message as a notification).
      await request('/api/admin/user/updatePassword', {
        method: 'PUT',
        query: { oldPassword: form.oldPwd, newPassword1: form.newPwd, newPassword2: form.newPwd },
        business: [500],
      });
      // Unsaved input elsewhere is listed first; kept, the user stays until they log out themselves.
      if (await logOut()) return;
      onClose();
      reset();
    } catch (error) {
      // the request layer has shown it; a refusal (status 500) closes the dialog, a failed call does not
      if (error instanceof RequestError && error.kind === 'business') {
        onClose();
        reset();
      }
    }
    setPending(false);
  }

  const field = (name: Field, label: string, autoComplete: string, autoFocus = false) => (
    <TextField
      type="password"
      name={name}
      label={label}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required
      fullWidth
      value={form[name]}
      onChange={(e) => {
        setForm((f) => ({ ...f, [name]: e.target.value }));
        if (errors[name]) validate(name, e.target.value);
      }}
      onBlur={(e) => validate(name, e.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 400 } }, transition: { onExited: reset } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {field('oldPwd', t('oldPassword'), 'current-password', true)}
            {field('newPwd', t('newPassword'), 'new-password')}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {t('submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
