import type { SqlValue } from '../../db/database.js';
import { alarmColumns, alarmSeqBlock, alarmValues } from '../../modules/quality/rules/alarms.js';
import { type SpecialSection, sectionRules, specialSectionsSql } from '../../modules/quality/rules/special-sections.js';
import { factId, siteTime } from '../calendar.js';
import { roadChainage, stakeName } from '../site/alignment.js';
import type { DayContext, FactWriter, ProcessDay, SimProcess } from '../process.js';
import type { Interval } from '../schedule.js';
import { linkDrops, packetFrame, packetProtocol, packetsReceived } from '../trajectory/packet.js';
import { emitLowTemps } from './roller-temps.js';
import { emitZdAreas } from './zd-areas.js';
import { type Fix, fixAt, type RollerDayPlan, rollupIn } from '../trajectory/roller.js';
import { planRollers } from '../trajectory/roller-plan.js';

/*
 * Rollers (znys) and vibratory rollers (zd): a fix every second while the machine is powered, one packet
 * per ten fixes. Raw rows are written only within SIM_RAW_RETENTION_HOURS of the present and pruned as it
 * moves on; older windows write only the rollups (driving seconds, metres), and the API recomputes their
 * fixes from the same pure plan.
 */

export interface RollerDay {
  day: number;
  plans: RollerDayPlan[];
  drops: Interval[][];
}

export function planRollerDay(ctx: DayContext): RollerDay {
  const plans = planRollers(ctx);
  return { day: ctx.day, plans, drops: plans.map((plan) => linkDrops(ctx.seed, plan, ctx.anomalyRate)) };
}

/** Fixes of a roller strictly before t (a fix every whole second of the power window). */
export function fixesBefore(plan: RollerDayPlan, t: number): number {
  if (!plan.power) return 0;
  return Math.max(0, Math.min(Math.ceil((t - plan.power.start) / 1000), (plan.power.end - plan.power.start) / 1000));
}

const powered = (plan: RollerDayPlan, t: number) => plan.power !== null && t >= plan.power.start && t < plan.power.end;

/**
 * The fix sequence of the day up to second t: all rollers' earlier fixes (ids in sim-time order, ties in registry
 * order).
 */
function seqBefore(rollerDay: RollerDay, t: number): number {
  let n = 0;
  for (const plan of rollerDay.plans) n += fixesBefore(plan, t);
  return n;
}

/** The id of a roller's fix at second t. */
export function fixId(rollerDay: RollerDay, plan: RollerDayPlan, t: number): number {
  let seq = seqBefore(rollerDay, t);
  for (const other of rollerDay.plans) if (other.index < plan.index && powered(other, t)) seq++;
  return factId(rollerDay.day, seq + 1);
}

export const fixColumns = [
  'x',
  'y',
  'z',
  'heading',
  'speed',
  'vibOn',
  'freq',
  'amplitude',
  'accel',
  'cmv',
  'surfaceTemp',
  'gnssQuality',
  'sats',
  'hdop',
] as const;
export const fixValues = (fix: Fix): SqlValue[] => fixColumns.map((c) => fix[c]);

const ceilSecond = (ms: number) => Math.ceil(ms / 1000) * 1000;

/** A fix of an overspeed episode (every second the roller drives in it). */
export interface FastFix {
  t: number;
  x: number;
  y: number;
  speed: number;
  chainage: number | null;
}

const system = { crtUser: '0', crtName: 'system', crtHost: '127.0.0.1' };

/** How long a roller drives over its limit before that is an overspeed (a moment's surge on a slope is not). */
export const OVERSPEED_HOLD_MS = 10_000;

/**
 * The fix at which fixes one second apart have been over the limit for `OVERSPEED_HOLD_MS` without a break, and the
 * highest speed of that stretch; null when no stretch lasts that long.
 */
export function heldOver(
  fixes: readonly FastFix[],
  over: (fix: FastFix) => boolean,
): { at: FastFix; peak: number } | null {
  let start: FastFix | null = null;
  let previous: FastFix | null = null;
  let peak = 0;
  for (const fix of fixes) {
    const continues = start && previous && fix.t - previous.t <= 1000;
    if (!over(fix)) {
      start = null;
    } else if (!continues) {
      start = fix;
      peak = fix.speed;
    } else {
      peak = Math.max(peak, fix.speed);
      if (fix.t - start!.t >= OVERSPEED_HOLD_MS) return { at: fix, peak };
    }
    previous = fix;
  }
  return null;
}

/** Level of an overspeed by how far over the limit: ≤ 20 % level 1, ≤ 50 % level 2, beyond level 3. */
export function overSpeedLevel(speed: number, limit: number): number {
  const over = speed / limit;
  return over <= 1.2 ? 1 : over <= 1.5 ? 2 : 3;
}

class RollersDay implements ProcessDay {
  /** Each episode's moving fixes, by plan and episode (a pure function of the plan, computed once). */
  private readonly fast = new Map<string, FastFix[]>();

  constructor(private readonly rollerDay: RollerDay) {}

  private fastFixes(plan: RollerDayPlan, k: number): FastFix[] {
    const key = `${plan.index}:${k}`;
    let list = this.fast.get(key);
    if (!list) {
      list = [];
      const episode = plan.overspeed[k]!;
      // Where episodes overlap (a forced one over a random one), a second belongs to the earlier: one alarm.
      const taken = plan.overspeed.slice(0, k).reduce((end, e) => Math.max(end, e.end), 0);
      for (let t = ceilSecond(Math.max(episode.start, taken)); t < episode.end; t += 1000) {
        const fix = fixAt(plan, t);
        if (!fix || fix.speed <= 0) continue;
        // Rollers on the connecting road have a chainage; the apron's have none.
        list.push({ t, x: fix.x, y: fix.y, speed: fix.speed, chainage: roadChainage(fix.x, fix.y) });
      }
      this.fast.set(key, list);
    }
    return list;
  }

  /**
   * One `overSpeed` alarm per episode, once the roller has driven over the limit for `OVERSPEED_HOLD_MS` without a
   * break (a stop or a fix under the limit starts the count again), at the fix that completes it, with the highest
   * speed of that stretch — unless a special section in force there suppresses the type; a section's own speed
   * limit replaces the class's. Sections are read when the window is written, so a section applies from its
   * creation on.
   */
  private alarms(from: number, to: number, out: FactWriter): void {
    const { day, plans } = this.rollerDay;
    let sections: SpecialSection[] | undefined;
    let insert: ((values: readonly SqlValue[]) => void) | undefined;
    for (const plan of plans) {
      plan.overspeed.forEach((episode, k) => {
        if (episode.end <= from || episode.start >= to) return;
        sections ??= out.all<SpecialSection>(specialSectionsSql);
        const over = (f: FastFix) => {
          const rules = sectionRules(
            sections!,
            'overSpeed',
            { alarmDomain: plan.domain, t: siteTime(f.t), x: f.x, y: f.y, chainage: f.chainage },
            plan.cls.limit,
          );
          return !rules.suppressed && f.speed > rules.speedLimit;
        };
        const held = heldOver(this.fastFixes(plan, k), over);
        if (!held) return;
        const first = held.at;
        const id = factId(day, alarmSeqBlock.rollers + plan.index * 100 + plan.overspeedNo[k]!);
        // The speed is back under the limit when the episode ends (after the alarm is written, in the same window).
        const clear = () => {
          if (episode.end >= from && episode.end < to && first.t < episode.end)
            out.run('UPDATE pdca_alarm SET clearedAt = ? WHERE id = ?', siteTime(episode.end), id);
        };
        if (first.t < from || first.t >= to) return clear();
        const t = siteTime(first.t);
        const limit = sectionRules(
          sections,
          'overSpeed',
          { alarmDomain: plan.domain, t, x: first.x, y: first.y, chainage: first.chainage },
          plan.cls.limit,
        ).speedLimit;
        const where =
          first.chainage === null ? `(${first.x.toFixed(1)}, ${first.y.toFixed(1)})` : stakeName(first.chainage);
        insert ??= out.inserter('pdca_alarm', [...alarmColumns, 'crtTime', ...Object.keys(system)]);
        insert([
          ...alarmValues(id, 1, {
            domain: plan.domain,
            type: 'overSpeed',
            level: overSpeedLevel(held.peak, limit),
            deviceId: plan.deviceId,
            objectType: 'device',
            objectId: plan.deviceId,
            t,
            value: held.peak,
            threshold: limit,
            message: `${plan.code} 超速 ${held.peak.toFixed(2)} km/h（限速 ${limit} km/h），${where}`,
            x: Math.round(first.x * 10) / 10,
            y: Math.round(first.y * 10) / 10,
            place: first.chainage === null ? null : stakeName(first.chainage),
          }),
          t,
          ...Object.values(system),
        ]);
        clear();
      });
    }
  }

  emit(from: number, to: number, out: FactWriter): void {
    const { day, plans, drops } = this.rollerDay;
    for (const plan of plans) {
      const { seconds, metres } = rollupIn(plan, from, to);
      if (seconds > 0) out.addStat(plan.domain, 'workSeconds', plan.code, day, seconds);
      if (metres > 0) out.addStat(plan.domain, 'metres', plan.code, day, metres);
    }
    this.alarms(from, to, out);
    emitLowTemps(day, plans, from, to, out);
    emitZdAreas(day, plans, from, to, out);
    const cut = out.present - out.rawRetentionMs;
    for (const plan of plans)
      out.run('DELETE FROM znys_fix WHERE deviceId = ? AND t < ?', plan.deviceId, siteTime(cut));
    out.run('DELETE FROM znys_packet WHERE receivedAt < ?', siteTime(cut));
    const storedFrom = ceilSecond(Math.max(from, cut));
    if (storedFrom >= to) return;

    const insertFix = out.inserter('znys_fix', ['id', 'deviceId', 't', ...fixColumns]);
    let seq = seqBefore(this.rollerDay, storedFrom);
    for (let t = storedFrom; t < to; t += 1000) {
      const time = siteTime(t);
      for (const plan of plans) {
        if (!powered(plan, t)) continue;
        seq++;
        const fix = fixAt(plan, t);
        if (!fix) continue;
        insertFix([factId(day, seq), plan.deviceId, time, ...fixValues(fix)]);
      }
    }
    const insertPacket = out.inserter('znys_packet', [
      'id',
      'receivedAt',
      'deviceId',
      'protocol',
      'bytes',
      'payload',
      'parseStatus',
    ]);
    for (const plan of plans) {
      for (const head of packetsReceived(plan, drops[plan.index]!, storedFrom, to)) {
        const frame = packetFrame(plan, head);
        insertPacket([
          head.id,
          siteTime(head.receivedAt),
          head.deviceId,
          packetProtocol,
          frame.length,
          Buffer.from(frame),
          head.parseStatus,
        ]);
      }
    }
  }
}

export const rollersProcess: SimProcess = {
  name: 'rollers',
  planDay: (ctx) => new RollersDay(planRollerDay(ctx)),
};
