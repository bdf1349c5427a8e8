import type { SqlValue } from '../../db/database.js';
import { siteTime } from '../calendar.js';
import type { FactWriter } from '../process.js';
import { stakeName } from '../site/alignment.js';
import { crews } from '../site/crews.js';
import { layers, sections } from '../site/sections.js';
import { areaOutline, areaPlace, type RollerDayPlan } from '../trajectory/roller.js';

/*
 * The vibratory rollers' work areas (domain zd): when a crew's rollers finish an area, one row with its
 * figures rolled up from their plan — the same reading of the plan as the trend pages
 * (modules/compaction/trends.ts): every rolling pass counts on the strip of cells across the area its drum
 * covers, vibratory where the drum vibrates (forward passes after the static ones). Read at emission: the
 * crew's process (targets, cell size, loose thickness) and its overspeed alarms, so the row is a fact of its
 * time. An area below the qualified target or with alarms is abnormal (qualityStat 1) and waits for the
 * closure workflow.
 */

/** The qualified share an area must reach (the trend pages' target line). */
export const ZD_PASS_RATE_TARGET = 95;
/** Area ids are the process monitor's: (crew index + 1) × 10⁶ + the area's project-wide number. */
const AREA_ID_BASE = 1_000_000;

interface Process {
  id: number;
  sectionId: number;
  layerId: number;
  thickness: number | null;
  targetPassesStatic: number | null;
  targetPassesVib: number | null;
  cellSize: number;
}

const columns = [
  'id',
  'projectId',
  'day',
  'crewCode',
  'processId',
  'groupId',
  'sectionId',
  'layerId',
  'areaName',
  'blockName',
  'layerName',
  'startStation',
  'endStation',
  'startTime',
  'endTime',
  'workTime',
  'workMile',
  'workArea',
  'border',
  'vibrateRatio',
  'timesAvg',
  'timesVibrateAvg',
  'speedAvg',
  'thickAvg',
  'alarmNum',
  'level',
  'qualityStat',
  'standard',
  'reason',
  'passRate',
  'underRate',
  'crtTime',
  'crtUser',
  'crtName',
  'crtHost',
] as const;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

type Span = { start: number; end: number };
const spanCache = new WeakMap<readonly RollerDayPlan[], Map<string, Map<number, Span>>>();

/**
 * Each area's span as the monitor counts it: every drive of the area (the way onto it included); once per day's plans.
 */
function areaSpans(
  plans: readonly RollerDayPlan[],
  crewCode: string,
  mine: readonly RollerDayPlan[],
): Map<number, Span> {
  let byCrew = spanCache.get(plans);
  if (!byCrew) spanCache.set(plans, (byCrew = new Map()));
  let spans = byCrew.get(crewCode);
  if (spans) return spans;
  spans = new Map();
  for (const plan of mine)
    for (const seg of plan.segments) {
      if (seg.area < 0 || seg.length <= 0) continue;
      const span = spans.get(seg.area) ?? { start: seg.start, end: seg.end };
      span.start = Math.min(span.start, seg.start);
      span.end = Math.max(span.end, seg.end);
      spans.set(seg.area, span);
    }
  byCrew.set(crewCode, spans);
  return spans;
}

/** Writes the zd areas whose last drive ends in [from, to). */
export function emitZdAreas(
  day: number,
  plans: readonly RollerDayPlan[],
  from: number,
  to: number,
  out: FactWriter,
): void {
  let insert: ((values: readonly SqlValue[]) => void) | undefined;
  for (const [crewIndex, crew] of crews.entries()) {
    if (crew.domain !== 'zd' || !crew.process) continue;
    const mine = plans.filter((p) => p.crew === crew.code && p.domain === 'zd');
    if (mine.length === 0) continue;
    for (const [j, span] of areaSpans(plans, crew.code, mine)) {
      if (span.end < from || span.end >= to) continue;
      const process = out.all<Process>(
        'SELECT id, sectionId, layerId, thickness, targetPassesStatic, targetPassesVib, cellSize ' +
          'FROM cmp_process WHERE code = ?',
        crew.process.code,
      )[0];
      if (!process) continue;
      const group = out.all<{ id: number }>(
        'SELECT id FROM cmp_group WHERE processId = ? AND active = 1 ORDER BY id LIMIT 1',
        process.id,
      )[0];
      const g = mine[0]!.front + j;
      const place = areaPlace(crew, g);
      const drives = mine.flatMap((plan) =>
        plan.segments.filter((s) => s.area === j && s.rolling && s.lane).map((seg) => ({ plan, seg })),
      );
      const lane = drives[0]?.seg.lane;
      const width = lane ? lane.uTo - lane.uFrom : 0;
      const length = mine[0]!.areaLength;
      // Passes across the area, cell by cell: each rolling drive covers its drum's strip.
      const cells = Math.max(1, Math.round(width / process.cellSize));
      const step = width / cells;
      const target = (process.targetPassesStatic ?? 0) + (process.targetPassesVib ?? 0);
      let passes = 0;
      let vibPasses = 0;
      let qualified = 0;
      let under = 0;
      for (let i = 0; i < cells; i++) {
        const u = (lane?.uFrom ?? 0) + (i + 0.5) * step;
        let n = 0;
        let v = 0;
        for (const { plan, seg } of drives) {
          if (Math.abs(u - seg.lane!.u) >= plan.drum / 2) continue;
          n++;
          if (plan.cls.vibratory && seg.forward && seg.pass >= 2) v++;
        }
        passes += n;
        vibPasses += v;
        if (n >= target) qualified++;
        else if (n > 0) under++;
      }
      let rollingMs = 0;
      let vibMs = 0;
      let metres = 0;
      for (const { plan, seg } of drives) {
        rollingMs += seg.end - seg.start;
        metres += seg.length;
        if (plan.cls.vibratory && seg.forward && seg.pass >= 2) vibMs += seg.end - seg.start;
      }
      const start = siteTime(span.start);
      const end = siteTime(span.end);
      const alarms = out.all<{ n: number; level: number | null }>(
        `SELECT COUNT(*) n, MAX(level) level FROM pdca_alarm WHERE domain = 'zd' AND type = 'overSpeed' ` +
          `AND deviceId IN (` +
          `${mine.map(() => '?').join(', ')}) AND t >= ? AND t <= ?`,
        ...mine.map((p) => p.deviceId),
        start,
        end,
      )[0]!;
      const passRate = round((100 * qualified) / cells, 1);
      const problems = [
        ...(passRate < ZD_PASS_RATE_TARGET ? [`压实合格率 ${passRate}% 低于 ${ZD_PASS_RATE_TARGET}%`] : []),
        ...(alarms.n > 0 ? [`超速报警 ${alarms.n} 次`] : []),
      ];
      const section = sections.find((s) => s.code === crew.sectionCode);
      const layer = layers.find((l) => l.code === crew.process?.layerCode);
      insert ??= out.inserter('zd_work_area', columns);
      insert([
        (crewIndex + 1) * AREA_ID_BASE + g,
        1,
        day,
        crew.code,
        process.id,
        group?.id ?? null,
        process.sectionId,
        process.layerId,
        // The process monitor's name of the area (its list and this one agree).
        place.block
          ? `站坪 ${place.block} 第${place.strip}幅`
          : `${stakeName(place.fromChainage!)}~${stakeName(place.toChainage!)} ${place.side === 'left' ? '左幅' : '右幅'}`,
        place.block
          ? `${place.block} 第${place.strip}幅`
          : `${section?.name ?? crew.sectionCode} ${place.side === 'left' ? '左幅' : '右幅'}`,
        layer?.name ?? null,
        place.fromChainage === null ? null : stakeName(place.fromChainage),
        place.toChainage === null ? null : stakeName(place.toChainage),
        start,
        end,
        round((span.end - span.start) / 3_600_000, 2),
        length,
        round(length * width, 1),
        JSON.stringify(areaOutline(crew, g)),
        rollingMs > 0 ? round((100 * vibMs) / rollingMs, 1) : 0,
        round(passes / cells, 2),
        round(vibPasses / cells, 2),
        rollingMs > 0 ? round((metres / rollingMs) * 3600, 2) : null,
        process.thickness,
        alarms.n,
        Math.max(1, alarms.level ?? 1),
        problems.length > 0 ? 1 : 0,
        `静压 ${process.targetPassesStatic ?? 0} 遍 + 振压 ${process.targetPassesVib ?? 0} 遍，合格率 ≥ ${ZD_PASS_RATE_TARGET}%`,
        problems.length > 0 ? problems.join('；') : null,
        passRate,
        round((100 * under) / cells, 1),
        end,
        '0',
        'system',
        '127.0.0.1',
      ]);
    }
  }
}
