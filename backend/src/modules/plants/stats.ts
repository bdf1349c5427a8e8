import type { Store } from '../../db/database.js';
import { ok } from '../../http/reply.js';
import type { RouteDef } from '../../http/router.js';
import { materialTypes } from './recipes.js';
import { badQuery, batchWhere, daysOf, head, pagesOf, type StatsQuery, statsQuery } from './stats-query.js';

/*
 * 数据统计 of the three plant groups: production per day and plant,
 * over-limit counts by level and by material or check, material consumption. Aggregated in SQL over the
 * batches' stored verdicts (a batch is never judged again here).
 */

const r1 = (x: number) => Math.round(x * 10) / 10;
const r3 = (x: number) => Math.round(x * 1000) / 1000;

/** Concrete is counted in m³, the asphalt and base plants in t. */
const quantitySql = (q: StatsQuery) => (q.plantType === 'sn' ? 'SUM(b.volume)' : 'SUM(b.batchWeight) / 1000.0');
export const unitOf = (q: StatsQuery) => (q.plantType === 'sn' ? 'm³' : 't');

/** `shift`: each day split into its day shift (06:00–18:00) and night shift (the other hours of that calendar day). */
export type Granularity = 'day' | 'shift';
const shiftSql =
  `CASE WHEN substr(b.dischargeTime, 12, 2) >= '06' AND substr(b.dischargeTime, 12, 2) < '18' THEN 'day' ELSE ` +
  `'night' END`;

function granularityOf(query: URLSearchParams): Granularity {
  const raw = query.get('granularity')?.trim() || 'day';
  if (raw !== 'day' && raw !== 'shift') throw badQuery('参数 granularity 必须是 day 或 shift');
  return raw;
}

export function production(store: Store, q: StatsQuery, granularity: Granularity = 'day') {
  const w = batchWhere(q);
  const rows = store.all<{ day: string; shift: string; plantCode: string; batches: number; quantity: number }>(
    `SELECT substr(b.dischargeTime, 1, 10) AS day, ${granularity === 'shift' ? shiftSql : "'day'"} AS shift,
      b.plantCode, COUNT(*) AS batches, ${quantitySql(q)} AS quantity
       FROM bhz_batch b WHERE ${w.sql} GROUP BY day, shift, b.plantCode ORDER BY day, shift, b.plantCode`,
    ...w.params,
  );
  const slots = daysOf(q).flatMap((day): { day: string; shift?: string }[] =>
    granularity === 'shift'
      ? [
          { day, shift: 'day' },
          { day, shift: 'night' },
        ]
      : [{ day }],
  );
  const days = slots.map(({ day, shift }) => {
    const of = rows.filter((r) => r.day === day && (shift === undefined || r.shift === shift));
    return {
      day,
      ...(shift ? { shift } : {}),
      batches: of.reduce((n, r) => n + r.batches, 0),
      quantity: r1(of.reduce((n, r) => n + r.quantity, 0)),
      byPlant: Object.fromEntries(
        [...new Set(of.map((r) => r.plantCode))].map((code) => [
          code,
          r1(of.filter((r) => r.plantCode === code).reduce((n, r) => n + r.quantity, 0)),
        ]),
      ),
    };
  });
  const byPlant = (q.plant ? [q.plant] : q.plants).map((p) => {
    const of = rows.filter((r) => r.plantCode === p.code);
    return {
      plantId: p.id,
      plantCode: p.code,
      plantName: p.name,
      batches: of.reduce((n, r) => n + r.batches, 0),
      quantity: r1(of.reduce((n, r) => n + r.quantity, 0)),
    };
  });
  const total = {
    batches: days.reduce((n, d) => n + d.batches, 0),
    quantity: r1(rows.reduce((n, r) => n + r.quantity, 0)),
  };
  return { ...head(q), unit: unitOf(q), granularity, total, days, byPlant };
}

/** Batch-level checks each plant type is judged with (the base plant has none). */
const applicableChecks: Record<StatsQuery['plantType'], readonly string[]> = {
  lq: ['ratio', 'temperature', 'mixTime'],
  sn: ['mixTime'],
  sw: [],
};

interface LevelCounts {
  level1: number;
  level2: number;
  level3: number;
  total: number;
}

const counts = (l1: number, l2: number, l3: number): LevelCounts => ({
  level1: l1,
  level2: l2,
  level3: l3,
  total: l1 + l2 + l3,
});

/**
 * Over-limit material rows by type and level (only batches whose materials went over are read), and the batch-level
 * checks.
 */
export function overLimitCounts(store: Store, q: StatsQuery) {
  const w = batchWhere(q);
  const materialRows = store.all<{ materialType: number; l1: number; l2: number; l3: number }>(
    `SELECT m.materialType, SUM(m.level = 1) AS l1, SUM(m.level = 2) AS l2, SUM(m.level = 3) AS l3
       FROM bhz_batch b JOIN bhz_batch_material m ON m.batchId = b.id
      WHERE ${w.sql} AND b.materialLevel > 0 AND m.level > 0 GROUP BY m.materialType ORDER BY m.materialType`,
    ...w.params,
  );
  const b = store.get<Record<string, number | null>>(
    `SELECT COUNT(*) AS batches, SUM(b.level = 1) AS l1, SUM(b.level = 2) AS l2, SUM(b.level = 3) AS l3,
            SUM(b.ratioLevel = 1) AS r1, SUM(b.ratioLevel = 2) AS r2, SUM(b.ratioLevel = 3) AS r3,
            SUM(b.tempLevel = 1) AS t1, SUM(b.tempLevel = 2) AS t2, SUM(b.tempLevel = 3) AS t3,
            SUM(b.timeLevel = 1) AS m1, SUM(b.timeLevel = 2) AS m2, SUM(b.timeLevel = 3) AS m3
       FROM bhz_batch b WHERE ${w.sql}`,
    ...w.params,
  )!;
  const n = (key: string) => b[key] ?? 0;
  const checks = [
    { check: 'ratio', ...counts(n('r1'), n('r2'), n('r3')) },
    { check: 'temperature', ...counts(n('t1'), n('t2'), n('t3')) },
    { check: 'mixTime', ...counts(n('m1'), n('m2'), n('m3')) },
  ].filter((c) => c.total > 0 || applicableChecks[q.plantType].includes(c.check));
  return {
    batches: n('batches'),
    byLevel: counts(n('l1'), n('l2'), n('l3')),
    byMaterial: materialRows.map((r) => ({ materialType: r.materialType, ...counts(r.l1, r.l2, r.l3) })),
    byCheck: checks,
  };
}

export function overLimit(store: Store, q: StatsQuery) {
  const c = overLimitCounts(store, q);
  const rate = c.batches > 0 ? r3((c.byLevel.total / c.batches) * 100) : 0;
  return { ...head(q), ...c, overLimitPct: rate };
}

export function consumption(store: Store, q: StatsQuery) {
  const w = batchWhere(q);
  const rows = store.all<{ materialType: number; actualKg: number; theoryKg: number }>(
    `SELECT m.materialType, SUM(m.actualKg) AS actualKg, SUM(m.theoryKg) AS theoryKg
       FROM bhz_batch b JOIN bhz_batch_material m ON m.batchId = b.id WHERE ${w.sql} GROUP BY m.materialType
       ORDER BY m.materialType`,
    ...w.params,
  );
  const materials = rows.map((r) => ({
    materialType: r.materialType,
    actualT: r3(r.actualKg / 1000),
    theoryT: r3(r.theoryKg / 1000),
    diffPct: r.theoryKg > 0 ? Math.round(((r.actualKg - r.theoryKg) / r.theoryKg) * 10000) / 100 : null,
  }));
  const tonnes = (type: number) => materials.find((m) => m.materialType === type)?.actualT ?? 0;
  return { ...head(q), cementT: tonnes(materialTypes.cement), asphaltT: tonnes(materialTypes.bitumen), materials };
}

const menus = pagesOf('statistics');

export const plantStatsRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/bhz/production',
    menus,
    handler: (ctx) => ok(production(ctx.app.store, statsQuery(ctx, 'statistics'), granularityOf(ctx.query))),
  },
  {
    method: 'GET',
    path: '/api/bhz/overLimit',
    menus,
    handler: (ctx) => ok(overLimit(ctx.app.store, statsQuery(ctx, 'statistics'))),
  },
  {
    method: 'GET',
    path: '/api/bhz/consumption',
    menus,
    handler: (ctx) => ok(consumption(ctx.app.store, statsQuery(ctx, 'statistics'))),
  },
];
