'use client';

import L from 'leaflet';
import { useMemo } from 'react';
import { type DeviceMarker, useDeviceMarkers } from '@/components/kit/maps/device-markers';
import { AreaOutlines, CHOSEN_OUTLINE } from '@/components/kit/maps/area-outlines';
import { escapeHtml, htmlNumber } from '@/components/kit/maps/html';
import type { MonitorArea, MonitorRoller } from '@console/contract/compaction/answers';

export type LivePosition = { x: number; y: number; heading: number; speed: number; moving: 0 | 1 };
export type Positions = { t: string | null; at: Map<number, LivePosition> };

const areaRing = (a: MonitorArea) => a.border;
const areaLook = (a: MonitorArea, chosen: boolean): L.PathOptions => ({
  color: chosen ? CHOSEN_OUTLINE : a.state === 'active' ? '#2e7d32' : '#757575',
  dashArray: a.state === 'active' ? undefined : '4 3',
  fillOpacity: 0.08,
});

/** The day's work areas as outlines; the selected one stands out, the active ones are solid. */
export function AreaLayer(props: {
  areas: readonly MonitorArea[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  return <AreaOutlines {...props} ring={areaRing} look={areaLook} />;
}

const ROLLER_COLOURS: Record<string, string> = {
  doubleDrumSteel: '#1565c0',
  rubberTyred: '#6a1b9a',
  singleDrumVib: '#00838f',
};

function rollerHtml(r: MonitorRoller, p: LivePosition, vib: boolean, chosen: boolean): string {
  const colour = ROLLER_COLOURS[r.rollerClass] ?? '#37474f';
  // An arrow pointing along the heading (clockwise from north), with an orange ring while vibrating.
  return `<div class="roller-icon" style="transform: rotate(${htmlNumber(p.heading)}deg)">
    <svg width="26" height="26" viewBox="-13 -13 26 26" aria-hidden="true">
      ${vib ? '<circle r="11.5" fill="none" stroke="#ff6f00" stroke-width="2.5" stroke-dasharray="3 2"/>' : ''}
      ${chosen ? '<circle r="12.5" fill="none" stroke="#ffd600" stroke-width="2"/>' : ''}
      <path d="M0,-9 L6,7 L0,3.5 L-6,7 Z" fill="${colour}" stroke="#fff" stroke-width="1.2"/>
    </svg></div><span class="roller-code">${escapeHtml(r.code)}</span>`;
}

/**
 * The rollers as markers that move with the live frames, pointing along their heading, ringed while
 * vibrating; focusable (Tab, Enter selects). While the data is stale they fade and stay where they were.
 */
export function RollerLayer({
  rollers,
  positions,
  stale,
  selected,
  label,
  onSelect,
}: {
  rollers: readonly MonitorRoller[];
  positions: Positions;
  stale: boolean;
  selected: number | null;
  label: (r: MonitorRoller, p: { speed: number; vib: boolean }) => string;
  onSelect: (id: number) => void;
}) {
  const devices = useMemo(() => {
    const out: DeviceMarker[] = [];
    for (const r of rollers) {
      if (!r.powered && !positions.at.has(r.deviceId)) continue;
      const live = positions.at.get(r.deviceId);
      const p: LivePosition = live ?? {
        x: r.x,
        y: r.y,
        heading: r.heading,
        speed: r.speed,
        moving: r.speed > 0.5 ? 1 : 0,
      };
      // Frames carry no vibration: the overview's state holds until the next one, and a standing roller never vibrates.
      const vib = Boolean(r.vibOn) && p.moving === 1;
      out.push({
        id: r.deviceId,
        x: p.x,
        y: p.y,
        html: rollerHtml(r, p, vib, r.deviceId === selected),
        className: 'roller-marker',
        size: 26,
        label: label(r, { speed: p.speed, vib }),
        pressed: r.deviceId === selected,
        opacity: stale ? 0.4 : 1,
        data: { roller: r.code, x: String(p.x), y: String(p.y) },
      });
    }
    return out;
  }, [rollers, positions, stale, selected, label]);
  useDeviceMarkers(devices, onSelect);
  return null;
}
