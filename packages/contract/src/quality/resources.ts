import { clockField, field, pattern, type Field } from '../field';
import { resource } from '../resource';

/**
 * The quality loop's registries: the problems of both PDCA groups and their closure timelines, special sections,
 * warning SMS groups and the SMS they sent.
 */

/** The two PDCA groups: the rammers' and DDC rigs' (`hj`) and everything else (`znys`). */
export type ProblemDomain = 'znys' | 'hj';

/** Alarm types a person may report by hand, by group (the simulator's and a free `other`). */
export const manualTypes: Record<ProblemDomain, readonly string[]> = {
  znys: [
    'materialOver',
    'ratioOver',
    'tempOver',
    'mixTime',
    'overSpeed',
    'lowTemp',
    'underPasses',
    'tripOvertime',
    'geofence',
    'deviceOffline',
    'labFail',
    'other',
  ],
  hj: ['lowDrop', 'shortHits', 'ddcShallow', 'ddcShortRams', 'deviceOffline', 'other'],
};

export const sectionTypes = ['bridgeDeck', 'culvert', 'transition', 'manhole', 'other'] as const;
export const smsDomains = ['hj', 'znys'] as const;
export const smsStatuses = ['pending', 'sent', 'unsent'] as const;
/** How a group's recipient is told of a problem: a text message to a mobile, or an e-mail. */
export const notifyChannels = ['sms', 'email'] as const;

const read = { computed: true } as const;
const sorted = { computed: true, sortable: true } as const;
const updTime = field('updTime', '更新时间', 'Updated', 'time', sorted);
/** The group a row belongs to (its list is one group's). */
const domain = field('domain', '业务域', 'Domain', 'enum', { dict: 'smsDomain', ...read });

/** 问题处理记录: a problem raised from an alarm or reported by hand, and where the closure workflow has it. */
function problemFields(group: ProblemDomain): Field[] {
  const reported = { required: true, createOnly: true } as const;
  return [
    field('problemNo', '问题编号', 'Problem no.', 'text', { ...sorted, filter: 'like' }),
    field('level', '等级', 'Level', 'int', {
      dict: 'problemLevel',
      ...reported,
      min: 1,
      max: 3,
      filter: 'eq',
      sortable: true,
    }),
    field('type', '问题类型', 'Type', 'enum', {
      dict: 'alarmType',
      values: manualTypes[group],
      ...reported,
      filter: 'eq',
    }),
    field('objectName', '对象', 'Object', 'text', { ...reported, max: 60 }),
    field('location', '位置', 'Location', 'text', { createOnly: true, max: 100 }),
    field('description', '问题描述', 'Description', 'text', { ...reported, max: 500, multiline: true }),
    field('source', '来源', 'Source', 'enum', { dict: 'problemSource', ...read, filter: 'eq' }),
    field('alarmNo', '报警编号', 'Alarm no.', 'text', read),
    field('alarmDomain', '业务', 'Alarm domain', 'text', read),
    field('foundAt', '发现时间', 'Found', 'time', { ...sorted, filter: 'range' }),
    field('deadline', '整改期限', 'Deadline', 'time', sorted),
    field('state', '状态', 'State', 'int', { dict: 'flowState', ...sorted, filter: 'eq' }),
    field('party', '责任方', 'Party', 'enum', { dict: 'problemParty', ...read }),
    field('overdue', '逾期', 'Overdue', 'int', { dict: 'overdue', ...sorted, filter: 'eq' }),
    field('closedAt', '闭合时间', 'Closed', 'time', sorted),
    field('reason', '原因', 'Reason', 'text', read),
    field('measures', '整改措施', 'Measures', 'text', read),
    field('attachments', '附件', 'Attachments', 'text', read),
    field('lastOpinion', '最近意见', 'Last opinion', 'text', read),
    domain,
  ];
}

const problem = { zh: '问题', en: 'problem' };
export const problems = {
  znys: resource('/api/pdca/problem', problem, problemFields('znys')),
  hj: resource('/api/pdca/hjProblem', problem, problemFields('hj')),
};

/** A subject's closure timeline (`<api>/all?subjectId=`): each move, who made it and what they wrote. */
export const timelineFields: readonly Field[] = [
  field('subjectId', '对象', 'Subject', 'int', { ...read, filter: 'eq' }),
  field('t', '时间', 'Time', 'time', sorted),
  field('move', '操作', 'Action', 'text', read),
  field('fromState', '原状态', 'From', 'int', read),
  field('toState', '新状态', 'To', 'int', read),
  field('role', '角色', 'Role', 'text', read),
  field('userName', '操作人', 'By', 'text', read),
  field('opinion', '意见', 'Opinion', 'text', read),
  field('reason', '原因', 'Reason', 'text', read),
  field('measures', '整改措施', 'Measures', 'text', read),
  field('attachments', '附件', 'Attachments', 'text', read),
];

const handling = { zh: '处置记录', en: 'handling record' };
/** The problems' timelines, with the problem's group. */
export const problemActions = {
  znys: resource('/api/pdca/problemAction', handling, [...timelineFields, domain]),
  hj: resource('/api/pdca/hjProblemAction', handling, [...timelineFields, domain]),
};

const chainage = (name: string, zh: string, en: string) =>
  // The simulated road's length (sim/site/alignment.ts `roadLength`).
  field(name, zh, en, 'num', { min: 0, max: 3200, sortable: true, input: 'chainage' });

/**
 * 特殊路段设置: a chainage range (compaction) or polygon (both) and a period where alarm types are suppressed or the
 * speed limit differs. The form checks the shape of the polygon and the type list; the platform, what they say.
 */
const specialSectionFields = (group: ProblemDomain, types: string): Field[] => [
  field('name', '名称', 'Name', 'text', { required: true, max: 60, filter: 'like', sortable: true }),
  field('sectionType', '类型', 'Type', 'enum', {
    dict: 'specialSectionType',
    values: sectionTypes,
    required: true,
    filter: 'eq',
    sortable: true,
  }),
  chainage('startChainage', '起点桩号', 'From chainage'),
  chainage('endChainage', '终点桩号', 'To chainage'),
  field('polygon', '多边形', 'Polygon', 'text', {
    max: 20_000,
    input: 'plan',
    pattern: pattern(
      /^\s*\[\s*\[[\s\S]*\]\s*\]\s*$/,
      '格式为 [[x, y], …]，至少 3 个顶点',
      'As [[x, y], …], at least 3 vertices',
    ),
  }),
  field('suppressTypes', '屏蔽报警类型', 'Suppressed alarm types', 'text', {
    max: 300,
    dict: 'alarmType',
    values: manualTypes[group].filter((type) => type !== 'other'),
    input: 'codes',
    pattern: pattern(
      /^\s*[A-Za-z]+(\s*[,，]\s*[A-Za-z]+)*\s*$/,
      `报警类型代码，逗号分隔，如 ${types}`,
      `Alarm type codes separated by commas, e.g. ${types}`,
    ),
  }),
  field('speedMax', '限速', 'Speed limit', 'num', { unit: 'km/h', min: 0.5, max: 20 }),
  field('validFrom', '生效开始', 'Valid from', 'time', { sortable: true }),
  field('validTo', '生效结束', 'Valid until', 'time', { sortable: true }),
  field('enabled', '状态', 'State', 'int', { dict: 'enabledState', min: 0, max: 1, default: 1, filter: 'eq' }),
  field('remark', '备注', 'Remark', 'text', { max: 200 }),
  updTime,
  domain,
];

const specialSection = { zh: '特殊路段', en: 'special section' };
export const specialSections = {
  znys: resource(
    '/api/pdca/specialSection',
    specialSection,
    specialSectionFields('znys', 'overSpeed, lowTemp, underPasses, tempOver …'),
  ),
  hj: resource(
    '/api/pdca/hjSpecialSection',
    specialSection,
    specialSectionFields('hj', 'lowDrop, shortHits, ddcShallow, ddcShortRams …'),
  ),
};

/**
 * 预警短信: who receives a problem's text message, by group and level. The numbers are personal data: lists and
 * exports show them masked, the edit form of a holder of the edit code reads them in full.
 */
export const smsGroup = resource('/api/hj/smsGroup', { zh: '预警短信组', en: 'SMS group' }, [
  field('name', '组名', 'Group', 'text', { required: true, max: 64, unique: true, filter: 'like', sortable: true }),
  field('domain', '业务域', 'Domain', 'enum', {
    dict: 'smsDomain',
    values: smsDomains,
    default: 'hj',
    filter: 'eq',
    sortable: true,
  }),
  field('level', '预警等级', 'Level', 'int', {
    dict: 'smsLevel',
    required: true,
    min: 1,
    max: 3,
    filter: 'eq',
    sortable: true,
  }),
  // "name:phone" pairs, one a line or separated by commas.
  field('recipients', '接收人（姓名:手机号）', 'Recipients (name:mobile)', 'text', {
    heading: { zh: '接收人', en: 'Recipients' },
    required: true,
    max: 2000,
    multiline: true,
    personal: true,
  }),
  // "name:address" pairs, as the mobiles: each is sent the same notice by e-mail (optional).
  field('emails', '邮件接收人（姓名:邮箱）', 'E-mail recipients (name:address)', 'text', {
    heading: { zh: '邮件接收人', en: 'E-mail recipients' },
    max: 2000,
    multiline: true,
    personal: true,
  }),
  clockField('quietFrom', '免打扰开始', 'Quiet from'),
  clockField('quietTo', '免打扰结束', 'Quiet until'),
  field('enabled', '状态', 'State', 'int', {
    dict: 'enabledState',
    min: 0,
    max: 1,
    default: 1,
    filter: 'eq',
    sortable: true,
  }),
  updTime,
]);

/** 短信发送记录: one row per recipient of each warning SMS or e-mail, read only, the number or address masked. */
const smsRecordFields: Field[] = [
  field('t', '时间', 'Time', 'time', { ...sorted, filter: 'range' }),
  field('channel', '渠道', 'Channel', 'enum', {
    dict: 'notifyChannel',
    values: notifyChannels,
    ...sorted,
    filter: 'eq',
  }),
  field('phone', '手机号', 'Mobile', 'text', { ...read, personal: true }),
  field('email', '邮箱', 'E-mail', 'text', { ...read, personal: true }),
  field('name', '姓名', 'Name', 'text', { ...sorted, filter: 'like' }),
  field('level', '预警等级', 'Level', 'int', { dict: 'smsLevel', ...sorted, min: 1, max: 3, filter: 'eq' }),
  field('problemId', '问题', 'Problem', 'int', read),
  field('problemNo', '问题', 'Problem', 'text', {
    ...sorted,
    filter: 'like',
    heading: { zh: '问题编号', en: 'Problem no.' },
  }),
  field('content', '内容', 'Text', 'text', read),
  field('status', '状态', 'Status', 'enum', { dict: 'smsStatus', values: smsStatuses, ...sorted, filter: 'eq' }),
  field('reason', '原因', 'Reason', 'text', read),
  field('groupName', '短信组', 'SMS group', 'text', read),
  field('sentAt', '发送时间', 'Sent at', 'time', sorted),
  domain,
];

const smsRecord = { zh: '短信发送记录', en: 'SMS record' };
export const smsRecords = {
  znys: resource('/api/pdca/smsRecord', smsRecord, smsRecordFields),
  hj: resource('/api/pdca/hjSmsRecord', smsRecord, smsRecordFields),
};
