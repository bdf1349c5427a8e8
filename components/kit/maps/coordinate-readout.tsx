'use client';

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import NativeSelect from '@mui/material/NativeSelect';
import type { SiteFrame } from '@console/contract/site/frame-spec';
import { gridEpsg } from '@console/contract/site/frame-spec';
import type L from 'leaflet';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { pointText, setCoordinateSystem, useCoordinateSystem, useFrameLib } from '@/lib/platform/coordinate-system';

type Pair = readonly [number, number];

/**
 * Where the pointer is on the map (the map's centre when no pointer is over it: a touch screen, the keyboard), in the
 * coordinates the user chose here — site metres, the project's CGCS2000 grid, or latitude/longitude. Without a frame
 * (a platform that does not say how its site sits) only site metres.
 */
export function CoordinateReadout({ map, frame }: { map: L.Map | null; frame: SiteFrame | null | undefined }) {
  const t = useTranslations('siteMap');
  const chosen = useCoordinateSystem();
  const system = frame ? chosen : 'site';
  const lib = useFrameLib(system !== 'site');
  const [point, setPoint] = useState<Pair | null>(null);

  useEffect(() => {
    if (!map) return;
    const centre = () => {
      const c = map.getCenter();
      setPoint([c.lng, c.lat]);
    };
    const over = (e: L.LeafletMouseEvent) => setPoint([e.latlng.lng, e.latlng.lat]);
    centre();
    // The pointer leaving the map's own box (to its toolbar, this readout or off the map) shows the centre again.
    const box = map.getContainer();
    map.on('mousemove', over);
    map.on('moveend', centre);
    box.addEventListener('mouseleave', centre);
    return () => {
      map.off('mousemove', over);
      map.off('moveend', centre);
      box.removeEventListener('mouseleave', centre);
    };
  }, [map]);

  const shown = !point ? null : system === 'site' ? point : lib && frame ? lib.pointIn(system, frame, point) : null;
  const [first, second] = shown ? pointText(system, shown) : ['…', '…'];
  return (
    <Paper
      elevation={1}
      sx={{
        position: 'absolute',
        // Lower left over the scale; on a phone's narrow map top right, clear of the legend (no keys' hint there).
        left: { xs: 'auto', sm: 8 },
        right: { xs: 8, sm: 'auto' },
        top: { xs: 8, sm: 'auto' },
        bottom: { xs: 'auto', sm: 36 },
        zIndex: 1000,
        display: 'flex',
        alignItems: 'center',
        // On a narrow map the numbers go under the choice rather than out of sight or under the legend.
        flexWrap: 'wrap',
        columnGap: 1,
        px: 1,
        py: 0.25,
        fontSize: 12,
        opacity: 0.92,
        maxWidth: { xs: 'calc(100% - 64px)', sm: 'calc(100% - 260px)' },
      }}
    >
      {frame && (
        // A native list: one tap on a phone, the keyboard's own, and no overlay that would shift the map.
        <NativeSelect
          value={system}
          onChange={(e) => setCoordinateSystem(e.target.value as typeof system)}
          inputProps={{ 'aria-label': t('coordinates') }}
          sx={{ fontSize: 12, minHeight: { xs: 44, sm: 'auto' }, '& select': { py: 0.25 } }}
        >
          <option value="site">{t('system.site')}</option>
          <option value="grid">{t('system.grid', { epsg: gridEpsg(frame.centralMeridian) })}</option>
          <option value="geographic">{t('system.geographic')}</option>
        </NativeSelect>
      )}
      <Box
        component="output"
        aria-live="off"
        aria-label={t('pointer')}
        sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {t(`axes.${system}.first`)} {first} · {t(`axes.${system}.second`)} {second}
      </Box>
    </Paper>
  );
}
