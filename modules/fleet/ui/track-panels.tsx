'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { Point, Track, VehicleState } from '@console/contract/fleet/reads';
import { stopsOf as stopRule } from '@console/contract/fleet/reports';
import { speedBands, speedRuns } from '@console/contract/fleet/speed';
import { durationText, secondsBetween, stateColours, type VehicleKind } from '@/modules/fleet/contract';
import type { PathRun } from '@/modules/fleet/ui/vehicle-layers';
import { Swatch } from '@/modules/fleet/ui/swatch';

/** The track's path as runs of one state each, every run starting where the one before ended. */
export function pathRunsOf(track: Track): PathRun[] {
  const out: PathRun[] = [];
  for (const p of track.points) {
    const state = track.states[p[4]!]!;
    const last = out[out.length - 1];
    const point: Point = [p[1]!, p[2]!];
    if (last && last.state === state) last.points.push(point);
    else out.push({ state, points: last ? [last.points[last.points.length - 1]!, point] : [point] });
  }
  return out;
}

/**
 * The track's stops (the platform's stop rule, which its stop report applies too), each at its place with the state
 * it stood in longest and its times: the map's rings.
 */
export function stopsOf(track: Track, stateLabel: (state: VehicleState) => string) {
  return stopRule(track.segments).map((s) => ({
    x: s.x,
    y: s.y,
    state: s.main as VehicleState,
    title: `${stateLabel(s.main as VehicleState)} ${s.start.slice(11, 16)}–${s.end.slice(11, 16)}`,
  }));
}

/** The track's extent with 30 m around it, for the map to fit; null without fixes. */
export function trackBounds(track: Track) {
  if (track.points.length === 0) return null;
  const xs = track.points.map((p) => p[1]!);
  const ys = track.points.map((p) => p[2]!);
  return {
    minX: Math.min(...xs) - 30,
    minY: Math.min(...ys) - 30,
    maxX: Math.max(...xs) + 30,
    maxY: Math.max(...ys) + 30,
  };
}

/** How the track's path is coloured: by the vehicle's state, or by its speed against the haul roads' limit. */
export type TrackColouring = 'state' | 'speed';

/** The path as runs of one speed band each (the band's colour), every run starting where the one before ended. */
export function speedRunsOf(track: Track): PathRun[] {
  const bands = speedBands();
  const fixes = track.points.map((p) => [p[1]!, p[2]!, p[3] ?? 0] as const);
  return speedRuns(fixes, bands).map((run) => ({
    state: 'inTransit',
    points: run.points,
    colour: bands[run.band]!.colour,
  }));
}

const legendList = { m: 0, p: 0, listStyle: 'none', display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1 };

/** The map's legend of the track's colours, with the choice between them. */
export function TrackLegend({
  states,
  colouring,
  onColouring,
}: {
  states: readonly VehicleState[];
  colouring: TrackColouring;
  onColouring: (next: TrackColouring) => void;
}) {
  const tm = useTranslations('vehicleMap');
  const t = useTranslations('vehiclePlayback');
  const items =
    colouring === 'state'
      ? states.map((s) => ({ key: s, colour: stateColours[s], label: tm(`state.${s}`) }))
      : speedBands().map((b, i, all) => ({
          key: `band-${i}`,
          colour: b.colour,
          label:
            i === 0
              ? t('standing')
              : b.to === null
                ? t('overLimit', { limit: b.from })
                : t('speedRange', { from: all[i - 1]!.to === 0 ? 0 : b.from, to: b.to }),
        }));
  return (
    <Box sx={{ mt: 0.75, pt: 0.75, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography variant="caption" sx={{ fontWeight: 600 }}>
          {colouring === 'state' ? tm('stateLegend') : t('speedLegend')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={colouring}
          onChange={(_, next: TrackColouring | null) => next && onColouring(next)}
          aria-label={t('colourBy')}
        >
          <ToggleButton value="state" sx={{ py: 0.25, px: 1, fontSize: 12 }}>
            {t('byState')}
          </ToggleButton>
          <ToggleButton value="speed" sx={{ py: 0.25, px: 1, fontSize: 12 }}>
            {t('bySpeed')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box component="ul" aria-label={colouring === 'state' ? tm('stateLegend') : t('speedLegend')} sx={legendList}>
        {items.map((item) => (
          <Stack component="li" key={item.key} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box aria-hidden sx={{ width: 16, borderTop: `4px solid ${item.colour}` }} />
            <Typography variant="caption">{item.label}</Typography>
          </Stack>
        ))}
      </Box>
    </Box>
  );
}

/** A track's segments, the one playing selected; a segment's start seeks the player to it (`onSeek`, seconds). */
export function TrackSegments({
  track,
  kind,
  code,
  current,
  onSeek,
}: {
  track: Track;
  kind: VehicleKind;
  code: string;
  current: number;
  onSeek: (sec: number) => void;
}) {
  const t = useTranslations('vehiclePlayback');
  const tm = useTranslations('vehicleMap');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="track-segments"
      sx={{ maxHeight: 'calc(100vh - 220px)', overflow: 'auto' }}
    >
      <Typography id="track-segments" variant="subtitle2" component="h2" sx={{ p: 1.5, pb: 0.5 }}>
        {t('segments', { count: track.segments.length, code: code })}
      </Typography>
      <Table
        size="small"
        stickyHeader
        sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}
        aria-labelledby="track-segments"
        data-testid="segment-table"
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('col.start')}</TableCell>
            <TableCell>{t('col.end')}</TableCell>
            <TableCell align="right">{t('col.duration')}</TableCell>
            <TableCell align="right">{t('col.distance')}</TableCell>
            <TableCell>{t('col.state')}</TableCell>
            {kind === 'ylc' && <TableCell>{t('col.trip')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {track.segments.map((s, i) => (
            <TableRow key={`${s.start}-${s.state}`} selected={i === current} hover>
              <TableCell>
                <Button
                  size="small"
                  color="inherit"
                  sx={{
                    minWidth: 0,
                    p: 0,
                    fontVariantNumeric: 'tabular-nums',
                    textDecoration: 'underline',
                    textUnderlineOffset: 3,
                  }}
                  onClick={() => onSeek(secondsBetween(track.start, s.start))}
                  aria-label={t('seek', { time: s.start })}
                >
                  {s.start.slice(11)}
                </Button>
              </TableCell>
              <TableCell>{s.end.slice(11)}</TableCell>
              <TableCell align="right">{durationText(s.durationSec)}</TableCell>
              <TableCell align="right">{(s.distanceM / 1000).toFixed(2)}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                  <Swatch state={s.state} />
                  <span>{tm(`state.${s.state}`)}</span>
                </Stack>
              </TableCell>
              {kind === 'ylc' && <TableCell>{s.tripNo ?? ''}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
