import { crewsInScope } from './monitor-areas.js';
import type { RequestContext } from '../../http/router.js';
import { facts } from '../../kit/sim-facts.js';
import { type DayRange, round } from '../../kit/stats-range.js';
import {
  crewOf,
  crews,
  dayLabel,
  dayStartMs,
  type Facts,
  fixAt,
  rollerDay,
  type RollerDayPlan,
} from '../../sim/reads.js';
import type { Store } from '../../db/database.js';

/*
 * A day of compaction as the trends, the reports and the big screen read it: per crew, the areas rolled and their
 * pass-qualified share; per roller, every rolling second judged against the crew's process (speed limit of the
 * class, finishing temperature on asphalt, vibration with the minimum frequency and amplitude). A roller's fixes are
 * a pure function of its day plan (recomputed, never needing the stored fixes); the present day counts up to the
 * simulator's cursor. Days are cached: a past day never changes.
 */

export interface Process {
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

export interface CrewDay {
  crew: string;
  crewName: string;
  process: string;
  layer: string;
  section: string;
  /** Rolled area (m²) and the part that reached the target passes. */
  area: number;
  qualified: number;
  areas: number;
  /**
   * Each work area of the day: its project-wide number `g`, m² rolled and qualified (unrounded, so sums agree with the
   * day's), first and last rolling second.
   */
  list: AreaDay[];
}

export interface AreaDay {
  g: number;
  area: number;
  qualified: number;
  start: number;
  end: number;
}

export interface Tally {
  n: number;
  ok: number;
}

export interface DeviceDay {
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
  const plans = rollerDay(f, day).plans;
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

/**
 * The range's days with their rollups. A day the simulator has not generated (before the history, or a
 * back-fill still under way) has no facts: the rollers' driving seconds it writes as it goes say which did.
 */
export function daysOf(ctx: RequestContext, range: DayRange) {
  const f = facts(ctx);
  const generated = new Set(
    f.store
      .all<{ day: string }>(
        `SELECT DISTINCT day FROM stat_daily WHERE module IN ('znys', 'zd') AND metric = 'workSeconds' AND day ` +
          `>= ? AND day <= ?`,
        range.start,
        range.end,
      )
      .map((r) => r.day),
  );
  const out: { day: string; data: CompactionDay }[] = [];
  // The crews (and their rollers) of the sections the reader's data scope reaches.
  const kept = crewsInScope(ctx);
  for (let d = range.first; d <= range.last; d++) {
    const label = dayLabel(d);
    const data = generated.has(label) ? compactionDay(f, d, range.present) : { crews: [], devices: [] };
    out.push({
      day: label,
      data: { crews: data.crews.filter((c) => kept(c.crew)), devices: data.devices.filter((x) => kept(x.crew)) },
    });
  }
  return out;
}
