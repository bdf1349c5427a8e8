'use client';

import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, type TableColumn } from '@/components/common/data-table/data-table';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useAdjust } from '@/components/common/use-adjust';
import { actionsColumn } from '@/components/kit/table/actions-column';
import type { User } from '@/modules/admin/contract';
import { useGranted } from '@/components/kit/access/use-granted';
import { useRoleUsers, useSaveMembers } from './use-roles';
import { UserPicker } from './user-picker';

type ListProps = {
  title: string;
  users: User[];
  canEdit: boolean;
  onAdd: (u: User) => void;
  onRemove: (u: User) => void;
  pickLabel: string;
};

function UserList({ title, users, canEdit, onAdd, onRemove, pickLabel }: ListProps) {
  const t = useTranslations('roles');
  const ids = useMemo(() => new Set(users.map((u) => u.id)), [users]);
  const granted = useGranted();
  const columns = useMemo<TableColumn<User>[]>(
    () => [
      { field: 'username', headerName: t('username'), flex: 1, minWidth: 110 },
      { field: 'name', headerName: t('userName'), flex: 1, minWidth: 110 },
      // Who may edit the members is decided once for the role (RoleDetail), hence no element code here.
      ...(canEdit
        ? actionsColumn<User>(granted, '', [
            {
              label: (row) => t('removeUser', { user: row.username }),
              icon: PersonRemoveOutlined,
              color: 'error',
              onClick: onRemove,
            },
          ])
        : []),
    ],
    [t, granted, canEdit, onRemove],
  );
  return (
    <Stack component="section" aria-label={title} spacing={1}>
      <Typography component="h3" variant="subtitle2">
        {title}{' '}
        <Typography component="span" variant="caption" color="text.secondary">
          ({users.length})
        </Typography>
      </Typography>
      {canEdit && <UserPicker label={pickLabel} exclude={ids} onPick={onAdd} />}
      <DataTable
        rows={users}
        columns={columns}
        pageSizeOptions={[25, 50, 100]}
        initialPageSize={25}
        noRowsLabel={t('noMembers')}
        aria-label={title}
        sx={{ height: 360 }}
      />
    </Stack>
  );
}

const idsOf = (users: User[]) =>
  users
    .map((u) => u.id)
    .sort((a, b) => a - b)
    .join(',');

/** Members and leaders of a role: both are granted the role's permissions; saving replaces both lists. */
export function RoleMembers({ roleId, canEdit }: { roleId: number; canEdit: boolean }) {
  const t = useTranslations('roles');
  const saved = useRoleUsers(roleId);
  const [members, setMembers] = useState<User[]>([]);
  const [leaders, setLeaders] = useState<User[]>([]);
  const restore = () => {
    setMembers(saved.data?.data.members ?? []);
    setLeaders(saved.data?.data.leaders ?? []);
  };
  useAdjust(restore, [saved.data]); // the server's lists, when they (re)load
  const save = useSaveMembers(roleId, () => undefined);
  const dirty =
    saved.data !== undefined &&
    (idsOf(members) !== idsOf(saved.data.data.members) || idsOf(leaders) !== idsOf(saved.data.data.leaders));
  const add = (set: typeof setMembers) => (u: User) =>
    set((list) => (list.some((x) => x.id === u.id) ? list : [...list, u]));
  const remove = (set: typeof setMembers) => (u: User) => set((list) => list.filter((x) => x.id !== u.id));
  // Stable callbacks keep the grids' columns from being rebuilt on every render.
  const handlers = useMemo(
    () => ({
      addMember: add(setMembers),
      removeMember: remove(setMembers),
      addLeader: add(setLeaders),
      removeLeader: remove(setLeaders),
    }),
    [],
  );

  if (saved.isPending) return <LinearProgress aria-label={t('loading')} />;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="caption" color="text.secondary" sx={{ mr: 'auto' }}>
          {canEdit ? t('membersHelp') : t('readOnlyMembers')}
        </Typography>
        {canEdit && (
          <>
            <Button color="inherit" disabled={!dirty || save.isPending} onClick={restore}>
              {t('revert')}
            </Button>
            <Button
              variant="contained"
              disabled={!dirty}
              loading={save.isPending}
              onClick={() => save.mutate({ members: members.map((u) => u.id), leaders: leaders.map((u) => u.id) })}
            >
              {t('saveMembers')}
            </Button>
          </>
        )}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <UserList
            title={t('members')}
            users={members}
            canEdit={canEdit}
            onAdd={handlers.addMember}
            onRemove={handlers.removeMember}
            pickLabel={t('addMember')}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <UserList
            title={t('leaders')}
            users={leaders}
            canEdit={canEdit}
            onAdd={handlers.addLeader}
            onRemove={handlers.removeLeader}
            pickLabel={t('addLeader')}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
