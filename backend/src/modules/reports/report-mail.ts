import type { App } from '../../app.js';
import type { Store } from '../../db/database.js';
import { formatDateTime } from '../../domain/time.js';
import { rejected } from '../../http/reply.js';
import type { RequestContext } from '../../http/router.js';
import { projectIdOf, siteNow } from '../../kit/site-clock.js';
import { siteTime } from '../../sim/reads.js';
import { type CompactionParams, compactionReport, paramsOfCondition, periodDays } from './compaction-reports.js';
import { type FleetParams, fleetReport } from './fleet-reports.js';
import { type RammingParams, rammingReport } from './ramming-report.js';
import { cellText, conditionsText, reportFileName, type ReportTable } from './report-table.js';
import { reportXlsx } from './xlsx.js';
import { readableReason } from '../../kit/reason.js';
import { transportOf } from '../../kit/mail.js';
import { EMAIL, entriesOf } from '../../kit/recipients.js';
import { nextOccurrence } from './schedule.js';

/*
 * Report e-mail: a task's report, as the .xlsx of the export, sent through the configured SMTP server
 * (nodemailer). Every attempt is a record, written before the message leaves and completed after: 已发送, 发送失败
 * with the server's reason, or 未发送 when no SMTP server is configured (nothing pretends to send). A record
 * keeps the report's parameters, so a retry sends the same report; a failed or unsent record is retried in
 * place and never lost.
 */

export type MailDomain = 'znys' | 'hj' | 'ylc';
type ReportRef =
  | { kind: 'znys'; params: CompactionParams }
  | { kind: 'hj'; params: RammingParams }
  | { kind: 'ylc'; params: FleetParams };

export interface TaskRow {
  id: number;
  domain: MailDomain;
  name: string;
  reportConditionId: number | null;
  areaId: number | null;
  reportType: string | null;
  vehicleId: number | null;
  periodRule: string;
  recipients: string;
  scheduleKind: string;
  scheduleTime: string;
  weekday: number | null;
  enabled: number;
  nextDue: string | null;
}

export interface RecordRow {
  id: number;
  domain: MailDomain;
  t: string;
  taskId: number;
  taskName: string;
  trigger: string;
  recipients: string;
  subject: string;
  attachmentName: string;
  report: string;
  status: string;
  error: string | null;
  attempts: number;
  sentAt: string | null;
}

export const NOT_CONFIGURED = '未配置邮件服务（SMTP_URL），未发送';

/** Addresses separated by commas, semicolons, spaces or new lines (full-width too); stored as "a@x.cn, b@y.cn". */
export function normalizeEmails(text: string): string {
  const list = entriesOf(text, { empty: '收件人不能为空', who: '收件人' }, /[,，;；\s]+/);
  const seen = new Set<string>();
  for (const a of list) {
    if (!EMAIL.test(a)) throw rejected(`收件人 ${a} 不是有效的邮箱地址`);
    if (seen.has(a.toLowerCase())) throw rejected(`收件人 ${a} 重复`);
    seen.add(a.toLowerCase());
  }
  return list.join(', ');
}

/** A request context for work the platform does on its own (the scheduler): reports read only `app` and `query`. */
function appContext(app: App): RequestContext {
  return {
    app,
    method: 'GET',
    path: '',
    query: new URLSearchParams(),
    params: {},
    body: undefined,
    actor: { id: 0, username: 'system', name: '系统', host: '', jti: '' },
    token: undefined,
    host: '',
    peer: '',
    authorization: undefined,
  };
}

/** What the task's report is now: its condition's (znys), its area's (hj) or its fleet report's (ylc) period. */
function reportOfTask(store: Store, task: TaskRow, present: number): ReportRef {
  if (task.domain === 'znys') {
    if (task.reportConditionId === null) throw rejected(`任务「${task.name}」没有报表条件`);
    return { kind: 'znys', params: paramsOfCondition(store, task.reportConditionId, present) };
  }
  const days = periodDays(task.periodRule, present);
  if (task.domain === 'ylc')
    return {
      kind: 'ylc',
      params: { type: (task.reportType ?? 'trips') as FleetParams['type'], vehicleId: task.vehicleId, ...days },
    };
  return { kind: 'hj', params: { areaId: task.areaId, ...days } };
}

function tableOf(app: App, ref: ReportRef): ReportTable {
  const ctx = appContext(app);
  if (ref.kind === 'ylc') return fleetReport(ctx, ref.params);
  return ref.kind === 'znys' ? compactionReport(ctx, ref.params) : rammingReport(ctx, ref.params);
}

function subjectOf(task: TaskRow, ref: ReportRef, title: string): string {
  const { start, end } = ref.params;
  return `${task.name}：${title} ${start === end ? start : `${start} ~ ${end}`}`;
}

function bodyOf(table: ReportTable): string {
  const lines = [table.project, table.title.zh, ...conditionsText(table, 'zh'), `生成时间：${table.generatedAt}`, ''];
  lines.push(`共 ${table.rows.length} 行，明细见附件。`);
  const totals = table.columns.filter(
    (c) => c.kind !== 'text' && table.totals[c.key] !== null && table.totals[c.key] !== undefined,
  );
  if (totals.length > 0)
    lines.push(
      `合计：${totals
        .map((c) => `${c.group ? c.group.zh : ''}${c.title.zh} ${cellText(c, table.totals[c.key] ?? null, 'zh')}`)
        .join('，')}`,
    );
  return lines.join('\n');
}

const recordById = (store: Store, id: number) =>
  store.get<RecordRow>('SELECT * FROM pdca_email_record WHERE id = ?', id);

/** One attempt at a record's message; completes the record whatever happens. */
async function attempt(app: App, id: number): Promise<RecordRow> {
  const store = app.store;
  const record = recordById(store, id)!;
  const now = () => siteNow(app);
  // Each write in a turn of its own: the SMTP server is waited on outside any, so the simulator never waits on it.
  const finish = (status: 'sent' | 'failed' | 'notSent', error: string | null) =>
    store.inWriteTurn(() =>
      store.transaction(() => {
        store.run(
          'UPDATE pdca_email_record SET status = ?, error = ?, attempts = attempts + 1, sentAt = ?, updTime = ? ' +
            'WHERE id = ?',
          status,
          error,
          status === 'sent' ? now() : null,
          formatDateTime(),
          id,
        );
        if (status === 'sent')
          store.run('UPDATE pdca_report_email SET lastSent = ? WHERE id = ?', now(), record.taskId);
        return recordById(store, id)!;
      }),
    );
  const config = app.config.mail;
  if (!config) return finish('notSent', NOT_CONFIGURED);
  try {
    const ref = JSON.parse(record.report) as ReportRef;
    const table = tableOf(app, ref);
    const content = await reportXlsx(table, 'zh');
    const transport = await transportOf(config);
    await transport.sendMail({
      from: config.from,
      to: record.recipients,
      subject: record.subject,
      text: bodyOf(table),
      attachments: [
        {
          filename: record.attachmentName,
          content,
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
      ],
    });
    return finish('sent', null);
  } catch (error) {
    app.logError(`report e-mail: record ${id} failed`, error);
    return finish('failed', readableReason(error, 500));
  }
}

/** Writes the record of a task's message (status 发送中) and tries it. */
export async function sendTask(
  app: App,
  task: TaskRow,
  trigger: 'manual' | 'schedule',
  present: number,
): Promise<RecordRow> {
  const store = app.store;
  const ref = reportOfTask(store, task, present);
  const table = tableOf(app, ref);
  const id = await store.inWriteTurn(() =>
    store.transaction(() =>
      Number(
        store.run(
          `INSERT INTO pdca_email_record (projectId, domain, t, taskId, taskName, trigger, recipients, subject,
        attachmentName, report, status, attempts, crtTime)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'sending', 0, ?)`,
          projectIdOf(store),
          task.domain,
          siteNow(app),
          task.id,
          task.name,
          trigger,
          task.recipients,
          subjectOf(task, ref, table.title.zh),
          reportFileName(table, 'xlsx'),
          JSON.stringify(ref),
          formatDateTime(),
        ).lastInsertRowid,
      ),
    ),
  );
  return attempt(app, id);
}

/** Tries a failed or unsent record again, in place. */
export async function retryRecord(app: App, id: number, domain: MailDomain): Promise<RecordRow> {
  const record = recordById(app.store, id);
  if (!record || record.domain !== domain) throw rejected(`邮件记录不存在: ${id}`);
  if (record.status === 'sent') throw rejected('该邮件已发送，无需重试');
  if (record.status === 'sending') throw rejected('该邮件正在发送');
  await app.store.inWriteTurn(() =>
    app.store.transaction(() => app.store.run("UPDATE pdca_email_record SET status = 'sending' WHERE id = ?", id)),
  );
  return attempt(app, id);
}

export const taskById = (store: Store, id: number) =>
  store.get<TaskRow>('SELECT * FROM pdca_report_email WHERE id = ?', id);

/**
 * The tasks due at the present, each sent once and moved to its next time (a backlog sends once, not once per missed
 * time).
 */
export async function runDue(app: App): Promise<number> {
  const present = app.sim?.facts.cursor ?? Date.now();
  const due = app.store.all<TaskRow>(
    'SELECT * FROM pdca_report_email WHERE enabled = 1 AND nextDue IS NOT NULL AND nextDue <= ? ORDER BY nextDue, id',
    siteTime(present),
  );
  for (const task of due) {
    await app.store.inWriteTurn(() =>
      app.store.run(
        'UPDATE pdca_report_email SET nextDue = ? WHERE id = ?',
        siteTime(nextOccurrence(task, present)),
        task.id,
      ),
    );
    await sendTask(app, task, 'schedule', present);
  }
  return due.length;
}

/** A record left 发送中 by a stopped server failed: it can be retried. */
export function failInterrupted(store: Store): void {
  store.run(
    "UPDATE pdca_email_record SET status = 'failed', error = '发送被中断（服务重启）' WHERE status = 'sending'",
  );
}

/** Checks the due tasks every `everyMs` of wall time against the simulated present. */
export function startMailScheduler(app: App, everyMs = 15_000): () => void {
  app.store
    .inWriteTurn(() => failInterrupted(app.store))
    .catch((error: unknown) => (app.config.logError ?? console.error)('report e-mail: interrupted records', error));
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDue(app)
      .catch((error: unknown) => (app.config.logError ?? console.error)('report e-mail: the scheduler failed', error))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

export const nextDueOf = (task: Pick<TaskRow, 'scheduleKind' | 'scheduleTime' | 'weekday'>, present: number) =>
  siteTime(nextOccurrence(task, present));
