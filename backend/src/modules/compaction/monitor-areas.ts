import { scopeOf } from '../../domain/data-scope.js';
import type { RequestContext } from '../../http/router.js';
import type { Store } from '../../db/database.js';
import { ApiError } from '../../http/reply.js';
import {
  areaOutline,
  areaPlace,
  type Crew,
  crews,
  dayIndexOf,
  type Facts,
  rollerDay,
  type RollerDayPlan,
} from '../../sim/reads.js';
import { computeGrid, type Grid, type GridRoller, type Metric } from './grid.js';
import { compactionPages } from '@console/contract/compaction/pages';

/** The monitors' areas: a crew's areas of a day, where they are, their grids with the fixes up to the present. */

export type MonitorDomain = 'znys' | 'zd';

/** What differs between the two monitors: the page whose menu reads them, the machines, the metrics a grid answers. */
const pages = compactionPages.pages;
export const domains: Record<MonitorDomain, { menus: string[]; kind: string; metrics: readonly Metric[] }> = {
  znys: { menus: [pages.znysProcessMonitor.code], kind: 'roller', metrics: ['passes', 'temp', 'speed', 'cmv'] },
  zd: {
    menus: [pages.zdProcessMonitor.code, pages.zdWorkInfo.code],
    kind: 'vibRoller',
    metrics: ['passes', 'vibPasses', 'cmv'],
  },
};
export const AREAS_PER_CREW = 4;
const AREA_ID_BASE = 1_000_000;

export const crewsOf = (domain: MonitorDomain) => crews.filter((c) => c.domain === domain && c.process);

/** How far back the monitor shows a day's areas (an area's grid is found that far back too: `areaById`). */
export const LOOK_BACK_DAYS = 7;

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
    `SELECT id, code, name, targetPassesSteel, targetPassesRubber, targetPassesStatic, targetPassesVib, speedMaxSteel,
      speedMaxRubber, speedMaxVib, finishTempMin, cellSize
     FROM cmp_process WHERE code = ?`,
    crew.process!.code,
  );
}

export function rollersInfo(store: Store, domain: MonitorDomain): Map<number, RollerInfo> {
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
export function areaById(f: Facts, domain: MonitorDomain, id: number): AreaOfDay | undefined {
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

interface Computed {
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

export const pct = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : null);

export function areaName(area: AreaOfDay): string {
  const place = areaPlace(area.crew, area.g);
  if (place.fromChainage === null) return `站坪 ${place.block} 第${place.strip}幅`;
  const k = (m: number) => `K${Math.floor(m / 1000)}+${String(m % 1000).padStart(3, '0')}`;
  return `${k(place.fromChainage)}~${k(place.toChainage!)} ${place.side === 'left' ? '左幅' : '右幅'}`;
}

/**
 * Which crews' work the reader's data scope reaches: a crew rolls in one section, so its areas and rollers are
 * that section's.
 */
export function crewsInScope(ctx: RequestContext): (crewCode: string | null) => boolean {
  const scope = scopeOf(ctx.app.store, ctx.actor.id);
  if (scope.all) return () => true;
  const codes = new Set(
    ctx.app.store
      .all<{ code: string }>(
        'SELECT code FROM site_section WHERE id IN (SELECT value FROM json_each(?))',
        JSON.stringify(scope.sections),
      )
      .map((r) => r.code),
  );
  return (crewCode) => codes.has(crews.find((c) => c.code === crewCode)?.sectionCode ?? '');
}
