'use client';

import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { useLive, useLiveTopics } from '@/components/live/live-channel';
import { useShellData } from '@/components/shell/shell-context';
import type { ColourBand } from '@/lib/platform/grid';
import {
  decodeStrip,
  type DecodedStrip,
  sortStakes,
  stakeColumns,
  type StakeColumn,
  type StakeEvent,
  type StripMetric,
  stripMetrics,
} from '@/modules/compaction/stake-summary';
import type { StakeSummary } from '@console/contract/compaction/answers';
import { requestBinary } from '@/lib/request/binary';
import { useApiQuery } from '@/lib/request/query';
import type { ScreenProps } from '@/components/screens/screen-props';
import { ScreenFrame } from '@/components/kit/frame/screen-frame';
import { ScreenToolbar } from '@/components/kit/frame/screen-toolbar';
import { codecFor } from '@/components/kit/filters/url-codec';
import { useUrlState } from '@/components/kit/filters/use-url-state';
import { liveTopics } from '@/lib/routes/topics';
import { downloadCsv } from '@/components/kit/stats/csv';
import { PendingScreen } from '@/components/kit/frame/pending-screen';
import { StakeStrip } from '../ui/stake-strip';
import { BandSwatches } from '@/components/kit/maps/band-swatches';
import { ChoiceField } from '@/components/common/choice-field';
import { TextInput } from '@/components/common/text-input';

const SUMMARY_API = '/api/znys/stakeSummary';
const STRIP_API = '/api/znys/stakeSummary/strip';
const COLOUR_API = '/api/znys/colorTable/all';
const codec = codecFor({ sectionId: '', layerId: '', from: '', to: '' });

type Filters = ReturnType<typeof codec.parse>;
type Section = { id: number; code: string; name: string; kind: string };
type Layer = { id: number; sectionId: number; code: string; name: string; orderNum: number; domain?: string };

const paramsOf = (f: Filters) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '')) as Record<string, string>;

/** The strip of the shown answer, read with its ETag: an unchanged strip answers 304 and the copy in hand is kept. */
function useStrip(query: Record<string, string>, metric: StripMetric, answer: StakeSummary | undefined) {
  const kept = useRef(new Map<string, { etag: string; strip: DecodedStrip }>());
  const params = { ...query, metric };
  return useQuery<DecodedStrip>({
    queryKey: [STRIP_API, params, answer?.simTime],
    enabled: Boolean(answer?.strip),
    placeholderData: (previous) => previous,
    queryFn: async ({ signal }) => {
      const key = JSON.stringify(params);
      const had = kept.current.get(key);
      const reply = await requestBinary(STRIP_API, params, { etag: had?.etag, signal });
      if (reply.kind === 'not-modified') return had!.strip;
      const strip = decodeStrip(reply.bytes);
      kept.current.set(key, { etag: reply.etag, strip });
      return strip;
    },
  });
}

const fmt = (v: number | string | undefined) => (v === undefined ? '—' : String(v));

/**
 * 实时桩号图: a road layer's chainage × offset strip coloured by passes or paving temperature, and the per-stake
 * rows below it, for a section, layer and day range kept in the URL (the platform's defaults until the user
 * picks, the fields then showing what it answered). Today's changes arrive on `znys.stake`: the page reads
 * again when one concerns its layer and range.
 */
export function StakeStripScreen({ path, match }: ScreenProps) {
  const { titles } = useShellData();
  const title = titles[match.screen.code] ?? match.screen.code;
  const t = useTranslations('stakeMap');
  const client = useQueryClient();
  const liveStatus = useLive((live) => live.status);
  const [filters, setFilters] = useUrlState(path, codec);
  const [metric, setMetric] = useState<StripMetric>('passes');
  const [selected, setSelected] = useState<string | null>(null);
  const [sort, setSort] = useState<{ key: StakeColumn; direction: 'asc' | 'desc' }>({
    key: 'station',
    direction: 'asc',
  });
  const valid = !filters.from || !filters.to || filters.from <= filters.to;
  const query = paramsOf(filters);

  const sections = useApiQuery<Section[]>({ path: '/api/site/section/all' }, { staleTime: Infinity });
  const colours = useApiQuery<ColourBand[]>({ path: COLOUR_API }, { staleTime: 60_000 });
  const summary = useApiQuery<{ data: StakeSummary }>(
    { path: SUMMARY_API, query },
    { enabled: valid, placeholderData: (previous) => previous },
  );
  const answer = summary.data?.data;
  const sectionId = filters.sectionId || (answer ? String(answer.sectionId) : '');
  const layers = useApiQuery<Layer[]>(
    { path: '/api/site/layer/all', query: { sectionId } },
    { enabled: Boolean(sectionId), staleTime: Infinity },
  );
  const strip = useStrip(query, metric, answer);

  const refresh = () =>
    client.invalidateQueries({ predicate: (q) => [SUMMARY_API, STRIP_API].includes(String(q.queryKey[0])) });
  useLiveTopics(liveTopics[match.screen.code], (data, event) => {
    const changed = data as StakeEvent | undefined;
    const day = changed?.t?.slice(0, 10);
    const mine = changed?.rows?.some((r) => r.layerId === answer?.layerId);
    if (event === 'reset' || (mine && day && answer && day >= answer.from && day <= answer.to)) void refresh();
  });

  const roads = (sections.data ?? []).filter((s) => s.kind === 'road');
  const rolled = (layers.data ?? []).filter((l) => l.domain === 'znys');
  const rows = useMemo(() => answer?.rows ?? [], [answer]);
  const sorted = useMemo(() => sortStakes(rows, sort.key, sort.direction), [rows, sort]);
  const bands = useMemo(() => (colours.data ?? []).filter((b) => b.metric === metric), [colours.data, metric]);
  const layerName = rolled.find((l) => l.id === answer?.layerId)?.name ?? '';
  const current = rows.find((r) => r.station === selected);
  const stale = liveStatus !== null && liveStatus !== 'live' && Boolean(answer);
  const noTemp = metric === 'temp' && rows.length > 0 && rows.every((r) => r.pavingTemperature === undefined);

  const columnTitle = (key: StakeColumn) => t(`col.${key}`);
  const exportCsv = () =>
    downloadCsv(
      {
        columns: stakeColumns.map((key) => ({
          key,
          title: columnTitle(key),
          numeric: key !== 'station' && key !== 'lastTime',
        })),
        rows: sorted.map((r) => Object.fromEntries(stakeColumns.map((key) => [key, r[key] ?? null]))),
      },
      `${title}-${layerName}-${answer?.from ?? ''}_${answer?.to ?? ''}.csv`,
    );

  const failed = summary.isError && !answer;
  if (failed || !answer)
    return (
      <PendingScreen
        title={title}
        onRefresh={refresh}
        failed={failed}
        failedText={t('loadFailed')}
        loadingText={t('loading')}
      />
    );

  const date = (key: 'from' | 'to') => (
    <TextInput
      type="date"
      label={t(key)}
      shrink
      value={filters[key] || answer[key]}
      onChange={(e) => setFilters((f) => ({ ...f, [key]: e.target.value }))}
      error={!valid}
      helperText={valid ? undefined : t('rangeInvalid')}
      sx={{ width: 170 }}
    />
  );

  return (
    <ScreenFrame title={title} toolbar={<ScreenToolbar onRefresh={refresh} />}>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 1.5 }}
        role="search"
        aria-label={t('filters')}
      >
        <ChoiceField
          label={t('section')}
          value={roads.length > 0 ? sectionId : ''}
          choices={roads.map((r) => ({ value: String(r.id), label: r.name }))}
          displayEmpty
          onChange={(v) => setFilters((f) => ({ ...f, sectionId: v, layerId: '' }))}
          sx={{ width: 200 }}
        />
        <ChoiceField
          label={t('layer')}
          value={rolled.length > 0 ? filters.layerId || String(answer.layerId) : ''}
          choices={rolled.map((l) => ({ value: String(l.id), label: l.name }))}
          displayEmpty
          onChange={(v) => setFilters((f) => ({ ...f, sectionId, layerId: v }))}
          sx={{ width: 220 }}
        />
        {date('from')}
        {date('to')}
      </Stack>
      <Box sx={{ overflow: 'auto', flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {stale && (
          <Alert severity="warning" role="status">
            {t('stale', { time: answer.simTime.slice(11) })}
          </Alert>
        )}
        <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-labelledby="stake-strip-title">
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <Typography id="stake-strip-title" variant="subtitle2" component="h2">
              {layerName}
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={metric}
              onChange={(_, v: StripMetric | null) => v && setMetric(v)}
              aria-label={t('metricLabel')}
            >
              {stripMetrics.map((m) => (
                <ToggleButton key={m} value={m}>
                  {t(`metric.${m}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {answer.targetSteel !== undefined && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('targets', { steel: answer.targetSteel, rubber: answer.targetRubber ?? '—' })}
              </Typography>
            )}
            <Typography variant="body2" sx={{ ml: 'auto', color: 'text.secondary' }} data-testid="site-time">
              {t('siteTime', { time: answer.simTime })}
            </Typography>
          </Stack>
          {rows.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', py: 2 }}>
              {t('noRows')}
            </Typography>
          ) : strip.isError ? (
            <Alert severity="error">{t('stripFailed')}</Alert>
          ) : strip.data ? (
            <>
              {noTemp && (
                <Alert severity="info" sx={{ mb: 1 }}>
                  {t('noTemp')}
                </Alert>
              )}
              <StakeStrip
                strip={strip.data}
                rows={rows}
                bands={bands}
                selected={selected}
                onSelect={setSelected}
                edges={{ left: t('leftEdge'), right: t('rightEdge') }}
                label={t('stripLabel', {
                  layer: layerName,
                  from: rows[0]!.station,
                  to: rows[rows.length - 1]!.station,
                  metric: t(`metric.${metric}`),
                })}
              />
              <Stack
                direction={{ xs: 'column', md: 'row' }}
                spacing={2}
                sx={{ mt: 1, alignItems: { md: 'flex-start' } }}
              >
                <Box role="group" aria-label={t(`metric.${metric}`)}>
                  <Typography variant="caption" sx={{ fontWeight: 600 }}>
                    {t(`metric.${metric}`)} ({t(`unit.${metric}`)})
                  </Typography>
                  <BandSwatches bands={bands} minWidth={34} />
                </Box>
                <Box aria-live="polite" data-testid="stake-readout" sx={{ flex: 1 }}>
                  <Typography variant="caption" sx={{ fontWeight: 600 }}>
                    {current ? t('stake', { station: current.station }) : t('selection')}
                  </Typography>
                  {current ? (
                    <Typography variant="body2">
                      {stakeColumns
                        .filter((key) => key !== 'station')
                        .map((key) => `${columnTitle(key)} ${fmt(current[key])}`)
                        .join(' · ')}
                    </Typography>
                  ) : (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('stripHint')}
                    </Typography>
                  )}
                </Box>
              </Stack>
            </>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary', py: 2 }}>
              {t('loading')}
            </Typography>
          )}
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="stake-table-title" sx={{ p: 1.5 }}>
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography id="stake-table-title" variant="subtitle2" component="h2">
              {t('tableTitle')}
            </Typography>
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              sx={{ ml: 'auto' }}
              onClick={exportCsv}
              disabled={rows.length === 0}
            >
              {t('exportCsv')}
            </Button>
          </Stack>
          <TableContainer sx={{ maxHeight: 440 }} tabIndex={0} aria-label={t('tableLabel')}>
            <Table size="small" stickyHeader aria-label={t('tableLabel')}>
              <TableHead>
                <TableRow>
                  {stakeColumns.map((key) => (
                    <TableCell
                      key={key}
                      align={key === 'station' || key === 'lastTime' ? 'left' : 'right'}
                      sortDirection={sort.key === key ? sort.direction : false}
                      sx={{ minWidth: key === 'lastTime' ? 110 : 92, verticalAlign: 'bottom' }}
                    >
                      <TableSortLabel
                        active={sort.key === key}
                        direction={sort.key === key ? sort.direction : 'asc'}
                        onClick={() =>
                          setSort((s) => ({ key, direction: s.key === key && s.direction === 'asc' ? 'desc' : 'asc' }))
                        }
                      >
                        {columnTitle(key)}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {sorted.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={stakeColumns.length}>{t('noRows')}</TableCell>
                  </TableRow>
                ) : (
                  sorted.map((r) => (
                    <TableRow
                      key={r.station}
                      hover
                      selected={r.station === selected}
                      data-station={r.station}
                      onClick={() => setSelected(r.station)}
                      sx={{ cursor: 'pointer' }}
                    >
                      {stakeColumns.map((key) => (
                        <TableCell
                          key={key}
                          align={key === 'station' || key === 'lastTime' ? 'left' : 'right'}
                          sx={{ whiteSpace: 'nowrap' }}
                        >
                          {key === 'lastTime' ? r.lastTime.slice(5, 16) : fmt(r[key])}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      </Box>
    </ScreenFrame>
  );
}
