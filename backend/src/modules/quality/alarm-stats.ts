import { deviceSection, sectionWhere } from '../../domain/data-scope.js';
import { problemDomains, type ProblemDomain } from '@console/contract/quality/pdca-groups';
import type { Store } from '../../db/database.js';
import { holdsMenu } from '../../domain/permissions.js';
import { forbidden, ok } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import { dayIndexOf, dayLabel, dayStartMs, parseSiteTime, siteTime } from '../../sim/reads.js';
import { type Cell, column, type Kpi, textColumn, type View } from '../../kit/chart-answer.js';
import { badQuery, dayRange, type DayRange, daysIn, pct, round } from '../../kit/stats-range.js';
import { qualityPages } from '@console/contract/quality/pages';

const pages = qualityPages.pages;

/*
 * Alarm statistics over `pdca_alarm`: the PDCA pages' 报警统计 by type, level, day, device and section with the
 * top devices and a day × hour table, per problem domain; the trend pages' alarm grades (per day by level,
 * share, alarm domain × level) and alarm trend (per type and day with the 7-day moving average of the total).
 * Counted in SQL over the stored alarms; nothing is judged here.
 */

const levels = [1, 2, 3] as const;
const levelName = (level: number) => `@level${level}`;

interface Scope {
  range: DayRange;
  /** Alarm domains counted; undefined for every domain. */
  domains?: readonly string[];
  /** The reader's data scope over the alarm's device's section (`sectionWhere`); absent for every section. */
  sections?: { sql: string; params: unknown[] } | null;
}

/** The section of an alarm `a`: its device's (0, in no one's scope, for an alarm of no device). */
const alarmSection = `COALESCE(${deviceSection('a.deviceId')}, 0)`;

/** The statistics' scope for a request: the range, and the sections the reader's data scope reaches. */
const scopeFor = (ctx: RequestContext, domains?: readonly string[]): Scope => ({
  range: dayRange(ctx),
  ...(domains ? { domains } : {}),
  sections: sectionWhere(ctx.app.store, ctx.actor.id, alarmSection),
});

function where(scope: Scope, from = scope.range.from): { sql: string; params: unknown[] } {
  const params: unknown[] = [from, scope.range.to];
  let sql = 'a.t >= ? AND a.t < ?';
  if (scope.domains) {
    sql += ` AND a.domain IN (${scope.domains.map(() => '?').join(', ')})`;
    params.push(...scope.domains);
  }
  if (scope.sections) {
    sql += ` AND ${scope.sections.sql}`;
    params.push(...scope.sections.params);
  }
  return { sql, params };
}

function levelCounts(store: Store, scope: Scope): Record<1 | 2 | 3, number> & { total: number } {
  const w = where(scope);
  const r = store.get<{ l1: number | null; l2: number | null; l3: number | null; n: number }>(
    `SELECT SUM(a.level = 1) l1, SUM(a.level = 2) l2, SUM(a.level = 3) l3, COUNT(*) n FROM pdca_alarm a WHERE ${w.sql}`,
    ...w.params,
  )!;
  return { 1: r.l1 ?? 0, 2: r.l2 ?? 0, 3: r.l3 ?? 0, total: r.n };
}

const levelKpis = (c: ReturnType<typeof levelCounts>): Kpi[] => [
  { key: 'alarms', name: '@alarms', value: c.total },
  ...levels.map((level) => ({ key: `level${level}`, name: levelName(level), value: c[level] })),
];

/** Per day by level: stacked bars, one row per day. */
function byDayLevel(store: Store, scope: Scope): View {
  const w = where(scope);
  const rows = store.all<{ day: string; level: number; n: number }>(
    `SELECT substr(a.t, 1, 10) day, a.level, COUNT(*) n FROM pdca_alarm a WHERE ${w.sql} GROUP BY day, a.level`,
    ...w.params,
  );
  const days = daysIn(scope.range.first, scope.range.last);
  const count = (day: string, level: number) => rows.find((r) => r.day === day && r.level === level)?.n ?? 0;
  return {
    chart: {
      type: 'bar',
      x: days,
      y: '@alarms',
      series: levels.map((level) => ({
        key: `level${level}`,
        name: levelName(level),
        stack: 'level',
        data: days.map((d) => count(d, level)),
      })),
    },
    table: {
      columns: [textColumn('day'), ...levels.map((l) => column(`level${l}`, levelName(l))), column('total')],
      rows: days.map((day) => ({
        day,
        level1: count(day, 1),
        level2: count(day, 2),
        level3: count(day, 3),
        total: count(day, 1) + count(day, 2) + count(day, 3),
      })),
    },
    empty: rows.length === 0,
  };
}

/** Share of each level: a donut. */
function levelShare(c: ReturnType<typeof levelCounts>): View {
  return {
    chart: {
      type: 'pie',
      x: levels.map(levelName),
      y: '@alarms',
      series: [{ key: 'alarms', name: '@alarms', data: levels.map((l) => c[l]) }],
    },
    table: {
      columns: [textColumn('level'), column('alarms'), column('share', '@share', '%')],
      rows: levels.map((l) => ({ level: levelName(l), alarms: c[l], share: pct(c[l], c.total) })),
    },
    empty: c.total === 0,
  };
}

/**
 * Counts of one grouping by level, largest first: stacked bars and the table (with the cumulative share when asked).
 */
function groupedByLevel(
  store: Store,
  scope: Scope,
  key: string,
  groupSql: string,
  joins: string,
  nameOf: (g: string) => string,
  limit?: number,
  cumulative = false,
): View {
  const w = where(scope);
  const rows = store.all<{ g: string | null; l1: number; l2: number; l3: number; n: number }>(
    `SELECT ${groupSql} g, SUM(a.level = 1) l1, SUM(a.level = 2) l2, SUM(a.level = 3) l3, COUNT(*) n
       FROM pdca_alarm a ${joins} WHERE ${w.sql} GROUP BY g ORDER BY n DESC, g ${limit ? `LIMIT ${limit}` : ''}`,
    ...w.params,
  );
  const total = rows.reduce((n, r) => n + r.n, 0);
  const names = rows.map((r) => (r.g === null ? '@none' : nameOf(r.g)));
  let running = 0;
  return {
    chart: {
      type: 'bar',
      x: names,
      y: '@alarms',
      series: levels.map((level) => ({
        key: `level${level}`,
        name: levelName(level),
        stack: 'level',
        data: rows.map((r) => r[`l${level}`]),
      })),
    },
    table: {
      columns: [
        textColumn(key),
        ...levels.map((l) => column(`level${l}`, levelName(l))),
        column('total'),
        ...(cumulative ? [column('cumulative', '@cumulative', '%')] : []),
      ],
      rows: rows.map((r, i) => {
        running += r.n;
        const row: Record<string, Cell> = { [key]: names[i]!, level1: r.l1, level2: r.l2, level3: r.l3, total: r.n };
        if (cumulative) row.cumulative = pct(running, total);
        return row;
      }),
    },
    empty: rows.length === 0,
  };
}

const byType = (store: Store, scope: Scope) =>
  groupedByLevel(store, scope, 'type', 'a.type', '', (g) => `dict:alarmType:${g}`, undefined, true);
const byDomain = (store: Store, scope: Scope) =>
  groupedByLevel(store, scope, 'domain', 'a.domain', '', (g) => `dict:alarmDomain:${g}`);
const byDevice = (store: Store, scope: Scope, limit?: number) =>
  groupedByLevel(store, scope, 'device', 'd.code', 'LEFT JOIN site_device d ON d.id = a.deviceId', (g) => g, limit);
const bySection = (store: Store, scope: Scope) =>
  groupedByLevel(
    store,
    scope,
    'section',
    's.name',
    'LEFT JOIN site_device d ON d.id = a.deviceId LEFT JOIN site_section s ON s.id = d.sectionId',
    (g) => g,
  );

/** Alarms per day and hour of the day: the table is days × 24 hours, the chart the hours summed over the days. */
function dayHour(store: Store, scope: Scope): View {
  const w = where(scope);
  const rows = store.all<{ day: string; hour: number; n: number }>(
    `SELECT substr(a.t, 1, 10) day, CAST(substr(a.t, 12, 2) AS INTEGER) hour, COUNT(*) n FROM pdca_alarm a ` +
      `WHERE ${w.sql} GROUP BY day, hour`,
    ...w.params,
  );
  const days = daysIn(scope.range.first, scope.range.last);
  const hours = Array.from({ length: 24 }, (_, h) => h);
  const hourKey = (h: number) => `h${String(h).padStart(2, '0')}`;
  const n = (day: string, h: number) => rows.find((r) => r.day === day && r.hour === h)?.n ?? 0;
  return {
    chart: {
      type: 'bar',
      x: hours.map((h) => `${String(h).padStart(2, '0')}:00`),
      y: '@alarms',
      series: [
        {
          key: 'alarms',
          name: '@alarms',
          data: hours.map((h) => rows.filter((r) => r.hour === h).reduce((s, r) => s + r.n, 0)),
        },
      ],
    },
    table: {
      columns: [
        textColumn('day'),
        ...hours.map((h) => column(hourKey(h), String(h).padStart(2, '0'))),
        column('total'),
      ],
      rows: days.map((day) => ({
        day,
        ...Object.fromEntries(hours.map((h) => [hourKey(h), n(day, h)])),
        total: hours.reduce((s, h) => s + n(day, h), 0),
      })),
    },
    empty: rows.length === 0,
  };
}

/** Per type and day, and the moving average of the day totals over the `window` days ending on each day. */
export function alarmTrend(store: Store, scope: Scope, window = 7): View & { window: number } {
  // The average of the first days reaches back before the range.
  const w = where(scope, siteTime(dayStartMs(scope.range.first - window + 1)));
  const rows = store.all<{ day: string; type: string; n: number }>(
    `SELECT substr(a.t, 1, 10) day, a.type, COUNT(*) n FROM pdca_alarm a WHERE ${w.sql} GROUP BY day, a.type ` +
      `ORDER BY a.type`,
    ...w.params,
  );
  const days = daysIn(scope.range.first, scope.range.last);
  const types = [...new Set(rows.filter((r) => r.day >= scope.range.start).map((r) => r.type))].sort();
  const total = (day: string) => rows.filter((r) => r.day === day).reduce((s, r) => s + r.n, 0);
  const average = (day: string) => {
    const d = dayIndexOf(parseSiteTime(day)!);
    let sum = 0;
    for (let k = d - window + 1; k <= d; k++) sum += total(dayLabel(k));
    return round(sum / window, 2);
  };
  const count = (day: string, type: string) => rows.find((r) => r.day === day && r.type === type)?.n ?? 0;
  return {
    window,
    chart: {
      type: 'line',
      x: days,
      y: '@alarms',
      series: [
        ...types.map((type) => ({
          key: `type:${type}`,
          name: `dict:alarmType:${type}`,
          data: days.map((d) => count(d, type)),
        })),
        { key: 'total', name: '@total', data: days.map(total) },
        { key: 'movingAverage', name: '@movingAverage', data: days.map(average), line: true },
      ],
    },
    table: {
      columns: [
        textColumn('day'),
        ...types.map((type) => column(`type:${type}`, `dict:alarmType:${type}`)),
        column('total'),
        column('movingAverage'),
      ],
      rows: days.map((day) => ({
        day,
        ...Object.fromEntries(types.map((type) => [`type:${type}`, count(day, type)])),
        total: total(day),
        movingAverage: average(day),
      })),
    },
    empty: types.length === 0,
  };
}

function domainOf(ctx: RequestContext): ProblemDomain {
  const raw = ctx.query.get('domain')?.trim() ?? '';
  if (raw !== 'znys' && raw !== 'hj') throw badQuery('参数 domain 必须是 znys、hj 之一');
  return raw;
}

const alarmPages: Record<ProblemDomain, string> = {
  znys: pages.pdcaAlarmStatistics.code,
  hj: pages.hjPdcaAlarmStatistics.code,
};

export function alarmStatistics(store: Store, scope: Scope, domain: ProblemDomain) {
  const range = scope.range;
  const c = levelCounts(store, scope);
  const top = byDevice(store, scope, 10);
  return {
    domain,
    start: range.start,
    end: range.end,
    kpis: [
      ...levelKpis(c),
      {
        key: 'devices',
        name: '@alarmDevices',
        value: byDevice(store, scope).table.rows.filter((r) => r.device !== '@none').length,
      },
    ],
    views: {
      type: byType(store, scope),
      level: levelShare(c),
      day: byDayLevel(store, scope),
      device: byDevice(store, scope),
      section: bySection(store, scope),
      top,
      dayHour: dayHour(store, scope),
    },
  };
}

export function alarmGrade(store: Store, scope: Scope) {
  const range = scope.range;
  const c = levelCounts(store, scope);
  return {
    start: range.start,
    end: range.end,
    kpis: levelKpis(c),
    views: { day: byDayLevel(store, scope), share: levelShare(c), domain: byDomain(store, scope) },
  };
}

export function alarmTrendAnswer(store: Store, scope: Scope) {
  const range = scope.range;
  const trend = alarmTrend(store, scope);
  const days = trend.table.rows;
  const total = days.reduce((s, r) => s + (r.total as number), 0);
  return {
    start: range.start,
    end: range.end,
    kpis: [
      { key: 'alarms', name: '@alarms', value: total },
      { key: 'perDay', name: '@perDay', value: days.length ? round(total / days.length, 2) : null },
      { key: 'lastAverage', name: '@lastAverage', value: (days.at(-1)?.movingAverage as number | undefined) ?? null },
    ],
    views: { trend },
  };
}

export const alarmStatsRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/pdca/alarm/statistics',
    menus: Object.values(alarmPages),
    handler(ctx) {
      const domain = domainOf(ctx);
      // The route admits both pages; the domain asked for names the one whose menu is needed.
      if (!holdsMenu(ctx.app.store, ctx.actor.id, [alarmPages[domain]])) throw forbidden();
      return ok(alarmStatistics(ctx.app.store, scopeFor(ctx, problemDomains[domain]), domain));
    },
  },
  {
    method: 'GET',
    path: '/api/trend/alarmGrade',
    menus: [pages.trendAlarmGrade.code],
    handler: (ctx) => ok(alarmGrade(ctx.app.store, scopeFor(ctx))),
  },
  {
    method: 'GET',
    path: '/api/trend/alarmTrend',
    menus: [pages.trendAlarmTrend.code],
    handler: (ctx) => ok(alarmTrendAnswer(ctx.app.store, scopeFor(ctx))),
  },
];
