import type { ThresholdUnit } from '../recipes.js';
import { materialTypes } from '../recipes.js';

/** One over-limit row as a batch is judged with it (stored with the batch as `thr`). */
export interface Threshold {
  unit: ThresholdUnit;
  primary: number;
  middle: number;
  advanced: number;
  lower: number | null;
  upper: number | null;
}

export type Thresholds = ReadonlyMap<number, Threshold>;

/** The columns of `bhz_over_limit_cfg` a plant's thresholds are read from at emission time. */
export const thresholdRowsSql =
  'SELECT c.materialType, c.unit, c.primaryLimit AS "primary", c.middleLimit AS middle, c.advancedLimit AS ' +
  'advanced, c.lowerLimit AS lower, c.upperLimit AS upper, p.code AS plantCode FROM bhz_over_limit_cfg c ' +
  'JOIN bhz_plant p ON p.id = c.plantId ORDER BY c.id';

export interface ThresholdRow extends Threshold {
  materialType: number;
  plantCode: string;
}

/** Groups the rows by plant; a duplicate (plant, type) keeps the first row, as the write rules forbid it. */
export function thresholdsByPlant(rows: readonly ThresholdRow[]): Map<string, Map<number, Threshold>> {
  const out = new Map<string, Map<number, Threshold>>();
  for (const { plantCode, materialType, ...thr } of rows) {
    let plant = out.get(plantCode);
    if (!plant) out.set(plantCode, (plant = new Map()));
    if (!plant.has(materialType)) plant.set(materialType, thr);
  }
  return out;
}

/** "超过此标准为超标": the highest level whose threshold the value exceeds. */
export function levelOf(value: number, thr: Threshold): number {
  if (value > thr.advanced) return 3;
  if (value > thr.middle) return 2;
  if (value > thr.primary) return 1;
  return 0;
}

const r2 = (x: number) => Math.round(x * 100) / 100;

export interface MaterialReading {
  materialType: number;
  actualKg: number;
  theoryKg: number;
  actualPct: number;
  theoryPct: number;
}

export interface MaterialVerdict {
  error: number | null;
  level: number;
  thr: Threshold | undefined;
}

export function judgeMaterial(m: MaterialReading, thresholds: Thresholds): MaterialVerdict {
  const thr = thresholds.get(m.materialType);
  if (!thr || (thr.unit !== 'pct' && thr.unit !== 'pp'))
    return {
      error: m.theoryKg > 0 ? r2(((m.actualKg - m.theoryKg) / m.theoryKg) * 100) : null,
      level: 0,
      thr: undefined,
    };
  const error =
    thr.unit === 'pct'
      ? m.theoryKg > 0
        ? r2(((m.actualKg - m.theoryKg) / m.theoryKg) * 100)
        : null
      : r2(m.actualPct - m.theoryPct);
  return { error, level: error === null ? 0 : levelOf(Math.abs(error), thr), thr };
}

/** Margin outside a window (0 inside); a missing bound never binds. */
function outside(value: number, thr: Threshold): number {
  return Math.max(0, thr.lower !== null ? thr.lower - value : 0, thr.upper !== null ? value - thr.upper : 0);
}

export interface BatchReading {
  ratioActual: number | null;
  ratioTheory: number | null;
  asphaltTemp: number | null;
  aggregateTemp: number | null;
  dischargeTemp: number | null;
  mixTime: number | null;
}

export interface BatchVerdict {
  level: number;
  ratioLevel: number;
  tempLevel: number;
  timeLevel: number;
  timeFlag: 0 | 1;
  tempFlag: 0 | 1;
  /** The batch-level checks the batch was judged with, by material type code. */
  thr: Record<number, Threshold>;
}

/** Batch-level checks (ratio, temperatures, mix time) and the batch level as the maximum with its materials'. */
export function judgeBatch(b: BatchReading, materialLevel: number, thresholds: Thresholds): BatchVerdict {
  const used: Record<number, Threshold> = {};
  const get = (type: number) => {
    const thr = thresholds.get(type);
    if (thr) used[type] = thr;
    return thr;
  };
  let ratioLevel = 0;
  const ratioThr = get(materialTypes.ratio);
  if (ratioThr && b.ratioActual !== null && b.ratioTheory !== null)
    ratioLevel = levelOf(Math.abs(r2(b.ratioActual - b.ratioTheory)), ratioThr);
  let tempLevel = 0;
  let tempFlag: 0 | 1 = 0;
  const temps: [number, number | null][] = [
    [materialTypes.asphaltTemp, b.asphaltTemp],
    [materialTypes.aggregateTemp, b.aggregateTemp],
    [materialTypes.dischargeTemp, b.dischargeTemp],
  ];
  for (const [type, value] of temps) {
    const thr = get(type);
    if (!thr || value === null) continue;
    const margin = outside(value, thr);
    if (margin > 0) tempFlag = 1;
    tempLevel = Math.max(tempLevel, margin > 0 ? levelOf(margin, thr) : 0);
  }
  let timeLevel = 0;
  let timeFlag: 0 | 1 = 0;
  const timeThr = get(materialTypes.mixTime);
  if (timeThr && b.mixTime !== null) {
    const margin = outside(b.mixTime, timeThr);
    if (margin > 0) {
      timeFlag = 1;
      timeLevel = levelOf(margin, timeThr);
    }
  }
  return {
    level: Math.max(materialLevel, ratioLevel, tempLevel, timeLevel),
    ratioLevel,
    tempLevel,
    timeLevel,
    timeFlag,
    tempFlag,
    thr: used,
  };
}
