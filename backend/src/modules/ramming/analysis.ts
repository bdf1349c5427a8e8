import { ok, rejected, type Reply } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import { rammingPages } from '@console/contract/ramming/pages';
import { areaInScope, idParam, pileStatus, simNow } from './monitor.js';

// 数据分析 of the rammers and the DDC rigs: an area's finished points (piles) with each metric, and each metric's
// distribution over "nice" bins.

type Family = 'hj' | 'ddc';
const pages = rammingPages.pages;

/**
 * Histogram edges of "nice" width (1, 2, 2.5 or 5 × 10^k) over the values; whole numbers keep a width of at least 1.
 */
export function binEdges(values: readonly number[], integer: boolean, target = 8): number[] {
  if (values.length === 0) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const raw = (max - min) / target || 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  let step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((w) => w >= raw)!;
  if (integer) step = Math.max(1, Math.round(step));
  const first = Math.floor(min / step) * step;
  const edges = [first];
  while (edges.at(-1)! <= max) edges.push(Math.round((edges.at(-1)! + step) * 1e6) / 1e6);
  return edges;
}

/** How many values fall in each [edge, next edge) bin. */
export function binCounts(values: readonly number[], edges: readonly number[]): number[] {
  const counts = edges.slice(1).map(() => 0);
  for (const v of values) {
    const i = edges.findIndex((e, k) => k < edges.length - 1 && v >= e && v < edges[k + 1]!);
    if (i >= 0) counts[i]!++;
  }
  return counts;
}

type MetricSpec = { key: string; unit: string; integer: boolean };
const hjMetrics: MetricSpec[] = [
  { key: 'hits', unit: '', integer: true },
  { key: 'settlement', unit: 'mm', integer: false },
  { key: 'lastTwo', unit: 'mm', integer: false },
  { key: 'energy', unit: 'MJ', integer: false },
];
const ddcMetrics: MetricSpec[] = [
  { key: 'depth', unit: 'm', integer: false },
  { key: 'rams', unit: '', integer: true },
  { key: 'layers', unit: '', integer: true },
  { key: 'fill', unit: 'm³', integer: false },
];

/** An area's finished points (piles) with each metric, and each metric's distribution (数据分析). */
function analysis(ctx: RequestContext, family: Family): Reply {
  const id = idParam(ctx);
  const store = ctx.app.store;
  const area = store.get<{ id: number; code: string }>(
    'SELECT id, code FROM ram_area WHERE id = ? AND family = ?',
    id,
    family,
  );
  if (!area || !areaInScope(ctx, id, family)) throw rejected(`${family === 'hj' ? '强夯' : 'DDC'}区域不存在: ${id}`);
  const specs = family === 'hj' ? hjMetrics : ddcMetrics;
  const spots =
    family === 'hj'
      ? store
          .all<{
            id: number;
            code: string;
            x: number;
            y: number;
            status: string;
            designHits: number;
            hits: number;
            totalSettlement: number;
            lastTwoAvg: number | null;
            energy: number | null;
          }>(
            `SELECT p.id, p.code, p.x, p.y, p.status, p.designHits, p.hits, p.totalSettlement, p.lastTwoAvg, e.energy
               FROM ram_point p LEFT JOIN (SELECT pointCode, SUM(energy) AS energy FROM hj_hit WHERE areaCode = ?
               GROUP BY pointCode) e ON e.pointCode = p.code
              WHERE p.areaId = ? AND p.status IN ('below', 'within', 'above') ORDER BY p.code`,
            area.code,
            id,
          )
          .map((p) => ({
            id: p.id,
            code: p.code,
            x: p.x,
            y: p.y,
            status: p.status,
            design: p.designHits,
            values: {
              hits: p.hits,
              settlement: p.totalSettlement,
              lastTwo: p.lastTwoAvg,
              energy: p.energy === null ? null : Math.round(p.energy / 100) / 10,
            } as Record<string, number | null>,
          }))
      : store
          .all<{
            id: number;
            code: string;
            x: number;
            y: number;
            status: string;
            verdict: string | null;
            flags: string | null;
            designDepth: number;
            depth: number;
            rams: number;
            layers: number;
            fillM3: number;
          }>(
            `SELECT id, code, x, y, status, verdict, flags, designDepth, depth, rams, layers, fillM3 FROM ` +
              `ddc_pile WHERE areaId = ? AND status = 'done' ORDER BY code`,
            id,
          )
          .map((p) => ({
            id: p.id,
            code: p.code,
            x: p.x,
            y: p.y,
            status: pileStatus(p.status, p.verdict, p.flags),
            design: p.designDepth,
            values: { depth: p.depth, rams: p.rams, layers: p.layers, fill: p.fillM3 } as Record<string, number | null>,
          }));
  const metrics = specs.map((m) => {
    const values = spots.map((s) => s.values[m.key]).filter((v): v is number => v !== null && v !== undefined);
    const edges = binEdges(values, m.integer);
    const mean =
      values.length === 0 ? null : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;
    return {
      key: m.key,
      unit: m.unit,
      edges,
      counts: binCounts(values, edges),
      min: values.length ? Math.min(...values) : null,
      max: values.length ? Math.max(...values) : null,
      mean,
    };
  });
  return ok({ areaId: id, simTime: simNow(ctx), spots, metrics });
}

export const rammingAnalysisRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/hj/analysis/area/:id',
    menus: [pages.hjDataAnalysis.code],
    handler: (ctx) => analysis(ctx, 'hj'),
  },
  {
    method: 'GET',
    path: '/api/ddc/analysis/area/:id',
    menus: [pages.ddcDataAnalysis.code],
    handler: (ctx) => analysis(ctx, 'ddc'),
  },
];
