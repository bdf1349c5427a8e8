import type { Store } from '../db/database.js';
import { ApiError, ok, rejected, type Reply } from '../http/reply.js';
import type { RequestContext, RouteDef } from '../http/router.js';
import { dayIndexOf, siteTime } from '../sim/calendar.js';
import { type Crew, crews } from '../sim/site/crews.js';
import { areaOutline, areaPlace, fixAt, type RollerDayPlan } from '../sim/trajectory/roller.js';
import { computeGrid, encodeGrid, type Grid, type GridRoller, type Metric, metrics } from './compaction-grid.js';
import { type Facts, facts, rollerDay } from './roller-data.js';
import { vehicleMapMenus } from './vehicle-tracks.js';
import { planBaseMaps } from './base-maps.js';

/*
 * The compaction process monitor (DOMAIN.md §3.2 row 42, the home route): the day's work areas of the
 * rollers' crews, each area's grid computed from its rollers' fixes (recomputed from the same pure
 * trajectories the simulator stores them from, so a grid never depends on the raw retention), the
 * rollers' latest fixes and the process events found while sweeping. Work areas are not stored: the
 * simulator hands them to the crews as a function of the day, so an area's id encodes (crew, area index).
 */

const MENUS = ['znysProcessMonitorManager'];

/** The pages that draw the site plan (and so its base maps): every map, and the two geometry editors. */
export const planMenus: readonly string[] = [
  ...MENUS,
  'zdProcessMonitorManager',
  'szhsgScreenInfoManager',
  ...vehicleMapMenus,
  'hjProcessMonitorManager',
  'hjDataAnalysisManager',
  'ddcProcessMonitorManager',
  'ddcDataAnalysisManager',
  'hjBaseMapConfigManager',
  'znysStakeMapEditManager',
];
const AREAS_PER_CREW = 4;
const AREA_ID_BASE = 1_000_000;

const znysCrews = crews.filter((c) => c.domain === 'znys' && c.process);

interface Process {
  id: number;
  code: string;
  name: string;
  targetPassesSteel: number | null;
  targetPassesRubber: number | null;
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
    `SELECT id, code, name, targetPassesSteel, targetPassesRubber, speedMaxSteel, speedMaxRubber, speedMaxVib, finishTempMin, cellSize
     FROM cmp_process WHERE code = ?`,
    crew.process!.code,
  );
}

function rollersInfo(store: Store): Map<number, RollerInfo> {
  const rows = store.all<{ id: number; code: string; name: string; params: string | null }>("SELECT id, code, name, params FROM site_device WHERE kind = 'roller' ORDER BY code");
  return new Map(
    rows.map((r) => {
      const params = JSON.parse(r.params ?? '{}') as { rollerClass?: string; drumWidth?: number };
      return [r.id, { id: r.id, code: r.code, name: r.name, rollerClass: params.rollerClass ?? 'doubleDrumSteel', drum: Number(params.drumWidth ?? 2) }];
    }),
  );
}

const speedLimit = (p: Process, rollerClass: string) => (rollerClass === 'rubberTyred' ? p.speedMaxRubber : rollerClass === 'singleDrumVib' ? p.speedMaxVib : p.speedMaxSteel);

/** A day's area of a crew: where it is, when its rollers started and finished on it. */
interface AreaOfDay {
  id: number;
  crew: Crew;
  /** Index in the day (the plans' `area`) and in the project. */
  j: number;
  g: number;
  day: number;
  plans: RollerDayPlan[];
  startedAt: number;
  endedAt: number;
}

function crewAreas(f: Facts, day: number, crew: Crew): AreaOfDay[] {
  const plans = rollerDay(f, day).plans.filter((p) => p.crew === crew.code && p.domain === 'znys');
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
    out.push({ id: (crewIndex + 1) * AREA_ID_BASE + front + j, crew, j, g: front + j, day, plans, startedAt, endedAt });
  }
  return out;
}

/** The area an id names, on the latest day (up to a week back) the crew rolled it. */
function areaById(f: Facts, id: number): AreaOfDay | undefined {
  const crew = crews[Math.floor(id / AREA_ID_BASE) - 1];
  if (!crew || !znysCrews.includes(crew)) return undefined;
  const today = dayIndexOf(f.cursor - 1);
  for (let day = today; day > today - 7; day--) {
    const list = crewAreas(f, day, crew);
    const found = list.find((a) => a.id === id);
    if (found) return found.startedAt < f.cursor ? found : undefined;
    // Areas are numbered in the order they are rolled: one before this day's first is older.
    if (list[0] && list[0].id <= id) return undefined;
  }
  return undefined;
}

interface Computed {
  grid: Grid;
  rollers: RollerInfo[];
  process: Process;
  target: number;
}

const cache = new Map<string, Computed>();

/** The area's grid with the fixes up to the present (cached per area and second). */
function gridOf(f: Facts, area: AreaOfDay): Computed {
  const until = Math.min(f.cursor, area.endedAt);
  const key = `${f.seed}:${area.id}:${area.day}:${until}`;
  const found = cache.get(key);
  if (found) return found;
  const process = processOf(f.store, area.crew);
  if (!process) throw new ApiError(404, '该作业面的压实工艺不存在', 200);
  const info = rollersInfo(f.store);
  const rollers: RollerInfo[] = [];
  const gridRollers: GridRoller[] = [];
  for (const plan of area.plans) {
    const roller = info.get(plan.deviceId);
    if (!roller) continue;
    gridRollers.push({ plan, drum: roller.drum, speedMax: speedLimit(process, roller.rollerClass), index: rollers.length });
    rollers.push(roller);
  }
  const target = (process.targetPassesSteel ?? 0) + (process.targetPassesRubber ?? 0);
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
  const computed = { grid, rollers, process, target };
  if (cache.size >= 64) cache.delete(cache.keys().next().value!);
  cache.set(key, computed);
  return computed;
}

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : null);

function areaName(area: AreaOfDay): string {
  const place = areaPlace(area.crew, area.g);
  if (place.fromChainage === null) return `站坪 ${place.block} 第${place.strip}幅`;
  const k = (m: number) => `K${Math.floor(m / 1000)}+${String(m % 1000).padStart(3, '0')}`;
  return `${k(place.fromChainage)}~${k(place.toChainage!)} ${place.side === 'left' ? '左幅' : '右幅'}`;
}

function areaSummary(f: Facts, area: AreaOfDay) {
  const { grid, rollers, process, target } = gridOf(f, area);
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
function rollerStates(f: Facts, areas: readonly AreaOfDay[]) {
  const info = rollersInfo(f.store);
  const day = dayIndexOf(f.cursor - 1);
  const t = Math.ceil(f.cursor / 1000) * 1000 - 1000;
  return rollerDay(f, day)
    .plans.filter((p) => p.domain === 'znys')
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

function areaFrom(ctx: RequestContext): { f: Facts; area: AreaOfDay } {
  const f = facts(ctx);
  const raw = ctx.params.id!;
  const area = areaById(f, Number(raw));
  if (!area) throw rejected(`作业面不存在: ${raw}`);
  return { f, area };
}

function metricFrom(query: URLSearchParams): Metric {
  const raw = query.get('metric')?.trim() || 'passes';
  if (!(metrics as readonly string[]).includes(raw)) throw rejected(`参数 metric 只能是 ${metrics.join(' / ')}`);
  return raw as Metric;
}

function coordinate(query: URLSearchParams, name: 'x' | 'y'): number {
  const value = Number(query.get(name));
  if (!query.get(name)?.trim() || !Number.isFinite(value) || Math.abs(value) > 1_000_000) throw rejected(`参数 ${name} 必须是坐标(m)`);
  return value;
}

export const compactionMonitorRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/znys/monitor/overview',
    menus: MENUS,
    handler(ctx): Reply {
      const f = facts(ctx);
      const day = dayIndexOf(f.cursor - 1);
      const areas = znysCrews.flatMap((crew) =>
        crewAreas(f, day, crew)
          .filter((a) => a.startedAt < f.cursor)
          .slice(-AREAS_PER_CREW)
          .reverse(),
      );
      const summaries = areas.map((a) => areaSummary(f, a));
      const active = summaries.filter((a) => a.state === 'active');
      const total = (key: 'cells') => active.reduce((s, a) => s + a[key], 0);
      const weighted = (key: 'passRate' | 'underRate') =>
        total('cells') > 0 ? Math.round((10 * active.reduce((s, a) => s + (a[key] ?? 0) * a.cells, 0)) / total('cells')) / 10 : null;
      const events = areas
        .flatMap((a) => eventsOf(f, a))
        .sort((a, b) => b.start.localeCompare(a.start))
        .slice(0, 30);
      return ok({
        simTime: siteTime(f.cursor),
        kpi: { activeAreas: active.length, passRate: weighted('passRate'), underRate: weighted('underRate') },
        areas: summaries,
        rollers: rollerStates(f, areas),
        events,
      });
    },
  },
  {
    method: 'GET',
    path: '/api/znys/workArea/:id/grid',
    menus: MENUS,
    handler(ctx): Reply {
      const metric = metricFrom(ctx.query);
      const { f, area } = areaFrom(ctx);
      const { grid } = gridOf(f, area);
      return { http: 200, body: null, binary: { contentType: 'application/octet-stream', etag: `"${area.id}-${grid.version}-${metric}"`, bytes: encodeGrid(grid, metric) } };
    },
  },
  {
    method: 'GET',
    path: '/api/znys/workArea/:id/cell',
    menus: MENUS,
    handler(ctx): Reply {
      const x = coordinate(ctx.query, 'x');
      const y = coordinate(ctx.query, 'y');
      const { f, area } = areaFrom(ctx);
      const { grid, rollers, target } = gridOf(f, area);
      const col = Math.floor((x - grid.originX) / grid.cellSize);
      const row = Math.floor((y - grid.originY) / grid.cellSize);
      const i = row * grid.cols + col;
      if (col < 0 || row < 0 || col >= grid.cols || row >= grid.rows || !grid.inside[i]) throw rejected('该位置不在作业面内');
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
        temp: value(grid.temp[i]!),
        speed: value(grid.speed[i]!),
        cmv: value(grid.cmv[i]!),
        lastRoller: last >= 0 ? rollers[last]!.code : null,
        lastTime: last >= 0 ? siteTime(grid.lastTime[i]!) : null,
      });
    },
  },
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
      const stakes = store.all<{ name: string; chainage: number; x: number; y: number; azimuth: number; leftWidth: number; rightWidth: number }>(
        'SELECT name, chainage, x, y, azimuth, leftWidth, rightWidth FROM site_stake ORDER BY sectionId, chainage',
      );
      const blocks = store.all<{ code: string; polygon: string }>('SELECT code, polygon FROM site_block ORDER BY code');
      const features = store.all<{ kind: string; code: string; name: string; geom: string }>('SELECT kind, code, name, geom FROM site_feature ORDER BY kind, code');
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
