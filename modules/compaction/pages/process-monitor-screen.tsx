'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLive, useLiveTopics } from '@/components/live/live-channel';
import { GridRaster } from '@/components/kit/maps/grid-raster';
import { boundsOf, SitePlan } from '@/components/kit/maps/site-plan';
import {
  applyGridDelta,
  type ColourBand,
  decodeGrid,
  type DecodedGrid,
  gridEtag,
  type GridDelta,
  gridVersionOf,
  type GridMetric,
} from '@/lib/platform/grid';
import type { GridCell, MonitorArea, MonitorOverview } from '@console/contract/compaction/answers';
import { type PositionFrame, type SitePlanData } from '@/lib/platform/site-plan';
import { requestBinary } from '@/lib/request/binary';
import { request } from '@/lib/request/request';
import { useDicts } from '@/lib/dict/use-dict';
import { useApiQuery } from '@/lib/request/query';
import { useShellData } from '@/components/shell/shell-context';
import type { ScreenProps } from '@/components/screens/screen-props';
import { ScreenFrame } from '@/components/kit/frame/screen-frame';
import { ScreenToolbar } from '@/components/kit/frame/screen-toolbar';
import type { ProcessMonitorDef } from '../screen-defs';
import { AreaLayer, RollerLayer, type Positions } from '../ui/monitor-layers';
import { AlarmList, AreaList, hhmmss, pct, SelectionCard } from '../ui/monitor-panels';
import { PendingScreen } from '@/components/kit/frame/pending-screen';
import { KpiCard } from '@/components/kit/stats/kpi-card';
import { BandSwatches } from '@/components/kit/maps/band-swatches';

const OVERVIEW_EVERY_MS = 5000;

/**
 * Reads a grid with its ETag (an unchanged grid answers 304 and the copy in hand is kept), and patches the copies
 * in hand with the live channel's deltas of the area: the raster grows each second without reading the grid, and
 * a version the overview then announces is already in hand. A delta that does not follow is left to the next read.
 */
function useGrid(def: ProcessMonitorDef, area: MonitorArea | undefined, metric: GridMetric) {
  const kept = useRef(new Map<string, { etag: string; grid: DecodedGrid }>());
  const client = useQueryClient();

  useLiveTopics([def.gridTopic], (payload, event) => {
    const delta = payload as GridDelta;
    if (event === 'reset' || typeof delta?.areaId !== 'number') return;
    for (const [key, entry] of kept.current) {
      const [id, keptMetric] = key.split(':');
      if (Number(id) !== delta.areaId) continue;
      const next = applyGridDelta(entry.grid, delta, keptMetric as GridMetric);
      if (!next) continue;
      kept.current.set(key, { etag: gridEtag(delta.areaId, delta.version, keptMetric!), grid: next });
      // Whichever version the overview last announced, the area's query of that metric shows the newest grid.
      client.setQueriesData<DecodedGrid>({ queryKey: [def.gridApi, delta.areaId, keptMetric] }, next);
    }
  });

  return useQuery<DecodedGrid>({
    queryKey: [def.gridApi, area?.id, metric, area?.gridVersion],
    enabled: Boolean(area),
    placeholderData: (previous) => previous,
    queryFn: async ({ signal }) => {
      const key = `${area!.id}:${metric}`;
      const had = kept.current.get(key);
      if (had && (had.grid.version ?? -1) >= area!.gridVersion) return had.grid;
      const reply = await requestBinary(
        def.gridApi.replace('{id}', String(area!.id)),
        { metric },
        { etag: had?.etag, signal },
      );
      if (reply.kind === 'not-modified') return had!.grid;
      const grid = { ...decodeGrid(reply.bytes), version: gridVersionOf(reply.etag) ?? undefined };
      kept.current.set(key, { etag: reply.etag, grid });
      return grid;
    },
  });
}

/** The coded values the monitor names: an area's state, a roller's class. */
const MONITOR_DICTS = ['workAreaState', 'rollerModelClass'];

export function ProcessMonitorScreen({ match, def }: ScreenProps & { def: ProcessMonitorDef }) {
  const { titles } = useShellData();
  const title = titles[match.screen.code] ?? match.screen.code;
  const t = useTranslations('processMonitor');
  const dict = useDicts(MONITOR_DICTS);
  const liveStatus = useLive((live) => live.status);
  const subscribe = useLive((live) => live.subscribe);
  const client = useQueryClient();

  const plan = useApiQuery<{ data: SitePlanData }>({ path: '/api/site/plan' }, { staleTime: Infinity });
  const colours = useApiQuery<ColourBand[]>({ path: def.colourApi }, { staleTime: 60_000 });
  const streaming = liveStatus === 'live';
  // null: today, live; a past day (offered when today has no area yet) is a finished record, read once.
  const [day, setDay] = useState<string | null>(null);
  const overview = useApiQuery<{ data: MonitorOverview }>(
    { path: def.overviewApi, query: day ? { day } : {} },
    { refetchInterval: streaming && !day ? OVERVIEW_EVERY_MS : false },
  );
  const data = overview.data?.data;

  const [areaId, setAreaId] = useState<number | null>(null);
  const [metric, setMetric] = useState<GridMetric>('passes');
  const [rollerId, setRollerId] = useState<number | null>(null);
  const [cell, setCell] = useState<GridCell | null>(null);
  const [cellError, setCellError] = useState(false);
  const showDay = (next: string | null) => {
    setDay(next);
    setAreaId(null);
    setCell(null);
    setRollerId(null);
  };
  const areas = useMemo(() => data?.areas ?? [], [data]);
  const area = areas.find((a) => a.id === areaId) ?? areas.find((a) => a.state === 'active') ?? areas[0];
  const grid = useGrid(def, area, metric);

  // Rollers move with the live channel's frames; the overview's fixes are where they start.
  const [positions, setPositions] = useState<Positions>({ t: null, at: new Map() });
  useEffect(() => {
    if (!subscribe) return;
    return subscribe(def.positionTopic, (payload, event) => {
      if (event === 'reset') return void client.invalidateQueries({ queryKey: [def.overviewApi] });
      const frame = payload as PositionFrame;
      if (!frame?.f) return;
      setPositions({
        t: frame.t,
        at: new Map(frame.f.map(([id, x, y, heading, speed, moving]) => [id, { x, y, heading, speed, moving }])),
      });
    });
  }, [subscribe, def.positionTopic, def.overviewApi, client]);

  const stale = liveStatus !== null && liveStatus !== 'live' && Boolean(data);
  const shownTime = positions.t ?? data?.simTime ?? null;

  const bandMetric = def.bandsOf?.[metric] ?? metric;
  const bands = useMemo(() => (colours.data ?? []).filter((b) => b.metric === bandMetric), [colours.data, bandMetric]);
  const focus = useMemo(() => (area ? boundsOf(area.border) : null), [area]);
  const roller = data?.rollers.find((r) => r.deviceId === rollerId);
  const livePos = roller ? positions.at.get(roller.deviceId) : undefined;

  const pick = useCallback(
    async (x: number, y: number) => {
      if (!area) return;
      const b = boundsOf(area.border);
      if (x < b.minX || x > b.maxX || y < b.minY || y > b.maxY) return;
      try {
        const reply = await request<{ status: number; data: GridCell }>(def.cellApi.replace('{id}', String(area.id)), {
          query: { x: x.toFixed(2), y: y.toFixed(2) },
          accept: [30101],
        });
        setCellError(reply.status !== 200);
        setCell(reply.status === 200 ? reply.data : null);
        if (reply.status === 200) setRollerId(null);
      } catch {
        setCellError(true);
      }
    },
    [area, def.cellApi],
  );

  const refresh = () =>
    client.invalidateQueries({
      predicate: (q) => [def.overviewApi, def.gridApi, '/api/site/plan'].includes(String(q.queryKey[0])),
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

  const kpis = (
    [
      ['activeAreas', String(data.kpi.activeAreas), ''],
      ['passRate', pct(area?.passRate), '%'],
      ['underRate', pct(area?.underRate), '%'],
      ['speedRate', pct(area?.speedRate), '%'],
      ['tempRate', pct(area?.tempRate), area?.tempRate === undefined ? '' : '%'],
    ] as const
  ).filter(([key]) => def.kpis.includes(key));

  const legend = (
    <Box
      role="group"
      aria-label={t(`metric.${metric}`)}
      sx={{ mt: 0.75, pt: 0.75, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {t(`metric.${metric}`)}
        {t(`unit.${metric}`) && ` (${t(`unit.${metric}`)})`}
      </Typography>
      <BandSwatches bands={bands} />
    </Box>
  );

  return (
    <ScreenFrame title={title} toolbar={<ScreenToolbar onRefresh={refresh} />}>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {stale && (
          <Alert severity="warning" role="status" data-testid="stale-banner">
            {t('stale', { time: hhmmss(shownTime) })}
          </Alert>
        )}
        {day ? (
          <Alert
            severity="info"
            data-testid="past-day"
            action={
              <Button color="inherit" size="small" onClick={() => showDay(null)}>
                {t('backToToday')}
              </Button>
            }
          >
            {t('pastDay', { day })}
          </Alert>
        ) : (
          areas.length === 0 && (
            <Alert
              severity="info"
              data-testid="no-areas-today"
              action={
                data.lastWorked ? (
                  <Button color="inherit" size="small" onClick={() => showDay(data.lastWorked!.day)}>
                    {t('showDay', { day: data.lastWorked.day, areas: data.lastWorked.areas })}
                  </Button>
                ) : undefined
              }
            >
              {t('noAreasToday')}
              {/* The platform leaves out a null: no work in the days it looked back over. */}
              {!data.lastWorked && ` ${t('noRecentWork')}`}
            </Alert>
          )
        )}
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {kpis.map(([key, value, unit]) => (
            <KpiCard key={key} id={key} label={t(`kpi.${key}`)} value={value} unit={unit} />
          ))}
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={metric}
                onChange={(_, v: GridMetric | null) => v && setMetric(v)}
                aria-label={t('metricLabel')}
              >
                {def.metrics.map((m) => (
                  <ToggleButton key={m} value={m}>
                    {t(`metric.${m}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {area
                  ? `${area.name} · ${area.processName} · ${
                      area.targetVibPasses === undefined
                        ? t('target', { passes: area.targetPasses })
                        : t('targetVib', { passes: area.targetPasses, vib: area.targetVibPasses })
                    }`
                  : ''}
              </Typography>
              <Typography variant="body2" sx={{ ml: 'auto', color: 'text.secondary' }} data-testid="site-time">
                {t('siteTime', { time: shownTime ?? '' })}
              </Typography>
            </Stack>
            {grid.isError && <Alert severity="error">{t('gridFailed')}</Alert>}
            <SitePlan
              plan={plan.data.data}
              label={t('mapLabel')}
              focus={focus}
              legend={legend}
              onPick={(x, y) => void pick(x, y)}
              height="max(440px, calc(100vh - 380px))"
            >
              <AreaLayer areas={areas} selected={area?.id ?? null} onSelect={(id) => (setAreaId(id), setCell(null))} />
              <GridRaster grid={grid.data ?? null} bands={bands} />
              <RollerLayer
                rollers={data.rollers}
                positions={positions}
                stale={stale}
                selected={rollerId}
                label={(r, p) =>
                  t('rollerMarker', { code: r.code, speed: p.speed.toFixed(1), vib: p.vib ? t('vibOn') : t('vibOff') })
                }
                onSelect={(id) => (setRollerId(id), setCell(null))}
              />
            </SitePlan>
          </Stack>
          <Stack spacing={1.5}>
            <AreaList
              areas={areas}
              selected={area?.id}
              day={day}
              dict={dict}
              onSelect={(id) => {
                setAreaId(id);
                setCell(null);
              }}
            />
            <SelectionCard
              roller={roller}
              livePos={livePos}
              lastFix={positions.t}
              cell={cell}
              cellError={cellError}
              areas={areas}
              dict={dict}
            />
            <AlarmList events={data.events} day={day} />
          </Stack>
        </Box>
      </Box>
    </ScreenFrame>
  );
}
