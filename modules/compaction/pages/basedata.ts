import * as compaction from '@console/contract/compaction/resources';
import * as site from '@console/contract/site/resources';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// Compaction base data and templates: stage-based process templates, stake areas, report conditions and
// the messages sent to the operators' tablets. Fields and rules: the contract.

const stage: ResourceScreenDef = {
  api: compaction.processStage.api,
  columns: columnsOf(compaction.processStage, {
    templateId: { ref: { api: compaction.processTemplate.api, label: ['name'] } },
    // A template's few stages, in the order the platform lists them: no column sorts them in the drawer.
    orderNum: { width: 70, sortable: false },
    stage: { width: 90, sortable: false },
    rollerClass: { width: 120 },
    passes: { width: 70 },
    speedMax: { width: 110 },
    // The form asks whether a stage vibrates, rather than leaving it to the platform's default.
    vibOn: { width: 70, form: { required: true } },
    tempMin: { width: 110 },
    tempMax: { width: 110 },
    updTime: false,
  }),
  writes: { create: true, update: true, delete: true },
  noun: compaction.processStage.noun,
  nameField: 'stage',
};

export const processTemplate: ResourceScreenDef = {
  api: compaction.processTemplate.api,
  columns: columnsOf(compaction.processTemplate, {
    name: { width: 200 },
    layerKind: { width: 120, filter: true },
    stages: { width: 90 },
    passes: { width: 100 },
    description: { width: 280 },
    updTime: { width: 160 },
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: compaction.processTemplate.noun,
  nameField: 'name',
  detail: { def: stage, parentField: 'templateId', title: { zh: '碾压工序', en: 'Rolling stages' } },
};

const sectionRef = { api: site.section.api, label: ['code', 'name'] };
const layerRef = { api: site.layer.api, label: ['sectionName', 'name'] };

export const stakeArea: ResourceScreenDef = {
  api: compaction.stakeArea.api,
  columns: columnsOf(compaction.stakeArea, {
    name: { width: 200 },
    sectionId: { ref: sectionRef, shownAs: 'sectionName', filter: true },
    sectionName: { width: 130 },
    layerId: { ref: layerRef, shownAs: 'layerName' },
    layerName: { width: 160 },
    fromChainage: { width: 120 },
    toChainage: { width: 120 },
    offsetFrom: { width: 110 },
    offsetTo: { width: 110 },
    polygon: { width: 110 },
    area: { width: 110 },
    updTime: false,
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: compaction.stakeArea.noun,
  nameField: 'name',
  note: {
    zh: '道路标段的区域由起止里程和左右偏距划定，边界随之生成；面型标段（机坪）的区域在平面图上绘制边界，不填里程。',
    en:
      'A road section’s area is set by its chainages and offsets, its outline made from them; an apron’s area is ' +
      'drawn on the plan, without chainages.',
  },
};

export const reportCondition: ResourceScreenDef = {
  api: compaction.reportCondition.api,
  columns: columnsOf(compaction.reportCondition, {
    name: { width: 200 },
    reportType: { width: 130, filter: true },
    sectionId: { ref: sectionRef, shownAs: 'sectionName', filter: true },
    sectionName: { width: 130 },
    layerId: { ref: layerRef, shownAs: 'layerName' },
    layerName: { width: 160 },
    fromChainage: { width: 120 },
    toChainage: { width: 120 },
    periodRule: { width: 90 },
    recipients: { width: 200 },
    updTime: false,
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'name',
  noun: compaction.reportCondition.noun,
  nameField: 'name',
};

export const message: ResourceScreenDef = {
  api: compaction.message.api,
  columns: columnsOf(compaction.message, {
    t: { width: 160 },
    type: { width: 90, filter: true },
    title: { width: 180 },
    content: { width: 260 },
    target: { width: 120, filter: true },
    status: { width: 90, filter: true },
    sentAt: { width: 160 },
    sentBy: { width: 100, optional: true },
    readCount: { width: 80 },
    updTime: false,
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: '-t',
  range: { column: 't' },
  noun: compaction.message.noun,
  nameField: 'title',
  commands: [
    {
      name: 'send',
      element: 'btn_send',
      method: 'POST',
      label: { zh: '发送 {name}', en: 'Send {name}' },
      icon: 'send',
      when: { field: 'status', values: ['draft'] },
      confirm: { zh: '将消息「{name}」发送到机手平板？', en: 'Send “{name}” to the operators’ tablets?' },
      done: { zh: '消息「{name}」已发送', en: '“{name}” sent' },
    },
  ],
};
