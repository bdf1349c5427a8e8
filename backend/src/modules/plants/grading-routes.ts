import type { Store } from '../../db/database.js';
import { type EnvelopeSieve, type Feed, grader, isGraded, type SieveVerdict } from './rules/grading.js';
import { holdsMenu } from '../../domain/permissions.js';
import { rejected } from '../../domain/rejected.js';
import { forbidden, ok } from '../../http/reply.js';
import type { RouteDef } from '../../http/router.js';
import type { PlantType } from '../../sim/reads.js';
import { queryPages } from './batches.js';
import { badQuery, batchWhere, head, pagesOf, type StatsQuery, statsQuery } from './stats-query.js';

/*
 * Gradings: one batch's synthetic grading judged sieve by sieve (the query pages' drawer), and the
 * range's gradings per mix against the envelope (数据分析: the curve on a logarithmic sieve axis and the
 * sieve deviation table). Envelopes are the ones the tables hold now.
 */

type MaterialRow = { batchId: number; materialType: number; actualKg: number | null; theoryKg: number | null };

const envelopeOf = (store: Store, mixType: string) =>
  store.all<EnvelopeSieve>(
    'SELECT sieve, minPass, target, maxPass FROM bhz_grading_envelope WHERE mixType = ? ORDER BY sieve DESC',
    mixType,
  );

const feedsOf = (rows: readonly MaterialRow[], key: 'actualKg' | 'theoryKg'): Feed[] =>
  rows.map((r) => ({ materialType: r.materialType, kg: r[key] ?? 0 }));

/** One batch's grading; `sieves` is empty when its mix is not graded or has no envelope. */
export function batchGrading(store: Store, actorId: number, id: number) {
  const batch = store.get<{ id: number; guid: string; plantType: PlantType; mixType: string }>(
    'SELECT id, guid, plantType, mixType FROM bhz_batch WHERE id = ?',
    id,
  );
  if (!batch) throw rejected(`拌和批次不存在: ${id}`);
  // Each query page's menu gates its own plant type's batches only.
  if (!holdsMenu(store, actorId, [queryPages[batch.plantType]])) throw forbidden();
  const materials = store.all<MaterialRow>(
    'SELECT batchId, materialType, actualKg, theoryKg FROM bhz_batch_material WHERE batchId = ? ORDER BY seq',
    id,
  );
  const envelope = isGraded(batch.mixType) ? envelopeOf(store, batch.mixType) : [];
  const sieves =
    grader(batch.mixType, envelope)?.(feedsOf(materials, 'actualKg'), feedsOf(materials, 'theoryKg')) ?? [];
  return { batchId: batch.id, guid: batch.guid, mixType: batch.mixType, graded: sieves.length > 0, sieves };
}

const r1 = (x: number) => Math.round(x * 10) / 10;

/**
 * Per mix of the range: the mean, lowest and highest grading of its batches against formula and envelope, and the count
 * outside each.
 */
export function rangeGrading(store: Store, q: StatsQuery) {
  if (q.plantType === 'sn') throw badQuery('级配分析只适用于沥青和水稳拌和站 (plantType=lq 或 sw)');
  const w = batchWhere(q);
  const rows = store.all<MaterialRow & { mixType: string }>(
    `SELECT m.batchId, b.mixType, m.materialType, m.actualKg, m.theoryKg FROM bhz_batch b
      JOIN bhz_batch_material m ON m.batchId = b.id
      WHERE ${w.sql} ORDER BY b.mixType, m.batchId`,
    ...w.params,
  );
  const byMix = new Map<string, Map<number, MaterialRow[]>>();
  for (const row of rows) {
    const batches = byMix.get(row.mixType) ?? new Map<number, MaterialRow[]>();
    batches.set(row.batchId, [...(batches.get(row.batchId) ?? []), row]);
    byMix.set(row.mixType, batches);
  }
  const mixes = [...byMix].flatMap(([mixType, batches]) => {
    const envelope = isGraded(mixType) ? envelopeOf(store, mixType) : [];
    const judge = grader(mixType, envelope);
    if (!judge) return [];
    // One verdict list per batch, each in the envelope's sieve order.
    const verdicts = [...batches.values()].flatMap((m) => {
      const judged = judge(feedsOf(m, 'actualKg'), feedsOf(m, 'theoryKg'));
      return judged ? [judged] : [];
    });
    if (!verdicts.length) return [];
    return [
      {
        mixType,
        batches: verdicts.length,
        sieves: envelope.map((e, i) => {
          const all: SieveVerdict[] = verdicts.map((v) => v[i]!);
          const actual = all.map((v) => v.actual);
          const mean = actual.reduce((a, b) => a + b, 0) / actual.length;
          const formula = all.reduce((a, v) => a + v.formula, 0) / all.length;
          return {
            sieve: e.sieve,
            min: e.minPass,
            target: e.target,
            max: e.maxPass,
            formula: r1(formula),
            mean: r1(mean),
            lowest: Math.min(...actual),
            highest: Math.max(...actual),
            deviation: r1(mean - formula),
            tolerance: all[0]!.tolerance,
            outOfTolerance: all.filter((v) => !v.withinTolerance).length,
            outOfEnvelope: all.filter((v) => !v.withinEnvelope).length,
          };
        }),
      },
    ];
  });
  return { ...head(q), mixes };
}

export const plantGradingRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/bhz/batch/:id/grading',
    menus: Object.values(queryPages),
    handler: (ctx) => ok(batchGrading(ctx.app.store, ctx.actor.id, Number(ctx.params.id))),
  },
  {
    method: 'GET',
    path: '/api/bhz/analysis/grading',
    menus: pagesOf('analysis'),
    handler: (ctx) => ok(rangeGrading(ctx.app.store, statsQuery(ctx, 'analysis'))),
  },
];
