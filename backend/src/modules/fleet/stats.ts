import { andSections, type SectionFilter, sectionWhere } from '../../domain/data-scope.js';
import type { Store } from '../../db/database.js';
import { ok } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import { haulRoadKm } from '../../sim/reads.js';
import { column, type Kpi, textColumn, type View } from '../../kit/chart-answer.js';
import { dayRange, type DayRange, daysIn, pct, round } from '../../kit/stats-range.js';
import { equipmentPages } from '@console/contract/equipment/pages';
import { fleetPages } from '@console/contract/fleet/pages';

/*
 * 设备状态统计 and the sprinklers' 作业统计, per device (vehicle) and day, aggregated in SQL over the simulator's
 * facts.
 *
 * Device state, from the 5-minute samples a powered device leaves (`dev_state_sample`) and the exact
 * changes (`dev_state_change`): online % = samples online / samples while powered; work h = online
 * samples with the engine on × 5 min, idle h = online with it off; offline count = drop-outs (signal or
 * fault, not a power-off); RTK-fixed % = online samples with GNSS quality 4 / online samples.
 *
 * Sprinklers, from the jobs (`ssc_job`, one per tank): km sprayed, spraying hours, water m³, refills
 * (= tanks), and haul-road coverage = the union of the day's sprayed stretches / the section's road length.
 */

const sampleHours = 5 / 60;

interface StateRow {
  device: string;
  day: string;
  samples: number;
  online: number;
  work: number;
  idle: number;
  rtk: number;
  offline: number;
}

/** The reader's data scope over the section of a device `d`. */
const deviceSections = (ctx: RequestContext): SectionFilter =>
  sectionWhere(ctx.app.store, ctx.actor.id, 'COALESCE(d.sectionId, 0)');

function stateRows(store: Store, r: DayRange, sections: SectionFilter): StateRow[] {
  return store.all<StateRow>(
    `WITH s AS (
       SELECT d.code device, substr(s.t, 1, 10) day, COUNT(*) samples, SUM(s.online) online,
              SUM(s.online = 1 AND s.engineOn = 1) work, SUM(s.online = 1 AND COALESCE(s.engineOn, 0) = 0) idle,
              SUM(s.online = 1 AND s.gnssQuality = 4) rtk
         FROM dev_state_sample s JOIN site_device d ON d.id = s.deviceId
        WHERE s.t >= ? AND s.t < ? AND d.kind IN ('roller', 'paver')${andSections(sections)} GROUP BY d.code, day),
     c AS (
       SELECT d.code device, substr(c.t, 1, 10) day, COUNT(*) offline
         FROM dev_state_change c JOIN site_device d ON d.id = c.deviceId
        WHERE c.t >= ? AND c.t < ? AND c.event = 'offline' AND c.reason IN ('signal', 'fault') GROUP BY d.code, day)
     SELECT s.*, COALESCE(c.offline, 0) offline FROM s LEFT JOIN c ON c.device = s.device AND c.day = s.day
     ORDER BY s.day, s.device`,
    r.from,
    r.to,
    ...(sections?.params ?? []),
    r.from,
    r.to,
  );
}

export function deviceStateStatistics(store: Store, r: DayRange, sections: SectionFilter = null) {
  const rows = stateRows(store, r, sections);
  const days = daysIn(r.first, r.last);
  const devices = [...new Set(rows.map((x) => x.device))].sort();
  const empty = rows.length === 0;
  const sum = (list: StateRow[], pick: (x: StateRow) => number) => list.reduce((s, x) => s + pick(x), 0);
  const line = (list: StateRow[]) => ({
    onlinePct: pct(
      sum(list, (x) => x.online),
      sum(list, (x) => x.samples),
    ),
    workHours: round(sum(list, (x) => x.work) * sampleHours, 2),
    idleHours: round(sum(list, (x) => x.idle) * sampleHours, 2),
    offlineCount: sum(list, (x) => x.offline),
    rtkPct: pct(
      sum(list, (x) => x.rtk),
      sum(list, (x) => x.online),
    ),
  });
  const all = line(rows);
  const columns = [
    column('onlinePct', '@onlinePct', '%'),
    column('workHours', '@workHours', 'h'),
    column('idleHours', '@idleHours', 'h'),
    column('offlineCount'),
    column('rtkPct', '@rtkPct', '%'),
  ];
  const kpis: Kpi[] = [
    { key: 'devices', name: '@deviceCount', value: devices.length },
    { key: 'onlinePct', name: '@onlinePct', value: all.onlinePct, unit: '%' },
    { key: 'workHours', name: '@workHours', value: all.workHours, unit: 'h' },
    { key: 'offlineCount', name: '@offlineCount', value: all.offlineCount },
    { key: 'rtkPct', name: '@rtkPct', value: all.rtkPct, unit: '%' },
  ];
  const daily: View = {
    chart: {
      type: 'bar',
      x: days,
      y: '@hours',
      unit: 'h',
      series: [
        {
          key: 'workHours',
          name: '@workHours',
          stack: 'hours',
          data: days.map((d) => line(rows.filter((x) => x.day === d)).workHours),
        },
        {
          key: 'idleHours',
          name: '@idleHours',
          stack: 'hours',
          data: days.map((d) => line(rows.filter((x) => x.day === d)).idleHours),
        },
      ],
    },
    table: {
      columns: [textColumn('day'), textColumn('device'), ...columns],
      rows: rows.map((x) => ({ day: x.day, device: x.device, ...line([x]) })),
    },
    empty,
  };
  const byDevice: View = {
    chart: {
      type: 'bar',
      x: devices,
      y: '@share',
      unit: '%',
      series: [
        {
          key: 'onlinePct',
          name: '@onlinePct',
          data: devices.map((d) => line(rows.filter((x) => x.device === d)).onlinePct),
        },
        { key: 'rtkPct', name: '@rtkPct', data: devices.map((d) => line(rows.filter((x) => x.device === d)).rtkPct) },
      ],
    },
    table: {
      columns: [textColumn('device'), ...columns],
      rows: devices.map((device) => ({ device, ...line(rows.filter((x) => x.device === device)) })),
    },
    empty,
  };
  return { start: r.start, end: r.end, kpis, views: { daily, byDevice } };
}

interface JobRow {
  vehicle: string;
  section: string;
  day: string;
  sprayStart: string;
  sprayEnd: string;
  fromKm: number;
  toKm: number;
  km: number;
  waterM3: number;
}

/** Length covered by the union of stretches. */
function covered(stretches: { fromKm: number; toKm: number }[]): number {
  let total = 0;
  let reach = -Infinity;
  for (const s of [...stretches].sort((a, b) => a.fromKm - b.fromKm)) {
    const from = Math.max(s.fromKm, reach);
    if (s.toKm > from) total += s.toKm - from;
    reach = Math.max(reach, s.toKm);
  }
  return total;
}

const hoursOf = (job: JobRow) =>
  (Date.parse(job.sprayEnd.replace(' ', 'T')) - Date.parse(job.sprayStart.replace(' ', 'T'))) / 3_600_000;

export function sprayJobStatistics(store: Store, r: DayRange, sections: SectionFilter = null) {
  // The vehicle is named by its plate (the registry's), the terminal's code when no vehicle holds it.
  const jobs = store.all<JobRow>(
    `SELECT COALESCE(v.plate, d.code) vehicle, j.sectionCode section, substr(j.sprayStart, 1, 10) day, j.sprayStart,
      j.sprayEnd, j.fromKm, j.toKm, j.km, j.waterM3
       FROM ssc_job j JOIN site_device d ON d.id = j.deviceId LEFT JOIN veh_vehicle v ON v.deviceId = j.deviceId
      WHERE j.sprayStart >= ? AND j.sprayStart < ?${andSections(sections)} ORDER BY j.sprayStart, j.id`,
    r.from,
    r.to,
    ...(sections?.params ?? []),
  );
  const days = daysIn(r.first, r.last);
  const vehicles = [...new Set(jobs.map((j) => j.vehicle))].sort();
  const empty = jobs.length === 0;
  const line = (list: JobRow[]) => ({
    km: round(
      list.reduce((s, j) => s + j.km, 0),
      2,
    ),
    hours: round(
      list.reduce((s, j) => s + hoursOf(j), 0),
      2,
    ),
    waterM3: round(
      list.reduce((s, j) => s + j.waterM3, 0),
      1,
    ),
    refills: list.length,
  });
  const coverage = (list: JobRow[]) =>
    list.length === 0 ? null : pct(covered(list), haulRoadKm[list[0]!.section] ?? haulRoadKm.S1!);
  const pairs = vehicles
    .flatMap((vehicle) =>
      days.map((day) => ({ vehicle, day, list: jobs.filter((j) => j.vehicle === vehicle && j.day === day) })),
    )
    .filter((p) => p.list.length > 0);
  pairs.sort((a, b) => a.day.localeCompare(b.day) || a.vehicle.localeCompare(b.vehicle));
  const all = line(jobs);
  const columns = [
    column('km', '@sprayKm', 'km'),
    column('hours', '@sprayHours', 'h'),
    column('waterM3', '@water', 'm³'),
    column('refills'),
  ];
  const kpis: Kpi[] = [
    { key: 'vehicles', name: '@vehicles', value: vehicles.length },
    { key: 'km', name: '@sprayKm', value: all.km, unit: 'km' },
    { key: 'hours', name: '@sprayHours', value: all.hours, unit: 'h' },
    { key: 'waterM3', name: '@water', value: all.waterM3, unit: 'm³' },
    { key: 'refills', name: '@refills', value: all.refills },
  ];
  const daily: View = {
    chart: {
      type: 'bar',
      x: days,
      y: '@sprayKm',
      unit: 'km',
      series: vehicles.map((vehicle) => ({
        key: `vehicle:${vehicle}`,
        name: vehicle,
        stack: 'vehicle',
        data: days.map((day) => line(jobs.filter((j) => j.vehicle === vehicle && j.day === day)).km),
      })),
    },
    table: {
      columns: [textColumn('day'), textColumn('vehicle'), ...columns, column('coveragePct', '@coveragePct', '%')],
      rows: pairs.map((p) => ({ day: p.day, vehicle: p.vehicle, ...line(p.list), coveragePct: coverage(p.list) })),
    },
    empty,
  };
  const byVehicle: View = {
    chart: {
      type: 'bar',
      x: vehicles,
      y: '@water',
      unit: 'm³',
      series: [
        {
          key: 'waterM3',
          name: '@water',
          data: vehicles.map((v) => line(jobs.filter((j) => j.vehicle === v)).waterM3),
        },
      ],
    },
    table: {
      columns: [textColumn('vehicle'), ...columns],
      rows: vehicles.map((vehicle) => ({ vehicle, ...line(jobs.filter((j) => j.vehicle === vehicle)) })),
    },
    empty,
  };
  return { start: r.start, end: r.end, kpis, views: { daily, byVehicle } };
}

export const fleetStatsRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/znys/deviceState/statistics',
    menus: [equipmentPages.pages.znysDeviceStateStatistics.code],
    handler: (ctx) => ok(deviceStateStatistics(ctx.app.store, dayRange(ctx), deviceSections(ctx))),
  },
  {
    method: 'GET',
    path: '/api/ssc/job/statistics',
    menus: [fleetPages.pages.sscJobStatistics.code],
    handler: (ctx) => ok(sprayJobStatistics(ctx.app.store, dayRange(ctx), deviceSections(ctx))),
  },
];
