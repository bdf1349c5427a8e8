'use client';

import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { type DeviceMarker, useDeviceMarkers } from '@/components/kit/maps/device-markers';
import type { Point, VehicleState } from '@console/contract/fleet/reads';
import { stateColours } from '@/modules/fleet/contract';
import { escapeHtml, htmlNumber } from '@/components/kit/maps/html';
import { ringLatLngs, toLatLng, useSitePlan } from '@/components/kit/maps/site-plan';

export type VehicleMarker = {
  id: number;
  code: string;
  state: VehicleState;
  x: number;
  y: number;
  heading: number;
  label: string;
  /** Drawn faded: its terminal is offline or has not been heard for two reports. */
  late?: boolean;
};

function markerHtml(v: VehicleMarker, chosen: boolean): string {
  const colour = stateColours[v.state];
  return `<div class="vehicle-icon" style="transform: rotate(${htmlNumber(v.heading)}deg)">
    <svg width="22" height="22" viewBox="-11 -11 22 22" aria-hidden="true">
      ${chosen ? '<circle r="10.5" fill="none" stroke="#ffd600" stroke-width="2.5"/>' : ''}
      <path d="M0,-8 L6,7 L0,4 L-6,7 Z" fill="${colour}" stroke="#fff" stroke-width="1.2"/>
    </svg></div><span class="vehicle-code">${escapeHtml(v.code)}</span>`;
}

/**
 * Vehicles as markers pointing along their heading, coloured by state; focusable (Tab), Enter or a
 * click selects. A marker keeps its element across updates so keyboard focus stays on it.
 */
export function VehicleLayer({
  vehicles,
  selected,
  onSelect,
}: {
  vehicles: readonly VehicleMarker[];
  selected: number | null;
  onSelect?: (id: number) => void;
}) {
  const devices = useMemo(
    () =>
      vehicles.map((v): DeviceMarker => ({
        id: v.id,
        x: v.x,
        y: v.y,
        html: markerHtml(v, v.id === selected),
        className: v.late ? 'vehicle-marker vehicle-late' : 'vehicle-marker',
        size: 22,
        label: v.label,
        pressed: v.id === selected,
        zIndexOffset: v.id === selected ? 1000 : 0,
        data: { vehicle: v.code, x: String(v.x), y: String(v.y), ...(v.late ? { late: 'true' } : {}) },
      })),
    [vehicles, selected],
  );
  useDeviceMarkers(devices, onSelect);
  return null;
}

/** A run of a path in one state, or in one colour of its own (a speed band). */
export type PathRun = { state: VehicleState; points: Point[]; emphasis?: boolean; colour?: string };

/**
 * Polylines coloured by state or their own colour (a track's runs, the sprinklers' sprayed stretches), under the
 * markers.
 */
export function PathLayer({ runs, weight = 4 }: { runs: readonly PathRun[]; weight?: number }) {
  const map = useSitePlan();
  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    const renderer = L.canvas({ padding: 0.3 });
    for (const run of runs)
      if (run.points.length > 1)
        L.polyline(ringLatLngs(run.points), {
          renderer,
          color: run.colour ?? stateColours[run.state],
          weight: run.emphasis ? weight + 2 : weight,
          opacity: 0.85,
          interactive: false,
        }).addTo(group);
    return () => void group.remove();
  }, [map, runs, weight]);
  return null;
}

/** Stops as rings at their places, each with its time as a tooltip. */
export function StopLayer({
  stops,
}: {
  stops: readonly { x: number; y: number; state: VehicleState; title: string }[];
}) {
  const map = useSitePlan();
  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    for (const s of stops)
      L.circleMarker(toLatLng(s.x, s.y), {
        radius: 6,
        color: '#263238',
        weight: 1.5,
        fillColor: stateColours[s.state],
        fillOpacity: 0.9,
        interactive: true,
      })
        .bindTooltip(escapeHtml(s.title))
        .addTo(group);
    return () => void group.remove();
  }, [map, stops]);
  return null;
}
