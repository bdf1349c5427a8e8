import type { SqlValue } from '../../db/database.js';
import { alarmColumns, alarmSeqBlock, alarmValues } from '../../modules/quality/rules/alarms.js';
import { type SpecialSection, sectionRules, specialSectionsSql } from '../../modules/quality/rules/special-sections.js';
import { factId, siteTime } from '../calendar.js';
import { type FactWriter, systemAudit, systemAuditValues } from '../process.js';
import { roadChainage, stakeName } from '../site/alignment.js';
import { crews } from '../site/crews.js';
import { fixAt, type RollerDayPlan } from '../trajectory/roller.js';

/*
 * Low rolling temperature (`lowTemp`): an asphalt roller whose first rolling pass on a work area starts on a surface
 * already below the process's finishing minimum — the mat can no longer be compacted, as after a break with the
 * area left waiting. Judged with the crew's process in force when the pass starts (the threshold is stored with the
 * alarm); one alarm per roller and area.
 */

const ceilSecond = (ms: number) => Math.ceil(ms / 1000) * 1000;

/** Level by how far below the minimum: ≤ 10 °C level 1, ≤ 25 °C level 2, beyond level 3. */
export function lowTempLevel(temp: number, min: number): number {
  const short = min - temp;
  return short <= 10 ? 1 : short <= 25 ? 2 : 3;
}

export function emitLowTemps(day: number, plans: readonly RollerDayPlan[], from: number, to: number, out: FactWriter) {
  let insert: ((values: readonly SqlValue[]) => void) | undefined;
  let sections: SpecialSection[] | undefined;
  for (const plan of plans) {
    if (plan.material !== 'asphalt' || plan.domain !== 'znys' || !plan.crew) continue;
    const processCode = crews.find((c) => c.code === plan.crew)?.process?.code;
    if (!processCode) continue;
    const seen = new Set<number>();
    let min: number | null | undefined;
    for (const seg of plan.segments) {
      if (!seg.rolling || !seg.forward || seg.length <= 0 || seg.area < 0 || seen.has(seg.area)) continue;
      seen.add(seg.area);
      const t = ceilSecond(seg.start);
      if (t < from || t >= to || seg.area >= 100) continue;
      const fix = fixAt(plan, t);
      // The process in force when the window is written (read once per roller and window).
      if (min === undefined)
        min =
          out.all<{ finishTempMin: number | null }>(
            'SELECT finishTempMin FROM cmp_process WHERE code = ?',
            processCode,
          )[0]?.finishTempMin ?? null;
      if (!fix || min === null || fix.surfaceTemp >= min) continue;
      const time = siteTime(t);
      const chainage = roadChainage(fix.x, fix.y);
      sections ??= out.all<SpecialSection>(specialSectionsSql);
      const at = { alarmDomain: plan.domain, t: time, x: fix.x, y: fix.y, chainage };
      if (sectionRules(sections, 'lowTemp', at, plan.cls.limit).suppressed) continue;
      const where = chainage === null ? `(${fix.x.toFixed(1)}, ${fix.y.toFixed(1)})` : stakeName(chainage);
      insert ??= out.inserter('pdca_alarm', [...alarmColumns, 'crtTime', ...Object.keys(systemAudit)]);
      insert([
        ...alarmValues(factId(day, alarmSeqBlock.lowTemp + plan.index * 100 + seg.area), 1, {
          domain: plan.domain,
          type: 'lowTemp',
          level: lowTempLevel(fix.surfaceTemp, min),
          deviceId: plan.deviceId,
          objectType: 'device',
          objectId: plan.deviceId,
          t: time,
          value: fix.surfaceTemp,
          threshold: min,
          message: `${plan.code} 碾压温度 ${fix.surfaceTemp} ℃（不低于 ${min} ℃），${where}`,
          x: Math.round(fix.x * 10) / 10,
          y: Math.round(fix.y * 10) / 10,
          place: chainage === null ? null : stakeName(chainage),
        }),
        time,
        ...systemAuditValues,
      ]);
    }
  }
}
