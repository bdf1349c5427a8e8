import type { SqlValue } from '../../db/database.js';
import { ok, rejected } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { mailRecord, mailTask } from '@console/contract/reports/resources';
import { reportsPages } from '@console/contract/reports/pages';
import { presentOf } from '../../kit/stats-range.js';
import { ROUTE_MAX_DAYS } from '@console/contract/fleet/reports';
import {
  type MailDomain,
  nextDueOf,
  type RecordRow,
  normalizeEmails,
  retryRecord,
  sendTask,
  taskById,
} from './report-mail.js';

/*
 * 报表邮件发送 and 邮件发送记录 of both PDCA groups and of the haul trucks: the tasks are an ordinary resource per domain
 * (znys tasks send a saved 报表条件's report, hj tasks the ramming report of an area, ylc tasks a fleet report), the
 * records a read-only one; sending and
 * retrying are routes of their own because they wait for the SMTP server outside any transaction and write turn.
 */

const pages: Record<MailDomain, { tasks: string; records: string; taskPath: string; recordPath: string }> = {
  znys: {
    tasks: reportsPages.pages.pdcaReportEmail.code,
    records: reportsPages.pages.pdcaEmailRecord.code,
    taskPath: mailTask('znys').api,
    recordPath: mailRecord('znys').api,
  },
  hj: {
    tasks: reportsPages.pages.hjPdcaReportEmail.code,
    records: reportsPages.pages.hjPdcaEmailRecord.code,
    taskPath: mailTask('hj').api,
    recordPath: mailRecord('hj').api,
  },
  ylc: {
    tasks: reportsPages.pages.ylcReportEmail.code,
    records: reportsPages.pages.ylcEmailRecord.code,
    taskPath: mailTask('ylc').api,
    recordPath: mailRecord('ylc').api,
  },
};

const domains = ['znys', 'hj', 'ylc'] as const;

const pick = (row: Record<string, SqlValue>, before: Record<string, unknown> | undefined, name: string) =>
  (row[name] !== undefined ? row[name] : (before?.[name] ?? null)) as SqlValue;

/** Weekly tasks name their weekday, daily ones none; the next due time follows the schedule from the present. */
function schedule(ctx: RequestContext, row: Record<string, SqlValue>, before?: Record<string, unknown>): void {
  const kind = String(pick(row, before, 'scheduleKind'));
  const weekday = pick(row, before, 'weekday');
  if (kind === 'weekly' && (weekday === null || weekday === '')) throw rejected('每周发送须选择星期几');
  if (kind === 'daily') row.weekday = null;
  fleetTask(row, before);
  const merged = {
    scheduleKind: kind,
    scheduleTime: String(pick(row, before, 'scheduleTime')),
    weekday: kind === 'weekly' ? Number(weekday) : null,
  };
  row.nextDue = Number(pick(row, before, 'enabled') ?? 1) === 1 ? nextDueOf(merged, presentOf(ctx)) : null;
}

/** A fleet task's route report names its truck and covers at most a week (what the report itself allows). */
function fleetTask(row: Record<string, SqlValue>, before?: Record<string, unknown>): void {
  if (pick(row, before, 'reportType') !== 'route') return;
  if (pick(row, before, 'vehicleId') === null) throw rejected('轨迹报表须选择一辆车');
  if (pick(row, before, 'periodRule') === 'monthly') throw rejected(`轨迹报表最多 ${ROUTE_MAX_DAYS} 天，不能按月发送`);
}

/** Where a task's report reference points, and the recipients as stored (checked, one spelling). */
const recipients = { normalize: normalizeEmails };
const taskExtras: Record<MailDomain, Record<string, object>> = {
  znys: { reportConditionId: { ref: { table: 'cmp_report_condition' } }, recipients },
  hj: { areaId: { ref: { table: 'ram_area', where: "family = 'hj'" } }, recipients },
  ylc: { vehicleId: { ref: { table: 'site_device', where: "kind = 'truck'" } }, recipients },
};

/** Where a task's report is named from: its condition, its area, its truck. */
const reportJoin: Record<MailDomain, string> = {
  znys: 'LEFT JOIN cmp_report_condition c ON c.id = t.reportConditionId',
  hj: 'LEFT JOIN ram_area a ON a.id = t.areaId',
  ylc: 'LEFT JOIN site_device d ON d.id = t.vehicleId',
};
const named: Record<string, string> = {
  conditionName: 'c.name',
  areaName: "a.code || ' ' || a.name",
  vehicleName: "d.code || COALESCE(' ' || d.plate, '')",
};

function taskResource(domain: MailDomain): ResourceDef {
  const page = pages[domain];
  const columns = [
    't.id',
    ...mailTask(domain).fields.map((f) => (named[f.name] ? `${named[f.name]} AS ${f.name}` : `t.${f.name}`)),
  ];
  return {
    ...declaredAs(mailTask(domain), taskExtras[domain]),
    table: 'pdca_report_email',
    // A group's rows with its own columns only (the reads answer exactly the declared fields).
    view: `SELECT ${columns.join(', ')} FROM pdca_report_email t ${reportJoin[domain]} WHERE t.domain = '${domain}'`,
    menus: [page.tasks],
    screen: page.tasks,
    keyword: ['name', 'recipients'],
    defaultSort: 'name ASC',
    writes: { create: true, update: true, delete: true },
    derive: {
      create: (_store, row, ctx) => {
        row.domain = domain;
        schedule(ctx, row);
      },
      update: (_store, _id, row, before, ctx) => schedule(ctx, row, before),
    },
  };
}

function recordResource(domain: MailDomain): ResourceDef {
  const page = pages[domain];
  return {
    ...declaredAs(mailRecord(domain)),
    table: 'pdca_email_record',
    view: `SELECT id, ${mailRecord(domain)
      .fields.map((f) => f.name)
      .join(', ')} FROM pdca_email_record WHERE domain = '${domain}'`,
    menus: [page.records],
    screen: page.records,
    keyword: ['taskName', 'recipients', 'subject'],
    defaultSort: 't DESC, id DESC',
  };
}

export const mailResources: ResourceDef[] = domains.flatMap((d) => [taskResource(d), recordResource(d)]);

/** The element codes of the two commands, by screen, for the seed. */
export const mailElements: { screen: string; suffix: string; name: string; method: 'POST'; uri: string }[] =
  domains.flatMap((d) => [
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
  ...domains.flatMap((domain): RouteDef[] => [
    {
      method: 'POST',
      path: `${pages[domain].taskPath}/:id/send`,
      menus: [pages[domain].tasks],
      permission: `${pages[domain].tasks}:btn_send`,
      log: { menuCode: pages[domain].tasks, opt: '立即发送' },
      waitsOutside: true,
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
      waitsOutside: true,
      handler: async (ctx) => answer(await retryRecord(ctx.app, idOf(ctx), domain)),
    },
  ]),
];
