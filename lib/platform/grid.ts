/**
 * A work area's binary grid (GRD1: one raw value per cell, row-major from the south-west corner), its live
 * deltas and the colour tables the maps paint it with.
 */

export type ColourBand = { metric: string; fromValue: number; toValue: number; colour: string; label: string | null };

export const gridMetrics = ['passes', 'temp', 'speed', 'cmv', 'vibPasses'] as const;
export type GridMetric = (typeof gridMetrics)[number];

export type DecodedGrid = {
  metric: number;
  cols: number;
  rows: number;
  originX: number;
  originY: number;
  cellSize: number;
  scale: number;
  offset: number;
  nodata: number;
  /** Raw values, row-major from the south-west corner. */
  values: Uint8Array;
  /** The platform's version of the grid (from its ETag, then from the deltas applied), when known. */
  version?: number;
};

/**
 * A `znys.grid` / `zd.grid` event: the cells of a rolled area that changed between two versions of its grid,
 * each `[index, raw value of each of metrics]` (raw as in the GRD1 grid); `cells` null when too many changed.
 */
export type GridDelta = {
  t: string;
  areaId: number;
  from: number;
  version: number;
  metrics: string[];
  cells: number[][] | null;
};

/** A grid's ETag as the platform forms it, for the copy a delta brought (its next read may answer 304). */
export const gridEtag = (areaId: number, version: number, metric: string) => `"${areaId}-${version}-${metric}"`;

/** The version in a grid's ETag, `"<area id>-<version>-<metric>"` (platform-contract.md); null for another form. */
export function gridVersionOf(etag: string | null | undefined): number | null {
  const match = /^(?:W\/)?"\d+-(\d+)-[a-zA-Z]+"$/.exec(etag ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The grid a delta brings, when it applies to this one (same version, the metric carried, cells listed, every
 * index inside): a new grid with those cells set and the delta's version; otherwise null (read the grid again).
 */
export function applyGridDelta(grid: DecodedGrid, delta: GridDelta, metric: GridMetric): DecodedGrid | null {
  const column = delta.metrics.indexOf(metric) + 1;
  if (grid.version !== delta.from || column === 0 || !delta.cells) return null;
  const values = grid.values.slice();
  for (const cell of delta.cells) {
    const index = cell[0];
    const raw = cell[column];
    if (
      !Number.isInteger(index) ||
      index! < 0 ||
      index! >= values.length ||
      !Number.isInteger(raw) ||
      raw! < 0 ||
      raw! > 255
    )
      return null;
    values[index!] = raw!;
  }
  return { ...grid, values, version: delta.version };
}

const HEADER = 40;

/** Reads the `GRD1` binary grid (`backend/src/modules/compaction/grid.ts`); throws on anything else. */
export function decodeGrid(buffer: ArrayBuffer): DecodedGrid {
  const bytes = new Uint8Array(buffer);
  const view = new DataView(buffer);
  if (bytes.length < HEADER || String.fromCharCode(bytes[0]!, bytes[1]!, bytes[2]!, bytes[3]!) !== 'GRD1')
    throw new Error('not a GRD1 grid');
  if (view.getUint8(7) !== 1) throw new Error('only one byte per value is read');
  const cols = view.getUint32(8, true);
  const rows = view.getUint32(12, true);
  if (bytes.length !== HEADER + cols * rows) throw new Error('grid size does not match its header');
  return {
    metric: view.getUint8(6),
    cols,
    rows,
    originX: view.getFloat32(16, true),
    originY: view.getFloat32(20, true),
    cellSize: view.getFloat32(24, true),
    scale: view.getFloat32(28, true),
    offset: view.getFloat32(32, true),
    nodata: view.getUint16(36, true),
    values: bytes.subarray(HEADER),
  };
}

/** The band a value falls in ([from, to)); the last band also takes values past its end. */
export function bandOf(bands: readonly ColourBand[], value: number): ColourBand | undefined {
  return (
    bands.find((b) => value >= b.fromValue && value < b.toValue) ??
    (bands.length > 0 && value >= bands[bands.length - 1]!.toValue ? bands[bands.length - 1] : undefined)
  );
}

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

/**
 * RGBA pixels of a grid for a canvas: north up (the grid's first row is its southern one), no-data and
 * values outside every band transparent.
 */
export function gridPixels(grid: DecodedGrid, bands: readonly ColourBand[]): Uint8ClampedArray {
  const { cols, rows } = grid;
  const out = new Uint8ClampedArray(cols * rows * 4);
  const lookup = new Map<number, [number, number, number] | null>();
  for (let r = 0; r < rows; r++) {
    const target = (rows - 1 - r) * cols;
    for (let c = 0; c < cols; c++) {
      const raw = grid.values[r * cols + c]!;
      if (raw === grid.nodata) continue;
      let colour = lookup.get(raw);
      if (colour === undefined) {
        const band = bandOf(bands, raw * grid.scale + grid.offset);
        colour = band ? rgb(band.colour) : null;
        lookup.set(raw, colour);
      }
      if (!colour) continue;
      const o = (target + c) * 4;
      out[o] = colour[0];
      out[o + 1] = colour[1];
      out[o + 2] = colour[2];
      out[o + 3] = 230;
    }
  }
  return out;
}
