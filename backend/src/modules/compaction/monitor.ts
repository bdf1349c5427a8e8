import type { Store } from '../../db/database.js';
import { ApiError, ok, rejected, type Reply } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import { dayIndexOf, dayLabel, parseSiteTime, siteTime } from '../../sim/calendar.js';
import { type Crew, crews } from '../../sim/site/crews.js';
import { areaOutline, areaPlace, fixAt, type RollerDayPlan } from '../../sim/trajectory/roller.js';
import { computeGrid, encodeGrid, HEADER_BYTES, type Grid, type GridRoller, type Metric } from './grid.js';
import { type Facts, facts, rollerDay } from './roller-data.js';
import { vehicleMapMenus } from '../fleet/tracks.js';
import { planBaseMaps } from '../site/base-maps.js';

/*
 * The compaction process monitors (asphalt and base rolling `znys`, the home route, and vibratory earthwork
 * compaction `zd`, each behind its own page's menu): the day's work areas of the rollers' crews, each area's
 * grid computed from its rollers' fixes (recomputed from the same pure trajectories the simulator stores them
 * from, so a grid never depends on the raw retention), the rollers' latest fixes and the process events found
 * while sweeping. Work areas are not stored: the simulator hands them to the crews as a function of the day,
 * so an area's id encodes (crew, area index).
 */

export type MonitorDomain = 'znys' | 'zd';

/** What differs between the two monitors: the page whose menu reads them, the machines, the metrics a grid answers. */
const domains: Record<MonitorDomain, { menus: string[]; kind: string; metrics: readonly Metric[] }> = {
  znys: { menus: ['znysProcessMonitorManager'], kind: 'roller', metrics: ['passes', 'temp', 'speed', 'cmv'] },
  zd: {
    menus: ['zdProcessMonitorManager', 'zdWorkInfoManager'],
    kind: 'vibRoller',
    metrics: ['passes', 'vibPasses', 'cmv'],
  },
};
const AREAS_PER_CREW = 4;
export const AREA_ID_BASE = 1_000_000;

/** The pages that draw the site plan (and so its base maps): every map, and the two geometry editors. */
export const planMenus: readonly string[] = [
  ...domains.znys.menus,
  ...domains.zd.menus,
  'szhsgScreenInfoManager',
  ...vehicleMapMenus,
  'hjProcessMonitorManager',
  'hjDataAnalysisManager',
  'ddcProcessMonitorManager',
  'ddcDataAnalysisManager',
  'hjBaseMapConfigManager',
  'znysStakeMapEditManager',
];

const crewsOf = (domain: MonitorDomain) => crews.filter((c) => c.domain === domain && c.process);

interface Process {
  id: number;
  code: string;
  name: string;
  targetPassesSteel: number | null;
  targetPassesRubber: number | null;
  targetPassesStatic: number | null;
  targetPassesVib: number | null;
  speedMaxSteel: number | null;
  speedMaxRubber: number | null;
  speedMaxVib: number | null;
  finishTempMin: number | null;
  cellSize: number;
}

interface RollerInfo {
  id: number;
  code: string;
  name: string;
  rollerClass: string;
  drum: number;
}

function processOf(store: Store, crew: Crew): Process | undefined {
  return store.get<Process>(
    `SELECT id, code, name, targetPassesSteel, targetPassesRubber, targetPassesStatic, targetPassesVib, speedMaxSteel, speedMaxRubber, speedMaxVib, finishTempMin, cellSize
     FROM cmp_process WHERE code = ?`,
    crew.process!.code,
  );
}

function rollersInfo(store: Store, domain: MonitorDomain): Map<number, RollerInfo> {
  const rows = store.all<{ id: number; code: string; name: string; params: string | null }>(
    'SELECT id, code, name, params FROM site_device WHERE kind = ? ORDER BY code',
    domains[domain].kind,
  );
  return new Map(
    rows.map((r) => {
      const params = JSON.parse(r.params ?? '{}') as { rollerClass?: string; drumWidth?: number };
      // The vibratory rollers of earthwork are single-drum vibratory machines.
      const rollerClass = params.rollerClass ?? (domain === 'zd' ? 'singleDrumVib' : 'doubleDrumSteel');
      return [r.id, { id: r.id, code: r.code, name: r.name, rollerClass, drum: Number(params.drumWidth ?? 2) }];
    }),
  );
}

const speedLimit = (p: Process, rollerClass: string) =>
  rollerClass === 'rubberTyred' ? p.speedMaxRubber : rollerClass === 'singleDrumVib' ? p.speedMaxVib : p.speedMaxSteel;

/**
 * Passes a cell needs (earthwork: static + vibratory; the pavement: steel + rubber), and the vibratory ones the
 * process asks for (shown beside the vibratory-pass raster; a cell qualifies by its passes, as on the trend pages).
 */
function targetsOf(p: Process, domain: MonitorDomain): { target: number; vibTarget: number | null } {
  if (domain === 'zd')
    return { target: (p.targetPassesStatic ?? 0) + (p.targetPassesVib ?? 0), vibTarget: p.targetPassesVib ?? 0 };
  return { target: (p.targetPassesSteel ?? 0) + (p.targetPassesRubber ?? 0), vibTarget: null };
}

/** A day's area of a crew: where it is, when its rollers started and finished on it. */
export interface AreaOfDay {
  id: number;
  domain: MonitorDomain;
  crew: Crew;
  /** Index in the day (the plans' `area`) and in the project. */
  j: number;
  g: number;
  day: number;
  plans: RollerDayPlan[];
  startedAt: number;
  endedAt: number;
}

export function crewAreas(f: Facts, day: number, crew: Crew): AreaOfDay[] {
  const domain = crew.domain as MonitorDomain;
  const plans = rollerDay(f, day).plans.filter((p) => p.crew === crew.code && p.domain === domain);
  if (plans.length === 0) return [];
  const front = plans[0]!.front;
  const out: AreaOfDay[] = [];
  const crewIndex = crews.indexOf(crew);
  for (let j = 0; ; j++) {
    let startedAt = Infinity;
    let endedAt = -Infinity;
    for (const plan of plans)
      for (const seg of plan.segments)
        if (seg.area === j && seg.length > 0) {
          startedAt = Math.min(startedAt, seg.start);
          endedAt = Math.max(endedAt, seg.end);
        }
    if (startedAt === Infinity) break;
    out.push({
      id: (crewIndex + 1) * AREA_ID_BASE + front + j,
      domain,
      crew,
      j,
      g: front + j,
      day,
      plans,
      startedAt,
      endedAt,
    });
  }
  return out;
}

/** The area of a domain an id names, on the latest day (up to a week back) the crew rolled it. */
function areaById(f: Facts, domain: MonitorDomain, id: number): AreaOfDay | undefined {
  const crew = crews[Math.floor(id / AREA_ID_BASE) - 1];
  if (!crew || !crewsOf(domain).includes(crew)) return undefined;
  const today = dayIndexOf(f.cursor - 1);
  // A finished zd area is stored with its day (作业信息 opens areas of any age); others are looked for a week back.
  const stored =
    domain === 'zd' ? f.store.get<{ day: number }>('SELECT day FROM zd_work_area WHERE id = ?', id) : undefined;
  if (stored) return crewAreas(f, stored.day, crew).find((a) => a.id === id);
  for (let day = today; day > today - LOOK_BACK_DAYS; day--) {
    const list = crewAreas(f, day, crew);
    const found = list.find((a) => a.id === id);
    if (found) return found.startedAt < f.cursor ? found : undefined;
    // Areas are numbered in the order they are rolled: one before this day's first is older.
    if (list[0] && list[0].id <= id) return undefined;
  }
  return undefined;
}

export interface Computed {
  grid: Grid;
  rollers: RollerInfo[];
  process: Process;
  target: number;
  vibTarget: number | null;
}

const cache = new Map<string, Computed>();

/** The area's grid with the fixes up to the present (cached per area and second). */
export function gridOf(f: Facts, area: AreaOfDay): Computed {
  const until = Math.min(f.cursor, area.endedAt);
  const key = `${f.seed}:${area.id}:${area.day}:${until}`;
  const found = cache.get(key);
  if (found) return found;
  const process = processOf(f.store, area.crew);
  if (!process) throw new ApiError(404, '该作业面的压实工艺不存在', 200);
  const info = rollersInfo(f.store, area.domain);
  const rollers: RollerInfo[] = [];
  const gridRollers: GridRoller[] = [];
  for (const plan of area.plans) {
    const roller = info.get(plan.deviceId);
    if (!roller) continue;
    gridRollers.push({
      plan,
      drum: roller.drum,
      speedMax: speedLimit(process, roller.rollerClass),
      index: rollers.length,
    });
    rollers.push(roller);
  }
  const { target, vibTarget } = targetsOf(process, area.domain);
  const asphalt = area.plans[0]?.material === 'asphalt';
  const grid = computeGrid({
    border: areaOutline(area.crew, area.g),
    cellSize: process.cellSize,
    area: area.j,
    until,
    rollers: gridRollers,
    target,
    tempMin: asphalt ? process.finishTempMin : null,
  });
  const computed = { grid, rollers, process, target, vibTarget };
  if (cache.size >= 64) cache.delete(cache.keys().next().value!);
  cache.set(key, computed);
  return computed;
}

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : null);

export function areaName(area: AreaOfDay): string {
  const place = areaPlace(area.crew, area.g);
  if (place.fromChainage === null) return `站坪 ${place.block} 第${place.strip}幅`;
  const k = (m: number) => `K${Math.floor(m / 1000)}+${String(m % 1000).padStart(3, '0')}`;
  return `${k(place.fromChainage)}~${k(place.toChainage!)} ${place.side === 'left' ? '左幅' : '右幅'}`;
}

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
function rollerStates(f: Facts, domain: MonitorDomain, areas: readonly AreaOfDay[]) {
  const info = rollersInfo(f.store, domain);
  const day = dayIndexOf(f.cursor - 1);
  const t = Math.ceil(f.cursor / 1000) * 1000 - 1000;
  return rollerDay(f, day)
    .plans.filter((p) => p.domain === domain)
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
  const area = areaById(f, domain, Number(raw));
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

/** The metrics a grid delta carries for each changed cell, in this order (raw values as the GRD1 grid encodes them). */
export const DELTA_METRICS: readonly Metric[] = ['passes', 'vibPasses', 'temp', 'speed', 'cmv'];
/**
 * A delta lists at most an eighth of the grid's cells (64 at least): past that, reading the binary grid again costs
 * fewer bytes than the list, so it says `cells: null` and the reader does that. This also bounds a stream's byte rate
 * when the clock runs fast.
 */
const deltaCap = (cells: number) => Math.max(64, Math.floor(cells / 8));

/** What one delta stream remembers of each area it follows: the grid's version and each metric's raw values. */
export type GridStock = Map<number, { version: number; raw: Uint8Array[] }>;

export interface GridDelta {
  areaId: number;
  /** The version the cells apply to, and the version they bring. */
  from: number;
  version: number;
  metrics: readonly Metric[];
  /** `[cell index, raw value of each metric]`; null when too many changed (see `deltaCap`). */
  cells: number[][] | null;
}

/**
 * The live grid deltas of a domain (`znys.grid`, `zd.grid`): for each of today's areas being rolled, the cells
 * whose values changed since the last call. The first sight of an area only takes stock; an area that has just
 * finished sends its last change and is then forgotten.
 */
export function gridDeltas(f: Facts, domain: MonitorDomain, stock: GridStock): GridDelta[] {
  const day = dayIndexOf(f.cursor - 1);
  const out: GridDelta[] = [];
  const followed = new Set<number>();
  for (const crew of crewsOf(domain))
    for (const area of crewAreas(f, day, crew)) {
      const had = stock.get(area.id);
      const active = area.startedAt < f.cursor && f.cursor < area.endedAt;
      if (!active && !had) continue;
      const { grid } = gridOf(f, area);
      const raw = DELTA_METRICS.map((m) => encodeGrid(grid, m).subarray(HEADER_BYTES));
      if (active) {
        followed.add(area.id);
        stock.set(area.id, { version: grid.version, raw });
      }
      if (!had || had.version === grid.version) continue;
      const changed: number[] = [];
      for (let i = 0; i < raw[0]!.length; i++)
        if (raw.some((values, m) => values[i] !== had.raw[m]![i])) changed.push(i);
      out.push({
        areaId: area.id,
        from: had.version,
        version: grid.version,
        metrics: DELTA_METRICS,
        cells:
          changed.length > deltaCap(raw[0]!.length)
            ? null
            : changed.map((i) => [i, ...raw.map((values) => values[i]!)]),
      });
    }
  for (const id of stock.keys()) if (!followed.has(id)) stock.delete(id);
  return out;
}

/** How far back the monitor shows a day's areas (an area's grid is found that far back too: `areaById`). */
const LOOK_BACK_DAYS = 7;

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
function areasOfDay(f: Facts, domain: MonitorDomain, day: number): AreaOfDay[] {
  return crewsOf(domain).flatMap((crew) =>
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
      const areas = areasOfDay(f, domain, day);
      // Nothing rolled on the day shown (a rain day, before the shift): the latest day of the week that was.
      let lastWorked: { day: string; areas: number } | null = null;
      for (let d = day - 1; areas.length === 0 && d > today - LOOK_BACK_DAYS && !lastWorked; d--) {
        const n = areasOfDay(f, domain, d).length;
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
        rollers: day === today ? rollerStates(f, domain, areas) : [],
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

export const compactionMonitorRoutes: RouteDef[] = [
  ...monitorRoutes('znys'),
  ...monitorRoutes('zd'),
  {
    // The site plan every map draws (SitePlan): sections, the road's alignment and stakes, the apron's
    // blocks, plants, water points and haul roads, in the site's metric frame; under them the enabled,
    // calibrated base maps (底图配置) with the two control points that place each.
    method: 'GET',
    path: '/api/site/plan',
    menus: planMenus,
    handler(ctx): Reply {
      const store = ctx.app.store;
      const json = (text: string | null) => (text ? JSON.parse(text) : null);
      const sections = store.all<{ id: number; code: string; name: string; kind: string; polygon: string | null }>(
        'SELECT id, code, name, kind, polygon FROM site_section ORDER BY code',
      );
      const alignment = store.get<{ sectionId: number; polyline: string; startChainage: number }>(
        'SELECT sectionId, polyline, startChainage FROM site_alignment ORDER BY id LIMIT 1',
      );
      const stakes = store.all<{
        name: string;
        chainage: number;
        x: number;
        y: number;
        azimuth: number;
        leftWidth: number;
        rightWidth: number;
      }>('SELECT name, chainage, x, y, azimuth, leftWidth, rightWidth FROM site_stake ORDER BY sectionId, chainage');
      const blocks = store.all<{ code: string; polygon: string }>('SELECT code, polygon FROM site_block ORDER BY code');
      const features = store.all<{ kind: string; code: string; name: string; geom: string }>(
        'SELECT kind, code, name, geom FROM site_feature ORDER BY kind, code',
      );
      return ok({
        extent: [0, 0, 4000, 1500],
        sections: sections.map((s) => ({ code: s.code, name: s.name, kind: s.kind, polygon: json(s.polygon) })),
        alignment: alignment ? { polyline: json(alignment.polyline), startChainage: alignment.startChainage } : null,
        stakes,
        blocks: blocks.map((b) => ({ code: b.code, polygon: json(b.polygon) })),
        features: features.map((x) => ({ kind: x.kind, code: x.code, name: x.name, geom: json(x.geom) })),
        baseMaps: planBaseMaps(store),
      });
    },
  },
];
