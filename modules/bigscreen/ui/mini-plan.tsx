'use client';

import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import L from 'leaflet';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { SitePlan, toLatLng, useSitePlan } from '@/components/kit/maps/site-plan';
import { useLiveTopics } from '@/components/live/live-channel';
import type { PositionFrame, SitePlanData } from '@/lib/platform/site-plan';
import { useApiQuery } from '@/lib/request/query';

/**
 * The big screen's site plan: the project's sections, road and plants, and the rollers where the live
 * channel's `znys.pos` frames put them (none while the site's clock stands still).
 */
export function MiniPlan({ label }: { label: string }) {
  const t = useTranslations('bigScreen');
  const plan = useApiQuery<{ data: SitePlanData }>({ path: '/api/site/plan' }, { staleTime: Infinity });
  const [frame, setFrame] = useState<PositionFrame | null>(null);
  useLiveTopics(['znys.pos'], (payload, event) => {
    if (event === 'reset') return setFrame(null);
    const next = payload as PositionFrame;
    if (next?.f) setFrame(next);
  });
  if (plan.isError) return <Typography sx={{ color: '#ff7a7a' }}>{t('planFailed')}</Typography>;
  if (!plan.data) return <CircularProgress size={20} aria-label={t('loading')} />;
  return (
    <SitePlan plan={plan.data.data} label={label} height="100%" readout={false}>
      <Rollers frame={frame} />
    </SitePlan>
  );
}

function Rollers({ frame }: { frame: PositionFrame | null }) {
  const map = useSitePlan();
  const layer = useRef<L.LayerGroup | null>(null);
  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    layer.current = group;
    return () => {
      group.remove();
      layer.current = null;
    };
  }, [map]);
  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    group.clearLayers();
    for (const [, x, y, , , moving] of frame?.f ?? [])
      L.circleMarker(toLatLng(x, y), {
        radius: 5,
        color: '#0b1220',
        weight: 1,
        fillColor: moving ? '#5fd38d' : '#ffc857',
        fillOpacity: 1,
        interactive: false,
      }).addTo(group);
  }, [frame, map]);
  return null;
}
