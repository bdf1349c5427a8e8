import type { ResourceScreenDef } from '../resource-def';

// Compaction base data and templates: stage-based process templates, stake areas, report conditions and
// the messages sent to the operators' tablets.

const stage: ResourceScreenDef = {
  api: '/api/znys/processStage',
  screen: 'znysNewProcessManager',
  columns: [
    { field: 'templateId', title: { zh: '工艺模板', en: 'Template' }, type: 'ref', ref: { api: '/api/znys/processTemplate', label: ['name'] }, form: { required: true } },
    { field: 'orderNum', title: { zh: '顺序', en: 'Order' }, type: 'int', width: 70, form: { required: true, min: 1, max: 20 } },
    { field: 'stage', title: { zh: '阶段', en: 'Stage' }, type: 'enum', dict: 'stageName', width: 90, form: { required: true } },
    { field: 'rollerClass', title: { zh: '压路机类别', en: 'Roller class' }, type: 'enum', dict: 'rollerModelClass', width: 120, form: { required: true } },
    { field: 'passes', title: { zh: '遍数', en: 'Passes' }, type: 'int', width: 70, form: { required: true, min: 1, max: 30 } },
    { field: 'speedMax', title: { zh: '限速', en: 'Max speed' }, type: 'num', unit: 'km/h', width: 110, form: { required: true, min: 0.5, max: 20 } },
    { field: 'vibOn', title: { zh: '开振', en: 'Vibration' }, type: 'enum', dict: 'yesNo', width: 70, form: { required: true } },
    { field: 'tempMin', title: { zh: '最低温度', en: 'Min temp.' }, type: 'num', unit: '°C', width: 110, form: { min: 0, max: 250 } },
    { field: 'tempMax', title: { zh: '最高温度', en: 'Max temp.' }, type: 'num', unit: '°C', width: 110, form: { min: 0, max: 250 } },
  ],
  writes: { create: true, update: true, delete: true },
  noun: { zh: '工序', en: 'stage' },
  nameField: 'stage',
};

export const processTemplate: ResourceScreenDef = {
  api: '/api/znys/processTemplate',
  screen: 'znysNewProcessManager',
  columns: [
    { field: 'name', title: { zh: '模板名称', en: 'Name' }, type: 'text', width: 200, sortable: true, form: { required: true, max: 64 } },
    { field: 'layerKind', title: { zh: '结构层类型', en: 'Layer kind' }, type: 'enum', dict: 'layerKind', width: 120, sortable: true, filter: true, form: { required: true } },
    { field: 'stages', title: { zh: '工序数', en: 'Stages' }, type: 'int', width: 90, sortable: true, form: false },
    { field: 'passes', title: { zh: '总遍数', en: 'Total passes' }, type: 'int', width: 100, sortable: true, form: false },
    { field: 'description', title: { zh: '说明', en: 'Description' }, type: 'text', width: 280, form: { max: 200, multiline: true } },
    { field: 'updTime', title: { zh: '更新时间', en: 'Updated' }, type: 'time', width: 160, sortable: true, form: false },
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: { zh: '工艺模板', en: 'process template' },
  nameField: 'name',
  detail: { def: stage, parentField: 'templateId', title: { zh: '碾压工序', en: 'Rolling stages' } },
};

const sectionRef = { api: '/api/site/section', label: ['code', 'name'] } as const;
const layerRef = { api: '/api/site/layer', label: ['sectionName', 'name'] } as const;

export const stakeArea: ResourceScreenDef = {
  api: '/api/site/stakeArea',
  screen: 'znysStakeAreaManager',
  columns: [
    { field: 'name', title: { zh: '区域名称', en: 'Name' }, type: 'text', width: 200, sortable: true, form: { required: true, max: 64 } },
    { field: 'sectionId', title: { zh: '标段', en: 'Section' }, type: 'ref', ref: sectionRef, shownAs: 'sectionName', filter: true, form: { required: true, createOnly: true } },
    { field: 'sectionName', title: { zh: '标段', en: 'Section' }, type: 'text', width: 130, sortable: true, form: false },
    { field: 'layerId', title: { zh: '结构层', en: 'Layer' }, type: 'ref', ref: layerRef, shownAs: 'layerName', form: {} },
    { field: 'layerName', title: { zh: '结构层', en: 'Layer' }, type: 'text', width: 160, form: false },
    { field: 'fromChainage', title: { zh: '起点里程', en: 'From chainage' }, type: 'num', unit: 'm', width: 120, sortable: true, form: { min: 0, max: 1_000_000 } },
    { field: 'toChainage', title: { zh: '终点里程', en: 'To chainage' }, type: 'num', unit: 'm', width: 120, sortable: true, form: { min: 0, max: 1_000_000 } },
    { field: 'offsetFrom', title: { zh: '起始偏距', en: 'From offset' }, type: 'num', unit: 'm', width: 110, form: { min: -100, max: 100 } },
    { field: 'offsetTo', title: { zh: '终止偏距', en: 'To offset' }, type: 'num', unit: 'm', width: 110, form: { min: -100, max: 100 } },
    { field: 'area', title: { zh: '面积', en: 'Area' }, type: 'num', unit: 'm²', width: 110, sortable: true, form: false },
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: { zh: '桩号区域', en: 'stake area' },
  nameField: 'name',
};

export const reportCondition: ResourceScreenDef = {
  api: '/api/znys/reportCondition',
  screen: 'znysReportConditionManager',
  columns: [
    { field: 'name', title: { zh: '条件名称', en: 'Name' }, type: 'text', width: 200, sortable: true, form: { required: true, max: 64 } },
    { field: 'reportType', title: { zh: '报表类型', en: 'Report' }, type: 'enum', dict: 'reportType', width: 130, sortable: true, filter: true, form: { required: true } },
    { field: 'sectionId', title: { zh: '标段', en: 'Section' }, type: 'ref', ref: sectionRef, shownAs: 'sectionName', filter: true, form: { required: true } },
    { field: 'sectionName', title: { zh: '标段', en: 'Section' }, type: 'text', width: 130, sortable: true, form: false },
    { field: 'layerId', title: { zh: '结构层', en: 'Layer' }, type: 'ref', ref: layerRef, shownAs: 'layerName', form: {} },
    { field: 'layerName', title: { zh: '结构层', en: 'Layer' }, type: 'text', width: 160, form: false },
    { field: 'fromChainage', title: { zh: '起点里程', en: 'From chainage' }, type: 'num', unit: 'm', width: 120, form: { min: 0, max: 1_000_000 } },
    { field: 'toChainage', title: { zh: '终点里程', en: 'To chainage' }, type: 'num', unit: 'm', width: 120, form: { min: 0, max: 1_000_000 } },
    { field: 'periodRule', title: { zh: '周期', en: 'Period' }, type: 'enum', dict: 'periodRule', width: 90, sortable: true, form: { required: true } },
    { field: 'recipients', title: { zh: '接收人', en: 'Recipients' }, type: 'text', width: 200, form: { max: 500 } },
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'name',
  noun: { zh: '报表条件', en: 'report condition' },
  nameField: 'name',
};

export const message: ResourceScreenDef = {
  api: '/api/znys/message',
  screen: 'znysMessageManager',
  columns: [
    { field: 't', title: { zh: '时间', en: 'Time' }, type: 'time', width: 160, sortable: true, form: false },
    { field: 'type', title: { zh: '类型', en: 'Type' }, type: 'enum', dict: 'messageType', width: 90, sortable: true, filter: true, form: { required: true } },
    { field: 'title', title: { zh: '标题', en: 'Title' }, type: 'text', width: 180, sortable: true, form: { required: true, max: 64 } },
    { field: 'content', title: { zh: '内容', en: 'Content' }, type: 'text', width: 260, form: { required: true, max: 500, multiline: true } },
    { field: 'target', title: { zh: '发送对象', en: 'Sent to' }, type: 'enum', dict: 'messageTarget', width: 120, sortable: true, filter: true, form: { required: true } },
    { field: 'status', title: { zh: '状态', en: 'Status' }, type: 'enum', dict: 'messageStatus', width: 90, sortable: true, filter: true, form: false },
    { field: 'sentAt', title: { zh: '发送时间', en: 'Sent at' }, type: 'time', width: 160, sortable: true, form: false },
    { field: 'sentBy', title: { zh: '发送人', en: 'Sent by' }, type: 'text', width: 100, optional: true, form: false },
    { field: 'readCount', title: { zh: '已读数', en: 'Read' }, type: 'int', width: 80, sortable: true, form: false },
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: '-t',
  range: { column: 't' },
  noun: { zh: '消息', en: 'message' },
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
