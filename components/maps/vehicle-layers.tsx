'use client';

import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { stateColours, type Point, type VehicleState } from '@/lib/platform/vehicle-tracks';
import { ringLatLngs, toLatLng, useSitePlan } from './site-plan';

export type VehicleMarker = { id: number; code: string; state: VehicleState; x: number; y: number; heading: number; label: string };

function markerHtml(v: VehicleMarker, chosen: boolean): string {
  const colour = stateColours[v.state];
  return `<div class="vehicle-icon" style="transform: rotate(${v.heading}deg)">
    <svg width="22" height="22" viewBox="-11 -11 22 22" aria-hidden="true">
      ${chosen ? '<circle r="10.5" fill="none" stroke="#ffd600" stroke-width="2.5"/>' : ''}
      <path d="M0,-8 L6,7 L0,4 L-6,7 Z" fill="${colour}" stroke="#fff" stroke-width="1.2"/>
    </svg></div><span class="vehicle-code">${v.code}</span>`;
}

/**
 * Vehicles as markers pointing along their heading, coloured by state; focusable (Tab), Enter or a
 * click selects. A marker keeps its element across updates so keyboard focus stays on it.
 */
export function VehicleLayer({ vehicles, selected, onSelect }: { vehicles: readonly VehicleMarker[]; selected: number | null; onSelect?: (id: number) => void }) {
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
    for (const v of vehicles) {
      seen.add(v.id);
      const html = markerHtml(v, v.id === selected);
      let marker = markers.current.get(v.id);
      if (!marker) {
        const icon = L.divIcon({ html, className: 'vehicle-marker', iconSize: [22, 22], iconAnchor: [11, 11] });
        marker = L.marker(toLatLng(v.x, v.y), { icon, keyboard: Boolean(onSelect), riseOnHover: true, interactive: Boolean(onSelect) })
          .on('click', () => select.current?.(v.id))
          .on('keypress', (e) => {
            if ((e as L.LeafletKeyboardEvent).originalEvent.key === 'Enter') select.current?.(v.id);
          })
          .addTo(map);
        markers.current.set(v.id, marker);
      } else {
        marker.setLatLng(toLatLng(v.x, v.y));
        const element = marker.getElement();
        if (element && element.innerHTML !== html) element.innerHTML = html;
      }
      marker.setZIndexOffset(v.id === selected ? 1000 : 0);
      const element = marker.getElement();
      if (element) {
        if (onSelect) {
          element.setAttribute('role', 'button');
          element.setAttribute('aria-pressed', String(v.id === selected));
        } else element.setAttribute('role', 'img');
        element.setAttribute('aria-label', v.label);
        element.dataset.vehicle = v.code;
        element.dataset.x = String(v.x);
        element.dataset.y = String(v.y);
      }
    }
    for (const [id, marker] of markers.current)
      if (!seen.has(id)) {
        marker.remove();
        markers.current.delete(id);
      }
  }, [map, vehicles, selected, onSelect]);
  return null;
}

export type PathRun = { state: VehicleState; points: Point[]; emphasis?: boolean };

/** Polylines coloured by state (a track's runs, the sprinklers' sprayed stretches), under the markers. */
export function PathLayer({ runs, weight = 4 }: { runs: readonly PathRun[]; weight?: number }) {
  const map = useSitePlan();
  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    const renderer = L.canvas({ padding: 0.3 });
    for (const run of runs)
      if (run.points.length > 1)
        L.polyline(ringLatLngs(run.points), { renderer, color: stateColours[run.state], weight: run.emphasis ? weight + 2 : weight, opacity: 0.85, interactive: false }).addTo(
          group,
        );
    return () => void group.remove();
  }, [map, runs, weight]);
  return null;
}

/** Stops as rings at their places, each with its time as a tooltip. */
export function StopLayer({ stops }: { stops: readonly { x: number; y: number; state: VehicleState; title: string }[] }) {
  const map = useSitePlan();
  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    for (const s of stops)
      L.circleMarker(toLatLng(s.x, s.y), { radius: 6, color: '#263238', weight: 1.5, fillColor: stateColours[s.state], fillOpacity: 0.9, interactive: true })
        .bindTooltip(s.title)
        .addTo(group);
    return () => void group.remove();
  }, [map, stops]);
  return null;
}
