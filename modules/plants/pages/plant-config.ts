import * as plants from '@console/contract/plants/resources';
import { columnsOf, type ColumnLook } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef, TabsScreenDef } from '@/components/kit/screen-defs';

// 拌和站系统: the plants, the job-mix formulas with their items, the over-limit thresholds and the
// grading envelopes, one tab each. Fields and rules: the contract.

const plantRef = { api: plants.plant.api, label: ['code', 'name'] };
// Formula items are materials; the batch-level checks (30–34) are thresholds only.
const materialChoices = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '21', '22', '23', '24', '25'];
const updated: ColumnLook = { width: 160, optional: true };

const plantList: ResourceScreenDef = {
  api: plants.plant.api,
  columns: columnsOf(plants.plant, {
    code: { width: 120 },
    name: { width: 180 },
    plantType: { width: 150, filter: true },
    model: { width: 120 },
    capacity: { width: 130 },
    x: { width: 90 },
    y: { width: 90 },
    fenceRadius: { width: 110 },
    batchesToday: { width: 110 },
    updTime: updated,
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: plants.plant.noun,
  nameField: 'code',
};

const formulaItem: ResourceScreenDef = {
  api: plants.formulaItem.api,
  columns: columnsOf(plants.formulaItem, {
    formulaId: { width: 120, ref: { api: plants.formula.api, label: ['formulaNo'] }, hidden: true },
    seq: { width: 70, sortable: false },
    materialType: { width: 120, choices: materialChoices },
    materialName: { width: 150 },
    theoryPct: { width: 110 },
    theoryKg: { width: 110 },
    updTime: false,
  }),
  writes: { create: true, update: true, delete: true },
  noun: plants.formulaItem.noun,
  nameField: 'materialName',
};

const formulas: ResourceScreenDef = {
  api: plants.formula.api,
  columns: columnsOf(plants.formula, {
    formulaNo: { width: 150 },
    plantId: { width: 100, ref: plantRef, shownAs: 'plantCode' },
    plantCode: { width: 100 },
    plantType: { width: 150, filter: true },
    mixType: { width: 120 },
    strengthClass: { width: 120 },
    theoryRatio: { width: 120 },
    batchKg: { width: 120 },
    items: { width: 90 },
    pctSum: { width: 110 },
    remark: { width: 180, optional: true },
    updTime: updated,
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: plants.formula.noun,
  nameField: 'formulaNo',
  note: {
    zh: '各材料理论配比之和为 100% 时配合比完整；超过 100% 的材料会被拒绝。',
    en: 'A formula is complete when its shares add up to 100 %; an item taking the sum past 100 % is refused.',
  },
  detail: { def: formulaItem, parentField: 'formulaId', title: { zh: '配合比材料', en: 'Formula items' } },
  commands: [
    {
      name: 'copy',
      element: 'btn_copy',
      method: 'POST',
      label: { zh: '复制 {name}', en: 'Copy {name}' },
      icon: 'copy',
      confirm: {
        zh: '复制配合比 {name} 及其全部材料为一条新配合比？',
        en: 'Copy formula {name} with all its items as a new formula?',
      },
      done: { zh: '已复制配合比 {name}', en: 'Formula {name} copied' },
    },
  ],
};

const limit: ColumnLook = { width: 90 };

const thresholds: ResourceScreenDef = {
  api: plants.overLimitCfg.api,
  columns: columnsOf(plants.overLimitCfg, {
    plantId: { width: 100, ref: plantRef, shownAs: 'plantCode', filter: true },
    plantCode: { width: 100, sortable: false },
    plantType: false,
    materialType: { width: 170 },
    unit: { width: 150 },
    primaryLimit: limit,
    middleLimit: limit,
    advancedLimit: limit,
    lowerLimit: limit,
    upperLimit: limit,
    updTime: updated,
  }),
  writes: { create: true, update: true, delete: true },
  noun: plants.overLimitCfg.noun,
  nameField: 'materialType',
  note: {
    zh: '初级 < 中级 < 高级；误差超过某级阈值即为该级超标。新阈值只用于此后生成的批次。',
    en:
      'Primary < middle < advanced; an error beyond a level’s threshold is over limit at that level. New ' +
      'thresholds judge later batches only.',
  },
};

const envelopes: ResourceScreenDef = {
  api: plants.gradingEnvelope.api,
  columns: columnsOf(plants.gradingEnvelope, {
    mixType: { width: 120, filter: true },
    sieve: { width: 100 },
    minPass: { width: 120 },
    target: { width: 120 },
    maxPass: { width: 120 },
    updTime: updated,
  }),
  writes: { create: true, update: true, delete: true },
  noun: plants.gradingEnvelope.noun,
  nameField: 'mixType',
};

export const plantConfig: TabsScreenDef = {
  tabs: [
    { key: 'plantList', title: { zh: '拌和站', en: 'Plants' }, def: plantList },
    { key: 'formulas', title: { zh: '配合比', en: 'Formulas' }, def: formulas },
    { key: 'thresholds', title: { zh: '超标阈值', en: 'Thresholds' }, def: thresholds },
    { key: 'envelopes', title: { zh: '级配范围', en: 'Grading envelopes' }, def: envelopes },
  ],
};
