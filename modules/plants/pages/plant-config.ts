import type { ColumnDef, ResourceScreenDef, TabsScreenDef } from '@/components/kit/screen-defs';

// 拌和站系统: the plants, the job-mix formulas with their items, the over-limit thresholds and the
// grading envelopes, one tab each.

const screen = 'bhzManager';
const col = (
  field: string,
  zh: string,
  en: string,
  type: ColumnDef['type'],
  rest: Partial<ColumnDef> = {},
): ColumnDef => ({ field, title: { zh, en }, type, width: 120, ...rest });
const plantRef: Partial<ColumnDef> = { ref: { api: '/api/bhz/plant', label: ['code', 'name'] } };
// Formula items are materials; the batch-level checks (30–34) are thresholds only.
const materialChoices = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '21', '22', '23', '24', '25'];
const updated = col('updTime', '更新时间', 'Updated', 'time', { width: 160, form: false, optional: true });

const plants: ResourceScreenDef = {
  api: '/api/bhz/plant',
  screen,
  columns: [
    col('code', '拌和站编号', 'Code', 'text', { sortable: true, form: { required: true, createOnly: true, max: 32 } }),
    col('name', '拌和站名称', 'Name', 'text', { width: 180, sortable: true, form: { required: true, max: 64 } }),
    col('plantType', '类型', 'Type', 'enum', {
      dict: 'plantType',
      width: 150,
      sortable: true,
      filter: true,
      form: { required: true },
    }),
    col('model', '型号', 'Model', 'text', { form: { max: 32 } }),
    col('capacity', '产能', 'Capacity', 'num', { unit: 't/h · m³/h', width: 130, form: { min: 0, max: 10000 } }),
    col('x', 'X', 'X', 'num', { unit: 'm', width: 90, form: { min: -10000, max: 10000 } }),
    col('y', 'Y', 'Y', 'num', { unit: 'm', width: 90, form: { min: -10000, max: 10000 } }),
    col('fenceRadius', '围栏半径', 'Fence radius', 'num', { unit: 'm', width: 110, form: { min: 0, max: 1000 } }),
    col('batchesToday', '今日盘数', 'Batches today', 'int', { width: 110, form: false }),
    updated,
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: { zh: '拌和站', en: 'plant' },
  nameField: 'code',
};

const formulaItem: ResourceScreenDef = {
  api: '/api/bhz/formulaItem',
  screen,
  columns: [
    col('formulaId', '配合比', 'Formula', 'ref', {
      ref: { api: '/api/bhz/formula', label: ['formulaNo'] },
      hidden: true,
      form: { required: true, createOnly: true },
    }),
    col('seq', '序号', 'No.', 'int', { width: 70, form: { required: true, min: 1, max: 99 } }),
    col('materialType', '材料类型', 'Material type', 'enum', {
      dict: 'plantMaterial',
      choices: materialChoices,
      width: 120,
      form: { required: true },
    }),
    col('materialName', '材料名称', 'Material', 'text', { width: 150, form: { required: true, max: 32 } }),
    col('theoryPct', '理论配比', 'Share', 'num', { unit: '%', width: 110, form: { required: true, min: 0, max: 100 } }),
    col('theoryKg', '理论用量', 'Per batch', 'num', { unit: 'kg', width: 110, form: { min: 0, max: 20000 } }),
  ],
  writes: { create: true, update: true, delete: true },
  noun: { zh: '配合比材料', en: 'formula item' },
  nameField: 'materialName',
};

const formulas: ResourceScreenDef = {
  api: '/api/bhz/formula',
  screen,
  columns: [
    col('formulaNo', '配合比编号', 'Formula no.', 'text', {
      width: 150,
      sortable: true,
      form: { required: true, max: 32 },
    }),
    col('plantId', '拌和站', 'Plant', 'ref', { ...plantRef, shownAs: 'plantCode', width: 100, form: {} }),
    col('plantCode', '拌和站', 'Plant', 'text', { width: 100, form: false }),
    col('plantType', '类型', 'Type', 'enum', {
      dict: 'plantType',
      width: 150,
      sortable: true,
      filter: true,
      form: { required: true },
    }),
    col('mixType', '混合料类型', 'Mix', 'text', { sortable: true, form: { required: true, max: 32 } }),
    col('strengthClass', '强度等级', 'Strength class', 'text', { form: { max: 16 } }),
    col('theoryRatio', '理论油石比', 'Design ratio', 'num', { unit: '%', form: { min: 0, max: 20 } }),
    col('batchKg', '设计盘重', 'Design batch', 'num', { unit: 'kg', form: { min: 0, max: 20000 } }),
    col('items', '材料数', 'Items', 'int', { width: 90, form: false }),
    col('pctSum', '配比合计', 'Σ shares', 'num', { unit: '%', width: 110, form: false }),
    col('remark', '备注', 'Remark', 'text', { width: 180, optional: true, form: { max: 200, multiline: true } }),
    updated,
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: { zh: '配合比', en: 'formula' },
  nameField: 'formulaNo',
  note: {
    zh: '各材料理论配比之和为 100% 时配合比完整；超过 100% 的材料会被拒绝。',
    en: 'A formula is complete when its shares add up to 100 %; an item taking the sum past 100 % is refused.',
  },
  detail: { def: formulaItem, parentField: 'formulaId', title: { zh: '配合比材料', en: 'Formula items' } },
};

const thresholds: ResourceScreenDef = {
  api: '/api/bhz/overLimitCfg',
  screen,
  columns: [
    col('plantId', '拌和站', 'Plant', 'ref', {
      ...plantRef,
      shownAs: 'plantCode',
      width: 100,
      filter: true,
      form: { required: true, createOnly: true },
    }),
    col('plantCode', '拌和站', 'Plant', 'text', { width: 100, form: false }),
    col('materialType', '材料类型', 'Material type', 'enum', {
      dict: 'plantMaterial',
      width: 170,
      sortable: true,
      form: { required: true, createOnly: true },
    }),
    col('unit', '单位', 'Unit', 'enum', { dict: 'thresholdUnit', width: 150, form: { required: true } }),
    col('primaryLimit', '初级', 'Primary', 'num', { width: 90, form: { required: true, min: 0, max: 1000 } }),
    col('middleLimit', '中级', 'Middle', 'num', { width: 90, form: { required: true, min: 0, max: 1000 } }),
    col('advancedLimit', '高级', 'Advanced', 'num', { width: 90, form: { required: true, min: 0, max: 1000 } }),
    col('lowerLimit', '下限', 'Lower', 'num', { width: 90, form: { min: 0, max: 1000 } }),
    col('upperLimit', '上限', 'Upper', 'num', { width: 90, form: { min: 0, max: 1000 } }),
    updated,
  ],
  writes: { create: true, update: true, delete: true },
  noun: { zh: '超标阈值', en: 'threshold' },
  nameField: 'materialType',
  note: {
    zh: '初级 < 中级 < 高级；误差超过某级阈值即为该级超标。新阈值只用于此后生成的批次。',
    en: 'Primary < middle < advanced; an error beyond a level’s threshold is over limit at that level. New thresholds judge later batches only.',
  },
};

const envelopes: ResourceScreenDef = {
  api: '/api/bhz/gradingEnvelope',
  screen,
  columns: [
    col('mixType', '混合料类型', 'Mix', 'text', { sortable: true, filter: true, form: { required: true, max: 32 } }),
    col('sieve', '筛孔', 'Sieve', 'num', {
      unit: 'mm',
      width: 100,
      sortable: true,
      form: { required: true, min: 0.075, max: 53 },
    }),
    col('minPass', '通过率下限', 'Min passing', 'num', { unit: '%', form: { required: true, min: 0, max: 100 } }),
    col('target', '目标通过率', 'Target', 'num', { unit: '%', form: { required: true, min: 0, max: 100 } }),
    col('maxPass', '通过率上限', 'Max passing', 'num', { unit: '%', form: { required: true, min: 0, max: 100 } }),
    updated,
  ],
  writes: { create: true, update: true, delete: true },
  noun: { zh: '级配范围', en: 'grading envelope' },
  nameField: 'mixType',
};

export const plantConfig: TabsScreenDef = {
  tabs: [
    { key: 'plants', title: { zh: '拌和站', en: 'Plants' }, def: plants },
    { key: 'formulas', title: { zh: '配合比', en: 'Formulas' }, def: formulas },
    { key: 'thresholds', title: { zh: '超标阈值', en: 'Thresholds' }, def: thresholds },
    { key: 'envelopes', title: { zh: '级配范围', en: 'Grading envelopes' }, def: envelopes },
  ],
};
