'use client';

import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { User } from '../common/api-types';
import { useGridLocaleText } from '../common/grid-locale';
import { RowAction } from '../common/row-action';
import { useServerGridModels } from '../common/server-grid';
import { PAGE_SIZES, SORTABLE, type UserQuery } from './user-query';

export type UserActions = { edit?: (u: User) => void; remove?: (u: User) => void; resetPassword?: (u: User) => void };

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
  const localeText = useGridLocaleText();
  const sexLabel = (sex?: string) => (sex === '男' ? t('male') : sex === '女' ? t('female') : (sex ?? ''));
  const { edit, remove, resetPassword } = actions;
  const hasActions = Boolean(edit || remove || resetPassword);
  const models = useServerGridModels(query, onQuery, SORTABLE);

  const columns = useMemo<GridColDef<User>[]>(
    () => [
      { field: 'username', headerName: t('username'), flex: 1, minWidth: 120 },
      { field: 'name', headerName: t('name'), flex: 1, minWidth: 110 },
      { field: 'sex', headerName: t('sex'), width: 80, valueFormatter: (value: string | undefined) => sexLabel(value) },
      { field: 'depart', headerName: t('depart'), flex: 0.8, minWidth: 90 },
      { field: 'mobilePhone', headerName: t('mobile'), flex: 1, minWidth: 130 },
      { field: 'email', headerName: t('email'), flex: 1.3, minWidth: 170 },
      { field: 'updTime', headerName: t('updated'), width: 170 },
      ...(hasActions
        ? [
            {
              field: 'actions',
              headerName: t('actions'),
              width: 124,
              sortable: false,
              disableColumnMenu: true,
              renderCell: ({ row }) => (
                <Stack direction="row" sx={{ height: '100%', alignItems: 'center' }}>
                  {edit && (
                    <RowAction label={t('edit')} color="primary" onClick={() => edit(row)}>
                      <EditOutlined fontSize="small" />
                    </RowAction>
                  )}
                  {resetPassword && (
                    <RowAction label={t('resetPassword')} onClick={() => resetPassword(row)}>
                      <LockResetOutlined fontSize="small" />
                    </RowAction>
                  )}
                  {remove && (
                    <RowAction label={t('delete')} color="error" onClick={() => remove(row)}>
                      <DeleteOutline fontSize="small" />
                    </RowAction>
                  )}
                </Stack>
              ),
            } satisfies GridColDef<User>,
          ]
        : []),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sexLabel follows t
    [t, edit, remove, resetPassword, hasActions],
  );

  return (
    <DataGrid
      rows={rows}
      columns={columns}
      rowCount={total}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      pageSizeOptions={PAGE_SIZES}
      {...models}
      localeText={localeText}
      density="compact"
      aria-label={t('tableLabel')}
      sx={{ flex: 1, minHeight: 0, border: 0 }}
    />
  );
}
