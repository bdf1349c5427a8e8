'use client';

import Alert from '@mui/material/Alert';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { boundsOf, SitePlan } from '@/components/kit/maps/site-plan';
import type { SitePlanData } from '@/lib/platform/site-plan';
import {
  type AreaAnalysis,
  binColour,
  type RamOverview,
  type SpotStatus,
  statusColours,
} from '@/modules/ramming/contract';
import { useApiQuery } from '@/lib/request/query';
import { AutocompleteInput } from '@/components/common/autocomplete-input';
import { TablePager } from '@/components/common/data-table/table-pager';
import { useShellData } from '@/components/shell/shell-context';
import type { ScreenProps } from '@/components/screens/screen-props';
import { ScreenFrame } from '@/components/kit/frame/screen-frame';
import { ScreenToolbar } from '@/components/kit/frame/screen-toolbar';
import type { RammingMonitorDef } from '../screen-defs';
import { SpotDetail } from '../ui/ramming-detail';
import { RamAreaLayer, type Spot, SpotLayer } from '../ui/ramming-layers';
import { PendingScreen } from '@/components/kit/frame/pending-screen';

type AnalysisSpot = AreaAnalysis['spots'][number];
const filter = createFilterOptions<AnalysisSpot>({ limit: 50, stringify: (s) => s.code });
const PAGE = 20;

/**
 * 数据分析 of the rammers and DDC rigs: an area's finished points (piles) on the plan coloured by a metric's bins
 * or by status, the metric's distribution with the same colours, its statistics, the per-point (per-pile)
 * table, and the selected point's curve (pile's depth–time chart).
 */
export function RammingAnalysisScreen({ match, def }: ScreenProps & { def: RammingMonitorDef }) {
  const { titles } = useShellData();
  const title = titles[match.screen.code] ?? match.screen.code;
  const t = useTranslations('ramMonitor');
  const tt = useTranslations('table');
  const client = useQueryClient();
  const hj = def.family === 'hj';
  const base = `/api/${def.family}`;
  const noun = hj ? 'point' : 'pile';

  const plan = useApiQuery<{ data: SitePlanData }>({ path: '/api/site/plan' }, { staleTime: Infinity });
  const overview = useApiQuery<{ data: RamOverview }>({ path: `${base}/monitor/overview` });
  const areas = useMemo(() => overview.data?.data.areas ?? [], [overview.data]);
  const [areaId, setAreaId] = useState<number | null>(null);
  const area = areas.find((a) => a.id === areaId) ?? areas.find((a) => a.done > 0) ?? areas[0];
  const result = useApiQuery<{ data: AreaAnalysis }>(
    { path: `${base}/analysis/area/${area?.id ?? 0}` },
    { enabled: Boolean(area), placeholderData: (p) => p },
  );
  const analysis = result.data?.data;
  const metrics = useMemo(() => analysis?.metrics ?? [], [analysis]);
  const [metricKey, setMetricKey] = useState<string>('status');
  const metric = useMemo(() => metrics.find((m) => m.key === metricKey), [metrics, metricKey]);
  const [spotId, setSpotId] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const rows = useMemo(() => analysis?.spots ?? [], [analysis]);
  const spot = rows.find((s) => s.id === spotId) ?? null;

  const bins = metric ? metric.counts.length : 0;
  const spots = useMemo<(Spot & { colour: string })[]>(
    () =>
      rows.map((s) => {
        const i = metric
          ? metric.edges.findIndex(
              (e, k) =>
                k < metric.edges.length - 1 &&
                (s.values[metric.key] ?? NaN) >= e &&
                (s.values[metric.key] ?? NaN) < metric.edges[k + 1]!,
            )
          : -1;
        return {
          id: s.id,
          code: s.code,
          x: s.x,
          y: s.y,
          status: s.status as SpotStatus,
          colour: metric
            ? i < 0
              ? statusColours.todo
              : binColour(i, metric.counts.length)
            : statusColours[s.status as SpotStatus],
        };
      }),
    [rows, metric],
  );
  const statuses = useMemo(() => {
    const seen = hj ? (['below', 'within', 'above'] as const) : (['ok', 'shortDepth', 'fewRams', 'fill'] as const);
    return seen.map((s) => ({ status: s, n: rows.filter((r) => r.status === s).length }));
  }, [rows, hj]);
  const focus = useMemo(() => (area ? boundsOf(area.polygon) : null), [area]);
  const unit = (key: string) => metrics.find((m) => m.key === key)?.unit ?? '';
  const label = (key: string) => `${t(`metric.${key as 'hits'}`)}${unit(key) ? ` (${unit(key)})` : ''}`;
  const range = (k: number) => (metric ? `${metric.edges[k]}–${metric.edges[k + 1]}` : '');
  const refresh = () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(`${base}/`) });

  const failed = plan.isError || (overview.isError && !overview.data);
  if (failed || !plan.data || !overview.data)
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
    <Box
      role="group"
      aria-label={metric ? label(metric.key) : t(`statusLegend.${def.family}`)}
      sx={{ mt: 0.75, pt: 0.75, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {metric ? label(metric.key) : t(`statusLegend.${def.family}`)}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {metric
          ? metric.counts.map((n, k) => (
              <Box component="li" key={k} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: binColour(k, bins) }} />
                <Typography variant="caption">
                  {range(k)} · {n}
                </Typography>
              </Box>
            ))
          : statuses.map(({ status, n }) => (
              <Box component="li" key={status} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: statusColours[status] }} />
                <Typography variant="caption">
                  {t(`status.${status}`)}{' '}
                  <Box component="span" data-status-count={status}>
                    {n}
                  </Box>
                </Typography>
              </Box>
            ))}
      </Box>
    </Box>
  );

  const histogram = metric
    ? {
        x: metric.counts.map((_, k) => range(k)),
        y: metric.counts,
        colours: metric.counts.map((_, k) => binColour(k, bins)),
        axis: label(metric.key),
      }
    : {
        x: statuses.map((s) => t(`status.${s.status}`)),
        y: statuses.map((s) => s.n),
        colours: statuses.map((s) => statusColours[s.status]),
        axis: t(`statusLegend.${def.family}`),
      };
  const columns = metrics.map((m) => m.key);
  const shown = rows.slice(page * PAGE, page * PAGE + PAGE);

  return (
    <ScreenFrame title={title} toolbar={<ScreenToolbar onRefresh={refresh} />}>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={metricKey}
            onChange={(_, v: string | null) => v && setMetricKey(v)}
            aria-label={t('metricLabel')}
          >
            <ToggleButton value="status">{t('metric.status')}</ToggleButton>
            {metrics.map((m) => (
              <ToggleButton key={m.key} value={m.key}>
                {t(`metric.${m.key as 'hits'}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography variant="body2" sx={{ ml: 'auto', color: 'text.secondary' }}>
            {analysis ? t('siteTime', { time: analysis.simTime }) : ''}
          </Typography>
        </Stack>
        {result.isError && <Alert severity="error">{t('spotsFailed')}</Alert>}
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 420px' },
            alignItems: 'start',
          }}
        >
          <SitePlan
            plan={plan.data.data}
            label={t(`analysisMapLabel.${def.family}`)}
            focus={focus}
            legend={legend}
            height="max(420px, calc(100vh - 420px))"
          >
            <RamAreaLayer
              areas={areas}
              selected={area?.id ?? null}
              onSelect={(id) => (setAreaId(id), setSpotId(null), setPage(0))}
            />
            <SpotLayer spots={spots} radius={hj ? 1.25 : 0.5} selected={spotId} onSelect={setSpotId} />
          </SitePlan>
          <Stack spacing={1.5}>
            <Paper
              variant="outlined"
              sx={{ p: 1, maxHeight: 220, overflow: 'auto' }}
              component="section"
              aria-labelledby="ram-analysis-areas"
            >
              <Typography id="ram-analysis-areas" variant="subtitle2" component="h2" sx={{ px: 1, pt: 0.5 }}>
                {t('areas')}
              </Typography>
              <List dense aria-label={t('areas')}>
                {areas.map((a) => (
                  <ListItem key={a.id} disablePadding>
                    <ListItemButton
                      selected={a.id === area?.id}
                      aria-current={a.id === area?.id ? 'true' : undefined}
                      onClick={() => (setAreaId(a.id), setSpotId(null), setPage(0))}
                      data-area={a.code}
                    >
                      <ListItemText
                        primary={`${a.code} ${a.name}`}
                        secondary={t(`areaProgress.${noun}`, {
                          done: a.done,
                          total: a.total,
                          pct: a.donePct.toFixed(1),
                        })}
                        slotProps={{ primary: { variant: 'body2' }, secondary: { variant: 'caption' } }}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Paper>
            <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-labelledby="ram-analysis-distribution">
              <Typography id="ram-analysis-distribution" variant="subtitle2" component="h2">
                {t('distribution', { metric: metric ? label(metric.key) : t(`statusLegend.${def.family}`) })}
              </Typography>
              {rows.length === 0 ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`noneDone.${noun}`)}
                </Typography>
              ) : (
                <>
                  {metric && (
                    <Typography variant="body2" data-testid="metric-stats">
                      {t('metricStats', {
                        n: rows.length,
                        min: metric.min ?? '—',
                        mean: metric.mean ?? '—',
                        max: metric.max ?? '—',
                      })}
                    </Typography>
                  )}
                  <Box
                    role="img"
                    aria-label={t('histogramLabel', {
                      metric: histogram.axis,
                      values: histogram.x.map((x, k) => `${x}: ${histogram.y[k]}`).join(', '),
                    })}
                  >
                    <BarChart
                      height={220}
                      margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
                      xAxis={[
                        {
                          scaleType: 'band',
                          data: histogram.x,
                          height: 40,
                          colorMap: { type: 'ordinal', values: histogram.x, colors: histogram.colours },
                        },
                      ]}
                      yAxis={[{ label: t(`count.${noun}`), width: 48 }]}
                      series={[{ data: histogram.y, label: t(`count.${noun}`) }]}
                      hideLegend
                    />
                  </Box>
                </>
              )}
            </Paper>
            <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-labelledby="ram-analysis-selection">
              <Typography id="ram-analysis-selection" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                {spot ? t(`selected.${noun}`, { code: spot.code }) : t('selection')}
              </Typography>
              <Autocomplete
                size="small"
                options={rows}
                filterOptions={filter}
                value={spot}
                onChange={(_, value) => setSpotId(value?.id ?? null)}
                getOptionLabel={(s) => s.code}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                renderInput={(params) => <AutocompleteInput params={params} label={t(`find.${noun}`)} />}
                noOptionsText={t('noMatch')}
              />
              <SpotDetail family={def.family} spotId={spot ? spot.id : null} hint={t(`selectHint.${noun}`)} />
            </Paper>
          </Stack>
        </Box>
        <Paper variant="outlined" component="section" aria-labelledby="ram-analysis-table">
          <Typography id="ram-analysis-table" variant="subtitle2" component="h2" sx={{ px: 1.5, pt: 1 }}>
            {t(`listTitle.${noun}`)}
          </Typography>
          <TableContainer tabIndex={0}>
            <Table size="small" aria-labelledby="ram-analysis-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t('field.code')}</TableCell>
                  <TableCell>{t('field.status')}</TableCell>
                  {columns.map((c) => (
                    <TableCell key={c} align="right">
                      {label(c)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((s) => (
                  <TableRow key={s.id} hover selected={s.id === spotId} data-spot={s.code}>
                    <TableCell>{s.code}</TableCell>
                    <TableCell>{t(`status.${s.status as SpotStatus}`)}</TableCell>
                    {columns.map((c) => (
                      <TableCell key={c} align="right">
                        {s.values[c] ?? '—'}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePager
            count={rows.length}
            page={page}
            pageSize={PAGE}
            sizes={[PAGE]}
            onChange={(model) => setPage(model.page)}
            rowsPerPageLabel={null}
            displayedRows={({ from, to, count }) => t('rows', { from, to, count })}
            itemAriaLabel={(type) => tt(`${type}Page`)}
          />
        </Paper>
      </Box>
    </ScreenFrame>
  );
}
