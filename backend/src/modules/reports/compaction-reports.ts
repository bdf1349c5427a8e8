import type { Store } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import type { RequestContext } from '../../http/router.js';
import { areaPlace, crews, dayIndexOf, dayLabel, siteTime, stakeName } from '../../sim/reads.js';
import { type CompactionDay, daysOf } from '../compaction/index.js';
import { badQuery, dayRange, type DayRange, MAX_DAYS, pct, presentOf, round } from '../../kit/stats-range.js';
import type { Bilingual, Cell, ReportColumn, ReportTable } from './report-table.js';

/*
 * The compaction reports of 报表管理, computed from the rollers' facts through the same day rollups as the trend
 * pages (`compactionDay`): per work area, per day and section, and per stake. Their conditions are a saved
 * 报表条件 (its type, section, layer, chainage and period rule) or the same fields given ad hoc; a period rule
 * reads whole days before the site's present.
 */

export const compactionReportTypes = ['workArea', 'dailySection', 'stake'] as const;
export type CompactionReportType = (typeof compactionReportTypes)[number];
export const periodRules = ['daily', 'weekly', 'monthly'] as const;
export type PeriodRule = (typeof periodRules)[number];

/** Stakes of the per-stake report, every 20 m as the site's stake table. */
const STAKE_STEP = 20;

export interface CompactionParams {
  type: CompactionReportType;
  sectionId: number | null;
  layerId: number | null;
  fromChainage: number | null;
  toChainage: number | null;
  /** Inclusive `yyyy-MM-dd`. */
  start: string;
  end: string;
  conditionName: string | null;
}

interface Condition {
  id: number;
  name: string;
  reportType: string;
  sectionId: number;
  layerId: number | null;
  fromChainage: number | null;
  toChainage: number | null;
  periodRule: string;
}

/** The whole days a period rule covers before the present: yesterday, the last 7 or the last 30. */
export function periodDays(rule: string, present: number): { start: string; end: string } {
  const last = dayIndexOf(present) - 1;
  const days = rule === 'weekly' ? 7 : rule === 'monthly' ? 30 : 1;
  return { start: dayLabel(last - days + 1), end: dayLabel(last) };
}

export function conditionOf(store: Store, id: number): Condition {
  const c = store.get<Condition>(
    'SELECT id, name, reportType, sectionId, layerId, fromChainage, toChainage, periodRule ' +
      'FROM cmp_report_condition WHERE id = ?',
    id,
  );
  if (!c) throw rejected(`报表条件不存在: ${id}`);
  return c;
}

/** The parameters a saved condition stands for (its period ending yesterday). */
export function paramsOfCondition(store: Store, id: number, present: number): CompactionParams {
  const c = conditionOf(store, id);
  return {
    type: c.reportType as CompactionReportType,
    sectionId: c.sectionId,
    layerId: c.layerId,
    fromChainage: c.fromChainage,
    toChainage: c.toChainage,
    ...periodDays(c.periodRule, present),
    conditionName: c.name,
  };
}

function optionalNumber(query: URLSearchParams, name: string, integer: boolean): number | null {
  const raw = query.get(name)?.trim();
  if (!raw) return null;
  const value = Number(raw);
  if (
    !Number.isFinite(value) ||
    (integer && (!Number.isInteger(value) || value <= 0)) ||
    value < 0 ||
    value > 1_000_000
  )
    throw badQuery(`参数 ${name} 不正确: ${raw}`);
  return value;
}

/** The request's conditions: `conditionId` (its dates may be overridden by `start`/`end`) or ad hoc fields. */
export function paramsFromQuery(ctx: RequestContext, type: string): CompactionParams {
  if (!(compactionReportTypes as readonly string[]).includes(type))
    throw badQuery(`报表类型必须是 ${compactionReportTypes.join(' / ')}: ${type}`);
  const conditionId = optionalNumber(ctx.query, 'conditionId', true);
  const hasDates = ctx.query.get('start') || ctx.query.get('end');
  if (conditionId !== null) {
    const params = paramsOfCondition(ctx.app.store, conditionId, presentOf(ctx));
    if (params.type !== type)
      throw badQuery(`报表条件「${params.conditionName}」的类型是 ${params.type}，不是 ${type}`);
    if (!hasDates) return params;
    const r = dayRange(ctx);
    return { ...params, start: r.start, end: r.end };
  }
  const r = dayRange(ctx);
  const fromChainage = optionalNumber(ctx.query, 'fromChainage', false);
  const toChainage = optionalNumber(ctx.query, 'toChainage', false);
  if (fromChainage !== null && toChainage !== null && fromChainage >= toChainage)
    throw badQuery('起点里程须小于终点里程');
  return {
    type: type as CompactionReportType,
    sectionId: optionalNumber(ctx.query, 'sectionId', true),
    layerId: optionalNumber(ctx.query, 'layerId', true),
    fromChainage,
    toChainage,
    start: r.start,
    end: r.end,
    conditionName: null,
  };
}

const b = (zh: string, en: string): Bilingual => ({ zh, en });
const sides = { left: b('左幅', 'Left'), right: b('右幅', 'Right') };

interface ProcessInfo {
  code: string;
  sectionId: number;
  layerId: number;
  sectionName: string;
  layerName: string;
}

function processInfo(store: Store): Map<string, ProcessInfo> {
  const rows = store.all<ProcessInfo>(
    `SELECT p.code, p.sectionId, p.layerId, s.name AS sectionName, l.name AS layerName FROM cmp_process p
       JOIN site_section s ON s.id = p.sectionId JOIN site_layer l ON l.id = p.layerId`,
  );
  return new Map(rows.map((r) => [r.code, r]));
}

const timeOf = (ms: number) => siteTime(ms).slice(11, 16);

function rangeOf(ctx: RequestContext, p: CompactionParams): DayRange {
  const q = new URLSearchParams({ start: p.start, end: p.end });
  const r = dayRange({ ...ctx, query: q });
  if (r.last - r.first + 1 > MAX_DAYS) throw badQuery(`时间范围不能超过 ${MAX_DAYS} 天`);
  return r;
}

interface AreaRow {
  day: string;
  crewName: string;
  crewCode: string;
  process: ProcessInfo;
  g: number;
  place: ReturnType<typeof areaPlace>;
  area: number;
  qualified: number;
  start: number;
  end: number;
}

/** Every work area of the range that matches the conditions, day by day. */
function areasOf(ctx: RequestContext, p: CompactionParams, days: { day: string; data: CompactionDay }[]): AreaRow[] {
  const procs = processInfo(ctx.app.store);
  const out: AreaRow[] = [];
  for (const { day, data } of days) {
    for (const c of data.crews) {
      const process = procs.get(c.process);
      const crew = crews.find((x) => x.code === c.crew);
      if (!process || !crew) continue;
      if (p.sectionId !== null && process.sectionId !== p.sectionId) continue;
      if (p.layerId !== null && process.layerId !== p.layerId) continue;
      for (const a of c.list) {
        const place = areaPlace(crew, a.g);
        if (p.fromChainage !== null && (place.toChainage === null || place.toChainage <= p.fromChainage)) continue;
        if (p.toChainage !== null && (place.fromChainage === null || place.fromChainage >= p.toChainage)) continue;
        out.push({
          day,
          crewName: c.crewName,
          crewCode: c.crew,
          process,
          g: a.g,
          place,
          area: a.area,
          qualified: a.qualified,
          start: a.start,
          end: a.end,
        });
      }
    }
  }
  return out;
}

const placeText = (place: AreaRow['place']) =>
  place.fromChainage !== null
    ? `${stakeName(place.fromChainage)}–${stakeName(place.toChainage!)}`
    : `${place.block ?? ''}-${place.strip ?? ''}`;

const areaColumns: ReportColumn[] = [
  {
    key: 'rolled',
    title: b('碾压面积(m²)', 'Rolled (m²)'),
    group: b('压实面积', 'Compacted area'),
    kind: 'num',
    places: 1,
  },
  {
    key: 'qualified',
    title: b('合格面积(m²)', 'Qualified (m²)'),
    group: b('压实面积', 'Compacted area'),
    kind: 'num',
    places: 1,
  },
  { key: 'ratio', title: b('合格率(%)', 'Qualified (%)'), group: b('压实面积', 'Compacted area'), kind: 'pct' },
];

function totalsOf(
  rows: { area: number; qualified: number }[],
  first: string,
  extra: Record<string, Cell> = {},
): Record<string, Cell> {
  const rolled = rows.reduce((s, r) => s + r.area, 0);
  const qualified = rows.reduce((s, r) => s + r.qualified, 0);
  return {
    [first]: null,
    ...extra,
    rolled: round(rolled, 1),
    qualified: round(qualified, 1),
    ratio: pct(qualified, rolled),
  };
}

const titles: Record<CompactionReportType, Bilingual> = {
  workArea: b('作业面压实报表', 'Work-area compaction report'),
  dailySection: b('分段日报表', 'Daily section report'),
  stake: b('桩号压实报表', 'Per-stake compaction report'),
};

function conditionsOf(store: Store, p: CompactionParams): ReportTable['conditions'] {
  const name = (sql: string, id: number | null) =>
    id === null ? '' : (store.get<{ name: string }>(sql, id)?.name ?? String(id));
  const out: ReportTable['conditions'] = [];
  if (p.conditionName) out.push({ label: b('报表条件', 'Condition'), value: p.conditionName });
  out.push({ label: b('日期', 'Dates'), value: p.start === p.end ? p.start : `${p.start} ~ ${p.end}` });
  out.push({ label: b('标段', 'Section'), value: name('SELECT name FROM site_section WHERE id = ?', p.sectionId) });
  out.push({ label: b('结构层', 'Layer'), value: name('SELECT name FROM site_layer WHERE id = ?', p.layerId) });
  if (p.fromChainage !== null || p.toChainage !== null)
    out.push({
      label: b('里程', 'Chainage'),
      value:
        `${p.fromChainage === null ? '' : stakeName(p.fromChainage)} ~ ` +
        `${p.toChainage === null ? '' : stakeName(p.toChainage)}`,
    });
  return out;
}

export function projectName(store: Store): string {
  return store.get<{ name: string }>('SELECT name FROM site_project ORDER BY id LIMIT 1')?.name ?? '';
}

export function compactionReport(ctx: RequestContext, p: CompactionParams): ReportTable {
  const range = rangeOf(ctx, p);
  const areas = areasOf(ctx, p, daysOf(ctx, range));
  const base = {
    kind: `znys.${p.type}`,
    title: titles[p.type],
    project: projectName(ctx.app.store),
    conditions: conditionsOf(ctx.app.store, p),
    generatedAt: siteTime(range.present),
  };
  if (p.type === 'workArea') {
    const columns: ReportColumn[] = [
      { key: 'day', title: b('日期', 'Date'), kind: 'text' },
      { key: 'area', title: b('作业面', 'Work area'), kind: 'text' },
      { key: 'section', title: b('标段', 'Section'), group: b('位置', 'Location'), kind: 'text' },
      { key: 'layer', title: b('结构层', 'Layer'), group: b('位置', 'Location'), kind: 'text' },
      { key: 'place', title: b('桩号/区块', 'Stakes / block'), group: b('位置', 'Location'), kind: 'text' },
      { key: 'side', title: b('幅别', 'Side'), group: b('位置', 'Location'), kind: 'text', values: sides },
      { key: 'start', title: b('开始', 'Start'), group: b('碾压时间', 'Rolling time'), kind: 'text' },
      { key: 'end', title: b('结束', 'End'), group: b('碾压时间', 'Rolling time'), kind: 'text' },
      ...areaColumns,
    ];
    const rows = areas.map((a) => ({
      day: a.day,
      area: `${a.crewCode} #${a.g + 1}`,
      section: a.process.sectionName,
      layer: a.process.layerName,
      place: placeText(a.place),
      side: a.place.side,
      start: timeOf(a.start),
      end: timeOf(a.end),
      rolled: round(a.area, 1),
      qualified: round(a.qualified, 1),
      ratio: pct(a.qualified, a.area),
    }));
    return { ...base, columns, rows, totals: totalsOf(areas, 'day', { area: `${areas.length}` }) };
  }
  if (p.type === 'dailySection') {
    const columns: ReportColumn[] = [
      { key: 'day', title: b('日期', 'Date'), kind: 'text' },
      { key: 'section', title: b('标段', 'Section'), kind: 'text' },
      { key: 'layer', title: b('结构层', 'Layer'), kind: 'text' },
      { key: 'crew', title: b('机组', 'Crew'), kind: 'text' },
      { key: 'areas', title: b('作业面数', 'Work areas'), kind: 'int' },
      ...areaColumns,
    ];
    const groups = new Map<
      string,
      { day: string; section: string; layer: string; crew: string; areas: number; area: number; qualified: number }
    >();
    for (const a of areas) {
      const key = `${a.day}|${a.process.code}|${a.crewName}`;
      const g = groups.get(key) ?? {
        day: a.day,
        section: a.process.sectionName,
        layer: a.process.layerName,
        crew: a.crewName,
        areas: 0,
        area: 0,
        qualified: 0,
      };
      g.areas++;
      g.area += a.area;
      g.qualified += a.qualified;
      groups.set(key, g);
    }
    const list = [...groups.values()];
    const rows = list.map((g) => ({
      day: g.day,
      section: g.section,
      layer: g.layer,
      crew: g.crew,
      areas: g.areas,
      rolled: round(g.area, 1),
      qualified: round(g.qualified, 1),
      ratio: pct(g.qualified, g.area),
    }));
    return { ...base, columns, rows, totals: totalsOf(list, 'day', { areas: list.reduce((s, g) => s + g.areas, 0) }) };
  }
  // Per stake: each road area's strip split at the 20 m stakes, its qualified share spread evenly along it
  // (a pass runs the whole area, so every stretch of it has the same share).
  const columns: ReportColumn[] = [
    { key: 'stake', title: b('桩号', 'Stake'), kind: 'text' },
    { key: 'side', title: b('幅别', 'Side'), kind: 'text', values: sides },
    { key: 'layer', title: b('结构层', 'Layer'), kind: 'text' },
    { key: 'times', title: b('碾压次数', 'Times rolled'), kind: 'int' },
    { key: 'lastDay', title: b('最近碾压', 'Last rolled'), kind: 'text' },
    ...areaColumns,
  ];
  const stakes = new Map<
    string,
    { c: number; side: string | null; layer: string; times: number; lastDay: string; area: number; qualified: number }
  >();
  for (const a of areas) {
    if (a.place.fromChainage === null || a.place.toChainage === null) continue;
    const length = a.place.toChainage - a.place.fromChainage;
    for (let c = Math.floor(a.place.fromChainage / STAKE_STEP) * STAKE_STEP; c < a.place.toChainage; c += STAKE_STEP) {
      const from = Math.max(c, a.place.fromChainage, p.fromChainage ?? -Infinity);
      const to = Math.min(c + STAKE_STEP, a.place.toChainage, p.toChainage ?? Infinity);
      if (to <= from) continue;
      const share = (to - from) / length;
      const key = `${c}|${a.place.side}|${a.process.layerName}`;
      const s = stakes.get(key) ?? {
        c,
        side: a.place.side,
        layer: a.process.layerName,
        times: 0,
        lastDay: a.day,
        area: 0,
        qualified: 0,
      };
      s.times++;
      s.lastDay = a.day > s.lastDay ? a.day : s.lastDay;
      s.area += a.area * share;
      s.qualified += a.qualified * share;
      stakes.set(key, s);
    }
  }
  const list = [...stakes.values()].sort(
    (x, y) => x.c - y.c || String(x.side).localeCompare(String(y.side)) || x.layer.localeCompare(y.layer),
  );
  const rows = list.map((s) => ({
    stake: stakeName(s.c),
    side: s.side,
    layer: s.layer,
    times: s.times,
    lastDay: s.lastDay,
    rolled: round(s.area, 1),
    qualified: round(s.qualified, 1),
    ratio: pct(s.qualified, s.area),
  }));
  return { ...base, columns, rows, totals: totalsOf(list, 'stake', { times: list.reduce((s, x) => s + x.times, 0) }) };
}
