'use client';

import { monitoringPages } from '@console/contract/monitoring/pages';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import Typography from '@mui/material/Typography';
import { DataTable, type TableColumn } from '@/components/common/data-table/data-table';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useShellData } from '@/components/shell/shell-context';
import { formatTime } from '@/lib/format/time';
import { eurekaAppsSchema, type EurekaInstance } from '@console/contract/monitoring/eureka';
import { useApiQuery } from '@/lib/request/query';
import type { ScreenProps } from '@/components/screens/screen-props';
import { actionsColumn } from '@/components/kit/table/actions-column';
import { ConfirmDialog } from '@/components/kit/dialogs/confirm-dialog';
import { ScreenFrame } from '@/components/kit/frame/screen-frame';
import { ScreenToolbar } from '@/components/kit/frame/screen-toolbar';
import { useWrite } from '@/components/kit/access/use-write';
import { useGranted } from '@/components/kit/access/use-granted';
import { StatusChip } from './status-chip';
import { useTableKey } from '@/components/kit/access/page-code';

const STATUS_ELEMENT = `${monitoringPages.pages.serviceEureka.code}:btn_status`;
const REFRESH_MS = 10_000;

type Row = EurekaInstance & { id: string; instanceKey: string };
type Change = { row: Row; out: boolean };

/**
 * `/monitorManager/serviceEurekaManager`: the registry's applications and instances (Eureka's REST shape, read by the
 * console's server), with out-of-service and back.
 */
export function RegistryScreen({ match }: ScreenProps) {
  const t = useTranslations('registry');
  const { titles } = useShellData();
  const granted = useGranted();
  const apps = useApiQuery<unknown>({ path: '/api/monitor/eureka/apps' }, { refetchInterval: REFRESH_MS });
  const rows = useMemo<Row[]>(() => {
    const parsed = eurekaAppsSchema.safeParse(apps.data);
    if (!parsed.success) return [];
    return parsed.data.applications.application.flatMap((app) =>
      app.instance.map((i) => {
        const instanceKey = i.instanceId ?? i.hostName;
        return { ...i, id: `${app.name}/${instanceKey}`, instanceKey };
      }),
    );
  }, [apps.data]);
  const [change, setChange] = useState<{ open: boolean; change: Change | null }>({ open: false, change: null });
  const write = useWrite<unknown, Change>(
    ({ row, out }) => ({
      path: `/api/monitor/eureka/apps/${encodeURIComponent(row.app)}/${encodeURIComponent(row.instanceKey)}/status`,
      method: out ? 'PUT' : 'DELETE',
    }),
    {
      success: (_data, { row, out }) => t(out ? 'outDone' : 'upDone', { instance: row.instanceKey }),
      invalidate: ['/api/monitor/eureka'],
      onSettled: () => setChange((c) => ({ ...c, open: false })),
    },
  );

  const columns = useMemo<TableColumn<Row>[]>(
    () => [
      { field: 'app', headerName: t('app'), width: 180 },
      { field: 'instanceKey', headerName: t('instance'), flex: 2, minWidth: 220, cellClassName: 'mono' },
      {
        field: 'hostName',
        headerName: t('host'),
        flex: 1,
        minWidth: 140,
        valueGetter: (_v, row) => `${row.hostName}${row.port ? `:${row.port.$}` : ''}`,
      },
      {
        field: 'status',
        headerName: t('status'),
        width: 140,
        renderCell: ({ row }) => <StatusChip status={row.status} label={row.status} />,
      },
      {
        field: 'registered',
        headerName: t('registered'),
        width: 170,
        valueGetter: (_v, row) =>
          row.leaseInfo?.registrationTimestamp ? formatTime(row.leaseInfo.registrationTimestamp) : '',
      },
      {
        field: 'renewed',
        headerName: t('renewed'),
        width: 170,
        valueGetter: (_v, row) =>
          row.leaseInfo?.lastRenewalTimestamp ? formatTime(row.leaseInfo.lastRenewalTimestamp) : '',
      },
      ...actionsColumn<Row>(granted, t('actions'), [
        {
          code: STATUS_ELEMENT,
          icon: CloudOffOutlined,
          color: 'error',
          label: (row) => t('takeOut', { instance: row.instanceKey }),
          shown: (row) => row.status !== 'OUT_OF_SERVICE',
          onClick: (row) => setChange({ open: true, change: { row, out: true } }),
        },
        {
          code: STATUS_ELEMENT,
          icon: CloudDoneOutlined,
          color: 'primary',
          label: (row) => t('putBack', { instance: row.instanceKey }),
          shown: (row) => row.status === 'OUT_OF_SERVICE',
          onClick: (row) => setChange({ open: true, change: { row, out: false } }),
        },
      ]),
    ],
    [t, granted],
  );

  const settingsKey = useTableKey('apps');
  return (
    <ScreenFrame
      title={titles[match.screen.code] ?? t('title')}
      toolbar={<ScreenToolbar onRefresh={() => apps.refetch()} />}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('summary', {
          apps: new Set(rows.map((r) => r.app)).size,
          instances: rows.length,
          up: rows.filter((r) => r.status === 'UP').length,
        })}
      </Typography>
      <DataTable
        settingsKey={settingsKey}
        rows={rows}
        columns={columns}
        loading={apps.isFetching && rows.length === 0}
        hideFooter={rows.length <= 100}
        noRowsLabel={t('empty')}
        aria-label={t('tableLabel')}
        sx={{ flex: 1, minHeight: 0, border: 0, '& .mono': { fontFamily: 'monospace' } }}
      />
      {change.change && (
        <ConfirmDialog
          open={change.open}
          title={t(change.change.out ? 'takeOutTitle' : 'putBackTitle')}
          message={t(change.change.out ? 'takeOutConfirm' : 'putBackConfirm', {
            instance: change.change.row.instanceKey,
            app: change.change.row.app,
          })}
          confirmLabel={t(change.change.out ? 'takeOutAction' : 'putBackAction')}
          danger={change.change.out}
          pending={write.isPending}
          onConfirm={() => write.mutate(change.change!)}
          onClose={() => setChange((c) => ({ ...c, open: false }))}
        />
      )}
    </ScreenFrame>
  );
}
