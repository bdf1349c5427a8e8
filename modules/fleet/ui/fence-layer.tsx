'use client';

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import L from 'leaflet';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { fenceShapeOf, geofence } from '@console/contract/fleet/geofences';
import { escapeHtml } from '@/components/kit/maps/html';
import { ringLatLngs, toLatLng, useSitePlan } from '@/components/kit/maps/site-plan';
import { useApiQuery } from '@/lib/request/query';

type FenceRow = { id: number; name: string; fenceType: string; area: string };

/** A no-go zone in red, every other fence in violet: both dashed, so they read as lines drawn over the site. */
const colourOf = (type: string) => (type === 'noGo' ? '#c62828' : '#6a1b9a');

/**
 * The enabled geofences over the trucks' map, each with its name: outlines only (a click still reaches the map and
 * the trucks under them). Read once a minute: fences change when someone draws one.
 */
const useFences = () =>
  useApiQuery<FenceRow[]>({ path: `${geofence.api}/all`, query: { enabled: 1 } }, { staleTime: 60_000 }).data;

export function FenceLayer() {
  const map = useSitePlan();
  const rows = useFences();
  useEffect(() => {
    if (!map || !rows) return;
    const group = L.layerGroup().addTo(map);
    for (const fence of rows) {
      const shape = fenceShapeOf(fence.area);
      if (typeof shape === 'string') continue;
      const look = {
        color: colourOf(fence.fenceType),
        weight: 1.5,
        dashArray: '6 4',
        fillOpacity: 0.06,
        interactive: false,
      };
      const layer =
        shape.kind === 'circle'
          ? L.circle(toLatLng(shape.x, shape.y), { radius: shape.r, ...look })
          : L.polygon(ringLatLngs(shape.ring), look);
      layer
        .bindTooltip(escapeHtml(fence.name), { permanent: true, direction: 'center', className: 'site-plan-label' })
        .addTo(group);
    }
    return () => void group.remove();
  }, [map, rows]);
  return null;
}

/** The fences' lines in the map's legend, when there are any: a no-go zone's apart from the rest. */
export function FenceLegend() {
  const t = useTranslations('vehicleMap');
  const rows = useFences() ?? [];
  const kinds = [...new Set(rows.map((f) => (f.fenceType === 'noGo' ? 'noGo' : 'fence')))].sort();
  return kinds.map((kind) => (
    <Stack key={kind} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box aria-hidden sx={{ width: 18, borderTop: `2px dashed ${colourOf(kind)}` }} />
      <Typography variant="caption">{t(kind === 'noGo' ? 'noGoZone' : 'geofence')}</Typography>
    </Stack>
  ));
}
