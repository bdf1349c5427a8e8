import { z } from 'zod';
import { chartAnswerOf } from '../chart-answer';
import { objectReplyOf } from '../envelope';
import { read, type Reads } from '../reply';

/** The big screen's tiles, in the order 进度展示控制 lists them. */
export const tileKeys = [
  'tilePlants',
  'tileDevices',
  'tileAlarms',
  'tileProgress',
  'tileMiniPlan',
  'tileBatches',
] as const;
export type TileKey = (typeof tileKeys)[number];

/**
 * The big screen's read (`GET /api/szhsg/screen`): the display settings of 进度展示控制 and every tile's numbers as
 * of the site's present (today = the site's day up to then). The platform leaves null members out.
 */
export const bigScreenSchema = z.strictObject({
  title: z.string(),
  projectName: z.string().optional(),
  simTime: z.string(),
  day: z.string(),
  rotationSeconds: z.number(),
  refreshSeconds: z.number(),
  tiles: z.array(z.strictObject({ key: z.enum(tileKeys), on: z.boolean() })),
  /** The section the progress tile is narrowed to (进度展示控制); absent for the whole project. */
  section: z.strictObject({ id: z.number().int(), name: z.string() }).optional(),
  plants: z.array(
    z.strictObject({
      code: z.string(),
      name: z.string(),
      plantType: z.string(),
      batches: z.number(),
      outputT: z.number(),
      overLimit: z.number(),
    }),
  ),
  devices: z.array(z.strictObject({ kind: z.string(), total: z.number(), online: z.number() })),
  alarms: z.array(z.strictObject({ level: z.number(), count: z.number() })),
  progress: z.array(
    z.strictObject({
      id: z.number().int(),
      name: z.string(),
      sectionName: z.string(),
      layerName: z.string().optional(),
      unit: z.string(),
      plannedQty: z.number(),
      done: z.number(),
      pct: z.number(),
    }),
  ),
  latestBatches: z.array(
    z.strictObject({
      id: z.number().int(),
      plantCode: z.string(),
      plantType: z.string(),
      mixType: z.string().optional(),
      dischargeTime: z.string(),
      batchWeight: z.number().optional(),
      level: z.number(),
    }),
  ),
});
export type BigScreen = z.infer<typeof bigScreenSchema>;

/** 施工进度's S-curve: the planned and the actual cumulative share of the whole plan, per day. */
export const progressCurveAnswer = chartAnswerOf(['curve']);

/** The module's own reads (not its resources'), with the schema of each reply. */
export const bigscreenReads: Reads = {
  '/api/szhsg/screen': read(objectReplyOf(bigScreenSchema)),
  '/api/szhsg/progress/curve': read(objectReplyOf(progressCurveAnswer)),
};
