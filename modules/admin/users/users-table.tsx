'use client';

import { adminPages } from '@console/contract/admin/pages';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import { DataTable, type TableColumn } from '@/components/common/data-table/data-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useDict } from '@/lib/dict/use-dict';
import { DELETE, EDIT } from '@/components/kit/table/action-looks';
import { actionsColumn } from '@/components/kit/table/actions-column';
import type { User } from '@/modules/admin/contract';
import { useServerGridModels } from '@/components/kit/table/server-grid';
import { useGranted } from '@/components/kit/access/use-granted';
import { PAGE_SIZES, SORTABLE, type UserQuery } from './user-query';
import { useTableKey } from '@/components/kit/access/page-code';

// The page these buttons are on: its code prefixes their element codes.
const PAGE = adminPages.pages.user.code;

/** What the row buttons do; each shows only to users holding its element code. */
export type UserActions = { edit: (u: User) => void; remove: (u: User) => void; resetPassword: (u: User) => void };

type Props = {
  rows: User[];
  total: number;
  loading: boolean;
  query: UserQuery;
  onQuery: (change: Partial<UserQuery>) => void;
  actions: UserActions;
};

/** Server-side paging and sorting: the browser only ever holds the page on screen. */
export function UsersTable({ rows, total, loading, query, onQuery, actions }: Props) {
  const t = useTranslations('users');
  const sex = useDict('sex');
  const { edit, remove, resetPassword } = actions;
  const granted = useGranted();
  const models = useServerGridModels(query, onQuery, SORTABLE);

  const columns = useMemo<TableColumn<User>[]>(
    () => [
      { field: 'username', headerName: t('username'), flex: 1, minWidth: 120 },
      { field: 'name', headerName: t('name'), flex: 1, minWidth: 110 },
      {
        field: 'sex',
        headerName: t('sex'),
        width: 80,
        valueFormatter: (value: string | undefined) => sex.label(value),
      },
      { field: 'depart', headerName: t('depart'), flex: 0.8, minWidth: 90 },
      { field: 'mobilePhone', headerName: t('mobile'), flex: 1, minWidth: 130 },
      { field: 'email', headerName: t('email'), flex: 1.3, minWidth: 170 },
      { field: 'updTime', headerName: t('updated'), width: 170 },
      ...actionsColumn<User>(granted, t('actions'), [
        { ...EDIT, code: `${PAGE}:btn_edit`, label: t('edit'), onClick: edit },
        {
          code: `${PAGE}:btn_resetPwd`,
          label: t('resetPassword'),
          icon: LockResetOutlined,
          onClick: resetPassword,
        },
        { ...DELETE, code: `${PAGE}:btn_del`, label: t('delete'), onClick: remove },
      ]),
    ],
    [t, granted, edit, remove, resetPassword, sex],
  );

  const settingsKey = useTableKey('users');
  return (
    <DataTable
      settingsKey={settingsKey}
      rows={rows}
      columns={columns}
      rowCount={total}
      loading={loading}
      pageSizeOptions={PAGE_SIZES}
      {...models}
      aria-label={t('tableLabel')}
      sx={{ flex: 1, minHeight: 0, border: 0 }}
    />
  );
}
