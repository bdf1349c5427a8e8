'use client';

import CloseIcon from '@mui/icons-material/Close';
import UndoIcon from '@mui/icons-material/Undo';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import L from 'leaflet';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { Point } from '@/lib/platform/site-plan';
import { pathLengths } from './ring-geometry';

const metres = (m: number) => (m >= 1000 ? `${(m / 1000).toFixed(3)} km` : `${m.toFixed(1)} m`);

/**
 * The map's ruler: the points the user clicked (or chose with Enter at the centre) joined, each labelled with its
 * distance along the line, the total in a panel at the top with undo and close. Escape closes it.
 */
export function Ruler({
  map,
  points,
  onUndo,
  onClose,
}: {
  map: L.Map | null;
  points: readonly Point[];
  onUndo: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('siteMap.ruler');
  const { total } = pathLengths(points);

  useEffect(() => {
    if (!map) return;
    const box = map.getContainer();
    box.style.cursor = 'crosshair';
    const keys = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key === 'Backspace') onUndo();
    };
    box.addEventListener('keydown', keys);
    return () => {
      box.style.cursor = '';
      box.removeEventListener('keydown', keys);
    };
  }, [map, onClose, onUndo]);

  useEffect(() => {
    if (!map || points.length === 0) return;
    const { along } = pathLengths(points);
    const group = L.layerGroup().addTo(map);
    const latLngs = points.map(([x, y]) => L.latLng(y, x));
    L.polyline(latLngs, { color: '#d81b60', weight: 2, dashArray: '6 4', interactive: false }).addTo(group);
    latLngs.forEach((ll, i) =>
      L.circleMarker(ll, { radius: 4, color: '#d81b60', fillOpacity: 1, interactive: false })
        .bindTooltip(i === 0 ? '0' : metres(along[i]!), {
          permanent: true,
          direction: 'right',
          className: 'plan-ruler',
        })
        .addTo(group),
    );
    return () => void group.remove();
  }, [map, points]);

  return (
    <Paper
      elevation={2}
      role="status"
      aria-label={t('label')}
      sx={{
        position: 'absolute',
        top: 8,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1001,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pl: 1.5,
        maxWidth: 'calc(100% - 120px)',
      }}
    >
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="ruler-total">
        {points.length < 2 ? t('hint') : t('total', { length: metres(total), n: points.length - 1 })}
      </Typography>
      <IconButton size="small" aria-label={t('undo')} disabled={points.length === 0} onClick={onUndo}>
        <UndoIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={t('close')} onClick={onClose}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}
