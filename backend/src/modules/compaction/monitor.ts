import { ok, rejected, type Reply } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import {
  areaOutline,
  areaPlace,
  dayIndexOf,
  dayLabel,
  type Facts,
  fixAt,
  parseSiteTime,
  rollerDay,
  siteTime,
} from '../../sim/reads.js';
import { encodeGrid, type Metric } from './grid.js';
import { facts } from '../../kit/sim-facts.js';

import {
  type MonitorDomain,
  domains,
  AREAS_PER_CREW,
  crewsOf,
  crewsInScope,
  rollersInfo,
  type AreaOfDay,
  crewAreas,
  areaById,
  gridOf,
  pct,
  areaName,
  LOOK_BACK_DAYS,
} from './monitor-areas.js';

/*
 * The compaction process monitors (asphalt and base rolling `znys`, the home route, and vibratory earthwork
 * compaction `zd`, each behind its own page's menu): the day's work areas of the rollers' crews, each area's
 * grid computed from its rollers' fixes (recomputed from the same pure trajectories the simulator stores them
 * from, so a grid never depends on the raw retention), the rollers' latest fixes and the process events found
 * while sweeping. Work areas are not stored: the simulator hands them to the crews as a function of the day,
 * so an area's id encodes (crew, area index).
 */

function areaSummary(f: Facts, area: AreaOfDay) {
  const { grid, rollers, process, target, vibTarget } = gridOf(f, area);
  const place = areaPlace(area.crew, area.g);
  return {
    id: area.id,
    name: areaName(area),
    crewCode: area.crew.code,
    crewName: area.crew.name,
    processCode: process.code,
    processName: process.name,
    fromChainage: place.fromChainage,
    toChainage: place.toChainage,
    side: place.side,
    block: place.block,
    state: f.cursor < area.endedAt ? 'active' : 'finished',
    startTime: siteTime(area.startedAt),
    endTime: f.cursor < area.endedAt ? null : siteTime(area.endedAt),
    border: areaOutline(area.crew, area.g),
    targetPasses: target,
    ...(vibTarget === null ? {} : { targetVibPasses: vibTarget }),
    gridVersion: grid.version,
    cells: grid.cellsInside,
    passRate: pct(grid.qualified, grid.cellsInside),
    underRate: pct(grid.under, grid.cellsInside),
    speedRate: pct(grid.speedOk, grid.movingFixes),
    tempRate: pct(grid.tempOk, grid.tempChecked),
    rollers: rollers.map((r) => r.code),
  };
}

function eventsOf(f: Facts, area: AreaOfDay) {
  const { grid, rollers } = gridOf(f, area);
  return grid.events.map((e) => ({
    areaId: area.id,
    type: e.type,
    level: e.level,
    deviceCode: rollers[e.deviceIndex]!.code,
    start: siteTime(e.start),
    end: siteTime(e.end),
    value: Math.round(e.value * 10) / 10,
    limit: e.limit,
  }));
}

/** The latest fix of every roller at the present (or its last one today). */
function rollerStates(
  f: Facts,
  domain: MonitorDomain,
  areas: readonly AreaOfDay[],
  kept: (crew: string | null) => boolean,
) {
  const info = rollersInfo(f.store, domain);
  const day = dayIndexOf(f.cursor - 1);
  const t = Math.ceil(f.cursor / 1000) * 1000 - 1000;
  return rollerDay(f, day)
    .plans.filter((p) => p.domain === domain && kept(p.crew))
    .map((plan) => {
      const roller = info.get(plan.deviceId);
      if (!roller || !plan.power || plan.power.start > t) return null;
      const at = Math.min(t, plan.power.end - 1000);
      const fix = fixAt(plan, at);
      if (!fix) return null;
      const area = areas.find((a) => a.plans.includes(plan) && a.startedAt <= at && at < a.endedAt);
      return {
        deviceId: roller.id,
        code: roller.code,
        name: roller.name,
        rollerClass: roller.rollerClass,
        crewCode: plan.crew,
        areaId: area?.id ?? null,
        powered: at === t,
        t: siteTime(at),
        x: fix.x,
        y: fix.y,
        heading: fix.heading,
        speed: fix.speed,
        vibOn: fix.vibOn,
        freq: fix.freq,
        amplitude: fix.amplitude,
        surfaceTemp: fix.surfaceTemp,
        gnssQuality: fix.gnssQuality,
      };
    })
    .filter((r) => r !== null);
}

function areaFrom(ctx: RequestContext, domain: MonitorDomain): { f: Facts; area: AreaOfDay } {
  const f = facts(ctx);
  const raw = ctx.params.id!;
  const found = areaById(f, domain, Number(raw));
  const area = found && crewsInScope(ctx)(found.crew.code) ? found : undefined;
  if (!area) throw rejected(`作业面不存在: ${raw}`);
  return { f, area };
}

function metricFrom(query: URLSearchParams, domain: MonitorDomain): Metric {
  const allowed = domains[domain].metrics;
  const raw = query.get('metric')?.trim() || 'passes';
  if (!(allowed as readonly string[]).includes(raw)) throw rejected(`参数 metric 只能是 ${allowed.join(' / ')}`);
  return raw as Metric;
}

function coordinate(query: URLSearchParams, name: 'x' | 'y'): number {
  const value = Number(query.get(name));
  if (!query.get(name)?.trim() || !Number.isFinite(value) || Math.abs(value) > 1_000_000)
    throw rejected(`参数 ${name} 必须是坐标(m)`);
  return value;
}

/** The day a monitor read asks for (`day=yyyy-MM-dd`, within the last week), today by default. */
function dayParam(query: URLSearchParams, today: number): number {
  const raw = query.get('day')?.trim();
  if (!raw) return today;
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? parseSiteTime(raw) : undefined;
  if (ms === undefined) throw rejected(`参数 day 必须是 yyyy-MM-dd: ${raw}`);
  const day = dayIndexOf(ms);
  if (day > today || day <= today - LOOK_BACK_DAYS) throw rejected(`只能查看最近 ${LOOK_BACK_DAYS} 天的作业面`);
  return day;
}

/** A day's areas as the monitor lists them: each crew's latest few begun before the present, newest first. */
function areasOfDay(f: Facts, domain: MonitorDomain, day: number, kept: (crew: string | null) => boolean): AreaOfDay[] {
  return crewsOf(domain)
    .filter((crew) => kept(crew.code))
    .flatMap((crew) =>
      crewAreas(f, day, crew)
        .filter((a) => a.startedAt < f.cursor)
        .slice(-AREAS_PER_CREW)
        .reverse(),
    );
}

/** The overview, grid and cell reads of one domain's monitor, under `/api/<domain>/`. */
const monitorRoutes = (domain: MonitorDomain): RouteDef[] => [
  {
    method: 'GET',
    path: `/api/${domain}/monitor/overview`,
    menus: domains[domain].menus,
    handler(ctx): Reply {
      const f = facts(ctx);
      const today = dayIndexOf(f.cursor - 1);
      const day = dayParam(ctx.query, today);
      const kept = crewsInScope(ctx);
      const areas = areasOfDay(f, domain, day, kept);
      // Nothing rolled on the day shown (a rain day, before the shift): the latest day of the week that was.
      let lastWorked: { day: string; areas: number } | null = null;
      for (let d = day - 1; areas.length === 0 && d > today - LOOK_BACK_DAYS && !lastWorked; d--) {
        const n = areasOfDay(f, domain, d, kept).length;
        if (n > 0) lastWorked = { day: dayLabel(d), areas: n };
      }
      const summaries = areas.map((a) => areaSummary(f, a));
      const active = summaries.filter((a) => a.state === 'active');
      const total = (key: 'cells') => active.reduce((s, a) => s + a[key], 0);
      const weighted = (key: 'passRate' | 'underRate') =>
        total('cells') > 0
          ? Math.round((10 * active.reduce((s, a) => s + (a[key] ?? 0) * a.cells, 0)) / total('cells')) / 10
          : null;
      const events = areas
        .flatMap((a) => eventsOf(f, a))
        .sort((a, b) => b.start.localeCompare(a.start))
        .slice(0, 30);
      return ok({
        simTime: siteTime(f.cursor),
        day: dayLabel(day),
        kpi: { activeAreas: active.length, passRate: weighted('passRate'), underRate: weighted('underRate') },
        areas: summaries,
        // Where the rollers are is today's question only.
        rollers: day === today ? rollerStates(f, domain, areas, kept) : [],
        events,
        ...(areas.length === 0 ? { lastWorked } : {}),
      });
    },
  },
  {
    method: 'GET',
    path: `/api/${domain}/workArea/:id/grid`,
    menus: domains[domain].menus,
    handler(ctx): Reply {
      const metric = metricFrom(ctx.query, domain);
      const { f, area } = areaFrom(ctx, domain);
      const { grid } = gridOf(f, area);
      return {
        http: 200,
        body: null,
        binary: {
          contentType: 'application/octet-stream',
          etag: `"${area.id}-${grid.version}-${metric}"`,
          bytes: encodeGrid(grid, metric),
        },
      };
    },
  },
  {
    method: 'GET',
    path: `/api/${domain}/workArea/:id/cell`,
    menus: domains[domain].menus,
    handler(ctx): Reply {
      const x = coordinate(ctx.query, 'x');
      const y = coordinate(ctx.query, 'y');
      const { f, area } = areaFrom(ctx, domain);
      const { grid, rollers, target, vibTarget } = gridOf(f, area);
      const col = Math.floor((x - grid.originX) / grid.cellSize);
      const row = Math.floor((y - grid.originY) / grid.cellSize);
      const i = row * grid.cols + col;
      if (col < 0 || row < 0 || col >= grid.cols || row >= grid.rows || !grid.inside[i])
        throw rejected('该位置不在作业面内');
      const value = (v: number) => (Number.isNaN(v) ? null : Math.round(v * 10) / 10);
      const last = grid.lastRoller[i]!;
      return ok({
        areaId: area.id,
        col,
        row,
        x: Math.round((grid.originX + (col + 0.5) * grid.cellSize) * 100) / 100,
        y: Math.round((grid.originY + (row + 0.5) * grid.cellSize) * 100) / 100,
        passes: grid.passes[i],
        targetPasses: target,
        ...(vibTarget === null ? {} : { vibPasses: grid.vibPasses[i], targetVibPasses: vibTarget }),
        temp: value(grid.temp[i]!),
        speed: value(grid.speed[i]!),
        cmv: value(grid.cmv[i]!),
        lastRoller: last >= 0 ? rollers[last]!.code : null,
        lastTime: last >= 0 ? siteTime(grid.lastTime[i]!) : null,
      });
    },
  },
];

export const compactionMonitorRoutes: RouteDef[] = [...monitorRoutes('znys'), ...monitorRoutes('zd')];
