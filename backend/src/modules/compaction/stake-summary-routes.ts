import { type Scope, scopeOf } from '../../domain/data-scope.js';
import type { Store } from '../../db/database.js';
import { ok, type Reply } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import { dayIndexOf, dayLabel, type Facts, parseSiteTime, siteTime } from '../../sim/reads.js';
import { facts } from '../../kit/sim-facts.js';
import {
  encodeStrip,
  type LayerQuery,
  MAX_DAYS,
  rolledRoadLayers,
  type StakeRow,
  stakeSummary,
  stripMetrics,
  type StripMetric,
  stripTag,
} from './stake-summary.js';
import { badQuery } from '../../kit/stats-range.js';
import { compactionPages } from '@console/contract/compaction/pages';

/*
 * 实时桩号图's reads: `GET /api/znys/stakeSummary?sectionId&layerId&from&to` answers the per-stake rows and the
 * strip's geometry, `…/strip?…&metric=passes|temp` the strip's cells as bytes with an ETag. Every parameter
 * is checked: HTTP 400 `{status: 400, message}` says which one is wrong.
 */

export const STAKE_MAP_MENUS = [compactionPages.pages.znysRealtimeStakeMap.code];

const badRequest = (message: string): never => {
  throw badQuery(message);
};

function optionalId(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name)?.trim() ?? '';
  if (!raw) return undefined;
  const value = Number(raw);
  if (!/^\d{1,12}$/.test(raw) || !Number.isSafeInteger(value) || value <= 0)
    throw badQuery(`参数 ${name} 必须是正整数: ${raw}`);
  return value;
}

function day(query: URLSearchParams, name: 'from' | 'to'): number | undefined {
  const raw = query.get(name)?.trim();
  if (!raw) return undefined;
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? parseSiteTime(raw) : undefined;
  if (ms === undefined) throw badQuery(`参数 ${name} 必须是 yyyy-MM-dd 格式的日期: ${raw}`);
  return dayIndexOf(ms);
}

interface Target {
  targetPassesSteel: number | null;
  targetPassesRubber: number | null;
}

/**
 * The section, layer and day range asked for, each checked against the site. Left out, the section is
 * the first road section and the layer the top one its crews are rolling (a running process), the day
 * today: the answer names what it used, so a page can open on something before the user picks.
 */
export function layerQuery(store: Store, query: URLSearchParams, present: number, scope?: Scope): LayerQuery {
  // The reader's data scope: another section is not there for them, and the default is the first of theirs.
  const seen = scope && !scope.all ? scope.sections : null;
  const mine = seen ? ` AND id IN (SELECT value FROM json_each('${JSON.stringify(seen)}'))` : '';
  const sectionId =
    optionalId(query, 'sectionId') ??
    store.get<{ id: number }>(`SELECT id FROM site_section WHERE kind = 'road'${mine} ORDER BY code LIMIT 1`)?.id ??
    badRequest('没有道路标段');
  const section = store.get<{ kind: string; name: string }>(
    `SELECT kind, name FROM site_section WHERE id = ?${mine}`,
    sectionId,
  );
  if (!section) throw badQuery(`标段不存在: ${sectionId}`);
  if (section.kind !== 'road') throw badQuery(`标段「${section.name}」是面型工程，没有桩号`);
  const layerId =
    optionalId(query, 'layerId') ??
    store.get<{ id: number }>(
      `SELECT l.id FROM site_layer l LEFT JOIN cmp_process p ON p.layerId = l.id AND p.domain = 'znys'
        AND p.state = 'running'
        WHERE l.sectionId = ? AND l.domain = 'znys' ORDER BY p.id IS NULL, l.orderNum DESC LIMIT 1`,
      sectionId,
    )?.id ??
    badRequest(`标段「${section.name}」没有碾压结构层`);
  const layer = store.get<{ code: string; sectionId: number }>(
    'SELECT code, sectionId FROM site_layer WHERE id = ?',
    layerId,
  );
  if (!layer) throw badQuery(`结构层不存在: ${layerId}`);
  if (layer.sectionId !== sectionId) throw badQuery(`结构层 ${layerId} 不属于标段「${section.name}」`);
  const today = dayIndexOf(present - 1);
  const first = day(query, 'from') ?? day(query, 'to') ?? today;
  const last = day(query, 'to') ?? Math.max(first, Math.min(today, first + MAX_DAYS - 1));
  if (first > last) throw badQuery('参数 from 不能晚于 to');
  if (last - first + 1 > MAX_DAYS) throw badQuery(`时间范围不能超过 ${MAX_DAYS} 天`);
  return { sectionId, layerId, layerCode: layer.code, ...targetsOf(store, layerId), first, last };
}

/** The layer's pass targets from its compaction process (a rubber target of 0 is no target). */
function targetsOf(store: Store, layerId: number): Pick<LayerQuery, 'targetSteel' | 'targetRubber'> {
  const target = store.get<Target>(
    "SELECT targetPassesSteel, targetPassesRubber FROM cmp_process WHERE domain = 'znys' AND layerId = ? " +
      'ORDER BY id LIMIT 1',
    layerId,
  );
  return { targetSteel: target?.targetPassesSteel ?? null, targetRubber: target?.targetPassesRubber || null };
}

/** Today's rows of every road layer a crew rolls: what the `znys.stake` topic watches for changes. */
export function todayStakeRows(f: Facts): StakeRow[] {
  const today = dayIndexOf(f.cursor - 1);
  const out: StakeRow[] = [];
  for (const { layerCode } of rolledRoadLayers()) {
    const layer = f.store.get<{ id: number; sectionId: number }>(
      'SELECT id, sectionId FROM site_layer WHERE code = ?',
      layerCode,
    );
    if (!layer) continue;
    const q: LayerQuery = {
      sectionId: layer.sectionId,
      layerId: layer.id,
      layerCode,
      ...targetsOf(f.store, layer.id),
      first: today,
      last: today,
    };
    out.push(...stakeSummary(f, q).rows);
  }
  return out;
}

function metricOf(query: URLSearchParams): StripMetric {
  const raw = query.get('metric')?.trim() || 'passes';
  if (!(stripMetrics as readonly string[]).includes(raw))
    throw badQuery(`参数 metric 只能是 ${stripMetrics.join(' / ')}: ${raw}`);
  return raw as StripMetric;
}

function read(ctx: RequestContext) {
  const f = facts(ctx);
  const q = layerQuery(f.store, ctx.query, f.cursor, scopeOf(f.store, ctx.actor.id));
  return { f, q, summary: stakeSummary(f, q) };
}

export const stakeSummaryRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/znys/stakeSummary',
    menus: STAKE_MAP_MENUS,
    handler(ctx): Reply {
      const { f, q, summary } = read(ctx);
      return ok({
        sectionId: q.sectionId,
        layerId: q.layerId,
        from: dayLabel(q.first),
        to: dayLabel(q.last),
        simTime: siteTime(f.cursor),
        targetSteel: q.targetSteel ?? undefined,
        targetRubber: q.targetRubber ?? undefined,
        strip: summary.strip ?? undefined,
        rows: summary.rows,
      });
    },
  },
  {
    method: 'GET',
    path: '/api/znys/stakeSummary/strip',
    menus: STAKE_MAP_MENUS,
    handler(ctx): Reply {
      const metric = metricOf(ctx.query);
      const { q, summary } = read(ctx);
      const bytes = encodeStrip(summary, metric);
      return {
        http: 200,
        body: null,
        binary: { contentType: 'application/octet-stream', etag: stripTag(q, metric, bytes), bytes },
      };
    },
  },
];
