import { andSections, type SectionFilter, sectionWhere } from '../../domain/data-scope.js';
import { problemSection } from './problems.js';
import type { Store } from '../../db/database.js';
import { holdsMenu } from '../../domain/permissions.js';
import { forbidden, ok } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import { flowStates, partySql } from '../../kit/workflow.js';
import { type Cell, column, textColumn, type View } from '../../kit/chart-answer.js';
import type { ProblemDomain } from './problems.js';
import { badQuery, dayRange, type DayRange, pct, round } from '../../kit/stats-range.js';
import { qualityPages } from '@console/contract/quality/pages';

/*
 * 整改统计 of both PDCA groups (their rectification statistics pages): the
 * problems found in the range by state, level, section and the party holding them, with the closure rate, the
 * mean hours from finding to closing and the overdue count. Overdue is judged as the problem pages judge it,
 * against the site's present (`site_now()`).
 */

const { closed } = flowStates;
const stateOrder = [0, 10, 40, 30, 50, 60, 20];
const levels = [1, 2, 3];
const overdueSql =
  `(CASE WHEN p.state != ${closed} AND p.deadline < site_now() THEN 1 WHEN p.state = ${closed} AND p.closedAt > ` +
  `p.deadline THEN 1 ELSE 0 END)`;
const hoursSql = `(julianday(p.closedAt) - julianday(p.foundAt)) * 24`;

function where(range: DayRange, domain: ProblemDomain, sections: SectionFilter) {
  return {
    sql: `p.domain = ? AND p.foundAt >= ? AND p.foundAt < ?${andSections(sections)}`,
    params: [domain, range.from, range.to, ...(sections?.params ?? [])],
  };
}

interface Group {
  g: string | number | null;
  n: number;
  closed: number;
  overdue: number;
  hours: number | null;
}

function grouped(
  store: Store,
  range: DayRange,
  domain: ProblemDomain,
  sections: SectionFilter,
  groupSql: string,
  joins = '',
  extra = '',
): Group[] {
  const w = where(range, domain, sections);
  return store.all<Group>(
    `SELECT ${groupSql} g, COUNT(*) n, SUM(p.state = ${closed}) closed, SUM(${overdueSql}) overdue,
            AVG(CASE WHEN p.state = ${closed} THEN ${hoursSql} END) hours
       FROM pdca_problem p ${joins} WHERE ${w.sql} ${extra} GROUP BY g ORDER BY n DESC, g`,
    ...w.params,
  );
}

/** One grouping: closed and still open stacked, and a table with the closure rate and overdue count. */
function closureView(key: string, rows: Group[], nameOf: (g: Group['g']) => string, title = `@${key}`): View {
  const names = rows.map((r) => (r.g === null || r.g === '' ? '@none' : nameOf(r.g)));
  return {
    chart: {
      type: 'bar',
      x: names,
      y: '@problems',
      series: [
        { key: 'closed', name: '@closed', stack: 'state', data: rows.map((r) => r.closed) },
        { key: 'open', name: '@unclosed', stack: 'state', data: rows.map((r) => r.n - r.closed) },
      ],
    },
    table: {
      columns: [
        textColumn(key, title),
        column('problems'),
        column('closed'),
        column('unclosed'),
        column('closureRate', '@closureRate', '%'),
        column('meanHours', '@meanHours', 'h'),
        column('overdue'),
      ],
      rows: rows.map((r, i) => {
        const row: Record<string, Cell> = {
          [key]: names[i]!,
          problems: r.n,
          closed: r.closed,
          unclosed: r.n - r.closed,
          closureRate: pct(r.closed, r.n),
          meanHours: r.hours === null ? null : round(r.hours, 1),
          overdue: r.overdue,
        };
        return row;
      }),
    },
    empty: rows.length === 0,
  };
}

/** Problems by workflow state: a donut in the order the workflow runs. */
function stateView(rows: Group[]): View {
  const total = rows.reduce((s, r) => s + r.n, 0);
  const present = stateOrder.filter((s) => rows.some((r) => r.g === s));
  const count = (s: number) => rows.find((r) => r.g === s)?.n ?? 0;
  const overdue = (s: number) => rows.find((r) => r.g === s)?.overdue ?? 0;
  return {
    chart: {
      type: 'pie',
      x: present.map((s) => `dict:flowState:${s}`),
      y: '@problems',
      series: [{ key: 'problems', name: '@problems', data: present.map(count) }],
    },
    table: {
      columns: [textColumn('state'), column('problems'), column('share', '@share', '%'), column('overdue')],
      rows: present.map((s) => ({
        state: `dict:flowState:${s}`,
        problems: count(s),
        share: pct(count(s), total),
        overdue: overdue(s),
      })),
    },
    empty: total === 0,
  };
}

/** Problems not yet closed by the party that must act next, with how many of them are overdue. */
function partyView(rows: Group[]): View {
  const names = rows.map((r) => `dict:problemParty:${r.g}`);
  return {
    chart: {
      type: 'bar',
      x: names,
      y: '@problems',
      series: [
        { key: 'onTime', name: '@onTime', stack: 'overdue', data: rows.map((r) => r.n - r.overdue) },
        { key: 'overdue', name: '@overdue', stack: 'overdue', data: rows.map((r) => r.overdue) },
      ],
    },
    table: {
      columns: [textColumn('party'), column('unclosed'), column('overdue')],
      rows: rows.map((r, i) => ({ party: names[i]!, unclosed: r.n, overdue: r.overdue })),
    },
    empty: rows.length === 0,
  };
}

export function problemStatistics(
  store: Store,
  range: DayRange,
  domain: ProblemDomain,
  sections: SectionFilter = null,
) {
  const byState = grouped(store, range, domain, sections, 'p.state');
  const byLevel = grouped(store, range, domain, sections, 'p.level');
  const bySection = grouped(
    store,
    range,
    domain,
    sections,
    's.name',
    'LEFT JOIN pdca_alarm a ON a.id = p.alarmId LEFT JOIN site_device d ON d.id = a.deviceId LEFT JOIN ' +
      'site_section s ON s.id = d.sectionId',
  );
  const byParty = grouped(store, range, domain, sections, partySql('p.state'), '', `AND p.state != ${closed}`);
  const total = byState.reduce((s, r) => s + r.n, 0);
  const closedN = byState.reduce((s, r) => s + r.closed, 0);
  const w = where(range, domain, sections);
  const hours = store.get<{ h: number | null }>(
    `SELECT AVG(${hoursSql}) h FROM pdca_problem p WHERE ${w.sql} AND p.state = ${closed}`,
    ...w.params,
  )!.h;
  return {
    domain,
    start: range.start,
    end: range.end,
    kpis: [
      { key: 'problems', name: '@problems', value: total },
      { key: 'closed', name: '@closed', value: closedN },
      { key: 'closureRate', name: '@closureRate', value: pct(closedN, total), unit: '%' },
      { key: 'meanHours', name: '@meanHours', value: hours === null ? null : round(hours, 1), unit: 'h' },
      { key: 'overdue', name: '@overdue', value: byState.reduce((s, r) => s + r.overdue, 0) },
    ],
    views: {
      state: stateView(byState),
      level: closureView(
        'level',
        levels.filter((l) => byLevel.some((r) => r.g === l)).map((l) => byLevel.find((r) => r.g === l)!),
        (g) => `dict:problemLevel:${g}`,
        '@problemLevel',
      ),
      section: closureView('section', bySection, (g) => String(g)),
      party: partyView(byParty),
    },
  };
}

function domainOf(ctx: RequestContext): ProblemDomain {
  const raw = ctx.query.get('domain')?.trim() ?? '';
  if (raw !== 'znys' && raw !== 'hj') throw badQuery('参数 domain 必须是 znys、hj 之一');
  return raw;
}

const rectifyPages: Record<ProblemDomain, string> = {
  znys: qualityPages.pages.pdcaRectifyStatistics.code,
  hj: qualityPages.pages.hjPdcaRectifyStatistics.code,
};

export const problemStatsRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/pdca/problem/statistics',
    menus: Object.values(rectifyPages),
    handler(ctx) {
      const domain = domainOf(ctx);
      if (!holdsMenu(ctx.app.store, ctx.actor.id, [rectifyPages[domain]])) throw forbidden();
      const range = dayRange(ctx);
      const store = ctx.app.store;
      return ok(problemStatistics(store, range, domain, sectionWhere(store, ctx.actor.id, problemSection('p'))));
    },
  },
];
