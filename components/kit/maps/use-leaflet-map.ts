'use client';

import L from 'leaflet';
import { useEffect, useState, useRef, type RefObject } from 'react';
import type { SitePlanData } from '@/lib/platform/site-plan';

/**
 * The Leaflet map of a site plan, made in `holder` and fitted to the plan's extent (made again when the extent
 * changes); null until it is made. `onPick` gets the point the user clicked or chose with Enter.
 */
export function useLeafletMap(
  holder: RefObject<HTMLDivElement | null>,
  extent: SitePlanData['extent'],
  onPick: ((x: number, y: number) => void) | undefined,
): L.Map | null {
  const [map, setMap] = useState<L.Map | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const created = L.map(element, {
      crs: L.CRS.Simple,
      minZoom: -4,
      maxZoom: 5,
      zoomSnap: 0.25,
      zoomDelta: 0.5,
      zoomControl: false,
      attributionControl: false,
      preferCanvas: true,
      keyboardPanDelta: 120,
    });
    const [x0, y0, x1, y1] = extent;
    created.fitBounds(L.latLngBounds([y0, x0], [y1, x1]));
    L.control.scale({ imperial: false, position: 'bottomleft', maxWidth: 160 }).addTo(created);
    created.on('click', (e: L.LeafletMouseEvent) => pick.current?.(e.latlng.lng, e.latlng.lat));
    // Leaflet's own keyboard handling pans (arrows) and zooms (+ / −); Enter picks the centre.
    element.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && e.target === element) {
        const c = created.getCenter();
        pick.current?.(c.lng, c.lat);
      }
    });
    element.setAttribute('role', 'application');
    element.setAttribute('aria-roledescription', 'map');
    // Leaflet follows the window's size, not its container's: folding the sidebar or a panel appearing beside the
    // map left it measuring the old size (its centre, the zoom buttons' and Enter's centre). A hidden view's 0 × 0
    // is not a size: the map keeps the one it had, which is the one it gets back when shown.
    const resized = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0 && entry.contentRect.height > 0)
        created.invalidateSize({ debounceMoveend: true });
    });
    resized.observe(element);
    setMap(created);
    return () => {
      resized.disconnect();
      created.remove();
      setMap(null);
    };
  }, [holder, extent]);

  return map;
}
