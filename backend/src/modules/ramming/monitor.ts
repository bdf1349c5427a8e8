import { andSections, type SectionFilter, sectionWhere } from '../../domain/data-scope.js';
import type { Store } from '../../db/database.js';
import { ok, rejected, type Reply } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import { rammingPages } from '@console/contract/ramming/pages';
import { pileStatuses, pointStatuses } from '@console/contract/ramming/resources';
import { siteTime } from '../../sim/reads.js';

/*
 * The rammer and DDC process monitors: the family's work areas with their progress, the design points (piles)
 * of one area coloured by their verdict, the rigs where their latest fact puts them, and one point's hits
 * (one pile's events and layers). Everything is read from the facts the simulator wrote (hj_hit,
 * ddc_raw_event, ddc_layer) and the progress columns it keeps on the registry rows; nothing is recomputed
 * here but the counts and the last-two rule's verdict.
 */

const pages = rammingPages.pages;
const HJ_MENUS = [pages.hjProcessMonitor.code, pages.hjDataAnalysis.code];
const DDC_MENUS = [pages.ddcProcessMonitor.code, pages.ddcDataAnalysis.code];
/** A rig whose latest fact is older than this is shown standing (not working a point). */
const WORKING_MS = 5 * 60_000;

export type Family = 'hj' | 'ddc';

interface AreaRow {
  id: number;
  code: string;
  name: string;
  polygon: string;
  area: number;
  deviceCodes: string | null;
  designDepth: number | null;
  standardName: string | null;
  designHits: number | null;
  lastTwoLimit: number | null;
  minRamsPerLayer: number | null;
}

function areasOf(store: Store, family: Family, sections: SectionFilter): AreaRow[] {
  return family === 'hj'
    ? store.all<AreaRow>(
        `SELECT a.id, a.code, a.name, a.polygon, a.area, a.deviceCodes, a.designDepth, s.name AS standardName,
          s.designHits, s.lastTwoLimit, NULL AS minRamsPerLayer
           FROM ram_area a LEFT JOIN ram_standard s ON s.id = a.standardId WHERE a.family = 'hj'${andSections(sections)}
           ORDER BY a.code`,
        ...(sections?.params ?? []),
      )
    : store.all<AreaRow>(
        `SELECT a.id, a.code, a.name, a.polygon, a.area, a.deviceCodes, a.designDepth, s.code AS standardName,
          NULL AS designHits, NULL AS lastTwoLimit, s.minRamsPerLayer
           FROM ram_area a LEFT JOIN ddc_hammer_standard s ON s.id = a.standardId
           WHERE a.family = 'ddc'${andSections(sections)} ORDER BY a.code`,
        ...(sections?.params ?? []),
      );
}

/** The section of the area an id names (of the family), for the reader's scope: refused as unknown outside it. */
export function areaInScope(ctx: RequestContext, areaId: number, family: Family): boolean {
  const sections = sectionWhere(ctx.app.store, ctx.actor.id, 'COALESCE(a.sectionId, 0)');
  return (
    ctx.app.store.get(
      `SELECT 1 FROM ram_area a WHERE a.id = ? AND a.family = ?${andSections(sections)}`,
      areaId,
      family,
      ...(sections?.params ?? []),
    ) !== undefined
  );
}

/** The status a pile is drawn with: its progress, or its verdict with the first failed check. */
export function pileStatus(
  status: string,
  verdict: string | null,
  flags: string | null,
): (typeof pileStatuses)[number] {
  if (status !== 'done') return status === 'doing' ? 'doing' : 'todo';
  if (verdict === 'ok') return 'ok';
  const first = (flags ?? '').split(',')[0];
  return first === 'shortDepth' || first === 'fewRams' || first === 'fill' ? first : 'fewRams';
}

/** Counts per status of every area of the family, in one pass over the registry rows. */
function countsOf(store: Store, family: Family): Map<number, Record<string, number>> {
  const rows =
    family === 'hj'
      ? store.all<{ areaId: number; status: string; n: number }>(
          'SELECT areaId, status, COUNT(*) AS n FROM ram_point GROUP BY areaId, status',
        )
      : store
          .all<{ areaId: number; status: string; verdict: string | null; flags: string | null; n: number }>(
            'SELECT areaId, status, verdict, flags, COUNT(*) AS n FROM ddc_pile ' +
              'GROUP BY areaId, status, verdict, flags',
          )
          .map((r) => ({ areaId: r.areaId, status: pileStatus(r.status, r.verdict, r.flags), n: r.n }));
  const keys = family === 'hj' ? pointStatuses : pileStatuses;
  const out = new Map<number, Record<string, number>>();
  for (const r of rows) {
    const counts = out.get(r.areaId) ?? Object.fromEntries(keys.map((k) => [k, 0]));
    counts[r.status] = (counts[r.status] ?? 0) + r.n;
    out.set(r.areaId, counts);
  }
  return out;
}

const pct = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);

function progress(family: Family, counts: Record<string, number>) {
  const total = Object.values(counts).reduce((s, n) => s + n, 0);
  const done =
    family === 'hj'
      ? counts.below! + counts.within! + counts.above!
      : counts.ok! + counts.shortDepth! + counts.fewRams! + counts.fill!;
  const good = family === 'hj' ? counts.within! + counts.above! : counts.ok!;
  return { total, done, donePct: pct(done, total), qualifiedPct: pct(good, done) };
}

interface RigRow {
  deviceId: number;
  code: string;
  online: number | null;
  t: string | null;
  spotCode: string | null;
  x: number | null;
  y: number | null;
  areaCode: string | null;
}

/** Each rig of the family where its latest fact puts it (the point or pile it works), and whether it is on it now. */
export function rigsOf(store: Store, family: Family, now: string, sections: SectionFilter = null) {
  const params = [now, ...(sections?.params ?? [])];
  const rows =
    family === 'hj'
      ? store.all<RigRow>(
          `SELECT d.id AS deviceId, d.code, l.online, h.t, h.pointCode AS spotCode, p.x, p.y, h.areaCode
             FROM site_device d LEFT JOIN dev_state_latest l ON l.deviceId = d.id
             LEFT JOIN hj_hit h ON h.id = (SELECT id FROM hj_hit WHERE deviceId = d.id AND t <= ?
             ORDER BY t DESC, id DESC LIMIT 1)
             LEFT JOIN ram_point p ON p.code = h.pointCode
            WHERE d.kind = 'rammer'${andSections(sections)} ORDER BY d.code`,
          ...params,
        )
      : store.all<RigRow>(
          `SELECT d.id AS deviceId, d.code, l.online, e.t, e.pileCode AS spotCode, p.x, p.y, a.code AS areaCode
             FROM site_device d LEFT JOIN dev_state_latest l ON l.deviceId = d.id
             LEFT JOIN ddc_raw_event e ON e.id = (SELECT id FROM ddc_raw_event WHERE deviceId = d.id AND t <= ?
             ORDER BY t DESC, id DESC LIMIT 1)
             LEFT JOIN ddc_pile p ON p.code = e.pileCode LEFT JOIN ram_area a ON a.id = p.areaId
            WHERE d.kind = 'ddcRig'${andSections(sections)} ORDER BY d.code`,
          ...params,
        );
  const nowMs = Date.parse(now.replace(' ', 'T') + '+08:00');
  return rows.map((r) => ({
    ...r,
    online: r.online ?? 0,
    working: r.t !== null && r.online === 1 && nowMs - Date.parse(r.t.replace(' ', 'T') + '+08:00') <= WORKING_MS,
  }));
}

export const simNow = (ctx: RequestContext) => ctx.app.sim?.simStatus().simTime ?? siteTime(Date.now());

function overview(ctx: RequestContext, family: Family): Reply {
  const store = ctx.app.store;
  const now = simNow(ctx);
  const counts = countsOf(store, family);
  const keys = family === 'hj' ? pointStatuses : pileStatuses;
  const empty = () => Object.fromEntries(keys.map((k) => [k, 0]));
  const areas = areasOf(store, family, sectionWhere(store, ctx.actor.id, 'COALESCE(a.sectionId, 0)')).map((a) => {
    const c = counts.get(a.id) ?? empty();
    return {
      id: a.id,
      code: a.code,
      name: a.name,
      polygon: JSON.parse(a.polygon) as [number, number][],
      area: a.area,
      deviceCodes: a.deviceCodes ? a.deviceCodes.split(',') : [],
      standardName: a.standardName,
      designHits: a.designHits,
      lastTwoLimit: a.lastTwoLimit,
      designDepth: a.designDepth,
      minRamsPerLayer: a.minRamsPerLayer,
      counts: c,
      ...progress(family, c),
    };
  });
  const rigs = rigsOf(store, family, now, sectionWhere(store, ctx.actor.id, 'COALESCE(d.sectionId, 0)'));
  return ok({ simTime: now, areas, rigs });
}

export function idParam(ctx: RequestContext): number {
  const id = Number(ctx.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw rejected('id 无效');
  return id;
}

function areaPoints(ctx: RequestContext): Reply {
  const id = idParam(ctx);
  const store = ctx.app.store;
  if (!areaInScope(ctx, id, 'hj')) throw rejected(`强夯区域不存在: ${id}`);
  const points = store.all(
    `SELECT id, code, pass, x, y, designHits, status, COALESCE(hits, 0) AS hits, totalSettlement, lastTwoAvg, lastHitAt
       FROM ram_point WHERE areaId = ? ORDER BY code`,
    id,
  );
  return ok({ areaId: id, simTime: simNow(ctx), points });
}

function pointHits(ctx: RequestContext): Reply {
  const id = idParam(ctx);
  const store = ctx.app.store;
  const point = store.get<{
    id: number;
    code: string;
    areaCode: string;
    designHits: number;
    status: string;
    lastTwoLimit: number | null;
    x: number;
    y: number;
    areaId: number;
  }>(
    `SELECT p.id, p.code, a.code AS areaCode, p.designHits, p.status, p.x, p.y, s.lastTwoLimit, p.areaId
       FROM ram_point p JOIN ram_area a ON a.id = p.areaId LEFT JOIN ram_standard s ON s.id = a.standardId
       WHERE p.id = ?`,
    id,
  );
  if (!point || !areaInScope(ctx, point.areaId, 'hj')) throw rejected(`夯点不存在: ${id}`);
  const now = simNow(ctx);
  const hits = store.all<{
    hitNo: number;
    t: string;
    deviceCode: string;
    dropM: number;
    settlement: number;
    cumulative: number;
    energy: number;
    lowDrop: number;
    offPoint: number;
    thr: string;
  }>(
    `SELECT h.hitNo, h.t, d.code AS deviceCode, h.dropM, h.settlement, h.cumulative, h.energy, h.lowDrop, h.offPoint,
      h.thr
       FROM hj_hit h JOIN site_device d ON d.id = h.deviceId WHERE h.pointCode = ? AND h.t <= ? ORDER BY h.t, h.hitNo`,
    point.code,
    now,
  );
  // The rule is judged with the limit each hit was judged with (the standard in force then), else the area's.
  const last = hits.at(-1);
  const limit = last
    ? ((JSON.parse(last.thr) as { lastTwoLimit?: number }).lastTwoLimit ?? point.lastTwoLimit)
    : point.lastTwoLimit;
  const lastTwoAvg =
    hits.length >= 2 ? Math.round(((hits.at(-1)!.settlement + hits.at(-2)!.settlement) / 2) * 10) / 10 : null;
  return ok({
    point: {
      id: point.id,
      code: point.code,
      areaCode: point.areaCode,
      x: point.x,
      y: point.y,
      designHits: point.designHits,
      status: point.status,
    },
    hits: hits.map(({ thr: _thr, ...h }) => h),
    rule: {
      lastTwoAvg,
      limit: limit ?? null,
      met: lastTwoAvg !== null && limit !== null && limit !== undefined ? lastTwoAvg <= limit : null,
    },
  });
}

function areaPiles(ctx: RequestContext): Reply {
  const id = idParam(ctx);
  const store = ctx.app.store;
  if (!areaInScope(ctx, id, 'ddc')) throw rejected(`DDC区域不存在: ${id}`);
  const piles = store
    .all<{ status: string; verdict: string | null; flags: string | null } & Record<string, unknown>>(
      `SELECT id, code, x, y, designDepth, status, verdict, flags, depth, COALESCE(layers, 0) AS layers, fillM3,
        COALESCE(rams, 0) AS rams, startAt, endAt
         FROM ddc_pile WHERE areaId = ? ORDER BY code`,
      id,
    )
    .map((p) => ({ ...p, status: pileStatus(p.status, p.verdict, p.flags) }));
  return ok({ areaId: id, simTime: simNow(ctx), piles });
}

function pileEvents(ctx: RequestContext): Reply {
  const id = idParam(ctx);
  const store = ctx.app.store;
  const pile = store.get<{
    id: number;
    code: string;
    areaCode: string;
    designDepth: number;
    status: string;
    verdict: string | null;
    flags: string | null;
    depth: number | null;
    minRams: number | null;
    areaId: number;
  }>(
    `SELECT p.id, p.code, a.code AS areaCode, p.designDepth, p.status, p.verdict, p.flags, p.depth, p.areaId,
      s.minRamsPerLayer AS minRams
       FROM ddc_pile p JOIN ram_area a ON a.id = p.areaId LEFT JOIN ddc_hammer_standard s ON s.id = a.standardId
       WHERE p.id = ?`,
    id,
  );
  if (!pile || !areaInScope(ctx, pile.areaId, 'ddc')) throw rejected(`桩不存在: ${id}`);
  const now = simNow(ctx);
  const events = store.all(
    'SELECT t, event, times, duration, depth FROM ddc_raw_event WHERE pileCode = ? AND t <= ? ORDER BY t, id',
    pile.code,
    now,
  );
  const layers = store.all(
    'SELECT no, t, topDepth, fillM3, rams, ok FROM ddc_layer WHERE pileCode = ? AND t <= ? ORDER BY no',
    pile.code,
    now,
  );
  return ok({
    pile: {
      id: pile.id,
      code: pile.code,
      areaCode: pile.areaCode,
      designDepth: pile.designDepth,
      depth: pile.depth,
      minRamsPerLayer: pile.minRams,
      status: pileStatus(pile.status, pile.verdict, pile.flags),
    },
    events,
    layers,
  });
}

export const rammingMonitorRoutes: RouteDef[] = [
  { method: 'GET', path: '/api/hj/monitor/overview', menus: HJ_MENUS, handler: (ctx) => overview(ctx, 'hj') },
  { method: 'GET', path: '/api/hj/monitor/area/:id', menus: HJ_MENUS, handler: areaPoints },
  { method: 'GET', path: '/api/hj/point/:id/hits', menus: HJ_MENUS, handler: pointHits },
  { method: 'GET', path: '/api/ddc/monitor/overview', menus: DDC_MENUS, handler: (ctx) => overview(ctx, 'ddc') },
  { method: 'GET', path: '/api/ddc/monitor/area/:id', menus: DDC_MENUS, handler: areaPiles },
  { method: 'GET', path: '/api/ddc/pile/:id/events', menus: DDC_MENUS, handler: pileEvents },
];
