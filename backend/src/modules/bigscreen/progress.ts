import type { App } from '../../app.js';
import type { Store } from '../../db/database.js';
import type { SqlValue } from '../../db/database.js';
import { ApiError, ok, rejected } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import { dayIndexOf, dayLabel, parseSiteTime, siteTime } from '../../sim/reads.js';
import { column, textColumn, type Kpi, type View } from '../../kit/chart-answer.js';
import { qualifiedAreaByProcess } from '../compaction/index.js';
import { progress } from '@console/contract/bigscreen/resources';
import { bigscreenPages } from '@console/contract/bigscreen/pages';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { presentOf, round } from '../../kit/stats-range.js';

/*
 * Construction progress (施工进度): items of planned work (a section, optionally a layer, a quantity over plan
 * dates). What is done is the simulator's facts from the plan start up to the site's present, by the item's
 * `fact`, plus a manual adjustment that must carry its reason:
 *   compactedArea  m²     area of the layer rolled to its target passes (the layer's compaction processes)
 *   rammedPoints   point  ram points of the section's areas, counted on the day of their first blow
 *   ddcPiles       pile   DDC piles of the section's areas finished
 *   plantOutput    t      plant output of the layer's mix type
 *   none           any    nothing from facts: the adjustment is all that is done
 * `doneAuto` is recomputed after every write of an item and as the simulator writes (`refreshAsSiteAdvances`; a
 * handful of items; the compaction days are cached by the trends module). Reads only read.
 */

export const factUnits = {
  compactedArea: 'm2',
  rammedPoints: 'point',
  ddcPiles: 'pile',
  plantOutput: 't',
  none: null,
} as const;
export type Fact = keyof typeof factUnits;
const PROGRESS = bigscreenPages.pages.szhsgProgress.code;
const MENUS = [PROGRESS];

export interface ProgressItem {
  id: number;
  name: string;
  sectionId: number;
  sectionName: string;
  layerId: number | null;
  layerName: string | null;
  fact: Fact;
  unit: string;
  plannedQty: number;
  planStart: string;
  planEnd: string;
  doneAuto: number;
  doneManual: number;
  done: number;
  pct: number;
}

const VIEW = `SELECT p.id, p.name, p.sectionId, s.name AS sectionName, p.layerId, l.name AS layerName, p.fact, p.unit,
  p.plannedQty,
    p.planStart, p.planEnd, p.doneAuto, p.doneManual, p.adjustReason, ROUND(p.doneAuto + p.doneManual, 2) AS done,
    ROUND(100.0 * (p.doneAuto + p.doneManual) / p.plannedQty, 1) AS pct, p.remark, p.updTime
  FROM szhsg_progress p JOIN site_section s ON s.id = p.sectionId LEFT JOIN site_layer l ON l.id = p.layerId`;

export function progressItems(store: Store, sectionIds?: readonly number[]): ProgressItem[] {
  const rows = store.all<ProgressItem>(`SELECT * FROM (${VIEW}) ORDER BY planStart, id`);
  return sectionIds && sectionIds.length > 0 ? rows.filter((r) => sectionIds.includes(r.sectionId)) : rows;
}

type Scope = { fact: string; sectionId: number; layerId: number | null; planStart: string };

/** An item's facts per day (`yyyy-MM-dd` → quantity) from its plan start up to the present. */
function factsByDay(store: Store, app: App, item: Scope, present: number): Map<string, number> {
  const now = siteTime(present);
  const out = new Map<string, number>();
  const from = item.planStart;
  const rows = (sql: string, ...params: SqlValue[]) => {
    for (const r of store.all<{ d: string; n: number }>(sql, ...params))
      if (r.d >= from) out.set(r.d, (out.get(r.d) ?? 0) + r.n);
  };
  switch (item.fact) {
    case 'rammedPoints':
      rows(
        `SELECT d, COUNT(*) n FROM (SELECT h.pointCode, MIN(substr(h.t, 1, 10)) d FROM hj_hit h
          JOIN ram_area a ON a.code = h.areaCode
           WHERE a.sectionId = ? AND h.t < ? GROUP BY h.pointCode) GROUP BY d`,
        item.sectionId,
        now,
      );
      break;
    case 'ddcPiles':
      rows(
        `SELECT substr(p.endAt, 1, 10) d, COUNT(*) n FROM ddc_pile p JOIN ram_area a ON a.id = p.areaId
           WHERE p.status = 'done' AND a.sectionId = ? AND p.endAt < ? GROUP BY d`,
        item.sectionId,
        now,
      );
      break;
    case 'plantOutput': {
      const layer = store.get<{ mixType: string | null; plantType: string | null }>(
        'SELECT mixType, plantType FROM site_layer WHERE id = ?',
        item.layerId,
      );
      if (layer?.mixType)
        rows(
          `SELECT substr(dischargeTime, 1, 10) d, SUM(batchWeight) / 1000.0 n FROM bhz_batch WHERE mixType = ? ` +
            `AND plantType = ? AND dischargeTime < ? GROUP BY d`,
          layer.mixType,
          layer.plantType,
          now,
        );
      break;
    }
    case 'compactedArea': {
      const processes = store
        .all<{ code: string }>('SELECT code FROM cmp_process WHERE layerId = ?', item.layerId)
        .map((p) => p.code);
      const first = parseSiteTime(from);
      if (processes.length === 0 || first === undefined) break;
      const days: number[] = [];
      for (let d = Math.max(dayIndexOf(first), dayIndexOf(present) - 366); d <= dayIndexOf(present - 1); d++)
        days.push(d);
      for (const [day, byProcess] of qualifiedAreaByProcess(app, days, present)) {
        const n = processes.reduce((s, code) => s + (byProcess.get(code) ?? 0), 0);
        if (n > 0) out.set(dayLabel(day), round(n, 1));
      }
      break;
    }
  }
  return out;
}

const sumOf = (m: Map<string, number>) =>
  round(
    [...m.values()].reduce((s, n) => s + n, 0),
    2,
  );

export function refresh(store: Store, app: App, id?: number): void {
  const present = presentOf({ app });
  const items = store.all<Scope & { id: number; doneAuto: number }>(
    `SELECT id, fact, sectionId, layerId, planStart, doneAuto FROM szhsg_progress${id ? ' WHERE id = ?' : ''}`,
    ...(id ? [id] : []),
  );
  for (const item of items) {
    const value = item.fact === 'none' ? 0 : sumOf(factsByDay(store, app, item, present));
    if (value !== item.doneAuto) store.run('UPDATE szhsg_progress SET doneAuto = ? WHERE id = ?', value, item.id);
  }
}

/** Where the site stood at each store's last refresh: days back-filled, the site's present, the wall clock. */
const refreshedAt = new WeakMap<Store, { backfill: string; present: number; wall: number }>();

/**
 * Runs after the simulator has written more of the site, in the write turn: items are recomputed for every
 * back-filled day, and then as the site's clock runs, once it has moved a minute on and either half a minute has
 * passed or it has moved ten minutes on (a test's jump). At the default speed that is once a minute, at speed 60
 * every ten seconds, never on every step; and never by a read.
 */
export async function refreshAsSiteAdvances(app: App): Promise<void> {
  const status = app.sim?.simStatus().backfill;
  const backfill = `${status?.doneDays}/${status?.totalDays}`;
  const present = presentOf({ app });
  const wall = Date.now();
  const last = refreshedAt.get(app.store);
  if (last && last.backfill === backfill) {
    const moved = Math.abs(present - last.present);
    if (moved < 60_000 || (wall - last.wall < 30_000 && moved < 600_000)) return;
  }
  await app.store.inWriteTurn(() => app.store.transaction(() => refresh(app.store, app)));
  refreshedAt.set(app.store, { backfill, present, wall });
}

/** The write's refusals, on the row as it will be stored. */
function check(store: Store, row: Record<string, unknown>): void {
  if (String(row.planEnd) < String(row.planStart)) throw rejected('计划完成日期不能早于计划开始日期');
  const fact = row.fact as Fact;
  const unit = factUnits[fact];
  if (unit && row.unit !== unit) throw rejected(`完成量来源与单位不符：应为 ${unit}`);
  const layer =
    row.layerId == null
      ? undefined
      : store.get<{ sectionId: number; mixType: string | null; name: string }>(
          'SELECT sectionId, mixType, name FROM site_layer WHERE id = ?',
          row.layerId,
        );
  if (layer && layer.sectionId !== Number(row.sectionId)) throw rejected(`结构层「${layer.name}」不属于所选标段`);
  if (fact === 'compactedArea' && (!layer || !store.get('SELECT 1 FROM cmp_process WHERE layerId = ?', row.layerId)))
    throw rejected('压实面积来自结构层的碾压工艺：请选择有碾压工艺的结构层');
  if (fact === 'plantOutput' && !layer?.mixType)
    throw rejected('拌和产量按结构层的混合料类型统计：请选择有混合料类型的结构层');
  if (Number(row.doneManual ?? 0) !== 0 && !String(row.adjustReason ?? '').trim())
    throw rejected('手工调整完成量时必须填写调整原因');
}

export const progressResources: ResourceDef[] = [
  {
    ...declaredAs(progress, {
      sectionId: { ref: { table: 'site_section' } },
      layerId: { ref: { table: 'site_layer' } },
    }),
    table: 'szhsg_progress',
    view: VIEW,
    menus: MENUS,
    screen: PROGRESS,
    keyword: ['name', 'sectionName', 'layerName', 'adjustReason'],
    defaultSort: 'planStart ASC, id ASC',
    writes: { create: true, update: true, delete: true },
    guard: {
      create: (store, row) => check(store, row),
      update: (store, _id, row, before) => check(store, { ...before, ...row }),
    },
    effects: {
      create: (store, _row, ctx, id) => refresh(store, ctx.app, id),
      update: (store, id, _row, _before, ctx) => refresh(store, ctx.app, id),
    },
  },
];

const badQuery = (message: string) => new ApiError(400, message, 400);
const MAX_CURVE_DAYS = 366;

function dayParam(query: URLSearchParams, name: 'start' | 'end'): number | undefined {
  const raw = query.get(name)?.trim();
  if (!raw) return undefined;
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? parseSiteTime(raw) : undefined;
  if (ms === undefined) throw badQuery(`参数 ${name} 必须是 yyyy-MM-dd 格式的日期: ${raw}`);
  return dayIndexOf(ms);
}

/**
 * The S-curve: per day, the planned and the actual cumulative share of the whole plan. Each item weighs
 * equally (their units differ); its plan spreads evenly over its plan days, its actual is its facts up to
 * the day plus its manual adjustment (counted from its plan start), capped at 100 %. Actual stops at the
 * present. By default the range spans the items' plan dates and the present.
 */
export function progressCurve(store: Store, ctx: RequestContext) {
  const present = presentOf(ctx);
  const today = dayIndexOf(present);
  const items = store.all<
    Scope & { id: number; name: string; plannedQty: number; planEnd: string; doneManual: number }
  >(
    'SELECT id, name, fact, sectionId, layerId, plannedQty, planStart, planEnd, doneManual FROM szhsg_progress ' +
      'ORDER BY planStart, id',
  );
  const dayOf = (label: string) => dayIndexOf(parseSiteTime(label)!);
  let first = dayParam(ctx.query, 'start');
  let last = dayParam(ctx.query, 'end');
  if (first === undefined) first = items.length > 0 ? Math.min(...items.map((i) => dayOf(i.planStart))) : today - 6;
  if (last === undefined) last = items.length > 0 ? Math.max(today, ...items.map((i) => dayOf(i.planEnd))) : today;
  if (first > last) throw badQuery('参数 start 不能晚于 end');
  if (last - first + 1 > MAX_CURVE_DAYS) throw badQuery(`时间范围不能超过 ${MAX_CURVE_DAYS} 天`);
  const days: number[] = [];
  for (let d = first; d <= last; d++) days.push(d);
  const perItem = items.map((item) => {
    const facts = item.fact === 'none' ? new Map<string, number>() : factsByDay(store, ctx.app, item, present);
    const start = dayOf(item.planStart);
    const span = dayOf(item.planEnd) - start + 1;
    return {
      planned: (d: number) => Math.min(1, Math.max(0, (d - start + 1) / span)),
      actual: (d: number) => {
        if (d < start) return 0;
        const label = dayLabel(d);
        let sum = item.doneManual;
        for (const [day, n] of facts) if (day <= label) sum += n;
        return Math.min(1, Math.max(0, sum / item.plannedQty));
      },
    };
  });
  const share = (pick: (i: (typeof perItem)[number]) => number) =>
    items.length === 0 ? null : round((100 * perItem.reduce((s, i) => s + pick(i), 0)) / items.length, 1);
  const labels = days.map(dayLabel);
  const planned = days.map((d) => share((i) => i.planned(d)));
  const actual = days.map((d) => (d > today ? null : share((i) => i.actual(d))));
  const empty = items.length === 0;
  const at = Math.min(Math.max(today, first), last) - first;
  const curve: View = {
    chart: {
      type: 'line',
      x: labels,
      y: '@cumulativePct',
      unit: '%',
      series: [
        { key: 'planned', name: '@plannedCumulative', data: planned },
        { key: 'actual', name: '@actualCumulative', data: actual },
      ],
    },
    table: {
      columns: [
        textColumn('day'),
        column('planned', '@plannedCumulative', '%'),
        column('actual', '@actualCumulative', '%'),
      ],
      rows: labels.map((day, i) => ({ day, planned: planned[i]!, actual: actual[i]! })),
    },
    empty,
  };
  const kpis: Kpi[] = [
    { key: 'items', name: '@progressItems', value: items.length },
    { key: 'planned', name: '@plannedCumulative', value: empty ? null : planned[at]!, unit: '%' },
    { key: 'actual', name: '@actualCumulative', value: empty ? null : actual[at]!, unit: '%' },
  ];
  return { start: dayLabel(first), end: dayLabel(last), kpis, views: { curve } };
}

export const progressRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/szhsg/progress/curve',
    menus: MENUS,
    handler: (ctx) => ok(progressCurve(ctx.app.store, ctx)),
  },
];
