import type { ColumnDef, ResourceScreenDef } from '@/components/kit/screen-defs';

// Work areas of the ramming family with their polygon as JSON text in metres (the platform checks it and
// works out the area), the hj design points, and the commands that fill an area with points or piles.

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const codeMessage = { zh: '只能包含字母、数字、- 和 _', en: 'Letters, digits, - and _ only' };
const sectionRef = { api: '/api/site/section', label: ['code', 'name'] } as const;
const updTime = {
  field: 'updTime',
  title: { zh: '更新时间', en: 'Updated' },
  type: 'time',
  width: 160,
  sortable: true,
  optional: true,
  form: false,
} as const;

function areaColumns(family: 'hj' | 'ddc'): ColumnDef[] {
  return [
    {
      field: 'code',
      title: { zh: '区域编号', en: 'Code' },
      type: 'text',
      width: 110,
      sortable: true,
      filter: true,
      form: { required: true, max: 32, pattern: CODE, patternMessage: codeMessage },
    },
    {
      field: 'name',
      title: { zh: '区域名称', en: 'Name' },
      type: 'text',
      width: 140,
      sortable: true,
      form: { required: true, max: 64 },
    },
    {
      field: 'sectionId',
      title: { zh: '标段', en: 'Section' },
      type: 'ref',
      ref: sectionRef,
      shownAs: 'sectionName',
      filter: true,
      form: { required: true },
    },
    { field: 'sectionName', title: { zh: '标段', en: 'Section' }, type: 'text', width: 120, form: false },
    {
      field: 'polygon',
      title: { zh: '区域边界 [[x, y], …] (m)', en: 'Outline [[x, y], …] (m)' },
      type: 'text',
      width: 220,
      optional: true,
      form: { required: true, max: 20_000, multiline: true },
    },
    {
      field: 'area',
      title: { zh: '面积', en: 'Area' },
      type: 'num',
      unit: 'm²',
      width: 110,
      sortable: true,
      form: false,
    },
    family === 'hj'
      ? {
          field: 'standardId',
          title: { zh: '夯击标准', en: 'Ramming standard' },
          type: 'ref',
          ref: { api: '/api/hj/standard', label: ['name'] },
          shownAs: 'standardName',
          form: {},
        }
      : {
          field: 'standardId',
          title: { zh: '锤击标准', en: 'Hammer standard' },
          type: 'ref',
          ref: { api: '/api/ddc/hammerStandard', label: ['code'] },
          shownAs: 'standardCode',
          form: {},
        },
    family === 'hj'
      ? { field: 'standardName', title: { zh: '夯击标准', en: 'Standard' }, type: 'text', width: 170, form: false }
      : { field: 'standardCode', title: { zh: '锤击标准', en: 'Standard' }, type: 'text', width: 110, form: false },
    {
      field: 'deviceCodes',
      title: { zh: '设备', en: 'Rigs' },
      type: 'text',
      width: 150,
      form: {
        max: 500,
        pattern: /^[A-Za-z0-9_, 、-]*$/,
        patternMessage: { zh: '设备编号以逗号分隔', en: 'Rig codes separated by commas' },
      },
    },
  ];
}

export const hjArea: ResourceScreenDef = {
  api: '/api/hj/area',
  screen: 'hjDeviceAreaManager',
  columns: [
    ...areaColumns('hj'),
    { field: 'pointCount', title: { zh: '夯点数', en: 'Points' }, type: 'int', width: 90, sortable: true, form: false },
    updTime,
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'code',
  noun: { zh: '强夯区域', en: 'ramming area' },
  nameField: 'code',
  commands: [
    {
      name: 'generatePoints',
      element: 'btn_generate',
      method: 'POST',
      label: { zh: '生成夯点 {name}', en: 'Generate points of {name}' },
      icon: 'generate',
      confirm: {
        zh: '按区域 {name} 的夯击标准（遍次、间距、设计击数）重新生成这一遍的夯点？尚未夯击的夯点将被替换。',
        en: 'Generate the points of area {name} on its ramming standard (pass, spacing, design hits)? Points not yet rammed in this pass are replaced.',
      },
      done: { zh: '已生成区域 {name} 的夯点', en: 'Points generated for area {name}' },
    },
  ],
};

export const ddcArea: ResourceScreenDef = {
  api: '/api/ddc/area',
  screen: 'ddcAreaManager',
  columns: [
    ...areaColumns('ddc'),
    {
      field: 'pattern',
      title: { zh: '布桩方式', en: 'Pattern' },
      type: 'enum',
      dict: 'pilePattern',
      width: 110,
      sortable: true,
      filter: true,
      form: { required: true },
    },
    {
      field: 'spacing',
      title: { zh: '桩间距', en: 'Spacing' },
      type: 'num',
      unit: 'm',
      width: 100,
      sortable: true,
      form: { required: true, min: 0.8, max: 10 },
    },
    {
      field: 'designDepth',
      title: { zh: '设计桩深', en: 'Design depth' },
      type: 'num',
      unit: 'm',
      width: 110,
      sortable: true,
      form: { required: true, min: 1, max: 40 },
    },
    {
      field: 'pileDiameter',
      title: { zh: '桩径', en: 'Pile diameter' },
      type: 'num',
      unit: 'm',
      width: 100,
      sortable: true,
      form: { required: true, min: 0.3, max: 3 },
    },
    { field: 'pileCount', title: { zh: '桩数', en: 'Piles' }, type: 'int', width: 90, sortable: true, form: false },
    updTime,
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'code',
  noun: { zh: 'DDC区域', en: 'DDC area' },
  nameField: 'code',
  commands: [
    {
      name: 'generatePiles',
      element: 'btn_generate',
      method: 'POST',
      label: { zh: '生成桩位 {name}', en: 'Generate piles of {name}' },
      icon: 'generate',
      confirm: {
        zh: '按区域 {name} 的布桩方式、桩间距、桩深和桩径重新生成桩位？尚未成桩的桩位将被替换。',
        en: 'Generate the piles of area {name} on its pattern, spacing, depth and diameter? Piles not yet built are replaced.',
      },
      done: { zh: '已生成区域 {name} 的桩位', en: 'Piles generated for area {name}' },
    },
  ],
};

export const hjPoint: ResourceScreenDef = {
  api: '/api/hj/point',
  screen: 'hjStakeInfoManager',
  columns: [
    {
      field: 'code',
      title: { zh: '夯点编号', en: 'Point' },
      type: 'text',
      width: 150,
      sortable: true,
      filter: true,
      form: { required: true, max: 40, pattern: CODE, patternMessage: codeMessage },
    },
    {
      field: 'areaId',
      title: { zh: '区域', en: 'Area' },
      type: 'ref',
      ref: { api: '/api/hj/area', label: ['code', 'name'] },
      shownAs: 'areaCode',
      filter: true,
      form: { required: true },
    },
    { field: 'areaCode', title: { zh: '区域', en: 'Area' }, type: 'text', width: 100, sortable: true, form: false },
    {
      field: 'pass',
      title: { zh: '遍次', en: 'Pass' },
      type: 'enum',
      dict: 'ramPass',
      width: 110,
      sortable: true,
      filter: true,
      form: { required: true },
    },
    {
      field: 'x',
      title: { zh: 'X', en: 'X' },
      type: 'num',
      unit: 'm',
      width: 100,
      sortable: true,
      form: { required: true, min: 0, max: 4000 },
    },
    {
      field: 'y',
      title: { zh: 'Y', en: 'Y' },
      type: 'num',
      unit: 'm',
      width: 100,
      sortable: true,
      form: { required: true, min: 0, max: 1500 },
    },
    {
      field: 'designHits',
      title: { zh: '设计击数', en: 'Design hits' },
      type: 'int',
      width: 100,
      sortable: true,
      form: { required: true, min: 1, max: 50 },
    },
    {
      field: 'status',
      title: { zh: '状态', en: 'Status' },
      type: 'enum',
      dict: 'ramPointStatus',
      width: 100,
      sortable: true,
      filter: true,
      form: false,
    },
    // The rammer's progress on the point, as the platform recorded it (read-only).
    { field: 'hits', title: { zh: '实际击数', en: 'Hits' }, type: 'int', width: 100, sortable: true, form: false },
    {
      field: 'lastTwoAvg',
      title: { zh: '最后两击平均夯沉量', en: 'Last-two mean settlement' },
      type: 'num',
      unit: 'mm',
      width: 200,
      sortable: true,
      form: false,
    },
    {
      field: 'totalSettlement',
      title: { zh: '累计夯沉量', en: 'Total settlement' },
      type: 'num',
      unit: 'mm',
      width: 140,
      sortable: true,
      optional: true,
      form: false,
    },
    {
      field: 'deviceCode',
      title: { zh: '设备', en: 'Rig' },
      type: 'text',
      width: 90,
      sortable: true,
      optional: true,
      form: false,
    },
    {
      field: 'lastHitAt',
      title: { zh: '最后夯击时间', en: 'Last hit' },
      type: 'time',
      width: 160,
      sortable: true,
      optional: true,
      form: false,
    },
    updTime,
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'code',
  noun: { zh: '夯点', en: 'design point' },
  nameField: 'code',
};
