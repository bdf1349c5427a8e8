'use client';

import L from 'leaflet';
import { useEffect } from 'react';
import { type ColourBand, type DecodedGrid, gridPixels } from '@/lib/platform/compaction-monitor';
import { useSitePlan } from './site-plan';

/**
 * A binary grid drawn on the site plan (DOMAIN.md §3.1 `GridRaster`): its cells coloured by the
 * backend's colour table into an `ImageData`, shown as an image overlay over the grid's extent, one
 * image pixel per cell and no smoothing between cells.
 */
export function GridRaster({ grid, bands, opacity = 0.9 }: { grid: DecodedGrid | null; bands: readonly ColourBand[]; opacity?: number }) {
  const map = useSitePlan();
  useEffect(() => {
    if (!map || !grid || grid.cols === 0 || grid.rows === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = grid.cols;
    canvas.height = grid.rows;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.putImageData(new ImageData(gridPixels(grid, bands) as Uint8ClampedArray<ArrayBuffer>, grid.cols, grid.rows), 0, 0);
    const bounds = L.latLngBounds([grid.originY, grid.originX], [grid.originY + grid.rows * grid.cellSize, grid.originX + grid.cols * grid.cellSize]);
    const overlay = L.imageOverlay(canvas.toDataURL('image/png'), bounds, { opacity, interactive: false, className: 'grid-raster', alt: '' }).addTo(map);
    const image = overlay.getElement();
    if (image) {
      image.style.imageRendering = 'pixelated';
      image.dataset.cols = String(grid.cols);
      image.dataset.rows = String(grid.rows);
    }
    return () => void overlay.remove();
  }, [map, grid, bands, opacity]);
  return null;
}
