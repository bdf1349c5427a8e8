import type { SqlValue } from '../../db/database.js';
import type { AlarmRow } from '../../modules/quality/rules/alarms.js';
import { ZD_PASS_RATE_TARGET } from './zd-areas.js';

/*
 * The alarm rules over stored facts: each reads the facts of one window whose deciding moment falls in it (a
 * batch's discharge, a point's last hit, a pile's end, a trip's unloading, an area's last pass) and says which
 * raise an alarm, with the value, the threshold the fact was judged with (from the fact's own `thr`, so a
 * changed threshold judges only what comes after) and the place. Levels go by how far past the threshold.
 */

/** A device that stays offline this long (not switched off) raises `deviceOffline`. */
export const OFFLINE_ALARM_MINUTES = 5;

type Read = <T>(sql: string, ...params: SqlValue[]) => T[];

export interface AlarmRule {
  type: string;
  /** The candidate alarms of the facts decided in [from, to) (site times), in fact order. */
  find(read: Read, from: string, to: string): Omit<AlarmRow, 'type'>[];
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;
/** Level by how far a value is past its limit, as a share of the limit: ≤ a → 1, ≤ b → 2, beyond → 3. */
const byShare = (over: number, limit: number, a: number, b: number) =>
  limit <= 0 ? 1 : over / limit <= a ? 1 : over / limit <= b ? 2 : 3;
const parse = (thr: string | null): Record<string, unknown> => {
  try {
    return thr ? (JSON.parse(thr) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const num = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

interface Batch {
  id: number;
  t: string;
  plantCode: string;
  plantName: string | null;
  deviceId: number | null;
  x: number | null;
  y: number | null;
  mixType: string | null;
  level: number;
  thr: string | null;
}

/** Batches discharged in the window with one judgement over its limit, with their plant. */
function batches(
  read: Read,
  column: string,
  from: string,
  to: string,
  extra = '',
): (Batch & Record<string, unknown>)[] {
  return read(
    `SELECT b.id, b.dischargeTime t, b.plantCode, p.name plantName, p.deviceId, p.x, p.y, b.mixType, b.${column} level,
            b.thr ${extra}
       FROM bhz_batch b LEFT JOIN bhz_plant p ON p.id = b.plantId
      WHERE b.dischargeTime >= ? AND b.dischargeTime < ? AND b.${column} > 0 ORDER BY b.dischargeTime, b.id`,
    from,
    to,
  );
}

const batchAlarm = (b: Batch, value: number, threshold: number, message: string): Omit<AlarmRow, 'type'> => ({
  domain: 'bhz',
  level: b.level,
  deviceId: b.deviceId,
  objectType: 'batch',
  objectId: b.id,
  t: b.t,
  value: round(value),
  threshold: round(threshold),
  message,
  x: b.x,
  y: b.y,
  place: b.plantName ?? b.plantCode,
});

const levelLimit = (level: number, limits: { primary: number; middle: number; advanced: number }) =>
  level >= 3 ? limits.advanced : level === 2 ? limits.middle : limits.primary;

const temperatures = [
  ['31', 'asphaltTemp', '沥青温度'],
  ['32', 'aggregateTemp', '骨料温度'],
  ['33', 'dischargeTemp', '出料温度'],
] as const;

export const alarmRules: readonly AlarmRule[] = [
  {
    type: 'materialOver',
    find: (read, from, to) =>
      batches(
        read,
        'materialLevel',
        from,
        to,
        `, (SELECT json_array(m.name, m.error, m.unit, CASE b.materialLevel WHEN 1 THEN m.primaryLimit WHEN 2
              THEN m.middleLimit ELSE m.advancedLimit END) FROM bhz_batch_material m
              WHERE m.batchId = b.id AND m.level = b.materialLevel ORDER BY abs(m.error) DESC LIMIT 1) worst`,
      ).map((b) => {
        const [name, error, unit, limit] = JSON.parse(String(b.worst ?? '[null,0,"pct",0]')) as [
          string | null,
          number,
          string,
          number,
        ];
        const sign = unit === 'pp' ? ' 个百分点' : '%';
        return batchAlarm(
          b,
          error,
          limit,
          `${b.plantCode} ${name ?? '材料'}误差 ${round(error)}${sign}（允许 ±${limit}${sign}）`,
        );
      }),
  },
  {
    type: 'ratioOver',
    find: (read, from, to) =>
      batches(read, 'ratioLevel', from, to, ', b.ratioActual, b.ratioTheory').map((b) => {
        const limits = parse(b.thr)['30'] as { primary: number; middle: number; advanced: number } | undefined;
        const limit = limits ? levelLimit(b.level, limits) : 0.3;
        const deviation = Number(b.ratioActual) - Number(b.ratioTheory);
        return batchAlarm(
          b,
          deviation,
          limit,
          `${b.plantCode} 油石比 ${b.ratioActual}%（设计 ${b.ratioTheory}%，允许 ±${limit} 个百分点）`,
        );
      }),
  },
  {
    type: 'tempOver',
    find: (read, from, to) =>
      batches(read, 'tempLevel', from, to, ', b.asphaltTemp, b.aggregateTemp, b.dischargeTemp').map((b) => {
        const thr = parse(b.thr);
        // The reading furthest outside its window decides what the alarm names.
        let worst = { label: '出料温度', value: 0, bound: 0, excess: -Infinity };
        for (const [key, column, label] of temperatures) {
          const w = thr[key] as { lower: number | null; upper: number | null } | undefined;
          const value = b[column];
          if (!w || typeof value !== 'number') continue;
          const below = w.lower !== null ? w.lower - value : -Infinity;
          const above = w.upper !== null ? value - w.upper : -Infinity;
          const excess = Math.max(below, above);
          if (excess > worst.excess) worst = { label, value, bound: below >= above ? w.lower! : w.upper!, excess };
        }
        return batchAlarm(
          b,
          worst.value,
          worst.bound,
          `${b.plantCode} ${worst.label} ${worst.value} ℃（${worst.value < worst.bound ? '下限' : '上限'} ${worst.bound} ℃）`,
        );
      }),
  },
  {
    type: 'mixTime',
    find: (read, from, to) =>
      batches(read, 'timeLevel', from, to, ', b.mixTime').map((b) => {
        const lower = num((parse(b.thr)['34'] as { lower?: number } | undefined)?.lower, 45);
        return batchAlarm(b, Number(b.mixTime), lower, `${b.plantCode} 搅拌时间 ${b.mixTime} s（不少于 ${lower} s）`);
      }),
  },
  {
    type: 'lowDrop',
    find: (read, from, to) =>
      read<{
        id: number;
        t: string;
        pointId: number | null;
        pointCode: string;
        deviceId: number;
        deviceCode: string | null;
        dropM: number;
        thr: string;
        x: number | null;
        y: number | null;
      }>(
        `SELECT h.id, h.t, h.pointId, h.pointCode, h.deviceId, d.code deviceCode, h.dropM, h.thr, p.x, p.y
           FROM hj_hit h LEFT JOIN ram_point p ON p.id = h.pointId LEFT JOIN site_device d ON d.id = h.deviceId
          WHERE h.t >= ? AND h.t < ? AND h.lowDrop = 1 ORDER BY h.t, h.id`,
        from,
        to,
      ).map((h) => {
        const thr = parse(h.thr);
        const limit = round(num(thr.standardDrop, 0) - num(thr.tolerance, 0));
        return {
          domain: 'hj',
          level: byShare(limit - h.dropM, limit, 0.05, 0.1),
          deviceId: h.deviceId,
          objectType: 'ramPoint',
          objectId: h.pointId ?? h.id,
          t: h.t,
          value: h.dropM,
          threshold: limit,
          message: `${h.deviceCode ?? ''} ${h.pointCode} 落距 ${h.dropM} m（不少于 ${limit} m）`.trim(),
          x: h.x,
          y: h.y,
          place: h.pointCode,
        };
      }),
  },
  {
    type: 'shortHits',
    find: (read, from, to) =>
      read<{
        id: number;
        code: string;
        t: string;
        hits: number;
        designHits: number;
        deviceId: number | null;
        deviceCode: string | null;
        x: number;
        y: number;
      }>(
        `SELECT p.id, p.code, p.simAt t, p.hits, p.designHits, p.deviceId, d.code deviceCode, p.x, p.y
           FROM ram_point p LEFT JOIN site_device d ON d.id = p.deviceId
          WHERE p.simAt >= ? AND p.simAt < ? AND p.status = 'below' ORDER BY p.simAt, p.id`,
        from,
        to,
      ).map((p) => {
        const short = p.designHits - p.hits;
        return {
          domain: 'hj',
          level: short <= 2 ? 1 : short <= 4 ? 2 : 3,
          deviceId: p.deviceId,
          objectType: 'ramPoint',
          objectId: p.id,
          t: p.t,
          value: p.hits,
          threshold: p.designHits,
          message: `${p.deviceCode ?? ''} ${p.code} 夯击 ${p.hits} 次（设计 ${p.designHits} 次）`.trim(),
          x: p.x,
          y: p.y,
          place: p.code,
        };
      }),
  },
  ...(['ddcShallow', 'ddcShortRams'] as const).map((type): AlarmRule => ({
    type,
    find: (read, from, to) =>
      read<{
        id: number;
        code: string;
        t: string;
        depth: number;
        thr: string;
        deviceId: number | null;
        deviceCode: string | null;
        x: number;
        y: number;
        fewest: number | null;
      }>(
        `SELECT p.id, p.code, p.endAt t, p.depth, p.thr, p.deviceId, d.code deviceCode, p.x, p.y,
                  (SELECT MIN(l.rams) FROM ddc_layer l WHERE l.pileCode = p.code AND l.ok = 0 AND l.t <= p.endAt) fewest
             FROM ddc_pile p LEFT JOIN site_device d ON d.id = p.deviceId
            WHERE p.endAt >= ? AND p.endAt < ? AND p.verdict = 'fail'
              AND instr(',' || p.flags || ',', ?) > 0 ORDER BY p.endAt, p.id`,
        from,
        to,
        type === 'ddcShallow' ? ',shortDepth,' : ',fewRams,',
      ).map((p) => {
        const thr = parse(p.thr);
        const rig = p.deviceCode ?? '';
        const common = {
          domain: 'ddc',
          deviceId: p.deviceId,
          objectType: 'pile',
          objectId: p.id,
          t: p.t,
          x: p.x,
          y: p.y,
          place: p.code,
        };
        if (type === 'ddcShallow') {
          const design = num(thr.designDepth, p.depth);
          const short = design - p.depth;
          return {
            ...common,
            level: short < 1 ? 1 : short < 1.5 ? 2 : 3,
            value: p.depth,
            threshold: design,
            message: `${rig} ${p.code} 成孔深度 ${p.depth} m（设计 ${design} m）`.trim(),
          };
        }
        const min = num(thr.minRamsPerLayer, 0);
        const fewest = p.fewest ?? min;
        return {
          ...common,
          level: min - fewest <= 1 ? 1 : min - fewest === 2 ? 2 : 3,
          value: fewest,
          threshold: min,
          message: `${rig} ${p.code} 分层夯击 ${fewest} 次（每层不少于 ${min} 次）`.trim(),
        };
      }),
  })),
  ...(['tripOvertime', 'tempDrop'] as const).map((type): AlarmRule => ({
    type,
    find: (read, from, to) => {
      const at = type === 'tripOvertime' ? 'unloadEnd' : 'unloadStart';
      const flag = type === 'tripOvertime' ? 'overtimeFlag' : 'tempDropFlag';
      return read<{
        id: number;
        tripNo: string;
        t: string;
        plate: string | null;
        deviceId: number | null;
        destination: string | null;
        cycleMin: number;
        tempDepart: number;
        tempArrive: number;
        thr: string | null;
      }>(
        `SELECT t.id, t.tripNo, t.${at} t, v.plate, t.vehicleId deviceId, t.destination, t.cycleMin, t.tempDepart,
                  t.tempArrive, t.thr
             FROM ylc_trip t LEFT JOIN veh_vehicle v ON v.deviceId = t.vehicleId
            WHERE t.${at} >= ? AND t.${at} < ? AND t.${flag} = 1 ORDER BY t.${at}, t.id`,
        from,
        to,
      ).map((trip) => {
        const thr = parse(trip.thr);
        const common = {
          domain: 'ylc',
          deviceId: trip.deviceId,
          objectType: 'trip',
          objectId: trip.id,
          t: trip.t,
          place: trip.destination,
        };
        const who = `${trip.plate ?? ''} ${trip.tripNo}`.trim();
        if (type === 'tripOvertime') {
          const limit = num(thr.cycleMaxMin, 90);
          return {
            ...common,
            level: byShare(trip.cycleMin - limit, limit, 0.2, 0.5),
            value: trip.cycleMin,
            threshold: limit,
            message: `${who} 运输周期 ${trip.cycleMin} min（不超过 ${limit} min）`,
          };
        }
        const limit = num(thr.tempDropMaxC, 20);
        const drop = round(trip.tempDepart - trip.tempArrive, 1);
        return {
          ...common,
          level: drop - limit <= 5 ? 1 : drop - limit <= 10 ? 2 : 3,
          value: drop,
          threshold: limit,
          message: `${who} 运输温降 ${drop} ℃（不超过 ${limit} ℃）`,
        };
      });
    },
  })),
  {
    type: 'underPasses',
    find: (read, from, to) =>
      read<{ id: number; t: string; areaName: string; passRate: number; border: string | null }>(
        `SELECT id, endTime t, areaName, passRate, border FROM zd_work_area
          WHERE endTime >= ? AND endTime < ? AND passRate < ? ORDER BY endTime, id`,
        from,
        to,
        ZD_PASS_RATE_TARGET,
      ).map((a) => {
        const ring = (parse(`{"r":${a.border ?? 'null'}}`).r ?? []) as [number, number][];
        const xs = ring.map((p) => p[0]);
        const ys = ring.map((p) => p[1]);
        const centre = ring.length
          ? [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2]
          : null;
        const short = ZD_PASS_RATE_TARGET - a.passRate;
        return {
          domain: 'zd',
          level: short <= 5 ? 1 : short <= 15 ? 2 : 3,
          deviceId: null,
          objectType: 'workArea',
          objectId: a.id,
          t: a.t,
          value: a.passRate,
          threshold: ZD_PASS_RATE_TARGET,
          message: `${a.areaName} 压实合格率 ${a.passRate}%（不低于 ${ZD_PASS_RATE_TARGET}%）`,
          x: centre ? round(centre[0]) : null,
          y: centre ? round(centre[1]) : null,
          place: a.areaName,
        };
      }),
  },
];
