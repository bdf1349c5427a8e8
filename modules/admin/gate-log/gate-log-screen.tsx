'use client';

import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { keepPreviousData } from '@tanstack/react-query';
import { DataTable, type TableColumn } from '@/components/common/data-table/data-table';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useShellData } from '@/components/shell/shell-context';
import { useApiQuery } from '@/lib/request/query';
import type { ScreenProps } from '@/components/screens/screen-props';
import { actionsColumn } from '@/components/kit/table/actions-column';
import type { GateLog } from '@/modules/admin/contract';
import type { PageReply } from '@console/contract/envelope';
import { useServerGridModels } from '@/components/kit/table/server-grid';
import { ScreenFrame } from '@/components/kit/frame/screen-frame';
import { ScreenToolbar } from '@/components/kit/frame/screen-toolbar';
import { useGranted } from '@/components/kit/access/use-granted';
import { useUrlState } from '@/components/kit/filters/use-url-state';
import { GateLogDetail } from './gate-log-detail';
import { GateLogFilters } from './gate-log-filters';
import { gateLogQueryCodec, PAGE_SIZES, rangeIsValid, SORTABLE, toApiQuery, type GateLogQuery } from './gate-log-query';
import { useTableKey } from '@/components/kit/access/page-code';

export const GATE_LOG_PAGE = '/api/admin/gateLog/page';

/** The operation log: every successful write through the admin API, newest first, paged on the server. */
export function GateLogScreen({ path, match }: ScreenProps) {
  const t = useTranslations('gateLog');
  const { titles } = useShellData();
  const [query, setQuery] = useUrlState(path, gateLogQueryCodec);
  const logs = useApiQuery<PageReply<GateLog>>(
    { path: GATE_LOG_PAGE, query: toApiQuery(query) },
    { placeholderData: keepPreviousData, enabled: rangeIsValid(query), staleTime: 0 },
  );
  const [detail, setDetail] = useState<{ open: boolean; log: GateLog | null }>({ open: false, log: null });
  const change = (next: Partial<GateLogQuery>) => setQuery((q) => ({ ...q, ...next }));
  const models = useServerGridModels(query, change, SORTABLE);
  const granted = useGranted();

  const columns = useMemo<TableColumn<GateLog>[]>(
    () => [
      { field: 'crtTime', headerName: t('time'), width: 165 },
      { field: 'crtName', headerName: t('user'), width: 110 },
      { field: 'crtHost', headerName: t('host'), width: 120 },
      { field: 'menu', headerName: t('menu'), width: 120 },
      { field: 'opt', headerName: t('opt'), width: 100 },
      { field: 'uri', headerName: t('uri'), flex: 1, minWidth: 200 },
      { field: 'body', headerName: t('body'), flex: 1.2, minWidth: 200, sortable: false },
      ...actionsColumn<GateLog>(granted, '', [
        { label: t('detail'), icon: VisibilityOutlined, onClick: (row) => setDetail({ open: true, log: row }) },
      ]),
    ],
    [t, granted],
  );

  const settingsKey = useTableKey('logs');
  return (
    <ScreenFrame
      title={titles[match.screen.code] ?? t('title')}
      toolbar={<ScreenToolbar onRefresh={() => logs.refetch()} />}
    >
      <GateLogFilters query={query} onChange={change} />
      <DataTable
        settingsKey={settingsKey}
        rows={rangeIsValid(query) ? (logs.data?.data.rows ?? []) : []}
        columns={columns}
        rowCount={rangeIsValid(query) ? (logs.data?.data.total ?? 0) : 0}
        loading={logs.isFetching}
        onRowDoubleClick={(row) => setDetail({ open: true, log: row })}
        pageSizeOptions={PAGE_SIZES}
        {...models}
        noRowsLabel={t('empty')}
        aria-label={t('tableLabel')}
        sx={{ flex: 1, minHeight: 0, border: 0 }}
      />
      <GateLogDetail open={detail.open} log={detail.log} onClose={() => setDetail((d) => ({ ...d, open: false }))} />
    </ScreenFrame>
  );
}
