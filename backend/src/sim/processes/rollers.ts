import type { SqlValue } from '../../db/database.js';
import { alarmSeqBlock } from '../../modules/quality/rules/alarms.js';
import { type SpecialSection, specialSectionsSql } from '../../modules/quality/rules/special-sections.js';
import { factId, siteTime } from '../calendar.js';
import { roadChainage } from '../site/alignment.js';
import type { DayContext, FactWriter, ProcessDay, SimProcess } from '../process.js';
import type { Interval } from '../schedule.js';
import { linkDrops, packetFrame, packetProtocol, packetsReceived } from '../trajectory/packet.js';
import { type FastFix, judgeOverSpeed, overSpeedAlarm, overSpeedAlarmColumns } from './overspeed.js';
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
   * One `overSpeed` alarm per episode (overspeed.ts); a section's own speed limit replaces the class's. Sections are
   * read when the window is written, so a section applies from its creation on.
   */
  private alarms(from: number, to: number, out: FactWriter): void {
    const { day, plans } = this.rollerDay;
    let sections: SpecialSection[] | undefined;
    let insert: ((values: readonly SqlValue[]) => void) | undefined;
    for (const plan of plans) {
      plan.overspeed.forEach((episode, k) => {
        if (episode.end <= from || episode.start >= to) return;
        sections ??= out.all<SpecialSection>(specialSectionsSql);
        const judged = judgeOverSpeed(this.fastFixes(plan, k), sections, plan.domain, plan.cls.limit);
        if (!judged) return;
        const first = judged.at;
        const id = factId(day, alarmSeqBlock.rollers + plan.index * 100 + plan.overspeedNo[k]!);
        // The speed is back under the limit when the episode ends (after the alarm is written, in the same window).
        const clear = () => {
          if (episode.end >= from && episode.end < to && first.t < episode.end)
            out.run('UPDATE pdca_alarm SET clearedAt = ? WHERE id = ?', siteTime(episode.end), id);
        };
        if (first.t < from || first.t >= to) return clear();
        insert ??= out.inserter('pdca_alarm', overSpeedAlarmColumns);
        insert(overSpeedAlarm(id, plan, judged));
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
