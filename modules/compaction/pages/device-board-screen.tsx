'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { PageReply } from '@console/contract/envelope';
import { useApiQuery } from '@/lib/request/query';
import { useLive, useLiveTopics } from '@/components/live/live-channel';
import { useShellData } from '@/components/shell/shell-context';
import type { ScreenProps } from '@/components/screens/screen-props';
import { ScreenFrame } from '@/components/kit/frame/screen-frame';
import { ScreenToolbar } from '@/components/kit/frame/screen-toolbar';
import { codecFor } from '@/components/kit/filters/url-codec';
import { useUrlState } from '@/components/kit/filters/use-url-state';
import { useDicts } from '@/lib/dict/use-dict';
import { liveTopics } from '@/lib/routes/topics';
import { ChoiceField } from '@/components/common/choice-field';
import { FactList } from '@/components/kit/frame/fact-list';

/** One row of `GET znys/deviceState/latest`: the registry's device and its latest state (null before any). */
export type DeviceStateRow = {
  id: number;
  deviceCode: string;
  deviceName: string;
  kind: string;
  t: string | null;
  lastSeen: string | null;
  online: number | null;
  gnssQuality: number | null;
  sats: number | null;
  hdop: number | null;
  csq: number | null;
  voltage: number | null;
  battery: number | null;
  engineOn: number | null;
};

// The real-time state page's read: the board is the same rows drawn as cards.
const API = '/api/znys/deviceState/latest/page';
const KINDS = ['roller', 'paver'] as const;
const BOARD_DICTS = ['deviceKind', 'gnssQuality'];
const codec = codecFor({ kind: '', online: '' });

/** Seconds between two platform times (`yyyy-MM-dd HH:mm:ss`, the site's clock); null when either is missing. */
export function ageSeconds(now: string | null, then: string | null): number | null {
  if (!now || !then) return null;
  const a = Date.parse(now.replace(' ', 'T'));
  const b = Date.parse(then.replace(' ', 'T'));
  return Number.isFinite(a) && Number.isFinite(b) ? Math.max(0, Math.round((a - b) / 1000)) : null;
}

/**
 * The device state board (设备状态监控, and its second menu entry): a card per roller and paver with its
 * connection, the age of its data on the site's clock, GNSS fix, power and engine; the counts on top; kind
 * and online filters in the URL. Every `znys.state` event reads the rows again, as the table page does.
 */
export function DeviceBoardScreen({ path, match }: ScreenProps) {
  const { titles } = useShellData();
  const title = titles[match.screen.code] ?? match.screen.code;
  const t = useTranslations('deviceBoard');
  const dict = useDicts(BOARD_DICTS);
  const simTime = useLive((live) => live.simTime);
  const [filters, setFilters] = useUrlState(path, codec);
  const states = useApiQuery<PageReply<DeviceStateRow>>(
    { path: API, query: { page: 1, limit: 500, sort: 'deviceCode', order: 'asc' } },
    { staleTime: 0 },
  );
  useLiveTopics(liveTopics[match.screen.code], () => void states.refetch());

  const rows = useMemo(() => states.data?.data.rows ?? [], [states.data]);
  const ofKind = rows.filter((r) => !filters.kind || r.kind === filters.kind);
  const online = ofKind.filter((r) => r.online === 1).length;
  const shown = ofKind.filter((r) => filters.online === '' || String(r.online ?? 0) === filters.online);

  const select = (key: 'kind' | 'online', label: string, options: { value: string; label: string }[]) => (
    <ChoiceField
      size="small"
      label={label}
      value={filters[key]}
      choices={options}
      emptyLabel={t('all')}
      displayEmpty
      onChange={(value) => setFilters((f) => ({ ...f, [key]: value }))}
      sx={{ width: 160 }}
    />
  );

  return (
    <ScreenFrame title={title} toolbar={<ScreenToolbar onRefresh={() => states.refetch()} />}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
        <Stack direction="row" spacing={1.5} useFlexGap role="search" aria-label={t('filters')}>
          {select('kind', t('kind'), dict.choices('deviceKind', KINDS))}
          {select('online', t('connection'), [
            { value: '1', label: t('online') },
            { value: '0', label: t('offline') },
          ])}
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          component="dl"
          aria-label={t('counts')}
          data-testid="board-counts"
          sx={{ m: 0, ml: 'auto' }}
        >
          <Count label={t('online')} value={online} testId="count-online" color="success.main" />
          <Count label={t('offline')} value={ofKind.length - online} testId="count-offline" color="text.secondary" />
          <Count label={t('total')} value={ofKind.length} testId="count-total" />
        </Stack>
      </Stack>
      <Box sx={{ overflow: 'auto', flex: 1, minHeight: 0 }}>
        {states.isPending ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 2 }} role="status">
            <CircularProgress size={20} />
            <Typography>{t('loading')}</Typography>
          </Stack>
        ) : states.isError ? (
          <Alert severity="error" action={<Chip label={t('retry')} onClick={() => void states.refetch()} />}>
            {t('loadFailed')}
          </Alert>
        ) : shown.length === 0 ? (
          <Alert severity="info">{rows.length === 0 ? t('noDevices') : t('noMatch')}</Alert>
        ) : (
          <Box
            component="ul"
            aria-label={t('cards')}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
            }}
          >
            {shown.map((row) => (
              <DeviceCard key={row.id} row={row} simTime={simTime} />
            ))}
          </Box>
        )}
      </Box>
    </ScreenFrame>
  );
}

function Count({ label, value, testId, color }: { label: string; value: number; testId: string; color?: string }) {
  return (
    <Paper variant="outlined" sx={{ px: 1.5, py: 0.5, minWidth: 88, textAlign: 'center' }} data-testid={testId}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h6" sx={{ m: 0, color }}>
        {value}
      </Typography>
    </Paper>
  );
}

function DeviceCard({ row, simTime }: { row: DeviceStateRow; simTime: string | null }) {
  const t = useTranslations('deviceBoard');
  const dict = useDicts(BOARD_DICTS);
  const isOnline = row.online === 1;
  const age = ageSeconds(simTime, row.lastSeen);
  const ageText =
    row.lastSeen == null
      ? t('never')
      : age == null
        ? row.lastSeen
        : age < 60
          ? t('secondsAgo', { n: age })
          : age < 3600
            ? t('minutesAgo', { n: Math.floor(age / 60) })
            : t('hoursAgo', { n: Math.floor(age / 3600) });
  const facts: [string, string, string][] = [
    [
      'gnss',
      t('gnss'),
      row.gnssQuality == null
        ? '—'
        : `${dict.label('gnssQuality', row.gnssQuality)}${row.sats == null ? '' : ` · ${t('sats', { n: row.sats })}`}`,
    ],
    ['power', t('power'), row.battery != null ? `${row.battery}%` : row.voltage != null ? `${row.voltage} V` : '—'],
    ['engine', t('engine'), row.engineOn == null ? '—' : row.engineOn ? t('engineOn') : t('engineOff')],
    ['csq', t('signal'), row.csq == null ? '—' : String(row.csq)],
  ];
  return (
    <Paper
      component="li"
      variant="outlined"
      tabIndex={0}
      aria-label={`${row.deviceCode} ${row.deviceName} · ${isOnline ? t('online') : t('offline')}`}
      data-testid={`device-card-${row.deviceCode}`}
      data-online={isOnline ? '1' : '0'}
      sx={{
        p: 1.5,
        borderLeft: 4,
        borderLeftColor: isOnline ? 'success.main' : 'grey.400',
        opacity: isOnline ? 1 : 0.85,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {row.deviceCode}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1 }}>
          {row.deviceName}
        </Typography>
        <Chip
          size="small"
          data-testid="card-status"
          color={isOnline ? 'success' : 'default'}
          variant={isOnline ? 'filled' : 'outlined'}
          label={isOnline ? t('online') : t('offline')}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {dict.label('deviceKind', row.kind)} · <span data-testid="card-age">{ageText}</span>
      </Typography>
      <FactList compact facts={facts.map(([key, label, value]) => ({ key, label, value, field: key }))} />
    </Paper>
  );
}
