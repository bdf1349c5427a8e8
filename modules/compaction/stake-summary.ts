import type { StakeRow } from '@console/contract/compaction/answers';
import { bandOf, type ColourBand } from '@/lib/platform/grid';

/**
 * 实时桩号图's reads: per 20 m stake of a road layer what the paver and the rollers did in a day range, and the
 * chainage × offset strip (`STK1` bytes) behind it. The rows' and the summary's types are the contract's.
 */

/** A `znys.stake` event: today's rows that changed. */
export type StakeEvent = { t: string; rows: StakeRow[] };

export const stripMetrics = ['passes', 'temp'] as const;
export type StripMetric = (typeof stripMetrics)[number];

export type DecodedStrip = {
  metric: number;
  cols: number;
  rows: number;
  chainageFrom: number;
  offsetFrom: number;
  cellLength: number;
  cellWidth: number;
  scale: number;
  offset: number;
  nodata: number;
  /** Raw values, row-major from the left edge (most negative offset) and the first chainage. */
  values: Uint8Array;
};

const HEADER = 44;

/** Reads the `STK1` strip; throws on anything else. */
export function decodeStrip(buffer: ArrayBuffer): DecodedStrip {
  const bytes = new Uint8Array(buffer);
  const view = new DataView(buffer);
  if (bytes.length < HEADER || String.fromCharCode(bytes[0]!, bytes[1]!, bytes[2]!, bytes[3]!) !== 'STK1')
    throw new Error('not a STK1 strip');
  if (view.getUint8(7) !== 1) throw new Error('only one byte per value is read');
  const cols = view.getUint32(8, true);
  const rows = view.getUint32(12, true);
  if (bytes.length !== HEADER + cols * rows) throw new Error('strip size does not match its header');
  return {
    metric: view.getUint8(6),
    cols,
    rows,
    chainageFrom: view.getFloat32(16, true),
    offsetFrom: view.getFloat32(20, true),
    cellLength: view.getFloat32(24, true),
    cellWidth: view.getFloat32(28, true),
    scale: view.getFloat32(32, true),
    offset: view.getFloat32(36, true),
    nodata: view.getUint16(40, true),
    values: bytes.subarray(HEADER),
  };
}

export function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

/**
 * RGBA pixels of the strip for a canvas of `cols × rows` pixels (one per cell): chainage to the right,
 * the left edge of the road at the top; cells without a value and values outside every band transparent.
 */
export function stripPixels(strip: DecodedStrip, bands: readonly ColourBand[]): Uint8ClampedArray {
  const out = new Uint8ClampedArray(strip.cols * strip.rows * 4);
  const lookup = new Map<number, [number, number, number] | null>();
  for (let i = 0; i < strip.values.length; i++) {
    const raw = strip.values[i]!;
    if (raw === strip.nodata) continue;
    let colour = lookup.get(raw);
    if (colour === undefined) {
      const band = bandOf(bands, raw * strip.scale + strip.offset);
      colour = band ? rgb(band.colour) : null;
      lookup.set(raw, colour);
    }
    if (!colour) continue;
    out[i * 4] = colour[0];
    out[i * 4 + 1] = colour[1];
    out[i * 4 + 2] = colour[2];
    out[i * 4 + 3] = 255;
  }
  return out;
}

/** The row of the stake whose stretch (its chainage up to the next row's) holds a chainage. */
export function stakeAtChainage(rows: readonly StakeRow[], chainage: number): StakeRow | undefined {
  let found: StakeRow | undefined;
  for (const row of rows) {
    if (row.chainage <= chainage) found = row;
    else break;
  }
  return found && chainage < found.chainage + 20 ? found : undefined;
}

export const stakeColumns = [
  'station',
  'pavingTemperature',
  'temperatureSegregation',
  'pavingSpeed',
  'temperatureFirst',
  'temperatureRepeat',
  'timesFirst',
  'timesRepeat',
  'underRateSteel',
  'underRateRubber',
  'lastTime',
] as const;
export type StakeColumn = (typeof stakeColumns)[number];

/** Rows sorted by a column (stations by chainage; a missing value last either way). */
export function sortStakes(rows: readonly StakeRow[], key: StakeColumn, direction: 'asc' | 'desc'): StakeRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  const value = (r: StakeRow): number | string | undefined => (key === 'station' ? r.chainage : r[key]);
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === undefined || y === undefined) return x === y ? a.chainage - b.chainage : x === undefined ? 1 : -1;
    return x < y ? -sign : x > y ? sign : a.chainage - b.chainage;
  });
}
