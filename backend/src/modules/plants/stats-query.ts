import type { Store } from '../../db/database.js';
import { deviceSection, sectionWhere } from '../../domain/data-scope.js';
import { holdsMenu } from '../../domain/permissions.js';
import { forbidden } from '../../http/reply.js';
import type { RequestContext } from '../../http/router.js';
import { dayIndexOf, dayLabel, dayStartMs, parseSiteTime, type PlantType, siteTime } from '../../sim/reads.js';
import { badQuery, dayOf, MAX_DAYS } from '../../kit/stats-range.js';
import { plantsPages } from '@console/contract/plants/pages';

/*
 * The query every statistics and analysis read of the mixing plants takes: plant type, an optional plant
 * and an inclusive day range. A page's menu gates its own plant type only, as the batch resources do, so
 * the route admits the three pages of its kind and the handler checks the one the plant type names.
 */

export type StatsKind = 'statistics' | 'analysis';

const { pages } = plantsPages;
const statsPages: Record<PlantType, Record<StatsKind, string>> = {
  lq: { statistics: pages.lqzStatistics.code, analysis: pages.lqzAnalysis.code },
  sw: { statistics: pages.swzStatistics.code, analysis: pages.swzAnalysis.code },
  sn: { statistics: pages.sntzStatistics.code, analysis: pages.sntzAnalysis.code },
};
export const plantTypes: readonly PlantType[] = ['lq', 'sw', 'sn'];

export const pageOf = (type: PlantType, kind: StatsKind) => statsPages[type][kind];
export const pagesOf = (kind: StatsKind) => plantTypes.map((t) => pageOf(t, kind));

/** Default range: the last week up to the site's present, trimmed to the days that have batches. */
const DEFAULT_DAYS = 7;

export interface Plant {
  id: number;
  code: string;
  name: string;
}

export interface StatsQuery {
  plantType: PlantType;
  plant: Plant | undefined;
  /** The plants of the type the reader's data scope reaches (by the section of the plant's device). */
  plants: Plant[];
  /** Whether the reader sees only some sections: the batches are then those of `plants`. */
  scoped: boolean;
  /** Inclusive day labels, as answered. */
  start: string;
  end: string;
  /** `[from, to)` in site time text, for `dischargeTime` comparisons. */
  from: string;
  to: string;
}

export { badQuery, MAX_DAYS };

/** The site's present: the simulator's cursor, or the newest batch when it does not run. */
function presentDay(ctx: RequestContext, store: Store, type: PlantType): number {
  const cursor = ctx.app.sim?.facts.cursor;
  if (cursor !== undefined) return dayIndexOf(cursor);
  const last = store.get<{ t: string | null }>(
    'SELECT MAX(dischargeTime) t FROM bhz_batch WHERE plantType = ?',
    type,
  )?.t;
  return dayIndexOf(last ? parseSiteTime(last)! : Date.now());
}

export function statsQuery(ctx: RequestContext, kind: StatsKind): StatsQuery {
  const { store } = ctx.app;
  const rawType = ctx.query.get('plantType')?.trim() ?? '';
  if (!plantTypes.includes(rawType as PlantType)) throw badQuery(`参数 plantType 必须是 ${plantTypes.join('、')} 之一`);
  const plantType = rawType as PlantType;
  if (!holdsMenu(store, ctx.actor.id, [pageOf(plantType, kind)])) throw forbidden();
  const scope = sectionWhere(store, ctx.actor.id, `COALESCE(${deviceSection('p.deviceId')}, 0)`);
  const plants = store.all<Plant>(
    `SELECT p.id, p.code, p.name FROM bhz_plant p WHERE p.plantType = ?${scope ? ` AND ${scope.sql}` : ''}
      ORDER BY p.code`,
    plantType,
    ...(scope?.params ?? []),
  );
  const rawPlant = ctx.query.get('plantId')?.trim();
  let plant: Plant | undefined;
  if (rawPlant) {
    plant = plants.find((p) => String(p.id) === rawPlant);
    if (!plant) throw badQuery(`参数 plantId 不是该类型的拌和站: ${rawPlant}`);
  }
  let start = dayOf(ctx.query, 'start');
  let end = dayOf(ctx.query, 'end');
  if (end === undefined)
    end =
      start !== undefined
        ? Math.min(start + DEFAULT_DAYS - 1, presentDay(ctx, store, plantType))
        : presentDay(ctx, store, plantType);
  if (start === undefined) {
    start = end - DEFAULT_DAYS + 1;
    const first = store.get<{ t: string | null }>(
      'SELECT MIN(dischargeTime) t FROM bhz_batch WHERE plantType = ?',
      plantType,
    )?.t;
    if (first) start = Math.min(end, Math.max(start, dayIndexOf(parseSiteTime(first)!)));
  }
  if (start > end) throw badQuery('参数 start 不能晚于 end');
  if (end - start + 1 > MAX_DAYS) throw badQuery(`时间范围不能超过 ${MAX_DAYS} 天`);
  return {
    plantType,
    plant,
    plants,
    scoped: scope !== null,
    start: dayLabel(start),
    end: dayLabel(end),
    from: siteTime(dayStartMs(start)),
    to: siteTime(dayStartMs(end + 1)),
  };
}

/** `WHERE` over `bhz_batch b` for a query, on the (plantType, dischargeTime) or (plantId, dischargeTime) index. */
export function batchWhere(q: StatsQuery): { sql: string; params: (string | number)[] } {
  if (q.plant)
    return {
      sql: 'b.plantId = ? AND b.dischargeTime >= ? AND b.dischargeTime < ?',
      params: [q.plant.id, q.from, q.to],
    };
  if (q.scoped)
    return {
      sql: 'b.plantId IN (SELECT value FROM json_each(?)) AND b.dischargeTime >= ? AND b.dischargeTime < ?',
      params: [JSON.stringify(q.plants.map((p) => p.id)), q.from, q.to],
    };
  return {
    sql: 'b.plantType = ? AND b.dischargeTime >= ? AND b.dischargeTime < ?',
    params: [q.plantType, q.from, q.to],
  };
}

/** What every answer carries: the range it covers (defaults resolved) and the plants to filter by. */
export const head = (q: StatsQuery) => ({
  plantType: q.plantType,
  plantId: q.plant?.id,
  start: q.start,
  end: q.end,
  plants: q.plants,
});

/** The days of the range, oldest first, so a day without batches still shows as zero. */
export function daysOf(q: StatsQuery): string[] {
  const out: string[] = [];
  for (let d = dayIndexOf(parseSiteTime(q.start)!); d <= dayIndexOf(parseSiteTime(q.end)!); d++) out.push(dayLabel(d));
  return out;
}
