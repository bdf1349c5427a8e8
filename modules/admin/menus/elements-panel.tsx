'use client';

import { adminPages } from '@console/contract/admin/pages';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, type TableColumn } from '@/components/common/data-table/data-table';
import { useTranslations } from 'next-intl';
import { useDict } from '@/lib/dict/use-dict';
import { useMemo, useState } from 'react';
import { useCan } from '@/components/shell/shell-context';
import { DELETE, EDIT } from '@/components/kit/table/action-looks';
import { actionsColumn } from '@/components/kit/table/actions-column';
import type { Element, Menu } from '@/modules/admin/contract';
import { ConfirmDialog } from '@/components/kit/dialogs/confirm-dialog';
import { useGranted } from '@/components/kit/access/use-granted';
import { ElementDialog } from './element-dialog';
import { useDeleteElement, useElements } from './use-menus';
import { useTableKey } from '@/components/kit/access/page-code';

// The page these buttons are on: its code prefixes their element codes.
const PAGE = adminPages.pages.menu.code;

/** The buttons (elements) of the selected menu, with their own create / edit / delete. */
export function ElementsPanel({ menu }: { menu: Menu }) {
  const t = useTranslations('menus');
  const elementType = useDict('elementType');
  const elements = useElements(menu.id);
  const [dialog, setDialog] = useState<{ open: boolean; element: Element | null }>({ open: false, element: null });
  const [deleting, setDeleting] = useState<{ open: boolean; element: Element | null }>({ open: false, element: null });
  const remove = useDeleteElement(() => setDeleting((d) => ({ ...d, open: false })));
  const canAdd = useCan(`${PAGE}:btn_element_add`);
  const granted = useGranted();

  const columns = useMemo<TableColumn<Element>[]>(
    () => [
      { field: 'code', headerName: t('elementCode'), flex: 1.4, minWidth: 180 },
      { field: 'name', headerName: t('elementName'), flex: 1, minWidth: 100 },
      {
        field: 'type',
        headerName: t('elementType'),
        width: 90,
        valueFormatter: (v: string | undefined) => elementType.label(v),
      },
      { field: 'uri', headerName: t('elementUri'), flex: 1.4, minWidth: 160 },
      { field: 'method', headerName: t('elementMethod'), width: 90 },
      ...actionsColumn<Element>(granted, t('actions'), [
        {
          ...EDIT,
          code: `${PAGE}:btn_element_edit`,
          label: t('edit'),
          onClick: (row) => setDialog({ open: true, element: row }),
        },
        {
          ...DELETE,
          code: `${PAGE}:btn_element_del`,
          label: t('delete'),
          onClick: (row) => setDeleting({ open: true, element: row }),
        },
      ]),
    ],
    [t, granted, elementType],
  );

  const settingsKey = useTableKey('elements');
  return (
    <Box component="section" aria-labelledby="menu-elements-heading">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="menu-elements-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mr: 'auto' }}>
          {t('elementsOf', { title: menu.title })}
        </Typography>
        {canAdd && (
          <Button startIcon={<AddIcon />} onClick={() => setDialog({ open: true, element: null })}>
            {t('addElement')}
          </Button>
        )}
      </Stack>
      <DataTable
        settingsKey={settingsKey}
        rows={elements.data?.data.rows ?? []}
        columns={columns}
        loading={elements.isFetching}
        hideFooter={(elements.data?.data.rows.length ?? 0) <= 100}
        noRowsLabel={t('noElements')}
        aria-label={t('elementsOf', { title: menu.title })}
        sx={{ height: 280 }}
      />
      <ElementDialog
        open={dialog.open}
        menu={menu}
        element={dialog.element}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      {deleting.element && (
        <ConfirmDialog
          open={deleting.open}
          title={t('elementDeleteTitle')}
          message={t('elementDeleteConfirm', { name: deleting.element.name, code: deleting.element.code })}
          confirmLabel={t('delete')}
          danger
          pending={remove.isPending}
          onConfirm={() => remove.mutate(deleting.element!)}
          onClose={() => setDeleting((d) => ({ ...d, open: false }))}
        />
      )}
    </Box>
  );
}
