import { z } from 'zod';

/**
 * The big screen's read (`GET /api/szhsg/screen`, `{status: 200, data}`): the display settings of 进度展示控制
 * and every tile's numbers as of the site's present (today = the site's day up to then). The platform leaves
 * null fields out.
 */
export const bigScreenSchema = z.object({
  title: z.string(),
  projectName: z.string().optional(),
  simTime: z.string(),
  day: z.string(),
  rotationSeconds: z.number(),
  refreshSeconds: z.number(),
  tiles: z.array(z.object({ key: z.string(), on: z.boolean() })),
  /** The section the progress tile is narrowed to (进度展示控制), null for the whole project. */
  section: z.object({ id: z.number(), name: z.string() }).nullable().optional(),
  plants: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      plantType: z.string(),
      batches: z.number(),
      outputT: z.number(),
      overLimit: z.number(),
    }),
  ),
  devices: z.array(z.object({ kind: z.string(), total: z.number(), online: z.number() })),
  alarms: z.array(z.object({ level: z.number(), count: z.number() })),
  progress: z.array(
    z.object({
      id: z.number(),
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
    z.object({
      id: z.number(),
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
export type TileKey = 'tilePlants' | 'tileDevices' | 'tileAlarms' | 'tileProgress' | 'tileMiniPlan' | 'tileBatches';
