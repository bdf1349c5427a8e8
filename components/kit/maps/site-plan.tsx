'use client';

import 'leaflet/dist/leaflet.css';
import AddIcon from '@mui/icons-material/Add';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import RemoveIcon from '@mui/icons-material/Remove';
import ZoomOutMapIcon from '@mui/icons-material/ZoomOutMap';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Hint } from '@/components/common/hint';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import L from 'leaflet';
import { useTranslations } from 'next-intl';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Point, SitePlanData } from '@/lib/platform/site-plan';
import { BaseMapOverlay, type PlacedBaseMap } from './base-map-layer';

/*
 * The project's site plan in its local metric frame: Leaflet with CRS.Simple, one map unit = one metre,
 * latitude = y (north) and longitude = x (east); no tiles, nothing from the internet. Layers that belong to a
 * screen (rasters, devices) join as children through `useSitePlan`. Load this module only with `import()`
 * from a map screen: Leaflet must not reach other screens' chunks.
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

export const planColours = {
  section: '#90a4ae',
  road: '#78909c',
  alignment: '#455a64',
  block: '#b0bec5',
  haulRoad: '#a1887f',
  plant: '#6d4c41',
  waterPoint: '#0288d1',
} as const;

export function SitePlan({ plan, label, focus, legend, onPick, baseMaps, children, height = 520 }: SitePlanProps) {
  const t = useTranslations('siteMap');
  const theme = useTheme();
  const holder = useRef<HTMLDivElement>(null);
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
    const [x0, y0, x1, y1] = plan.extent;
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
  }, [plan.extent]);

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
        marker.bindTooltip(s.name, {
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
        .bindTooltip(f.code, { permanent: true, direction: 'top', className: 'site-plan-label', offset: [0, -6] })
        .addTo(group);
    }
    for (const s of plan.sections) {
      if (!s.polygon) continue;
      const b = boundsOf(s.polygon);
      L.tooltip({ permanent: true, direction: 'center', className: 'site-plan-label site-plan-section' })
        .setLatLng(toLatLng((b.minX + b.maxX) / 2, b.maxY))
        .setContent(s.name)
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

  const symbol = (colour: string, shape: 'area' | 'line' | 'dot' | 'dash') => (
    <Box
      aria-hidden
      sx={{
        width: 18,
        height: shape === 'area' ? 12 : shape === 'dot' ? 10 : 0,
        borderRadius: shape === 'dot' ? '50%' : 0,
        bgcolor: shape === 'area' || shape === 'dot' ? colour : 'transparent',
        opacity: shape === 'area' ? 0.6 : 1,
        borderTop: shape === 'line' ? `2px solid ${colour}` : shape === 'dash' ? `2px dashed ${colour}` : undefined,
        flex: 'none',
        ...(shape === 'dot' ? { width: 10 } : {}),
      }}
    />
  );

  return (
    <Box
      sx={{
        position: 'relative',
        height,
        minHeight: 320,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        '& .leaflet-container': {
          bgcolor: theme.palette.mode === 'dark' ? '#1b2328' : '#eef1f2',
          fontFamily: theme.typography.fontFamily,
        },
        '& .leaflet-container:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: -3 },
        '& .site-plan-label': {
          bgcolor: 'transparent',
          border: 0,
          boxShadow: 'none',
          p: 0,
          color: 'var(--site-plan-text)',
          fontSize: 11,
          textShadow: theme.palette.mode === 'dark' ? '0 0 3px #000' : '0 0 3px #fff',
          '&::before': { display: 'none' },
        },
        '& .site-plan-section': { fontSize: 12, fontWeight: 600 },
        '& .roller-marker': { bgcolor: 'transparent', border: 0, overflow: 'visible' },
        '& .roller-marker:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, borderRadius: '50%' },
        '& .roller-icon': { width: 26, height: 26 },
        '& .roller-code': {
          position: 'absolute',
          left: 24,
          top: 5,
          fontSize: 11,
          fontWeight: 600,
          whiteSpace: 'nowrap',
          color: 'var(--site-plan-text)',
          textShadow: theme.palette.mode === 'dark' ? '0 0 3px #000' : '0 0 3px #fff, 0 0 3px #fff',
        },
        '& .vehicle-marker': { bgcolor: 'transparent', border: 0, overflow: 'visible' },
        '& .vehicle-marker:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, borderRadius: '50%' },
        '& .vehicle-icon': { width: 22, height: 22 },
        '& .vehicle-code': {
          position: 'absolute',
          left: 20,
          top: 3,
          fontSize: 11,
          fontWeight: 600,
          whiteSpace: 'nowrap',
          color: 'var(--site-plan-text)',
          textShadow: theme.palette.mode === 'dark' ? '0 0 3px #000' : '0 0 3px #fff, 0 0 3px #fff',
        },
        '& .leaflet-control-scale-line': { bgcolor: 'rgba(255,255,255,0.85)', color: '#263238' },
      }}
    >
      <Box ref={holder} tabIndex={0} sx={{ position: 'absolute', inset: 0 }} />
      <SitePlanContext.Provider value={map}>{children}</SitePlanContext.Provider>
      <Paper
        elevation={2}
        sx={{ position: 'absolute', top: 8, left: 8, zIndex: 1000, display: 'flex', flexDirection: 'column' }}
        role="toolbar"
        aria-label={t('controls')}
        aria-orientation="vertical"
      >
        <Hint title={t('zoomIn')} placement="right">
          <IconButton size="small" aria-label={t('zoomIn')} onClick={() => map?.zoomIn()}>
            <AddIcon fontSize="small" />
          </IconButton>
        </Hint>
        <Hint title={t('zoomOut')} placement="right">
          <IconButton size="small" aria-label={t('zoomOut')} onClick={() => map?.zoomOut()}>
            <RemoveIcon fontSize="small" />
          </IconButton>
        </Hint>
        <Hint title={focus ? t('fitSelection') : t('fitAll')} placement="right">
          <IconButton size="small" aria-label={focus ? t('fitSelection') : t('fitAll')} onClick={fit}>
            <CenterFocusStrongIcon fontSize="small" />
          </IconButton>
        </Hint>
        {focus && (
          <Hint title={t('fitAll')} placement="right">
            <IconButton size="small" aria-label={t('fitAll')} onClick={fitAll}>
              <ZoomOutMapIcon fontSize="small" />
            </IconButton>
          </Hint>
        )}
      </Paper>
      <Paper
        elevation={2}
        sx={{
          position: 'absolute',
          bottom: 8,
          right: 8,
          zIndex: 1000,
          px: 1.25,
          py: 1,
          maxWidth: 220,
          maxHeight: '70%',
          overflow: 'auto',
        }}
        role="region"
        aria-label={t('legend')}
        // A long legend scrolls on a short map: focusable, so a keyboard can scroll it too.
        tabIndex={0}
      >
        <Typography variant="caption" component="h2" sx={{ fontWeight: 600, display: 'block', mb: 0.5 }}>
          {t('legend')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1, rowGap: 0.25 }}>
          {(
            [
              ['section', planColours.section, 'area'],
              ['road', planColours.road, 'area'],
              ['alignment', planColours.alignment, 'dash'],
              ['block', planColours.block, 'line'],
              ['haulRoad', planColours.haulRoad, 'dash'],
              ['plant', planColours.plant, 'dot'],
              ['waterPoint', planColours.waterPoint, 'dot'],
            ] as const
          ).map(([key, colour, shape]) => (
            <Stack key={key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {symbol(colour, shape)}
              <Typography variant="caption" sx={{ lineHeight: 1.3 }}>
                {t(`layer.${key}`)}
              </Typography>
            </Stack>
          ))}
        </Box>
        {legend}
      </Paper>
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
        }}
      >
        {t('keys')}
      </Typography>
    </Box>
  );
}
