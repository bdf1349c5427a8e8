'use client';

import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useAdjust } from '@/components/common/use-adjust';
import type { GroupType } from '@/modules/admin/contract';
import { FormDialog } from '@/components/kit/dialogs/form-dialog';
import { useForm } from '@/components/kit/forms/use-form';
import { emptyRoleType, roleTypeSchema, toRoleTypeForm } from './role-type-schema';
import { useSaveRoleType } from './use-role-types';

type Props = { open: boolean; type: GroupType | null; onClose: () => void };

export function RoleTypeDialog({ open, type, onClose }: Props) {
  const t = useTranslations('roleTypes');
  const form = useForm(roleTypeSchema, type ? toRoleTypeForm(type) : emptyRoleType, { guard: open });
  const save = useSaveRoleType(onClose);
  const { reset } = form;

  // Filled afresh each time the dialog opens, before it shows.
  useAdjust(() => {
    if (open) reset(type ? toRoleTypeForm(type) : emptyRoleType);
  }, [open, type]);

  function submit() {
    const body = form.submit();
    if (!body) return false;
    save.mutate({ id: type?.id, body });
  }

  return (
    <FormDialog
      open={open}
      title={t(type ? 'editTitle' : 'createTitle')}
      pending={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      width={440}
    >
      <Stack>
        <TextField {...form.field('code')} label={t('code')} required fullWidth autoFocus autoComplete="off" />
        <TextField {...form.field('name')} label={t('name')} required fullWidth autoComplete="off" />
        <TextField {...form.field('description')} label={t('description')} fullWidth multiline minRows={2} />
      </Stack>
    </FormDialog>
  );
}
