'use client';

import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { ringLatLngs, toLatLng, useSitePlan } from '@/components/maps/site-plan';
import { type RamArea, type RamRig, type SpotStatus, statusColours } from '@/lib/platform/ramming-monitor';

export type Spot = { id: number; code: string; x: number; y: number; status: SpotStatus; /** Overrides the status colour (an analysis metric's bin). */ colour?: string };

/** The family's work areas as outlines; the selected one stands out. Clicking another selects it. */
export function RamAreaLayer({ areas, selected, onSelect }: { areas: readonly RamArea[]; selected: number | null; onSelect: (id: number) => void }) {
  const map = useSitePlan();
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });
  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    for (const a of areas) {
      const chosen = a.id === selected;
      L.polygon(ringLatLngs(a.polygon), {
        color: chosen ? '#1565c0' : '#546e7a',
        weight: chosen ? 2.5 : 1.5,
        dashArray: chosen ? undefined : '4 3',
        fill: !chosen,
        fillOpacity: 0.06,
      })
        .on('click', (e) => {
          if (chosen) return;
          L.DomEvent.stopPropagation(e);
          select.current(a.id);
        })
        .addTo(group);
    }
    return () => void group.remove();
  }, [map, areas, selected]);
  return null;
}

/**
 * Design points (piles) to scale on the canvas renderer (a point is the hammer's Ø 2.5 m, a pile its
 * Ø 1.0 m), filled with their status colour; a click selects one. Thousands of piles stay one canvas.
 */
export function SpotLayer({ spots, radius, selected, onSelect }: { spots: readonly Spot[]; radius: number; selected: number | null; onSelect: (id: number) => void }) {
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
    const ring = L.circle(toLatLng(spot.x, spot.y), { radius: radius * 1.9, color: '#ffd600', weight: 3, fill: false, interactive: false }).addTo(map);
    return () => void ring.remove();
  }, [map, spot, radius]);
  return null;
}

/**
 * The rigs on the point (pile) of their latest fact, as focusable markers (Tab, Enter selects the point
 * they work); a rig that is not working now is drawn hollow, and everything fades while the data is stale.
 */
export function RigLayer({ rigs, stale, label, onSelect }: { rigs: readonly RamRig[]; stale: boolean; label: (r: RamRig) => string; onSelect: (r: RamRig) => void }) {
  const map = useSitePlan();
  const markers = useRef(new Map<number, L.Marker>());
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });
  useEffect(() => {
    if (!map) return;
    const kept = markers.current;
    return () => {
      for (const m of kept.values()) m.remove();
      kept.clear();
    };
  }, [map]);
  useEffect(() => {
    if (!map) return;
    const seen = new Set<number>();
    for (const r of rigs) {
      if (r.x === null || r.y === null) continue;
      seen.add(r.deviceId);
      const html = `<svg width="24" height="24" viewBox="-12 -12 24 24" aria-hidden="true"><rect x="-8" y="-8" width="16" height="16" rx="3" fill="${r.working ? '#37474f' : '#ffffff'}" stroke="#37474f" stroke-width="2"/><path d="M0,-4 L4,4 L-4,4 Z" fill="${r.working ? '#ffd600' : '#37474f'}"/></svg><span class="roller-code">${r.code}</span>`;
      let marker = markers.current.get(r.deviceId);
      if (!marker) {
        marker = L.marker(toLatLng(r.x, r.y), {
          icon: L.divIcon({ html, className: 'roller-marker', iconSize: [24, 24], iconAnchor: [12, 12] }),
          keyboard: true,
          riseOnHover: true,
        })
          .on('click', () => select.current(r))
          .on('keypress', (e) => {
            if ((e as L.LeafletKeyboardEvent).originalEvent.key === 'Enter') select.current(r);
          })
          .addTo(map);
        markers.current.set(r.deviceId, marker);
      } else {
        marker.setLatLng(toLatLng(r.x, r.y));
        const element = marker.getElement();
        if (element && element.innerHTML !== html) element.innerHTML = html;
        // The latest rig object for the handlers.
        marker.off('click').on('click', () => select.current(r));
        marker.off('keypress').on('keypress', (e) => {
          if ((e as L.LeafletKeyboardEvent).originalEvent.key === 'Enter') select.current(r);
        });
      }
      marker.setOpacity(stale ? 0.4 : 1);
      const element = marker.getElement();
      if (element) {
        element.setAttribute('role', 'button');
        element.setAttribute('aria-label', label(r));
        element.dataset.rig = r.code;
        element.dataset.spot = r.spotCode ?? '';
      }
    }
    for (const [id, marker] of markers.current)
      if (!seen.has(id)) {
        marker.remove();
        markers.current.delete(id);
      }
  }, [map, rigs, stale, label]);
  return null;
}
