import type { SqlValue } from '../../db/database.js';
import {
  alarmColumns,
  type AlarmRow,
  alarmSeqBlock,
  alarmValues,
  ruleBlock,
} from '../../modules/quality/rules/alarms.js';
import { type SpecialSection, sectionRules, specialSectionsSql } from '../../modules/quality/rules/special-sections.js';
import { factId, parseSiteTime, siteTime } from '../calendar.js';
import { type FactWriter, type ProcessDay, type SimProcess, systemAudit, systemAuditValues } from '../process.js';
import { roadChainage } from '../site/alignment.js';
import { alarmRules, OFFLINE_ALARM_MINUTES } from './alarm-rules.js';

/*
 * The alarm engine: after every other process has written a window, the rules of alarm-rules.ts judge the facts
 * decided in it and write their alarms, unless a special section in force at the fact's place suppresses the
 * type. Each rule numbers its alarms of the day in its own block, counting the ones already written, so any
 * partition of a day into windows writes the same ids. A device offline past the timeout raises
 * `deviceOffline`, cleared when it is back.
 */

const offlineMs = OFFLINE_ALARM_MINUTES * 60_000;

class AlarmDay implements ProcessDay {
  constructor(private readonly day: number) {}

  emit(from: number, to: number, out: FactWriter): void {
    const read = <T>(sql: string, ...params: SqlValue[]) => out.all<T>(sql, ...params);
    let sections: SpecialSection[] | undefined;
    const suppressed = (alarm: AlarmRow) => {
      if (alarm.x === null || alarm.x === undefined || alarm.y === null || alarm.y === undefined) return false;
      sections ??= out.all<SpecialSection>(specialSectionsSql);
      if (sections.length === 0) return false;
      const chainage = roadChainage(alarm.x, alarm.y);
      return sectionRules(
        sections,
        alarm.type,
        { alarmDomain: alarm.domain, t: alarm.t, x: alarm.x, y: alarm.y, chainage },
        0,
      ).suppressed;
    };
    const [start, end] = [siteTime(from), siteTime(to)];
    const found = alarmRules.map((rule) => rule.find(read, start, end).map((a) => ({ ...a, type: rule.type })));
    found.push(this.offline(out, from, to));
    let insert: ((values: readonly SqlValue[]) => void) | undefined;
    found.forEach((alarms, k) => {
      const kept = alarms.filter((a) => !suppressed(a));
      if (kept.length === 0) return;
      const first = factId(this.day, alarmSeqBlock.rules + k * ruleBlock);
      let n = out.all<{ n: number }>(
        'SELECT COUNT(*) n FROM pdca_alarm WHERE id >= ? AND id < ?',
        first,
        first + ruleBlock,
      )[0]!.n;
      insert ??= out.inserter('pdca_alarm', [...alarmColumns, 'crtTime', ...Object.keys(systemAudit)]);
      for (const alarm of kept) {
        // A day with more alarms of one type than its block holds keeps the first ones (never seen at any rate).
        if (++n >= ruleBlock) break;
        insert([...alarmValues(first + n, 1, alarm), alarm.t, ...systemAuditValues]);
      }
    });
    // Back online: the device's open offline alarm is cleared.
    for (const back of out.all<{ deviceId: number; t: string }>(
      "SELECT deviceId, t FROM dev_state_change WHERE t >= ? AND t < ? AND event = 'online' ORDER BY t, id",
      start,
      end,
    ))
      out.run(
        "UPDATE pdca_alarm SET clearedAt = ? WHERE type = 'deviceOffline' AND deviceId = ? AND clearedAt IS NULL " +
          'AND t <= ?',
        back.t,
        back.deviceId,
        back.t,
      );
  }

  /** Devices that went offline (not switched off) and stayed so for the timeout, the timeout ending in the window. */
  private offline(out: FactWriter, from: number, to: number): AlarmRow[] {
    const drops = out.all<{ deviceId: number; code: string; t: string; reason: string | null }>(
      `SELECT c.deviceId, d.code, c.t, c.reason FROM dev_state_change c JOIN site_device d ON d.id = c.deviceId
        WHERE c.t >= ? AND c.t < ? AND c.event = 'offline' AND COALESCE(c.reason, '') <> 'power' ORDER BY c.t, c.id`,
      siteTime(from - offlineMs),
      siteTime(to - offlineMs),
    );
    const alarms: AlarmRow[] = [];
    for (const drop of drops) {
      const at = siteTime(parseSiteTime(drop.t)! + offlineMs);
      const back = out.all(
        "SELECT 1 FROM dev_state_change WHERE deviceId = ? AND t > ? AND t <= ? AND event = 'online' LIMIT 1",
        drop.deviceId,
        drop.t,
        at,
      );
      if (back.length > 0) continue;
      alarms.push({
        domain: 'device',
        type: 'deviceOffline',
        // A fault is the device's own; a lost signal usually the site's.
        level: drop.reason === 'fault' ? 2 : 1,
        deviceId: drop.deviceId,
        objectType: 'device',
        objectId: drop.deviceId,
        t: at,
        value: OFFLINE_ALARM_MINUTES,
        threshold: OFFLINE_ALARM_MINUTES,
        message: `${drop.code} 离线超过 ${OFFLINE_ALARM_MINUTES} min（${drop.reason === 'fault' ? '故障' : '信号中断'}）`,
        place: null,
      });
    }
    return alarms;
  }
}

export const alarmProcess: SimProcess = {
  name: 'alarms',
  planDay(ctx) {
    return new AlarmDay(ctx.day);
  },
};
