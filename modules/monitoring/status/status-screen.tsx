'use client';

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useShellData } from '@/components/shell/shell-context';
import { formatTime } from '@/lib/format/time';
import type { ObjectReply } from '@console/contract/envelope';
import type { InstanceHealth } from '@console/contract/monitoring/reads';
import { useApiQuery } from '@/lib/request/query';
import type { ScreenProps } from '@/components/screens/screen-props';
import { ScreenFrame } from '@/components/kit/frame/screen-frame';
import { ScreenToolbar } from '@/components/kit/frame/screen-toolbar';
import { formatUptime, healthFigures } from './health';
import { StatusChip } from '../registry/status-chip';
import { SimulatorCard } from './simulator-card';
import { FactList } from '@/components/kit/frame/fact-list';

const REFRESH_MS = 5000;

/** The end of the message key naming an instance's status (`statusUp` and so on). */
const statusSuffix = (status: string) =>
  status === 'OUT_OF_SERVICE'
    ? 'OutOfService'
    : status === 'STALE'
      ? 'Stale'
      : status === 'UP'
        ? 'Up'
        : status === 'DOWN'
          ? 'Down'
          : 'Unknown';

/**
 * `/monitorManager/serviceMonitorManager`: the site simulator, and every console instance and the backend with their
 * health, read again every 5 s.
 */
export function StatusScreen({ match }: ScreenProps) {
  const t = useTranslations('serviceStatus');
  const { titles } = useShellData();
  const instances = useApiQuery<ObjectReply<InstanceHealth[]>>(
    { path: '/api/monitor/instances' },
    { refetchInterval: REFRESH_MS },
  );
  const list = instances.data?.data ?? [];
  const units = { d: t('unitDay'), h: t('unitHour'), min: t('unitMinute'), s: t('unitSecond') };
  const value = (n: number | undefined, unit: string) => (n === undefined ? '—' : `${n} ${unit}`);

  return (
    <ScreenFrame
      title={titles[match.screen.code] ?? t('title')}
      toolbar={
        <ScreenToolbar onRefresh={() => instances.refetch()}>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {instances.dataUpdatedAt
              ? t('updatedAt', { time: formatTime(instances.dataUpdatedAt, 'HH:mm:ss') })
              : t('loading')}
          </Typography>
        </ScreenToolbar>
      }
    >
      <SimulatorCard refreshMs={REFRESH_MS} />
      {list.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {instances.isFetching ? t('loading') : t('empty')}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={t('listLabel')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
          overflow: 'auto',
        }}
      >
        {list.map((instance) => {
          const f = healthFigures(instance);
          const rows: [string, string][] = [
            [t('version'), f.version ?? '—'],
            [t('uptime'), f.uptimeS === undefined ? '—' : formatUptime(f.uptimeS, units)],
            [
              t('memory'),
              f.rssMb === undefined
                ? '—'
                : t('memoryValue', { rss: f.rssMb, heap: f.heapUsedMb ?? 0, total: f.heapTotalMb ?? 0 }),
            ],
            [t('requestRate'), value(f.rps, t('perSecond'))],
            [t('p95'), value(f.p95Ms, 'ms')],
            [t('eventLoopLag'), value(f.eventLoopLagMs, 'ms')],
            ...(f.dbMb !== undefined ? ([[t('database'), `${f.dbMb} MB`]] as [string, string][]) : []),
            [t('heartbeat'), f.kind === 'backend' ? t('heartbeatSelf') : t('heartbeatAge', { seconds: instance.ageS })],
          ];
          const status = f.stale ? 'STALE' : instance.status;
          return (
            <Card
              component="li"
              key={`${instance.app}/${instance.instanceId}`}
              variant="outlined"
              aria-label={`${instance.app} ${instance.instanceId}`}
            >
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mr: 'auto' }}>
                    {f.kind === 'backend' ? t('kindBackend') : f.kind === 'console' ? t('kindConsole') : instance.app}
                  </Typography>
                  <StatusChip status={status} label={t(`status${statusSuffix(status)}`)} />
                </Stack>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ fontFamily: 'monospace', mb: 1, wordBreak: 'break-all' }}
                >
                  {instance.instanceId}
                  {instance.port ? ` · ${t('port', { port: instance.port })}` : ''}
                </Typography>
                <FactList facts={rows.map(([label, value]) => ({ label, value }))} />
              </CardContent>
            </Card>
          );
        })}
      </Box>
    </ScreenFrame>
  );
}
