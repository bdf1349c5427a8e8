import { clockField, field, type Field } from '../field';
import { resource, type Resource } from '../resource';
import { fleetReportTypes } from '../fleet/reports';

/**
 * 报表邮件发送 and 邮件发送记录 of both PDCA groups and of the haul trucks: the tasks that mail a report on a schedule or
 * at once (a znys task a saved 报表条件's report, an hj task the ramming report of an area, a ylc task a fleet report)
 * and the record of every message tried.
 */

export type MailDomain = 'znys' | 'hj' | 'ylc';

const computed = { computed: true } as const;

const periodRule = field('periodRule', '报表周期', 'Report period', 'enum', {
  dict: 'periodRule',
  values: ['daily', 'weekly', 'monthly'],
  required: true,
  default: 'daily',
});

/**
 * The report a task sends: a saved condition (znys), an area's ramming report over a period (hj), a fleet report
 * (of one truck or all) over a period (ylc).
 */
const reportOf: Record<MailDomain, Field[]> = {
  znys: [
    field('reportConditionId', '报表条件', 'Report condition', 'ref', { required: true, filter: 'eq' }),
    field('conditionName', '报表条件', 'Report condition', 'text', {
      ...computed,
      sortable: true,
      heading: { zh: '报表条件名称', en: 'Report condition name' },
    }),
  ],
  hj: [
    field('areaId', '强夯区域', 'Area', 'ref', { filter: 'eq' }),
    field('areaName', '强夯区域', 'Area', 'text', { ...computed, heading: { zh: '区域名称', en: 'Area name' } }),
    periodRule,
  ],
  ylc: [
    field('reportType', '报表', 'Report', 'enum', {
      dict: 'fleetReport',
      values: fleetReportTypes,
      required: true,
      default: 'trips',
      filter: 'eq',
      sortable: true,
    }),
    field('vehicleId', '车辆（轨迹报表必选）', 'Vehicle (the route report needs one)', 'ref', {
      filter: 'eq',
      heading: { zh: '车辆', en: 'Vehicle' },
    }),
    field('vehicleName', '车辆', 'Vehicle', 'text', { ...computed, heading: { zh: '车辆', en: 'Vehicle' } }),
    periodRule,
  ],
};

const taskFields = (domain: MailDomain): Field[] => [
  field('name', '任务名称', 'Task', 'text', { required: true, max: 64, unique: true, filter: 'like', sortable: true }),
  ...reportOf[domain],
  field('recipients', '收件人（邮箱，逗号分隔）', 'Recipients (e-mail, comma separated)', 'text', {
    required: true,
    max: 2000,
    multiline: true,
    heading: { zh: '收件人', en: 'Recipients' },
    personal: true,
  }),
  field('scheduleKind', '发送频率', 'Schedule', 'enum', {
    dict: 'mailSchedule',
    values: ['daily', 'weekly'],
    required: true,
    filter: 'eq',
    sortable: true,
  }),
  field('weekday', '星期', 'Weekday', 'int', { dict: 'weekday', min: 1, max: 7 }),
  clockField('scheduleTime', '发送时间', 'Time', { required: true }),
  field('enabled', '状态', 'State', 'int', {
    dict: 'enabledState',
    min: 0,
    max: 1,
    default: 1,
    filter: 'eq',
    sortable: true,
    heading: { zh: '启用', en: 'Enabled' },
  }),
  field('nextDue', '下次发送', 'Next send', 'time', { ...computed, sortable: true }),
  field('lastSent', '最近发送', 'Last sent', 'time', { ...computed, sortable: true }),
  field('updTime', '更新时间', 'Updated', 'time', { ...computed, sortable: true }),
];

const taskNoun = { zh: '报表邮件任务', en: 'report e-mail task' };

const tasks: Record<MailDomain, Resource> = {
  znys: resource('/api/pdca/reportEmail', taskNoun, taskFields('znys')),
  hj: resource('/api/pdca/hjReportEmail', taskNoun, taskFields('hj')),
  ylc: resource('/api/ylc/reportEmail', taskNoun, taskFields('ylc')),
};

/** A group's report e-mail tasks. */
export const mailTask = (domain: MailDomain): Resource => tasks[domain];

const recordFields: Field[] = [
  field('t', '时间', 'Time', 'time', { ...computed, filter: 'range', sortable: true }),
  field('taskId', '任务', 'Task', 'int', { ...computed, filter: 'eq' }),
  field('taskName', '任务', 'Task', 'text', {
    ...computed,
    filter: 'like',
    sortable: true,
    heading: { zh: '任务名称', en: 'Task name' },
  }),
  field('status', '状态', 'Status', 'enum', {
    ...computed,
    dict: 'mailStatus',
    values: ['sending', 'sent', 'failed', 'notSent'],
    filter: 'eq',
    sortable: true,
  }),
  field('error', '原因', 'Reason', 'text', { ...computed, heading: { zh: '失败原因', en: 'Failure reason' } }),
  field('trigger', '方式', 'Trigger', 'enum', {
    ...computed,
    dict: 'mailTrigger',
    values: ['manual', 'schedule'],
    filter: 'eq',
    heading: { zh: '触发方式', en: 'Trigger' },
  }),
  field('recipients', '收件人', 'Recipients', 'text', { ...computed, personal: true }),
  field('subject', '主题', 'Subject', 'text', computed),
  field('attachmentName', '附件', 'Attachment', 'text', computed),
  field('attempts', '尝试次数', 'Attempts', 'int', computed),
  field('sentAt', '发送时间', 'Sent at', 'time', { ...computed, sortable: true }),
];

const recordNoun = { zh: '邮件发送记录', en: 'e-mail record' };

const records: Record<MailDomain, Resource> = {
  znys: resource('/api/pdca/emailRecord', recordNoun, recordFields),
  hj: resource('/api/pdca/hjEmailRecord', recordNoun, recordFields),
  ylc: resource('/api/ylc/emailRecord', recordNoun, recordFields),
};

/** A group's e-mail records (read-only: the platform writes them as it sends). */
export const mailRecord = (domain: MailDomain): Resource => records[domain];
