import { z } from 'zod';
import { passes, pileStatuses, pointStatuses } from './statuses';
import { pileVerdicts } from './records';

/*
 * What the rammer and DDC process monitors and the analysis pages read: the family's areas with their counts by
 * status, the rigs where their latest fact puts them, one area's design points (piles), one point's hits with the
 * last-two rule, one pile's events and layers, one area's finished points (piles) with each metric's histogram.
 * The platform leaves nulls out of its JSON, so what may be empty is optional.
 */

const time = z.string();
const pointStatus = z.enum(pointStatuses);
const pileStatus = z.enum(pileStatuses);

/** An area of the family on the monitor: its outline, standard, rigs, and its points (piles) counted by status. */
export const ramAreaSchema = z.strictObject({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  polygon: z.array(z.tuple([z.number(), z.number()])),
  area: z.number(),
  deviceCodes: z.array(z.string()),
  standardName: z.string().optional(),
  /** hj: the ramming standard's design hits and last-two limit. */
  designHits: z.number().int().optional(),
  lastTwoLimit: z.number().optional(),
  /** ddc: the area's design depth and the hammer standard's minimum rams per layer. */
  designDepth: z.number().optional(),
  minRamsPerLayer: z.number().int().optional(),
  counts: z.record(z.string(), z.number().int()),
  total: z.number().int(),
  done: z.number().int(),
  donePct: z.number(),
  qualifiedPct: z.number(),
});

/** A rig of the family where its latest fact puts it (the point or pile it works), and whether it works it now. */
export const ramRigSchema = z.strictObject({
  deviceId: z.number().int(),
  code: z.string(),
  online: z.number().int(),
  t: time.optional(),
  spotCode: z.string().optional(),
  x: z.number().optional(),
  y: z.number().optional(),
  areaCode: z.string().optional(),
  working: z.boolean(),
});

/** `hj.pos` / `ddc.pos` on the live channel: the family's rigs as the overview has them, at sim time `t`. */
export const ramRigFrameSchema = z.strictObject({ t: time, rigs: z.array(ramRigSchema) });
export type RamRigFrame = z.infer<typeof ramRigFrameSchema>;

export const ramOverviewSchema = z.strictObject({
  simTime: time,
  areas: z.array(ramAreaSchema),
  rigs: z.array(ramRigSchema),
});

/** A design point of an hj area with the rammer's progress on it. */
export const ramPointSchema = z.strictObject({
  id: z.number().int(),
  code: z.string(),
  pass: z.enum(passes),
  x: z.number(),
  y: z.number(),
  designHits: z.number().int(),
  status: pointStatus,
  hits: z.number().int(),
  totalSettlement: z.number().optional(),
  lastTwoAvg: z.number().optional(),
  lastHitAt: time.optional(),
});

export const areaPointsSchema = z.strictObject({
  areaId: z.number().int(),
  simTime: time,
  points: z.array(ramPointSchema),
});

/** A validated hit on a point, as the point's drawer lists it. */
export const ramHitSchema = z.strictObject({
  hitNo: z.number().int(),
  t: time,
  deviceCode: z.string(),
  dropM: z.number(),
  settlement: z.number(),
  cumulative: z.number(),
  energy: z.number(),
  lowDrop: z.number().int(),
  offPoint: z.number().int(),
});

/** A point's hits up to the simulated time, with the last-two rule judged on the last two of them. */
export const pointHitsSchema = z.strictObject({
  point: z.strictObject({
    id: z.number().int(),
    code: z.string(),
    areaCode: z.string(),
    x: z.number(),
    y: z.number(),
    designHits: z.number().int(),
    status: pointStatus,
  }),
  hits: z.array(ramHitSchema),
  rule: z.strictObject({
    lastTwoAvg: z.number().optional(),
    limit: z.number().optional(),
    met: z.boolean().optional(),
  }),
});

/** A pile of a DDC area: its progress, or its verdict with the first failed check (`status`). */
export const ddcPileSchema = z.strictObject({
  id: z.number().int(),
  code: z.string(),
  x: z.number(),
  y: z.number(),
  designDepth: z.number(),
  status: pileStatus,
  verdict: z.enum(pileVerdicts).optional(),
  flags: z.string().optional(),
  depth: z.number().optional(),
  layers: z.number().int(),
  fillM3: z.number().optional(),
  rams: z.number().int(),
  startAt: time.optional(),
  endAt: time.optional(),
});

export const areaPilesSchema = z.strictObject({
  areaId: z.number().int(),
  simTime: time,
  piles: z.array(ddcPileSchema),
});

/** A DDC rig's raw event on a pile: 0 fill, 1 lift, 2 ram. */
export const ddcEventSchema = z.strictObject({
  t: time,
  event: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  times: z.number().int(),
  duration: z.number(),
  depth: z.number(),
});

export const ddcLayerSchema = z.strictObject({
  no: z.number().int(),
  t: time,
  topDepth: z.number(),
  fillM3: z.number(),
  rams: z.number().int(),
  ok: z.number().int(),
});

/** A pile's events and layers up to the simulated time. */
export const pileEventsSchema = z.strictObject({
  pile: z.strictObject({
    id: z.number().int(),
    code: z.string(),
    areaCode: z.string(),
    designDepth: z.number(),
    depth: z.number().optional(),
    minRamsPerLayer: z.number().int().optional(),
    status: pileStatus,
  }),
  events: z.array(ddcEventSchema),
  layers: z.array(ddcLayerSchema),
});

/**
 * An area's finished points (piles) with their metrics (by key; an empty one left out), and each metric's histogram.
 */
export const areaAnalysisSchema = z.strictObject({
  areaId: z.number().int(),
  simTime: time,
  spots: z.array(
    z.strictObject({
      id: z.number().int(),
      code: z.string(),
      x: z.number(),
      y: z.number(),
      status: z.union([pointStatus, pileStatus]),
      design: z.number(),
      values: z.record(z.string(), z.number()),
    }),
  ),
  metrics: z.array(
    z.strictObject({
      key: z.string(),
      unit: z.string(),
      edges: z.array(z.number()),
      counts: z.array(z.number().int()),
      min: z.number().optional(),
      max: z.number().optional(),
      mean: z.number().optional(),
    }),
  ),
});

export type RamArea = z.infer<typeof ramAreaSchema>;
export type RamRig = z.infer<typeof ramRigSchema>;
export type RamOverview = z.infer<typeof ramOverviewSchema>;
export type RamPoint = z.infer<typeof ramPointSchema>;
export type AreaPoints = z.infer<typeof areaPointsSchema>;
export type RamHit = z.infer<typeof ramHitSchema>;
export type PointHits = z.infer<typeof pointHitsSchema>;
export type DdcPile = z.infer<typeof ddcPileSchema>;
export type AreaPiles = z.infer<typeof areaPilesSchema>;
export type DdcEvent = z.infer<typeof ddcEventSchema>;
export type DdcLayer = z.infer<typeof ddcLayerSchema>;
export type PileEvents = z.infer<typeof pileEventsSchema>;
export type AreaAnalysis = z.infer<typeof areaAnalysisSchema>;
