'use client';

import { adminPages } from '@console/contract/admin/pages';
import { DataTable, type TableColumn } from '@/components/common/data-table/data-table';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useShellData } from '@/components/shell/shell-context';
import type { ScreenProps } from '@/components/screens/screen-props';
import { DELETE, EDIT } from '@/components/kit/table/action-looks';
import { actionsColumn } from '@/components/kit/table/actions-column';
import type { GroupType } from '@/modules/admin/contract';
import { ConfirmDialog } from '@/components/kit/dialogs/confirm-dialog';
import { ScreenFrame } from '@/components/kit/frame/screen-frame';
import { ScreenToolbar } from '@/components/kit/frame/screen-toolbar';
import { useGranted } from '@/components/kit/access/use-granted';
import { RoleTypeDialog } from './role-type-dialog';
import { useDeleteRoleType, useRoleTypes } from './use-role-types';
import { useTableKey } from '@/components/kit/access/page-code';

// The page these buttons are on: its code prefixes their element codes.
const PAGE = adminPages.pages.groupType.code;

/** `/baseManager/groupTypeManager`: the kinds of role (role, department, custom …) the role screen shows as tabs. */
export function RoleTypesScreen({ match }: ScreenProps) {
  const t = useTranslations('roleTypes');
  const { titles } = useShellData();
  const types = useRoleTypes();
  const [dialog, setDialog] = useState<{ open: boolean; type: GroupType | null }>({ open: false, type: null });
  const [deleting, setDeleting] = useState<{ open: boolean; type: GroupType | null }>({ open: false, type: null });
  const remove = useDeleteRoleType(() => setDeleting((d) => ({ ...d, open: false })));
  const granted = useGranted();

  const columns = useMemo<TableColumn<GroupType>[]>(
    () => [
      { field: 'code', headerName: t('code'), flex: 1, minWidth: 120 },
      { field: 'name', headerName: t('name'), flex: 1, minWidth: 120 },
      { field: 'description', headerName: t('description'), flex: 2, minWidth: 160 },
      { field: 'updTime', headerName: t('updated'), width: 170 },
      ...actionsColumn<GroupType>(granted, t('actions'), [
        {
          ...EDIT,
          code: `${PAGE}:btn_edit`,
          label: t('edit'),
          onClick: (row) => setDialog({ open: true, type: row }),
        },
        {
          ...DELETE,
          code: `${PAGE}:btn_del`,
          label: t('delete'),
          onClick: (row) => setDeleting({ open: true, type: row }),
        },
      ]),
    ],
    [t, granted],
  );

  const settingsKey = useTableKey('types');
  return (
    <ScreenFrame
      title={titles[match.screen.code] ?? t('title')}
      toolbar={
        <ScreenToolbar
          onRefresh={() => types.refetch()}
          add={{
            code: `${PAGE}:btn_add`,
            label: t('add'),
            onClick: () => setDialog({ open: true, type: null }),
          }}
        />
      }
    >
      <DataTable
        settingsKey={settingsKey}
        rows={types.data ?? []}
        columns={columns}
        loading={types.isFetching}
        pageSizeOptions={[20, 50, 100]}
        initialPageSize={20}
        aria-label={t('tableLabel')}
        sx={{ flex: 1, minHeight: 0, border: 0 }}
      />
      <RoleTypeDialog open={dialog.open} type={dialog.type} onClose={() => setDialog((d) => ({ ...d, open: false }))} />
      {deleting.type && (
        <ConfirmDialog
          open={deleting.open}
          title={t('deleteTitle')}
          message={t('deleteConfirm', { name: deleting.type.name })}
          confirmLabel={t('delete')}
          danger
          pending={remove.isPending}
          onConfirm={() => remove.mutate(deleting.type!)}
          onClose={() => setDeleting((d) => ({ ...d, open: false }))}
        />
      )}
    </ScreenFrame>
  );
}
