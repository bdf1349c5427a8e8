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
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { Point, Track, VehicleState } from '@console/contract/fleet/reads';
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

/** The map's legend of the track's states, in the colours of its path. */
export function TrackLegend({ states }: { states: readonly VehicleState[] }) {
  const tm = useTranslations('vehicleMap');
  return (
    <Box sx={{ mt: 0.75, pt: 0.75, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {tm('stateLegend')}
      </Typography>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1 }}
      >
        {states.map((s) => (
          <Stack component="li" key={s} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box aria-hidden sx={{ width: 16, borderTop: `4px solid ${stateColours[s]}` }} />
            <Typography variant="caption">{tm(`state.${s}`)}</Typography>
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
