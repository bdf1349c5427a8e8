import { defaultThresholds, type Formula, formulaOf, materialTypes } from '../../modules/plants/recipes.js';
import { dayLabel } from '../calendar.js';
import type { DayContext } from '../process.js';
import { Rng } from '../random.js';
import type { Interval } from '../schedule.js';
import { plants } from '../site/plants.js';
import type { PlantType } from '../site/sections.js';
import type { PlannedBatch } from './plants.js';
import { asphaltMixOn } from './transport-dispatch.js';

// The mixing plants' physics for a day: when each batch is mixed, what each feeder weighed, the
// temperatures and ratios, with the drift and burner episodes that push them off the formula.

const minute = 60_000;
const sec = (ms: number) => Math.round(ms / 1000) * 1000;
const r1 = (x: number) => Math.round(x * 10) / 10;
const r2 = (x: number) => Math.round(x * 100) / 100;

/** A feeder's bias growing linearly from `start` to `end`. */
interface Drift {
  start: number;
  end: number;
  materialType: number;
  /** Relative bias at the end of the episode, %. */
  peak: number;
}

/** The asphalt plant's burner running hot or cold, growing linearly from `start` to `end`. */
interface Burner {
  start: number;
  end: number;
  /** Aggregate temperature offset at the end, °C. */
  peak: number;
}

/** Feeders that drift most often: the asphalt pump, the base plant's cement screw, the concrete admixture pump. */
const driftProne: Record<PlantType, number> = {
  lq: materialTypes.bitumen,
  sw: materialTypes.cement,
  sn: materialTypes.admixture,
};

/** The day's drift episodes of one plant. */
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

/** A feeder's bias at t (%), from the drifts under way. */
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

/** One plant's batches over its open interval. */
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

/** Every plant's batches of the day, numbered in time order. */
export function planBatches(ctx: DayContext): PlannedBatch[] {
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
