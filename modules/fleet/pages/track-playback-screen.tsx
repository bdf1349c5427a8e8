'use client';

import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useWantedVehicle } from '@/modules/fleet/ui/wanted-vehicle';
import { useEffect, useMemo, useRef, useState } from 'react';
import { SitePlan } from '@/components/kit/maps/site-plan';
import { PathLayer, StopLayer, VehicleLayer } from '@/modules/fleet/ui/vehicle-layers';
import { useShellData } from '@/components/shell/shell-context';
import type { SitePlanData } from '@/lib/platform/site-plan';
import type { LocationReply, Track } from '@console/contract/fleet/reads';
import {
  addSeconds,
  fromInput,
  positionAt,
  rangeProblem,
  secondsBetween,
  toInput,
  type VehicleKind,
} from '@/modules/fleet/contract';
import {
  pathRunsOf,
  speedRunsOf,
  stopsOf,
  trackBounds,
  TrackLegend,
  TrackSegments,
  type TrackColouring,
} from '@/modules/fleet/ui/track-panels';
import { useApiQuery } from '@/lib/request/query';
import { ScreenFrame } from '@/components/kit/frame/screen-frame';
import { ScreenToolbar } from '@/components/kit/frame/screen-toolbar';
import { TrackFileButton } from '@/modules/fleet/ui/track-file-button';
import type { ScreenProps } from '@/components/screens/screen-props';
import { Swatch } from '@/modules/fleet/ui/swatch';
import { PendingScreen } from '@/components/kit/frame/pending-screen';
import { ChoiceField } from '@/components/common/choice-field';
import { TextInput } from '@/components/common/text-input';

const SPEEDS = [1, 2, 4, 8, 16, 32, 64] as const;
type Phase = 'stopped' | 'playing' | 'paused';

/**
 * Track playback of one truck or sprinkler: a device and a range of at most 24 hours, the path drawn by state
 * (trips for trucks, spraying for sprinklers) with its stops, a player (play, pause, resume, stop, ×1…×64, a
 * scrubber) moving the marker between the server's decimated points, and the segments table that seeks on
 * click.
 */
export function TrackPlaybackScreen({ match, kind }: ScreenProps & { kind: VehicleKind }) {
  const { titles } = useShellData();
  const title = titles[match.screen.code] ?? match.screen.code;
  const t = useTranslations('vehiclePlayback');
  const tm = useTranslations('vehicleMap');
  const plan = useApiQuery<{ data: SitePlanData }>({ path: '/api/site/plan' }, { staleTime: Infinity });
  const fleet = useApiQuery<{ data: LocationReply }>({ path: `/api/${kind}/location` }, { staleTime: 60_000 });
  const simTime = fleet.data?.data.simTime;
  const vehicles = fleet.data?.data.vehicles ?? [];

  // The form, and what was asked for (the track's query runs on the asked values only).
  const [form, setForm] = useState<{ vehicleId: string; start: string; end: string } | null>(null);
  const shown = form ?? {
    vehicleId: vehicles[0] ? String(vehicles[0].id) : '',
    start: simTime ? `${simTime.slice(0, 10)} 00:00:00` : '',
    end: simTime ?? '',
  };
  const [asked, setAsked] = useState<{ vehicleId: string; start: string; end: string } | null>(null);
  const problem = rangeProblem(shown.start, shown.end);
  const [tried, setTried] = useState(false);
  const track = useApiQuery<{ data: Track }>(
    { path: `/api/${kind}/track`, query: asked ?? {} },
    { enabled: asked !== null, staleTime: 60_000, placeholderData: undefined },
  );
  const data = asked ? track.data?.data : undefined;
  // A range with no fixes has nothing to play or list: the notice above the map says why.
  const playable = data && data.points.length > 0 ? data : undefined;

  // The player: a position in seconds after the start, moved by animation frames while playing.
  const [phase, setPhase] = useState<Phase>('stopped');
  const [speed, setSpeed] = useState<(typeof SPEEDS)[number]>(16);
  // null: at the track's first fix (where a new track and Stop put the player).
  const [chosenAt, setAt] = useState<number | null>(null);
  const total = data ? Math.max(0, secondsBetween(data.start, data.until)) : 0;
  const first = data?.points[0]?.[0] ?? 0;
  const at = chosenAt ?? first;
  const frame = useRef<{ last: number | null }>({ last: null });
  useEffect(() => {
    if (phase !== 'playing') return;
    let id = 0;
    frame.current.last = null;
    const step = (now: number) => {
      const last = frame.current.last;
      frame.current.last = now;
      if (last !== null)
        setAt((a) => {
          const next = Math.min(total, (a ?? first) + ((now - last) / 1000) * speed);
          if (next >= total) setPhase('paused');
          return next;
        });
      id = requestAnimationFrame(step);
    };
    id = requestAnimationFrame(step);
    return () => cancelAnimationFrame(id);
  }, [phase, speed, total, first]);

  const [colouring, setColouring] = useState<TrackColouring>('state');
  const runs = useMemo(
    () => (!data ? [] : colouring === 'speed' ? speedRunsOf(data) : pathRunsOf(data)),
    [data, colouring],
  );
  const stops = useMemo(() => (data ? stopsOf(data, (state) => tm(`state.${state}`)) : []), [data, tm]);
  // The map fits the track once it arrives (the whole site before).
  const focus = useMemo(() => (data ? trackBounds(data) : null), [data]);
  const here = data ? positionAt(data.points, at) : null;
  const clock = data ? addSeconds(data.start, at) : null;
  const currentSegment = data && clock ? data.segments.findIndex((s) => s.start <= clock && clock < s.end) : -1;
  // The segment's state is exact; the fix before the clock may still carry the previous one for a few seconds.
  const stateNow = data && here ? (data.segments[currentSegment]?.state ?? data.states[here.state]!) : null;
  const vehicle = vehicles.find((v) => String(v.id) === asked?.vehicleId);
  const marker = useMemo(
    () =>
      here && data
        ? [
            {
              id: data.vehicleId,
              code: data.code,
              state: stateNow!,
              x: Math.round(here.x * 10) / 10,
              y: Math.round(here.y * 10) / 10,
              heading: here.heading,
              label: t('marker', { code: data.code, time: clock ?? '' }),
            },
          ]
        : [],
    [here, data, clock, t, stateNow],
  );

  const load = () => {
    setTried(true);
    if (problem || !shown.vehicleId) return;
    setPhase('stopped');
    setAt(null);
    setAsked({ ...shown });
  };
  /** Asks for a period the platform offered (the vehicle's last one with a track). */
  const showPeriod = (period: { start: string; end: string }, vehicleId = asked?.vehicleId ?? shown.vehicleId) => {
    const next = { ...shown, vehicleId, ...period };
    setForm(next);
    setPhase('stopped');
    setAt(null);
    setAsked(next);
  };
  // Opened on a vehicle (a registry row's link): its track of today so far, at once.
  useWantedVehicle(vehicles, (v) => showPeriod({ start: shown.start, end: shown.end }, String(v.id)));
  const toggle = () => setPhase((p) => (p === 'playing' ? 'paused' : 'playing'));
  const stop = () => {
    setPhase('stopped');
    setAt(null);
  };
  const seek = (sec: number) => setAt(Math.max(0, Math.min(total, sec)));

  const refresh = () => void (asked ? track.refetch() : fleet.refetch());
  const failed = plan.isError || fleet.isError;
  if (failed || !plan.data || !fleet.data)
    return (
      <PendingScreen
        title={title}
        onRefresh={refresh}
        failed={failed}
        failedText={tm('loadFailed')}
        loadingText={tm('loading')}
      />
    );

  const legend = data?.states.length ? (
    <TrackLegend states={data.states} colouring={colouring} onColouring={setColouring} />
  ) : null;

  return (
    <ScreenFrame title={title} toolbar={<ScreenToolbar onRefresh={refresh} />}>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack
          component="form"
          direction="row"
          spacing={1.5}
          useFlexGap
          role="search"
          aria-label={t('query')}
          sx={{ flexWrap: 'wrap', alignItems: 'flex-start', pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            load();
          }}
        >
          <ChoiceField
            size="small"
            label={t('vehicle')}
            value={shown.vehicleId}
            choices={vehicles.map((v) => ({ value: String(v.id), label: `${v.code} · ${v.plate ?? ''}` }))}
            displayEmpty
            onChange={(vehicleId) => setForm({ ...shown, vehicleId })}
            sx={{ minWidth: 220 }}
          />
          <TextInput
            size="small"
            type="datetime-local"
            label={t('start')}
            shrink
            value={toInput(shown.start)}
            onChange={(e) => setForm({ ...shown, start: fromInput(e.target.value) })}
            inputProps={{ step: 1, 'data-testid': 'range-start' }}
          />
          <TextInput
            size="small"
            type="datetime-local"
            label={t('end')}
            shrink
            value={toInput(shown.end)}
            onChange={(e) => setForm({ ...shown, end: fromInput(e.target.value) })}
            error={tried && problem !== null}
            helperText={tried && problem ? t(`problem.${problem}`) : t('rangeHint')}
            inputProps={{ step: 1, 'data-testid': 'range-end' }}
          />
          <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
            {t('show')}
          </Button>
          <TrackFileButton kind={kind} range={data ? asked : null} />
        </Stack>
        {tried && problem && (
          <Alert severity="error" role="alert" data-testid="range-error">
            {t(`problem.${problem}`)}
          </Alert>
        )}
        {asked && track.isError && <Alert severity="error">{t('trackFailed')}</Alert>}
        {asked && track.isFetching && !data && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={18} aria-hidden />
            <Typography variant="body2">{tm('loading')}</Typography>
          </Stack>
        )}
        {data && data.points.length === 0 && (
          <Alert
            severity="info"
            data-testid="track-empty"
            action={
              data.lastActive ? (
                <Button color="inherit" size="small" onClick={() => showPeriod(data.lastActive!)}>
                  {t('lastActive', { start: data.lastActive.start, end: data.lastActive.end })}
                </Button>
              ) : undefined
            }
          >
            {t('empty', { code: data.code, start: data.start, end: data.until < data.end ? data.until : data.end })}
            {data.lastActive === null && ` ${t('noLastActive')}`}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 540px' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={1}>
            {playable && (
              <Paper
                variant="outlined"
                role="group"
                aria-label={t('player')}
                sx={{ p: 1, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
                onKeyDown={(e) => {
                  // Space plays and pauses from anywhere in the player but its buttons (which press themselves).
                  if (e.key === ' ' && !(e.target instanceof HTMLButtonElement)) {
                    e.preventDefault();
                    toggle();
                  }
                }}
              >
                <Button
                  variant="contained"
                  size="small"
                  startIcon={phase === 'playing' ? <PauseIcon /> : <PlayArrowIcon />}
                  onClick={toggle}
                  disabled={total === 0}
                >
                  {phase === 'playing' ? t('pause') : phase === 'paused' ? t('resume') : t('play')}
                </Button>
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<StopIcon />}
                  onClick={stop}
                  disabled={phase === 'stopped' && chosenAt === null}
                >
                  {t('stop')}
                </Button>
                <ChoiceField
                  size="small"
                  label={t('speed')}
                  value={String(speed)}
                  choices={SPEEDS.map((s) => ({ value: String(s), label: `×${s}` }))}
                  onChange={(v) => setSpeed(Number(v) as (typeof SPEEDS)[number])}
                  sx={{ width: 96 }}
                />
                <Slider
                  size="small"
                  min={0}
                  max={Math.max(1, total)}
                  step={playable.fixSec}
                  value={at}
                  onChange={(_, v) => seek(v as number)}
                  aria-label={t('scrubber')}
                  getAriaValueText={(v) => addSeconds(playable.start, v)}
                  valueLabelDisplay="off"
                  sx={{ flex: 1, minWidth: 200, mx: 1 }}
                  data-testid="scrubber"
                />
                <Typography
                  variant="body2"
                  sx={{ fontVariantNumeric: 'tabular-nums' }}
                  data-testid="playback-clock"
                  aria-live="off"
                >
                  {clock}
                </Typography>
                {here && stateNow && (
                  <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                    <Swatch state={stateNow} />
                    <Typography variant="body2" data-testid="playback-state">
                      {tm(`state.${stateNow}`)} · {here.speed.toFixed(1)} km/h
                      {here.tank !== null ? ` · ${tm('tankShort', { value: here.tank.toFixed(1) })}` : ''}
                    </Typography>
                  </Stack>
                )}
              </Paper>
            )}
            <SitePlan
              plan={plan.data.data}
              label={t('mapLabel')}
              legend={legend}
              focus={focus}
              height="max(420px, calc(100vh - 360px))"
            >
              <PathLayer runs={runs} />
              <StopLayer stops={stops} />
              <VehicleLayer vehicles={marker} selected={null} />
            </SitePlan>
            {playable && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="decimation">
                {t('decimation', {
                  kept: playable.points.length,
                  raw: playable.rawPoints,
                  max: playable.maxPoints,
                  fix: playable.fixSec,
                })}
              </Typography>
            )}
          </Stack>
          {playable && (
            <TrackSegments
              track={playable}
              kind={kind}
              code={vehicle?.code ?? playable.code}
              current={currentSegment}
              onSeek={(sec) => seek(sec)}
            />
          )}
        </Box>
      </Box>
    </ScreenFrame>
  );
}

export function YlcTrackPlaybackScreen(props: ScreenProps) {
  return <TrackPlaybackScreen {...props} kind="ylc" />;
}

export function SscTrackPlaybackScreen(props: ScreenProps) {
  return <TrackPlaybackScreen {...props} kind="ssc" />;
}
