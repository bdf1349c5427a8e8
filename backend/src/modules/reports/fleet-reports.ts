import { type FleetReportType, fleetReportTypes } from '@console/contract/fleet/reports';
import type { RequestContext } from '../../http/router.js';
import { badQuery, dayRange } from '../../kit/stats-range.js';
import { siteTime } from '../../sim/reads.js';
import { projectName } from './compaction-reports.js';
import { b, type FleetParams, scopeOf } from './fleet-report-kit.js';
import { stopsTable, summaryTable, tripsTable } from './fleet-report-tables.js';
import { routeTable } from './fleet-route-report.js';
import type { Bilingual, ReportTable } from './report-table.js';

/*
 * 车辆报表: the haul trucks' trips, stops, a summary per truck and day, and one truck's route, over whole site days
 * (at most 31; the route at most ROUTE_MAX_DAYS). Trips are the stored `ylc_trip` rows; stops, distances, times and
 * speeds come from the legs the playback samples (tracks.ts), so a report and the map never disagree, and the
 * summary's trips, tonnes and trip distance are sums of the very rows the trip report lists. The reader's data scope
 * picks the trucks (a mailed report is the platform's, for every section).
 */

export type { FleetParams };

const titles: Record<FleetReportType, Bilingual> = {
  trips: b('行程报表', 'Trips'),
  stops: b('停车报表', 'Stops'),
  summary: b('车辆汇总报表', 'Fleet summary'),
  route: b('轨迹报表', 'Route'),
};

const tables = { trips: tripsTable, stops: stopsTable, summary: summaryTable, route: routeTable };

export function fleetParamsFromQuery(ctx: RequestContext, type: string): FleetParams {
  if (!(fleetReportTypes as readonly string[]).includes(type)) throw badQuery(`没有这种车辆报表: ${type}`);
  const raw = ctx.query.get('vehicleId')?.trim();
  let vehicleId: number | null = null;
  if (raw) {
    if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw badQuery(`参数 vehicleId 不正确: ${raw}`);
    vehicleId = Number(raw);
  }
  const r = dayRange(ctx);
  return { type: type as FleetReportType, vehicleId, start: r.start, end: r.end };
}

export function fleetReport(ctx: RequestContext, p: FleetParams): ReportTable {
  const s = scopeOf(ctx, p);
  const vehicle = p.vehicleId === null ? '' : [s.vehicles[0]!.code, s.vehicles[0]!.plate].filter(Boolean).join(' ');
  return {
    kind: `ylc.${p.type}`,
    title: titles[p.type],
    project: projectName(ctx.app.store),
    conditions: [
      { label: b('车辆', 'Vehicle'), value: vehicle },
      { label: b('日期', 'Days'), value: p.start === p.end ? p.start : `${p.start} ~ ${p.end}` },
    ],
    generatedAt: siteTime(s.f.cursor),
    ...tables[p.type](ctx.app.store, s),
  };
}
