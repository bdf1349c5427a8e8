import { deviceSection, sectionWhere } from '../../domain/data-scope.js';
import type { Store } from '../../db/database.js';
import type { RequestContext } from '../../http/router.js';
import { siteTime } from '../../sim/reads.js';
import { badQuery, dayRange, type DayRange, round } from '../../kit/stats-range.js';
import { projectName } from './compaction-reports.js';
import type { Bilingual, ReportColumn, ReportTable } from './report-table.js';

/*
 * 夯击明细报表: per design point hit in the days, its hits, drops and settlements from the validated hits
 * (`hj_hit`), and the verdict with the thresholds stored on the hits: qualified when the hits reach the
 * design count and the mean settlement of the last two is within the limit; short of the design count it is
 * still in progress.
 */

export interface RammingParams {
  areaId: number | null;
  start: string;
  end: string;
}

const b = (zh: string, en: string): Bilingual => ({ zh, en });

export const verdicts = { ok: b('合格', 'Qualified'), fail: b('不合格', 'Failed'), open: b('未完成', 'In progress') };

const columns: ReportColumn[] = [
  { key: 'code', title: b('点号', 'Point'), kind: 'text' },
  { key: 'area', title: b('区域', 'Area'), kind: 'text' },
  { key: 'pass', title: b('遍次', 'Pass'), kind: 'text' },
  { key: 'x', title: b('X(m)', 'X (m)'), group: b('坐标', 'Position'), kind: 'num', places: 3 },
  { key: 'y', title: b('Y(m)', 'Y (m)'), group: b('坐标', 'Position'), kind: 'num', places: 3 },
  { key: 'hits', title: b('实际', 'Done'), group: b('击数', 'Hits'), kind: 'int' },
  { key: 'designHits', title: b('设计', 'Design'), group: b('击数', 'Hits'), kind: 'int' },
  { key: 'dropAvg', title: b('平均(m)', 'Mean (m)'), group: b('落距', 'Drop'), kind: 'num', places: 2 },
  { key: 'dropMin', title: b('最小(m)', 'Min (m)'), group: b('落距', 'Drop'), kind: 'num', places: 2 },
  { key: 'perHit', title: b('单击(mm)', 'Per hit (mm)'), group: b('夯沉量', 'Settlement'), kind: 'num', places: 1 },
  { key: 'total', title: b('累计(mm)', 'Total (mm)'), group: b('夯沉量', 'Settlement'), kind: 'num', places: 1 },
  {
    key: 'lastTwo',
    title: b('最后两击平均(mm)', 'Last two (mm)'),
    group: b('夯沉量', 'Settlement'),
    kind: 'num',
    places: 1,
  },
  { key: 'limit', title: b('限值(mm)', 'Limit (mm)'), group: b('夯沉量', 'Settlement'), kind: 'num', places: 1 },
  { key: 'verdict', title: b('结论', 'Verdict'), kind: 'text', values: verdicts },
];

interface Row {
  code: string;
  area: string;
  pass: string | null;
  x: number | null;
  y: number | null;
  hits: number;
  designHits: number | null;
  dropAvg: number;
  dropMin: number;
  perHit: number;
  total: number;
  lastTwo: number | null;
  limit: number | null;
}

export function rammingParamsFromQuery(ctx: RequestContext): RammingParams {
  const raw = ctx.query.get('areaId')?.trim();
  let areaId: number | null = null;
  if (raw) {
    areaId = Number(raw);
    if (!Number.isInteger(areaId) || areaId <= 0) throw badQuery(`参数 areaId 不正确: ${raw}`);
  }
  const r = dayRange(ctx);
  return { areaId, start: r.start, end: r.end };
}

export function rammingReport(ctx: RequestContext, p: RammingParams): ReportTable {
  const r: DayRange = dayRange({ ...ctx, query: new URLSearchParams({ start: p.start, end: p.end }) });
  // The reader's data scope, by the section of each hit's rig (a mailed report is the platform's, for every section).
  const sections = sectionWhere(ctx.app.store, ctx.actor.id, `COALESCE(${deviceSection('deviceId')}, 0)`);
  return rammingTable(ctx.app.store, p, r, sections);
}

export function rammingTable(
  store: Store,
  p: RammingParams,
  r: DayRange,
  sections: ReturnType<typeof sectionWhere> = null,
): ReportTable {
  const area =
    p.areaId === null
      ? null
      : store.get<{ code: string; name: string }>(
          "SELECT code, name FROM ram_area WHERE id = ? AND family = 'hj'",
          p.areaId,
        );
  if (p.areaId !== null && !area) throw badQuery(`强夯区域不存在: ${p.areaId}`);
  const list = store.all<Row>(
    `WITH h AS (
       SELECT pointCode, areaCode, hitNo, dropM, settlement, json_extract(thr, '$.lastTwoLimit') AS lim,
              ROW_NUMBER() OVER (PARTITION BY pointCode ORDER BY hitNo DESC) AS back
         FROM hj_hit WHERE t >= ? AND t < ? AND offPoint = 0 AND (? IS NULL OR areaCode = ?)${
           sections ? ` AND ${sections.sql}` : ''
         })
     SELECT h.pointCode AS code, h.areaCode AS area, p.pass, p.x, p.y, COUNT(*) AS hits, p.designHits,
            AVG(h.dropM) AS dropAvg, MIN(h.dropM) AS dropMin, AVG(h.settlement) AS perHit, SUM(h.settlement) AS total,
            AVG(CASE WHEN back <= 2 THEN settlement END) AS lastTwo, MAX(lim) AS "limit"
       FROM h LEFT JOIN ram_point p ON p.code = h.pointCode GROUP BY h.pointCode, h.areaCode ORDER BY h.pointCode`,
    r.from,
    r.to,
    area?.code ?? null,
    area?.code ?? null,
    ...(sections?.params ?? []),
  );
  const verdictOf = (row: Row) => {
    if (row.designHits === null || row.hits < row.designHits) return 'open';
    return row.lastTwo !== null && row.limit !== null && row.lastTwo <= row.limit ? 'ok' : 'fail';
  };
  const rows = list.map((row) => ({
    code: row.code,
    area: row.area,
    pass: row.pass,
    x: row.x === null ? null : round(row.x, 3),
    y: row.y === null ? null : round(row.y, 3),
    hits: row.hits,
    designHits: row.designHits,
    dropAvg: round(row.dropAvg, 2),
    dropMin: round(row.dropMin, 2),
    perHit: round(row.perHit, 1),
    total: round(row.total, 1),
    lastTwo: row.lastTwo === null ? null : round(row.lastTwo, 1),
    limit: row.limit,
    verdict: verdictOf(row),
  }));
  const hits = list.reduce((s, x) => s + x.hits, 0);
  const ok = rows.filter((x) => x.verdict === 'ok').length;
  return {
    kind: 'hj.ramming',
    title: b('夯击明细报表', 'Ramming detail report'),
    project: projectName(store),
    conditions: [
      { label: b('区域', 'Area'), value: area ? `${area.code} ${area.name}` : '' },
      { label: b('日期', 'Dates'), value: p.start === p.end ? p.start : `${p.start} ~ ${p.end}` },
    ],
    generatedAt: siteTime(r.present),
    columns,
    rows,
    totals: {
      code: null,
      area: `${rows.length}`,
      hits,
      total: round(
        list.reduce((s, x) => s + x.total, 0),
        1,
      ),
      verdict: `${ok}/${rows.length}`,
      designHits: null,
      perHit: hits > 0 ? round(list.reduce((s, x) => s + x.total, 0) / hits, 1) : null,
      pass: null,
      lastTwo: null,
      x: null,
      y: null,
      dropAvg: hits > 0 ? round(list.reduce((s, x) => s + x.dropAvg * x.hits, 0) / hits, 2) : null,
      dropMin: list.length > 0 ? round(Math.min(...list.map((x) => x.dropMin)), 2) : null,
      limit: null,
    },
  };
}
