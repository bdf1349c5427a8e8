'use client';

import L from 'leaflet';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { type DeviceMarker, useDeviceMarkers } from '@/components/kit/maps/device-markers';
import { AreaOutlines, CHOSEN_OUTLINE } from '@/components/kit/maps/area-outlines';
import { toLatLng, useSitePlan } from '@/components/kit/maps/site-plan';
import { escapeHtml } from '@/components/kit/maps/html';
import { type RamArea, type RamRig, type SpotStatus, statusColours } from '@/modules/ramming/contract';

export type Spot = {
  id: number;
  code: string;
  x: number;
  y: number;
  status: SpotStatus;
  /** Overrides the status colour (an analysis metric's bin). */ colour?: string;
};

const areaRing = (a: RamArea) => a.polygon;
const areaLook = (_: RamArea, chosen: boolean): L.PathOptions => ({
  color: chosen ? CHOSEN_OUTLINE : '#546e7a',
  dashArray: chosen ? undefined : '4 3',
  fillOpacity: 0.06,
});

/** The family's work areas as outlines; the selected one stands out. Clicking another selects it. */
export function RamAreaLayer(props: {
  areas: readonly RamArea[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  return <AreaOutlines {...props} ring={areaRing} look={areaLook} />;
}

/**
 * Design points (piles) to scale on the canvas renderer (a point is the hammer's Ø 2.5 m, a pile its
 * Ø 1.0 m), filled with their status colour; a click selects one. Thousands of piles stay one canvas.
 */
export function SpotLayer({
  spots,
  radius,
  selected,
  onSelect,
}: {
  spots: readonly Spot[];
  radius: number;
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const map = useSitePlan();
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });
  useEffect(() => {
    if (!map) return;
    const renderer = L.canvas({ padding: 0.3 });
    const group = L.layerGroup().addTo(map);
    for (const s of spots) {
      const colour = s.colour ?? statusColours[s.status];
      L.circle(toLatLng(s.x, s.y), {
        renderer,
        radius,
        color: s.status === 'todo' ? colour : '#ffffff',
        weight: s.status === 'todo' ? 1 : 0.5,
        fillColor: colour,
        fillOpacity: s.status === 'todo' ? 0.15 : 0.9,
        bubblingMouseEvents: false,
      })
        .on('click', () => select.current(s.id))
        .addTo(group);
    }
    return () => void group.remove();
  }, [map, spots, radius]);
  // The selection ring on top, apart from the many spots so that selecting redraws one circle.
  const spot = spots.find((s) => s.id === selected);
  useEffect(() => {
    if (!map || !spot) return;
    const ring = L.circle(toLatLng(spot.x, spot.y), {
      radius: radius * 1.9,
      color: '#ffd600',
      weight: 3,
      fill: false,
      interactive: false,
    }).addTo(map);
    return () => void ring.remove();
  }, [map, spot, radius]);
  return null;
}

/**
 * The rigs on the point (pile) of their latest fact, as focusable markers (Tab, Enter selects the point
 * they work); a rig that is not working now is drawn hollow, and everything fades while the data is stale.
 */
export function RigLayer({
  rigs,
  stale,
  label,
  onSelect,
}: {
  rigs: readonly RamRig[];
  stale: boolean;
  label: (r: RamRig) => string;
  onSelect: (r: RamRig) => void;
}) {
  const devices = useMemo(
    () =>
      rigs.flatMap((r): DeviceMarker[] =>
        r.x === undefined || r.y === undefined
          ? []
          : [
              {
                id: r.deviceId,
                x: r.x,
                y: r.y,
                html:
                  `<svg width="24" height="24" viewBox="-12 -12 24 24" aria-hidden="true"><rect x="-8" y="-8" ` +
                  `width="16" height="16" rx="3" fill="${r.working ? '#37474f' : '#ffffff'}" stroke="#37474f" ` +
                  `stroke-width="2"/><path d="M0,-4 L4,4 L-4,4 Z" fill="${r.working ? '#ffd600' : '#37474f'}` +
                  `"/></svg><span class="roller-code">${escapeHtml(r.code)}</span>`,
                className: 'roller-marker',
                size: 24,
                label: label(r),
                opacity: stale ? 0.4 : 1,
                data: { rig: r.code, spot: r.spotCode ?? '' },
              },
            ],
      ),
    [rigs, stale, label],
  );
  // The latest rig object for the handlers: a rig moves on to other points between renders.
  const latest = useRef(rigs);
  useEffect(() => {
    latest.current = rigs;
  });
  const select = useCallback(
    (id: number) => {
      const rig = latest.current.find((r) => r.deviceId === id);
      if (rig) onSelect(rig);
    },
    [onSelect],
  );
  useDeviceMarkers(devices, select);
  return null;
}
