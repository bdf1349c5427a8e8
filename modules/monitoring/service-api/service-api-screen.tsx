'use client';

import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataTable, type TableColumn, type PageModel } from '@/components/common/data-table/data-table';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { ChoiceField } from '@/components/common/choice-field';
import { useShellData } from '@/components/shell/shell-context';
import type { PageReply } from '@console/contract/envelope';
import type { RouteRow } from '@console/contract/monitoring/reads';
import { useApiQuery } from '@/lib/request/query';
import type { ScreenProps } from '@/components/screens/screen-props';
import { ScreenFrame } from '@/components/kit/frame/screen-frame';
import { ScreenToolbar } from '@/components/kit/frame/screen-toolbar';
import { SearchField } from '@/components/kit/filters/search-field';
import { useTableKey } from '@/components/kit/access/page-code';

const methods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
const methodColour = { GET: 'success', POST: 'primary', PUT: 'warning', DELETE: 'error' } as const;

/**
 * `/authManager/serviceApiManager`: the platform's endpoints from its own route table, each with its guard and the
 * roles that pass it.
 */
export function ServiceApiScreen({ match }: ScreenProps) {
  const t = useTranslations('serviceApi');
  const { titles } = useShellData();
  const [filters, setFilters] = useState({ path: '', method: '', code: '' });
  const [paging, setPaging] = useState<PageModel>({ page: 0, pageSize: 50 });
  const routes = useApiQuery<PageReply<RouteRow>>({
    path: '/api/monitor/routes',
    query: {
      page: paging.page + 1,
      limit: paging.pageSize,
      ...(filters.path ? { path: filters.path } : {}),
      ...(filters.method ? { method: filters.method } : {}),
      ...(filters.code ? { code: filters.code } : {}),
    },
  });
  const filter = (next: Partial<typeof filters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPaging((p) => ({ ...p, page: 0 }));
  };

  const columns = useMemo<TableColumn<RouteRow>[]>(
    () => [
      {
        field: 'method',
        headerName: t('method'),
        width: 100,
        // The method's colour on the border only: coloured text on white is too faint for PUT's orange.
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={methodColour[row.method as keyof typeof methodColour] ?? 'default'}
            label={row.method}
            sx={{ color: 'text.primary', fontWeight: 600 }}
          />
        ),
      },
      { field: 'path', headerName: t('path'), flex: 2, minWidth: 280, cellClassName: 'mono' },
      { field: 'access', headerName: t('access'), width: 130, valueGetter: (_v, row) => t(`access_${row.access}`) },
      {
        field: 'guard',
        headerName: t('guard'),
        flex: 1,
        minWidth: 220,
        cellClassName: 'mono',
        valueGetter: (_v, row) => row.element ?? row.menus.join(', '),
      },
      {
        field: 'roles',
        headerName: t('roles'),
        flex: 1,
        minWidth: 200,
        valueGetter: (_v, row) =>
          row.access === 'public'
            ? t('everyone')
            : row.access === 'signedIn'
              ? t('anySignedIn')
              : row.roles.map((r) => r.name || r.code).join(', ') || t('nobody'),
      },
      { field: 'logged', headerName: t('logged'), width: 100, valueGetter: (_v, row) => (row.logged ? t('yes') : '') },
    ],
    [t],
  );

  const settingsKey = useTableKey('routes');
  return (
    <ScreenFrame
      title={titles[match.screen.code] ?? t('title')}
      toolbar={
        <ScreenToolbar onRefresh={() => routes.refetch()}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <SearchField
              label={t('searchPath')}
              value={filters.path}
              onChange={(path) => filter({ path })}
              width={220}
            />
            <ChoiceField
              size="small"
              label={t('method')}
              value={filters.method}
              emptyLabel={t('allMethods')}
              choices={methods.map((m) => ({ value: m, label: m }))}
              onChange={(method) => filter({ method })}
              sx={{ width: 120 }}
            />
            <SearchField
              label={t('searchCode')}
              value={filters.code}
              onChange={(code) => filter({ code })}
              width={220}
            />
          </Stack>
        </ScreenToolbar>
      }
    >
      <DataTable
        settingsKey={settingsKey}
        rows={routes.data?.data.rows ?? []}
        rowCount={routes.data?.data.total ?? 0}
        columns={columns}
        loading={routes.isFetching}
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizeOptions={[20, 50, 100]}
        disableColumnSorting
        noRowsLabel={t('empty')}
        aria-label={t('tableLabel')}
        sx={{ flex: 1, minHeight: 0, border: 0, '& .mono': { fontFamily: 'monospace', fontSize: 13 } }}
      />
    </ScreenFrame>
  );
}
