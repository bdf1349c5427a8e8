'use client';

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { monitoringPages } from '@console/contract/monitoring/pages';
import { useApiQuery } from '@/lib/request/query';
import { useGranted } from '@/components/kit/access/use-granted';
import { useWrite } from '@/components/kit/access/use-write';
import { StatusChip } from '../registry/status-chip';
import { FactList } from '@/components/kit/frame/fact-list';

/** What `GET /api/site/sim/status` answers. */
type SimStatus = {
  simTime: string;
  speed: number;
  seed: number;
  lagSeconds: number;
  backfill: { doneDays: number; totalDays: number };
};

/** The speeds the platform takes (backend sim/host.ts). */
const SPEEDS = [0, 1, 2, 5, 10, 60];
/** Behind by more than this, the simulator is not keeping up with its clock. */
const LAGGING_S = 60;
const SPEED_ELEMENT = `${monitoringPages.pages.serviceMonitor.code}:btn_simSpeed`;

/**
 * The site simulator beside the instances: its present, speed, how far its facts lag behind its clock and how much of
 * the history is written; holders of the button set its speed (0 pauses it). A platform without a simulator has no
 * status to read, and the card is not shown.
 */
export function SimulatorCard({ refreshMs }: { refreshMs: number }) {
  const t = useTranslations('serviceStatus.simulator');
  const granted = useGranted();
  const status = useApiQuery<{ data: SimStatus }>(
    { path: '/api/site/sim/status' },
    { refetchInterval: refreshMs, retry: false },
  );
  const setSpeed = useWrite<{ data: SimStatus }, number>(
    (speed) => ({ path: '/api/site/sim/speed', method: 'PUT', body: { speed } }),
    {
      success: (_data, speed) => (speed === 0 ? t('paused') : t('speedSet', { speed })),
      invalidate: ['/api/site/sim/status'],
    },
  );
  const s = status.data?.data;
  if (!s) return null;
  const lagging = s.lagSeconds > LAGGING_S;
  const filling = s.backfill.doneDays < s.backfill.totalDays;
  const rows: [string, string][] = [
    [t('simTime'), s.simTime],
    [t('lag'), t('seconds', { n: s.lagSeconds })],
    [t('backfill'), t('days', { done: s.backfill.doneDays, total: s.backfill.totalDays })],
    [t('seed'), String(s.seed)],
  ];
  const chip = s.speed === 0 ? 'OUT_OF_SERVICE' : lagging ? 'DOWN' : 'UP';
  return (
    <Card component="section" variant="outlined" aria-label={t('title')} sx={{ mb: 2, maxWidth: 720 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mr: 'auto' }}>
            {t('title')}
          </Typography>
          <StatusChip
            status={chip}
            label={
              s.speed === 0
                ? t('stateStopped')
                : lagging
                  ? t('stateLagging')
                  : filling
                    ? t('stateFilling')
                    : t('stateRunning')
            }
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <Box sx={{ flex: 1 }}>
            <FactList facts={rows.map(([label, value]) => ({ label, value }))} />
          </Box>
          {granted(SPEED_ELEMENT) ? (
            <TextField
              select
              size="small"
              label={t('speed')}
              value={String(s.speed)}
              disabled={setSpeed.isPending}
              onChange={(e) => setSpeed.mutate(Number(e.target.value))}
              sx={{ minWidth: 180 }}
              helperText={t('speedHint')}
            >
              {[...new Set([...SPEEDS, s.speed])]
                .sort((a, b) => a - b)
                .map((speed) => (
                  <MenuItem key={speed} value={String(speed)}>
                    {speed === 0 ? t('pause') : t('times', { speed })}
                  </MenuItem>
                ))}
            </TextField>
          ) : (
            <Typography variant="body2">
              {t('speed')}: {s.speed === 0 ? t('pause') : t('times', { speed: s.speed })}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
