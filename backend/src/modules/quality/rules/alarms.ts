import type { SqlValue } from '../../../db/database.js';
import { userRowIdFloor } from '../../../db/schema-parts.js';

/*
 * Alarms (`pdca_alarm`). Each simulated domain numbers its alarms of a day in its own block of the day's fact
 * sequence, so processes write alarms independently without sharing a counter; people's writes take
 * AUTOINCREMENT ids above 9·10¹².
 */
export const alarmSeqBlock = {
  lab: 900_000,
  rollers: 910_000,
  lowTemp: 915_000,
  /** The rules' blocks (`ruleBlock` each, 12 of them today) end below 985 000. */
  rules: 920_000,
  /** Past the rules' blocks: 100 per truck, in registry order. */
  trucks: 985_000,
  /** The geofences' alarms of the day, in time order. */
  geofences: 990_000,
} as const;
/** Sequence numbers of the day each fact rule has for its alarms (rule k from `rules + k · ruleBlock`). */
export const ruleBlock = 5_000;

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
  'x',
  'y',
  'place',
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
  /** Where, in site metres, when the fact has a place. */
  x?: number | null;
  y?: number | null;
  /** The place as people name it: a stake, a work area, a plant, a point. */
  place?: string | null;
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
    alarm.x ?? null,
    alarm.y ?? null,
    alarm.place ?? null,
  ];
}
