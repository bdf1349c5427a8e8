import { mailRecord, mailTask, type MailDomain } from '@console/contract/reports/resources';
import { columnsOf, type ColumnLook } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// 报表邮件发送 and 邮件发送记录 of both PDCA groups and of the haul trucks: tasks that mail a report as .xlsx on a
// schedule or at once, and the record of every message tried (已发送, 发送失败 with the reason, 未发送 without an SMTP
// server), a failed one retried in place.

const mailStatus = {
  api: '/api/pdca/mail/status',
  ready: {
    zh: '邮件经配置的 SMTP 服务器发出，发件人 {from}。',
    en: 'Messages go through the configured SMTP server, from {from}.',
  },
  missing: {
    zh: '未配置邮件服务（SMTP_URL）：不会发出任何邮件，每次发送都记为「未发送」并写明原因。',
    en:
      'No mail server is configured (SMTP_URL): nothing is sent, and every send is recorded as "Not sent" with ' +
      'the reason.',
  },
};

/** How a task shows its report: a saved condition (znys), an area's ramming report (hj), a fleet report (ylc). */
const reportLooks: Record<MailDomain, Record<string, ColumnLook>> = {
  znys: {
    reportConditionId: {
      ref: { api: '/api/znys/reportCondition', label: ['name'] },
      shownAs: 'conditionName',
      hidden: true,
    },
    conditionName: { width: 180 },
  },
  hj: {
    areaId: { ref: { api: '/api/hj/area', label: ['code', 'name'] }, shownAs: 'areaName', hidden: true },
    areaName: { width: 160 },
    periodRule: { width: 100 },
  },
  ylc: {
    reportType: { width: 110, filter: true },
    vehicleId: { ref: { api: '/api/ylc/device', label: ['code', 'name'] }, shownAs: 'vehicleName', hidden: true },
    vehicleName: { width: 150 },
    periodRule: { width: 100 },
  },
};

function tasks(domain: MailDomain): ResourceScreenDef {
  const declared = mailTask(domain);
  return {
    api: declared.api,
    columns: columnsOf(declared, {
      name: { width: 170 },
      ...reportLooks[domain],
      recipients: { width: 260 },
      scheduleKind: { width: 90, filter: true },
      weekday: { width: 90 },
      scheduleTime: { width: 90 },
      // The platform defaults a task to enabled; the form asks.
      enabled: { width: 80, filter: true, form: { required: true } },
      nextDue: { width: 160 },
      lastSent: { width: 160 },
      updTime: false,
    }),
    writes: { create: true, update: true, delete: true },
    keyword: true,
    sort: 'name',
    noun: declared.noun,
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

function records(domain: MailDomain): ResourceScreenDef {
  const declared = mailRecord(domain);
  return {
    api: declared.api,
    columns: columnsOf(declared, {
      t: { width: 160 },
      taskId: false,
      taskName: { width: 150, filter: true },
      status: {
        colors: { sent: 'success', failed: 'error', notSent: 'warning', sending: 'info' },
        width: 100,
        filter: true,
      },
      error: { width: 220 },
      trigger: { width: 90, filter: true },
      recipients: { width: 200 },
      subject: { width: 260 },
      attachmentName: { width: 220 },
      attempts: { width: 90, optional: true },
      sentAt: { width: 160 },
    }),
    keyword: true,
    sort: '-t',
    range: { column: 't' },
    noun: declared.noun,
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
export const ylcReportEmail = tasks('ylc');
export const znysEmailRecord = records('znys');
export const hjEmailRecord = records('hj');
export const ylcEmailRecord = records('ylc');
