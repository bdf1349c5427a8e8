'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLive, useLiveTopics } from '@/components/live/live-channel';
import { SitePlan } from '@/components/kit/maps/site-plan';
import { PathLayer, VehicleLayer, type PathRun, type VehicleMarker } from '@/modules/fleet/ui/vehicle-layers';
import { FenceLayer, FenceLegend } from '@/modules/fleet/ui/fence-layer';
import { Swatch } from '@/modules/fleet/ui/swatch';
import { useShellData } from '@/components/shell/shell-context';
import type { SitePlanData } from '@/lib/platform/site-plan';
import {
  type LocationReply,
  positionFrame,
  type PositionFrame,
  type VehicleState,
} from '@console/contract/fleet/reads';
import { ageOf, moved, stateChanged } from '@/modules/fleet/ui/position-frames';
import { ageText, secondary } from '@/modules/fleet/ui/vehicle-texts';
import { useWantedVehicle } from '@/modules/fleet/ui/wanted-vehicle';
import { stateColours, type VehicleKind } from '@/modules/fleet/contract';
import { useApiQuery } from '@/lib/request/query';
import { ScreenFrame } from '@/components/kit/frame/screen-frame';
import { ScreenToolbar } from '@/components/kit/frame/screen-toolbar';
import type { ScreenProps } from '@/components/screens/screen-props';
import { liveTopics } from '@/lib/routes/topics';
import { PendingScreen } from '@/components/kit/frame/pending-screen';

const FOLLOW_M = 150;
const hhmm = (t: string | null | undefined) => (t ? t.slice(11, 16) : '—');

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <Typography component="dt" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" data-testid={testId}>
        {children}
      </Typography>
    </>
  );
}

/**
 * Real-time location of the haul trucks (ylc) or the sprinklers (ssc): the site plan with every vehicle
 * coloured by state, the counts by state as the legend, a list to select and follow a vehicle, and its
 * card (a truck's trip; a sprinkler's tank and today's spraying, drawn on the map). The markers move with the live
 * channel's position frames (`ylc.pos` / `ssc.pos`); the whole location is read again only when a frame shows a vehicle
 * in another state than the last read (its card changes: a new trip, a tank filled, a terminal offline) and after a
 * `reset`. Nothing is read on a timer.
 */
export function VehicleLocationScreen({ match, kind }: ScreenProps & { kind: VehicleKind }) {
  const { titles } = useShellData();
  const title = titles[match.screen.code] ?? match.screen.code;
  const t = useTranslations('vehicleMap');
  const liveStatus = useLive((live) => live.status);
  const plan = useApiQuery<{ data: SitePlanData }>({ path: '/api/site/plan' }, { staleTime: Infinity });
  const location = useApiQuery<{ data: LocationReply }>({ path: `/api/${kind}/location` });
  const [frame, setFrame] = useState<PositionFrame | null>(null);
  useLiveTopics(liveTopics[match.screen.code], (payload, event) => {
    if (event !== `${kind}.pos`) return void location.refetch();
    const parsed = positionFrame.safeParse(payload);
    if (parsed.success) setFrame(parsed.data);
  });
  const data = location.data?.data;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // The last read, moved to the newest frame when the frame is the later of the two.
  const vehicles = useMemo(
    () => moved(data?.vehicles ?? [], data && frame && frame.t >= data.simTime ? frame : null),
    [data, frame],
  );
  const changed = Boolean(data && frame && frame.t >= data.simTime && stateChanged(data.vehicles, frame));
  const { refetch, isFetching } = location;
  useEffect(() => {
    if (changed && !isFetching) void refetch();
  }, [changed, isFetching, refetch]);
  useWantedVehicle(vehicles, (v) => setSelectedId(v.id));
  const selected = vehicles.find((v) => v.id === selectedId) ?? null;
  // Each marker's own age, at the newest site time the screen has (the read's or a later frame's).
  const siteNow = data && frame && frame.t > data.simTime ? frame.t : (data?.simTime ?? '');
  const stale = liveStatus !== null && liveStatus !== 'live' && Boolean(data);

  const markers = useMemo<VehicleMarker[]>(
    () =>
      vehicles
        .filter((v) => v.x !== null && v.x !== undefined && v.y !== null && v.y !== undefined)
        .map((v) => {
          const age = ageOf(v, siteNow);
          const state = t(`state.${v.state}`);
          return {
            id: v.id,
            code: v.code,
            state: v.state,
            x: v.x!,
            y: v.y!,
            heading: v.heading ?? 0,
            late: age.late,
            label:
              age.late && age.seconds !== null
                ? t('markerLate', {
                    code: v.code,
                    state,
                    time: v.lastSeen!.slice(11, 19),
                    age: ageText(age.seconds, t),
                  })
                : t('marker', { code: v.code, state }),
          };
        }),
    [vehicles, siteNow, t],
  );
  const sprayed = useMemo<PathRun[]>(
    () =>
      vehicles.flatMap((v) =>
        (v.sprayed ?? []).map((s) => ({
          state: 'spraying' as const,
          points: [...s.path],
          emphasis: v.id === selectedId,
        })),
      ),
    [vehicles, selectedId],
  );
  // Following the selected vehicle: the map fits a small box around it whenever it moves.
  const focus =
    selected && selected.x != null && selected.y != null
      ? {
          minX: selected.x - FOLLOW_M,
          maxX: selected.x + FOLLOW_M,
          minY: selected.y - FOLLOW_M,
          maxY: selected.y + FOLLOW_M,
        }
      : null;

  const counts = useMemo(() => {
    const out = new Map<VehicleState, number>();
    for (const v of vehicles) out.set(v.state, (out.get(v.state) ?? 0) + 1);
    return out;
  }, [vehicles]);

  const refresh = () => void location.refetch();
  const failed = plan.isError || (location.isError && !data);
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

  const legend = (
    <Box sx={{ mt: 0.75, pt: 0.75, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {t('stateLegend')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, auto)',
          columnGap: 1.5,
          rowGap: 0.25,
          justifyContent: 'start',
        }}
      >
        {data.states.map((s) => (
          <Stack key={s} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Swatch state={s} />
            <Typography variant="caption">{t(`state.${s}`)}</Typography>
          </Stack>
        ))}
      </Box>
      {kind === 'ssc' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box aria-hidden sx={{ width: 18, borderTop: `4px solid ${stateColours.spraying}` }} />
          <Typography variant="caption">{t('sprayedToday')}</Typography>
        </Stack>
      ) : (
        <FenceLegend />
      )}
    </Box>
  );

  return (
    <ScreenFrame title={title} toolbar={<ScreenToolbar onRefresh={refresh} />}>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {stale && (
          <Alert severity="warning" role="status">
            {t('stale', { time: data.simTime.slice(11, 19) })}
          </Alert>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Box
            component="dl"
            aria-label={t('counts')}
            data-testid="state-counts"
            sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {data.states.map((s) => (
              <Paper
                key={s}
                variant="outlined"
                sx={{ px: 1.25, py: 0.5, display: 'flex', alignItems: 'center', gap: 0.75 }}
              >
                <Swatch state={s} />
                <Typography component="dt" variant="body2">
                  {t(`state.${s}`)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }} data-testid={`count-${s}`}>
                  {counts.get(s) ?? 0}
                </Typography>
              </Paper>
            ))}
          </Box>
          <Typography variant="body2" sx={{ ml: 'auto', color: 'text.secondary' }} data-testid="site-time">
            {t('siteTime', { time: data.simTime })}
          </Typography>
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
            alignItems: 'start',
          }}
        >
          <SitePlan
            plan={plan.data.data}
            label={t('mapLabel')}
            focus={focus}
            legend={legend}
            height="max(440px, calc(100vh - 300px))"
          >
            {kind === 'ssc' ? <PathLayer runs={sprayed} /> : <FenceLayer />}
            <VehicleLayer vehicles={markers} selected={selectedId} onSelect={setSelectedId} />
          </SitePlan>
          <Stack spacing={1.5}>
            <Paper
              variant="outlined"
              sx={{ p: 1, maxHeight: 360, overflow: 'auto' }}
              component="section"
              aria-labelledby="vehicle-list"
            >
              <Typography id="vehicle-list" variant="subtitle2" component="h2" sx={{ px: 1, pt: 0.5 }}>
                {t('vehicles', { count: vehicles.length })}
              </Typography>
              {vehicles.length === 0 ? (
                <Typography variant="body2" sx={{ p: 1, color: 'text.secondary' }}>
                  {t('noVehicles')}
                </Typography>
              ) : (
                <List dense aria-label={t('vehicleList')}>
                  {vehicles.map((v) => (
                    <ListItem key={v.id} disablePadding>
                      <ListItemButton
                        selected={v.id === selectedId}
                        aria-current={v.id === selectedId ? 'true' : undefined}
                        onClick={() => setSelectedId(v.id === selectedId ? null : v.id)}
                        data-vehicle={v.code}
                      >
                        <Swatch state={v.state} />
                        <ListItemText
                          sx={{ ml: 1 }}
                          primary={`${v.code} · ${v.plate ?? ''}`}
                          secondary={secondary(v, kind, t)}
                          slotProps={{ primary: { variant: 'body2' }, secondary: { variant: 'caption' } }}
                        />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              )}
            </Paper>
            <Paper
              variant="outlined"
              sx={{ p: 1.5 }}
              component="section"
              aria-labelledby="vehicle-card"
              aria-live="polite"
              data-testid="vehicle-card"
            >
              <Typography id="vehicle-card" variant="subtitle2" component="h2">
                {selected ? t('card', { code: selected.code }) : t('selection')}
              </Typography>
              {selected ? (
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    display: 'grid',
                    gridTemplateColumns: 'auto 1fr',
                    columnGap: 1.5,
                    rowGap: 0.25,
                    '& dt': { color: 'text.secondary' },
                    '& dd': { m: 0 },
                  }}
                >
                  <Field label={t('field.plate')} testId="card-plate">
                    {selected.plate ?? '—'}
                  </Field>
                  <Field label={t('field.driver')}>{selected.driver ?? '—'}</Field>
                  <Field label={t('field.state')} testId="card-state">
                    {t(`state.${selected.state}`)}
                  </Field>
                  <Field label={t('field.speed')}>{selected.speed.toFixed(1)} km/h</Field>
                  <Field label={t('field.lastSeen')} testId="card-last-seen">
                    {selected.lastSeen
                      ? `${selected.lastSeen.slice(11, 19)} · ${ageText(ageOf(selected, siteNow).seconds ?? 0, t)}`
                      : '—'}
                  </Field>
                  {kind === 'ylc' && selected.trip && (
                    <>
                      <Field label={t('field.trip')} testId="card-trip">
                        {selected.trip.tripNo}
                      </Field>
                      <Field label={t('field.route')} testId="card-route">
                        {selected.trip.plantCode} → {selected.trip.destination}
                      </Field>
                      <Field label={t('field.load')}>
                        {selected.trip.mixType} · {selected.trip.loadT} t
                      </Field>
                      <Field label={t('field.depart')}>{hhmm(selected.trip.depart)}</Field>
                      <Field label={t('field.eta')}>
                        {selected.trip.eta
                          ? hhmm(selected.trip.eta)
                          : selected.trip.arrive
                            ? t('arrived', { time: hhmm(selected.trip.arrive) })
                            : '—'}
                      </Field>
                      <Field label={t('field.elapsed')}>{t('minutes', { value: selected.trip.elapsedMin })}</Field>
                      <Field label={t('field.temp')}>
                        {selected.trip.tempDepart != null ? `${selected.trip.tempDepart} °C` : '—'}
                      </Field>
                    </>
                  )}
                  {kind === 'ylc' && !selected.trip && <Field label={t('field.trip')}>{t('noTrip')}</Field>}
                  {kind === 'ssc' && (
                    <>
                      <Field label={t('field.tank')} testId="card-tank">
                        {selected.tank != null ? `${selected.tank} / ${selected.tankM3 ?? '—'} m³` : '—'}
                      </Field>
                      <Field label={t('field.cycles')}>{selected.cyclesToday ?? 0}</Field>
                      <Field label={t('field.sprayed')} testId="card-sprayed">
                        {((selected.sprayedM ?? 0) / 1000).toFixed(1)} km
                      </Field>
                    </>
                  )}
                </Box>
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('selectHint')}
                </Typography>
              )}
              {kind === 'ssc' && selected && selected.tank != null && selected.tankM3 ? (
                <LinearProgress
                  variant="determinate"
                  value={(selected.tank / selected.tankM3) * 100}
                  aria-label={t('field.tank')}
                  sx={{ mt: 1, height: 8, borderRadius: 1 }}
                />
              ) : null}
            </Paper>
          </Stack>
        </Box>
      </Box>
    </ScreenFrame>
  );
}

export function YlcLocationScreen(props: ScreenProps) {
  return <VehicleLocationScreen {...props} kind="ylc" />;
}

export function SscLocationScreen(props: ScreenProps) {
  return <VehicleLocationScreen {...props} kind="ssc" />;
}
