'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { DataTable } from '@/components/common/data-table/data-table';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import type { BatchGrading as Grading } from '@console/contract/plants/reads';
import { useApiQuery } from '@/lib/request/query';
import { GradingCurves } from '../stats/charts';
import type { BaseWords } from '@/components/kit/stats/panel-view';

/**
 * A batch's combined grading in its drawer: the curve against formula and envelope on a log sieve axis,
 * and the sieve table with the deviations the platform judged. Loaded with the drawer, so the query
 * page's first load carries no chart library.
 */
export function BatchGradingPanel({ row }: { row: { id: number } }) {
  const batchId = row.id;
  const translate = useTranslations('stats');
  const locale = useLocale() as 'zh' | 'en';
  const w = useMemo<BaseWords>(
    () => ({ t: (key, values) => translate(key as never, values as never), locale }),
    [translate, locale],
  );
  const { palette } = useTheme();
  const titleId = useId();
  const reply = useApiQuery<{ data: Grading }>(
    { path: `/api/bhz/batch/${batchId}/grading` },
    { enabled: batchId > 0, staleTime: 60_000 },
  );
  const grading = reply.data?.data;

  let body;
  if (reply.isError) body = <Alert severity="error">{w.t('gradingFailed')}</Alert>;
  else if (!grading) body = <CircularProgress aria-label={w.t('loading')} sx={{ m: 'auto', display: 'block' }} />;
  else if (!grading.graded) body = <Typography sx={{ color: 'text.secondary' }}>{w.t('notGraded')}</Typography>;
  else {
    const rows = [...grading.sieves].reverse();
    const line = (id: 'min' | 'max' | 'target' | 'formula' | 'actual', label: string, color: string, more = {}) => ({
      id,
      label,
      color,
      data: rows.map((r) => r[id]),
      ...more,
    });
    const bad = palette.error.main;
    body = (
      <>
        <Box role="figure" aria-labelledby={titleId}>
          <GradingCurves
            w={w}
            height={260}
            sieves={rows.map((r) => r.sieve)}
            series={[
              line('min', w.t('envelopeMin'), palette.text.disabled, { dashed: true }),
              line('max', w.t('envelopeMax'), palette.text.disabled, { dashed: true }),
              line('formula', w.t('formula'), palette.success.main),
              line('actual', w.t('actualGrading'), palette.secondary.main, { marks: true }),
            ]}
          />
        </Box>
        <DataTable
          aria-labelledby={titleId}
          hideFooter
          rows={grading.sieves.map((s) => ({ id: s.sieve, ...s }))}
          columns={[
            { field: 'sieve', headerName: `${w.t('sieve')} (mm)`, type: 'number', flex: 1, minWidth: 80 },
            { field: 'actual', headerName: `${w.t('actualGrading')} (%)`, type: 'number', flex: 1, minWidth: 90 },
            { field: 'formula', headerName: `${w.t('formula')} (%)`, type: 'number', flex: 1, minWidth: 90 },
            {
              field: 'deviation',
              headerName: w.t('deviation'),
              type: 'number',
              flex: 1,
              minWidth: 90,
              renderCell: ({ row }) => (
                <Box
                  component="span"
                  sx={{
                    color: row.withinTolerance ? undefined : bad,
                    fontWeight: row.withinTolerance ? undefined : 600,
                  }}
                >
                  {row.deviation} / ±{row.tolerance}
                </Box>
              ),
            },
            {
              field: 'envelope',
              headerName: `${w.t('envelopeMin')}–${w.t('envelopeMax')}`,
              flex: 1,
              minWidth: 100,
              renderCell: ({ row }) => (
                <Box
                  component="span"
                  sx={{ color: row.withinEnvelope ? undefined : bad, fontWeight: row.withinEnvelope ? undefined : 600 }}
                >
                  {row.min}–{row.max}
                </Box>
              ),
            },
          ]}
          sx={{ border: 0 }}
        />
      </>
    );
  }
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {w.t('gradingTitle')}
        {grading?.graded ? ` · ${grading.mixType}` : ''}
      </Typography>
      {body}
    </Box>
  );
}
