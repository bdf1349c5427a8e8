import type { ColumnDef, ResourceScreenDef, RowCommandDef } from '@/components/kit/screen-defs';

// Processes of the ramming family (planned → running → finished, one running per area), their change
// logs, and the component exchanges of the rammer rigs.

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const codeMessage = { zh: '只能包含字母、数字、- 和 _', en: 'Letters, digits, - and _ only' };

const commands: RowCommandDef[] = [
  {
    name: 'start',
    element: 'btn_start',
    method: 'PUT',
    label: { zh: '开始 {name}', en: 'Start {name}' },
    icon: 'start',
    when: { field: 'state', values: ['planned'] },
    confirm: {
      zh: '开始工艺 {name}？同一区域同时只能有一个施工中的工艺。',
      en: 'Start process {name}? An area runs one process at a time.',
    },
    done: { zh: '工艺 {name} 已开始', en: 'Process {name} started' },
  },
  {
    name: 'finish',
    element: 'btn_finish',
    method: 'PUT',
    label: { zh: '完成 {name}', en: 'Finish {name}' },
    icon: 'finish',
    when: { field: 'state', values: ['running'] },
    confirm: {
      zh: '完成工艺 {name}？完成后不能再修改。',
      en: 'Finish process {name}? It cannot be changed afterwards.',
    },
    done: { zh: '工艺 {name} 已完成', en: 'Process {name} finished' },
  },
];

function processColumns(family: 'hj' | 'ddc'): ColumnDef[] {
  const hj = family === 'hj';
  return [
    {
      field: 'code',
      title: { zh: '工艺编号', en: 'Code' },
      type: 'text',
      width: 140,
      sortable: true,
      filter: true,
      form: { required: true, max: 40, pattern: CODE, patternMessage: codeMessage },
    },
    {
      field: 'name',
      title: { zh: '工艺名称', en: 'Name' },
      type: 'text',
      width: 180,
      sortable: true,
      form: { required: true, max: 64 },
    },
    {
      field: 'areaId',
      title: { zh: '区域', en: 'Area' },
      type: 'ref',
      ref: { api: `/api/${family}/area`, label: ['code', 'name'] },
      shownAs: 'areaCode',
      filter: true,
      form: { required: true },
    },
    { field: 'areaCode', title: { zh: '区域', en: 'Area' }, type: 'text', width: 90, sortable: true, form: false },
    ...(hj
      ? [
          {
            field: 'pass',
            title: { zh: '遍次', en: 'Pass' },
            type: 'enum',
            dict: 'ramPass',
            width: 100,
            sortable: true,
            filter: true,
            form: { required: true },
          } satisfies ColumnDef,
        ]
      : []),
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
    {
      field: 'standardId',
      title: hj ? { zh: '夯击标准', en: 'Ramming standard' } : { zh: '锤击标准', en: 'Hammer standard' },
      type: 'ref',
      ref: hj ? { api: '/api/hj/standard', label: ['name'] } : { api: '/api/ddc/hammerStandard', label: ['code'] },
      shownAs: 'standardName',
      form: { required: true },
    },
    { field: 'standardName', title: { zh: '标准', en: 'Standard' }, type: 'text', width: 160, form: false },
    {
      field: 'deviceCodes',
      title: { zh: '设备', en: 'Rigs' },
      type: 'text',
      width: 150,
      form: {
        required: true,
        max: 500,
        pattern: /^[A-Za-z0-9_, 、-]*$/,
        patternMessage: { zh: '设备编号以逗号分隔', en: 'Rig codes separated by commas' },
      },
    },
    {
      field: 'planStart',
      title: { zh: '计划开始', en: 'Planned start' },
      type: 'date',
      width: 110,
      sortable: true,
      form: { required: true },
    },
    {
      field: 'planEnd',
      title: { zh: '计划结束', en: 'Planned end' },
      type: 'date',
      width: 110,
      sortable: true,
      form: { required: true },
    },
    {
      field: 'startedAt',
      title: { zh: '开始时间', en: 'Started' },
      type: 'time',
      width: 160,
      sortable: true,
      optional: true,
      form: false,
    },
    {
      field: 'finishedAt',
      title: { zh: '完成时间', en: 'Finished' },
      type: 'time',
      width: 160,
      sortable: true,
      optional: true,
      form: false,
    },
  ];
}

function processDef(family: 'hj' | 'ddc'): ResourceScreenDef {
  return {
    api: `/api/${family}/process`,
    screen: family === 'hj' ? 'hjProcessManager' : 'ddcProcessManager',
    columns: processColumns(family),
    writes: { create: true, update: true, delete: true },
    keyword: true,
    sort: '-planStart',
    noun: { zh: '工艺', en: 'process' },
    nameField: 'code',
    commands,
  };
}

function processLogDef(family: 'hj' | 'ddc'): ResourceScreenDef {
  return {
    api: `/api/${family}/processLog`,
    screen: family === 'hj' ? 'hjProcessChangeLogManager' : 'ddcProcessChangeLogManager',
    columns: [
      { field: 't', title: { zh: '时间', en: 'Time' }, type: 'time', width: 160, sortable: true },
      {
        field: 'processCode',
        title: { zh: '工艺', en: 'Process' },
        type: 'text',
        width: 140,
        sortable: true,
        filter: true,
      },
      {
        field: 'action',
        title: { zh: '操作', en: 'Action' },
        type: 'enum',
        dict: 'changeAction',
        width: 90,
        sortable: true,
        filter: true,
      },
      {
        field: 'field',
        title: { zh: '字段', en: 'Field' },
        type: 'enum',
        dict: 'processField',
        width: 110,
        sortable: true,
        filter: true,
      },
      { field: 'oldValue', title: { zh: '原值', en: 'Old value' }, type: 'text', width: 200 },
      { field: 'newValue', title: { zh: '新值', en: 'New value' }, type: 'text', width: 200 },
      { field: 'byName', title: { zh: '操作人', en: 'By' }, type: 'text', width: 110, sortable: true, filter: true },
    ],
    keyword: true,
    sort: '-t',
    range: { column: 't' },
    noun: { zh: '变更记录', en: 'change' },
    nameField: 'processCode',
  };
}

export const hjProcess = processDef('hj');
export const hjProcessLog = processLogDef('hj');
export const ddcProcess = processDef('ddc');
export const ddcProcessLog = processLogDef('ddc');

export const hjDeviceExchange: ResourceScreenDef = {
  api: '/api/hj/deviceExchange',
  screen: 'hjDeviceExchangeLogManager',
  columns: [
    {
      field: 't',
      title: { zh: '更换时间', en: 'Time' },
      type: 'time',
      width: 160,
      sortable: true,
      form: { required: true },
    },
    {
      field: 'deviceId',
      title: { zh: '强夯机', en: 'Rig' },
      type: 'ref',
      ref: { api: '/api/hj/device', label: ['code', 'name'] },
      shownAs: 'deviceCode',
      filter: true,
      form: { required: true },
    },
    { field: 'deviceCode', title: { zh: '强夯机', en: 'Rig' }, type: 'text', width: 100, sortable: true, form: false },
    {
      field: 'component',
      title: { zh: '部件', en: 'Component' },
      type: 'enum',
      dict: 'exchangeComponent',
      width: 100,
      sortable: true,
      filter: true,
      form: { required: true },
    },
    { field: 'oldCode', title: { zh: '原编号', en: 'Old code' }, type: 'text', width: 170, form: { max: 40 } },
    {
      field: 'newCode',
      title: { zh: '新编号', en: 'New code' },
      type: 'text',
      width: 170,
      form: { required: true, max: 40 },
    },
    {
      field: 'reason',
      title: { zh: '更换原因', en: 'Reason' },
      type: 'text',
      width: 240,
      form: { required: true, max: 200, multiline: true },
    },
    { field: 'byName', title: { zh: '操作人', en: 'By' }, type: 'text', width: 110, sortable: true, form: false },
  ],
  writes: { create: true },
  keyword: true,
  sort: '-t',
  range: { column: 't' },
  noun: { zh: '更换记录', en: 'exchange' },
  nameField: 'deviceCode',
};
