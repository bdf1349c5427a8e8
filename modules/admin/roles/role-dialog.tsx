'use client';

import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useAdjust } from '@/components/common/use-adjust';
import type { Group, GroupNode, GroupType } from '@/modules/admin/contract';
import { FormDialog } from '@/components/kit/dialogs/form-dialog';
import { descendantIds, findNode, withDepth } from '@/components/kit/tree/tree';
import { useForm } from '@/components/kit/forms/use-form';
import { emptyRole, roleSchema, toRoleForm } from './role-schema';
import { useSaveRole } from './use-roles';

type Props = {
  open: boolean;
  /** The role to edit, or null to create one below `parentId`. */
  role: Group | null;
  parentId: number | undefined;
  type: GroupType;
  tree: GroupNode[];
  onClose: () => void;
  onSaved: (id: number | undefined) => void;
};

export function RoleDialog({ open, role, parentId, type, tree, onClose, onSaved }: Props) {
  const t = useTranslations('roles');
  const form = useForm(roleSchema, role ? toRoleForm(role) : emptyRole(parentId), { guard: open });
  const save = useSaveRole((created, id) => {
    onClose();
    onSaved(created?.id ?? id);
  });
  const { reset } = form;

  // Filled afresh each time the dialog opens, before it shows.
  useAdjust(() => {
    if (open) reset(role ? toRoleForm(role) : emptyRole(parentId));
  }, [open, role, parentId]);

  // A role cannot move below itself.
  const parents = useMemo(() => {
    const own = role ? findNode(tree, role.id) : undefined;
    const excluded = new Set(own ? [own.id, ...descendantIds(own)] : []);
    return withDepth(tree).filter(({ node }) => !excluded.has(node.id));
  }, [tree, role]);

  function submit() {
    const parsed = form.submit();
    if (!parsed) return false;
    save.mutate({ id: role?.id, body: { ...parsed, groupType: type.id, type: type.code } });
  }

  return (
    <FormDialog
      open={open}
      title={t(role ? 'editTitle' : 'createTitle')}
      pending={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      width={480}
    >
      <Stack>
        <TextField {...form.field('code')} label={t('code')} required fullWidth autoFocus autoComplete="off" />
        <TextField {...form.field('name')} label={t('name')} required fullWidth autoComplete="off" />
        <TextField {...form.field('parentId')} select label={t('parent')} fullWidth>
          <MenuItem value="-1">
            <em>{t('noParent')}</em>
          </MenuItem>
          {parents.map(({ node, depth }) => (
            <MenuItem key={node.id} value={String(node.id)} sx={{ pl: 2 + depth * 2 }}>
              {node.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('roleType')}
          value={type.name}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
          helperText=" "
        />
        <TextField {...form.field('description')} label={t('description')} fullWidth multiline minRows={2} />
      </Stack>
    </FormDialog>
  );
}
