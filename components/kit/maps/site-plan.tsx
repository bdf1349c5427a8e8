'use client';

import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import L from 'leaflet';
import { useTranslations } from 'next-intl';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Point, SitePlanData } from '@/lib/platform/site-plan';
import { BaseMapOverlay, type PlacedBaseMap } from './base-map-layer';
import { CoordinateReadout } from './coordinate-readout';
import { PlanControls } from './plan-controls';
import { PlanLegend, planColours } from './plan-legend';
import { sitePlanSx } from './plan-styles';
import { Ruler } from './ruler';
import { escapeHtml } from './html';
import { useLeafletMap } from './use-leaflet-map';

/*
 * The project's site plan in its local metric frame: Leaflet with CRS.Simple, one map unit = one metre,
 * latitude = y (north) and longitude = x (east); no tiles, nothing from the internet. Layers that belong to a
 * screen (rasters, devices) join as children through `useSitePlan`. Load this module only with `import()`
 * from a map screen: Leaflet must not reach other screens' chunks. The map itself is made in use-leaflet-map.ts;
 * its toolbar, legend and looks have files of their own beside this one.
 */

export type Bounds = { minX: number; minY: number; maxX: number; maxY: number };

export type SitePlanProps = {
  plan: SitePlanData;
  /** The map's accessible name. */
  label: string;
  /** Fit to these bounds whenever they change (e.g. the selected work area); the whole site when absent. */
  focus?: Bounds | null;
  /** Extra legend rows (a raster's colour table), under the plan's own symbols. */
  legend?: ReactNode;
  /** Called with a point of the plan the user clicked or chose with the keyboard (Enter at the centre). */
  onPick?: (x: number, y: number) => void;
  /** Base maps drawn instead of the plan's own (the base-map editor's preview of unsaved control points). */
  baseMaps?: readonly PlacedBaseMap[];
  /** Overlays using `useSitePlan()`. */
  children?: ReactNode;
  height?: number | string;
  /** Where the pointer is, in the user's coordinates (on unless a screen has no room: the big screen's map). */
  readout?: boolean;
};

const SitePlanContext = createContext<L.Map | null>(null);

/** The Leaflet map of the enclosing SitePlan (null until it is made). */
export function useSitePlan(): L.Map | null {
  return useContext(SitePlanContext);
}

export const toLatLng = (x: number, y: number): L.LatLngExpression => [y, x];
export const ringLatLngs = (ring: readonly Point[]): L.LatLngExpression[] => ring.map(([x, y]) => [y, x]);
export function boundsOf(points: readonly Point[]): Bounds {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}
const toLatLngBounds = (b: Bounds) => L.latLngBounds([b.minY, b.minX], [b.maxY, b.maxX]);

/** The road's two edges from its stakes (azimuth clockwise from north; right-hand normal (cos a, −sin a)). */
function roadOutline(stakes: SitePlanData['stakes']): L.LatLngExpression[] {
  const left: L.LatLngExpression[] = [];
  const right: L.LatLngExpression[] = [];
  for (const s of stakes) {
    const a = (s.azimuth * Math.PI) / 180;
    left.push([s.y + s.leftWidth * Math.sin(a), s.x - s.leftWidth * Math.cos(a)]);
    right.push([s.y - s.rightWidth * Math.sin(a), s.x + s.rightWidth * Math.cos(a)]);
  }
  return [...left, ...right.reverse()];
}

/** The plan's own layers under a screen's overlays (`children`), with a toolbar, a legend and the keys' hint. */
export function SitePlan({
  plan,
  label,
  focus,
  legend,
  onPick,
  baseMaps,
  children,
  height = 520,
  readout = true,
}: SitePlanProps) {
  const t = useTranslations('siteMap');
  const theme = useTheme();
  const holder = useRef<HTMLDivElement>(null);
  // The ruler's points while it is on (null: off); its clicks and Enter are the ruler's, not the screen's.
  const [ruler, setRuler] = useState<Point[] | null>(null);
  const map = useLeafletMap(holder, plan.extent, ruler ? (x, y) => setRuler((r) => [...(r ?? []), [x, y]]) : onPick);
  const undoRuler = useCallback(() => setRuler((r) => (r ? r.slice(0, -1) : r)), []);
  const closeRuler = useCallback(() => setRuler(null), []);

  useEffect(() => {
    if (map) map.getContainer().setAttribute('aria-label', label);
  }, [map, label]);

  // The base maps (底图配置), lowest order first, under everything else (their own pane).
  // Keyed by their numbers: an editor's preview passes a new array on every keystroke.
  const baseMapKey = JSON.stringify(baseMaps ?? plan.baseMaps ?? []);
  useEffect(() => {
    const shown = JSON.parse(baseMapKey) as PlacedBaseMap[];
    if (!map || shown.length === 0) return;
    const group = L.layerGroup(shown.map((b) => new BaseMapOverlay(b))).addTo(map);
    return () => void group.remove();
  }, [map, baseMapKey]);

  // The plan's own layers: sections, road, alignment with stakes, blocks, haul roads, plants, water points.
  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    const renderer = L.canvas({ padding: 0.3 });
    const dark = theme.palette.mode === 'dark';
    const text = dark ? '#eceff1' : '#263238';
    for (const s of plan.sections)
      if (s.polygon)
        L.polygon(ringLatLngs(s.polygon), {
          renderer,
          color: planColours.section,
          weight: 1,
          fillColor: planColours.section,
          fillOpacity: 0.12,
          interactive: false,
        }).addTo(group);
    if (plan.stakes.length > 1)
      L.polygon(roadOutline(plan.stakes), {
        renderer,
        color: planColours.road,
        weight: 1,
        fillColor: planColours.road,
        fillOpacity: 0.25,
        interactive: false,
      }).addTo(group);
    for (const b of plan.blocks)
      L.polygon(ringLatLngs(b.polygon), {
        renderer,
        color: planColours.block,
        weight: 0.6,
        fill: false,
        interactive: false,
      }).addTo(group);
    if (plan.alignment)
      L.polyline(ringLatLngs(plan.alignment.polyline), {
        renderer,
        color: planColours.alignment,
        weight: 1,
        dashArray: '8 6',
        interactive: false,
      }).addTo(group);
    for (const f of plan.features) {
      if (f.kind === 'haulRoad')
        L.polyline(ringLatLngs(f.geom), {
          renderer,
          color: planColours.haulRoad,
          weight: 2,
          dashArray: '4 4',
          interactive: false,
        }).addTo(group);
    }
    for (const s of plan.stakes) {
      const major = Math.round(s.chainage) % 500 === 0;
      const marker = L.circleMarker(toLatLng(s.x, s.y), {
        renderer,
        radius: major ? 3 : 1.5,
        color: planColours.alignment,
        weight: 1,
        fillOpacity: 1,
        interactive: false,
      }).addTo(group);
      if (major)
        marker.bindTooltip(escapeHtml(s.name), {
          permanent: true,
          direction: 'right',
          className: 'site-plan-label',
          offset: [4, 0],
        });
    }
    for (const f of plan.features) {
      if (f.kind !== 'plant' && f.kind !== 'waterPoint') continue;
      const [x, y] = f.geom[0]!;
      const colour = f.kind === 'plant' ? planColours.plant : planColours.waterPoint;
      L.circleMarker(toLatLng(x, y), {
        renderer,
        radius: f.kind === 'plant' ? 6 : 4,
        color: colour,
        fillColor: colour,
        fillOpacity: 0.8,
        weight: 1,
        interactive: false,
      })
        .bindTooltip(escapeHtml(f.code), {
          permanent: true,
          direction: 'top',
          className: 'site-plan-label',
          offset: [0, -6],
        })
        .addTo(group);
    }
    for (const s of plan.sections) {
      if (!s.polygon) continue;
      const b = boundsOf(s.polygon);
      L.tooltip({ permanent: true, direction: 'center', className: 'site-plan-label site-plan-section' })
        .setLatLng(toLatLng((b.minX + b.maxX) / 2, b.maxY))
        .setContent(escapeHtml(s.name))
        .addTo(group);
    }
    map.getContainer().style.setProperty('--site-plan-text', text);
    return () => void group.remove();
  }, [map, plan, theme.palette.mode]);

  const focusKey = focus ? `${focus.minX},${focus.minY},${focus.maxX},${focus.maxY}` : '';
  useEffect(() => {
    if (!map) return;
    if (focus)
      map.fitBounds(toLatLngBounds(focus), { paddingTopLeft: [56, 40], paddingBottomRight: [260, 24], maxZoom: 3 });
    // Only when the bounds themselves change, not on every new object with the same numbers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, focusKey]);

  const fit = () => {
    if (!map) return;
    if (focus)
      map.fitBounds(toLatLngBounds(focus), { paddingTopLeft: [56, 40], paddingBottomRight: [260, 24], maxZoom: 3 });
    else {
      const [x0, y0, x1, y1] = plan.extent;
      map.fitBounds(L.latLngBounds([y0, x0], [y1, x1]));
    }
  };
  const fitAll = () => {
    const [x0, y0, x1, y1] = plan.extent;
    map?.fitBounds(L.latLngBounds([y0, x0], [y1, x1]));
  };

  return (
    <Box sx={sitePlanSx(theme, height)}>
      <Box ref={holder} tabIndex={0} sx={{ position: 'absolute', inset: 0 }} />
      <SitePlanContext.Provider value={map}>{children}</SitePlanContext.Provider>
      <PlanControls
        map={map}
        focused={Boolean(focus)}
        onFit={fit}
        onFitAll={fitAll}
        measuring={ruler !== null}
        onMeasure={() => setRuler((r) => (r ? null : []))}
      />
      {ruler && <Ruler map={map} points={ruler} onUndo={undoRuler} onClose={closeRuler} />}
      <PlanLegend>{legend}</PlanLegend>
      {readout && <CoordinateReadout map={map} frame={plan.frame} />}
      <Typography
        variant="caption"
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          zIndex: 1000,
          bgcolor: 'background.paper',
          px: 0.75,
          borderRadius: 0.5,
          opacity: 0.9,
          // The keyboard's hint, over the zoom buttons on a phone's narrow map.
          display: { xs: 'none', sm: 'block' },
        }}
      >
        {t('keys')}
      </Typography>
    </Box>
  );
}
