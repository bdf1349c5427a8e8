import { ok, type Reply } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import { csvLine } from '../../kit/csv.js';
import { badQuery } from '../../kit/stats-range.js';
import { compactionReport, paramsFromQuery } from './compaction-reports.js';
import { fleetParamsFromQuery, fleetReport } from './fleet-reports.js';
import { rammingParamsFromQuery, rammingReport } from './ramming-report.js';
import { cellText, headerOf, type Lang, reportFileName, type ReportTable } from './report-table.js';
import { reportsPages } from '@console/contract/reports/pages';
import { reportXlsx } from './xlsx.js';

/*
 * The report reads: `GET …` answers the report as data, `GET …/export` downloads it as CSV or .xlsx
 * (`format`), headed in the page's language (`lang`).
 */

export function reportCsv(table: ReportTable, lang: Lang): string {
  const first = table.columns[0]!.key;
  const lines = [
    csvLine(table.columns.map((c) => headerOf(c, lang))),
    ...table.rows.map((row) => csvLine(table.columns.map((c) => cellText(c, row[c.key] ?? null, lang)))),
    csvLine(
      table.columns.map((c) =>
        c.key === first ? (lang === 'zh' ? '合计' : 'Total') : cellText(c, table.totals[c.key] ?? null, lang),
      ),
    ),
  ];
  return '\uFEFF' + lines.join('');
}

function langOf(ctx: RequestContext): Lang {
  const raw = ctx.query.get('lang') ?? 'zh';
  if (raw !== 'zh' && raw !== 'en') throw badQuery(`参数 lang 必须是 zh 或 en: ${raw}`);
  return raw;
}

async function download(ctx: RequestContext, table: ReportTable): Promise<Reply> {
  const format = ctx.query.get('format') ?? 'xlsx';
  const lang = langOf(ctx);
  if (format !== 'csv' && format !== 'xlsx') throw badQuery(`参数 format 必须是 csv 或 xlsx: ${format}`);
  const body: string | Uint8Array = format === 'csv' ? reportCsv(table, lang) : await reportXlsx(table, lang);
  return {
    http: 200,
    body: { status: 200 },
    stream: {
      contentType:
        format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      filename: reportFileName(table, format),
      *chunks() {
        yield body;
      },
    },
  };
}

const ZNYS = [reportsPages.pages.znysReport.code];
const HJ = [reportsPages.pages.hjRammingReport.code];
const YLC = [reportsPages.pages.ylcFleetReport.code];

export const reportRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/znys/report/{type}',
    menus: ZNYS,
    handler: (ctx) => ok(compactionReport(ctx, paramsFromQuery(ctx, ctx.params.type!))),
  },
  {
    method: 'GET',
    path: '/api/znys/report/{type}/export',
    menus: ZNYS,
    handler: (ctx) => download(ctx, compactionReport(ctx, paramsFromQuery(ctx, ctx.params.type!))),
  },
  {
    method: 'GET',
    path: '/api/hj/report/ramming',
    menus: HJ,
    handler: (ctx) => ok(rammingReport(ctx, rammingParamsFromQuery(ctx))),
  },
  {
    method: 'GET',
    path: '/api/hj/report/ramming/export',
    menus: HJ,
    handler: (ctx) => download(ctx, rammingReport(ctx, rammingParamsFromQuery(ctx))),
  },
  {
    method: 'GET',
    path: '/api/ylc/report/{type}',
    menus: YLC,
    handler: (ctx) => ok(fleetReport(ctx, fleetParamsFromQuery(ctx, ctx.params.type!))),
  },
  {
    method: 'GET',
    path: '/api/ylc/report/{type}/export',
    menus: YLC,
    handler: (ctx) => download(ctx, fleetReport(ctx, fleetParamsFromQuery(ctx, ctx.params.type!))),
  },
];
