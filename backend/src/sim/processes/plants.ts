import type { SqlValue } from '../../db/database.js';
import {
  judgeBatch,
  judgeMaterial,
  type ThresholdRow,
  thresholdRowsSql,
  thresholdsByPlant,
} from '../../modules/plants/rules/judge.js';
import type { Formula } from '../../modules/plants/recipes.js';
import { factId, siteTime } from '../calendar.js';
import { type DayContext, type FactWriter, type ProcessDay, type SimProcess, systemAuditValues } from '../process.js';
import type { PlantType } from '../site/sections.js';
import { planBatches } from './plant-batches.js';

/*
 * The mixing plants: LQ-01 mixes 4 t asphalt batches every 45–60 s, SW-01 records its
 * continuous output in 30-s slices during production runs, SN-01/02 mix 3 m³ concrete batches every
 * 90–150 s, each while its mixer runs (the schedule idles LQ and SW on rain days). Actual weights are the
 * formula's times (1 + noise σ 0.6 %); drift episodes (≈ 1.5 per plant-day) let one feeder's bias grow
 * linearly over 20–90 min until it is corrected, which is where most over-limit batches come from.
 *
 * The physics is planned for the whole day; the verdict is judged when a batch is written, with the
 * thresholds `bhz_over_limit_cfg` holds then (stored with the batch and its materials), so any partition
 * of the day into windows writes the same rows. Rollups are integers (kg, litres, counts).
 *
 * Here: the batches' rows and rollups; the day's batches are planned in plant-batches.ts.
 */

/** One feeder's share of a batch. */
export interface PlannedMaterial {
  materialType: number;
  name: string;
  actualKg: number;
  theoryKg: number;
  actualPct: number;
  theoryPct: number;
}

/** One batch, as mixed (the verdict is judged when it is written). */
export interface PlannedBatch {
  seq: number;
  t: number;
  guid: string;
  plantCode: string;
  plantType: PlantType;
  formula: Formula;
  mixTime: number | null;
  batchWeight: number;
  volume: number | null;
  asphaltTemp: number | null;
  aggregateTemp: number | null;
  dischargeTemp: number | null;
  ratioActual: number | null;
  ratioTheory: number | null;
  wcRatio: number | null;
  cementPct: number | null;
  waterPct: number | null;
  materials: PlannedMaterial[];
}

const batchColumns = [
  'id',
  'projectId',
  'guid',
  'plantId',
  'plantCode',
  'plantType',
  'formulaNo',
  'mixType',
  'strengthClass',
  'dischargeTime',
  'mixTime',
  'batchWeight',
  'volume',
  'asphaltTemp',
  'aggregateTemp',
  'dischargeTemp',
  'ratioActual',
  'ratioTheory',
  'wcRatio',
  'cementPct',
  'waterPct',
  'level',
  'materialLevel',
  'ratioLevel',
  'tempLevel',
  'timeLevel',
  'timeFlag',
  'tempFlag',
  'materialFlag',
  'overproofStatus',
  'thr',
  'crtTime',
  'crtUser',
  'crtName',
  'crtHost',
] as const;
const materialColumns = [
  'id',
  'projectId',
  'batchId',
  'plantType',
  'seq',
  'materialType',
  'name',
  'actualKg',
  'theoryKg',
  'actualPct',
  'theoryPct',
  'error',
  'unit',
  'level',
  'primaryLimit',
  'middleLimit',
  'advancedLimit',
  'crtTime',
  'crtUser',
  'crtName',
  'crtHost',
] as const;

class PlantsDay implements ProcessDay {
  constructor(
    private readonly day: number,
    private readonly batches: PlannedBatch[],
  ) {}

  emit(from: number, to: number, out: FactWriter): void {
    let lo = 0;
    while (lo < this.batches.length && this.batches[lo]!.t < from) lo++;
    let hi = lo;
    while (hi < this.batches.length && this.batches[hi]!.t < to) hi++;
    if (hi === lo) return;
    const thresholds = thresholdsByPlant(out.all<ThresholdRow>(thresholdRowsSql));
    const plantIds = new Map(
      out.all<{ id: number; code: string }>('SELECT id, code FROM bhz_plant').map((p) => [p.code, p.id]),
    );
    const insertBatch = out.inserter('bhz_batch', batchColumns);
    const insertMaterial = out.inserter('bhz_batch_material', materialColumns);
    const stats = new Map<string, number>();
    const add = (code: string, metric: string, value: number) =>
      stats.set(`${code}\u0000${metric}`, (stats.get(`${code}\u0000${metric}`) ?? 0) + value);
    for (let i = lo; i < hi; i++) {
      const b = this.batches[i]!;
      const thr = thresholds.get(b.plantCode) ?? new Map();
      const id = factId(this.day, b.seq);
      const t = siteTime(b.t);
      const verdicts = b.materials.map((m) => judgeMaterial(m, thr));
      const materialLevel = Math.max(0, ...verdicts.map((v) => v.level));
      const verdict = judgeBatch(b, materialLevel, thr);
      const values: SqlValue[] = [
        id,
        1,
        b.guid,
        plantIds.get(b.plantCode) ?? null,
        b.plantCode,
        b.plantType,
        b.formula.formulaNo,
        b.formula.mixType,
        b.formula.strengthClass,
        t,
        b.mixTime,
        b.batchWeight,
        b.volume,
        b.asphaltTemp,
        b.aggregateTemp,
        b.dischargeTemp,
        b.ratioActual,
        b.ratioTheory,
        b.wcRatio,
        b.cementPct,
        b.waterPct,
        verdict.level,
        materialLevel,
        verdict.ratioLevel,
        verdict.tempLevel,
        verdict.timeLevel,
        verdict.timeFlag,
        verdict.tempFlag,
        materialLevel > 0 ? 1 : 0,
        0,
        JSON.stringify(verdict.thr),
        t,
        ...systemAuditValues,
      ];
      insertBatch(values);
      b.materials.forEach((m, k) => {
        const v = verdicts[k]!;
        insertMaterial([
          factId(this.day, b.seq * 10 + k),
          1,
          id,
          b.plantType,
          k + 1,
          m.materialType,
          m.name,
          m.actualKg,
          m.theoryKg,
          m.actualPct,
          m.theoryPct,
          v.error,
          v.thr?.unit ?? null,
          v.level,
          v.thr?.primary ?? null,
          v.thr?.middle ?? null,
          v.thr?.advanced ?? null,
          t,
          ...systemAuditValues,
        ]);
      });
      add(b.plantCode, 'batches', 1);
      if (b.volume !== null) add(b.plantCode, 'volumeL', Math.round(b.volume * 1000));
      add(b.plantCode, 'outputKg', Math.round(b.batchWeight));
      if (verdict.level > 0) add(b.plantCode, `overLimit${verdict.level}`, 1);
    }
    for (const [key, value] of stats) {
      const [code, metric] = key.split('\u0000') as [string, string];
      out.addStat('bhz', metric, code, this.day, value);
    }
  }
}

export const plantsProcess: SimProcess = {
  name: 'plants',
  planDay(ctx) {
    return new PlantsDay(ctx.day, planBatches(ctx));
  },
};

/** For tests: the day's planned batches (physics only, before judging). */
export function describePlantsDay(ctx: DayContext): readonly PlannedBatch[] {
  return planBatches(ctx);
}
