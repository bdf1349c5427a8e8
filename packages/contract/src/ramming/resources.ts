import { CODE, field, type Field, type Text } from '../field';
import { resource } from '../resource';
import { passes, pileStatuses, pointStatuses } from './statuses';

/**
 * The ramming family's registries: hammer, ramming, drop-height and DDC hammer standards, the work areas with the
 * hj design points, the processes with their change logs, and the component exchanges of the rammer rigs. What the
 * rigs recorded is in `records.ts`.
 */

export { passes, pileStatuses, pointStatuses };
export const processStates = ['planned', 'running', 'finished'] as const;
export const exchangeComponents = ['terminal', 'hammer', 'sim'] as const;
/**
 * The fields of a hammer standard whose changes go into its log (the computed ones too: they change with their inputs).
 */
export const hammerLogFields = ['code', 'weight', 'diameter', 'baseArea', 'standardDrop', 'energy', 'note'] as const;
/** Fields of a process whose changes are logged, as reads show them (codes and names rather than ids). */
export const processLogFields = [
  'code',
  'name',
  'areaCode',
  'pass',
  'standardName',
  'deviceCodes',
  'planStart',
  'planEnd',
  'state',
  'startedAt',
  'finishedAt',
] as const;

/** The platform's heading of a field where it is not the console's label (a CSV header, a refusal). */
const heading = (zh: string, en: string): { heading: Text } => ({ heading: { zh, en } });

/** A code people type; the platform's refusal names the field. */
const code = (zh: string, en: string, max: number, refusal: string, rules: Partial<Field> = {}): Field =>
  field('code', zh, en, 'text', {
    required: true,
    max,
    pattern: {
      ...CODE!,
      refusal: { zh: `${refusal}只能包含字母、数字、- 和 _`, en: `${en}: letters, digits, - and _ only` },
    },
    unique: true,
    filter: 'like',
    sortable: true,
    ...rules,
  });

/** Registered rig codes, separated as the platform splits them (commas, spaces, 、 or semicolons). */
const deviceCodes = (required: boolean): Field =>
  field('deviceCodes', '设备', 'Rigs', 'text', {
    ...(required ? { required: true } : {}),
    max: 500,
    pattern: {
      source: /^[A-Za-z0-9_\s,，、;；-]*$/.source,
      message: { zh: '设备编号以逗号分隔', en: 'Rig codes separated by commas' },
    },
  });

const updTime = field('updTime', '更新时间', 'Updated', 'time', { computed: true, sortable: true });
const num = (name: string, zh: string, en: string, unit: string, min: number, max: number): Field =>
  field(name, zh, en, 'num', { unit, required: true, min, max, sortable: true });
const energy = field('energy', '夯击能', 'Energy', 'num', { unit: 'kN·m', computed: true, sortable: true });

/** What a change log row says: the action, the changed field, its values before and after, and who. */
const changeAction = (actions: readonly string[]): Field =>
  field('action', '操作', 'Action', 'enum', {
    dict: 'changeAction',
    values: actions,
    computed: true,
    filter: 'eq',
    sortable: true,
  });
const changedField = (dict: string, fields: readonly string[]): Field =>
  field('field', '字段', 'Field', 'enum', { dict, values: fields, computed: true, filter: 'eq', sortable: true });
const changeValues: Field[] = [
  field('oldValue', '原值', 'Old value', 'text', { computed: true }),
  field('newValue', '新值', 'New value', 'text', { computed: true }),
  field('byName', '操作人', 'By', 'text', { computed: true, filter: 'like', sortable: true }),
];

export const hammerStandard = resource('/api/hj/hammerStandard', { zh: '夯锤标准', en: 'hammer standard' }, [
  code('夯锤编号', 'Code', 32, '编号', heading('编号', 'Code')),
  num('weight', '锤重', 'Weight', 't', 1, 100),
  num('diameter', '锤径', 'Diameter', 'm', 0.5, 5),
  field('baseArea', '锤底面积', 'Base area', 'num', { unit: 'm²', computed: true, sortable: true }),
  num('standardDrop', '标准落距', 'Standard drop', 'm', 1, 40),
  energy,
  field('note', '备注', 'Note', 'text', { max: 200, multiline: true }),
  updTime,
]);

export const hammerStandardLog = resource(
  '/api/hj/hammerStandardLog',
  { zh: '夯锤标准变更日志', en: 'hammer standard change' },
  [
    field('t', '时间', 'Time', 'time', { computed: true, filter: 'range', sortable: true }),
    field('hammerId', '夯锤标准', 'Hammer standard', 'int', { computed: true, filter: 'eq' }),
    field('hammerCode', '夯锤', 'Hammer', 'text', {
      computed: true,
      filter: 'like',
      sortable: true,
      ...heading('夯锤编号', 'Hammer code'),
    }),
    changedField('hammerStandardField', hammerLogFields),
    changeAction(['create', 'update', 'delete']),
    ...changeValues,
  ],
);

export const ramStandard = resource('/api/hj/standard', { zh: '夯击标准', en: 'ramming standard' }, [
  field('name', '标准名称', 'Name', 'text', { required: true, max: 64, unique: true, sortable: true }),
  num('energy', '夯击能', 'Energy', 'kN·m', 500, 20000),
  field('pass', '遍次', 'Pass', 'enum', {
    dict: 'ramPass',
    values: passes,
    required: true,
    filter: 'eq',
    sortable: true,
  }),
  field('designHits', '设计击数', 'Design hits', 'int', { required: true, min: 1, max: 50, sortable: true }),
  field('minHits', '最少击数', 'Minimum hits', 'int', { required: true, min: 1, max: 50, sortable: true }),
  field('lastTwoLimit', '最后两击平均夯沉量限值', 'Last-two settlement limit', 'num', {
    unit: 'mm',
    min: 1,
    max: 1000,
    sortable: true,
  }),
  num('spacing', '夯点间距', 'Spacing', 'm', 1, 20),
  updTime,
]);

const margin = (level: number, zh: string): Field =>
  field(`level${level}Margin`, `${zh}级报警余量`, `Level ${level} margin`, 'num', {
    unit: 'm',
    required: true,
    min: 0.05,
    max: 10,
  });

export const dropStandard = resource('/api/hj/dropStandard', { zh: '落距标准', en: 'drop standard' }, [
  field('name', '标准名称', 'Name', 'text', { required: true, max: 64, unique: true, sortable: true }),
  field('hammerId', '夯锤标准', 'Hammer standard', 'ref', { required: true, filter: 'eq' }),
  field('hammerCode', '夯锤', 'Hammer', 'text', { computed: true, sortable: true }),
  num('standardDrop', '标准落距', 'Standard drop', 'm', 1, 40),
  energy,
  num('tolerance', '允许偏差', 'Tolerance', 'm', 0.05, 5),
  margin(1, '一'),
  margin(2, '二'),
  margin(3, '三'),
  updTime,
]);

export const ddcHammerStandard = resource('/api/ddc/hammerStandard', { zh: '锤击标准', en: 'hammer standard' }, [
  code('标准编号', 'Code', 32, '编号', heading('编号', 'Code')),
  num('weight', '锤重', 'Hammer weight', 't', 1, 50),
  num('standardDrop', '落距', 'Drop', 'm', 0.5, 30),
  energy,
  num('fillPerLayer', '每层填料', 'Fill per layer', 'm³', 0.05, 5),
  field('minRamsPerLayer', '每层最少夯击次数', 'Minimum rams per layer', 'int', {
    required: true,
    min: 1,
    max: 30,
    sortable: true,
  }),
  num('designDepth', '设计桩深', 'Design depth', 'm', 1, 40),
  updTime,
]);

/**
 * An area's outline, its section and standard, and its rigs (the platform checks the outline and works out the area).
 */
function areaFields(family: 'hj' | 'ddc'): Field[] {
  const hj = family === 'hj';
  return [
    code('区域编号', 'Code', 32, '区域编号'),
    field('name', '区域名称', 'Name', 'text', { required: true, max: 64, sortable: true }),
    field('sectionId', '标段', 'Section', 'ref', { required: true, filter: 'eq' }),
    field('sectionName', '标段', 'Section', 'text', { computed: true, ...heading('标段名称', 'Section name') }),
    field('polygon', '区域边界', 'Outline', 'text', { required: true, max: 20_000, input: 'plan' }),
    field('area', '面积', 'Area', 'num', { unit: 'm²', computed: true, sortable: true }),
    hj
      ? field('standardId', '夯击标准', 'Ramming standard', 'ref')
      : field('standardId', '锤击标准', 'Hammer standard', 'ref'),
    hj
      ? field('standardName', '夯击标准', 'Standard', 'text', {
          computed: true,
          ...heading('夯击标准名称', 'Standard name'),
        })
      : field('standardCode', '锤击标准', 'Standard', 'text', {
          computed: true,
          ...heading('锤击标准编号', 'Standard code'),
        }),
    deviceCodes(false),
  ];
}

export const hjArea = resource('/api/hj/area', { zh: '强夯区域', en: 'ramming area' }, [
  ...areaFields('hj'),
  field('pointCount', '夯点数', 'Points', 'int', { computed: true, sortable: true }),
  updTime,
]);

export const ddcArea = resource('/api/ddc/area', { zh: 'DDC区域', en: 'DDC area' }, [
  ...areaFields('ddc'),
  field('pattern', '布桩方式', 'Pattern', 'enum', {
    dict: 'pilePattern',
    values: ['square', 'triangle'],
    required: true,
    filter: 'eq',
    sortable: true,
  }),
  num('spacing', '桩间距', 'Spacing', 'm', 0.8, 10),
  num('designDepth', '设计桩深', 'Design depth', 'm', 1, 40),
  num('pileDiameter', '桩径', 'Pile diameter', 'm', 0.3, 3),
  field('pileCount', '桩数', 'Piles', 'int', { computed: true, sortable: true }),
  updTime,
]);

const progress = (name: string, zh: string, en: string, type: 'int' | 'num' | 'text' | 'time', unit?: string) =>
  field(name, zh, en, type, { computed: true, sortable: true, ...(unit ? { unit } : {}) });

export const hjPoint = resource('/api/hj/point', { zh: '夯点', en: 'design point' }, [
  code('夯点编号', 'Point', 40, '夯点编号'),
  field('areaId', '区域', 'Area', 'ref', { required: true, filter: 'eq' }),
  field('areaCode', '区域', 'Area', 'text', { computed: true, sortable: true, ...heading('区域编号', 'Area code') }),
  field('pass', '遍次', 'Pass', 'enum', {
    dict: 'ramPass',
    values: passes,
    required: true,
    filter: 'eq',
    sortable: true,
  }),
  num('x', 'X', 'X', 'm', 0, 4000),
  num('y', 'Y', 'Y', 'm', 0, 1500),
  field('designHits', '设计击数', 'Design hits', 'int', { required: true, min: 1, max: 50, sortable: true }),
  // The rammer's progress on the point, as the platform records it.
  field('status', '状态', 'Status', 'enum', {
    dict: 'ramPointStatus',
    values: pointStatuses,
    computed: true,
    filter: 'eq',
    sortable: true,
  }),
  progress('hits', '实际击数', 'Hits', 'int'),
  progress('lastTwoAvg', '最后两击平均夯沉量', 'Last-two mean settlement', 'num', 'mm'),
  progress('totalSettlement', '累计夯沉量', 'Total settlement', 'num', 'mm'),
  progress('deviceCode', '设备', 'Rig', 'text'),
  progress('lastHitAt', '最后夯击时间', 'Last hit', 'time'),
  updTime,
]);

/** A process of the family: planned → running (start) → finished (finish), one running per area. */
function processOf(family: 'hj' | 'ddc') {
  const hj = family === 'hj';
  return resource(`/api/${family}/process`, { zh: '工艺', en: 'process' }, [
    code('工艺编号', 'Code', 40, '工艺编号'),
    field('name', '工艺名称', 'Name', 'text', { required: true, max: 64, sortable: true }),
    field('areaId', '区域', 'Area', 'ref', { required: true, filter: 'eq' }),
    field('areaCode', '区域', 'Area', 'text', { computed: true, sortable: true, ...heading('区域编号', 'Area code') }),
    ...(hj
      ? [
          field('pass', '遍次', 'Pass', 'enum', {
            dict: 'ramPass',
            values: passes,
            required: true,
            filter: 'eq',
            sortable: true,
          }),
        ]
      : []),
    field('state', '状态', 'State', 'enum', {
      dict: 'processState',
      values: processStates,
      computed: true,
      filter: 'eq',
      sortable: true,
    }),
    hj
      ? field('standardId', '夯击标准', 'Ramming standard', 'ref', { required: true })
      : field('standardId', '锤击标准', 'Hammer standard', 'ref', { required: true }),
    field('standardName', '标准', 'Standard', 'text', { computed: true }),
    deviceCodes(true),
    field('planStart', '计划开始', 'Planned start', 'date', { required: true, sortable: true }),
    field('planEnd', '计划结束', 'Planned end', 'date', { required: true, sortable: true }),
    progress('startedAt', '开始时间', 'Started', 'time'),
    progress('finishedAt', '完成时间', 'Finished', 'time'),
    updTime,
  ]);
}

function processLogOf(family: 'hj' | 'ddc') {
  return resource(`/api/${family}/processLog`, { zh: '工艺变更日志', en: 'process change' }, [
    field('t', '时间', 'Time', 'time', { computed: true, filter: 'range', sortable: true }),
    field('processId', '工艺', 'Process', 'int', { computed: true, filter: 'eq' }),
    field('processCode', '工艺', 'Process', 'text', {
      computed: true,
      filter: 'like',
      sortable: true,
      ...heading('工艺编号', 'Process code'),
    }),
    changeAction(['create', 'update', 'delete', 'start', 'finish']),
    changedField('processField', processLogFields),
    ...changeValues,
  ]);
}

export const hjProcess = processOf('hj');
export const hjProcessLog = processLogOf('hj');
export const ddcProcess = processOf('ddc');
export const ddcProcessLog = processLogOf('ddc');

/** Component exchanges on the rammer rigs: recorded, never edited or deleted. */
export const deviceExchange = resource('/api/hj/deviceExchange', { zh: '更换记录', en: 'exchange' }, [
  field('t', '更换时间', 'Time', 'time', { required: true, filter: 'range', sortable: true }),
  field('deviceId', '强夯机', 'Rig', 'ref', { required: true, filter: 'eq' }),
  field('deviceCode', '强夯机', 'Rig', 'text', { computed: true, sortable: true, ...heading('设备编号', 'Rig code') }),
  field('component', '部件', 'Component', 'enum', {
    dict: 'exchangeComponent',
    values: exchangeComponents,
    required: true,
    filter: 'eq',
    sortable: true,
  }),
  field('oldCode', '原编号', 'Old code', 'text', { max: 40 }),
  field('newCode', '新编号', 'New code', 'text', { required: true, max: 40 }),
  field('reason', '更换原因', 'Reason', 'text', { required: true, max: 200, multiline: true }),
  field('byName', '操作人', 'By', 'text', { computed: true, sortable: true }),
]);
