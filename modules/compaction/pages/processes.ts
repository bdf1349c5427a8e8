import type { ColumnDef, ResourceScreenDef, RowCommandDef } from '@/components/kit/screen-defs';

// Compaction processes of the two modules (intelligent and vibratory compaction): parameters, state, and
// the start/stop commands that also write the process log.

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

function head(domain: 'znys' | 'zd'): ColumnDef[] {
  return [
    {
      field: 'code',
      title: { zh: '工艺编号', en: 'Code' },
      type: 'text',
      width: 150,
      sortable: true,
      form: {
        required: true,
        max: 32,
        pattern: CODE,
        patternMessage: { zh: '只能包含字母、数字、- 和 _', en: 'Letters, digits, - and _ only' },
      },
    },
    {
      field: 'name',
      title: { zh: '工艺名称', en: 'Name' },
      type: 'text',
      width: 200,
      sortable: true,
      form: { required: true, max: 64 },
    },
    {
      field: 'sectionId',
      title: { zh: '标段', en: 'Section' },
      type: 'ref',
      ref: { api: '/api/site/section', label: ['code', 'name'] },
      shownAs: 'sectionName',
      filter: true,
      form: false,
    },
    {
      field: 'sectionName',
      title: { zh: '标段', en: 'Section' },
      type: 'text',
      width: 120,
      sortable: true,
      form: false,
    },
    {
      field: 'layerId',
      title: { zh: '结构层', en: 'Layer' },
      type: 'ref',
      ref: { api: '/api/site/layer', label: ['sectionName', 'name'], where: { domain } },
      shownAs: 'layerName',
      form: { required: true },
    },
    { field: 'layerName', title: { zh: '结构层', en: 'Layer' }, type: 'text', width: 170, sortable: true, form: false },
  ];
}

const tail: ColumnDef[] = [
  {
    field: 'cellSize',
    title: { zh: '网格尺寸', en: 'Cell size' },
    type: 'num',
    unit: 'm',
    width: 100,
    optional: true,
    form: { min: 0.1, max: 5 },
  },
  {
    field: 'state',
    title: { zh: '状态', en: 'State' },
    type: 'enum',
    dict: 'processState',
    width: 90,
    sortable: true,
    filter: true,
    form: false,
  },
  { field: 'groupCode', title: { zh: '分组', en: 'Group' }, type: 'text', width: 90, form: false },
  {
    field: 'startedAt',
    title: { zh: '开始时间', en: 'Started' },
    type: 'time',
    width: 160,
    sortable: true,
    form: false,
  },
  {
    field: 'stoppedAt',
    title: { zh: '停止时间', en: 'Stopped' },
    type: 'time',
    width: 160,
    sortable: true,
    optional: true,
    form: false,
  },
];

const passes = (field: string, zh: string, en: string, min: number, required = false): ColumnDef => ({
  field,
  title: { zh, en },
  type: 'int',
  width: 110,
  form: { required, min, max: 30 },
});
const speed = (field: string, zh: string, en: string, optional = false): ColumnDef => ({
  field,
  title: { zh, en },
  type: 'num',
  unit: 'km/h',
  width: 120,
  optional,
  form: { min: 0.5, max: 20 },
});
const temperature = (field: string, zh: string, en: string, optional = false): ColumnDef => ({
  field,
  title: { zh, en },
  type: 'num',
  unit: '°C',
  width: 130,
  optional,
  form: { min: 0, max: 250 },
});

const commands: RowCommandDef[] = [
  {
    name: 'start',
    element: 'btn_start',
    method: 'PUT',
    label: { zh: '开始 {name}', en: 'Start {name}' },
    icon: 'start',
    when: { field: 'state', values: ['planned', 'stopped'] },
    done: { zh: '工艺 {name} 已开始', en: 'Process {name} started' },
  },
  {
    name: 'stop',
    element: 'btn_stop',
    method: 'PUT',
    label: { zh: '停止 {name}', en: 'Stop {name}' },
    icon: 'stop',
    when: { field: 'state', values: ['running'] },
    confirm: { zh: '停止工艺 {name}？', en: 'Stop process {name}?' },
    done: { zh: '工艺 {name} 已停止', en: 'Process {name} stopped' },
  },
];

const process = { zh: '工艺', en: 'process' };

export const znysProcess: ResourceScreenDef = {
  api: '/api/znys/process',
  screen: 'znysProcessManager',
  columns: [
    ...head('znys'),
    {
      field: 'mixType',
      title: { zh: '混合料', en: 'Mix' },
      type: 'text',
      width: 100,
      sortable: true,
      form: { max: 32 },
    },
    {
      field: 'thickness',
      title: { zh: '厚度', en: 'Thickness' },
      type: 'num',
      unit: 'cm',
      width: 120,
      sortable: true,
      form: { min: 1, max: 100 },
    },
    passes('targetPassesSteel', '钢轮遍数', 'Steel passes', 1, true),
    passes('targetPassesRubber', '胶轮遍数', 'Rubber passes', 0),
    speed('speedMaxSteel', '钢轮限速', 'Steel max speed'),
    speed('speedMaxRubber', '胶轮限速', 'Rubber max speed'),
    speed('speedMaxVib', '振动限速', 'Vibratory max speed', true),
    temperature('pavingTempMin', '摊铺最低温度', 'Min paving temp.', true),
    temperature('breakdownTempMin', '初压最低温度', 'Min breakdown temp.'),
    temperature('finishTempMin', '终压最低温度', 'Min finish temp.'),
    {
      field: 'vibRequired',
      title: { zh: '要求振动', en: 'Vibration required' },
      type: 'enum',
      dict: 'yesNo',
      width: 100,
      optional: true,
      form: {},
    },
    ...tail,
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'code',
  noun: process,
  nameField: 'code',
  commands,
};

export const zdProcess: ResourceScreenDef = {
  api: '/api/zd/process',
  screen: 'zdProcessManager',
  columns: [
    ...head('zd'),
    {
      field: 'thickness',
      title: { zh: '松铺厚度', en: 'Loose thickness' },
      type: 'num',
      unit: 'cm',
      width: 110,
      sortable: true,
      form: { min: 1, max: 100 },
    },
    passes('targetPassesStatic', '静压遍数', 'Static passes', 0, true),
    passes('targetPassesVib', '振压遍数', 'Vibratory passes', 1, true),
    speed('speedMaxVib', '限速', 'Max speed'),
    {
      field: 'minFreq',
      title: { zh: '最低频率', en: 'Min frequency' },
      type: 'num',
      unit: 'Hz',
      width: 110,
      form: { min: 0, max: 100 },
    },
    {
      field: 'minAmplitude',
      title: { zh: '最低振幅', en: 'Min amplitude' },
      type: 'num',
      unit: 'mm',
      width: 110,
      form: { min: 0, max: 5 },
    },
    {
      field: 'cmvTarget',
      title: { zh: 'CMV目标值', en: 'CMV target' },
      type: 'num',
      width: 110,
      form: { min: 0, max: 500 },
    },
    ...tail,
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'code',
  noun: process,
  nameField: 'code',
  commands,
};
