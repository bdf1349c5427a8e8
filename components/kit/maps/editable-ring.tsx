'use client';

import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { Point } from '@/lib/platform/site-plan';
import { ringLatLngs, toLatLng, useSitePlan } from './site-plan';

const DRAFT = '#d84315';

type Props = {
  ring: readonly Point[];
  /** A vertex dragged (or moved with the arrow keys) to a point of the plan, before any snapping. */
  onMove: (index: number, to: Point) => void;
  onRemove: (index: number) => void;
  /** A vertex's accessible name, `第 3 点`. */
  vertexLabel: (index: number) => string;
};

/**
 * The outline an editor is drawing, over the site plan: its edges and a handle per vertex that the pointer drags,
 * or that takes focus (Tab) and moves with the arrow keys (Shift: ten times as far); right-click, Delete or Backspace
 * removes it. Handles are made anew when the outline changes; the one that had focus keeps it.
 */
export function EditableRing({ ring, onMove, onRemove, vertexLabel }: Props) {
  const map = useSitePlan();
  const handlers = useRef({ onMove, onRemove, vertexLabel });
  useEffect(() => {
    handlers.current = { onMove, onRemove, vertexLabel };
  });
  const focused = useRef<number | null>(null);
  const key = JSON.stringify(ring);

  useEffect(() => {
    if (!map) return;
    const points = JSON.parse(key) as Point[];
    const group = L.layerGroup().addTo(map);
    const latLngs = ringLatLngs(points);
    const shape =
      points.length > 2
        ? L.polygon(latLngs, { color: DRAFT, weight: 2, fillOpacity: 0.15, interactive: false })
        : L.polyline(latLngs, { color: DRAFT, weight: 2, dashArray: '6 4', interactive: false });
    shape.addTo(group);
    const refocus = focused.current;
    points.forEach(([x, y], i) => {
      const marker = L.marker(toLatLng(x, y), {
        icon: L.divIcon({ className: `plan-vertex${i === 0 ? ' plan-vertex-first' : ''}`, iconSize: [14, 14] }),
        draggable: true,
        keyboard: true,
        autoPan: true,
      }).addTo(group);
      marker.on('drag', () => {
        const moved = latLngs.slice();
        moved[i] = marker.getLatLng();
        shape.setLatLngs(moved);
      });
      marker.on('dragend', () => {
        const at = marker.getLatLng();
        handlers.current.onMove(i, [at.lng, at.lat]);
      });
      marker.on('contextmenu', (e: L.LeafletMouseEvent) => {
        // The browser's own menu would cover the plan.
        L.DomEvent.preventDefault(e.originalEvent);
        L.DomEvent.stopPropagation(e);
        handlers.current.onRemove(i);
      });
      const element = marker.getElement();
      if (!element) return;
      element.setAttribute('role', 'button');
      element.setAttribute('aria-label', handlers.current.vertexLabel(i));
      element.dataset.vertex = String(i);
      element.addEventListener('focus', () => (focused.current = i));
      element.addEventListener('blur', () => {
        if (focused.current === i) focused.current = null;
      });
      element.addEventListener('keydown', (e) => {
        const steps: Record<string, [number, number]> = {
          ArrowLeft: [-1, 0],
          ArrowRight: [1, 0],
          ArrowUp: [0, 1],
          ArrowDown: [0, -1],
        };
        const step = steps[e.key];
        if (step) {
          // Ten pixels at the present zoom (CRS.Simple: 2^zoom pixels a metre), one with Shift.
          const metres = (e.shiftKey ? 1 : 10) * 2 ** -map.getZoom();
          handlers.current.onMove(i, [x + step[0] * metres, y + step[1] * metres]);
        } else if (e.key === 'Delete' || e.key === 'Backspace') {
          focused.current = Math.min(i, points.length - 2);
          handlers.current.onRemove(i);
        } else return;
        // The map's own keys pan it: a handle's arrows move the handle instead.
        e.preventDefault();
        e.stopPropagation();
      });
      if (refocus === i) element.focus({ preventScroll: true });
    });
    return () => {
      // Removing the handles may blur the focused one: it is the one to focus again.
      const keep = focused.current;
      group.remove();
      focused.current = keep;
    };
  }, [map, key]);

  return null;
}
