import type { SqlValue } from '../../db/database.js';
import { alarmColumns, alarmValues } from '../../modules/quality/rules/alarms.js';
import { type SpecialSection, sectionRules } from '../../modules/quality/rules/special-sections.js';
import { siteTime } from '../calendar.js';
import { stakeName } from '../site/alignment.js';
import { systemAudit, systemAuditValues } from '../process.js';

/*
 * The overspeed rule shared by the machines that drive (rollers, haul trucks): one alarm per episode, once the
 * machine has been over its limit for OVERSPEED_HOLD_MS without a break, at the fix that completes it, with the
 * highest speed of that stretch and a level by how far over the limit. A special section in force at a fix may
 * suppress the type there or set its own speed limit.
 */

/** A fix of an overspeed episode (every second the machine drives in it). */
export interface FastFix {
  t: number;
  x: number;
  y: number;
  speed: number;
  chainage: number | null;
}

/** How long a machine drives over its limit before that is an overspeed (a moment's surge on a slope is not). */
export const OVERSPEED_HOLD_MS = 10_000;

/**
 * The fix at which fixes one second apart have been over the limit for `OVERSPEED_HOLD_MS` without a break, and the
 * highest speed of that stretch; null when no stretch lasts that long.
 */
export function heldOver<F extends FastFix>(
  fixes: readonly F[],
  over: (fix: F) => boolean,
): { at: F; peak: number } | null {
  let start: F | null = null;
  let previous: F | null = null;
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

/** An episode's overspeed as the sections in force judge it, with the limit that applies where it is raised. */
export function judgeOverSpeed<F extends FastFix>(
  fixes: readonly F[],
  sections: readonly SpecialSection[],
  domain: string,
  limit: number,
): { at: F; peak: number; limit: number } | null {
  const rulesAt = (f: F) =>
    sectionRules(
      sections,
      'overSpeed',
      { alarmDomain: domain, t: siteTime(f.t), x: f.x, y: f.y, chainage: f.chainage },
      limit,
    );
  const held = heldOver(fixes, (f) => {
    const rules = rulesAt(f);
    return !rules.suppressed && f.speed > rules.speedLimit;
  });
  return held && { ...held, limit: rulesAt(held.at).speedLimit };
}

/** The columns of `overSpeedAlarm`'s values. */
export const overSpeedAlarmColumns = [...alarmColumns, 'crtTime', ...Object.keys(systemAudit)];

/**
 * An overspeed's `pdca_alarm` row: placed by its stake on the road, by its x, y elsewhere (a haul road, the apron).
 */
export function overSpeedAlarm(
  id: number,
  machine: { code: string; domain: string; deviceId: number },
  judged: { at: FastFix; peak: number; limit: number },
): SqlValue[] {
  const { at, peak, limit } = judged;
  const t = siteTime(at.t);
  const where = at.chainage === null ? `(${at.x.toFixed(1)}, ${at.y.toFixed(1)})` : stakeName(at.chainage);
  return [
    ...alarmValues(id, 1, {
      domain: machine.domain,
      type: 'overSpeed',
      level: overSpeedLevel(peak, limit),
      deviceId: machine.deviceId,
      objectType: 'device',
      objectId: machine.deviceId,
      t,
      value: peak,
      threshold: limit,
      message: `${machine.code} 超速 ${peak.toFixed(2)} km/h（限速 ${limit} km/h），${where}`,
      x: Math.round(at.x * 10) / 10,
      y: Math.round(at.y * 10) / 10,
      place: at.chainage === null ? null : stakeName(at.chainage),
    }),
    t,
    ...systemAuditValues,
  ];
}
