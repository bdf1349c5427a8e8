'use client';

import type { PointerEvent as ReactPointerEvent } from 'react';
import type { TableColumn } from './types';

/** The narrowest a dragged column gets. */
const MIN_WIDTH = 60;

/** Widths the user dragged a header's edge to (kept with the table's settings); the other columns keep their own. */
export function useColumnWidths<R>(
  widths: Readonly<Record<string, number>>,
  setWidth: (field: string, width: number) => void,
) {
  const widthOf = (c: TableColumn<R>) => widths[c.field] ?? c.width;
  const startResize = (field: string, e: ReactPointerEvent<HTMLElement>) => {
    e.preventDefault();
    e.stopPropagation();
    const from = e.clientX;
    const start = e.currentTarget.parentElement!.getBoundingClientRect().width;
    const move = (m: PointerEvent) => setWidth(field, Math.max(MIN_WIDTH, Math.round(start + m.clientX - from)));
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
  };
  return { widthOf, startResize };
}
