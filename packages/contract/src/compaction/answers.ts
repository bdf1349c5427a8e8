import { z } from 'zod';

/**
 * What the compaction reads answer besides rows of a resource: the process monitors' overview and cell, the stake
 * summary (实时桩号图), the printable reports and the video wall's camera tree. The platform leaves nulls out of
 * its objects, so a member that may be empty is optional. The console takes its types from here.
 */

const int = z.number().int();
const text = z.string();

/** A point of the site's metric frame (x, y in metres). */
const point = z.tuple([z.number(), z.number()]);

/** A work area of the day shown, with the KPIs of its grid. */
export const monitorAreaSchema = z.strictObject({
  id: int,
  name: text,
  crewCode: text,
  crewName: text,
  processCode: text,
  processName: text,
  /** Road areas: their stretch and side; apron areas: their block. */
  fromChainage: z.number().optional(),
  toChainage: z.number().optional(),
  side: z.enum(['left', 'right']).optional(),
  block: text.optional(),
  state: z.enum(['active', 'finished']),
  startTime: text,
  /** Absent while the area is being rolled. */
  endTime: text.optional(),
  border: z.array(point),
  targetPasses: int,
  /** Earthwork (zd): the vibratory passes the process asks for. */
  targetVibPasses: int.optional(),
  gridVersion: int,
  cells: int,
  /** Shares in %, absent where there is nothing to count. */
  passRate: z.number().optional(),
  underRate: z.number().optional(),
  speedRate: z.number().optional(),
  tempRate: z.number().optional(),
  rollers: z.array(text),
});
export type MonitorArea = z.infer<typeof monitorAreaSchema>;

/** A roller's latest fix (today's monitor only). */
export const monitorRollerSchema = z.strictObject({
  deviceId: int,
  code: text,
  name: text,
  rollerClass: text,
  crewCode: text.optional(),
  /** The area it is rolling now, if any. */
  areaId: int.optional(),
  powered: z.boolean(),
  t: text,
  x: z.number(),
  y: z.number(),
  heading: z.number(),
  speed: z.number(),
  vibOn: z.literal([0, 1]),
  freq: z.number(),
  amplitude: z.number(),
  surfaceTemp: z.number(),
  gnssQuality: int,
});
export type MonitorRoller = z.infer<typeof monitorRollerSchema>;

/** A process event found while sweeping an area's fixes. */
export const monitorEventSchema = z.strictObject({
  areaId: int,
  type: z.enum(['overspeed', 'lowTemp']),
  level: z.literal([1, 2, 3]),
  deviceCode: text,
  start: text,
  end: text,
  value: z.number(),
  limit: z.number(),
});
export type MonitorEvent = z.infer<typeof monitorEventSchema>;

/** `GET /api/{znys,zd}/monitor/overview?day=`: a day's work areas, the rollers and the latest events. */
export const monitorOverviewSchema = z.strictObject({
  simTime: text,
  /** The day shown (`yyyy-MM-dd`): today unless another was asked for. */
  day: text,
  kpi: z.strictObject({ activeAreas: int, passRate: z.number().optional(), underRate: z.number().optional() }),
  areas: z.array(monitorAreaSchema),
  rollers: z.array(monitorRollerSchema),
  events: z.array(monitorEventSchema),
  /** With no area on the day shown: the latest day of the past week with some. */
  lastWorked: z.strictObject({ day: text, areas: int }).optional(),
});
export type MonitorOverview = z.infer<typeof monitorOverviewSchema>;

/** `GET /api/{znys,zd}/workArea/{id}/cell?x&y`: one cell of an area's grid. */
export const gridCellSchema = z.strictObject({
  areaId: int,
  col: int,
  row: int,
  x: z.number(),
  y: z.number(),
  passes: int,
  targetPasses: int,
  /** Earthwork (zd): the cell's vibratory passes and the process's target. */
  vibPasses: int.optional(),
  targetVibPasses: int.optional(),
  temp: z.number().optional(),
  speed: z.number().optional(),
  cmv: z.number().optional(),
  lastRoller: text.optional(),
  lastTime: text.optional(),
});
export type GridCell = z.infer<typeof gridCellSchema>;

/** A 20 m stake of a road layer: what the paver and the rollers did there in the range. */
export const stakeRowSchema = z.strictObject({
  sectionId: int,
  layerId: int,
  station: text,
  chainage: z.number(),
  /** Strip cells of the stake that some work area of the range covers. */
  cells: int,
  pavingTemperature: z.number().optional(),
  temperatureSegregation: z.number().optional(),
  pavingSpeed: z.number().optional(),
  temperatureFirst: z.number().optional(),
  temperatureRepeat: z.number().optional(),
  timesFirst: z.number(),
  timesRepeat: z.number(),
  underRateSteel: z.number().optional(),
  underRateRubber: z.number().optional(),
  /** When a roller last finished a pass there (or the paver handed it over). */
  lastTime: text,
});
export type StakeRow = z.infer<typeof stakeRowSchema>;

/** Where the strip's cells lie: chainage along the road, offset across it (metres). */
export const stripGeometrySchema = z.strictObject({
  chainageFrom: z.number(),
  chainageTo: z.number(),
  offsetFrom: z.number(),
  offsetTo: z.number(),
  cellLength: z.number(),
  cellWidth: z.number(),
  cols: int,
  rows: int,
});
export type StripGeometry = z.infer<typeof stripGeometrySchema>;

/** `GET /api/znys/stakeSummary?sectionId&layerId&from&to`: the section, layer and days it used, and the rows. */
export const stakeSummarySchema = z.strictObject({
  sectionId: int,
  layerId: int,
  from: text,
  to: text,
  simTime: text,
  targetSteel: int.optional(),
  targetRubber: int.optional(),
  /** Absent when nothing was rolled in the range. */
  strip: stripGeometrySchema.optional(),
  rows: z.array(stakeRowSchema),
});
export type StakeSummary = z.infer<typeof stakeSummarySchema>;

const bilingual = z.strictObject({ zh: text, en: text });

/** `GET /api/znys/report/{type}`: a printable report (title block, conditions, grouped columns, rows, totals). */
export const reportTableSchema = z.strictObject({
  kind: text,
  title: bilingual,
  project: text,
  /** An empty value means all (no such condition). */
  conditions: z.array(z.strictObject({ label: bilingual, value: text })),
  generatedAt: text,
  columns: z.array(
    z.strictObject({
      key: text,
      title: bilingual,
      group: bilingual.optional(),
      kind: z.enum(['text', 'int', 'num', 'pct']),
      places: int.optional(),
      values: z.record(text, bilingual).optional(),
    }),
  ),
  /** An empty cell is left out of its row. */
  rows: z.array(z.record(text, z.union([text, z.number()]))),
  totals: z.record(text, z.union([text, z.number()])),
});
export type ReportTable = z.infer<typeof reportTableSchema>;

/** A camera as the video walls see it; `streamUrl` absent: the wall shows the snapshot. */
export const wallCameraSchema = z.strictObject({
  id: int,
  code: text,
  name: text,
  scope: text.optional(),
  sectionId: int.optional(),
  sectionName: text.optional(),
  status: text,
  hostId: int.optional(),
  hostCode: text.optional(),
  online: z.boolean(),
  lastSeen: text.optional(),
  streamUrl: text.optional(),
  x: z.number().optional(),
  y: z.number().optional(),
  bearing: z.number().optional(),
  fov: z.number().optional(),
});

/** A node of a camera tree: a section, an area (a `cameraScope` code), a device group, or the cameras in none. */
export const cameraNodeSchema = z.strictObject({
  key: text,
  kind: z.enum(['section', 'scope', 'group', 'none']),
  name: text.optional(),
  code: text.optional(),
  get children() {
    return z.array(cameraNodeSchema);
  },
  cameras: z.array(wallCameraSchema),
});

/** `GET /api/znys/camera/tree` (the rolling crews' wall): the cameras by device group. */
export const cameraTreeSchema = z.strictObject({ simTime: text, nodes: z.array(cameraNodeSchema) });
