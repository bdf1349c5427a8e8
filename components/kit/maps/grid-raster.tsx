'use client';

import L from 'leaflet';
import { useEffect } from 'react';
import { type ColourBand, type DecodedGrid, gridPixels } from '@/lib/platform/grid';
import { useSitePlan } from './site-plan';

/**
 * A binary grid drawn on the site plan: its cells coloured by the backend's colour table into an `ImageData`
 * on a canvas of one pixel per cell, placed and scaled over the grid's extent with no smoothing between
 * cells. The canvas itself is the overlay (Leaflet's SVG overlay places any element as it places an image):
 * no image is encoded and decoded on the way, so a grid of 1.6 M cells is on screen in the next frame.
 */
export function GridRaster({
  grid,
  bands,
  opacity = 0.9,
}: {
  grid: DecodedGrid | null;
  bands: readonly ColourBand[];
  opacity?: number;
}) {
  const map = useSitePlan();
  useEffect(() => {
    if (!map || !grid || grid.cols === 0 || grid.rows === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = grid.cols;
    canvas.height = grid.rows;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.putImageData(
      new ImageData(gridPixels(grid, bands) as Uint8ClampedArray<ArrayBuffer>, grid.cols, grid.rows),
      0,
      0,
    );
    canvas.style.imageRendering = 'pixelated';
    canvas.setAttribute('aria-hidden', 'true');
    canvas.dataset.cols = String(grid.cols);
    canvas.dataset.rows = String(grid.rows);
    canvas.dataset.metric = String(grid.metric);
    canvas.dataset.version = String(grid.version ?? '');
    const bounds = L.latLngBounds(
      [grid.originY, grid.originX],
      [grid.originY + grid.rows * grid.cellSize, grid.originX + grid.cols * grid.cellSize],
    );
    const overlay = L.svgOverlay(canvas as unknown as SVGElement, bounds, {
      opacity,
      interactive: false,
      className: 'grid-raster',
    }).addTo(map);
    return () => void overlay.remove();
  }, [map, grid, bands, opacity]);
  return null;
}
