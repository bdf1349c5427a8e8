import type { SqlValue } from '../../../db/database.js';
import { userRowIdFloor } from '../../../db/schema-parts.js';

/*
 * Alarms (`pdca_alarm`). Each simulated domain numbers its alarms of a day in its own block of the day's fact
 * sequence, so processes write alarms independently without sharing a counter; people's writes take
 * AUTOINCREMENT ids above 9·10¹².
 */
export const alarmSeqBlock = { lab: 900_000, rollers: 910_000 } as const;

export const alarmColumns = [
  'id',
  'projectId',
  'alarmNo',
  'domain',
  'type',
  'level',
  'deviceId',
  'objectType',
  'objectId',
  't',
  'value',
  'threshold',
  'message',
] as const;

export interface AlarmRow {
  domain: string;
  type: string;
  level: number;
  deviceId: number | null;
  objectType: string;
  objectId: number;
  /** Site time `yyyy-MM-dd HH:mm:ss`. */
  t: string;
  value: number;
  threshold: number;
  message: string;
}

/** `A-<yyyyMMdd>-<six digits of the day's sequence>` for facts, `A-<yyyyMMdd>-U<n>` for people's writes. */
export function alarmNo(id: number, t: string): string {
  const date = t.slice(0, 10).replaceAll('-', '');
  return id >= userRowIdFloor
    ? `A-${date}-U${id - userRowIdFloor}`
    : `A-${date}-${String(id % 1_000_000).padStart(6, '0')}`;
}

/** Values in `alarmColumns` order. */
export function alarmValues(id: number, projectId: number, alarm: AlarmRow): SqlValue[] {
  return [
    id,
    projectId,
    alarmNo(id, alarm.t),
    alarm.domain,
    alarm.type,
    alarm.level,
    alarm.deviceId,
    alarm.objectType,
    alarm.objectId,
    alarm.t,
    alarm.value,
    alarm.threshold,
    alarm.message,
  ];
}
