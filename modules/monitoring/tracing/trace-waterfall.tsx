'use client';

import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { Span } from '@console/contract/monitoring/reads';
import { useApiQuery } from '@/lib/request/query';
import { formatDuration, waterfall } from './waterfall';

// Read by screen readers, not shown (the palette's pattern).
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

// Each service keeps its colour across traces (the console first, the platform's services after).
const colours = ['primary.main', 'success.main', 'warning.main', 'secondary.main', 'info.main'];
const colourOf = (service: string, services: string[]) =>
  colours[Math.max(0, services.indexOf(service)) % colours.length];

/** One trace as a waterfall: every span on the trace's time line, indented below its parent; a span's details below. */
export function TraceWaterfall({ traceId }: { traceId: string }) {
  const t = useTranslations('tracing');
  const trace = useApiQuery<Span[]>({ path: `/api/monitor/zipkin/trace/${traceId}` });
  const rows = useMemo(() => waterfall(trace.data ?? []), [trace.data]);
  const services = useMemo(
    () =>
      [...new Set(rows.map((r) => r.service))].sort((a, b) =>
        a === 'console' ? -1 : b === 'console' ? 1 : a.localeCompare(b),
      ),
    [rows],
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const detail = rows.find((r) => r.span.id === chosen);
  const start = rows.length ? Math.min(...rows.map((r) => r.span.timestamp ?? Infinity)) : 0;
  const total = rows.length
    ? Math.max(...rows.map((r) => (r.span.timestamp ?? 0) + (r.span.duration ?? 0))) - start
    : 0;

  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {trace.isFetching ? t('loading') : t('traceNotFound')}
      </Typography>
    );
  }
  return (
    <Stack spacing={1} sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
      <Typography variant="body2" color="text.secondary">
        {t('traceSummary', { spans: rows.length, services: services.length, duration: formatDuration(total / 1000) })}
      </Typography>
      <Box role="list" aria-label={t('waterfallLabel')}>
        {rows.map((row) => (
          <Box role="listitem" key={row.span.id} data-depth={row.depth}>
            <ButtonBase
              onClick={() => setChosen(row.span.id === chosen ? null : row.span.id)}
              aria-pressed={row.span.id === chosen}
              sx={{
                width: '100%',
                display: 'grid',
                gridTemplateColumns: 'minmax(260px, 38%) 1fr',
                alignItems: 'center',
                py: 0.25,
                borderRadius: 0.5,
                textAlign: 'left',
                bgcolor: row.span.id === chosen ? 'action.selected' : undefined,
                '&:hover': { bgcolor: 'action.hover' },
                '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
              }}
            >
              <Box sx={{ pl: row.depth * 2, display: 'flex', gap: 1, overflow: 'hidden', whiteSpace: 'nowrap' }}>
                {/* The service's colour marks its name (the bar below wears it too); the text keeps the body's
                   contrast. */}
                <Box
                  component="span"
                  sx={{
                    fontWeight: 600,
                    fontSize: 13,
                    borderLeft: 4,
                    borderColor: colourOf(row.service, services),
                    pl: 0.5,
                  }}
                >
                  {row.service}
                </Box>{' '}
                <Box
                  component="span"
                  sx={{ fontFamily: 'monospace', fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis' }}
                >
                  {row.span.name}
                </Box>
              </Box>
              <Box sx={{ position: 'relative', height: 18, mx: 1 }}>
                <Box
                  sx={{
                    position: 'absolute',
                    left: `${row.left}%`,
                    width: `${row.width}%`,
                    top: 3,
                    height: 12,
                    borderRadius: 0.5,
                    bgcolor: row.error ? 'error.main' : colourOf(row.service, services),
                  }}
                />
                <Box
                  component="span"
                  sx={{
                    position: 'absolute',
                    left: `min(${row.left + row.width}%, calc(100% - 70px))`,
                    pl: 0.5,
                    fontSize: 12,
                    lineHeight: '18px',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {formatDuration(row.durationMs)}
                </Box>
              </Box>
              {/* The name is the visible text (service, span, duration) and then the level, for screen readers. */}
              <Box component="span" sx={visuallyHidden}>
                {t('spanDepth', { depth: row.depth + 1 })}
              </Box>
            </ButtonBase>
          </Box>
        ))}
      </Box>
      {detail ? (
        <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
          <Typography component="h3" variant="subtitle2">
            {t('detailTitle', { service: detail.service, name: detail.span.name ?? '' })}
          </Typography>
          <Table size="small" aria-label={t('detailLabel')}>
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row" sx={{ width: 180 }}>
                  {t('parent')}
                </TableCell>
                <TableCell>
                  {detail.parent
                    ? `${detail.parent.localEndpoint?.serviceName ?? '?'} · ${detail.parent.name ?? ''}`
                    : detail.span.parentId
                      ? t('parentNotReported', { id: detail.span.parentId })
                      : t('noParent')}
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">
                  {t('spanId')}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{detail.span.id}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">
                  {t('offset')}
                </TableCell>
                <TableCell>{formatDuration(((detail.span.timestamp ?? start) - start) / 1000)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">
                  {t('duration')}
                </TableCell>
                <TableCell>{formatDuration(detail.durationMs)}</TableCell>
              </TableRow>
              {Object.entries(detail.span.tags ?? {}).map(([key, value]) => (
                <TableRow key={key}>
                  <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                    {key}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('selectSpanHint')}
        </Typography>
      )}
    </Stack>
  );
}
