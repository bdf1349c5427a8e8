'use client';

import L from 'leaflet';
import { useEffect } from 'react';
import { ringLatLngs, toLatLng, useSitePlan } from '@/components/kit/maps/site-plan';
import { escapeHtml } from '@/components/kit/maps/html';
import type { Point } from '@/lib/platform/site-plan';

const DRAFT = '#d84315';

/**
 * What an editor is changing, drawn over the plan in a strong colour: the draft alignment or block outline
 * and its numbered vertices (or a base map's control points). Not interactive: the tables are the way to
 * edit, the plan's click picks a point.
 */
export function PlanMarks({
  line,
  ring,
  points,
}: {
  line?: readonly Point[];
  ring?: readonly Point[];
  points?: readonly { x: number; y: number; label: string }[];
}) {
  const map = useSitePlan();
  // Keyed by the numbers: callers may pass new arrays on every render.
  const key = JSON.stringify([line ?? null, ring ?? null, points ?? null]);
  useEffect(() => {
    const [line, ring, points] = JSON.parse(key) as [
      Point[] | null,
      Point[] | null,
      { x: number; y: number; label: string }[] | null,
    ];
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    if (line && line.length > 1)
      L.polyline(ringLatLngs(line), { color: DRAFT, weight: 3, interactive: false }).addTo(group);
    if (ring && ring.length > 2)
      L.polygon(ringLatLngs(ring), { color: DRAFT, weight: 2, fillOpacity: 0.15, interactive: false }).addTo(group);
    for (const p of points ?? []) {
      L.circleMarker(toLatLng(p.x, p.y), {
        radius: 5,
        color: '#fff',
        weight: 2,
        fillColor: DRAFT,
        fillOpacity: 1,
        interactive: false,
      })
        .bindTooltip(escapeHtml(p.label), {
          permanent: true,
          direction: 'right',
          className: 'site-plan-label',
          offset: [6, 0],
        })
        .addTo(group);
    }
    return () => void group.remove();
  }, [map, key]);
  return null;
}
