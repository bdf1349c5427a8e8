import type { SqlValue } from '../../db/database.js';
import {
  judgeBatch,
  judgeMaterial,
  type ThresholdRow,
  thresholdRowsSql,
  thresholdsByPlant,
} from '../../modules/plants/rules/judge.js';
import { defaultThresholds, type Formula, formulaOf, materialTypes } from '../../modules/plants/recipes.js';
import { dayLabel, factId, siteTime } from '../calendar.js';
import type { DayContext, FactWriter, ProcessDay, SimProcess } from '../process.js';
import { Rng } from '../random.js';
import type { Interval } from '../schedule.js';
import { plants } from '../site/plants.js';
import type { PlantType } from '../site/sections.js';
import { asphaltMixOn } from './transport.js';

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
 */

const minute = 60_000;
const sec = (ms: number) => Math.round(ms / 1000) * 1000;
const r1 = (x: number) => Math.round(x * 10) / 10;
const r2 = (x: number) => Math.round(x * 100) / 100;

interface Drift {
  start: number;
  end: number;
  materialType: number;
  /** Relative bias at the end of the episode, %. */
  peak: number;
}

interface Burner {
  start: number;
  end: number;
  /** Aggregate temperature offset at the end, °C. */
  peak: number;
}

interface PlannedMaterial {
  materialType: number;
  name: string;
  actualKg: number;
  theoryKg: number;
  actualPct: number;
  theoryPct: number;
}

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

/** Feeders that drift most often: the asphalt pump, the base plant's cement screw, the concrete admixture pump. */
const driftProne: Record<PlantType, number> = {
  lq: materialTypes.bitumen,
  sw: materialTypes.cement,
  sn: materialTypes.admixture,
};

function planDrifts(rng: Rng, type: PlantType, formula: Formula, open: Interval, anomalyRate: number): Drift[] {
  const count = rng.poisson(1.5 * anomalyRate);
  const out: Drift[] = [];
  for (let i = 0; i < count; i++) {
    const duration = rng.uniform(20, 90) * minute;
    const start = sec(open.start + rng.uniform(0, Math.max(0, open.end - open.start - duration)));
    const materialType = rng.chance(0.4) ? driftProne[type] : rng.pick(formula.items).materialType;
    const primary = defaultThresholds[type].find((t) => t.materialType === materialType)?.primary ?? 3;
    // Peak bias in multiples of the feeder's default primary threshold: most episodes just cross it, a few go far.
    const peak = primary * Math.exp(rng.normal(0.5, 0.5)) * (rng.chance(0.5) ? 1 : -1);
    out.push({ start, end: sec(start + duration), materialType, peak });
  }
  return out;
}

function biasAt(drifts: readonly Drift[], materialType: number, t: number): number {
  let bias = 0;
  for (const d of drifts)
    if (d.materialType === materialType && d.start <= t && t < d.end)
      bias += (d.peak * (t - d.start)) / (d.end - d.start);
  return bias;
}

/** Batch times of one plant over its open interval. */
function batchTimes(rng: Rng, type: PlantType, open: Interval): number[] {
  const times: number[] = [];
  let t = sec(open.start + rng.uniform(5, 12) * minute);
  if (type === 'sw') {
    // Production runs of 20–50 min (one 30-s slice after another) while trucks are there, 30–90 min apart.
    while (t < open.end) {
      const runEnd = Math.min(open.end, t + sec(rng.uniform(20, 50) * minute));
      for (; t < runEnd; t += 30_000) times.push(t);
      t = sec(t + rng.uniform(30, 90) * minute);
    }
    return times;
  }
  const [min, max, pause, pauseMin, pauseMax] = type === 'lq' ? [45, 60, 0.2, 1, 3] : [90, 150, 0.25, 3, 8];
  while (t < open.end) {
    times.push(t);
    t = sec(t + rng.uniform(min, max) * 1000 + (rng.chance(pause) ? rng.uniform(pauseMin, pauseMax) * minute : 0));
  }
  return times;
}

function planPlant(ctx: DayContext, code: string, type: PlantType, open: Interval): Omit<PlannedBatch, 'seq'>[] {
  const { seed, day, anomalyRate } = ctx;
  const formula = formulaOf(type, type === 'lq' ? asphaltMixOn(seed, day) : type === 'sw' ? 'CTB-5.0' : 'C35');
  const rng = new Rng(seed, `plant:${code}`, day);
  const episodes = new Rng(seed, `plant-episodes:${code}`, day);
  const drifts = planDrifts(episodes, type, formula, open, anomalyRate);
  // A forced drift (test hook) ramps the drift-prone feeder to four times its advanced threshold: the
  // batches cross every level in turn. Added after the planned ones, so no random draw moves.
  for (const e of ctx.forced.filter((f) => f.deviceCode === code && f.kind === 'drift')) {
    const advanced = defaultThresholds[type].find((t) => t.materialType === driftProne[type])?.advanced ?? 10;
    drifts.push({ start: e.start, end: e.end, materialType: driftProne[type], peak: 4 * advanced });
  }
  const burner: Burner | null =
    type === 'lq' && episodes.chance(0.25 * anomalyRate)
      ? (() => {
          const start = sec(open.start + episodes.uniform(0.1, 0.9) * (open.end - open.start));
          return {
            start,
            end: sec(start + episodes.uniform(10, 30) * minute),
            peak: episodes.uniform(12, 30) * (episodes.chance(0.5) ? 1 : -1),
          };
        })()
      : null;
  const date = dayLabel(day).replaceAll('-', '');
  const ratio = (asphalt: number, total: number) => r2((asphalt * 100) / (total - asphalt));
  const theoryOf = (type: number) => formula.items.find((i) => i.materialType === type);
  return batchTimes(rng, type, open).map((t, n) => {
    const noise = (materialType: number) => (type === 'sw' && materialType === materialTypes.water ? 0.012 : 0.006);
    const materials = formula.items.map((item) => {
      const theoryKg = r1((formula.batchKg * item.theoryPct) / 100);
      const factor = 1 + rng.normal(0, noise(item.materialType)) + biasAt(drifts, item.materialType, t) / 100;
      return {
        materialType: item.materialType,
        name: item.materialName,
        theoryKg,
        actualKg: r1(Math.max(0, theoryKg * factor)),
        theoryPct: item.theoryPct,
        actualPct: 0,
      };
    });
    const total = materials.reduce((sum, m) => sum + m.actualKg, 0);
    for (const m of materials) m.actualPct = r2((m.actualKg / total) * 100);
    const kg = (materialType: number) => materials.find((m) => m.materialType === materialType)?.actualKg ?? 0;
    const batch: Omit<PlannedBatch, 'seq'> = {
      t,
      guid: `${code}-${date}-${String(n + 1).padStart(4, '0')}`,
      plantCode: code,
      plantType: type,
      formula,
      mixTime: null,
      batchWeight: r1(total),
      volume: formula.volume,
      asphaltTemp: null,
      aggregateTemp: null,
      dischargeTemp: null,
      ratioActual: null,
      ratioTheory: null,
      wcRatio: null,
      cementPct: null,
      waterPct: null,
      materials,
    };
    const shortMix = rng.chance(0.002 * anomalyRate);
    if (type === 'lq') {
      const burn =
        burner && burner.start <= t && t < burner.end
          ? (burner.peak * (t - burner.start)) / (burner.end - burner.start)
          : 0;
      batch.mixTime = shortMix ? rng.int(36, 44) : Math.max(46, Math.round(rng.normal(52, 2)));
      batch.asphaltTemp = r1(rng.normal(160, 1.5));
      batch.aggregateTemp = r1(rng.normal(175, 2.5) + burn);
      batch.dischargeTemp = r1(rng.normal(155, 2) + 0.6 * burn);
      const asphalt = theoryOf(materialTypes.bitumen)!.theoryPct;
      batch.ratioActual = ratio(kg(materialTypes.bitumen), total);
      batch.ratioTheory = ratio(asphalt, 100);
    } else if (type === 'sw') {
      const cement = kg(materialTypes.cement);
      const water = kg(materialTypes.water);
      batch.cementPct = r2((cement * 100) / (total - cement - water));
      batch.waterPct = r2((water * 100) / (total - water));
    } else {
      batch.mixTime = shortMix ? rng.int(22, 29) : Math.max(31, Math.round(rng.normal(40, 2)));
      batch.wcRatio =
        Math.round(
          (kg(materialTypes.water) /
            (kg(materialTypes.cement) + kg(materialTypes.flyAsh) + kg(materialTypes.mineralPowder))) *
            1000,
        ) / 1000;
    }
    return batch;
  });
}

function planBatches(ctx: DayContext): PlannedBatch[] {
  const has = new Set(ctx.registry.specs.map((s) => s.code));
  const all: (Omit<PlannedBatch, 'seq'> & { order: number })[] = [];
  plants.forEach((p, order) => {
    if (!has.has(p.code)) return;
    const open = ctx.schedule.device(p.code).engine[0];
    if (!open) return;
    for (const b of planPlant(ctx, p.code, p.plantType, open)) all.push({ ...b, order });
  });
  return all.sort((a, b) => a.t - b.t || a.order - b.order).map(({ order: _order, ...b }, i) => ({ ...b, seq: i + 1 }));
}

const system = ['0', 'system', '127.0.0.1'] as const;
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
        ...system,
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
          ...system,
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
