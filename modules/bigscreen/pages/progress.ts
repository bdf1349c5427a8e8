import * as bigscreen from '@console/contract/bigscreen/resources';
import * as site from '@console/contract/site/resources';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef, StatsScreenDef } from '@/components/kit/screen-defs';

// 施工进度: the plan's items with what the facts say is done, and the S-curve of the whole plan. The platform
// fills `doneAuto` from the simulator's facts; people add an adjustment with its reason
// (`backend/src/modules/bigscreen/progress.ts`).

export const progressItems: ResourceScreenDef = {
  api: bigscreen.progress.api,
  columns: columnsOf(bigscreen.progress, {
    name: { width: 160 },
    sectionId: {
      ref: { api: site.section.api, label: ['code', 'name'] },
      shownAs: 'sectionName',
      filter: true,
      hidden: true,
    },
    sectionName: { width: 120 },
    layerId: { ref: { api: site.layer.api, label: ['sectionName', 'name'] }, shownAs: 'layerName', hidden: true },
    layerName: { width: 160 },
    fact: { width: 150, filter: true },
    unit: { width: 70 },
    plannedQty: { width: 100 },
    planStart: { width: 110 },
    planEnd: { width: 110 },
    doneAuto: { width: 110 },
    doneManual: { width: 110 },
    adjustReason: { width: 160, optional: true },
    done: { width: 100 },
    pct: { width: 90 },
    remark: { width: 160, optional: true },
    updTime: { width: 160, optional: true },
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'planStart',
  noun: bigscreen.progress.noun,
  nameField: 'name',
  note: {
    zh: '完成量 = 模拟现场的事实（自计划开始日起：达标压实面积、首次夯击的夯点、完成的 DDC 桩、该层混合料的拌和产量）+ 手工调整量；调整须填写原因。',
    en:
      'Done = the site’s facts from the plan start (area compacted to target, points first rammed, DDC piles ' +
      'finished, output of the layer’s mix) + the manual adjustment, which needs its reason.',
  },
};

export const progressCurve: StatsScreenDef = {
  empty: 'noProgress',
  panels: [
    {
      key: 'curve',
      api: '/api/szhsg/progress/curve',
      view: 'curve',
      title: { zh: '进度 S 曲线（计划累计 vs 实际累计）', en: 'Progress S-curve (planned vs actual, cumulative)' },
      kpis: true,
    },
  ],
};
