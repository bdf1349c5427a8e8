import type { ColumnDef, ResourceScreenDef } from '@/components/kit/screen-defs';

// 报表邮件发送 and 邮件发送记录 of both PDCA groups: tasks that mail a report as .xlsx on a schedule or at once,
// and the record of every message tried (已发送, 发送失败 with the reason, 未发送 without an SMTP server),
// a failed one retried in place.

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const mailStatus = {
  api: '/api/pdca/mail/status',
  ready: {
    zh: '邮件经配置的 SMTP 服务器发出，发件人 {from}。',
    en: 'Messages go through the configured SMTP server, from {from}.',
  },
  missing: {
    zh: '未配置邮件服务（SMTP_URL）：不会发出任何邮件，每次发送都记为「未发送」并写明原因。',
    en: 'No mail server is configured (SMTP_URL): nothing is sent, and every send is recorded as "Not sent" with the reason.',
  },
};

function tasks(domain: 'znys' | 'hj'): ResourceScreenDef {
  const report: ColumnDef[] =
    domain === 'znys'
      ? [
          {
            field: 'reportConditionId',
            title: { zh: '报表条件', en: 'Report condition' },
            type: 'ref',
            ref: { api: '/api/znys/reportCondition', label: ['name'] },
            shownAs: 'conditionName',
            hidden: true,
            form: { required: true },
          },
          {
            field: 'conditionName',
            title: { zh: '报表条件', en: 'Report condition' },
            type: 'text',
            width: 180,
            sortable: true,
            form: false,
          },
        ]
      : [
          {
            field: 'areaId',
            title: { zh: '强夯区域', en: 'Area' },
            type: 'ref',
            ref: { api: '/api/hj/area', label: ['code', 'name'] },
            shownAs: 'areaName',
            hidden: true,
            form: {},
          },
          { field: 'areaName', title: { zh: '强夯区域', en: 'Area' }, type: 'text', width: 160, form: false },
          {
            field: 'periodRule',
            title: { zh: '报表周期', en: 'Report period' },
            type: 'enum',
            dict: 'periodRule',
            width: 100,
            form: { required: true },
          },
        ];
  return {
    api: domain === 'znys' ? '/api/pdca/reportEmail' : '/api/pdca/hjReportEmail',
    screen: domain === 'znys' ? 'pdcaReportEmailManager' : 'hjPdcaReportEmailManager',
    columns: [
      {
        field: 'name',
        title: { zh: '任务名称', en: 'Task' },
        type: 'text',
        width: 170,
        sortable: true,
        form: { required: true, max: 64 },
      },
      ...report,
      {
        field: 'recipients',
        title: { zh: '收件人（邮箱，逗号分隔）', en: 'Recipients (e-mail, comma separated)' },
        type: 'text',
        width: 260,
        form: { required: true, max: 2000, multiline: true },
      },
      {
        field: 'scheduleKind',
        title: { zh: '发送频率', en: 'Schedule' },
        type: 'enum',
        dict: 'mailSchedule',
        width: 90,
        sortable: true,
        filter: true,
        form: { required: true },
      },
      { field: 'weekday', title: { zh: '星期', en: 'Weekday' }, type: 'enum', dict: 'weekday', width: 90, form: {} },
      {
        field: 'scheduleTime',
        title: { zh: '发送时间', en: 'Time' },
        type: 'text',
        width: 90,
        form: {
          required: true,
          pattern: HHMM,
          patternMessage: { zh: '格式为 HH:mm，如 08:00', en: 'HH:mm, e.g. 08:00' },
        },
      },
      {
        field: 'enabled',
        title: { zh: '状态', en: 'State' },
        type: 'enum',
        dict: 'enabledState',
        width: 80,
        sortable: true,
        filter: true,
        form: { required: true },
      },
      {
        field: 'nextDue',
        title: { zh: '下次发送', en: 'Next send' },
        type: 'time',
        width: 160,
        sortable: true,
        form: false,
      },
      {
        field: 'lastSent',
        title: { zh: '最近发送', en: 'Last sent' },
        type: 'time',
        width: 160,
        sortable: true,
        form: false,
      },
    ],
    writes: { create: true, update: true, delete: true },
    keyword: true,
    sort: 'name',
    noun: { zh: '报表邮件任务', en: 'report e-mail task' },
    nameField: 'name',
    serviceStatus: mailStatus,
    commands: [
      {
        name: 'send',
        element: 'btn_send',
        method: 'POST',
        label: { zh: '立即发送「{name}」', en: 'Send “{name}” now' },
        icon: 'send',
        confirm: {
          zh: '现在就把「{name}」的报表发给收件人？',
          en: 'Send the report of “{name}” to its recipients now?',
        },
        done: { zh: '「{name}」的报表邮件已发送', en: 'The report of “{name}” has been sent' },
      },
    ],
  };
}

function records(domain: 'znys' | 'hj'): ResourceScreenDef {
  return {
    api: domain === 'znys' ? '/api/pdca/emailRecord' : '/api/pdca/hjEmailRecord',
    screen: domain === 'znys' ? 'pdcaEmailRecordManager' : 'hjPdcaEmailRecordManager',
    columns: [
      { field: 't', title: { zh: '时间', en: 'Time' }, type: 'time', width: 160, sortable: true, form: false },
      {
        field: 'taskName',
        title: { zh: '任务', en: 'Task' },
        type: 'text',
        width: 150,
        sortable: true,
        filter: true,
        form: false,
      },
      {
        field: 'status',
        title: { zh: '状态', en: 'Status' },
        type: 'enum',
        dict: 'mailStatus',
        colors: { sent: 'success', failed: 'error', notSent: 'warning', sending: 'info' },
        width: 100,
        sortable: true,
        filter: true,
        form: false,
      },
      { field: 'error', title: { zh: '原因', en: 'Reason' }, type: 'text', width: 220, form: false },
      {
        field: 'trigger',
        title: { zh: '方式', en: 'Trigger' },
        type: 'enum',
        dict: 'mailTrigger',
        width: 90,
        filter: true,
        form: false,
      },
      { field: 'recipients', title: { zh: '收件人', en: 'Recipients' }, type: 'text', width: 200, form: false },
      { field: 'subject', title: { zh: '主题', en: 'Subject' }, type: 'text', width: 260, form: false },
      { field: 'attachmentName', title: { zh: '附件', en: 'Attachment' }, type: 'text', width: 220, form: false },
      {
        field: 'attempts',
        title: { zh: '尝试次数', en: 'Attempts' },
        type: 'int',
        width: 90,
        optional: true,
        form: false,
      },
      {
        field: 'sentAt',
        title: { zh: '发送时间', en: 'Sent at' },
        type: 'time',
        width: 160,
        sortable: true,
        form: false,
      },
    ],
    keyword: true,
    sort: '-t',
    range: { column: 't' },
    noun: { zh: '邮件发送记录', en: 'e-mail record' },
    nameField: 'subject',
    serviceStatus: mailStatus,
    commands: [
      {
        name: 'retry',
        element: 'btn_retry',
        method: 'POST',
        label: { zh: '重新发送「{name}」', en: 'Send “{name}” again' },
        icon: 'send',
        when: { field: 'status', values: ['failed', 'notSent'] },
        done: { zh: '「{name}」已重新发送', en: '“{name}” has been sent' },
      },
    ],
  };
}

export const znysReportEmail = tasks('znys');
export const hjReportEmail = tasks('hj');
export const znysEmailRecord = records('znys');
export const hjEmailRecord = records('hj');
