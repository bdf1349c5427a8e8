'use client';

import Alert from '@mui/material/Alert';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLive, useLiveTopics } from '@/components/live/live-channel';
import { boundsOf, SitePlan } from '@/components/kit/maps/site-plan';
import type { SitePlanData } from '@/lib/platform/site-plan';
import {
  type DdcPile,
  pileStatuses,
  pointStatuses,
  type RamOverview,
  type RamPoint,
  type RamRig,
  type RamRigFrame,
  type SpotStatus,
  statusColours,
} from '@/modules/ramming/contract';
import { useApiQuery } from '@/lib/request/query';
import { AutocompleteInput } from '@/components/common/autocomplete-input';
import { useShellData } from '@/components/shell/shell-context';
import type { ScreenProps } from '@/components/screens/screen-props';
import { ScreenFrame } from '@/components/kit/frame/screen-frame';
import { ScreenToolbar } from '@/components/kit/frame/screen-toolbar';
import type { RammingMonitorDef } from '../screen-defs';
import { SpotDetail } from '../ui/ramming-detail';
import { RamAreaLayer, RigLayer, type Spot, SpotLayer } from '../ui/ramming-layers';
import { PendingScreen } from '@/components/kit/frame/pending-screen';
import { KpiCard } from '@/components/kit/stats/kpi-card';

/** Facts arrive a few a minute per rig; the reads they change are refetched at most this often. */
const REFRESH_MS = 1000;
const hhmmss = (t: string | null | undefined) => (t ? t.slice(11, 19) : '');
const filter = createFilterOptions<Spot>({ limit: 50, stringify: (s) => s.code });

export function RammingMonitorScreen({ match, def }: ScreenProps & { def: RammingMonitorDef }) {
  const { titles } = useShellData();
  const title = titles[match.screen.code] ?? match.screen.code;
  const t = useTranslations('ramMonitor');
  const liveStatus = useLive((live) => live.status);
  const subscribe = useLive((live) => live.subscribe);
  const client = useQueryClient();
  const hj = def.family === 'hj';
  const base = `/api/${def.family}`;

  const plan = useApiQuery<{ data: SitePlanData }>({ path: '/api/site/plan' }, { staleTime: Infinity });
  const overview = useApiQuery<{ data: RamOverview }>({ path: `${base}/monitor/overview` });
  const data = overview.data?.data;
  const [areaId, setAreaId] = useState<number | null>(null);
  const [spotId, setSpotId] = useState<number | null>(null);
  const areas = useMemo(() => data?.areas ?? [], [data]);
  // At first the area a rig works now, else the first.
  const area =
    areas.find((a) => a.id === areaId) ??
    areas.find((a) => data?.rigs.some((r) => r.working && r.areaCode === a.code)) ??
    areas[0];
  const spotsQuery = useApiQuery<{ data: { points?: RamPoint[]; piles?: DdcPile[] } }>(
    { path: `${base}/monitor/area/${area?.id ?? 0}` },
    { enabled: Boolean(area), placeholderData: (previous) => previous },
  );
  const rows = useMemo(
    () => (hj ? spotsQuery.data?.data.points : spotsQuery.data?.data.piles) ?? [],
    [hj, spotsQuery.data],
  );
  const spots = useMemo<Spot[]>(
    () => rows.map((r) => ({ id: r.id, code: r.code, x: r.x, y: r.y, status: r.status })),
    [rows],
  );
  const spot = spots.find((s) => s.id === spotId) ?? null;

  // Each new fact refetches what it may change (the overview's counts, the area's points, the selection), at most
  // once a second.
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (!subscribe) return;
    const stop = subscribe(def.factTopic, () => {
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        void client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(`${base}/`) });
      }, REFRESH_MS);
    });
    return () => {
      stop();
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [subscribe, def.factTopic, base, client]);
  // The rigs move from the channel's frames (hj.pos / ddc.pos): nothing is read on a timer. (`reset` reaches the
  // fact listener above, which reads everything again.)
  const overviewPath = `${base}/monitor/overview`;
  useLiveTopics(def.posTopic ? [def.posTopic] : undefined, (frame, event) => {
    if (event !== def.posTopic) return;
    const { t: at, rigs } = frame as RamRigFrame;
    client.setQueryData<{ data: RamOverview }>([overviewPath, {}], (old) =>
      old ? { ...old, data: { ...old.data, simTime: at > old.data.simTime ? at : old.data.simTime, rigs } } : old,
    );
  });
  // The site clock: the channel's (every 5 s), or the last read or frame when it is newer.
  const liveTime = useLive((live) => live.simTime);
  const siteTime = data && liveTime && liveTime > data.simTime ? liveTime : data?.simTime;

  const stale = liveStatus !== null && liveStatus !== 'live' && Boolean(data);
  const focus = useMemo(() => (area ? boundsOf(area.polygon) : null), [area]);
  const statuses: readonly SpotStatus[] = hj ? pointStatuses : pileStatuses;
  const selectArea = (id: number) => {
    setAreaId(id);
    setSpotId(null);
  };
  const onRig = useCallback(
    (r: RamRig) => {
      const target = areas.find((a) => a.code === r.areaCode);
      if (!target) return;
      if (target.id !== area?.id) setAreaId(target.id);
      const row = target.id === area?.id ? rows.find((x) => x.code === r.spotCode) : undefined;
      setSpotId(row ? row.id : null);
    },
    [areas, area, rows],
  );
  const rigLabel = useCallback(
    (r: RamRig) =>
      t('rigMarker', {
        code: r.code,
        spot: r.spotCode ?? '—',
        state: r.working ? t('working') : t('standing'),
        time: hhmmss(r.t),
      }),
    [t],
  );
  const refresh = () =>
    client.invalidateQueries({
      predicate: (q) => String(q.queryKey[0]).startsWith(`${base}/`) || q.queryKey[0] === '/api/site/plan',
    });

  const failed = plan.isError || (overview.isError && !data);
  if (failed || !plan.data || !data)
    return (
      <PendingScreen
        title={title}
        onRefresh={refresh}
        failed={failed}
        failedText={t('loadFailed')}
        loadingText={t('loading')}
      />
    );

  const noun = hj ? 'point' : 'pile';
  const shown = statuses.filter((s) => s !== 'todo' && s !== 'doing');
  const legend = (
    <Box
      role="group"
      aria-label={t(`statusLegend.${def.family}`)}
      sx={{ mt: 0.75, pt: 0.75, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {t(`statusLegend.${def.family}`)}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {statuses.map((s) => (
          <Box component="li" key={s} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box
              aria-hidden
              sx={{
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: statusColours[s],
                opacity: s === 'todo' ? 0.4 : 1,
              }}
            />
            <Typography variant="caption">
              {t(`status.${s}`)}{' '}
              <Box component="span" data-status-count={s}>
                {area?.counts[s] ?? 0}
              </Box>
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );

  return (
    <ScreenFrame title={title} toolbar={<ScreenToolbar onRefresh={refresh} />}>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {stale && (
          <Alert severity="warning" role="status" data-testid="stale-banner">
            {t('stale', { time: hhmmss(siteTime) })}
          </Alert>
        )}
        {area && (
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {(
              [
                ['done', `${area.done} / ${area.total}`, `${area.donePct.toFixed(1)}%`],
                ['qualified', area.qualifiedPct.toFixed(1), '%'],
                ...shown.map((s) => [s, String(area.counts[s] ?? 0), ''] as const),
              ] as const
            ).map(([key, value, unit]) => (
              <KpiCard key={key} id={key} label={t(`kpi.${key}.${noun}`)} value={value} unit={unit} minWidth={130} />
            ))}
          </Stack>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 420px' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {area
                  ? hj
                    ? t('areaLineHj', {
                        name: area.name,
                        standard: area.standardName ?? '—',
                        hits: area.designHits ?? '—',
                        limit: area.lastTwoLimit ?? '—',
                      })
                    : t('areaLineDdc', {
                        name: area.name,
                        standard: area.standardName ?? '—',
                        depth: area.designDepth ?? '—',
                        rams: area.minRamsPerLayer ?? '—',
                      })
                  : ''}
              </Typography>
              <Typography variant="body2" sx={{ ml: 'auto', color: 'text.secondary' }} data-testid="site-time">
                {t('siteTime', { time: siteTime ?? data.simTime })}
              </Typography>
            </Stack>
            {spotsQuery.isError && <Alert severity="error">{t('spotsFailed')}</Alert>}
            <SitePlan
              plan={plan.data.data}
              label={t(`mapLabel.${def.family}`)}
              focus={focus}
              legend={legend}
              height="max(440px, calc(100vh - 380px))"
            >
              <RamAreaLayer areas={areas} selected={area?.id ?? null} onSelect={selectArea} />
              <SpotLayer spots={spots} radius={hj ? 1.25 : 0.5} selected={spotId} onSelect={setSpotId} />
              <RigLayer rigs={data.rigs} stale={stale} label={rigLabel} onSelect={onRig} />
            </SitePlan>
          </Stack>
          <Stack spacing={1.5}>
            <Paper
              variant="outlined"
              sx={{ p: 1, maxHeight: 280, overflow: 'auto' }}
              component="section"
              aria-labelledby="ram-areas"
            >
              <Typography id="ram-areas" variant="subtitle2" component="h2" sx={{ px: 1, pt: 0.5 }}>
                {t('areas')}
              </Typography>
              {areas.length === 0 ? (
                <Typography variant="body2" sx={{ p: 1, color: 'text.secondary' }}>
                  {t('noAreas')}
                </Typography>
              ) : (
                <List dense aria-label={t('areas')}>
                  {areas.map((a) => {
                    const rigs = data.rigs.filter((r) => r.areaCode === a.code && r.working).map((r) => r.code);
                    return (
                      <ListItem key={a.id} disablePadding>
                        <ListItemButton
                          selected={a.id === area?.id}
                          aria-current={a.id === area?.id ? 'true' : undefined}
                          onClick={() => selectArea(a.id)}
                          data-area={a.code}
                        >
                          <ListItemText
                            primary={`${a.code} ${a.name}`}
                            secondary={
                              <>
                                <LinearProgress
                                  variant="determinate"
                                  value={a.donePct}
                                  aria-label={t('progressOf', { area: a.code })}
                                  sx={{ my: 0.5, height: 6, borderRadius: 1 }}
                                />
                                {t(`areaProgress.${noun}`, { done: a.done, total: a.total, pct: a.donePct.toFixed(1) })}
                                {rigs.length > 0 ? ` · ${rigs.join(', ')}` : ''}
                              </>
                            }
                            slotProps={{
                              primary: { variant: 'body2' },
                              secondary: { variant: 'caption', component: 'div' },
                            }}
                          />
                          {rigs.length > 0 && (
                            <Chip size="small" color="success" label={t('working')} sx={{ ml: 0.5 }} />
                          )}
                        </ListItemButton>
                      </ListItem>
                    );
                  })}
                </List>
              )}
            </Paper>
            <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-labelledby="ram-selection">
              <Typography id="ram-selection" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                {spot ? t(`selected.${noun}`, { code: spot.code }) : t('selection')}
              </Typography>
              <Autocomplete
                size="small"
                options={spots}
                filterOptions={filter}
                value={spot}
                onChange={(_, value) => setSpotId(value?.id ?? null)}
                getOptionLabel={(s) => s.code}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                renderOption={({ key, ...props }, s) => (
                  <li key={key} {...props}>
                    <Box
                      aria-hidden
                      sx={{
                        width: 10,
                        height: 10,
                        mr: 1,
                        borderRadius: '50%',
                        bgcolor: statusColours[s.status],
                        flex: 'none',
                      }}
                    />
                    {s.code} · {t(`status.${s.status}`)}
                  </li>
                )}
                renderInput={(params) => <AutocompleteInput params={params} label={t(`find.${noun}`)} />}
                noOptionsText={t('noMatch')}
              />
              <SpotDetail family={def.family} spotId={spot ? spot.id : null} hint={t(`selectHint.${noun}`)} />
            </Paper>
          </Stack>
        </Box>
      </Box>
    </ScreenFrame>
  );
}
