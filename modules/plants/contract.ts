import { z } from 'zod';

/**
 * The mixing plants' statistics and analysis reads (`/api/bhz/production`, `overLimit`, `consumption`,
 * `analysis/{ratio,materialError,pareto,temperature}`), each `{status: 200, data}`. Every answer names the
 * range it covers (defaults resolved by the platform) and the plants of the type.
 */

const plant = z.object({ id: z.number(), code: z.string(), name: z.string() });

export const statsHead = z.object({
  plantType: z.enum(['lq', 'sw', 'sn']),
  plantId: z.number().optional(),
  start: z.string(),
  end: z.string(),
  plants: z.array(plant),
});
export type StatsHead = z.infer<typeof statsHead>;

const levelCounts = { level1: z.number(), level2: z.number(), level3: z.number(), total: z.number() };

export const productionSchema = statsHead.extend({
  unit: z.string(),
  total: z.object({ batches: z.number(), quantity: z.number() }),
  granularity: z.enum(['day', 'shift']).optional(),
  /** One entry per day, or per day and shift (`granularity=shift`: day shift 06:00–18:00, night shift the day's other hours). */
  days: z.array(
    z.object({
      day: z.string(),
      shift: z.enum(['day', 'night']).optional(),
      batches: z.number(),
      quantity: z.number(),
      byPlant: z.record(z.string(), z.number()),
    }),
  ),
  byPlant: z.array(
    z.object({
      plantId: z.number(),
      plantCode: z.string(),
      plantName: z.string(),
      batches: z.number(),
      quantity: z.number(),
    }),
  ),
});
export type Production = z.infer<typeof productionSchema>;

export const overLimitSchema = statsHead.extend({
  batches: z.number(),
  overLimitPct: z.number(),
  byLevel: z.object(levelCounts),
  byMaterial: z.array(z.object({ materialType: z.number(), ...levelCounts })),
  byCheck: z.array(z.object({ check: z.string(), ...levelCounts })),
});
export type OverLimit = z.infer<typeof overLimitSchema>;

export const consumptionSchema = statsHead.extend({
  cementT: z.number(),
  asphaltT: z.number(),
  materials: z.array(
    z.object({ materialType: z.number(), actualT: z.number(), theoryT: z.number(), diffPct: z.number().optional() }),
  ),
});
export type Consumption = z.infer<typeof consumptionSchema>;

const limits = z.object({ unit: z.string(), primary: z.number(), middle: z.number(), advanced: z.number() });
export type Limits = z.infer<typeof limits>;

const batchPoint = { id: z.number(), guid: z.string(), t: z.string(), plantCode: z.string(), level: z.number() };

export const ratioSchema = statsHead.extend({
  key: z.string(),
  keys: z.array(z.string()),
  unit: z.string(),
  limits: limits.optional(),
  points: z.array(z.object({ ...batchPoint, value: z.number().optional(), theory: z.number().optional() })),
});
export type RatioSeries = z.infer<typeof ratioSchema>;

export const materialErrorSchema = statsHead.extend({
  binWidth: z.number(),
  materials: z.array(
    z.object({
      materialType: z.number(),
      unit: z.string(),
      n: z.number(),
      mean: z.number(),
      sd: z.number(),
      limits: limits.optional(),
      bins: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })),
    }),
  ),
});
export type MaterialError = z.infer<typeof materialErrorSchema>;

export const paretoSchema = statsHead.extend({
  total: z.number(),
  items: z.array(
    z.object({
      key: z.string(),
      materialType: z.number().optional(),
      check: z.string().optional(),
      cumulativePct: z.number(),
      ...levelCounts,
    }),
  ),
});
export type Pareto = z.infer<typeof paretoSchema>;

const window = z.object({ lower: z.number().optional(), upper: z.number().optional() }).optional();

export const temperatureSchema = statsHead.extend({
  windows: z.object({ asphaltTemp: window, aggregateTemp: window, dischargeTemp: window }),
  points: z.array(
    z.object({
      ...batchPoint,
      asphaltTemp: z.number().optional(),
      aggregateTemp: z.number().optional(),
      dischargeTemp: z.number().optional(),
    }),
  ),
});
export type Temperatures = z.infer<typeof temperatureSchema>;

const envelopeSieve = {
  sieve: z.number(),
  min: z.number(),
  target: z.number(),
  max: z.number(),
  formula: z.number(),
  tolerance: z.number(),
};

/** `analysis/grading`: per mix of the range, the batches' gradings against formula and envelope, sieves coarse to fine. */
export const gradingSchema = statsHead.extend({
  mixes: z.array(
    z.object({
      mixType: z.string(),
      batches: z.number(),
      sieves: z.array(
        z.object({
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
export type Gradings = z.infer<typeof gradingSchema>;

/** `bhz/batch/{id}/grading`: one batch's synthetic grading; `graded` false for mixes the plant does not grade (concrete). */
export const batchGradingSchema = z.object({
  batchId: z.number(),
  guid: z.string(),
  mixType: z.string(),
  graded: z.boolean(),
  sieves: z.array(
    z.object({
      ...envelopeSieve,
      actual: z.number(),
      deviation: z.number(),
      withinTolerance: z.boolean(),
      withinEnvelope: z.boolean(),
    }),
  ),
});
export type BatchGrading = z.infer<typeof batchGradingSchema>;
