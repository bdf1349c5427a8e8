import { andSections, deviceSection, type SectionFilter, sectionWhere } from '../../domain/data-scope.js';
import type { Store } from '../../db/database.js';
import { ok } from '../../http/reply.js';
import type { RouteDef } from '../../http/router.js';
import { rammingPages } from '@console/contract/ramming/pages';
import { column, type Kpi, textColumn, type View } from '../../kit/chart-answer.js';
import { dayRange, type DayRange, daysIn, pct, round } from '../../kit/stats-range.js';

/*
 * The rammers' 数据统计 and 工作量统计, aggregated in SQL over the validated hits (`hj_hit`, judged by the simulator
 * with the thresholds each hit stores). A point counts in a range when it was hit in it; it is qualified when
 * its hits reach the design count and the mean settlement of its last two hits is within the limit stored
 * with them.
 */

interface PointRow {
  pointCode: string;
  hits: number;
  designHits: number | null;
  lastTwo: number | null;
  limit: number | null;
  total: number;
}

/** The reader's data scope over the section of a hit's rig. */
const hitSections = (store: Store, userId: number): SectionFilter =>
  sectionWhere(store, userId, `COALESCE(${deviceSection('deviceId')}, 0)`);

function points(store: Store, r: DayRange, sections: SectionFilter): PointRow[] {
  return store.all<PointRow>(
    `WITH h AS (
       SELECT pointCode, hitNo, settlement, cumulative, json_extract(thr, '$.lastTwoLimit') AS lim,
              ROW_NUMBER() OVER (PARTITION BY pointCode ORDER BY hitNo DESC) AS back
         FROM hj_hit WHERE t >= ? AND t < ?${andSections(sections)})
     SELECT h.pointCode, COUNT(*) AS hits, p.designHits, AVG(CASE WHEN back <= 2 THEN settlement END) AS lastTwo,
            MAX(lim) AS "limit", MAX(cumulative) AS total
       FROM h LEFT JOIN ram_point p ON p.code = h.pointCode GROUP BY h.pointCode ORDER BY h.pointCode`,
    r.from,
    r.to,
    ...(sections?.params ?? []),
  );
}

const qualified = (p: PointRow) =>
  p.designHits !== null && p.hits >= p.designHits && p.lastTwo !== null && p.limit !== null && p.lastTwo <= p.limit;

export function rammingStatistics(store: Store, r: DayRange, sections: SectionFilter = null) {
  const list = points(store, r, sections);
  const days = daysIn(r.first, r.last);
  const perDay = store.all<{ day: string; points: number; hits: number }>(
    `SELECT substr(t, 1, 10) day, COUNT(DISTINCT pointCode) points, COUNT(*) hits FROM hj_hit WHERE t >= ? AND ` +
      `t < ?${andSections(sections)} GROUP BY day`,
    r.from,
    r.to,
    ...(sections?.params ?? []),
  );
  const hits = list.reduce((s, p) => s + p.hits, 0);
  const ok = list.filter(qualified).length;
  const of = (day: string) => perDay.find((d) => d.day === day);
  const empty = list.length === 0;
  // From the fewest to the most hits, and 200 mm settlement bins from the smallest total to the largest.
  const fewest = Math.min(...list.map((p) => p.hits));
  const counts = empty
    ? []
    : Array.from({ length: Math.max(...list.map((p) => p.hits)) - fewest + 1 }, (_, i) => fewest + i);
  const bin = 200;
  const lowest = empty ? 0 : Math.floor(Math.min(...list.map((p) => p.total)) / bin) * bin;
  const bins = empty
    ? []
    : Array.from(
        { length: (Math.floor(Math.max(...list.map((p) => p.total)) / bin) * bin) / bin - lowest / bin + 1 },
        (_, i) => lowest + i * bin,
      );
  const kpis: Kpi[] = [
    { key: 'points', name: '@points', value: list.length },
    { key: 'hits', name: '@hits', value: hits },
    { key: 'qualifiedPct', name: '@qualifiedPct', value: pct(ok, list.length), unit: '%' },
  ];
  const daily: View = {
    chart: {
      type: 'bar',
      x: days,
      y: '@count',
      series: [{ key: 'points', name: '@points', data: days.map((d) => of(d)?.points ?? 0) }],
    },
    table: {
      columns: [textColumn('day'), column('points'), column('hits')],
      rows: days.map((day) => ({ day, points: of(day)?.points ?? 0, hits: of(day)?.hits ?? 0 })),
    },
    empty,
  };
  const hitsPerPoint: View = {
    chart: {
      type: 'bar',
      x: counts.map(String),
      y: '@points',
      series: [{ key: 'points', name: '@points', data: counts.map((n) => list.filter((p) => p.hits === n).length) }],
    },
    table: {
      columns: [column('hitsPerPoint'), column('points')],
      rows: counts.map((n) => ({ hitsPerPoint: n, points: list.filter((p) => p.hits === n).length })),
    },
    empty,
  };
  const settlement: View = {
    chart: {
      type: 'bar',
      x: bins.map((from) => `${from}–${from + bin}`),
      y: '@points',
      series: [
        {
          key: 'points',
          name: '@points',
          data: bins.map((from) => list.filter((p) => p.total >= from && p.total < from + bin).length),
        },
      ],
    },
    table: {
      columns: [column('from', '@binFrom', 'mm'), column('to', '@binTo', 'mm'), column('points')],
      rows: bins.map((from) => ({
        from,
        to: from + bin,
        points: list.filter((p) => p.total >= from && p.total < from + bin).length,
      })),
    },
    empty,
  };
  return { start: r.start, end: r.end, kpis, views: { daily, hitsPerPoint, settlement } };
}

export function rammingWork(store: Store, r: DayRange, sections: SectionFilter = null) {
  const rows = store.all<{
    device: string;
    day: string;
    points: number;
    hits: number;
    first: string;
    last: string;
    energy: number;
    lowDrop: number;
  }>(
    `SELECT d.code device, substr(h.t, 1, 10) day, COUNT(DISTINCT h.pointCode) points, COUNT(*) hits, MIN(h.t) first,
      MAX(h.t) last,
            SUM(h.energy) energy, SUM(h.lowDrop) lowDrop
       FROM hj_hit h JOIN site_device d ON d.id = h.deviceId WHERE h.t >= ? AND h.t < ?${andSections(sections)}
       GROUP BY d.code, day ORDER BY day, d.code`,
    r.from,
    r.to,
    ...(sections?.params ?? []),
  );
  // Working time: first to last hit of the device's day (the rig stands between points but is at work).
  const hours = (row: { first: string; last: string }) =>
    round((Date.parse(row.last.replace(' ', 'T')) - Date.parse(row.first.replace(' ', 'T'))) / 3_600_000, 2);
  const devices = [...new Set(rows.map((x) => x.device))].sort();
  const days = daysIn(r.first, r.last);
  const empty = rows.length === 0;
  const total = (device: string, pick: (x: (typeof rows)[number]) => number) =>
    rows.filter((x) => x.device === device).reduce((s, x) => s + pick(x), 0);
  return {
    start: r.start,
    end: r.end,
    kpis: [
      { key: 'points', name: '@points', value: rows.reduce((s, x) => s + x.points, 0) },
      { key: 'hits', name: '@hits', value: rows.reduce((s, x) => s + x.hits, 0) },
      {
        key: 'workHours',
        name: '@workHours',
        value: round(
          rows.reduce((s, x) => s + hours(x), 0),
          2,
        ),
        unit: 'h',
      },
      { key: 'energy', name: '@energy', value: round(rows.reduce((s, x) => s + x.energy, 0) / 1000, 1), unit: 'MJ' },
    ] satisfies Kpi[],
    views: {
      daily: {
        chart: {
          type: 'bar',
          x: days,
          y: '@hits',
          series: devices.map((device) => ({
            key: `device:${device}`,
            name: device,
            stack: 'device',
            data: days.map((day) => rows.find((x) => x.device === device && x.day === day)?.hits ?? 0),
          })),
        },
        table: {
          columns: [
            textColumn('day'),
            textColumn('device'),
            column('points'),
            column('hits'),
            column('workHours', '@workHours', 'h'),
            column('energy', '@energy', 'MJ'),
            column('lowDrop'),
          ],
          rows: rows.map((x) => ({
            day: x.day,
            device: x.device,
            points: x.points,
            hits: x.hits,
            workHours: hours(x),
            energy: round(x.energy / 1000, 1),
            lowDrop: x.lowDrop,
          })),
        },
        empty,
      } satisfies View,
      byDevice: {
        chart: {
          type: 'bar',
          x: devices,
          y: '@points',
          series: [{ key: 'points', name: '@points', data: devices.map((d) => total(d, (x) => x.points)) }],
        },
        table: {
          columns: [
            textColumn('device'),
            column('points'),
            column('hits'),
            column('workHours', '@workHours', 'h'),
            column('energy', '@energy', 'MJ'),
            column('lowDrop'),
          ],
          rows: devices.map((d) => ({
            device: d,
            points: total(d, (x) => x.points),
            hits: total(d, (x) => x.hits),
            workHours: round(total(d, hours), 2),
            energy: round(total(d, (x) => x.energy) / 1000, 1),
            lowDrop: total(d, (x) => x.lowDrop),
          })),
        },
        empty,
      } satisfies View,
    },
  };
}

export const rammingStatsRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/hj/summary',
    menus: [rammingPages.pages.hjStatistics.code],
    handler: (ctx) => ok(rammingStatistics(ctx.app.store, dayRange(ctx), hitSections(ctx.app.store, ctx.actor.id))),
  },
  {
    method: 'GET',
    path: '/api/hj/work',
    menus: [rammingPages.pages.hjWorkStatistics.code],
    handler: (ctx) => ok(rammingWork(ctx.app.store, dayRange(ctx), hitSections(ctx.app.store, ctx.actor.id))),
  },
];
