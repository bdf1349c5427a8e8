'use client';

import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { toLatLng, useSitePlan } from './site-plan';

/** One moving device on the plan: where it is, what it looks like and how it is announced. */
export interface DeviceMarker {
  id: number;
  x: number;
  y: number;
  html: string;
  className: string;
  size: number;
  label: string;
  /** Selected (announced as pressed) when the layer selects; absent: no `aria-pressed`. */
  pressed?: boolean;
  opacity?: number;
  zIndexOffset?: number;
  /** `data-*` attributes (tests and styles find a device by them). */
  data: Record<string, string>;
}

/**
 * Keeps one Leaflet marker per device on the site plan: created once, then moved and redrawn in place,
 * so a marker with keyboard focus keeps it across live updates. With `onSelect` the markers are buttons
 * (Tab, Enter or a click selects); without, images.
 */
export function useDeviceMarkers(devices: readonly DeviceMarker[], onSelect?: (id: number) => void): void {
  const map = useSitePlan();
  const markers = useRef(new Map<number, L.Marker>());
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });
  const selectable = Boolean(onSelect);

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
    for (const d of devices) {
      seen.add(d.id);
      let marker = markers.current.get(d.id);
      if (!marker) {
        const half = d.size / 2;
        const icon = L.divIcon({
          html: d.html,
          className: d.className,
          iconSize: [d.size, d.size],
          iconAnchor: [half, half],
        });
        marker = L.marker(toLatLng(d.x, d.y), {
          icon,
          keyboard: selectable,
          interactive: selectable,
          riseOnHover: true,
        })
          .on('click', () => select.current?.(d.id))
          // Leaflet reports Enter on a focused marker as its keypress, not as a click.
          .on('keypress', (e) => {
            if ((e as L.LeafletKeyboardEvent).originalEvent.key === 'Enter') select.current?.(d.id);
          })
          .addTo(map);
        markers.current.set(d.id, marker);
      } else {
        marker.setLatLng(toLatLng(d.x, d.y));
        // The same element with new content: a marker with keyboard focus keeps it.
        const element = marker.getElement();
        if (element && element.innerHTML !== d.html) element.innerHTML = d.html;
      }
      marker.setOpacity(d.opacity ?? 1);
      marker.setZIndexOffset(d.zIndexOffset ?? 0);
      const element = marker.getElement();
      if (element) {
        element.setAttribute('role', selectable ? 'button' : 'img');
        element.setAttribute('aria-label', d.label);
        if (selectable && d.pressed !== undefined) element.setAttribute('aria-pressed', String(d.pressed));
        for (const [key, value] of Object.entries(d.data)) element.dataset[key] = value;
      }
    }
    for (const [id, marker] of markers.current)
      if (!seen.has(id)) {
        marker.remove();
        markers.current.delete(id);
      }
  }, [map, devices, selectable]);
}
