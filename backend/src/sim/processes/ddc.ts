import { factId, siteTime } from '../calendar.js';
import { type DayContext, type FactWriter, type ProcessDay, type SimProcess, systemAuditValues } from '../process.js';
import { Rng } from '../random.js';
import { ddcDepth } from '../site/ramming-seed.js';
import { pileWalk, progressBefore, round, sec, type Spot } from './ramming-walk.js';
import { within } from '../timeline.js';

/*
 * DDC pile rigs (DDC-01…DDC-04; two rigs per area as seeded, each on its half of the area's piles). Per
 * pile: move (event 0 idle), punch the hole to 8–12 m (ram blows), then layers of fill (event 1, 0.3–0.5 m³)
 * each rammed 4–8 times (event 2) until the pile top. Events carry their nth occurrence on the pile and
 * their duration (the controller counts 0.02 s). Anomalies: a short hole, a layer with too few rams.
 *
 * The pile row gets its progress as the events pass (start, depth, layers, fill, rams) and its verdict at
 * the end, judged with the rig standard in force (stored in `thr`): depth ≥ design, every layer rammed at
 * least the standard's minimum, fill within ±10 % of the hole's volume over the compaction factor.
 */

const minute = 60_000;
/** Loose fill compacts to this share of its volume under the hammer. */
const compaction = 0.75;
const pileArea = Math.PI * 0.25;

/** Rig → area and which half of the area's piles it works (as seeded: DDC-01/02 on B1, DDC-03/04 on B2). */
const rigs = [
  { code: 'DDC-01', areaCode: 'DDC-B1', half: 0 },
  { code: 'DDC-02', areaCode: 'DDC-B1', half: 1 },
  { code: 'DDC-03', areaCode: 'DDC-B2', half: 0 },
  { code: 'DDC-04', areaCode: 'DDC-B2', half: 1 },
] as const;

interface RawEvent {
  t: number;
  event: 0 | 1 | 2;
  times: number;
  duration: number;
  subtotal: number;
  depth: number;
  pitch: number;
}

interface Layer {
  no: number;
  t: number;
  topDepth: number;
  fillM3: number;
  rams: number;
}

export interface Pile {
  rigCode: string;
  rigId: number;
  areaCode: string;
  spot: Spot;
  start: number;
  punched: number;
  end: number;
  depth: number;
  events: RawEvent[];
  layers: Layer[];
}

/** The controller's 0.02 s units, as seconds. */
const ticks = (seconds: number) => round(Math.round(seconds / 0.02) * 0.02, 2);

function rigTimeline(ctx: DayContext, rig: (typeof rigs)[number]): Omit<Pile, 'spot'>[] {
  const machine = ctx.schedule.device(rig.code);
  if (!machine.power) return [];
  const rng = new Rng(ctx.seed, `ddc:${rig.code}`, ctx.day);
  const rigId = ctx.registry.deviceId(rig.code);
  const design = ddcDepth[rig.areaCode] ?? 10;
  const out: Omit<Pile, 'spot'>[] = [];
  for (const interval of machine.engine) {
    let t = sec(interval.start + rng.uniform(5, 12) * minute);
    for (;;) {
      const events: RawEvent[] = [];
      const seen = [0, 0, 0];
      const total = [0, 0, 0];
      const push = (at: number, event: 0 | 1 | 2, seconds: number, depth: number) => {
        const duration = ticks(seconds);
        seen[event]!++;
        total[event] = round(total[event]! + duration, 2);
        events.push({
          t: at,
          event,
          times: seen[event]!,
          duration,
          subtotal: total[event]!,
          depth: round(depth, 2),
          pitch: round(rng.normal(0, 0.3), 1),
        });
      };
      const start = t;
      const move = rng.uniform(90, 200);
      push(start, 0, move, 0);
      const short = rng.chance(0.04 * ctx.anomalyRate);
      const depth = round(short ? design - rng.uniform(0.8, 2) : design + rng.uniform(0.1, 0.6), 2);
      let at = sec(start + move * 1000);
      let reached = 0;
      while (reached < depth) {
        reached = Math.min(depth, reached + rng.uniform(0.45, 0.6));
        push(at, 2, rng.uniform(1, 1.6), reached);
        at = sec(at + rng.uniform(6, 9) * 1000);
      }
      const punched = at;
      const layers: Layer[] = [];
      let top = depth;
      while (top > 0) {
        const fill = round(rng.uniform(0.3, 0.5), 2);
        const fillSeconds = rng.uniform(25, 40);
        push(at, 1, fillSeconds, top);
        at = sec(at + (fillSeconds + rng.uniform(3, 8)) * 1000);
        const rams = rng.chance(0.002 * ctx.anomalyRate) ? rng.int(2, 3) : rng.int(4, 8);
        top = Math.max(0, round(top - (fill / pileArea) * compaction, 2));
        for (let k = 0; k < rams; k++) {
          push(at, 2, rng.uniform(1, 1.6), top);
          at = sec(at + rng.uniform(6, 9) * 1000);
        }
        layers.push({ no: layers.length + 1, t: at, topDepth: top, fillM3: fill, rams });
      }
      if (at + minute > interval.end) break;
      out.push({ rigCode: rig.code, rigId, areaCode: rig.areaCode, start, punched, end: at, depth, events, layers });
      t = sec(at + rng.uniform(20, 60) * 1000);
    }
  }
  return out;
}

function planPiles(ctx: DayContext): Pile[] {
  const has = new Set(ctx.registry.specs.map((s) => s.code));
  const piles: Pile[] = [];
  for (const rig of rigs) {
    if (!has.has(rig.code)) continue;
    const walk = pileWalk(rig.areaCode);
    const middle = Math.ceil(walk.length / 2);
    const own = rig.half === 0 ? walk.slice(0, middle) : walk.slice(middle);
    const done = progressBefore(ctx, 'ddc', rig.code, (c) => rigTimeline(c, rig).length);
    rigTimeline(ctx, rig).forEach((p, i) => piles.push({ ...p, spot: own[(done + i) % own.length]! }));
  }
  return piles;
}

type Step =
  | { kind: 'raw'; t: number; pile: Pile; raw: RawEvent }
  | { kind: 'start' | 'punched' | 'end'; t: number; pile: Pile }
  | { kind: 'layer'; t: number; pile: Pile; layer: Layer };

const audit = ['crtTime', 'crtUser', 'crtName', 'crtHost', 'updTime', 'updUser', 'updName', 'updHost'];
const rank: Record<Step['kind'], number> = { start: 0, raw: 1, punched: 2, layer: 3, end: 4 };

interface Standard {
  minRamsPerLayer: number;
  fillTolerance: number;
  compaction: number;
}

class DdcDay implements ProcessDay {
  private readonly steps: (Step & { seq: number })[];

  constructor(
    private readonly day: number,
    readonly piles: readonly Pile[],
  ) {
    const steps: Step[] = [];
    for (const pile of piles) {
      steps.push(
        { kind: 'start', t: pile.start, pile },
        { kind: 'punched', t: pile.punched, pile },
        { kind: 'end', t: pile.end, pile },
      );
      for (const raw of pile.events) steps.push({ kind: 'raw', t: raw.t, pile, raw });
      for (const layer of pile.layers) steps.push({ kind: 'layer', t: layer.t, pile, layer });
    }
    steps.sort((a, b) => a.t - b.t || a.pile.rigCode.localeCompare(b.pile.rigCode) || rank[a.kind] - rank[b.kind]);
    let raws = 0;
    let layers = 0;
    this.steps = steps.map((s) => ({ ...s, seq: s.kind === 'raw' ? ++raws : s.kind === 'layer' ? ++layers : 0 }));
  }

  emit(from: number, to: number, out: FactWriter): void {
    const due = within(this.steps, from, to);
    if (due.length === 0) return;
    const insertRaw = out.inserter('ddc_raw_event', [
      'id',
      'projectId',
      't',
      'deviceId',
      'pileId',
      'pileCode',
      'event',
      'times',
      'duration',
      'subtotal',
      'depth',
      'pitch',
      ...audit,
    ]);
    const insertLayer = out.inserter('ddc_layer', [
      'id',
      'projectId',
      'pileId',
      'pileCode',
      'deviceId',
      'no',
      't',
      'topDepth',
      'fillM3',
      'rams',
      'ok',
      'thr',
      ...audit,
    ]);
    // The pile rows (design in force) of this window's piles only: a one-second live window must not read them all.
    const codes = [...new Set(due.map((s) => s.pile.spot.code))];
    const piles = new Map(
      out
        .all<{ id: number; code: string; designDepth: number; diameter: number }>(
          `SELECT id, code, designDepth, diameter FROM ddc_pile WHERE code IN (${codes.map(() => '?').join(', ')})`,
          ...codes,
        )
        .map((p) => [p.code, p]),
    );
    const standards = new Map(
      out
        .all<{ code: string; minRamsPerLayer: number }>(
          'SELECT a.code, s.minRamsPerLayer FROM ram_area a JOIN ddc_hammer_standard s ON s.id = a.standardId ' +
            "WHERE a.family = 'ddc'",
        )
        .map((r) => [r.code, r.minRamsPerLayer]),
    );
    const standardOf = (areaCode: string): Standard => ({
      minRamsPerLayer: standards.get(areaCode) ?? 4,
      fillTolerance: 0.1,
      compaction,
    });
    const stats = new Map<string, number>();
    const add = (code: string, metric: string, value = 1) =>
      stats.set(`${code}\u0000${metric}`, (stats.get(`${code}\u0000${metric}`) ?? 0) + value);
    const guard = 'WHERE code = ? AND (simAt IS NULL OR simAt <= ?)';
    for (const s of due) {
      const { pile } = s;
      const time = siteTime(s.t);
      const row = piles.get(pile.spot.code);
      if (s.kind === 'raw') {
        const r = s.raw;
        insertRaw([
          factId(this.day, s.seq),
          1,
          time,
          pile.rigId,
          row?.id ?? null,
          pile.spot.code,
          r.event,
          r.times,
          r.duration,
          r.subtotal,
          r.depth,
          r.pitch,
          time,
          ...systemAuditValues,
          time,
          ...systemAuditValues,
        ]);
        if (r.event === 2) add(pile.rigCode, 'rams');
        continue;
      }
      const standard = standardOf(pile.areaCode);
      if (s.kind === 'layer') {
        const l = s.layer;
        const ok = l.rams >= standard.minRamsPerLayer ? 1 : 0;
        insertLayer([
          factId(this.day, s.seq),
          1,
          row?.id ?? null,
          pile.spot.code,
          pile.rigId,
          l.no,
          time,
          l.topDepth,
          l.fillM3,
          l.rams,
          ok,
          JSON.stringify(standard),
          time,
          ...systemAuditValues,
          time,
          ...systemAuditValues,
        ]);
        const sofar = pile.layers.slice(0, l.no);
        out.run(
          `UPDATE ddc_pile SET layers = ?, fillM3 = ?, rams = ?, simAt = ? ${guard}`,
          l.no,
          round(
            sofar.reduce((sum, x) => sum + x.fillM3, 0),
            2,
          ),
          sofar.reduce((sum, x) => sum + x.rams, 0),
          time,
          pile.spot.code,
          time,
        );
        add(pile.rigCode, 'layers');
      } else if (s.kind === 'start') {
        out.run(
          `UPDATE ddc_pile SET status = 'doing', deviceId = ?, startAt = ?, endAt = NULL, depth = NULL, layers ` +
            `= 0, fillM3 = 0, rams = 0, verdict = NULL, flags = NULL, thr = NULL, simAt = ? ${guard}`,
          pile.rigId,
          time,
          time,
          pile.spot.code,
          time,
        );
      } else if (s.kind === 'punched') {
        out.run(`UPDATE ddc_pile SET depth = ?, simAt = ? ${guard}`, pile.depth, time, pile.spot.code, time);
      } else {
        // Judged with the pile's design (in force) and the rig standard in force.
        const designDepth = row?.designDepth ?? ddcDepth[pile.areaCode] ?? 10;
        const diameter = row?.diameter ?? 1;
        const fill = pile.layers.reduce((sum, x) => sum + x.fillM3, 0);
        const expected = (Math.PI * diameter * diameter * pile.depth) / 4 / compaction;
        const flags = [
          pile.depth < designDepth ? 'shortDepth' : null,
          pile.layers.some((l) => l.rams < standard.minRamsPerLayer) ? 'fewRams' : null,
          Math.abs(fill - expected) > standard.fillTolerance * expected ? 'fill' : null,
        ].filter((f) => f !== null);
        out.run(
          `UPDATE ddc_pile SET status = 'done', endAt = ?, verdict = ?, flags = ?, thr = ?, simAt = ? ${guard}`,
          time,
          flags.length === 0 ? 'ok' : 'fail',
          flags.length === 0 ? null : flags.join(','),
          JSON.stringify({ ...standard, designDepth, expectedFillM3: round(expected, 2) }),
          time,
          pile.spot.code,
          time,
        );
        add(pile.rigCode, 'piles');
        if (flags.length > 0) add(pile.rigCode, 'failedPiles');
      }
    }
    for (const [key, value] of stats) {
      const [code, metric] = key.split('\u0000') as [string, string];
      out.addStat('ddc', metric, code, this.day, value);
    }
  }
}

export const ddcProcess: SimProcess = {
  name: 'ddc',
  planDay(ctx) {
    return new DdcDay(ctx.day, planPiles(ctx));
  },
};

/** For tests: the day's planned piles per rig. */
export function describeDdcDay(ctx: DayContext): readonly Pile[] {
  return planPiles(ctx);
}
