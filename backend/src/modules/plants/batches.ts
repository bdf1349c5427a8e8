import { rejected } from '../../http/reply.js';
import { type FlowSubject, flowCommands, timelineResource } from '../quality/rules/workflow.js';
import type { PlantType } from '../../sim/site/sections.js';
import type { FieldDef } from '../../kit/fields.js';
import type { ResourceDef } from '../../kit/resource.js';

// Mixing-plant batches (written by the simulator's plants process) and their materials, read-only. One
// resource per plant type, so each query page's menu gates exactly its own plant type's batches.

const queryPages: Record<PlantType, string> = { lq: 'lqzQueryManager', sw: 'swzQueryManager', sn: 'sntzQueryManager' };

const batchView = `SELECT b.id, b.guid, b.plantId, b.plantCode, p.name AS plantName, b.plantType, b.formulaNo, b.mixType, b.strengthClass, b.dischargeTime,
    b.mixTime, ROUND(b.batchWeight / 1000.0, 3) AS batchT, b.volume, b.asphaltTemp, b.aggregateTemp, b.dischargeTemp,
    b.ratioActual, b.ratioTheory, ROUND(b.ratioActual - b.ratioTheory, 2) AS ratioDiff, b.wcRatio, b.cementPct, b.waterPct,
    b.level, CASE WHEN b.level > 0 THEN 1 ELSE 0 END AS overLimit, b.materialLevel, b.ratioLevel, b.tempLevel, b.timeLevel,
    b.timeFlag, b.tempFlag, b.materialFlag, CASE WHEN b.level > 0 THEN b.overproofStatus END AS overproofStatus, b.overReason, b.thr
  FROM bhz_batch b LEFT JOIN bhz_plant p ON p.id = b.plantId`;

const batchFields: FieldDef[] = [
  { name: 'guid', label: '批次编号', type: 'text', filter: 'like', sortable: true },
  { name: 'plantId', label: '拌和站', type: 'ref', ref: { table: 'bhz_plant' }, filter: 'eq' },
  { name: 'plantCode', label: '拌和站编号', type: 'text', filter: 'like', sortable: true },
  { name: 'plantName', label: '拌和站名称', type: 'text' },
  { name: 'plantType', label: '拌和站类型', type: 'text' },
  { name: 'formulaNo', label: '配合比编号', type: 'text', filter: 'like', sortable: true },
  { name: 'mixType', label: '混合料类型', type: 'text', filter: 'eq', sortable: true },
  { name: 'strengthClass', label: '强度等级', type: 'text' },
  { name: 'dischargeTime', label: '出料时间', type: 'time', filter: 'range', sortable: true },
  { name: 'mixTime', label: '搅拌时间(s)', type: 'int', sortable: true },
  { name: 'batchT', label: '盘重(t)', type: 'num', sortable: true },
  { name: 'volume', label: '方量(m³)', type: 'num' },
  { name: 'asphaltTemp', label: '沥青温度(℃)', type: 'num', sortable: true },
  { name: 'aggregateTemp', label: '骨料温度(℃)', type: 'num', sortable: true },
  { name: 'dischargeTemp', label: '出料温度(℃)', type: 'num', sortable: true },
  { name: 'ratioActual', label: '实际油石比(%)', type: 'num', sortable: true },
  { name: 'ratioTheory', label: '理论油石比(%)', type: 'num' },
  { name: 'ratioDiff', label: '油石比偏差', type: 'num', sortable: true },
  { name: 'wcRatio', label: '水胶比', type: 'num', sortable: true },
  { name: 'cementPct', label: '水泥剂量(%)', type: 'num', sortable: true },
  { name: 'waterPct', label: '含水率(%)', type: 'num', sortable: true },
  { name: 'level', label: '超标等级', type: 'int', filter: 'eq', sortable: true },
  { name: 'overLimit', label: '超标', type: 'int', filter: 'eq', sortable: true },
  { name: 'materialLevel', label: '材料超标等级', type: 'int' },
  { name: 'ratioLevel', label: '油石比超标等级', type: 'int' },
  { name: 'tempLevel', label: '温度超标等级', type: 'int' },
  { name: 'timeLevel', label: '时间超标等级', type: 'int' },
  { name: 'timeFlag', label: '时间超标', type: 'int', filter: 'eq' },
  { name: 'tempFlag', label: '温度超标', type: 'int', filter: 'eq' },
  { name: 'materialFlag', label: '材料超标', type: 'int', filter: 'eq' },
  { name: 'overproofStatus', label: '处置状态', type: 'int', filter: 'eq' },
  { name: 'overReason', label: '超标原因', type: 'text' },
  { name: 'thr', label: '判定阈值', type: 'text' },
];

// The plant type is the batch's, copied onto each material so that a list counts one type without the join.
const materialView = `SELECT m.id, m.batchId, m.plantType, m.seq, m.materialType, m.name, m.actualKg, m.theoryKg, ROUND(m.actualKg - m.theoryKg, 1) AS diffKg,
    m.actualPct, m.theoryPct, m.error, m.unit, m.level, m.primaryLimit, m.middleLimit, m.advancedLimit
  FROM bhz_batch_material m`;

const materialFields: FieldDef[] = [
  { name: 'batchId', label: '批次', type: 'int', filter: 'eq' },
  { name: 'seq', label: '序号', type: 'int', sortable: true },
  { name: 'materialType', label: '材料类型', type: 'int', filter: 'eq', sortable: true },
  { name: 'name', label: '材料名称', type: 'text' },
  { name: 'actualKg', label: '实际用量(kg)', type: 'num' },
  { name: 'theoryKg', label: '理论用量(kg)', type: 'num' },
  { name: 'diffKg', label: '差值(kg)', type: 'num' },
  { name: 'actualPct', label: '实际配比(%)', type: 'num' },
  { name: 'theoryPct', label: '理论配比(%)', type: 'num' },
  { name: 'error', label: '误差', type: 'num', sortable: true },
  { name: 'unit', label: '误差单位', type: 'text' },
  { name: 'level', label: '超标等级', type: 'int', filter: 'eq', sortable: true },
  { name: 'primaryLimit', label: '初级阈值', type: 'num' },
  { name: 'middleLimit', label: '中级阈值', type: 'num' },
  { name: 'advancedLimit', label: '高级阈值', type: 'num' },
];

const batchPath = (type: PlantType) => `/api/bhz/${type}Batch`;

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
    path: batchPath(type),
    table: 'bhz_batch',
    view: batchView,
    menus: [queryPages[type]],
    screen: queryPages[type],
    noun: '拌和批次',
    fields: batchFields,
    fixed: { plantType: [type] },
    keyword: ['guid', 'formulaNo', 'plantCode'],
    defaultSort: 'dischargeTime DESC, id DESC',
    commands: flowCommands(batchFlow),
  },
  timelineResource({
    path: `${batchPath(type)}Action`,
    subject: 'batch',
    menus: [queryPages[type]],
    screen: queryPages[type],
    join: { table: 'bhz_batch', columns: 's.plantType', fixed: { plantType: [type] } },
  }),
  {
    path: `${batchPath(type)}Material`,
    table: 'bhz_batch_material',
    view: materialView,
    menus: [queryPages[type]],
    screen: queryPages[type],
    noun: '批次材料',
    fields: materialFields,
    fixed: { plantType: [type] },
    // The newest batch's materials first, each batch's in its recipe's order.
    defaultSort: 'batchId DESC, seq ASC',
  },
]);
