import type { SqlValue } from '../../db/database.js';
import { factId, siteTime } from '../calendar.js';
import type { DayContext, FactWriter, ProcessDay, SimProcess } from '../process.js';
import type { Interval } from '../schedule.js';
import { linkDrops, packetFrame, packetProtocol, packetsReceived } from '../trajectory/packet.js';
import { type Fix, fixAt, planRollers, type RollerDayPlan, rollupIn } from '../trajectory/roller.js';

/*
 * Rollers (znys) and vibratory rollers (zd): a fix every second while the machine is powered, one packet
 * per ten fixes. Raw rows are written only within SIM_RAW_RETENTION_HOURS of the present and pruned as it
 * moves on; older windows write only the rollups (driving seconds, metres), and the API recomputes their
 * fixes from the same pure plan (DOMAIN.md §6).
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

/** The fix sequence of the day up to second t: all rollers' earlier fixes (ids in sim-time order, ties in registry order). */
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

export const fixColumns = ['x', 'y', 'z', 'heading', 'speed', 'vibOn', 'freq', 'amplitude', 'accel', 'cmv', 'surfaceTemp', 'gnssQuality', 'sats', 'hdop'] as const;
export const fixValues = (fix: Fix): SqlValue[] => fixColumns.map((c) => fix[c]);

const ceilSecond = (ms: number) => Math.ceil(ms / 1000) * 1000;

class RollersDay implements ProcessDay {
  constructor(private readonly rollerDay: RollerDay) {}

  emit(from: number, to: number, out: FactWriter): void {
    const { day, plans, drops } = this.rollerDay;
    for (const plan of plans) {
      const { seconds, metres } = rollupIn(plan, from, to);
      if (seconds > 0) out.addStat(plan.domain, 'workSeconds', plan.code, day, seconds);
      if (metres > 0) out.addStat(plan.domain, 'metres', plan.code, day, metres);
    }
    const cut = out.present - out.rawRetentionMs;
    for (const plan of plans) out.run('DELETE FROM znys_fix WHERE deviceId = ? AND t < ?', plan.deviceId, siteTime(cut));
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
    const insertPacket = out.inserter('znys_packet', ['id', 'receivedAt', 'deviceId', 'protocol', 'bytes', 'payload', 'parseStatus']);
    for (const plan of plans) {
      for (const head of packetsReceived(plan, drops[plan.index]!, storedFrom, to)) {
        const frame = packetFrame(plan, head);
        insertPacket([head.id, siteTime(head.receivedAt), head.deviceId, packetProtocol, frame.length, Buffer.from(frame), head.parseStatus]);
      }
    }
  }
}

export const rollersProcess: SimProcess = {
  name: 'rollers',
  planDay: (ctx) => new RollersDay(planRollerDay(ctx)),
};
