import { createHash } from 'node:crypto';
import type { Store } from '../../db/database.js';
import {
  areaPlace,
  type Crew,
  crews,
  dayIndexOf,
  dayLabel,
  dayStartMs,
  type Facts,
  fixAt,
  pavingSpeed,
  pavingTemperature,
  planPaver,
  roadHalfWidth,
  rollerDay,
  type RollerDayPlan,
  siteTime,
} from '../../sim/reads.js';
import type { StakeRow, StripGeometry } from '@console/contract/compaction/answers';

export type { StakeRow };

/*
 * The stake summary (实时桩号图): per 20 m stake of a road layer, what the paver and the rollers did there in a
 * day range, and the chainage × offset strip behind it. A cell of the strip (2 m along the road, 0.75 m
 * across) counts the rolling passes whose drum covers its centre, steel (double-drum and single-drum
 * vibratory) and rubber-tyred apart, as the per-stake report and the pass-ratio trend count them: a pass runs
 * its lane over the whole work area. The paving temperature is the paver's mat temperature
 * (`sim/trajectory/paver.ts`); breakdown and intermediate temperatures are the hottest surface temperature a
 * steel / rubber roller measured crossing the stake. Within the range the latest work area over a cell is the
 * one shown (the simulated crews come back over their layer every few days).
 */

export const CELL_LENGTH = 2;
export const CELL_WIDTH = 0.75;
/** Offsets of the strip's rows: the whole road, left edge (negative) first. */
export const OFFSET_FROM = -roadHalfWidth;
export const STRIP_ROWS = Math.round((2 * roadHalfWidth) / CELL_WIDTH);
export const STAKE_STEP = 20;
/** Days a summary may span: the simulated crews come back over their layer within a week. */
export const MAX_DAYS = 7;

const NODATA = 255;
const roadCrews = crews.filter((c) => c.domain === 'znys' && c.process && c.sectionCode === 'S2');

/** One work area's cells, rolled on one day (the area-local block of the strip). */
interface AreaCells {
  day: number;
  j: number;
  /** Global strip column and row of the block's first cell, and its size. */
  col0: number;
  cols: number;
  row0: number;
  rows: number;
  /** When the paver handed it over and when its last counted pass ended (ms). */
  handedAt: number;
  lastRolled: number | null;
  steel: Uint8Array;
  rubber: Uint8Array;
  /** Paving temperature per cell; NaN where there is none (no paver, not asphalt). */
  temp: Float32Array;
  /** Per column: the paver's speed, the hottest steel and rubber surface temperatures (NaN: none). */
  speed: Float32Array;
  steelTemp: Float32Array;
  rubberTemp: Float32Array;
}

const dayCache = new Map<string, AreaCells[]>();

const isRubber = (plan: RollerDayPlan) => plan.rollerClass === 'rubberTyred';

/** The work areas a crew had handed over on a day up to the present, with their cells. */
function crewDayCells(f: Facts, day: number, crew: Crew): AreaCells[] {
  const cutoff = Math.min(f.cursor, dayStartMs(day + 1));
  if (cutoff <= dayStartMs(day)) return [];
  // Forced episodes change a day's plans (as `rollerDay` keys them): a past day is otherwise fixed.
  const episodes = f.store.get<{ n: number }>(
    'SELECT COUNT(*) n FROM sim_episode WHERE startMs >= ? AND startMs < ?',
    dayStartMs(day),
    dayStartMs(day + 1),
  )!.n;
  const key = `${f.seed}:${f.anomalyRate}:${day}:${crew.code}:${cutoff}:${episodes}`;
  const found = dayCache.get(key);
  if (found) return found;
  const plans = rollerDay(f, day).plans.filter((p) => p.crew === crew.code && p.domain === 'znys');
  const out: AreaCells[] = [];
  const lead = plans[0];
  if (lead) {
    const paver = planPaver(f.seed, day, f.anomalyRate, crew, plans);
    const asphalt = lead.material === 'asphalt';
    lead.handedOver.forEach((handedAt, j) => {
      if (handedAt > cutoff) return;
      const place = areaPlace(crew, lead.front + j);
      if (place.fromChainage === null || place.toChainage === null) return;
      const c0 = place.fromChainage;
      const length = place.toChainage - c0;
      const uFrom = place.side === 'right' ? 0 : -roadHalfWidth;
      const width = roadHalfWidth;
      const cols = Math.round(length / CELL_LENGTH);
      const rows = Math.round(width / CELL_WIDTH);
      const area: AreaCells = {
        day,
        j,
        col0: Math.round(c0 / CELL_LENGTH),
        cols,
        row0: Math.round((uFrom - OFFSET_FROM) / CELL_WIDTH),
        rows,
        handedAt,
        lastRolled: null,
        steel: new Uint8Array(cols * rows),
        rubber: new Uint8Array(cols * rows),
        temp: new Float32Array(cols * rows).fill(NaN),
        speed: new Float32Array(cols).fill(NaN),
        steelTemp: new Float32Array(cols).fill(NaN),
        rubberTemp: new Float32Array(cols).fill(NaN),
      };
      for (const plan of plans) {
        const counts = isRubber(plan) ? area.rubber : area.steel;
        const temps = isRubber(plan) ? area.rubberTemp : area.steelTemp;
        for (const seg of plan.segments) {
          if (seg.area !== j || !seg.rolling || !seg.lane || seg.end > cutoff) continue;
          area.lastRolled = Math.max(area.lastRolled ?? 0, seg.end);
          for (let r = 0; r < rows; r++) {
            const u = uFrom + (r + 0.5) * CELL_WIDTH;
            if (Math.abs(u - seg.lane.u) >= plan.drum / 2) continue;
            for (let c = 0; c < cols; c++) counts[r * cols + c]!++;
          }
          if (!asphalt) continue;
          // The surface temperature where the pass crosses each column (its progress taken as even).
          for (let c = 0; c < cols; c++) {
            const share = ((c + 0.5) * CELL_LENGTH) / length;
            const t = Math.round((seg.start + (seg.forward ? share : 1 - share) * (seg.end - seg.start)) / 1000) * 1000;
            const fix = fixAt(plan, t);
            if (fix && !(fix.surfaceTemp <= temps[c]!)) temps[c] = fix.surfaceTemp;
          }
        }
      }
      if (paver) {
        for (let c = 0; c < cols; c++) {
          const s = c * CELL_LENGTH;
          const v = pavingSpeed(paver, j, s, s + CELL_LENGTH);
          if (v !== null) area.speed[c] = v;
          for (let r = 0; r < rows; r++) {
            const t = pavingTemperature(paver, j, s + CELL_LENGTH / 2, (r + 0.5) * CELL_WIDTH, width);
            if (t !== null) area.temp[r * cols + c] = t;
          }
        }
      }
      out.push(area);
    });
  }
  if (dayCache.size >= 48) dayCache.delete(dayCache.keys().next().value!);
  dayCache.set(key, out);
  return out;
}

export interface StakeSummary {
  rows: StakeRow[];
  strip: StripGeometry | null;
  /** Strip values (row-major from the left edge and the strip's first chainage), 255 = no work area. */
  passes: Uint8Array;
  temp: Uint8Array;
}

export interface LayerQuery {
  sectionId: number;
  layerId: number;
  layerCode: string;
  targetSteel: number | null;
  targetRubber: number | null;
  first: number;
  last: number;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** The road crews that roll a layer (by the layer's code). */
export function layerCrews(layerCode: string): Crew[] {
  return roadCrews.filter((c) => c.process!.layerCode === layerCode);
}

/** Which layers the road crews roll, as (section code, layer code): the live topic's subjects. */
export function rolledRoadLayers(): { layerCode: string }[] {
  return [...new Set(roadCrews.map((c) => c.process!.layerCode))].map((layerCode) => ({ layerCode }));
}

export function stakesOf(store: Store, sectionId: number): { name: string; chainage: number }[] {
  return store.all<{ name: string; chainage: number }>(
    'SELECT name, chainage FROM site_stake WHERE sectionId = ? ORDER BY chainage',
    sectionId,
  );
}

/** The summary of a layer over a day range (days up to the present only). */
export function stakeSummary(f: Facts, q: LayerQuery): StakeSummary {
  const today = dayIndexOf(f.cursor - 1);
  const areas: AreaCells[] = [];
  for (let day = q.first; day <= Math.min(q.last, today); day++)
    for (const crew of layerCrews(q.layerCode)) areas.push(...crewDayCells(f, day, crew));
  areas.sort((a, b) => a.handedAt - b.handedAt);
  if (areas.length === 0) return { rows: [], strip: null, passes: new Uint8Array(0), temp: new Uint8Array(0) };

  const stepCols = STAKE_STEP / CELL_LENGTH;
  const firstCol = Math.floor(Math.min(...areas.map((a) => a.col0)) / stepCols) * stepCols;
  const endCol = Math.ceil(Math.max(...areas.map((a) => a.col0 + a.cols)) / stepCols) * stepCols;
  const cols = endCol - firstCol;
  const rows = STRIP_ROWS;
  const n = cols * rows;
  // The area (index into `areas`) that owns each cell: the latest handed over.
  const owner = new Int32Array(n).fill(-1);
  const local = new Int32Array(n);
  areas.forEach((a, k) => {
    for (let r = 0; r < a.rows; r++)
      for (let c = 0; c < a.cols; c++) {
        const i = (a.row0 + r) * cols + (a.col0 - firstCol + c);
        owner[i] = k;
        local[i] = r * a.cols + c;
      }
  });
  const passes = new Uint8Array(n).fill(NODATA);
  const temp = new Uint8Array(n).fill(NODATA);
  for (let i = 0; i < n; i++) {
    const k = owner[i]!;
    if (k < 0) continue;
    const a = areas[k]!;
    passes[i] = Math.min(254, a.steel[local[i]!]! + a.rubber[local[i]!]!);
    const t = a.temp[local[i]!]!;
    if (!Number.isNaN(t)) temp[i] = Math.max(0, Math.min(254, Math.round(t)));
  }

  const stakes = stakesOf(f.store, q.sectionId);
  const out: StakeRow[] = [];
  stakes.forEach((stake, s) => {
    const to = stakes[s + 1]?.chainage ?? stake.chainage + STAKE_STEP;
    let cells = 0;
    let steel = 0;
    let rubber = 0;
    let underSteel = 0;
    let underRubber = 0;
    let tSum = 0;
    let tCount = 0;
    let tMin = Infinity;
    let tMax = -Infinity;
    let speedSum = 0;
    let speedCount = 0;
    let first = -Infinity;
    let repeat = -Infinity;
    let last = 0;
    for (let col = 0; col < cols; col++) {
      const mid = (firstCol + col + 0.5) * CELL_LENGTH;
      if (mid < stake.chainage || mid >= to) continue;
      const seenSpeed = new Set<number>();
      for (let r = 0; r < rows; r++) {
        const i = r * cols + col;
        const k = owner[i]!;
        if (k < 0) continue;
        const a = areas[k]!;
        const li = local[i]!;
        const ac = li % a.cols;
        cells++;
        const st = a.steel[li]!;
        const ru = a.rubber[li]!;
        steel += st;
        rubber += ru;
        if (q.targetSteel && st > 0 && st < q.targetSteel) underSteel++;
        if (q.targetRubber && ru > 0 && ru < q.targetRubber) underRubber++;
        const t = a.temp[li]!;
        if (!Number.isNaN(t)) {
          tSum += t;
          tCount++;
          tMin = Math.min(tMin, t);
          tMax = Math.max(tMax, t);
        }
        if (!seenSpeed.has(k)) {
          seenSpeed.add(k);
          if (!Number.isNaN(a.speed[ac]!)) {
            speedSum += a.speed[ac]!;
            speedCount++;
          }
          if (!Number.isNaN(a.steelTemp[ac]!)) first = Math.max(first, a.steelTemp[ac]!);
          if (!Number.isNaN(a.rubberTemp[ac]!)) repeat = Math.max(repeat, a.rubberTemp[ac]!);
          last = Math.max(last, a.lastRolled ?? a.handedAt);
        }
      }
    }
    if (cells === 0) return;
    out.push({
      sectionId: q.sectionId,
      layerId: q.layerId,
      station: stake.name,
      chainage: stake.chainage,
      cells,
      pavingTemperature: tCount > 0 ? round1(tSum / tCount) : undefined,
      temperatureSegregation: tCount > 0 ? round1(tMax - tMin) : undefined,
      pavingSpeed: speedCount > 0 ? Math.round((speedSum / speedCount) * 100) / 100 : undefined,
      temperatureFirst: first > -Infinity ? round1(first) : undefined,
      temperatureRepeat: repeat > -Infinity ? round1(repeat) : undefined,
      timesFirst: round1(steel / cells),
      timesRepeat: round1(rubber / cells),
      underRateSteel: q.targetSteel ? round1((100 * underSteel) / cells) : undefined,
      underRateRubber: q.targetRubber ? round1((100 * underRubber) / cells) : undefined,
      lastTime: siteTime(last),
    });
  });
  return {
    rows: out,
    strip: {
      chainageFrom: firstCol * CELL_LENGTH,
      chainageTo: endCol * CELL_LENGTH,
      offsetFrom: OFFSET_FROM,
      offsetTo: -OFFSET_FROM,
      cellLength: CELL_LENGTH,
      cellWidth: CELL_WIDTH,
      cols,
      rows,
    },
    passes,
    temp,
  };
}

export const HEADER_BYTES = 44;
const metricCodes = { passes: 0, temp: 1 } as const;
export type StripMetric = keyof typeof metricCodes;
export const stripMetrics = Object.keys(metricCodes) as StripMetric[];

/**
 * The strip as bytes: a 44-byte little-endian header (magic `STK1`, format version, metric, bytes per
 * value, cols, rows, chainageFrom, offsetFrom, cellLength, cellWidth, scale, offset, nodata), then one
 * byte per cell, row-major from the left edge (the most negative offset) and the first chainage;
 * value = raw × scale + offset, 255 = no work area (passes) or no paving record (temperature).
 */
export function encodeStrip(summary: StakeSummary, metric: StripMetric): Uint8Array {
  const strip = summary.strip;
  const values = metric === 'passes' ? summary.passes : summary.temp;
  const out = new Uint8Array(HEADER_BYTES + values.length);
  const view = new DataView(out.buffer);
  out.set([0x53, 0x54, 0x4b, 0x31], 0);
  view.setUint16(4, 1, true);
  view.setUint8(6, metricCodes[metric]);
  view.setUint8(7, 1);
  view.setUint32(8, strip?.cols ?? 0, true);
  view.setUint32(12, strip?.rows ?? 0, true);
  view.setFloat32(16, strip?.chainageFrom ?? 0, true);
  view.setFloat32(20, OFFSET_FROM, true);
  view.setFloat32(24, CELL_LENGTH, true);
  view.setFloat32(28, CELL_WIDTH, true);
  view.setFloat32(32, 1, true);
  view.setFloat32(36, 0, true);
  view.setUint16(40, NODATA, true);
  out.set(values, HEADER_BYTES);
  return out;
}

/** A strong tag of what a strip answer holds. */
export function stripTag(q: LayerQuery, metric: StripMetric, bytes: Uint8Array): string {
  const digest = createHash('sha1').update(bytes).digest('hex').slice(0, 16);
  return `"stk-${q.sectionId}-${q.layerId}-${dayLabel(q.first)}-${dayLabel(q.last)}-${metric}-${digest}"`;
}
