'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type ComponentProps, type ReactNode, useEffect, useState } from 'react';
import { onDemand, useOnDemand, type OnDemand } from '@/components/common/use-on-demand';
import { type PileEvents, type PointHits, type SpotStatus, statusColours } from '@/modules/ramming/contract';
import { useApiQuery } from '@/lib/request/query';
import type { DepthChart as DepthChartType, HitsChart as HitsChartType } from './ramming-charts';
import { FactList } from '@/components/kit/frame/fact-list';

// MUI X Charts comes when a spot is first chosen, beside its data: the monitor's map opens without it
// (docs/benchmarks.md, JS weight).
const hitsChart = onDemand(() => import('./ramming-charts').then((m) => m.HitsChart));
const depthChart = onDemand(() => import('./ramming-charts').then((m) => m.DepthChart));

/** The chart once its code is here; until then, its room. */
function WhenLoaded<P extends object>({ chart, ...props }: { chart: OnDemand<P> } & P) {
  const [Chart, want] = useOnDemand(chart);
  useEffect(() => want(), [want]);
  return Chart ? <Chart {...(props as unknown as P)} /> : <Box sx={{ height: 240 }} />;
}
const HitsChart = (props: ComponentProps<typeof HitsChartType>) => <WhenLoaded chart={hitsChart} {...props} />;
const DepthChart = (props: ComponentProps<typeof DepthChartType>) => <WhenLoaded chart={depthChart} {...props} />;

const hhmmss = (t: string) => t.slice(11, 19);
const fixed = (v: number | null | undefined, digits = 1) => (v === null || v === undefined ? '—' : v.toFixed(digits));

function Facts({ rows }: { rows: [string, ReactNode, string?][] }) {
  return <FactList compact facts={rows.map(([label, value, testId]) => ({ label, value, testId }))} />;
}

function StatusChip({ status }: { status: SpotStatus }) {
  const t = useTranslations('ramMonitor');
  // Outlined with a dot of the status colour: the text keeps the body's contrast whatever the colour (axe).
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={
        <Box
          component="span"
          aria-hidden
          sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: statusColours[status], ml: '6px !important' }}
        />
      }
      label={t(`status.${status}`)}
      sx={{ borderColor: statusColours[status], height: 22 }}
    />
  );
}

function View({ children }: { children: (view: 'chart' | 'table') => ReactNode }) {
  const t = useTranslations('ramMonitor');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Box sx={{ mt: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_, v: 'chart' | 'table' | null) => v && setView(v)}
        aria-label={t('view')}
      >
        <ToggleButton value="chart">{t('chart')}</ToggleButton>
        <ToggleButton value="table">{t('table')}</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ mt: 1 }}>{children(view)}</Box>
    </Box>
  );
}

function Pending({ query }: { query: UseQueryResult<unknown> }) {
  const t = useTranslations('ramMonitor');
  if (query.isError) return <Alert severity="error">{t('detailFailed')}</Alert>;
  return <CircularProgress size={20} aria-label={t('loading')} />;
}

/** A design point: its hits as settlement bars and the cumulative line, the last-two rule, or the same as a table. */
export function PointDetail({ query }: { query: UseQueryResult<{ data: PointHits }> }) {
  const t = useTranslations('ramMonitor');
  const d = query.data?.data;
  if (!d) return <Pending query={query} />;
  const { point, hits, rule } = d;
  const last = hits.slice(-2);
  return (
    <Box data-testid="point-detail">
      <Facts
        rows={[
          [t('field.status'), <StatusChip key="s" status={point.status} />],
          [t('field.hits'), `${hits.length} / ${point.designHits}`, 'point-hits'],
          [t('field.total'), `${fixed(hits.at(-1)?.cumulative)} mm`, 'point-total'],
          [t('field.position'), `X ${point.x} · Y ${point.y}`],
        ]}
      />
      <Alert
        severity={rule.met === undefined ? 'info' : rule.met ? 'success' : 'warning'}
        sx={{ mt: 1, py: 0 }}
        data-testid="last-two"
        role="note"
      >
        {rule.lastTwoAvg === undefined
          ? t('lastTwoPending')
          : t(rule.met ? 'lastTwoMet' : 'lastTwoNotMet', {
              a: fixed(last[0]?.settlement),
              b: fixed(last[1]?.settlement),
              avg: fixed(rule.lastTwoAvg),
              limit: fixed(rule.limit),
            })}
      </Alert>
      {hits.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('noHits')}
        </Typography>
      ) : (
        <View>
          {(view) =>
            view === 'chart' ? (
              <Box role="img" aria-label={t('hitsChartLabel', { code: point.code, n: hits.length })}>
                <HitsChart
                  hits={hits}
                  limit={rule.limit ?? null}
                  words={{
                    settlement: t('field.settlement'),
                    cumulative: t('field.cumulative'),
                    hitNo: t('field.hitNo'),
                    limit: t('limitLine', { limit: fixed(rule.limit) }),
                  }}
                />
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('hitsChartKey')}
                </Typography>
              </Box>
            ) : (
              <TableContainer sx={{ maxHeight: 320 }} tabIndex={0}>
                <Table size="small" stickyHeader aria-label={t('hitsTable', { code: point.code })}>
                  <TableHead>
                    <TableRow>
                      {(['hitNo', 'time', 'drop', 'settlement', 'cumulative', 'energy', 'flags'] as const).map((c) => (
                        <TableCell key={c} align={c === 'time' || c === 'flags' ? 'left' : 'right'}>
                          {t(`field.${c}`)}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {hits.map((h, i) => (
                      <TableRow key={h.hitNo} data-hit={h.hitNo} selected={i >= hits.length - 2}>
                        <TableCell align="right">{h.hitNo}</TableCell>
                        <TableCell>{hhmmss(h.t)}</TableCell>
                        <TableCell align="right">{h.dropM.toFixed(2)}</TableCell>
                        <TableCell align="right">{h.settlement.toFixed(1)}</TableCell>
                        <TableCell align="right">{h.cumulative.toFixed(1)}</TableCell>
                        <TableCell align="right">{h.energy.toFixed(0)}</TableCell>
                        <TableCell>
                          {[h.lowDrop ? t('flag.lowDrop') : '', h.offPoint ? t('flag.offPoint') : '']
                            .filter(Boolean)
                            .join(' ') || '—'}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )
          }
        </View>
      )}
    </Box>
  );
}

/** A pile: its depth over time with the fills and rams marked, or its layers as a table. */
export function PileDetail({ query }: { query: UseQueryResult<{ data: PileEvents }> }) {
  const t = useTranslations('ramMonitor');
  const d = query.data?.data;
  if (!d) return <Pending query={query} />;
  const { pile, events, layers } = d;
  const rams = layers.reduce((n, l) => n + l.rams, 0);
  return (
    <Box data-testid="pile-detail">
      <Facts
        rows={[
          [t('field.status'), <StatusChip key="s" status={pile.status} />],
          [t('field.depth'), `${fixed(pile.depth, 2)} / ${pile.designDepth} m`, 'pile-depth'],
          [
            t('field.layers'),
            t('layersLine', { layers: layers.length, rams, min: pile.minRamsPerLayer ?? '—' }),
            'pile-layers',
          ],
          [
            t('field.fill'),
            `${fixed(
              layers.reduce((s, l) => s + l.fillM3, 0),
              2,
            )} m³`,
          ],
        ]}
      />
      {events.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('noEvents')}
        </Typography>
      ) : (
        <View>
          {(view) =>
            view === 'chart' ? (
              <Box role="img" aria-label={t('depthChartLabel', { code: pile.code, depth: fixed(pile.depth, 2) })}>
                <DepthChart
                  events={events}
                  designDepth={pile.designDepth}
                  words={{
                    depth: t('field.depth'),
                    minutes: t('minutes'),
                    fill: t('event.fill'),
                    ram: t('event.ram'),
                    design: t('designLine', { depth: pile.designDepth }),
                  }}
                />
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('depthChartKey')}
                </Typography>
              </Box>
            ) : (
              <TableContainer sx={{ maxHeight: 320 }} tabIndex={0}>
                <Table size="small" stickyHeader aria-label={t('layersTable', { code: pile.code })}>
                  <TableHead>
                    <TableRow>
                      {(['layer', 'time', 'topDepth', 'fill', 'rams', 'ok'] as const).map((c) => (
                        <TableCell key={c} align={c === 'time' || c === 'ok' ? 'left' : 'right'}>
                          {t(`field.${c}`)}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {layers.map((l) => (
                      <TableRow key={l.no} data-layer={l.no}>
                        <TableCell align="right">{l.no}</TableCell>
                        <TableCell>{hhmmss(l.t)}</TableCell>
                        <TableCell align="right">{l.topDepth.toFixed(2)}</TableCell>
                        <TableCell align="right">{l.fillM3.toFixed(2)}</TableCell>
                        <TableCell align="right">{l.rams}</TableCell>
                        <TableCell>{l.ok ? t('yes') : t('no')}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )
          }
        </View>
      )}
    </Box>
  );
}

/**
 * The selected point's hits (rammers) or pile's events (DDC), or the hint to pick one; read here, once, for both
 * ramming screens.
 */
export function SpotDetail({ family, spotId, hint }: { family: 'hj' | 'ddc'; spotId: number | null; hint: string }) {
  const hj = family === 'hj';
  const pointDetail = useApiQuery<{ data: PointHits }>(
    { path: `/api/${family}/point/${spotId ?? 0}/hits` },
    { enabled: hj && spotId !== null },
  );
  const pileDetail = useApiQuery<{ data: PileEvents }>(
    { path: `/api/${family}/pile/${spotId ?? 0}/events` },
    { enabled: !hj && spotId !== null },
  );
  useEffect(() => {
    if (spotId !== null) void (hj ? hitsChart : depthChart).load().catch(() => undefined);
  }, [hj, spotId]);
  return (
    <Box aria-live="polite" sx={{ mt: 1.5 }}>
      {spotId === null ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      ) : hj ? (
        <PointDetail query={pointDetail} />
      ) : (
        <PileDetail query={pileDetail} />
      )}
    </Box>
  );
}
