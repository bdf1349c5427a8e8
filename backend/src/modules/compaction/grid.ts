import { fixAt, type RollerDayPlan } from '../../sim/reads.js';

/*
 * The compaction grid of one work area: the rollers' fixes swept into cells. Each pair of consecutive fixes
 * sweeps a quad (drum width × travel); a cell's count rises once per pass, and a pass ends when the roller
 * reverses or stops, so the fixes of one traversal never count a cell twice. Pure: the same fixes give the
 * same grid, whether they were stored or recomputed.
 */

export type Metric = 'passes' | 'temp' | 'speed' | 'cmv' | 'vibPasses';
export const metrics: readonly Metric[] = ['passes', 'temp', 'speed', 'cmv', 'vibPasses'];

export interface GridRoller {
  plan: RollerDayPlan;
  drum: number;
  /** Speed limit of the roller's class in the area's process, km/h. */
  speedMax: number | null;
  /** Index into the roller list of the answer (the cell's last roller). */
  index: number;
}

export interface GridInput {
  /** The area's border, a closed ring in site metres. */
  border: readonly (readonly [number, number])[];
  cellSize: number;
  /** The area's day index as the plans number their areas (j), and the time up to which fixes count. */
  area: number;
  until: number;
  rollers: readonly GridRoller[];
  target: number;
  tempMin: number | null;
}

export interface ProcessEvent {
  type: 'overspeed' | 'lowTemp';
  deviceIndex: number;
  start: number;
  end: number;
  /** Worst value in the episode (km/h, °C) and the limit it broke. */
  value: number;
  limit: number;
  level: 1 | 2 | 3;
}

export interface Grid {
  cols: number;
  rows: number;
  originX: number;
  originY: number;
  cellSize: number;
  inside: Uint8Array;
  passes: Uint16Array;
  /** Passes with the vibration on (a pass counts as vibratory where its drum vibrated over the cell). */
  vibPasses: Uint16Array;
  temp: Float32Array;
  speed: Float32Array;
  cmv: Float32Array;
  lastRoller: Int16Array;
  lastTime: Float64Array;
  /** Seconds of fixes swept so far: the grid's version. */
  version: number;
  cellsInside: number;
  qualified: number;
  under: number;
  movingFixes: number;
  speedOk: number;
  tempChecked: number;
  tempOk: number;
  events: ProcessEvent[];
}

function pointInRing(x: number, y: number, ring: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const STOPPED_KMH = 0.3;
const MIN_EPISODE_MS = 10_000;

export function computeGrid(input: GridInput): Grid {
  const { border, cellSize } = input;
  const xs = border.map((p) => p[0]);
  const ys = border.map((p) => p[1]);
  const originX = Math.floor(Math.min(...xs) / cellSize) * cellSize;
  const originY = Math.floor(Math.min(...ys) / cellSize) * cellSize;
  const cols = Math.ceil((Math.max(...xs) - originX) / cellSize);
  const rows = Math.ceil((Math.max(...ys) - originY) / cellSize);
  const n = cols * rows;
  const inside = new Uint8Array(n);
  let cellsInside = 0;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      if (pointInRing(originX + (c + 0.5) * cellSize, originY + (r + 0.5) * cellSize, border)) {
        inside[r * cols + c] = 1;
        cellsInside++;
      }
  const grid: Grid = {
    cols,
    rows,
    originX,
    originY,
    cellSize,
    inside,
    passes: new Uint16Array(n),
    vibPasses: new Uint16Array(n),
    temp: new Float32Array(n).fill(NaN),
    speed: new Float32Array(n).fill(NaN),
    cmv: new Float32Array(n).fill(NaN),
    lastRoller: new Int16Array(n).fill(-1),
    lastTime: new Float64Array(n),
    version: 0,
    cellsInside,
    qualified: 0,
    under: 0,
    movingFixes: 0,
    speedOk: 0,
    tempChecked: 0,
    tempOk: 0,
    events: [],
  };
  // The pass that last counted each cell (pass ids are unique across rollers).
  const counted = new Int32Array(n).fill(-1);
  const countedVib = new Int32Array(n).fill(-1);
  let passId = 0;

  for (const roller of input.rollers) {
    const segments = roller.plan.segments.filter((s) => s.area === input.area && s.length > 0 && s.start < input.until);
    if (segments.length === 0) continue;
    let previous: ReturnType<typeof fixAt> = null;
    let passHeading = NaN;
    let over: ProcessEvent | null = null;
    let cold: ProcessEvent | null = null;
    const close = (e: ProcessEvent | null) => {
      if (e && e.end - e.start >= MIN_EPISODE_MS) grid.events.push(e);
    };
    for (const seg of segments) {
      const end = Math.min(seg.end, input.until);
      for (let t = Math.ceil(seg.start / 1000) * 1000; t < end; t += 1000) {
        const fix = fixAt(roller.plan, t);
        if (!fix) continue;
        grid.version++;
        const moving = fix.speed >= STOPPED_KMH;
        if (moving) {
          grid.movingFixes++;
          const limit = roller.speedMax;
          if (limit === null || fix.speed <= limit) {
            grid.speedOk++;
            close(over);
            over = null;
          } else {
            const margin = (fix.speed - limit) / limit;
            const level = margin <= 0.2 ? 1 : margin <= 0.5 ? 2 : 3;
            if (!over)
              over = { type: 'overspeed', deviceIndex: roller.index, start: t, end: t, value: fix.speed, limit, level };
            over.end = t + 1000;
            over.value = Math.max(over.value, fix.speed);
            over.level = Math.max(over.level, level) as 1 | 2 | 3;
          }
          if (input.tempMin !== null) {
            grid.tempChecked++;
            if (fix.surfaceTemp >= input.tempMin) {
              grid.tempOk++;
              close(cold);
              cold = null;
            } else {
              if (!cold)
                cold = {
                  type: 'lowTemp',
                  deviceIndex: roller.index,
                  start: t,
                  end: t,
                  value: fix.surfaceTemp,
                  limit: input.tempMin,
                  level: 1,
                };
              cold.end = t + 1000;
              cold.value = Math.min(cold.value, fix.surfaceTemp);
            }
          }
        }
        // A new pass when the roller stops, reverses (heading turns by more than 90°) or a fix is missing.
        const turned = Number.isNaN(passHeading) || Math.abs(((fix.heading - passHeading + 540) % 360) - 180) > 90;
        if (!moving || !previous || previous.t !== t - 1000 || turned) {
          passId++;
          passHeading = fix.heading;
        }
        if (moving && previous && previous.t === t - 1000 && previous.speed >= STOPPED_KMH)
          sweep(grid, counted, countedVib, passId, previous, fix, roller);
        previous = moving ? fix : null;
        if (!moving) passHeading = NaN;
      }
    }
    close(over);
    close(cold);
  }
  for (let i = 0; i < n; i++) {
    if (!inside[i]) continue;
    const p = grid.passes[i]!;
    if (p >= input.target) grid.qualified++;
    else if (p > 0) grid.under++;
  }
  grid.events.sort((a, b) => b.start - a.start || a.deviceIndex - b.deviceIndex);
  return grid;
}

type FixPoint = NonNullable<ReturnType<typeof fixAt>>;

/** Marks the cells whose centres lie in the quad swept from `a` to `b` by a drum of the roller's width. */
function sweep(
  grid: Grid,
  counted: Int32Array,
  countedVib: Int32Array,
  passId: number,
  a: FixPoint,
  b: FixPoint,
  roller: GridRoller,
): void {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy);
  if (length < 0.01) return;
  const half = roller.drum / 2;
  const nx = (-dy / length) * half;
  const ny = (dx / length) * half;
  const quad: [number, number][] = [
    [a.x + nx, a.y + ny],
    [b.x + nx, b.y + ny],
    [b.x - nx, b.y - ny],
    [a.x - nx, a.y - ny],
  ];
  const { cols, rows, originX, originY, cellSize } = grid;
  const c0 = Math.max(0, Math.floor((Math.min(...quad.map((q) => q[0])) - originX) / cellSize));
  const c1 = Math.min(cols - 1, Math.floor((Math.max(...quad.map((q) => q[0])) - originX) / cellSize));
  const r0 = Math.max(0, Math.floor((Math.min(...quad.map((q) => q[1])) - originY) / cellSize));
  const r1 = Math.min(rows - 1, Math.floor((Math.max(...quad.map((q) => q[1])) - originY) / cellSize));
  for (let r = r0; r <= r1; r++) {
    const y = originY + (r + 0.5) * cellSize;
    for (let c = c0; c <= c1; c++) {
      const x = originX + (c + 0.5) * cellSize;
      if (!inConvexQuad(x, y, quad)) continue;
      const i = r * cols + c;
      if (!grid.inside[i]) continue;
      if (counted[i] !== passId) {
        counted[i] = passId;
        grid.passes[i] = grid.passes[i]! + 1;
      }
      if (b.vibOn && countedVib[i] !== passId) {
        countedVib[i] = passId;
        grid.vibPasses[i] = grid.vibPasses[i]! + 1;
      }
      grid.temp[i] = b.surfaceTemp;
      grid.speed[i] = Math.max(Number.isNaN(grid.speed[i]!) ? 0 : grid.speed[i]!, b.speed);
      if (b.cmv !== null) grid.cmv[i] = b.cmv;
      grid.lastRoller[i] = roller.index;
      grid.lastTime[i] = b.t;
    }
  }
}

function inConvexQuad(x: number, y: number, quad: readonly [number, number][]): boolean {
  let sign = 0;
  for (let k = 0; k < 4; k++) {
    const [x1, y1] = quad[k]!;
    const [x2, y2] = quad[(k + 1) % 4]!;
    const cross = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1);
    if (cross === 0) continue;
    const s = cross > 0 ? 1 : -1;
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

export const HEADER_BYTES = 40;
const metricCodes: Record<Metric, number> = { passes: 0, temp: 1, speed: 2, cmv: 3, vibPasses: 4 };
const NODATA = 255;

/**
 * The binary grid (`GRD1`): a 40-byte little-endian header (magic `GRD1`, format version, metric, bytes per
 * value, cols, rows, originX, originY, cellSize, scale, offset, nodata) and one byte per cell, row-major from
 * the south-west corner; value = raw × scale + offset, 255 = no data.
 */
export function encodeGrid(grid: Grid, metric: Metric): Uint8Array {
  const n = grid.cols * grid.rows;
  const out = new Uint8Array(HEADER_BYTES + n);
  const view = new DataView(out.buffer);
  out.set([0x47, 0x52, 0x44, 0x31], 0);
  view.setUint16(4, 1, true);
  view.setUint8(6, metricCodes[metric]);
  view.setUint8(7, 1);
  view.setUint32(8, grid.cols, true);
  view.setUint32(12, grid.rows, true);
  view.setFloat32(16, grid.originX, true);
  view.setFloat32(20, grid.originY, true);
  view.setFloat32(24, grid.cellSize, true);
  const scale = metric === 'speed' ? 0.1 : 1;
  view.setFloat32(28, scale, true);
  view.setFloat32(32, 0, true);
  view.setUint16(36, NODATA, true);
  for (let i = 0; i < n; i++) {
    let raw = NODATA;
    if (grid.inside[i]) {
      if (metric === 'passes') raw = Math.min(grid.passes[i]!, 254);
      else if (metric === 'vibPasses') raw = Math.min(grid.vibPasses[i]!, 254);
      else {
        const value = metric === 'temp' ? grid.temp[i]! : metric === 'speed' ? grid.speed[i]! : grid.cmv[i]!;
        if (!Number.isNaN(value)) raw = Math.max(0, Math.min(254, Math.round(value / scale)));
      }
    }
    out[HEADER_BYTES + i] = raw;
  }
  return out;
}
