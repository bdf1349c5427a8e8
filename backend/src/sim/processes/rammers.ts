import { factId, siteTime } from '../calendar.js';
import { type DayContext, type FactWriter, type ProcessDay, type SimProcess, systemAuditValues } from '../process.js';
import { hashKey, Rng, unitAt } from '../random.js';
import { crews } from '../site/crews.js';
import { toLonLat } from '../site/project.js';
import { pointWalk, progressBefore, round, sec, type Spot } from './ramming-walk.js';
import { within } from '../timeline.js';

/*
 * Dynamic-compaction rammers (HJ-01…HJ-06, rig HJ-0n on area HJ-An as seeded). A rig walks its area's
 * design points; per point 8–14 hits 60–90 s apart, drop height about the standard ± 0.3 m, settlement
 * per hit decaying geometrically from 300–600 mm. Anomalies per point: a low drop, an off-point hit,
 * stopping early (fewer hits, last-two settlement still above the limit), and duplicate uploads of raw
 * records. Stopping early never moves the rig's timeline: the rig leaves and the next point starts when
 * planned, so a forced `stoppedEarly` episode leaves every later point where it was.
 *
 * Physics (hammer, drop, positions) comes from the seeded constants; the verdicts (low drop, off point,
 * the point's status) use the standards in force when the fact is written, stored in `thr`.
 */

const minute = 60_000;
/** The rigs' 20 t hammer (HS-20T as seeded) and its standard drop. */
const hammer = { code: 'HS-20T', weight: 20, standardDrop: 15.3 } as const;
const defaults = { tolerance: 0.3, matchRadiusM: 1.5, lastTwoLimit: 50 } as const;

interface PlannedHit {
  t: number;
  no: number;
  drop: number;
  settlement: number;
  dx: number;
  dy: number;
  received: number;
  /** A second upload of the same record, received this much later. */
  duplicateAt: number | null;
}

export interface Visit {
  rigCode: string;
  rigId: number;
  areaCode: string;
  spot: Spot;
  ground: number;
  hits: PlannedHit[];
  /** When the point's ramming is over and it gets its verdict. */
  end: number;
  stoppedEarly: boolean;
}

const hitWeights: [number, number][] = [
  [8, 1],
  [9, 3],
  [10, 41],
  [11, 25],
  [12, 15],
  [13, 10],
  [14, 5],
];

function drawHits(rng: Rng): number {
  let r = rng.uniform(0, 100);
  for (const [n, w] of hitWeights) if ((r -= w) < 0) return n;
  return 14;
}

/** A rig's points of the day, without their places: timings, drops, settlements, anomalies. */
function rigTimeline(ctx: DayContext, rigCode: string): Omit<Visit, 'spot' | 'ground' | 'areaCode'>[] {
  const machine = ctx.schedule.device(rigCode);
  if (!machine.power) return [];
  const rng = new Rng(ctx.seed, `hj:${rigCode}`, ctx.day);
  const rate = ctx.anomalyRate;
  const forced = ctx.forced.filter((e) => e.deviceCode === rigCode && e.kind === 'stoppedEarly');
  const rigId = ctx.registry.deviceId(rigCode);
  const out: Omit<Visit, 'spot' | 'ground' | 'areaCode'>[] = [];
  for (const interval of machine.engine) {
    let t = sec(interval.start + rng.uniform(3, 10) * minute);
    for (;;) {
      const n = drawHits(rng);
      const first = sec(t + rng.uniform(60, 150) * 1000);
      const s1 = rng.uniform(300, 600);
      const ratio = (rng.uniform(15, 40) / s1) ** (1 / (n - 1));
      const lowAt = rng.chance(0.04 * rate) ? rng.int(1, n) : 0;
      const offAt = rng.chance(0.03 * rate) ? rng.int(1, n) : 0;
      const early = rng.chance(0.02 * rate);
      const earlyKeep = rng.int(5, 7);
      const hits: PlannedHit[] = [];
      let at = first;
      for (let no = 1; no <= n; no++) {
        if (no > 1) at = sec(at + rng.uniform(60, 90) * 1000);
        const drop = round(
          no === lowAt
            ? hammer.standardDrop - rng.uniform(0.6, 1.5)
            : hammer.standardDrop + Math.max(-0.3, Math.min(0.3, rng.normal(0, 0.12))),
          2,
        );
        const settlement = round(s1 * ratio ** (no - 1) * (1 + rng.normal(0, 0.04)), 1);
        const angle = rng.uniform(0, 2 * Math.PI);
        const off = no === offAt ? rng.uniform(1.8, 3) : Math.abs(rng.normal(0, 0.25));
        const received = at + rng.int(1, 4) * 1000;
        const duplicateAt = rng.chance(0.01 * rate) ? received + rng.int(3, 40) * 1000 : null;
        hits.push({
          t: at,
          no,
          drop,
          settlement,
          dx: round(off * Math.cos(angle), 2),
          dy: round(off * Math.sin(angle), 2),
          received,
          duplicateAt,
        });
      }
      const last = hits[n - 1]!.t;
      if (last + minute > interval.end) break;
      let keep = early ? earlyKeep : n;
      const episode = forced.find((e) => e.start <= last && hits[0]!.t < e.end);
      if (episode) keep = Math.min(keep, Math.max(3, hits.filter((h) => h.t < episode.start).length));
      const end = keep < n ? hits[keep]!.t : last + 30_000;
      out.push({ rigCode, rigId, hits: hits.slice(0, keep), end, stoppedEarly: keep < n });
      t = sec(last + rng.uniform(30, 90) * 1000);
    }
  }
  return out;
}

/** The rigs of the hammer crew and the area each rams (HJ-0n on HJ-An, as seeded). */
const rigs = crews
  .find((c) => c.domain === 'hj')!
  .deviceCodes.map((code) => ({ code, areaCode: `HJ-A${Number(code.slice(-2))}` }));

function planVisits(ctx: DayContext): Visit[] {
  const has = new Set(ctx.registry.specs.map((s) => s.code));
  const visits: Visit[] = [];
  for (const rig of rigs) {
    if (!has.has(rig.code)) continue;
    const walk = pointWalk(rig.areaCode);
    const done = progressBefore(ctx, 'hj', rig.code, (c) => rigTimeline(c, rig.code).length);
    rigTimeline(ctx, rig.code).forEach((v, i) => {
      const spot = walk[(done + i) % walk.length]!;
      // Ground before ramming: 11.5–12.5 m, a fixed property of the place.
      const ground = round(11.5 + unitAt(hashKey(spot.code), ctx.seed), 3);
      visits.push({ ...v, areaCode: rig.areaCode, spot, ground });
    });
  }
  return visits;
}

type Event =
  | { kind: 'raw'; t: number; visit: Visit; hit: PlannedHit; duplicate: boolean }
  | { kind: 'hit'; t: number; visit: Visit; hit: PlannedHit }
  | { kind: 'end'; t: number; visit: Visit };

const rawColumns = [
  'id',
  'projectId',
  'gpst',
  'deviceId',
  'lon',
  'lat',
  'x',
  'y',
  'hitIndex',
  'workPointId',
  'hammerType',
  'phi',
  'high',
  'receivedAt',
  'parseStatus',
];
const hitColumns = [
  'id',
  'projectId',
  'pointId',
  'pointCode',
  'areaCode',
  'deviceId',
  't',
  'hitNo',
  'dropM',
  'settlement',
  'cumulative',
  'energy',
  'lowDrop',
  'offPoint',
  'thr',
];
const audit = ['crtTime', 'crtUser', 'crtName', 'crtHost', 'updTime', 'updUser', 'updName', 'updHost'];

interface Thresholds {
  standardDrop: number;
  tolerance: number;
  matchRadiusM: number;
  lastTwoLimit: number;
}

/**
 * The standards in force now, per area: the drop standard of the hammer, the match radius, the area's last-two limit.
 */
function thresholds(out: FactWriter): (areaCode: string) => Thresholds {
  const drop = out.all<{ standardDrop: number; tolerance: number }>(
    'SELECT d.standardDrop, d.tolerance FROM ram_drop_standard d ' +
      'JOIN ram_hammer_standard h ON h.id = d.hammerId WHERE h.code = ? ORDER BY ABS(d.standardDrop - ?), d.id ' +
      'LIMIT 1',
    hammer.code,
    hammer.standardDrop,
  )[0];
  const setting = out.all<{ value: string }>("SELECT value FROM site_setting WHERE name = 'hj/config'")[0];
  const radius = Number(
    (setting ? (JSON.parse(setting.value) as { matchRadiusM?: number }) : {}).matchRadiusM ?? defaults.matchRadiusM,
  );
  const limits = new Map(
    out
      .all<{ code: string; lastTwoLimit: number }>(
        'SELECT a.code, s.lastTwoLimit FROM ram_area a JOIN ram_standard s ON s.id = a.standardId ' +
          "WHERE a.family = 'hj'",
      )
      .map((r) => [r.code, r.lastTwoLimit]),
  );
  return (areaCode) => ({
    standardDrop: drop?.standardDrop ?? hammer.standardDrop,
    tolerance: drop?.tolerance ?? defaults.tolerance,
    matchRadiusM: radius,
    lastTwoLimit: limits.get(areaCode) ?? defaults.lastTwoLimit,
  });
}

class RammerDay implements ProcessDay {
  private readonly events: (Event & { seq: number })[];

  constructor(
    private readonly day: number,
    readonly visits: readonly Visit[],
  ) {
    const raw: Event[] = [];
    const facts: Event[] = [];
    for (const visit of visits) {
      for (const hit of visit.hits) {
        raw.push({ kind: 'raw', t: hit.received, visit, hit, duplicate: false });
        if (hit.duplicateAt !== null) raw.push({ kind: 'raw', t: hit.duplicateAt, visit, hit, duplicate: true });
        facts.push({ kind: 'hit', t: hit.t, visit, hit });
      }
      facts.push({ kind: 'end', t: visit.end, visit });
    }
    const order = (a: Event, b: Event) =>
      a.t - b.t ||
      a.visit.rigCode.localeCompare(b.visit.rigCode) ||
      Number(a.kind === 'end') - Number(b.kind === 'end');
    // Raw records and hits number separately, each in time order.
    this.events = [
      ...raw.sort(order).map((e, i) => ({ ...e, seq: i + 1 })),
      ...facts.sort(order).map((e, i) => ({ ...e, seq: i + 1 })),
    ].sort((a, b) => a.t - b.t || a.seq - b.seq);
  }

  emit(from: number, to: number, out: FactWriter): void {
    const due = within(this.events, from, to);
    if (due.length === 0) return;
    const insertRaw = out.inserter('hj_raw_hit', [...rawColumns, ...audit]);
    const insertHit = out.inserter('hj_hit', [...hitColumns, ...audit]);
    const thr = thresholds(out);
    const codes = [...new Set(due.map((e) => e.visit.spot.code))];
    const points = new Map(
      out
        .all<{ id: number; code: string }>(
          `SELECT id, code FROM ram_point WHERE code IN (${codes.map(() => '?').join(', ')})`,
          ...codes,
        )
        .map((p) => [p.code, p.id]),
    );
    const stats = new Map<string, number>();
    const add = (code: string, metric: string) =>
      stats.set(`${code}\u0000${metric}`, (stats.get(`${code}\u0000${metric}`) ?? 0) + 1);
    for (const e of due) {
      const { visit } = e;
      const time = siteTime(e.t);
      if (e.kind === 'raw') {
        const { hit } = e;
        const x = round(visit.spot.x + hit.dx, 2);
        const y = round(visit.spot.y + hit.dy, 2);
        const [lon, lat] = toLonLat([x, y]);
        const cumulative = visit.hits.slice(0, hit.no).reduce((sum, h) => sum + h.settlement, 0);
        const status = e.duplicate
          ? 'duplicate'
          : Math.hypot(hit.dx, hit.dy) > thr(visit.areaCode).matchRadiusM
            ? 'offPoint'
            : 'ok';
        insertRaw([
          factId(this.day, e.seq),
          1,
          siteTime(hit.t),
          visit.rigId,
          round(lon, 7),
          round(lat, 7),
          x,
          y,
          hit.no,
          visit.spot.code,
          hammer.code,
          round(visit.ground - cumulative / 1000, 3),
          hit.drop,
          time,
          status,
          time,
          ...systemAuditValues,
          time,
          ...systemAuditValues,
        ]);
        continue;
      }
      const id = points.get(visit.spot.code) ?? null;
      const limits = thr(visit.areaCode);
      if (e.kind === 'hit') {
        const { hit } = e;
        const done = visit.hits.slice(0, hit.no);
        const cumulative = round(
          done.reduce((sum, h) => sum + h.settlement, 0),
          1,
        );
        const lastTwo =
          hit.no >= 2 ? round((done[hit.no - 1]!.settlement + done[hit.no - 2]!.settlement) / 2, 1) : null;
        const lowDrop = hit.drop < limits.standardDrop - limits.tolerance ? 1 : 0;
        const offPoint = Math.hypot(hit.dx, hit.dy) > limits.matchRadiusM ? 1 : 0;
        insertHit([
          factId(this.day, e.seq),
          1,
          id,
          visit.spot.code,
          visit.areaCode,
          visit.rigId,
          time,
          hit.no,
          hit.drop,
          hit.settlement,
          cumulative,
          round(hammer.weight * 9.81 * hit.drop, 1),
          lowDrop,
          offPoint,
          JSON.stringify(limits),
          time,
          ...systemAuditValues,
          time,
          ...systemAuditValues,
        ]);
        // The simulator owns the progress columns only; the design fields stay the user's.
        out.run(
          'UPDATE ram_point SET hits = ?, totalSettlement = ?, lastTwoAvg = ?, deviceId = ?, lastHitAt = ?, ' +
            "status = 'doing', simAt = ? WHERE code = ? AND (simAt IS NULL OR simAt <= ?)",
          hit.no,
          cumulative,
          lastTwo,
          visit.rigId,
          time,
          time,
          visit.spot.code,
          time,
        );
        add(visit.rigCode, 'hits');
        if (lowDrop) add(visit.rigCode, 'lowDrop');
        if (offPoint) add(visit.rigCode, 'offPoint');
      } else {
        // The verdict counts the hits against the point's design hits in force: below, within (≤ design + 2),
        // above.
        const n = visit.hits.length;
        out.run(
          "UPDATE ram_point SET status = CASE WHEN ? < designHits THEN 'below' WHEN ? <= designHits + 2 THEN " +
            "'within' ELSE 'above' END, simAt = ? WHERE code = ? AND (simAt IS NULL OR simAt <= ?)",
          n,
          n,
          time,
          visit.spot.code,
          time,
        );
        add(visit.rigCode, 'points');
        if (visit.stoppedEarly) add(visit.rigCode, 'stoppedEarly');
      }
    }
    for (const [key, value] of stats) {
      const [code, metric] = key.split('\u0000') as [string, string];
      out.addStat('hj', metric, code, this.day, value);
    }
  }
}

export const rammerProcess: SimProcess = {
  name: 'rammers',
  planDay(ctx) {
    return new RammerDay(ctx.day, planVisits(ctx));
  },
};

/** For tests: the day's planned points per rig. */
export function describeRammerDay(ctx: DayContext): readonly Visit[] {
  return planVisits(ctx);
}
