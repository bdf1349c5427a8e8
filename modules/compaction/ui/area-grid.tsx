'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { GridRaster } from '@/components/kit/maps/grid-raster';
import { boundsOf, ringLatLngs, SitePlan, useSitePlan } from '@/components/kit/maps/site-plan';
import { type ColourBand, decodeGrid, type DecodedGrid, type GridMetric } from '@/lib/platform/grid';
import { type SitePlanData } from '@/lib/platform/site-plan';
import { requestBinary } from '@/lib/request/binary';
import { useApiQuery } from '@/lib/request/query';
import type { AreaGridDef } from '../screen-defs';
import { MAP_HEIGHT, METRICS_HEIGHT } from './area-grid-size';
import { BandSwatches } from '@/components/kit/maps/band-swatches';

type Point = [number, number];

/** The area's border on the plan. */
function Outline({ ring }: { ring: readonly Point[] }) {
  const map = useSitePlan();
  useEffect(() => {
    if (!map || ring.length === 0) return;
    const line = L.polygon(ringLatLngs(ring), { color: '#1565c0', weight: 2, fill: false, interactive: false }).addTo(
      map,
    );
    return () => void line.remove();
  }, [map, ring]);
  return null;
}

function parseBorder(raw: unknown): Point[] {
  if (typeof raw !== 'string') return [];
  try {
    const ring = JSON.parse(raw) as unknown;
    return Array.isArray(ring)
      ? ring.filter((p): p is Point => Array.isArray(p) && p.length === 2 && p.every((v) => typeof v === 'number'))
      : [];
  } catch {
    return [];
  }
}

/**
 * A work area's grid in its row's drawer (作业信息): the same binary grid, colour table and raster as the
 * process monitor, on the site plan focused on the area, with a switch between the definition's metrics.
 * Loaded with the first drawer that shows one (Leaflet comes with it).
 */
export default function AreaGrid({ def, id, border }: { def: AreaGridDef; id: number; border: unknown }) {
  const t = useTranslations('processMonitor');
  const locale = useLocale() as 'zh' | 'en';
  const [metric, setMetric] = useState<GridMetric>(def.metrics[0] ?? 'passes');
  const ring = useMemo(() => parseBorder(border), [border]);
  const focus = useMemo(() => (ring.length > 0 ? boundsOf(ring) : null), [ring]);
  const plan = useApiQuery<{ data: SitePlanData }>({ path: '/api/site/plan' }, { staleTime: Infinity });
  const colours = useApiQuery<ColourBand[]>({ path: def.colourApi }, { staleTime: 60_000 });
  const grid = useQuery<DecodedGrid>({
    queryKey: [def.gridApi, id, metric],
    placeholderData: (previous) => previous,
    queryFn: async ({ signal }) => {
      const reply = await requestBinary(def.gridApi.replace('{id}', String(id)), { metric }, { signal });
      if (reply.kind !== 'bytes') throw new Error('no grid');
      return decodeGrid(reply.bytes);
    },
  });
  const bandMetric = def.bandsOf?.[metric] ?? metric;
  const bands = useMemo(() => (colours.data ?? []).filter((b) => b.metric === bandMetric), [colours.data, bandMetric]);

  const legend = (
    <Box
      role="group"
      aria-label={t(`metric.${metric}`)}
      sx={{ mt: 0.75, pt: 0.75, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {t(`metric.${metric}`)}
      </Typography>
      <BandSwatches bands={bands} />
    </Box>
  );

  return (
    <Stack spacing={1} component="section" aria-label={def.title[locale]} data-testid="area-grid">
      <ToggleButtonGroup
        size="small"
        exclusive
        value={metric}
        onChange={(_, v: GridMetric | null) => v && setMetric(v)}
        aria-label={t('metricLabel')}
        sx={{ height: METRICS_HEIGHT }}
      >
        {def.metrics.map((m) => (
          <ToggleButton key={m} value={m}>
            {t(`metric.${m}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {(grid.isError || plan.isError) && <Alert severity="error">{t('gridFailed')}</Alert>}
      {plan.data ? (
        <SitePlan plan={plan.data.data} label={t('mapLabel')} focus={focus} legend={legend} height={MAP_HEIGHT}>
          <GridRaster grid={grid.data ?? null} bands={bands} />
          <Outline ring={ring} />
        </SitePlan>
      ) : (
        !plan.isError && (
          <Typography variant="body2" sx={{ color: 'text.secondary', height: MAP_HEIGHT }}>
            {t('loading')}
          </Typography>
        )
      )}
    </Stack>
  );
}
