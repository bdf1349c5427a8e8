'use client';

import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ColourBand } from '@/lib/platform/grid';
import type { StakeRow } from '@console/contract/compaction/answers';
import { type DecodedStrip, stakeAtChainage, stripPixels } from '@/modules/compaction/stake-summary';

/** Screen pixels per strip row, and the height of the stake axis under the cells. */
const ROW_PX = 6;
const AXIS_PX = 26;

interface Props {
  strip: DecodedStrip;
  rows: readonly StakeRow[];
  bands: readonly ColourBand[];
  selected: string | null;
  onSelect: (station: string) => void;
  label: string;
  edges: { left: string; right: string };
}

/** Pixels per cell along the road: as many as fill the room (2 to 8), so a stake is 20 to 80 px wide. */
export const colPx = (cols: number, room: number) => Math.max(2, Math.min(8, Math.floor(room / Math.max(1, cols))));

/**
 * The chainage × offset strip on a canvas: one cell per `colPx × ROW_PX` block (nearest-neighbour, so a
 * cell shows its band's colour exactly), the road's centre line, every stake's tick and every fifth
 * stake's name under it, the selected stake framed. The pointer or the arrow keys pick a stake; the
 * readout and the table say what it holds.
 */
export function StakeStrip({ strip, rows, bands, selected, onSelect, label, edges }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  // The room the strip has, followed as the page resizes (the sidebar folds, the window changes).
  const [room, setRoom] = useState(0);
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const observer = new ResizeObserver(() => setRoom(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const px = colPx(strip.cols, room);
  const width = strip.cols * px;
  const height = strip.rows * ROW_PX + AXIS_PX;
  const pixels = useMemo(() => stripPixels(strip, bands), [strip, bands]);
  const xOf = (chainage: number) => ((chainage - strip.chainageFrom) / strip.cellLength) * px;

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    const cells = document.createElement('canvas');
    cells.width = strip.cols;
    cells.height = strip.rows;
    cells
      .getContext('2d')!
      .putImageData(new ImageData(pixels as Uint8ClampedArray<ArrayBuffer>, strip.cols, strip.rows), 0, 0);
    ctx.clearRect(0, 0, width, height);
    ctx.fillStyle = '#eeeeee';
    ctx.fillRect(0, 0, width, strip.rows * ROW_PX);
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(cells, 0, 0, width, strip.rows * ROW_PX);
    // The centre line between the two sides.
    const centre = Math.round((-strip.offsetFrom / strip.cellWidth) * ROW_PX) + 0.5;
    ctx.strokeStyle = 'rgba(0, 0, 0, 0.55)';
    ctx.setLineDash([6, 4]);
    ctx.beginPath();
    ctx.moveTo(0, centre);
    ctx.lineTo(width, centre);
    ctx.stroke();
    ctx.setLineDash([]);
    // Stake ticks and names (every 100 m).
    ctx.fillStyle = '#424242';
    ctx.strokeStyle = '#616161';
    ctx.font = '11px sans-serif';
    ctx.textBaseline = 'top';
    const base = strip.rows * ROW_PX;
    for (
      let c = Math.ceil(strip.chainageFrom / 20) * 20;
      c <= strip.chainageFrom + strip.cols * strip.cellLength;
      c += 20
    ) {
      const x = Math.round(xOf(c)) + 0.5;
      const major = c % 100 === 0;
      ctx.beginPath();
      ctx.moveTo(x, base);
      ctx.lineTo(x, base + (major ? 8 : 4));
      ctx.stroke();
      if (major) {
        const name = `K${Math.floor(c / 1000)}+${String(c % 1000).padStart(3, '0')}`;
        const w = ctx.measureText(name).width;
        ctx.fillText(name, Math.min(Math.max(0, x - w / 2), width - w), base + 10);
      }
    }
    const chosen = rows.find((r) => r.station === selected);
    if (chosen) {
      ctx.strokeStyle = '#0d47a1';
      ctx.lineWidth = 2;
      ctx.strokeRect(xOf(chosen.chainage) + 1, 1, xOf(chosen.chainage + 20) - xOf(chosen.chainage) - 2, base - 2);
      ctx.lineWidth = 1;
    }
    // xOf depends on the strip and px only, both in the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pixels, strip, rows, selected, width, height, px]);

  // Keep the chosen stake in view (arrow keys, a click in the table).
  useEffect(() => {
    const chosen = rows.find((r) => r.station === selected);
    const box = scroller.current;
    if (!chosen || !box) return;
    const x = xOf(chosen.chainage);
    if (x < box.scrollLeft || x + 40 > box.scrollLeft + box.clientWidth)
      box.scrollLeft = Math.max(0, x - box.clientWidth / 2);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected, rows]);

  const pick = (clientX: number) => {
    const rect = canvas.current!.getBoundingClientRect();
    const chainage = strip.chainageFrom + ((clientX - rect.left) / px) * strip.cellLength;
    const row = stakeAtChainage(rows, chainage);
    if (row && row.station !== selected) onSelect(row.station);
  };

  const onKey = (e: KeyboardEvent) => {
    if (rows.length === 0) return;
    const index = rows.findIndex((r) => r.station === selected);
    const next =
      e.key === 'ArrowRight'
        ? Math.min(rows.length - 1, index + 1)
        : e.key === 'ArrowLeft'
          ? Math.max(0, index < 0 ? 0 : index - 1)
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? rows.length - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    onSelect(rows[next]!.station);
  };

  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          height: strip.rows * ROW_PX,
          fontSize: 11,
          color: 'text.secondary',
          whiteSpace: 'nowrap',
        }}
      >
        <span>{edges.left}</span>
        <span>{edges.right}</span>
      </Box>
      <Box
        ref={scroller}
        tabIndex={0}
        role="group"
        aria-label={label}
        onKeyDown={onKey}
        sx={{
          overflowX: 'auto',
          flex: 1,
          minWidth: 0,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <canvas
          ref={canvas}
          width={width}
          height={height}
          role="img"
          aria-label={label}
          data-testid="stake-strip"
          data-chainage-from={strip.chainageFrom}
          data-cell-length={strip.cellLength}
          data-col-px={px}
          data-row-px={ROW_PX}
          style={{ display: 'block', cursor: 'crosshair' }}
          onMouseMove={(e) => pick(e.clientX)}
          onClick={(e) => pick(e.clientX)}
        />
      </Box>
    </Box>
  );
}
