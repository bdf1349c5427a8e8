import { field, type Field, type FieldType, pattern, type Text } from '../field';
import { resource } from '../resource';

/**
 * The compaction module's registries: processes, device groups with their members and history, group and process
 * templates, roller models and colour bands. Logs, base data, work areas and raw data: `records.ts`.
 */

export type CompactionDomain = 'znys' | 'zd';

/** A field only the platform writes. */
export const computed = (
  name: string,
  zh: string,
  en: string,
  type: FieldType,
  rules: Omit<Field, 'name' | 'label' | 'type'> = {},
) => field(name, zh, en, type, { ...rules, computed: true });

/** The platform's own name of a field (refusals, CSV headers) where the page shows it shorter. */
export const heading = (zh: string, en: string): Text => ({ zh, en });

export const updTime = (sortable: boolean) =>
  computed('updTime', '更新时间', 'Updated', 'time', sortable ? { sortable: true } : {});

/** Which of the two compaction businesses a row is (the column a list keeps its rows by). */
const domainOf = (values: readonly CompactionDomain[]) =>
  computed('domain', '业务', 'Domain', 'enum', { dict: 'compactionDomain', values });

/** A code people type, refused with the field's name. */
const codeField = (zh: string, en: string) =>
  field('code', zh, en, 'text', {
    required: true,
    max: 32,
    pattern: pattern(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, '只能包含字母、数字、- 和 _', 'Letters, digits, - and _ only', {
      zh: `${zh}只能包含字母、数字、- 和 _`,
      en: `${en}: letters, digits, - and _ only`,
    }),
    unique: true,
    filter: 'like',
    sortable: true,
  });

const sectionName = computed('sectionName', '标段', 'Section', 'text', {
  sortable: true,
  heading: heading('标段名称', 'Section name'),
});
const layerName = (sortable: boolean) =>
  computed('layerName', '结构层', 'Layer', 'text', {
    ...(sortable ? { sortable: true } : {}),
    heading: heading('结构层名称', 'Layer name'),
  });
const yesNo = (
  name: string,
  zh: string,
  en: string,
  value: number,
  rules: Omit<Field, 'name' | 'label' | 'type'> = {},
) => field(name, zh, en, 'int', { dict: 'yesNo', min: 0, max: 1, default: value, ...rules });

// Processes: one table, one resource per business with its own parameters.

export const processStates = ['planned', 'running', 'stopped'] as const;

const speed = (name: string, zh: string, en: string, fallback: number) =>
  field(name, zh, en, 'num', { unit: 'km/h', min: 0.5, max: 20, default: fallback });
const temperature = (name: string, zh: string, en: string) =>
  field(name, zh, en, 'num', { unit: '°C', min: 0, max: 250 });

const processHead = (domain: CompactionDomain): Field[] => [
  codeField('工艺编号', 'Code'),
  field('name', '工艺名称', 'Name', 'text', { required: true, max: 64, sortable: true }),
  field('sectionId', '标段', 'Section', 'ref', { filter: 'eq' }),
  sectionName,
  field('layerId', '结构层', 'Layer', 'ref', { required: true, filter: 'eq' }),
  layerName(true),
  ...(domain === 'znys'
    ? [
        field('mixType', '混合料', 'Mix', 'text', {
          max: 32,
          sortable: true,
          heading: heading('混合料类型', 'Mix type'),
        }),
        field('thickness', '厚度', 'Thickness', 'num', { unit: 'cm', min: 1, max: 100, sortable: true }),
      ]
    : [field('thickness', '松铺厚度', 'Loose thickness', 'num', { unit: 'cm', min: 1, max: 100, sortable: true })]),
];

const processTail: Field[] = [
  field('cellSize', '网格尺寸', 'Cell size', 'num', { unit: 'm', min: 0.1, max: 5, default: 0.5 }),
  computed('state', '状态', 'State', 'enum', {
    dict: 'processState',
    values: processStates,
    filter: 'eq',
    sortable: true,
  }),
  computed('groupCode', '分组', 'Group', 'text'),
  computed('startedAt', '开始时间', 'Started', 'time', { sortable: true }),
  computed('stoppedAt', '停止时间', 'Stopped', 'time', { sortable: true }),
  updTime(true),
];

// Defaults: breakdown steel ≤ 3, rubber ≤ 5, vibratory ≤ 4 km/h (standard-like values, not verified).
export const znysProcess = resource('/api/znys/process', { zh: '工艺', en: 'process' }, [
  ...processHead('znys'),
  field('targetPassesSteel', '钢轮遍数', 'Steel passes', 'int', {
    required: true,
    min: 1,
    max: 30,
    heading: heading('钢轮目标遍数', 'Steel target passes'),
  }),
  field('targetPassesRubber', '胶轮遍数', 'Rubber passes', 'int', {
    min: 0,
    max: 30,
    default: 0,
    heading: heading('胶轮目标遍数', 'Rubber target passes'),
  }),
  speed('speedMaxSteel', '钢轮限速', 'Steel max speed', 3),
  speed('speedMaxRubber', '胶轮限速', 'Rubber max speed', 5),
  speed('speedMaxVib', '振动限速', 'Vibratory max speed', 4),
  temperature('pavingTempMin', '摊铺最低温度', 'Min paving temp.'),
  temperature('breakdownTempMin', '初压最低温度', 'Min breakdown temp.'),
  temperature('finishTempMin', '终压最低温度', 'Min finish temp.'),
  yesNo('vibRequired', '要求振动', 'Vibration required', 0),
  ...processTail,
  domainOf(['znys']),
]);

export const zdProcess = resource('/api/zd/process', { zh: '工艺', en: 'process' }, [
  ...processHead('zd'),
  field('targetPassesStatic', '静压遍数', 'Static passes', 'int', { required: true, min: 0, max: 30 }),
  field('targetPassesVib', '振压遍数', 'Vibratory passes', 'int', { required: true, min: 1, max: 30 }),
  speed('speedMaxVib', '限速', 'Max speed', 4),
  field('minFreq', '最低频率', 'Min frequency', 'num', { unit: 'Hz', min: 0, max: 100 }),
  field('minAmplitude', '最低振幅', 'Min amplitude', 'num', { unit: 'mm', min: 0, max: 5 }),
  field('cmvTarget', 'CMV目标值', 'CMV target', 'num', { min: 0, max: 500 }),
  ...processTail,
  domainOf(['zd']),
]);

export const processes: Record<CompactionDomain, typeof znysProcess> = { znys: znysProcess, zd: zdProcess };

// Device groups, their members and the history every change of either writes.

export const memberRoles = ['steel', 'rubber', 'vibratory', 'steelFinish', 'paver'] as const;
export const groupChanges = [
  'create',
  'update',
  'activate',
  'deactivate',
  'delete',
  'memberAdd',
  'memberRole',
  'memberRemove',
] as const;

const groupApi: Record<CompactionDomain, string> = { znys: '/api/znys/deviceGroup', zd: '/api/zd/group' };

const group = (domain: CompactionDomain) =>
  resource(groupApi[domain], { zh: '分组', en: 'group' }, [
    codeField('分组编号', 'Code'),
    field('name', '分组名称', 'Name', 'text', { required: true, max: 64, sortable: true }),
    ...(domain === 'znys'
      ? [
          field('templateId', '分组模板', 'Template', 'ref'),
          computed('templateName', '分组模板', 'Template', 'text', { heading: heading('模板名称', 'Template name') }),
        ]
      : []),
    field('processId', '工艺', 'Process', 'ref', { filter: 'eq' }),
    computed('processCode', '工艺', 'Process', 'text', {
      sortable: true,
      heading: heading('工艺编号', 'Process code'),
    }),
    computed('sectionName', '标段', 'Section', 'text', { sortable: true }),
    computed('layerName', '结构层', 'Layer', 'text'),
    yesNo('active', '启用', 'Active', 1, { filter: 'eq', sortable: true }),
    computed('members', '成员数', 'Members', 'int', { sortable: true }),
    computed('memberCodes', '成员', 'Member devices', 'text'),
    updTime(true),
    domainOf([domain]),
  ]);

const member = (domain: CompactionDomain) =>
  resource(`/api/${domain}/groupMember`, { zh: '分组成员', en: 'member' }, [
    field('groupId', '分组', 'Group', 'ref', { required: true, createOnly: true, filter: 'eq' }),
    computed('groupCode', '分组编号', 'Group code', 'text'),
    field('deviceId', '设备', 'Device', 'ref', { required: true, createOnly: true, filter: 'eq' }),
    computed('deviceCode', '设备编号', 'Device', 'text', { sortable: true }),
    computed('deviceName', '设备名称', 'Name', 'text'),
    field('role', '角色', 'Role', 'enum', {
      dict: 'memberRole',
      values: domain === 'zd' ? ['vibratory'] : memberRoles,
      required: true,
      sortable: true,
    }),
    updTime(false),
  ]);

/** The devices a group page may add, with the active group each works in (the member form's choices). */
const candidate = (domain: CompactionDomain) =>
  resource(`/api/${domain}/groupDevice`, { zh: '设备', en: 'device' }, [
    computed('code', '设备编号', 'Device code', 'text', { filter: 'like', sortable: true }),
    computed('name', '设备名称', 'Device name', 'text'),
    computed('kind', '设备类型', 'Device kind', 'text', { filter: 'eq' }),
    computed('activeGroup', '所在分组', 'Active group', 'text'),
  ]);

export const groups = { znys: group('znys'), zd: group('zd') };
export const groupMembers = { znys: member('znys'), zd: member('zd') };
export const groupDevices = { znys: candidate('znys'), zd: candidate('zd') };

export const groupHistory = resource('/api/znys/groupHistory', { zh: '分组历史', en: 'group change' }, [
  computed('t', '时间', 'Time', 'time', { filter: 'range', sortable: true }),
  computed('domain', '业务', 'Domain', 'enum', {
    dict: 'compactionDomain',
    values: ['znys', 'zd'],
    filter: 'eq',
    sortable: true,
  }),
  computed('groupCode', '分组', 'Group', 'text', { filter: 'like', sortable: true }),
  computed('change', '变更', 'Change', 'enum', {
    dict: 'groupChange',
    values: groupChanges,
    filter: 'eq',
    sortable: true,
  }),
  computed('deviceCode', '设备', 'Device', 'text', { filter: 'like', sortable: true }),
  computed('detail', '详情', 'Detail', 'text'),
  computed('byName', '操作人', 'By', 'text', { sortable: true }),
]);

// Templates: compaction groups' roller roles, and stage-based processes ("new process").

export const layerKinds = ['asphalt', 'base', 'soil'] as const;
export const rollerClasses = ['steel', 'rubber', 'vibratory', 'steelFinish'] as const;
export const rollerModelClasses = ['doubleDrumSteel', 'singleDrumVib', 'rubberTyred', 'static'] as const;
export const stageNames = ['breakdown', 'intermediate', 'final'] as const;

const templateHead = (counts: Field[]): Field[] => [
  field('name', '模板名称', 'Name', 'text', { required: true, max: 64, unique: true, sortable: true }),
  field('layerKind', '结构层类型', 'Layer kind', 'enum', {
    dict: 'layerKind',
    values: layerKinds,
    required: true,
    filter: 'eq',
    sortable: true,
  }),
  ...counts,
  field('description', '说明', 'Description', 'text', { max: 200, multiline: true }),
  updTime(true),
];

export const groupTemplate = resource(
  '/api/znys/groupTemplate',
  { zh: '分组模板', en: 'group template' },
  templateHead([
    computed('roles', '角色数', 'Roles', 'int', { sortable: true }),
    computed('rollers', '压路机台数', 'Rollers', 'int', { sortable: true }),
  ]),
);

export const groupTemplateRole = resource('/api/znys/groupTemplateRole', { zh: '模板角色', en: 'role' }, [
  field('templateId', '分组模板', 'Template', 'ref', { required: true, createOnly: true, filter: 'eq' }),
  field('rollerClass', '压路机类别', 'Roller class', 'enum', {
    dict: 'rollerClass',
    values: rollerClasses,
    required: true,
    sortable: true,
  }),
  field('count', '台数', 'Rollers', 'int', { required: true, min: 1, max: 20, sortable: true }),
  field('targetPasses', '目标遍数', 'Target passes', 'int', { required: true, min: 1, max: 30, sortable: true }),
  updTime(false),
]);

export const processTemplate = resource(
  '/api/znys/processTemplate',
  { zh: '工艺模板', en: 'process template' },
  templateHead([
    computed('stages', '工序数', 'Stages', 'int', { sortable: true }),
    computed('passes', '总遍数', 'Total passes', 'int', { sortable: true }),
  ]),
);

export const processStage = resource('/api/znys/processStage', { zh: '工序', en: 'stage' }, [
  field('templateId', '工艺模板', 'Template', 'ref', { required: true, createOnly: true, filter: 'eq' }),
  field('orderNum', '顺序', 'Order', 'int', { required: true, min: 1, max: 20, sortable: true }),
  field('stage', '阶段', 'Stage', 'enum', { dict: 'stageName', values: stageNames, required: true, sortable: true }),
  field('rollerClass', '压路机类别', 'Roller class', 'enum', {
    dict: 'rollerModelClass',
    values: rollerModelClasses,
    required: true,
  }),
  field('passes', '遍数', 'Passes', 'int', { required: true, min: 1, max: 30 }),
  field('speedMax', '限速', 'Max speed', 'num', { unit: 'km/h', required: true, min: 0.5, max: 20 }),
  yesNo('vibOn', '开振', 'Vibration', 0),
  temperature('tempMin', '最低温度', 'Min temp.'),
  temperature('tempMax', '最高温度', 'Max temp.'),
  updTime(false),
]);

// Configuration: roller models, and the colour bands the compaction maps draw with.

export const rollerModel = resource('/api/znys/rollerModel', { zh: '压路机型号', en: 'roller model' }, [
  field('model', '型号', 'Model', 'text', { required: true, max: 64, unique: true, sortable: true }),
  field('maker', '厂家', 'Maker', 'text', { required: true, max: 64, filter: 'like', sortable: true }),
  field('rollerClass', '类别', 'Class', 'enum', {
    dict: 'rollerModelClass',
    values: rollerModelClasses,
    required: true,
    filter: 'eq',
    sortable: true,
  }),
  field('weight', '工作质量', 'Weight', 'num', { unit: 't', min: 0.5, max: 100, sortable: true }),
  field('drumWidth', '碾压宽度', 'Drum width', 'num', { unit: 'm', min: 0.3, max: 5, sortable: true }),
  field('freq', '振动频率', 'Frequency', 'num', { unit: 'Hz', min: 0, max: 100 }),
  field('amplitude', '名义振幅', 'Amplitude', 'num', { unit: 'mm', min: 0, max: 5 }),
  field('maxSpeed', '最高速度', 'Max speed', 'num', { unit: 'km/h', min: 0.5, max: 40 }),
  computed('devices', '设备台数', 'Devices', 'int', { sortable: true }),
  updTime(true),
]);

export const colourMetrics = ['passes', 'temp', 'speed', 'cmv'] as const;

const bandFields: Field[] = [
  field('metric', '指标', 'Metric', 'enum', {
    dict: 'colourMetric',
    values: colourMetrics,
    required: true,
    filter: 'eq',
    sortable: true,
  }),
  field('fromValue', '起始值', 'From', 'num', { required: true, min: -1000, max: 10000, sortable: true }),
  field('toValue', '结束值', 'To', 'num', { required: true, min: -1000, max: 10000, sortable: true }),
  field('colour', '颜色', 'Colour', 'colour', {
    required: true,
    pattern: pattern(/^#[0-9a-fA-F]{6}$/, '颜色为 #RRGGBB', 'A colour is written #RRGGBB', {
      zh: '颜色必须是 #RRGGBB 格式',
      en: 'A colour must be written #RRGGBB',
    }),
  }),
  field('label', '图例', 'Legend', 'text', { max: 32 }),
];

export const colourBand = resource('/api/znys/colorBand', { zh: '色带', en: 'colour band' }, [
  ...bandFields,
  updTime(false),
]);

/** The colour tables as the maps read them: every band, by metric and value. */
export const colourTable = resource(
  '/api/znys/colorTable',
  { zh: '颜色表', en: 'colour table' },
  bandFields.map((f) => ({ ...f, computed: true })),
);

export * from './records';
