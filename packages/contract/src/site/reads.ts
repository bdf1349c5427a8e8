import { z } from 'zod';
import { objectReplyOf } from '../envelope';
import { download, read, type Reads } from '../reply';

/** A point of the site's metric frame, `[x, y]` in metres. */
const point = z.tuple([z.number(), z.number()]);

/** An enabled, calibrated base map as the plan carries it: its file's URL, size in pixels and two control points. */
export const planBaseMapSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['image', 'vector']),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  controlPoints: z.array(z.tuple([z.number(), z.number(), z.number(), z.number()])),
  opacity: z.number(),
  order: z.number().int(),
});
export type PlanBaseMap = z.infer<typeof planBaseMapSchema>;

/**
 * The site plan every map draws: sections, the road's alignment and stakes, the apron's blocks, plants, water
 * points and haul roads, and under them the base maps; the frame's tie to CGCS2000 (site/frame-spec.ts). A section
 * without an outline, a site without an alignment and a project without a frame leave those members out.
 */
export const sitePlanSchema = z.strictObject({
  extent: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  sections: z.array(
    z.strictObject({ code: z.string(), name: z.string(), kind: z.string(), polygon: z.array(point).optional() }),
  ),
  alignment: z.strictObject({ polyline: z.array(point), startChainage: z.number() }).optional(),
  stakes: z.array(
    z.strictObject({
      name: z.string(),
      chainage: z.number(),
      x: z.number(),
      y: z.number(),
      azimuth: z.number(),
      leftWidth: z.number(),
      rightWidth: z.number(),
    }),
  ),
  blocks: z.array(z.strictObject({ code: z.string(), polygon: z.array(point) })),
  features: z.array(z.strictObject({ kind: z.string(), code: z.string(), name: z.string(), geom: z.array(point) })),
  baseMaps: z.array(planBaseMapSchema),
  frame: z
    .strictObject({ centralMeridian: z.number(), originE: z.number(), originN: z.number(), rotation: z.number() })
    .optional(),
});
export type SitePlan = z.infer<typeof sitePlanSchema>;

/** A road section's centreline as the stake-map editor reads it (an empty polyline until one is saved). */
export const alignmentSchema = z.strictObject({
  sectionId: z.number().int(),
  sectionCode: z.string(),
  sectionName: z.string(),
  polyline: z.array(point),
  startChainage: z.number(),
  stakeInterval: z.number(),
  leftWidth: z.number(),
  rightWidth: z.number(),
  length: z.number(),
  stakeCount: z.number().int(),
  fromChainage: z.number().optional(),
  toChainage: z.number().optional(),
  updTime: z.string().optional(),
  updName: z.string().optional(),
});
export type Alignment = z.infer<typeof alignmentSchema>;

/** The simulator's clock and how far it has written the site's history. */
export const simStatusSchema = z.strictObject({
  simTime: z.string(),
  speed: z.number(),
  seed: z.number(),
  lagSeconds: z.number(),
  backfill: z.strictObject({ doneDays: z.number().int(), totalDays: z.number().int() }),
});
export type SimStatus = z.infer<typeof simStatusSchema>;

/** The module's own reads (not its resources'), with the schema of each reply. */
export const siteReads: Reads = {
  '/api/site/plan': read(objectReplyOf(sitePlanSchema)),
  // S2, the simulated site's road section.
  '/api/site/alignment/:sectionId': read(objectReplyOf(alignmentSchema), '/api/site/alignment/2'),
  '/api/site/baseMap/:id/file': download('/api/site/baseMap/1/file'),
  '/api/site/sim/status': read(objectReplyOf(simStatusSchema)),
};

/*
 * Rows of the module's resources as the editors use them (the replies test holds every read to the declaration
 * in `resources.ts`; these say which of its members a screen may count on).
 */

/** A base map (`/api/site/baseMap`). */
export type BaseMapRow = {
  id: number;
  name: string;
  kind?: 'image' | 'vector';
  mime?: string;
  fileName?: string;
  fileSize?: number;
  width?: number;
  height?: number;
  fileVersion: number;
  /** JSON text `[[u, v, x, y], [u, v, x, y]]`; absent until calibrated. */
  controlPoints?: string;
  opacity: number;
  orderNum: number;
  enabled: 0 | 1;
  updTime?: string;
  updName?: string;
};

/** An apron block (`/api/site/block`); its polygon is JSON text `[[x, y], …]`. */
export type BlockRow = { id: number; sectionId: number; sectionName: string; code: string; polygon: string };

/** A section (`/api/site/section`). */
export type SectionRow = { id: number; code: string; name: string; kind: string };
