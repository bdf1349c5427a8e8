import { z } from 'zod';
import { objectReplyOf } from '../envelope';
import { read, type Reads } from '../reply';

/**
 * The mixing plants' statistics and analysis reads (`/api/bhz/production`, `overLimit`, `consumption`,
 * `analysis/{ratio,materialError,pareto,temperature,grading}`) and one batch's grading. Every statistics answer
 * names the range it covers (defaults resolved by the platform) and the plants of the type.
 */

const plant = z.strictObject({ id: z.number(), code: z.string(), name: z.string() });

const statsHead = z.strictObject({
  plantType: z.enum(['lq', 'sw', 'sn']),
  plantId: z.number().optional(),
  start: z.string(),
  end: z.string(),
  plants: z.array(plant),
});
export type StatsHead = z.infer<typeof statsHead>;

const levelCounts = { level1: z.number(), level2: z.number(), level3: z.number(), total: z.number() };

export const productionAnswer = statsHead.extend({
  unit: z.string(),
  total: z.strictObject({ batches: z.number(), quantity: z.number() }),
  granularity: z.enum(['day', 'shift']),
  /**
   * One entry per day, or per day and shift (`granularity=shift`: day shift 06:00–18:00, night shift the day's other
   * hours).
   */
  days: z.array(
    z.strictObject({
      day: z.string(),
      shift: z.enum(['day', 'night']).optional(),
      batches: z.number(),
      quantity: z.number(),
      byPlant: z.record(z.string(), z.number()),
    }),
  ),
  byPlant: z.array(
    z.strictObject({
      plantId: z.number(),
      plantCode: z.string(),
      plantName: z.string(),
      batches: z.number(),
      quantity: z.number(),
    }),
  ),
});
export type Production = z.infer<typeof productionAnswer>;

export const overLimitAnswer = statsHead.extend({
  batches: z.number(),
  overLimitPct: z.number(),
  byLevel: z.strictObject(levelCounts),
  byMaterial: z.array(z.strictObject({ materialType: z.number(), ...levelCounts })),
  byCheck: z.array(z.strictObject({ check: z.string(), ...levelCounts })),
});
export type OverLimit = z.infer<typeof overLimitAnswer>;

export const consumptionAnswer = statsHead.extend({
  cementT: z.number(),
  asphaltT: z.number(),
  materials: z.array(
    z.strictObject({
      materialType: z.number(),
      actualT: z.number(),
      theoryT: z.number(),
      diffPct: z.number().optional(),
    }),
  ),
});
export type Consumption = z.infer<typeof consumptionAnswer>;

const limits = z.strictObject({ unit: z.string(), primary: z.number(), middle: z.number(), advanced: z.number() });
export type Limits = z.infer<typeof limits>;

const batchPoint = { id: z.number(), guid: z.string(), t: z.string(), plantCode: z.string(), level: z.number() };
/**
 * A batch series counts every batch of the range (`batches`, `overLimit`); its `points` are every batch, or, past the
 * 2 000 a chart holds, the batches holding each bucket's lowest and highest values and every over-limit batch, with
 * `bucket` the batches per bucket.
 */
const seriesCounts = { batches: z.number(), overLimit: z.number(), bucket: z.number().optional() };

export const ratioAnswer = statsHead.extend({
  key: z.string(),
  keys: z.array(z.string()),
  unit: z.string(),
  /** A batch-level check's limits also carry its window, where it has one. */
  limits: limits.extend({ lower: z.number().optional(), upper: z.number().optional() }).optional(),
  ...seriesCounts,
  /** The mean value over every batch of the range. */
  mean: z.number().optional(),
  points: z.array(z.strictObject({ ...batchPoint, value: z.number().optional(), theory: z.number().optional() })),
});
export type RatioSeries = z.infer<typeof ratioAnswer>;

export const materialErrorAnswer = statsHead.extend({
  binWidth: z.number(),
  materials: z.array(
    z.strictObject({
      materialType: z.number(),
      unit: z.string(),
      n: z.number(),
      mean: z.number(),
      sd: z.number(),
      limits: limits.optional(),
      bins: z.array(z.strictObject({ from: z.number(), to: z.number(), count: z.number() })),
    }),
  ),
});
export type MaterialError = z.infer<typeof materialErrorAnswer>;

export const paretoAnswer = statsHead.extend({
  total: z.number(),
  items: z.array(
    z.strictObject({
      key: z.string(),
      materialType: z.number().optional(),
      check: z.string().optional(),
      cumulativePct: z.number(),
      ...levelCounts,
    }),
  ),
});
export type Pareto = z.infer<typeof paretoAnswer>;

const window = z.strictObject({ lower: z.number().optional(), upper: z.number().optional() }).optional();

export const temperatureAnswer = statsHead.extend({
  windows: z.strictObject({ asphaltTemp: window, aggregateTemp: window, dischargeTemp: window }),
  ...seriesCounts,
  points: z.array(
    z.strictObject({
      ...batchPoint,
      asphaltTemp: z.number().optional(),
      aggregateTemp: z.number().optional(),
      dischargeTemp: z.number().optional(),
    }),
  ),
});
export type Temperatures = z.infer<typeof temperatureAnswer>;

const envelopeSieve = {
  sieve: z.number(),
  min: z.number(),
  target: z.number(),
  max: z.number(),
  formula: z.number(),
  tolerance: z.number(),
};

/**
 * `analysis/grading`: per mix of the range, the batches' gradings against formula and envelope, sieves coarse to fine.
 */
export const gradingAnswer = statsHead.extend({
  mixes: z.array(
    z.strictObject({
      mixType: z.string(),
      batches: z.number(),
      sieves: z.array(
        z.strictObject({
          ...envelopeSieve,
          mean: z.number(),
          lowest: z.number(),
          highest: z.number(),
          deviation: z.number(),
          outOfTolerance: z.number(),
          outOfEnvelope: z.number(),
        }),
      ),
    }),
  ),
});
export type Gradings = z.infer<typeof gradingAnswer>;

/**
 * `bhz/batch/{id}/grading`: one batch's synthetic grading; `graded` false for mixes the plant does not grade
 * (concrete).
 */
export const batchGradingAnswer = z.strictObject({
  batchId: z.number(),
  guid: z.string(),
  mixType: z.string(),
  graded: z.boolean(),
  sieves: z.array(
    z.strictObject({
      ...envelopeSieve,
      actual: z.number(),
      deviation: z.number(),
      withinTolerance: z.boolean(),
      withinEnvelope: z.boolean(),
    }),
  ),
});
export type BatchGrading = z.infer<typeof batchGradingAnswer>;

/** The asphalt plants' answers: the type with every check (ratio, temperature, gradings). */
const lq = (path: string, query = '') => `/api/bhz/${path}?plantType=lq&start=2026-03-14&end=2026-03-15${query}`;

/** The module's own reads (not its resources'), with the schema of each reply. */
export const plantsReads: Reads = {
  '/api/bhz/production': read(objectReplyOf(productionAnswer), lq('production', '&granularity=shift')),
  '/api/bhz/overLimit': read(objectReplyOf(overLimitAnswer), lq('overLimit')),
  '/api/bhz/consumption': read(objectReplyOf(consumptionAnswer), lq('consumption')),
  '/api/bhz/analysis/ratio': read(objectReplyOf(ratioAnswer), lq('analysis/ratio')),
  '/api/bhz/analysis/materialError': read(objectReplyOf(materialErrorAnswer), lq('analysis/materialError')),
  '/api/bhz/analysis/pareto': read(objectReplyOf(paretoAnswer), lq('analysis/pareto')),
  '/api/bhz/analysis/temperature': read(objectReplyOf(temperatureAnswer), lq('analysis/temperature')),
  '/api/bhz/analysis/grading': read(objectReplyOf(gradingAnswer), lq('analysis/grading')),
  '/api/bhz/batch/:id/grading': read(objectReplyOf(batchGradingAnswer), '/api/bhz/batch/20526000005/grading'),
};
