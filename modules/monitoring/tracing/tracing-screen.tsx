'use client';

import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { ChoiceField } from '@/components/common/choice-field';
import { TextInput } from '@/components/common/text-input';
import { useShellData } from '@/components/shell/shell-context';
import { formatTime } from '@/lib/format/time';
import type { Span } from '@console/contract/monitoring/reads';
import { useApiQuery } from '@/lib/request/query';
import type { ScreenProps } from '@/components/screens/screen-props';
import { RowAction } from '@/components/kit/table/row-action';
import { ScreenFrame } from '@/components/kit/frame/screen-frame';
import { ScreenToolbar } from '@/components/kit/frame/screen-toolbar';
import { formatDuration, summarize } from './waterfall';
import { TraceWaterfall } from './trace-waterfall';

const lookbacks = { '15m': 15 * 60_000, '1h': 3_600_000, '6h': 6 * 3_600_000, '24h': 86_400_000 } as const;
type Lookback = keyof typeof lookbacks;
const limits = [10, 20, 50, 100];
const traceIdPattern = /^([0-9a-f]{16}|[0-9a-f]{32})$/;

/**
 * `/monitorManager/serviceZipkinManager`: the platform's traces (Zipkin's v2 API, read by the console's server) as a
 * list and a waterfall.
 */
export function TracingScreen({ match }: ScreenProps) {
  const t = useTranslations('tracing');
  const { titles } = useShellData();
  const [service, setService] = useState('all');
  const [minMs, setMinMs] = useState('');
  const [lookback, setLookback] = useState<Lookback>('1h');
  const [limit, setLimit] = useState(20);
  const [lookup, setLookup] = useState('');
  const [selected, setSelected] = useState<string | null>(null);

  const services = useApiQuery<string[]>({ path: '/api/monitor/zipkin/services' });
  const minDuration = /^\d+(\.\d+)?$/.test(minMs.trim()) ? Math.round(Number(minMs) * 1000) : undefined;
  const traces = useApiQuery<Span[][]>({
    path: '/api/monitor/zipkin/traces',
    query: {
      ...(service !== 'all' ? { serviceName: service } : {}),
      ...(minDuration ? { minDuration } : {}),
      lookback: lookbacks[lookback],
      limit,
    },
  });
  const rows = useMemo(() => (traces.data ?? []).filter((spans) => spans.length > 0).map(summarize), [traces.data]);
  const lookupValid = traceIdPattern.test(lookup.trim().toLowerCase());

  return (
    <ScreenFrame
      title={titles[match.screen.code] ?? t('title')}
      toolbar={
        <ScreenToolbar
          onRefresh={() => {
            void services.refetch();
            void traces.refetch();
          }}
        >
          <ChoiceField
            size="small"
            label={t('service')}
            value={service}
            choices={[
              { value: 'all', label: t('allServices') },
              ...(services.data ?? []).map((s) => ({ value: s, label: s })),
            ]}
            onChange={setService}
            sx={{ minWidth: 180 }}
          />
          <TextInput
            size="small"
            label={t('minDuration')}
            value={minMs}
            onChange={(e) => setMinMs(e.target.value)}
            error={minMs.trim() !== '' && minDuration === undefined}
            inputProps={{ inputMode: 'decimal' }}
            sx={{ width: 150 }}
          />
          <ChoiceField
            size="small"
            label={t('lookback')}
            value={lookback}
            choices={(Object.keys(lookbacks) as Lookback[]).map((l) => ({ value: l, label: t(`lookback${l}`) }))}
            onChange={(value) => setLookback(value as Lookback)}
            sx={{ width: 150 }}
          />
          <ChoiceField
            size="small"
            label={t('limit')}
            value={String(limit)}
            choices={limits.map((l) => ({ value: String(l), label: String(l) }))}
            onChange={(value) => setLimit(Number(value))}
            sx={{ width: 100 }}
          />
          <Box
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              if (lookupValid) setSelected(lookup.trim().toLowerCase());
            }}
            sx={{ display: 'flex', gap: 1 }}
          >
            <TextInput
              size="small"
              label={t('traceId')}
              value={lookup}
              onChange={(e) => setLookup(e.target.value)}
              sx={{ width: 220 }}
            />
            <Button type="submit" variant="outlined" disabled={!lookupValid}>
              {t('openTrace')}
            </Button>
          </Box>
        </ScreenToolbar>
      }
    >
      <Stack spacing={1.5} sx={{ flex: 1, minHeight: 0 }}>
        <TableContainer
          sx={{ flex: selected ? '0 0 38%' : 1, minHeight: 120, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Table size="small" stickyHeader aria-label={t('listLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('colTraceId')}</TableCell>
                <TableCell>{t('colStart')}</TableCell>
                <TableCell>{t('colRoot')}</TableCell>
                <TableCell>{t('colServices')}</TableCell>
                <TableCell align="right">{t('colSpans')}</TableCell>
                <TableCell align="right">{t('colDuration')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.traceId} hover selected={row.traceId === selected}>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => setSelected(row.traceId)}
                      sx={{ fontFamily: 'monospace', textTransform: 'none', minWidth: 0 }}
                    >
                      {row.traceId}
                    </Button>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(row.start)}</TableCell>
                  <TableCell>
                    <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
                      {row.service}
                    </Typography>
                    <Typography variant="body2" component="span" sx={{ ml: 1, fontFamily: 'monospace' }}>
                      {row.name}
                    </Typography>
                    {row.error && <Chip size="small" color="error" label={t('error')} sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell>{row.services.join(', ')}</TableCell>
                  <TableCell align="right">{row.spanCount}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatDuration(row.durationMs)}
                  </TableCell>
                </TableRow>
              ))}
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>
                    <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                      {traces.isFetching ? t('loading') : t('empty')}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        {selected && (
          <Box
            sx={{
              flex: 1,
              minHeight: 200,
              display: 'flex',
              flexDirection: 'column',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 1.5,
            }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
              <Typography component="h2" variant="subtitle1" sx={{ mr: 'auto', fontFamily: 'monospace' }}>
                {t('traceTitle', { id: selected })}
              </Typography>
              <RowAction label={t('close')} onClick={() => setSelected(null)}>
                <CloseIcon fontSize="small" />
              </RowAction>
            </Stack>
            <TraceWaterfall traceId={selected} />
          </Box>
        )}
      </Stack>
    </ScreenFrame>
  );
}
