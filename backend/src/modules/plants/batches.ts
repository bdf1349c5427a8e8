import { deviceSection } from '../../domain/data-scope.js';
import { rejected } from '../../http/reply.js';
import { type FlowSubject, flowCommands, timelineResource } from '../../kit/workflow.js';
import type { PlantType } from '../../sim/reads.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { plantsPages } from '@console/contract/plants/pages';
import { batchActions, batches, batchMaterials } from '@console/contract/plants/resources';

// Mixing-plant batches (written by the simulator's plants process) and their materials, read-only. One
// resource per plant type, so each query page's menu gates exactly its own plant type's batches.

const { pages } = plantsPages;
export const queryPages: Record<PlantType, string> = {
  lq: pages.lqzQuery.code,
  sw: pages.swzQuery.code,
  sn: pages.sntzQuery.code,
};

const batchView = `SELECT b.id, b.guid, b.plantId, b.plantCode, p.name AS plantName, b.plantType, b.formulaNo,
  b.mixType, b.strengthClass, b.dischargeTime,
    b.mixTime, ROUND(b.batchWeight / 1000.0, 3) AS batchT, b.volume, b.asphaltTemp, b.aggregateTemp, b.dischargeTemp,
    b.ratioActual, b.ratioTheory, ROUND(b.ratioActual - b.ratioTheory, 2) AS ratioDiff, b.wcRatio, b.cementPct,
    b.waterPct,
    b.level, CASE WHEN b.level > 0 THEN 1 ELSE 0 END AS overLimit, b.materialLevel, b.ratioLevel, b.tempLevel,
    b.timeLevel,
    b.timeFlag, b.tempFlag, b.materialFlag, CASE WHEN b.level > 0 THEN b.overproofStatus END AS overproofStatus,
    b.overReason, b.thr
  FROM bhz_batch b LEFT JOIN bhz_plant p ON p.id = b.plantId`;

// The plant type is the batch's, copied onto each material so that a list counts one type without the join.
const materialView = `SELECT m.id, m.batchId, m.plantType, m.seq, m.materialType, m.name, m.actualKg, m.theoryKg,
  ROUND(m.actualKg - m.theoryKg, 1) AS diffKg,
    m.actualPct, m.theoryPct, m.error, m.unit, m.level, m.primaryLimit, m.middleLimit, m.advancedLimit
  FROM bhz_batch_material m`;

/** Over-limit batches (level ≥ 1) go through the closure workflow; level 3 needs HQ review. */
const batchFlow: FlowSubject = {
  subject: 'batch',
  table: 'bhz_batch',
  stateColumn: 'overproofStatus',
  eligible(row) {
    if (Number(row.level ?? 0) < 1) throw rejected('状态不允许此操作：该批次未超标，无需处置');
  },
};

export const plantBatchResources: ResourceDef[] = (['lq', 'sw', 'sn'] as const).flatMap((type): ResourceDef[] => [
  {
    ...declaredAs(batches[type], { plantId: { ref: { table: 'bhz_plant' } } }),
    table: 'bhz_batch',
    // A batch is its plant's: the plant's own device stands in the section it serves.
    section: deviceSection('(SELECT p.deviceId FROM bhz_plant p WHERE p.id = r.plantId)'),
    view: batchView,
    menus: [queryPages[type]],
    screen: queryPages[type],
    fixed: { plantType: [type] },
    keyword: ['guid', 'formulaNo', 'plantCode'],
    defaultSort: 'dischargeTime DESC, id DESC',
    commands: flowCommands(batchFlow),
  },
  {
    ...timelineResource({
      path: batchActions[type].api,
      subject: 'batch',
      menus: [queryPages[type]],
      screen: queryPages[type],
      join: { table: 'bhz_batch', columns: 's.plantType', fixed: { plantType: [type] } },
    }),
    // The timeline's columns with the batch's plant type the join adds.
    ...declaredAs(batchActions[type]),
  },
  {
    ...declaredAs(batchMaterials[type]),
    table: 'bhz_batch_material',
    view: materialView,
    section: deviceSection(
      '(SELECT p.deviceId FROM bhz_batch b JOIN bhz_plant p ON p.id = b.plantId WHERE b.id = r.batchId)',
    ),
    menus: [queryPages[type]],
    screen: queryPages[type],
    fixed: { plantType: [type] },
    // The newest batch's materials first, each batch's in its recipe's order.
    defaultSort: 'batchId DESC, seq ASC',
  },
]);
