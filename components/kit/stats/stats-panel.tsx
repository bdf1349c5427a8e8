'use client';

import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId, useMemo, useRef, useState } from 'react';
import { onDemand, useOnDemand } from '@/components/common/use-on-demand';
import type { StatsPanelDef } from '../screen-defs';
import { saveUrl } from '@/lib/request/download';
import { downloadCsv } from './csv';
import { chartKind } from './chart-kind';
import type { BaseWords } from './panel-view';
import { useAnswerWords } from './use-answer-words';
import { type StatsFilters, type StatsPage, usePanelData } from './use-panel-data';

const CHART_HEIGHT = 320;
const statsTable = onDemand(() => import('./stats-table').then((m) => m.StatsTable));

type Props = {
  page: StatsPage;
  filters: StatsFilters;
  panel: StatsPanelDef;
  w: BaseWords;
  fileStem: string;
  enabled: boolean;
};

/** One chart of a stats page with the table of its numbers (a toggle) and the CSV of that table. */
export function StatsPanel({ page, filters, panel, w: base, fileStem, enabled }: Props) {
  const titleId = useId();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const kind = panel.kind ?? (chartKind as NonNullable<StatsPanelDef['kind']>);
  // A kind may be read in other granularities than the day (production per shift).
  const [granularity, setGranularity] = useState<string>('day');
  const read = useMemo(
    () => (granularity === 'day' ? panel : { ...panel, params: { ...panel.params, granularity } }),
    [panel, granularity],
  );
  const reply = usePanelData(page, filters, read, enabled);
  const data = reply.data?.data;
  const { w, loading: labelsLoading } = useAnswerWords(base, data, page.dicts);
  const shown = useMemo(
    () => (data && !labelsLoading ? kind.view(data, w, panel.view, page.empty) : undefined),
    [data, labelsLoading, kind, panel.view, page.empty, w],
  );
  const title = panel.title[w.locale];
  // The grid's code comes with the first table asked for (or pointed at) on any panel.
  const [Table, wantTable] = useOnDemand(statsTable);
  const figure = useRef<HTMLDivElement>(null);
  const { palette } = useTheme();
  const stem = data ? `${fileStem}-${title}-${(data as { start: string }).start}_${(data as { end: string }).end}` : '';
  // The chart as the user sees it (theme, legend), at twice its size; the library loads on the first export.
  const exportPng = async () => {
    if (!figure.current) return;
    const { toPng } = await import('html-to-image');
    saveUrl(await toPng(figure.current, { backgroundColor: palette.background.paper, pixelRatio: 2 }), `${stem}.png`);
  };

  let body;
  if (!enabled) body = <Alert severity="warning">{w.t('rangeInvalid')}</Alert>;
  else if (reply.isError && !data) body = <Alert severity="error">{w.t('loadFailed')}</Alert>;
  else if (!shown) body = <CircularProgress aria-label={w.t('loading')} sx={{ m: 'auto', display: 'block' }} />;
  else if (shown.empty)
    body = <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>{w.t(shown.empty)}</Typography>;
  else if (view === 'chart')
    body = (
      <Box role="figure" aria-labelledby={titleId} ref={figure}>
        <kind.Chart data={data} w={w} option={panel.view} height={CHART_HEIGHT} />
      </Box>
    );
  else if (!Table) body = <CircularProgress aria-label={w.t('loading')} sx={{ m: 'auto', display: 'block' }} />;
  else body = <Table table={shown.table} labelledBy={titleId} />;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ mr: 'auto', fontWeight: 600 }}>
          {title}
        </Typography>
        {kind.granularities && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={granularity}
            onChange={(_, next: string | null) => next && setGranularity(next)}
            aria-label={w.t('granularity')}
          >
            <ToggleButton value="day">{w.t('byDay')}</ToggleButton>
            {kind.granularities.map((g) => (
              <ToggleButton key={g} value={g}>
                {w.t(`by.${g}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: 'chart' | 'table' | null) => {
            if (next === 'table') wantTable();
            if (next) setView(next);
          }}
          aria-label={w.t('viewOf', { name: title })}
        >
          <ToggleButton value="chart" aria-label={w.t('chartView')}>
            <BarChartOutlined fontSize="small" />
          </ToggleButton>
          <ToggleButton value="table" aria-label={w.t('tableView')} onPointerEnter={wantTable} onFocus={wantTable}>
            <TableChartOutlined fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
        <Button
          size="small"
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          disabled={!shown || Boolean(shown.empty)}
          onClick={() => shown && downloadCsv(shown.table, `${stem}.csv`)}
          aria-label={w.t('exportOf', { name: title })}
        >
          CSV
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ImageOutlined />}
          disabled={!shown || Boolean(shown.empty) || view !== 'chart'}
          onClick={() => void exportPng()}
          aria-label={w.t('exportPng', { name: title })}
        >
          PNG
        </Button>
      </Stack>
      {body}
    </Paper>
  );
}
