import type { Store } from '../../db/database.js';
import { ApiError, ok } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import { dayLabel, dayStartMs } from '../../sim/calendar.js';
import { buildDayContext, loadRegistry } from '../../sim/engine.js';
import { planRollerDay } from '../../sim/processes/rollers.js';
import { crewOf, crews } from '../../sim/site/crews.js';
import { fixAt, type RollerDayPlan } from '../../sim/trajectory/roller.js';
import { column, type Kpi, textColumn, type View } from '../../kit/chart-answer.js';
import { dayRange, type DayRange, pct, round } from '../../kit/stats-range.js';

/*
 * The compaction trend pages: pass-qualified ratio, work compliance and work score per day, computed from the
 * rollers' facts. A roller's fixes are a pure function of its day plan (recomputed, never needing the stored
 * fixes), so the rollups read the plan: every rolling pass over a lane counts on the cells its drum covers,
 * and every rolling second's fix is judged against the crew's process (speed limit of the class, finishing
 * temperature on asphalt, vibration with the minimum frequency and amplitude). The present day counts up to
 * the simulator's cursor. Days are cached: a past day never changes.
 */

/** The share of qualified area a day is expected to reach (the trend's target line). */
export const PASS_RATIO_TARGET = 95;
/** Work score = 40 % pass ratio + 20 % each of speed, temperature and vibration compliance. */
const weights = { passes: 0.4, speed: 0.2, temperature: 0.2, vibration: 0.2 } as const;
type Component = keyof typeof weights;
const components = Object.keys(weights) as Component[];

interface Process {
  code: string;
  name: string;
  domain: string;
  layerName: string;
  sectionName: string;
  material: string;
  cellSize: number;
  targetPassesSteel: number | null;
  targetPassesRubber: number | null;
  targetPassesStatic: number | null;
  targetPassesVib: number | null;
  speedMaxSteel: number | null;
  speedMaxRubber: number | null;
  speedMaxVib: number | null;
  finishTempMin: number | null;
  minFreq: number | null;
  minAmplitude: number | null;
  vibRequired: number | null;
}

interface CrewDay {
  crew: string;
  crewName: string;
  process: string;
  layer: string;
  section: string;
  /** Rolled area (m²) and the part that reached the target passes. */
  area: number;
  qualified: number;
  areas: number;
  /** Each work area of the day: its project-wide number `g`, m² rolled and qualified (unrounded, so sums agree with the day's), first and last rolling second. */
  list: AreaDay[];
}

export interface AreaDay {
  g: number;
  area: number;
  qualified: number;
  start: number;
  end: number;
}

interface Tally {
  n: number;
  ok: number;
}

interface DeviceDay {
  code: string;
  crew: string;
  rollingSeconds: number;
  speed: Tally;
  temperature: Tally;
  vibration: Tally;
}

export interface CompactionDay {
  crews: CrewDay[];
  devices: DeviceDay[];
}

function processes(store: Store): Map<string, Process> {
  const rows = store.all<Process>(
    `SELECT p.*, l.name AS layerName, l.material, s.name AS sectionName
       FROM cmp_process p JOIN site_layer l ON l.id = p.layerId JOIN site_section s ON s.id = p.sectionId`,
  );
  return new Map(rows.map((p) => [p.code, p]));
}

function speedLimit(plan: RollerDayPlan, p: Process): number | null {
  if (plan.rollerClass === 'rubberTyred') return p.speedMaxRubber;
  if (plan.rollerClass === 'doubleDrumSteel') return p.speedMaxSteel;
  return p.speedMaxVib;
}

/**
 * Cells of a crew's area that reached the targets: across the area, every `cellSize` a cell counts the
 * passes whose drum covers its centre (steel and rubber apart on the pavement layers, all passes against
 * static + vibratory on earthwork); the pass is along the whole area, so a cell's share of the area is its
 * width × the area's length.
 */
function crewDay(
  plans: RollerDayPlan[],
  p: Process,
  cutoff: number,
): { area: number; qualified: number; areas: number; list: AreaDay[] } {
  const byArea = new Map<
    number,
    {
      g: number;
      start: number;
      end: number;
      uFrom: number;
      uTo: number;
      length: number;
      steel: [number, number][];
      rubber: [number, number][];
    }
  >();
  for (const plan of plans) {
    for (const seg of plan.segments) {
      if (!seg.rolling || !seg.lane || seg.end > cutoff) continue;
      let area = byArea.get(seg.area);
      if (!area)
        byArea.set(
          seg.area,
          (area = {
            g: plan.front + seg.area,
            start: seg.start,
            end: seg.end,
            uFrom: seg.lane.uFrom,
            uTo: seg.lane.uTo,
            length: plan.areaLength,
            steel: [],
            rubber: [],
          }),
        );
      area.start = Math.min(area.start, seg.start);
      area.end = Math.max(area.end, seg.end);
      const strip: [number, number] = [seg.lane.u - plan.drum / 2, seg.lane.u + plan.drum / 2];
      (plan.rollerClass === 'rubberTyred' ? area.rubber : area.steel).push(strip);
    }
  }
  const earthwork = p.domain === 'zd';
  const steelTarget = earthwork ? (p.targetPassesStatic ?? 0) + (p.targetPassesVib ?? 0) : (p.targetPassesSteel ?? 0);
  const rubberTarget = earthwork ? 0 : (p.targetPassesRubber ?? 0);
  let area = 0;
  let qualified = 0;
  const list: AreaDay[] = [];
  for (const a of byArea.values()) {
    const cells = Math.max(1, Math.round((a.uTo - a.uFrom) / p.cellSize));
    const width = (a.uTo - a.uFrom) / cells;
    let mine = 0;
    let mineOk = 0;
    for (let i = 0; i < cells; i++) {
      const u = a.uFrom + (i + 0.5) * width;
      const covers = (list: [number, number][]) => list.filter(([from, to]) => u >= from && u < to).length;
      mine += width * a.length;
      if (covers(a.steel) >= steelTarget && covers(a.rubber) >= rubberTarget) mineOk += width * a.length;
    }
    area += mine;
    qualified += mineOk;
    list.push({ g: a.g, area: mine, qualified: mineOk, start: a.start, end: a.end });
  }
  list.sort((x, y) => x.g - y.g);
  return { area: round(area, 1), qualified: round(qualified, 1), areas: byArea.size, list };
}

/** Judges every rolling second of a roller's day up to the cutoff. */
function deviceDay(plan: RollerDayPlan, p: Process, cutoff: number): DeviceDay {
  const out: DeviceDay = {
    code: plan.code,
    crew: crewOf(plan.code)!.code,
    rollingSeconds: 0,
    speed: { n: 0, ok: 0 },
    temperature: { n: 0, ok: 0 },
    vibration: { n: 0, ok: 0 },
  };
  const limit = speedLimit(plan, p);
  const asphalt = p.material === 'asphalt' && p.finishTempMin !== null;
  const vibratory = plan.cls.vibratory && (p.domain === 'zd' || p.vibRequired === 1);
  for (const seg of plan.segments) {
    if (!seg.rolling || seg.start >= cutoff) continue;
    for (let t = Math.ceil(seg.start / 1000) * 1000; t < Math.min(seg.end, cutoff); t += 1000) {
      const fix = fixAt(plan, t);
      if (!fix || fix.speed < 1) continue;
      out.rollingSeconds++;
      if (limit !== null) {
        out.speed.n++;
        if (fix.speed <= limit) out.speed.ok++;
      }
      if (asphalt) {
        out.temperature.n++;
        if (fix.surfaceTemp >= p.finishTempMin!) out.temperature.ok++;
      }
      // Vibration is due on forward passes (earthwork: after the two static passes).
      if (vibratory && seg.forward && (p.domain !== 'zd' || seg.pass >= 2)) {
        out.vibration.n++;
        if (
          fix.vibOn &&
          (p.minFreq === null || fix.freq >= p.minFreq) &&
          (p.minAmplitude === null || fix.amplitude >= p.minAmplitude)
        )
          out.vibration.ok++;
      }
    }
  }
  return out;
}

/** A day's rollup whose devices are tallied on first read, then kept. */
class Rollup implements CompactionDay {
  #devices: DeviceDay[] | undefined;
  constructor(
    readonly crews: CrewDay[],
    private readonly tally: () => DeviceDay[],
  ) {}
  get devices(): DeviceDay[] {
    return (this.#devices ??= this.tally());
  }
}

const cache = new Map<string, CompactionDay>();

interface Facts {
  store: Store;
  seed: number;
  anomalyRate: number;
}

/** A day's compaction rollups up to the cutoff (the day's end, or the present on the present day). */
export function compactionDay(f: Facts, day: number, present: number): CompactionDay {
  const cutoff = Math.min(present, dayStartMs(day + 1));
  if (cutoff <= dayStartMs(day)) return { crews: [], devices: [] };
  const episodes = f.store.get<{ n: number }>(
    'SELECT COUNT(*) n FROM sim_episode WHERE startMs >= ? AND startMs < ?',
    dayStartMs(day),
    dayStartMs(day + 1),
  )!.n;
  const key = `${f.seed}:${f.anomalyRate}:${day}:${episodes}:${cutoff}`;
  const found = cache.get(key);
  if (found) return found;
  const plans = planRollerDay(
    buildDayContext(f.store, f.seed, f.anomalyRate, loadRegistry(f.store, f.seed), day),
  ).plans;
  const procs = processes(f.store);
  const mine: { p: Process; plans: RollerDayPlan[] }[] = [];
  const crewDays: CrewDay[] = [];
  for (const crew of crews) {
    if ((crew.domain !== 'znys' && crew.domain !== 'zd') || !crew.process) continue;
    const p = procs.get(crew.process.code);
    if (!p) continue;
    const own = plans.filter((plan) => crew.deviceCodes.includes(plan.code));
    mine.push({ p, plans: own });
    const c = crewDay(own, p, cutoff);
    if (c.areas > 0)
      crewDays.push({
        crew: crew.code,
        crewName: crew.name,
        process: p.code,
        layer: p.layerName,
        section: p.sectionName,
        ...c,
      });
  }
  // The devices' second-by-second tallies are four fifths of the work and only the compliance and score
  // trends read them: the pass ratio and construction progress (crews only) never pay for them.
  const result = new Rollup(crewDays, () =>
    mine.flatMap(({ p, plans: own }) =>
      own.map((plan) => deviceDay(plan, p, cutoff)).filter((d) => d.rollingSeconds > 0),
    ),
  );
  if (cache.size >= 64) cache.delete(cache.keys().next().value!);
  cache.set(key, result);
  return result;
}

function facts(ctx: RequestContext): Facts {
  const sim = ctx.app.sim;
  if (!sim) throw new ApiError(404, 'Not Found', 404);
  return { store: ctx.app.store, seed: sim.facts.seed, anomalyRate: sim.facts.anomalyRate };
}

/**
 * The range's days with their rollups. A day the simulator has not generated (before the history, or a
 * back-fill still under way) has no facts: the rollers' driving seconds it writes as it goes say which did.
 */
export function daysOf(ctx: RequestContext, range: DayRange) {
  const f = facts(ctx);
  const generated = new Set(
    f.store
      .all<{ day: string }>(
        `SELECT DISTINCT day FROM stat_daily WHERE module IN ('znys', 'zd') AND metric = 'workSeconds' AND day >= ? AND day <= ?`,
        range.start,
        range.end,
      )
      .map((r) => r.day),
  );
  const out: { day: string; data: CompactionDay }[] = [];
  for (let d = range.first; d <= range.last; d++) {
    const label = dayLabel(d);
    out.push({
      day: label,
      data: generated.has(label) ? compactionDay(f, d, range.present) : { crews: [], devices: [] },
    });
  }
  return out;
}

const share = (t: Tally) => pct(t.ok, t.n);
const sum = (list: Tally[]): Tally => list.reduce((a, b) => ({ n: a.n + b.n, ok: a.ok + b.ok }), { n: 0, ok: 0 });

/** Pass-qualified ratio per day and crew against the target line; the table also lists the areas and m². */
export function passRatio(days: { day: string; data: CompactionDay }[], range: DayRange) {
  const crewCodes = [...new Set(days.flatMap((d) => d.data.crews.map((c) => c.crew)))].sort();
  const crewNames = new Map(days.flatMap((d) => d.data.crews.map((c) => [c.crew, `${c.section} ${c.layer}`] as const)));
  const ratio = (list: CrewDay[]) =>
    pct(
      list.reduce((s, c) => s + c.qualified, 0),
      list.reduce((s, c) => s + c.area, 0),
    );
  const all = days.flatMap((d) => d.data.crews);
  const trend: View = {
    chart: {
      type: 'line',
      x: days.map((d) => d.day),
      y: '@passRatio',
      unit: '%',
      series: [
        ...crewCodes.map((code) => ({
          key: `crew:${code}`,
          name: crewNames.get(code)!,
          data: days.map((d) => ratio(d.data.crews.filter((c) => c.crew === code))),
        })),
        { key: 'all', name: '@allCrews', data: days.map((d) => ratio(d.data.crews)) },
      ],
      reference: { value: PASS_RATIO_TARGET, name: '@target' },
    },
    table: {
      columns: [
        textColumn('day'),
        ...crewCodes.map((code) => column(`crew:${code}`, crewNames.get(code)!, '%')),
        column('all', '@allCrews', '%'),
        column('target', '@target', '%'),
      ],
      rows: days.map((d) => ({
        day: d.day,
        ...Object.fromEntries(
          crewCodes.map((code) => [`crew:${code}`, ratio(d.data.crews.filter((c) => c.crew === code))]),
        ),
        all: ratio(d.data.crews),
        target: PASS_RATIO_TARGET,
      })),
    },
    empty: all.length === 0,
  };
  const byCrew: View = {
    chart: {
      type: 'bar',
      x: crewCodes.map((code) => crewNames.get(code)!),
      y: '@passRatio',
      unit: '%',
      series: [
        {
          key: 'passRatio',
          name: '@passRatio',
          data: crewCodes.map((code) => ratio(all.filter((c) => c.crew === code))),
        },
      ],
      reference: { value: PASS_RATIO_TARGET, name: '@target' },
    },
    table: {
      columns: [
        textColumn('layer'),
        column('areas'),
        column('rolledArea', '@rolledArea', 'm²'),
        column('qualifiedArea', '@qualifiedArea', 'm²'),
        column('passRatio', '@passRatio', '%'),
      ],
      rows: crewCodes.map((code) => {
        const of = all.filter((c) => c.crew === code);
        return {
          layer: crewNames.get(code)!,
          areas: of.reduce((s, c) => s + c.areas, 0),
          rolledArea: round(
            of.reduce((s, c) => s + c.area, 0),
            1,
          ),
          qualifiedArea: round(
            of.reduce((s, c) => s + c.qualified, 0),
            1,
          ),
          passRatio: ratio(of),
        };
      }),
    },
    empty: all.length === 0,
  };
  const total = ratio(all);
  const kpis: Kpi[] = [
    { key: 'passRatio', name: '@passRatio', value: total, unit: '%' },
    { key: 'target', name: '@target', value: PASS_RATIO_TARGET, unit: '%' },
    {
      key: 'daysOnTarget',
      name: '@daysOnTarget',
      value: days.filter((d) => (ratio(d.data.crews) ?? -1) >= PASS_RATIO_TARGET).length,
    },
  ];
  return { start: range.start, end: range.end, target: PASS_RATIO_TARGET, kpis, views: { trend, byCrew } };
}

/** The four compliance shares of a set of rollups (passes: the crews' pass ratio). */
function complianceOf(devices: DeviceDay[], crewList: CrewDay[]): Record<Component, number | null> {
  return {
    speed: share(sum(devices.map((d) => d.speed))),
    temperature: share(sum(devices.map((d) => d.temperature))),
    passes: pct(
      crewList.reduce((s, c) => s + c.qualified, 0),
      crewList.reduce((s, c) => s + c.area, 0),
    ),
    vibration: share(sum(devices.map((d) => d.vibration))),
  };
}

/** Weighted score of the components that apply (a component without anything to judge drops out, the others' weights scale up). */
function scoreOf(c: Record<Component, number | null>): number | null {
  let weight = 0;
  let total = 0;
  for (const k of components) {
    const v = c[k];
    if (v === null) continue;
    weight += weights[k];
    total += weights[k] * v;
  }
  return weight > 0 ? round(total / weight, 1) : null;
}

export function compliance(days: { day: string; data: CompactionDay }[], range: DayRange) {
  const order: Component[] = ['speed', 'temperature', 'passes', 'vibration'];
  const perDay = days.map((d) => ({ day: d.day, c: complianceOf(d.data.devices, d.data.crews) }));
  const devices = [...new Set(days.flatMap((d) => d.data.devices.map((x) => x.code)))].sort();
  const deviceC = devices.map((code) => {
    const mine = days.flatMap((d) => d.data.devices.filter((x) => x.code === code));
    const crew = mine[0]!.crew;
    return {
      code,
      crew,
      c: complianceOf(
        mine,
        days.flatMap((d) => d.data.crews.filter((c) => c.crew === crew)),
      ),
      seconds: mine.reduce((s, x) => s + x.rollingSeconds, 0),
    };
  });
  const all = complianceOf(
    days.flatMap((d) => d.data.devices),
    days.flatMap((d) => d.data.crews),
  );
  const empty = devices.length === 0;
  return {
    start: range.start,
    end: range.end,
    kpis: order.map((k) => ({ key: k, name: `@${k}Compliance`, value: all[k], unit: '%' })),
    views: {
      trend: {
        chart: {
          type: 'line',
          x: perDay.map((d) => d.day),
          y: '@compliance',
          unit: '%',
          series: order.map((k) => ({ key: k, name: `@${k}Compliance`, data: perDay.map((d) => d.c[k]) })),
        },
        table: {
          columns: [textColumn('day'), ...order.map((k) => column(k, `@${k}Compliance`, '%'))],
          rows: perDay.map((d) => ({ day: d.day, ...d.c })),
        },
        empty,
      } satisfies View,
      byDevice: {
        chart: {
          type: 'bar',
          x: devices,
          y: '@compliance',
          unit: '%',
          series: order.map((k) => ({ key: k, name: `@${k}Compliance`, data: deviceC.map((d) => d.c[k]) })),
        },
        table: {
          columns: [
            textColumn('device'),
            column('rollingHours', '@rollingHours', 'h'),
            ...order.map((k) => column(k, `@${k}Compliance`, '%')),
          ],
          rows: deviceC.map((d) => ({ device: d.code, rollingHours: round(d.seconds / 3600, 2), ...d.c })),
        },
        empty,
      } satisfies View,
    },
  };
}

export function workScore(days: { day: string; data: CompactionDay }[], range: DayRange) {
  const crewCodes = [...new Set(days.flatMap((d) => d.data.devices.map((x) => x.crew)))].sort();
  const crewName = (code: string) => crews.find((c) => c.code === code)!.name;
  const crewScore = (list: { data: CompactionDay }[], code: string) =>
    scoreOf(
      complianceOf(
        list.flatMap((d) => d.data.devices.filter((x) => x.crew === code)),
        list.flatMap((d) => d.data.crews.filter((c) => c.crew === code)),
      ),
    );
  const devices = [...new Set(days.flatMap((d) => d.data.devices.map((x) => x.code)))];
  const ranked = devices
    .map((code) => {
      const mine = days.flatMap((d) => d.data.devices.filter((x) => x.code === code));
      const crew = mine[0]!.crew;
      const c = complianceOf(
        mine,
        days.flatMap((d) => d.data.crews.filter((x) => x.crew === crew)),
      );
      return { code, crew, c, score: scoreOf(c) };
    })
    .sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.code.localeCompare(b.code));
  const empty = devices.length === 0;
  // A component's contribution to the score: its weight (scaled up when another drops out) × its share.
  const contribution = (c: Record<Component, number | null>, k: Component) => {
    const weight = components.filter((x) => c[x] !== null).reduce((s, x) => s + weights[x], 0);
    return c[k] === null || weight === 0 ? null : round((weights[k] / weight) * c[k]!, 1);
  };
  const all = scoreOf(
    complianceOf(
      days.flatMap((d) => d.data.devices),
      days.flatMap((d) => d.data.crews),
    ),
  );
  return {
    start: range.start,
    end: range.end,
    weights,
    kpis: [
      { key: 'score', name: '@score', value: all },
      { key: 'best', name: '@best', value: ranked[0]?.score ?? null },
      { key: 'devices', name: '@devices', value: ranked.length },
    ] satisfies Kpi[],
    views: {
      trend: {
        chart: {
          type: 'line',
          x: days.map((d) => d.day),
          y: '@score',
          series: crewCodes.map((code) => ({
            key: `crew:${code}`,
            name: crewName(code),
            data: days.map((d) => crewScore([d], code)),
          })),
        },
        table: {
          columns: [textColumn('day'), ...crewCodes.map((code) => column(`crew:${code}`, crewName(code)))],
          rows: days.map((d) => ({
            day: d.day,
            ...Object.fromEntries(crewCodes.map((code) => [`crew:${code}`, crewScore([d], code)])),
          })),
        },
        empty,
      } satisfies View,
      ranking: {
        chart: {
          type: 'bar',
          x: ranked.map((r) => r.code),
          y: '@score',
          series: (['passes', 'speed', 'temperature', 'vibration'] as Component[]).map((k) => ({
            key: k,
            name: `@${k}Compliance`,
            stack: 'score',
            data: ranked.map((r) => contribution(r.c, k)),
          })),
        },
        table: {
          columns: [
            column('rank'),
            textColumn('device'),
            textColumn('crew'),
            column('score'),
            ...(['passes', 'speed', 'temperature', 'vibration'] as Component[]).map((k) =>
              column(k, `@${k}Compliance`, '%'),
            ),
          ],
          rows: ranked.map((r, i) => ({ rank: i + 1, device: r.code, crew: crewName(r.crew), score: r.score, ...r.c })),
        },
        empty,
      } satisfies View,
    },
  };
}

export const compactionTrendRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/trend/passRatio',
    menus: ['trendRollerPassRatioManager'],
    handler(ctx) {
      const range = dayRange(ctx);
      return ok(passRatio(daysOf(ctx, range), range));
    },
  },
  {
    method: 'GET',
    path: '/api/trend/compliance',
    menus: ['trendWorkComplianceManager'],
    handler(ctx) {
      const range = dayRange(ctx);
      return ok(compliance(daysOf(ctx, range), range));
    },
  },
  {
    method: 'GET',
    path: '/api/trend/workScore',
    menus: ['trendWorkScoreManager'],
    handler(ctx) {
      const range = dayRange(ctx);
      return ok(workScore(daysOf(ctx, range), range));
    },
  },
];

/**
 * Square metres rolled to their targets per compaction process on each given day (construction progress,
 * `progress.ts`); days the simulator has not generated count nothing, and nothing without a simulator.
 */
export function qualifiedAreaByProcess(
  ctx: RequestContext,
  days: readonly number[],
  present: number,
): Map<number, Map<string, number>> {
  const out = new Map<number, Map<string, number>>();
  const sim = ctx.app.sim;
  if (!sim || days.length === 0) return out;
  const f: Facts = { store: ctx.app.store, seed: sim.facts.seed, anomalyRate: sim.facts.anomalyRate };
  const generated = new Set(
    f.store
      .all<{ day: string }>(
        `SELECT DISTINCT day FROM stat_daily WHERE module IN ('znys', 'zd') AND metric = 'workSeconds' AND day >= ? AND day <= ?`,
        dayLabel(Math.min(...days)),
        dayLabel(Math.max(...days)),
      )
      .map((r) => r.day),
  );
  for (const day of days) {
    if (!generated.has(dayLabel(day))) continue;
    const byProcess = new Map<string, number>();
    for (const c of compactionDay(f, day, present).crews)
      byProcess.set(c.process, (byProcess.get(c.process) ?? 0) + c.qualified);
    out.set(day, byProcess);
  }
  return out;
}
