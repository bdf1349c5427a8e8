import type { ResourceScreenDef } from '../resource-def';

// Standards of the ramming family: hammer standards (energy worked out by the platform) and their change
// log, ramming standards per pass, drop-height standards, DDC hammer standards.

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const codeMessage = { zh: '只能包含字母、数字、- 和 _', en: 'Letters, digits, - and _ only' };
const updTime = { field: 'updTime', title: { zh: '更新时间', en: 'Updated' }, type: 'time', width: 160, sortable: true, form: false } as const;

export const hjHammerStandard: ResourceScreenDef = {
  api: '/api/hj/hammerStandard',
  screen: 'hjHammerStandardManager',
  columns: [
    {
      field: 'code',
      title: { zh: '夯锤编号', en: 'Code' },
      type: 'text',
      width: 120,
      sortable: true,
      form: { required: true, max: 32, pattern: CODE, patternMessage: codeMessage },
    },
    { field: 'weight', title: { zh: '锤重', en: 'Weight' }, type: 'num', unit: 't', width: 100, sortable: true, form: { required: true, min: 1, max: 100 } },
    { field: 'diameter', title: { zh: '锤径', en: 'Diameter' }, type: 'num', unit: 'm', width: 100, sortable: true, form: { required: true, min: 0.5, max: 5 } },
    { field: 'baseArea', title: { zh: '锤底面积', en: 'Base area' }, type: 'num', unit: 'm²', width: 110, sortable: true, form: false },
    { field: 'standardDrop', title: { zh: '标准落距', en: 'Standard drop' }, type: 'num', unit: 'm', width: 120, sortable: true, form: { required: true, min: 1, max: 40 } },
    { field: 'energy', title: { zh: '夯击能', en: 'Energy' }, type: 'num', unit: 'kN·m', width: 130, sortable: true, form: false },
    { field: 'note', title: { zh: '备注', en: 'Note' }, type: 'text', width: 220, form: { max: 200, multiline: true } },
    updTime,
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'code',
  noun: { zh: '夯锤标准', en: 'hammer standard' },
  nameField: 'code',
};

const changeColumns = [
  { field: 'action', title: { zh: '操作', en: 'Action' }, type: 'enum', dict: 'changeAction', width: 90, sortable: true, filter: true },
  { field: 'oldValue', title: { zh: '原值', en: 'Old value' }, type: 'text', width: 180 },
  { field: 'newValue', title: { zh: '新值', en: 'New value' }, type: 'text', width: 180 },
  { field: 'byName', title: { zh: '操作人', en: 'By' }, type: 'text', width: 110, sortable: true, filter: true },
] as const;

export const hjHammerStandardLog: ResourceScreenDef = {
  api: '/api/hj/hammerStandardLog',
  screen: 'hjHammerStandardLogManager',
  columns: [
    { field: 't', title: { zh: '时间', en: 'Time' }, type: 'time', width: 160, sortable: true },
    { field: 'hammerCode', title: { zh: '夯锤', en: 'Hammer' }, type: 'text', width: 120, sortable: true, filter: true },
    { field: 'field', title: { zh: '字段', en: 'Field' }, type: 'enum', dict: 'hammerStandardField', width: 120, sortable: true, filter: true },
    ...changeColumns,
  ],
  keyword: true,
  sort: '-t',
  range: { column: 't' },
  noun: { zh: '变更记录', en: 'change' },
  nameField: 'hammerCode',
};

export const hjStandard: ResourceScreenDef = {
  api: '/api/hj/standard',
  screen: 'hjStandardConfigManager',
  columns: [
    { field: 'name', title: { zh: '标准名称', en: 'Name' }, type: 'text', width: 190, sortable: true, form: { required: true, max: 64 } },
    { field: 'energy', title: { zh: '夯击能', en: 'Energy' }, type: 'num', unit: 'kN·m', width: 120, sortable: true, form: { required: true, min: 500, max: 20000 } },
    { field: 'pass', title: { zh: '遍次', en: 'Pass' }, type: 'enum', dict: 'ramPass', width: 110, sortable: true, filter: true, form: { required: true } },
    { field: 'designHits', title: { zh: '设计击数', en: 'Design hits' }, type: 'int', width: 110, sortable: true, form: { required: true, min: 1, max: 50 } },
    { field: 'minHits', title: { zh: '最少击数', en: 'Minimum hits' }, type: 'int', width: 110, sortable: true, form: { required: true, min: 1, max: 50 } },
    {
      field: 'lastTwoLimit',
      title: { zh: '最后两击平均夯沉量限值', en: 'Last-two settlement limit' },
      type: 'num',
      unit: 'mm',
      width: 190,
      sortable: true,
      form: { min: 1, max: 1000 },
    },
    { field: 'spacing', title: { zh: '夯点间距', en: 'Spacing' }, type: 'num', unit: 'm', width: 110, sortable: true, form: { required: true, min: 1, max: 20 } },
    updTime,
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: { zh: '夯击标准', en: 'ramming standard' },
  nameField: 'name',
};

export const hjDropStandard: ResourceScreenDef = {
  api: '/api/hj/dropStandard',
  screen: 'hjDropDistanceConfigManager',
  columns: [
    { field: 'name', title: { zh: '标准名称', en: 'Name' }, type: 'text', width: 180, sortable: true, form: { required: true, max: 64 } },
    {
      field: 'hammerId',
      title: { zh: '夯锤标准', en: 'Hammer standard' },
      type: 'ref',
      ref: { api: '/api/hj/hammerStandard', label: ['code'] },
      shownAs: 'hammerCode',
      filter: true,
      form: { required: true },
    },
    { field: 'hammerCode', title: { zh: '夯锤', en: 'Hammer' }, type: 'text', width: 110, sortable: true, form: false },
    { field: 'standardDrop', title: { zh: '标准落距', en: 'Standard drop' }, type: 'num', unit: 'm', width: 120, sortable: true, form: { required: true, min: 1, max: 40 } },
    { field: 'energy', title: { zh: '夯击能', en: 'Energy' }, type: 'num', unit: 'kN·m', width: 120, sortable: true, form: false },
    { field: 'tolerance', title: { zh: '允许偏差', en: 'Tolerance' }, type: 'num', unit: 'm', width: 110, sortable: true, form: { required: true, min: 0.05, max: 5 } },
    { field: 'level1Margin', title: { zh: '一级报警余量', en: 'Level 1 margin' }, type: 'num', unit: 'm', width: 130, form: { required: true, min: 0.05, max: 10 } },
    { field: 'level2Margin', title: { zh: '二级报警余量', en: 'Level 2 margin' }, type: 'num', unit: 'm', width: 130, form: { required: true, min: 0.05, max: 10 } },
    { field: 'level3Margin', title: { zh: '三级报警余量', en: 'Level 3 margin' }, type: 'num', unit: 'm', width: 130, form: { required: true, min: 0.05, max: 10 } },
    updTime,
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: { zh: '落距标准', en: 'drop standard' },
  nameField: 'name',
};

export const ddcHammerStandard: ResourceScreenDef = {
  api: '/api/ddc/hammerStandard',
  screen: 'ddcHammerStandardManager',
  columns: [
    {
      field: 'code',
      title: { zh: '标准编号', en: 'Code' },
      type: 'text',
      width: 120,
      sortable: true,
      form: { required: true, max: 32, pattern: CODE, patternMessage: codeMessage },
    },
    { field: 'weight', title: { zh: '锤重', en: 'Hammer weight' }, type: 'num', unit: 't', width: 120, sortable: true, form: { required: true, min: 1, max: 50 } },
    { field: 'standardDrop', title: { zh: '落距', en: 'Drop' }, type: 'num', unit: 'm', width: 100, sortable: true, form: { required: true, min: 0.5, max: 30 } },
    { field: 'energy', title: { zh: '夯击能', en: 'Energy' }, type: 'num', unit: 'kN·m', width: 120, sortable: true, form: false },
    { field: 'fillPerLayer', title: { zh: '每层填料', en: 'Fill per layer' }, type: 'num', unit: 'm³', width: 120, sortable: true, form: { required: true, min: 0.05, max: 5 } },
    {
      field: 'minRamsPerLayer',
      title: { zh: '每层最少夯击次数', en: 'Minimum rams per layer' },
      type: 'int',
      width: 170,
      sortable: true,
      form: { required: true, min: 1, max: 30 },
    },
    { field: 'designDepth', title: { zh: '设计桩深', en: 'Design depth' }, type: 'num', unit: 'm', width: 120, sortable: true, form: { required: true, min: 1, max: 40 } },
    updTime,
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'code',
  noun: { zh: '锤击标准', en: 'hammer standard' },
  nameField: 'code',
};
