import { field, type Field } from '../field';
import { resource } from '../resource';

/**
 * The mixing plants' configuration (plants, job-mix formulas and their items, over-limit thresholds, grading
 * envelopes) and the batches the plants write, one resource per plant type, with their materials and the
 * over-limit handling of each batch.
 */

export type PlantType = 'lq' | 'sw' | 'sn';
export const plantTypes: readonly PlantType[] = ['lq', 'sw', 'sn'];

const updTime = field('updTime', '更新时间', 'Updated', 'time', { computed: true });
const plantTypeCodes = { dict: 'plantType', values: plantTypes } as const;

export const plant = resource('/api/bhz/plant', { zh: '拌和站', en: 'plant' }, [
  field('code', '拌和站编号', 'Code', 'text', {
    required: true,
    max: 32,
    unique: true,
    sortable: true,
    createOnly: true,
  }),
  field('name', '拌和站名称', 'Name', 'text', { required: true, max: 64, sortable: true }),
  field('plantType', '类型', 'Type', 'enum', { ...plantTypeCodes, required: true, filter: 'eq', sortable: true }),
  field('model', '型号', 'Model', 'text', { max: 32 }),
  field('capacity', '产能', 'Capacity', 'num', { unit: 't/h · m³/h', min: 0, max: 10000 }),
  field('x', 'X', 'X', 'num', { unit: 'm', min: -10000, max: 10000 }),
  field('y', 'Y', 'Y', 'num', { unit: 'm', min: -10000, max: 10000 }),
  field('fenceRadius', '围栏半径', 'Fence radius', 'num', { unit: 'm', min: 0, max: 1000 }),
  field('batchesToday', '今日盘数', 'Batches today', 'int', { computed: true }),
  updTime,
]);

export const formula = resource('/api/bhz/formula', { zh: '配合比', en: 'formula' }, [
  field('formulaNo', '配合比编号', 'Formula no.', 'text', { required: true, max: 32, unique: true, sortable: true }),
  field('plantId', '拌和站', 'Plant', 'ref', { filter: 'eq' }),
  field('plantCode', '拌和站', 'Plant', 'text', { computed: true }),
  field('plantType', '类型', 'Type', 'enum', { ...plantTypeCodes, required: true, filter: 'eq', sortable: true }),
  field('mixType', '混合料类型', 'Mix', 'text', { required: true, max: 32, filter: 'like', sortable: true }),
  field('strengthClass', '强度等级', 'Strength class', 'text', { max: 16 }),
  field('theoryRatio', '理论油石比', 'Design ratio', 'num', { unit: '%', min: 0, max: 20 }),
  field('batchKg', '设计盘重', 'Design batch', 'num', { unit: 'kg', min: 0, max: 20000 }),
  field('items', '材料数', 'Items', 'int', { computed: true }),
  field('pctSum', '配比合计', 'Σ shares', 'num', { unit: '%', computed: true }),
  field('remark', '备注', 'Remark', 'text', { max: 200, multiline: true }),
  updTime,
]);

export const formulaItem = resource('/api/bhz/formulaItem', { zh: '配合比材料', en: 'formula item' }, [
  field('formulaId', '配合比', 'Formula', 'ref', { required: true, createOnly: true, filter: 'eq' }),
  field('seq', '序号', 'No.', 'int', { required: true, min: 1, max: 99, sortable: true }),
  field('materialType', '材料类型', 'Material type', 'int', { dict: 'plantMaterial', required: true, min: 1, max: 29 }),
  field('materialName', '材料名称', 'Material', 'text', { required: true, max: 32 }),
  field('theoryPct', '理论配比', 'Share', 'num', { unit: '%', required: true, min: 0, max: 100 }),
  field('theoryKg', '理论用量', 'Per batch', 'num', { unit: 'kg', min: 0, max: 20000 }),
  updTime,
]);

const limit = (name: string, zh: string, en: string, required: boolean): Field =>
  field(name, zh, en, 'num', { min: 0, max: 1000, ...(required ? { required } : {}) });

export const overLimitCfg = resource('/api/bhz/overLimitCfg', { zh: '超标阈值', en: 'threshold' }, [
  field('plantId', '拌和站', 'Plant', 'ref', { required: true, createOnly: true, filter: 'eq' }),
  field('plantCode', '拌和站', 'Plant', 'text', { computed: true, sortable: true }),
  field('plantType', '拌和站类型', 'Plant type', 'text', { computed: true }),
  field('materialType', '材料类型', 'Material type', 'int', {
    dict: 'plantMaterial',
    required: true,
    createOnly: true,
    min: 1,
    max: 34,
    filter: 'eq',
    sortable: true,
  }),
  field('unit', '单位', 'Unit', 'enum', { dict: 'thresholdUnit', values: ['pct', 'pp', 'c', 's'], required: true }),
  limit('primaryLimit', '初级', 'Primary', true),
  limit('middleLimit', '中级', 'Middle', true),
  limit('advancedLimit', '高级', 'Advanced', true),
  limit('lowerLimit', '下限', 'Lower', false),
  limit('upperLimit', '上限', 'Upper', false),
  updTime,
]);

const passing = (name: string, zh: string, en: string): Field =>
  field(name, zh, en, 'num', { unit: '%', required: true, min: 0, max: 100 });

export const gradingEnvelope = resource('/api/bhz/gradingEnvelope', { zh: '级配范围', en: 'grading envelope' }, [
  field('mixType', '混合料类型', 'Mix', 'text', { required: true, max: 32, filter: 'eq', sortable: true }),
  field('sieve', '筛孔', 'Sieve', 'num', { unit: 'mm', required: true, min: 0.075, max: 53, sortable: true }),
  passing('minPass', '通过率下限', 'Min passing'),
  passing('target', '目标通过率', 'Target'),
  passing('maxPass', '通过率上限', 'Max passing'),
  updTime,
]);

// ——— batches (written by the plants, read-only) ———

const shown = (
  name: string,
  zh: string,
  en: string,
  type: Field['type'],
  rules: Omit<Field, 'name' | 'label' | 'type'> = {},
) => field(name, zh, en, type, { computed: true, ...rules });
const flag = (name: string, zh: string, en: string): Field =>
  shown(name, zh, en, 'int', { dict: 'yesNo', filter: 'eq' });

/** Every column of a batch; each plant type's query page shows some of them, in its own order. */
const batchFields = (type: PlantType): Record<string, Field> => ({
  guid: shown('guid', '批次编号', 'Batch no.', 'text', { filter: 'like', sortable: true }),
  dischargeTime: shown('dischargeTime', '出料时间', 'Discharged', 'time', { filter: 'range', sortable: true }),
  plantId: shown('plantId', '拌和站', 'Plant', 'ref', { filter: 'eq' }),
  plantCode: shown('plantCode', '拌和站', 'Plant', 'text', { filter: 'like', sortable: true }),
  formulaNo: shown('formulaNo', '配合比编号', 'Formula', 'text', { filter: 'like', sortable: true }),
  mixType: shown('mixType', '混合料', 'Mix', 'text', { filter: 'eq', sortable: true }),
  level: shown('level', '超标等级', 'Level', 'int', { dict: 'overLimitLevel', filter: 'eq', sortable: true }),
  overLimit: shown('overLimit', '超标', 'Over limit', 'int', { dict: 'overLimit', filter: 'eq', sortable: true }),
  overproofStatus: shown('overproofStatus', '处置状态', 'Handling', 'int', { dict: 'flowState', filter: 'eq' }),
  // The base plant writes a time slice's output, not a batch.
  batchT:
    type === 'sw'
      ? shown('batchT', '时段产量', 'Slice output', 'num', { unit: 't', sortable: true })
      : shown('batchT', '盘重', 'Batch', 'num', { unit: 't', sortable: true }),
  asphaltTemp: shown('asphaltTemp', '沥青温度', 'Binder temp.', 'num', { unit: '℃', sortable: true }),
  aggregateTemp: shown('aggregateTemp', '骨料温度', 'Aggregate temp.', 'num', { unit: '℃', sortable: true }),
  dischargeTemp: shown('dischargeTemp', '出料温度', 'Discharge temp.', 'num', { unit: '℃', sortable: true }),
  ratioActual: shown('ratioActual', '实际油石比', 'Ratio', 'num', { unit: '%', sortable: true }),
  ratioTheory: shown('ratioTheory', '理论油石比', 'Design ratio', 'num', { unit: '%' }),
  cementPct: shown('cementPct', '水泥剂量', 'Cement', 'num', { unit: '%', sortable: true }),
  waterPct: shown('waterPct', '含水率', 'Water content', 'num', { unit: '%', sortable: true }),
  strengthClass: shown('strengthClass', '强度等级', 'Strength class', 'text'),
  volume: shown('volume', '方量', 'Volume', 'num', { unit: 'm³' }),
  mixTime: shown('mixTime', '搅拌时间', 'Mix time', 'int', { unit: 's', sortable: true }),
  wcRatio: shown('wcRatio', '水胶比', 'W/B ratio', 'num', { sortable: true }),
  timeFlag: flag('timeFlag', '时间超标', 'Time flag'),
  tempFlag: flag('tempFlag', '温度超标', 'Temp. flag'),
  materialFlag: flag('materialFlag', '材料超标', 'Material flag'),
  plantName: shown('plantName', '拌和站名称', 'Plant name', 'text'),
  plantType: shown('plantType', '拌和站类型', 'Plant type', 'text'),
  ratioDiff: shown('ratioDiff', '油石比偏差', 'Ratio deviation', 'num', { sortable: true }),
  materialLevel: shown('materialLevel', '材料超标等级', 'Material level', 'int'),
  ratioLevel: shown('ratioLevel', '油石比超标等级', 'Ratio level', 'int'),
  tempLevel: shown('tempLevel', '温度超标等级', 'Temperature level', 'int'),
  timeLevel: shown('timeLevel', '时间超标等级', 'Time level', 'int'),
  overReason: shown('overReason', '超标原因', 'Over-limit reason', 'text'),
  thr: shown('thr', '判定阈值', 'Thresholds judged by', 'text'),
});

const head = ['guid', 'dischargeTime', 'plantId', 'plantCode', 'formulaNo', 'mixType'];
const tail = ['level', 'overLimit', 'overproofStatus'];

/** What each type's query page shows, in its order; the other columns follow. */
const batchOrder: Record<PlantType, readonly string[]> = {
  lq: [
    ...head,
    ...tail,
    'batchT',
    'asphaltTemp',
    'aggregateTemp',
    'dischargeTemp',
    'ratioActual',
    'ratioTheory',
    'mixTime',
    'timeFlag',
    'tempFlag',
    'materialFlag',
  ],
  sw: [...head, ...tail, 'batchT', 'cementPct', 'waterPct', 'materialFlag'],
  sn: [...head, ...tail, 'strengthClass', 'volume', 'batchT', 'mixTime', 'wcRatio', 'timeFlag', 'materialFlag'],
};

/** The columns a type's query page shows (its look hides the others). */
export const batchColumns = (type: PlantType): readonly string[] => batchOrder[type];

function batchesOf(type: PlantType) {
  const all = batchFields(type);
  const first = batchOrder[type];
  const rest = Object.keys(all).filter((name) => !first.includes(name));
  return resource(
    `/api/bhz/${type}Batch`,
    { zh: '拌和批次', en: 'batch' },
    [...first, ...rest].map((name) => all[name]!),
  );
}

function materialsOf(type: PlantType) {
  return resource(`/api/bhz/${type}BatchMaterial`, { zh: '批次材料', en: 'material' }, [
    shown('seq', '序号', 'No.', 'int', { sortable: true }),
    shown('materialType', '材料类型', 'Material type', 'int', { dict: 'plantMaterial', filter: 'eq', sortable: true }),
    shown('name', '材料名称', 'Material', 'text'),
    shown('actualKg', '实际用量', 'Actual', 'num', { unit: 'kg' }),
    shown('theoryKg', '理论用量', 'Theory', 'num', { unit: 'kg' }),
    shown('diffKg', '差值', 'Difference', 'num', { unit: 'kg' }),
    shown('actualPct', '实际配比', 'Actual share', 'num', { unit: '%' }),
    shown('theoryPct', '理论配比', 'Theory share', 'num', { unit: '%' }),
    shown('error', '误差', 'Error', 'num', { sortable: true }),
    shown('unit', '误差单位', 'Error unit', 'enum', { dict: 'thresholdUnit' }),
    shown('level', '超标等级', 'Level', 'int', { dict: 'overLimitLevel', filter: 'eq', sortable: true }),
    shown('primaryLimit', '初级阈值', 'Primary', 'num'),
    shown('middleLimit', '中级阈值', 'Middle', 'num'),
    shown('advancedLimit', '高级阈值', 'Advanced', 'num'),
    shown('batchId', '批次', 'Batch', 'int', { filter: 'eq' }),
    // Copied from the batch, so that a type's list counts its own materials without the join.
    shown('plantType', '拌和站类型', 'Plant type', 'text'),
  ]);
}

/** The over-limit handling of a batch (the closure workflow's timeline), with the batch's plant type. */
function actionsOf(type: PlantType) {
  return resource(`/api/bhz/${type}BatchAction`, { zh: '处置记录', en: 'handling record' }, [
    shown('subjectId', '对象', 'Subject', 'int', { filter: 'eq' }),
    shown('t', '时间', 'Time', 'time', { sortable: true }),
    shown('move', '操作', 'Action', 'text'),
    shown('fromState', '原状态', 'From', 'int'),
    shown('toState', '新状态', 'To', 'int'),
    shown('role', '角色', 'Role', 'text'),
    shown('userName', '操作人', 'By', 'text'),
    shown('opinion', '意见', 'Opinion', 'text'),
    shown('reason', '原因', 'Reason', 'text'),
    shown('measures', '整改措施', 'Measures', 'text'),
    shown('attachments', '附件', 'Attachments', 'text'),
    shown('plantType', '拌和站类型', 'Plant type', 'text'),
  ]);
}

export const batches = { lq: batchesOf('lq'), sw: batchesOf('sw'), sn: batchesOf('sn') };
export const batchMaterials = { lq: materialsOf('lq'), sw: materialsOf('sw'), sn: materialsOf('sn') };
export const batchActions = { lq: actionsOf('lq'), sw: actionsOf('sw'), sn: actionsOf('sn') };
