'use client';

import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useAdjust } from '@/components/common/use-adjust';
import { useDict } from '@/lib/dict/use-dict';
import { request } from '@/lib/request/request';
import type { User } from '@/modules/admin/contract';
import type { PageReply } from '@console/contract/envelope';
import { FormDialog } from '@/components/kit/dialogs/form-dialog';
import { useForm } from '@/components/kit/forms/use-form';
import { USER_PAGE, useSaveUser } from './use-users';
import { emptyUser, toUserBody, toUserForm, userSchema } from './user-schema';

type Props = { open: boolean; user: User | null; onClose: () => void };

/**
 * Is the user name taken by someone else? The platform refuses it too (30101); asking first puts the message on the
 * field.
 */
async function usernameTaken(username: string, exceptId?: number): Promise<boolean> {
  const reply = await request<PageReply<User>>(USER_PAGE, { query: { username, limit: 100 } });
  return reply.data.rows.some((u) => u.username.toLowerCase() === username.toLowerCase() && u.id !== exceptId);
}

/** Create (user null) or edit a user. A refusal keeps the dialog open with the input intact. */
export function UserDialog({ open, user, onClose }: Props) {
  const t = useTranslations('users');
  // The choices are the dictionary's `sex` type; a stored value it does not offer still shows as itself.
  const sex = useDict('sex');
  const mode = user ? 'edit' : 'create';
  const form = useForm(userSchema(mode), user ? toUserForm(user) : emptyUser, { guard: open });
  const save = useSaveUser(onClose);
  const { reset } = form;

  // Filled afresh each time the dialog opens, before it shows.
  useAdjust(() => {
    if (open) reset(user ? toUserForm(user) : emptyUser);
  }, [open, user]);

  async function submit() {
    const parsed = form.submit();
    if (!parsed) return false;
    if (parsed.username !== user?.username) {
      let taken: boolean;
      try {
        taken = await usernameTaken(parsed.username, user?.id);
      } catch {
        return; // shown by the request layer
      }
      if (taken) {
        form.setError('username', 'usernameTaken');
        return false;
      }
    }
    save.mutate({ id: user?.id, body: toUserBody(parsed, user?.id) });
  }

  const cell = (children: React.ReactNode, wide = false) => (
    <Grid size={{ xs: 12, sm: wide ? 12 : 6 }}>{children}</Grid>
  );

  return (
    <FormDialog
      open={open}
      title={t(mode === 'create' ? 'createTitle' : 'editTitle')}
      pending={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      width={640}
    >
      <Grid container columnSpacing={2}>
        {cell(
          <TextField
            {...form.field('username')}
            label={t('username')}
            required
            fullWidth
            autoFocus
            autoComplete="off"
          />,
        )}
        {cell(<TextField {...form.field('name')} label={t('name')} required fullWidth autoComplete="off" />)}
        {cell(
          <TextField
            {...form.field('password', mode === 'edit' ? t('passwordKeep') : undefined)}
            type="password"
            label={t('password')}
            required={mode === 'create'}
            fullWidth
            autoComplete="new-password"
          />,
        )}
        {cell(
          <TextField {...form.field('sex')} select label={t('sex')} fullWidth>
            <MenuItem value="">
              <em>{t('sexUnset')}</em>
            </MenuItem>
            {withCurrent(sex.choices(), form.values.sex, sex.loading).map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>,
        )}
        {cell(<TextField {...form.field('depart')} label={t('depart')} fullWidth />)}
        {cell(<TextField {...form.field('mobilePhone')} label={t('mobile')} fullWidth inputMode="tel" />)}
        {cell(<TextField {...form.field('email')} label={t('email')} fullWidth inputMode="email" />, true)}
        {cell(
          <TextField {...form.field('description')} label={t('description')} fullWidth multiline minRows={2} />,
          true,
        )}
      </Grid>
    </FormDialog>
  );
}

function withCurrent(choices: { value: string; label: string }[], value: string, loading: boolean) {
  return value && !choices.some((c) => c.value === value)
    ? [{ value, label: loading ? '…' : value }, ...choices]
    : choices;
}
