import type { SqlValue } from '../../db/database.js';
import { ok, rejected } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import type { FieldDef } from '../../kit/fields.js';
import type { ResourceDef } from '../../kit/resource.js';
import { presentOf } from '../../kit/stats-range.js';
import {
  type MailDomain,
  nextDueOf,
  type RecordRow,
  normalizeEmails,
  retryRecord,
  sendTask,
  taskById,
} from './report-mail.js';
import { HHMM } from './schedule.js';

/*
 * 报表邮件发送 and 邮件发送记录 of both PDCA groups: the tasks are an ordinary resource per domain (znys tasks send a
 * saved 报表条件's report, hj tasks the ramming report of an area), the records a read-only one; sending and
 * retrying are routes of their own because they wait for the SMTP server outside any transaction.
 */

const pages: Record<MailDomain, { tasks: string; records: string; taskPath: string; recordPath: string }> = {
  znys: {
    tasks: 'pdcaReportEmailManager',
    records: 'pdcaEmailRecordManager',
    taskPath: '/api/pdca/reportEmail',
    recordPath: '/api/pdca/emailRecord',
  },
  hj: {
    tasks: 'hjPdcaReportEmailManager',
    records: 'hjPdcaEmailRecordManager',
    taskPath: '/api/pdca/hjReportEmail',
    recordPath: '/api/pdca/hjEmailRecord',
  },
};

const pick = (row: Record<string, SqlValue>, before: Record<string, unknown> | undefined, name: string) =>
  (row[name] !== undefined ? row[name] : (before?.[name] ?? null)) as SqlValue;

/** Weekly tasks name their weekday, daily ones none; the next due time follows the schedule from the present. */
function schedule(ctx: RequestContext, row: Record<string, SqlValue>, before?: Record<string, unknown>): void {
  const kind = String(pick(row, before, 'scheduleKind'));
  const weekday = pick(row, before, 'weekday');
  if (kind === 'weekly' && (weekday === null || weekday === '')) throw rejected('每周发送须选择星期几');
  if (kind === 'daily') row.weekday = null;
  const merged = {
    scheduleKind: kind,
    scheduleTime: String(pick(row, before, 'scheduleTime')),
    weekday: kind === 'weekly' ? Number(weekday) : null,
  };
  row.nextDue = Number(pick(row, before, 'enabled') ?? 1) === 1 ? nextDueOf(merged, presentOf(ctx)) : null;
}

function taskFields(domain: MailDomain): FieldDef[] {
  const report: FieldDef[] =
    domain === 'znys'
      ? [
          {
            name: 'reportConditionId',
            label: '报表条件',
            type: 'ref',
            ref: { table: 'cmp_report_condition' },
            required: true,
            filter: 'eq',
          },
          { name: 'conditionName', label: '报表条件名称', type: 'text', readOnly: true, sortable: true },
        ]
      : [
          {
            name: 'areaId',
            label: '强夯区域',
            type: 'ref',
            ref: { table: 'ram_area', where: "family = 'hj'" },
            filter: 'eq',
          },
          { name: 'areaName', label: '区域名称', type: 'text', readOnly: true },
          {
            name: 'periodRule',
            label: '报表周期',
            type: 'enum',
            values: ['daily', 'weekly', 'monthly'],
            required: true,
            default: 'daily',
          },
        ];
  return [
    {
      name: 'name',
      label: '任务名称',
      type: 'text',
      required: true,
      max: 64,
      unique: true,
      filter: 'like',
      sortable: true,
    },
    ...report,
    { name: 'recipients', label: '收件人', type: 'text', required: true, max: 2000, normalize: normalizeEmails },
    {
      name: 'scheduleKind',
      label: '发送频率',
      type: 'enum',
      values: ['daily', 'weekly'],
      required: true,
      filter: 'eq',
      sortable: true,
    },
    {
      name: 'scheduleTime',
      label: '发送时间',
      type: 'text',
      required: true,
      pattern: HHMM,
      patternMessage: '发送时间必须是 HH:mm',
    },
    { name: 'weekday', label: '星期', type: 'int', min: 1, max: 7 },
    { name: 'enabled', label: '启用', type: 'int', min: 0, max: 1, default: 1, filter: 'eq', sortable: true },
    { name: 'nextDue', label: '下次发送', type: 'time', readOnly: true, sortable: true },
    { name: 'lastSent', label: '最近发送', type: 'time', readOnly: true, sortable: true },
    { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
  ];
}

function taskResource(domain: MailDomain): ResourceDef {
  const page = pages[domain];
  return {
    path: page.taskPath,
    table: 'pdca_report_email',
    view: `SELECT t.id, t.domain, t.name, t.reportConditionId, c.name AS conditionName, t.areaId, a.code || ' ' || a.name AS areaName, t.periodRule,
        t.recipients, t.scheduleKind, t.scheduleTime, t.weekday, t.enabled, t.nextDue, t.lastSent, t.updTime
      FROM pdca_report_email t LEFT JOIN cmp_report_condition c ON c.id = t.reportConditionId LEFT JOIN ram_area a ON a.id = t.areaId`,
    menus: [page.tasks],
    screen: page.tasks,
    noun: '报表邮件任务',
    fields: taskFields(domain),
    fixed: { domain: [domain] },
    keyword: ['name', 'recipients'],
    defaultSort: 'name ASC',
    writes: { create: true, update: true, delete: true },
    derive: {
      create: (_store, row, ctx) => schedule(ctx, row),
      update: (_store, _id, row, before, ctx) => schedule(ctx, row, before),
    },
  };
}

function recordResource(domain: MailDomain): ResourceDef {
  const page = pages[domain];
  return {
    path: page.recordPath,
    table: 'pdca_email_record',
    view: 'SELECT id, domain, t, taskId, taskName, trigger, recipients, subject, attachmentName, status, error, attempts, sentAt FROM pdca_email_record',
    menus: [page.records],
    screen: page.records,
    noun: '邮件发送记录',
    fields: [
      { name: 't', label: '时间', type: 'time', readOnly: true, filter: 'range', sortable: true },
      { name: 'taskId', label: '任务', type: 'int', readOnly: true, filter: 'eq' },
      { name: 'taskName', label: '任务名称', type: 'text', readOnly: true, filter: 'like', sortable: true },
      {
        name: 'trigger',
        label: '触发方式',
        type: 'enum',
        values: ['manual', 'schedule'],
        readOnly: true,
        filter: 'eq',
      },
      { name: 'recipients', label: '收件人', type: 'text', readOnly: true },
      { name: 'subject', label: '主题', type: 'text', readOnly: true },
      { name: 'attachmentName', label: '附件', type: 'text', readOnly: true },
      {
        name: 'status',
        label: '状态',
        type: 'enum',
        values: ['sending', 'sent', 'failed', 'notSent'],
        readOnly: true,
        filter: 'eq',
        sortable: true,
      },
      { name: 'error', label: '失败原因', type: 'text', readOnly: true },
      { name: 'attempts', label: '尝试次数', type: 'int', readOnly: true },
      { name: 'sentAt', label: '发送时间', type: 'time', readOnly: true, sortable: true },
    ],
    fixed: { domain: [domain] },
    keyword: ['taskName', 'recipients', 'subject'],
    defaultSort: 't DESC, id DESC',
  };
}

export const mailResources: ResourceDef[] = (['znys', 'hj'] as const).flatMap((d) => [
  taskResource(d),
  recordResource(d),
]);

/** The element codes of the two commands, by screen, for the seed. */
export const mailElements: { screen: string; suffix: string; name: string; method: 'POST'; uri: string }[] = (
  ['znys', 'hj'] as const
).flatMap((d) => [
  {
    screen: pages[d].tasks,
    suffix: 'btn_send',
    name: '立即发送',
    method: 'POST' as const,
    uri: `${pages[d].taskPath.replace(/^\/api/, '')}/{*}/send`,
  },
  {
    screen: pages[d].records,
    suffix: 'btn_retry',
    name: '重试',
    method: 'POST' as const,
    uri: `${pages[d].recordPath.replace(/^\/api/, '')}/{*}/retry`,
  },
]);

/** A message that did not leave is a refusal the user sees, its record already written (and retryable). */
function answer(record: RecordRow) {
  if (record.status === 'sent') return ok(record);
  throw rejected(
    record.status === 'notSent'
      ? `${record.error}（已记入邮件发送记录）`
      : `发送失败：${record.error ?? ''}（已记入邮件发送记录，可重试）`,
  );
}

function idOf(ctx: RequestContext): number {
  return Number(ctx.params.id);
}

export const mailRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/api/pdca/mail/status',
    menus: Object.values(pages).flatMap((p) => [p.tasks, p.records]),
    handler: (ctx) => ok({ configured: Boolean(ctx.app.config.mail), from: ctx.app.config.mail?.from ?? null }),
  },
  ...(['znys', 'hj'] as const).flatMap((domain): RouteDef[] => [
    {
      method: 'POST',
      path: `${pages[domain].taskPath}/:id/send`,
      menus: [pages[domain].tasks],
      permission: `${pages[domain].tasks}:btn_send`,
      log: { menuCode: pages[domain].tasks, opt: '立即发送' },
      async handler(ctx) {
        const task = taskById(ctx.app.store, idOf(ctx));
        if (!task || task.domain !== domain) throw rejected(`报表邮件任务不存在: ${ctx.params.id}`);
        return answer(await sendTask(ctx.app, task, 'manual', presentOf(ctx)));
      },
    },
    {
      method: 'POST',
      path: `${pages[domain].recordPath}/:id/retry`,
      menus: [pages[domain].records],
      permission: `${pages[domain].records}:btn_retry`,
      log: { menuCode: pages[domain].records, opt: '重试' },
      handler: async (ctx) => answer(await retryRecord(ctx.app, idOf(ctx), domain)),
    },
  ]),
];
