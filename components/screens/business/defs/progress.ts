import type { ResourceScreenDef, StatsScreenDef } from '../resource-def';

// 施工进度 (DOMAIN.md §3.2 row 127): the plan's items with what the facts say is done, and the S-curve of
// the whole plan. The platform fills `doneAuto` from the simulator's facts; people add an adjustment with
// its reason (`backend/src/modules/progress.ts`).

export const progressItems: ResourceScreenDef = {
  api: '/api/szhsg/progress',
  screen: 'szhsgProgressManager',
  columns: [
    { field: 'name', title: { zh: '进度项', en: 'Item' }, type: 'text', width: 160, sortable: true, form: { required: true, max: 64 } },
    {
      field: 'sectionId',
      title: { zh: '标段', en: 'Section' },
      type: 'ref',
      ref: { api: '/api/site/section', label: ['code', 'name'] },
      shownAs: 'sectionName',
      filter: true,
      hidden: true,
      form: { required: true },
    },
    { field: 'sectionName', title: { zh: '标段', en: 'Section' }, type: 'text', width: 120, sortable: true, form: false },
    {
      field: 'layerId',
      title: { zh: '结构层', en: 'Layer' },
      type: 'ref',
      ref: { api: '/api/site/layer', label: ['sectionName', 'name'] },
      shownAs: 'layerName',
      hidden: true,
      form: {},
    },
    { field: 'layerName', title: { zh: '结构层', en: 'Layer' }, type: 'text', width: 160, form: false },
    { field: 'fact', title: { zh: '完成量来源', en: 'Done from' }, type: 'enum', dict: 'progressFact', width: 150, filter: true, form: { required: true } },
    { field: 'unit', title: { zh: '单位', en: 'Unit' }, type: 'enum', dict: 'progressUnit', width: 70, form: { required: true } },
    { field: 'plannedQty', title: { zh: '计划量', en: 'Planned' }, type: 'num', width: 100, sortable: true, form: { required: true, min: 0.01, max: 100_000_000 } },
    { field: 'planStart', title: { zh: '计划开始', en: 'Plan start' }, type: 'date', width: 110, sortable: true, form: { required: true } },
    { field: 'planEnd', title: { zh: '计划完成', en: 'Plan end' }, type: 'date', width: 110, sortable: true, form: { required: true } },
    { field: 'doneAuto', title: { zh: '自动完成量', en: 'Done (facts)' }, type: 'num', width: 110, sortable: true, form: false },
    { field: 'doneManual', title: { zh: '手工调整量', en: 'Adjustment' }, type: 'num', width: 110, form: { min: -100_000_000, max: 100_000_000 } },
    { field: 'adjustReason', title: { zh: '调整原因', en: 'Reason for adjustment' }, type: 'text', width: 160, optional: true, form: { max: 200 } },
    { field: 'done', title: { zh: '完成量', en: 'Done' }, type: 'num', width: 100, sortable: true, form: false },
    { field: 'pct', title: { zh: '完成率', en: 'Done %' }, type: 'num', unit: '%', width: 90, sortable: true, form: false },
    { field: 'remark', title: { zh: '备注', en: 'Remark' }, type: 'text', width: 160, optional: true, form: { max: 200 } },
    { field: 'updTime', title: { zh: '更新时间', en: 'Updated' }, type: 'time', width: 160, optional: true, sortable: true, form: false },
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'planStart',
  noun: { zh: '进度项', en: 'progress item' },
  nameField: 'name',
  note: {
    zh: '完成量 = 模拟现场的事实（自计划开始日起：达标压实面积、首次夯击的夯点、完成的 DDC 桩、该层混合料的拌和产量）+ 手工调整量；调整须填写原因。',
    en: 'Done = the site’s facts from the plan start (area compacted to target, points first rammed, DDC piles finished, output of the layer’s mix) + the manual adjustment, which needs its reason.',
  },
};

export const progressCurve: StatsScreenDef = {
  empty: 'noProgress',
  panels: [
    {
      key: 'curve',
      kind: 'chart',
      api: '/api/szhsg/progress/curve',
      view: 'curve',
      title: { zh: '进度 S 曲线（计划累计 vs 实际累计）', en: 'Progress S-curve (planned vs actual, cumulative)' },
      kpis: true,
    },
  ],
};
