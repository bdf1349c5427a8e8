import type { Store } from '../../db/database.js';
import { ok } from '../../http/reply.js';
import type { RouteDef } from '../../http/router.js';
import { materialTypes } from './recipes.js';
import { overLimitCounts } from './stats.js';
import { thinSeries } from '../../kit/series-thin.js';
import { badQuery, batchWhere, head, pagesOf, type StatsQuery, statsQuery } from './stats-query.js';

/*
 * 数据分析 of the three plant groups: control charts of each batch's key value against its theory with
 * the level bands of the thresholds in force, material-error histograms, the over-limit Pareto and the
 * asphalt plant's temperatures. Values and levels are the stored ones. A series longer than a chart holds is thinned
 * (kit/series-thin.ts); its counts and mean are still those of every batch.
 */

export interface Limits {
  unit: string;
  primary: number;
  middle: number;
  advanced: number;
}

interface Point {
  id: number;
  guid: string;
  t: string;
  plantCode: string;
  value: number | null;
  theory: number | null;
  level: number;
}

type Temps = Omit<Point, 'value' | 'theory'> & Record<'asphaltTemp' | 'aggregateTemp' | 'dischargeTemp', number | null>;

const r2 = (x: number | null) => (x === null ? null : Math.round(x * 100) / 100);
const r3 = (x: number | null) => (x === null ? null : Math.round(x * 1000) / 1000);

/** The key value each plant type is charted by; the concrete plant has two. */
export const ratioKeys = { lq: ['ratio'], sw: ['cementPct', 'waterPct'], sn: ['cementKgM3', 'wcRatio'] } as const;

/** A batch-level threshold as stored in the newest batch's `thr` (the thresholds in force at the range's end). */
function storedCheck(
  store: Store,
  q: StatsQuery,
  type: number,
): (Limits & { lower: number | null; upper: number | null }) | undefined {
  const w = batchWhere(q);
  const thr = store.get<{ thr: string | null }>(
    `SELECT b.thr FROM bhz_batch b WHERE ${w.sql} ORDER BY b.dischargeTime DESC, b.id DESC LIMIT 1`,
    ...w.params,
  )?.thr;
  const found = thr
    ? (JSON.parse(thr) as Record<string, Limits & { lower: number | null; upper: number | null }>)[type]
    : undefined;
  return found
    ? {
        unit: found.unit,
        primary: found.primary,
        middle: found.middle,
        advanced: found.advanced,
        lower: found.lower ?? null,
        upper: found.upper ?? null,
      }
    : undefined;
}

/** A material's limits as stored with its newest row in the range. */
function storedMaterialLimits(store: Store, q: StatsQuery, type: number): Limits | undefined {
  const w = batchWhere(q);
  const row = store.get<{ unit: string | null; p: number | null; m: number | null; a: number | null }>(
    `SELECT m.unit, m.primaryLimit p, m.middleLimit m, m.advancedLimit a FROM bhz_batch b
      JOIN bhz_batch_material m ON m.batchId = b.id AND m.materialType = ?
      WHERE ${w.sql} ORDER BY b.dischargeTime DESC, b.id DESC LIMIT 1`,
    type,
    ...w.params,
  );
  return row?.unit && row.p !== null && row.m !== null && row.a !== null
    ? { unit: row.unit, primary: row.p, middle: row.m, advanced: row.a }
    : undefined;
}

const pointColumns = 'b.id, b.guid, b.dischargeTime AS t, b.plantCode';

export function ratio(store: Store, q: StatsQuery, rawKey: string | null) {
  const keys: readonly string[] = ratioKeys[q.plantType];
  const key = rawKey ?? keys[0]!;
  if (!keys.includes(key)) throw badQuery(`参数 key 必须是 ${keys.join('、')} 之一`);
  const w = batchWhere(q);
  const order = 'ORDER BY b.dischargeTime, b.id';
  let points: Point[];
  let limits: Limits | undefined;
  let unit: string;
  if (key === 'ratio') {
    points = store.all<Point>(
      `SELECT ${pointColumns}, b.ratioActual AS value, b.ratioTheory AS theory, b.ratioLevel AS level FROM ` +
        `bhz_batch b WHERE ${w.sql} ${order}`,
      ...w.params,
    );
    limits = storedCheck(store, q, materialTypes.ratio);
    unit = '%';
  } else if (key === 'cementKgM3') {
    points = store.all<Point>(
      `SELECT ${pointColumns}, m.actualKg / b.volume AS value, m.theoryKg / b.volume AS theory, m.level
         FROM bhz_batch b JOIN bhz_batch_material m ON m.batchId = b.id AND m.materialType = ${materialTypes.cement}
         WHERE ${w.sql} AND b.volume > 0 ${order}`,
      ...w.params,
    );
    limits = storedMaterialLimits(store, q, materialTypes.cement);
    unit = 'kg/m³';
  } else {
    // Theory from the batch's own theory kilograms, as the stored actual value is from its actual ones.
    const { cement, water, flyAsh, mineralPowder } = materialTypes;
    // As the plant computes them: cement on the dry aggregates, water on the dry mix (JTG E51 T 0801).
    const theories: Record<string, string> = {
      wcRatio:
        `SUM(CASE WHEN m.materialType = ${water} THEN m.theoryKg END) / SUM(CASE WHEN m.materialType IN (` +
        `${cement}, ${flyAsh}, ${mineralPowder}) THEN m.theoryKg END)`,
      cementPct:
        `SUM(CASE WHEN m.materialType = ${cement} THEN m.theoryKg END) * 100.0 / (SUM(m.theoryKg) - SUM(CASE ` +
        `WHEN m.materialType IN (${cement}, ${water}) THEN m.theoryKg ELSE 0 END))`,
      waterPct:
        `SUM(CASE WHEN m.materialType = ${water} THEN m.theoryKg END) * 100.0 / (SUM(m.theoryKg) - SUM(CASE WHEN ` +
        `m.materialType = ${water} THEN m.theoryKg ELSE 0 END))`,
    };
    const theory = theories[key]!;
    const value = `b.${key}`;
    const levelOf = (type: number) => `MAX(CASE WHEN m.materialType = ${type} THEN m.level ELSE 0 END)`;
    const level = key === 'wcRatio' ? 'b.level' : levelOf(key === 'waterPct' ? water : cement);
    points = store.all<Point>(
      `SELECT ${pointColumns}, ${value} AS value, ${theory} AS theory, ${level} AS level
         FROM bhz_batch b JOIN bhz_batch_material m ON m.batchId = b.id WHERE ${w.sql} GROUP BY b.id ${order}`,
      ...w.params,
    );
    // A relative limit on the material's kilograms is, to first order, the same relative limit on its share.
    limits = key === 'wcRatio' ? undefined : storedMaterialLimits(store, q, key === 'waterPct' ? water : cement);
    unit = key === 'wcRatio' ? '' : '%';
  }
  const round = key === 'wcRatio' ? r3 : r2;
  const values = points.flatMap((p) => (p.value === null ? [] : [p.value]));
  const thinned = thinSeries(
    points,
    (p) => [p.value],
    (p) => p.level,
  );
  return {
    ...head(q),
    key,
    keys,
    unit,
    limits,
    batches: points.length,
    mean: values.length ? round(values.reduce((a, b) => a + b, 0) / values.length) : null,
    overLimit: points.filter((p) => p.level > 0).length,
    bucket: thinned.bucket,
    points: thinned.points.map((p) => ({ ...p, value: round(p.value), theory: round(p.theory) })),
  };
}

/** Histogram of each material's stored error, in bins of `binWidth` (its unit's points), with mean and spread. */
export function materialError(store: Store, q: StatsQuery, binWidth: number) {
  const w = batchWhere(q);
  // floor(error / width) without SQLite's optional maths functions: shift positive, truncate, shift back.
  const bins = store.all<{ materialType: number; bin: number; n: number }>(
    `SELECT m.materialType, CAST(m.error / ? + 1000000 AS INTEGER) - 1000000 AS bin, COUNT(*) AS n
       FROM bhz_batch b JOIN bhz_batch_material m ON m.batchId = b.id WHERE ${w.sql} AND m.error IS NOT NULL
       GROUP BY m.materialType, bin ORDER BY m.materialType, bin`,
    binWidth,
    ...w.params,
  );
  const moments = store.all<{ materialType: number; n: number; sum: number; sq: number; unit: string | null }>(
    `SELECT m.materialType, COUNT(*) AS n, SUM(m.error) AS sum, SUM(m.error * m.error) AS sq, MAX(m.unit) AS unit
       FROM bhz_batch b JOIN bhz_batch_material m ON m.batchId = b.id WHERE ${w.sql} AND m.error IS NOT NULL
       GROUP BY m.materialType ORDER BY m.materialType`,
    ...w.params,
  );
  const materials = moments.map((m) => {
    const mean = m.sum / m.n;
    return {
      materialType: m.materialType,
      unit: m.unit ?? 'pct',
      n: m.n,
      mean: r3(mean),
      sd: r3(Math.sqrt(Math.max(0, m.sq / m.n - mean * mean))),
      limits: storedMaterialLimits(store, q, m.materialType),
      bins: bins
        .filter((b) => b.materialType === m.materialType)
        .map((b) => ({ from: r3(b.bin * binWidth), to: r3((b.bin + 1) * binWidth), count: b.n })),
    };
  });
  return { ...head(q), binWidth, materials };
}

/** Over-limit counts by material or check, largest first, with the cumulative share. */
export function pareto(store: Store, q: StatsQuery) {
  const c = overLimitCounts(store, q);
  const items = [
    ...c.byMaterial.map((m) => ({ key: `material:${m.materialType}`, ...m })),
    ...c.byCheck.map((m) => ({ key: `check:${m.check}`, ...m })),
  ]
    .filter((i) => i.total > 0)
    .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
  const all = items.reduce((n, i) => n + i.total, 0);
  let running = 0;
  return {
    ...head(q),
    total: all,
    items: items.map((i) => {
      running += i.total;
      return { ...i, cumulativePct: Math.round((running / all) * 10000) / 100 };
    }),
  };
}

export function temperature(store: Store, q: StatsQuery) {
  if (q.plantType !== 'lq') throw badQuery('温度分析只适用于沥青拌和站 (plantType=lq)');
  const w = batchWhere(q);
  const points = store.all<Temps>(
    `SELECT ${pointColumns}, b.asphaltTemp, b.aggregateTemp, b.dischargeTemp, b.tempLevel AS level FROM ` +
      `bhz_batch b WHERE ${w.sql} ORDER BY b.dischargeTime, b.id`,
    ...w.params,
  );
  const thinned = thinSeries(
    points,
    (p) => [p.asphaltTemp, p.aggregateTemp, p.dischargeTemp],
    (p) => p.level,
  );
  const window = (type: number) => {
    const c = storedCheck(store, q, type);
    return c ? { lower: c.lower, upper: c.upper } : undefined;
  };
  return {
    ...head(q),
    windows: {
      asphaltTemp: window(materialTypes.asphaltTemp),
      aggregateTemp: window(materialTypes.aggregateTemp),
      dischargeTemp: window(materialTypes.dischargeTemp),
    },
    batches: points.length,
    overLimit: points.filter((p) => p.level > 0).length,
    bucket: thinned.bucket,
    points: thinned.points,
  };
}

function binWidthOf(query: URLSearchParams): number {
  const raw = query.get('binWidth')?.trim();
  if (!raw) return 0.5;
  const width = Number(raw);
  if (!Number.isFinite(width) || width < 0.01 || width > 10) throw badQuery('参数 binWidth 必须是 0.01 到 10 之间的数');
  return width;
}

const menus = pagesOf('analysis');

export const plantAnalysisRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/bhz/analysis/ratio',
    menus,
    handler: (ctx) => ok(ratio(ctx.app.store, statsQuery(ctx, 'analysis'), ctx.query.get('key')?.trim() || null)),
  },
  {
    method: 'GET',
    path: '/api/bhz/analysis/materialError',
    menus,
    handler: (ctx) => ok(materialError(ctx.app.store, statsQuery(ctx, 'analysis'), binWidthOf(ctx.query))),
  },
  {
    method: 'GET',
    path: '/api/bhz/analysis/pareto',
    menus,
    handler: (ctx) => ok(pareto(ctx.app.store, statsQuery(ctx, 'analysis'))),
  },
  {
    method: 'GET',
    path: '/api/bhz/analysis/temperature',
    menus,
    handler: (ctx) => ok(temperature(ctx.app.store, statsQuery(ctx, 'analysis'))),
  },
];
