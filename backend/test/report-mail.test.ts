import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { dataOf, frozenSim, type TestBackend } from './helpers.js';
import { sheetRows } from './sheet-rows.js';
import { advance, settled, simSite, withDb } from './sim-site.js';
import { isoWeekday, nextOccurrence } from '../src/modules/reports/schedule.js';

/*
 * The report e-mail on the frozen site (seed 1, 2026-03-15 10:00 GMT+8, two days of history): the messages go to a
 * local SMTP server started here, and to nowhere once it is stopped.
 */
const day = '2026-03-14';

interface Mail {
  to: string;
  subject: string;
  attachments: { filename?: string; content: Buffer }[];
}
const inbox: Mail[] = [];
let smtp: SMTPServer;
let smtpPort = 0;
/** How long the test server takes to accept a message's data. */
let smtpDelayMs = 0;

function startSmtp(port: number): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream)
        .then(async (m) => {
          await new Promise((resolve) => setTimeout(resolve, smtpDelayMs));
          return m;
        })
        .then((m) => {
          inbox.push({
            to: String((m.to as { text: string } | undefined)?.text ?? ''),
            subject: m.subject ?? '',
            attachments: m.attachments.map((a) => ({ filename: a.filename, content: a.content })),
          });
          done();
        })
        .catch(done);
    },
  });
  return new Promise((resolve) =>
    smtp.listen(port, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port)),
  );
}
const stopSmtp = () => new Promise<void>((resolve) => smtp.close(() => resolve()));

let backend: TestBackend;
let admin: string;

const start = simSite(frozenSim(2), () => ({
  mail: { url: `smtp://127.0.0.1:${smtpPort}`, from: 'Console <noreply@site.test>' },
  mailCheckMs: 100,
}));

before(async () => {
  smtpPort = await startSmtp(0);
  backend = await start();
  await settled(backend);
  admin = await backend.login('admin', 'admin');
});
after(() => stopSmtp().catch(() => undefined));

const data = (url: string) => dataOf(backend, url, admin);
type Row = Record<string, string | number | null>;

const post = (url: string, body?: unknown) => backend.call('POST', url, { token: admin, body: body ?? {} });

describe('report e-mail', () => {
  let taskId = 0;
  test('schedule: the next daily or weekly time after a moment, on the site clock', () => {
    const at = Date.parse('2026-03-15T10:00:00+08:00');
    assert.equal(isoWeekday(Math.floor((at + 8 * 3600_000) / 86_400_000)), 7);
    assert.equal(
      nextOccurrence({ scheduleKind: 'daily', scheduleTime: '08:00', weekday: null }, at),
      Date.parse('2026-03-16T08:00:00+08:00'),
    );
    assert.equal(
      nextOccurrence({ scheduleKind: 'daily', scheduleTime: '10:30', weekday: null }, at),
      Date.parse('2026-03-15T10:30:00+08:00'),
    );
    assert.equal(
      nextOccurrence({ scheduleKind: 'weekly', scheduleTime: '09:00', weekday: 3 }, at),
      Date.parse('2026-03-18T09:00:00+08:00'),
    );
  });

  test('a task: recipients checked, weekly needs its day, next due from the present', async () => {
    const bad = await post('/api/pdca/reportEmail', {
      name: '坏任务',
      reportConditionId: 1,
      recipients: 'not-an-address',
      scheduleKind: 'daily',
      scheduleTime: '08:00',
    });
    assert.equal(bad.body.status, 30101);
    const noDay = await post('/api/pdca/reportEmail', {
      name: '周报',
      reportConditionId: 1,
      recipients: 'a@site.test',
      scheduleKind: 'weekly',
      scheduleTime: '08:00',
    });
    assert.equal(noDay.body.status, 30101);
    const created = await post('/api/pdca/reportEmail', {
      name: '沥青日报邮件',
      reportConditionId: 1,
      recipients: 'qa@site.test；pm@site.test',
      scheduleKind: 'daily',
      scheduleTime: '08:00',
    });
    assert.equal(created.body.status, 200, created.text);
    taskId = created.body.data.id;
    const row = await data(`/api/pdca/reportEmail/${taskId}`);
    assert.equal(row.recipients, 'qa@site.test, pm@site.test');
    assert.equal(row.nextDue, '2026-03-16 08:00:00');
    assert.equal(row.conditionName, '道路沥青下面层日报');
    // The condition is now in use.
    assert.equal((await backend.call('DELETE', '/api/znys/reportCondition/1', { token: admin })).body.status, 30101);
  });

  test('send now: one message with the report attached; the record says sent', async () => {
    const sent = await post(`/api/pdca/reportEmail/${taskId}/send`);
    assert.equal(sent.body.status, 200, sent.text);
    assert.equal(sent.body.data.status, 'sent');
    assert.equal(inbox.length, 1);
    const mail = inbox[0]!;
    assert.equal(mail.to, 'qa@site.test, pm@site.test');
    assert.equal(mail.subject, '沥青日报邮件：分段日报表 2026-03-14');
    assert.equal(mail.attachments.length, 1);
    assert.equal(mail.attachments[0]!.filename, 'znys-dailySection-2026-03-15.xlsx');
    const rows = await sheetRows(mail.attachments[0]!.content);
    assert.deepEqual(rows[5], [day, '连接道路工程', 'AC-20C 下面层', '道路沥青摊铺碾压组', 28, 15750, 3962, 25.2]);
    const records = await data('/api/pdca/emailRecord/page?limit=10');
    assert.equal(records.total, 1);
    assert.deepEqual(
      [records.rows[0].status, records.rows[0].attempts, records.rows[0].trigger, records.rows[0].attachmentName],
      ['sent', 1, 'manual', 'znys-dailySection-2026-03-15.xlsx'],
    );
    assert.equal((await data(`/api/pdca/reportEmail/${taskId}`)).lastSent, '2026-03-15 10:00:00');
    // The other domain's records do not show it.
    assert.equal((await data('/api/pdca/hjEmailRecord/page?limit=10')).total, 0);
  });

  test('the SMTP server down: the record says failed with the reason, and a retry sends it', async () => {
    await stopSmtp();
    const failed = await post(`/api/pdca/reportEmail/${taskId}/send`);
    assert.equal(failed.body.status, 30101);
    assert.match(failed.body.message, /^发送失败：.*ECONNREFUSED.*可重试/);
    const record = (await data('/api/pdca/emailRecord/page?limit=10&status=failed')).rows[0];
    assert.equal(record.status, 'failed');
    assert.match(record.error, /ECONNREFUSED/);
    // Users read the record: it says the server was refused, not where it lives.
    assert.doesNotMatch(`${record.error} ${failed.body.message}`, /127\.0\.0\.1|localhost|:\d{2,5}\b/);
    const again = await post(`/api/pdca/emailRecord/${record.id}/retry`);
    assert.equal(again.body.status, 30101);
    await startSmtp(smtpPort);
    const retried = await post(`/api/pdca/emailRecord/${record.id}/retry`);
    assert.equal(retried.body.status, 200, retried.text);
    assert.deepEqual(
      [retried.body.data.status, retried.body.data.attempts, retried.body.data.error ?? null],
      ['sent', 3, null],
    );
    assert.equal(inbox.length, 2);
    assert.equal((await post(`/api/pdca/emailRecord/${record.id}/retry`)).body.status, 30101);
    assert.equal((await data('/api/pdca/emailRecord/page?limit=10')).total, 2);
  });

  test('an hj task sends the ramming report of its area; the send needs its element', async () => {
    const created = await post('/api/pdca/hjReportEmail', {
      name: '强夯周报',
      areaId: 1,
      periodRule: 'daily',
      recipients: 'hj@site.test',
      scheduleKind: 'weekly',
      weekday: 1,
      scheduleTime: '07:30',
    });
    assert.equal(created.body.status, 200, created.text);
    const id = created.body.data.id;
    assert.equal((await data(`/api/pdca/hjReportEmail/${id}`)).nextDue, '2026-03-16 07:30:00');
    assert.equal((await post(`/api/pdca/reportEmail/${id}/send`)).body.status, 30101, 'not a znys task');
    const sent = await post(`/api/pdca/hjReportEmail/${id}/send`);
    assert.equal(sent.body.status, 200, sent.text);
    const mail = inbox.at(-1)!;
    assert.match(mail.subject, /^强夯周报：夯击明细报表 2026-03-14$/);
    const rows = await sheetRows(mail.attachments[0]!.content);
    assert.equal(rows[5]![0], 'HJ-A1-P1-0203');
    const test = await backend.login('test', 'test');
    assert.equal(
      (await backend.call('POST', `/api/pdca/hjReportEmail/${id}/send`, { token: test, body: {} })).http,
      403,
    );
  });

  test('a ylc task sends a fleet report; a route report names its truck and covers at most a week', async () => {
    const task = {
      name: '车辆日报',
      reportType: 'summary',
      periodRule: 'daily',
      recipients: 'fleet@site.test',
      scheduleKind: 'daily',
      scheduleTime: '18:00',
    };
    const route = await post('/api/ylc/reportEmail', { ...task, name: '轨迹', reportType: 'route' });
    assert.equal(route.body.status, 30101);
    assert.match(route.body.message, /须选择一辆车/);
    const monthly = await post('/api/ylc/reportEmail', {
      ...task,
      name: '轨迹',
      reportType: 'route',
      vehicleId: 35,
      periodRule: 'monthly',
    });
    assert.match(monthly.body.message, /最多 7 天/);
    const notTruck = await post('/api/ylc/reportEmail', { ...task, name: '轨迹', vehicleId: 1 });
    assert.equal(notTruck.body.status, 30101, notTruck.text);
    const created = await post('/api/ylc/reportEmail', task);
    assert.equal(created.body.status, 200, created.text);
    const id = created.body.data.id;
    // Each domain reads its own tasks.
    assert.equal(
      (await data('/api/pdca/reportEmail/page?limit=50')).rows.some((r: Row) => r.id === id),
      false,
    );
    const sent = await post(`/api/ylc/reportEmail/${id}/send`);
    assert.equal(sent.body.status, 200, sent.text);
    const mail = inbox.at(-1)!;
    assert.match(mail.subject, /^车辆日报：车辆汇总报表 2026-03-14$/);
    assert.equal(mail.attachments[0]!.filename, 'ylc-summary-2026-03-15.xlsx');
    const rows = await sheetRows(mail.attachments[0]!.content);
    assert.deepEqual(rows.at(-1)!.slice(0, 4), ['合计', null, null, 364]);
    const records = (await data(`/api/ylc/emailRecord/page?limit=10`)).rows as Row[];
    assert.deepEqual([records[0]!.taskName, records[0]!.status], ['车辆日报', 'sent']);
  });

  test('a scheduled task sends once when the site clock passes its time, then waits for the next day', async () => {
    const created = await post('/api/pdca/reportEmail', {
      name: '定时日报',
      reportConditionId: 1,
      recipients: 'night@site.test',
      scheduleKind: 'daily',
      scheduleTime: '10:01',
    });
    assert.equal(created.body.status, 200, created.text);
    const id = created.body.data.id;
    assert.equal((await data(`/api/pdca/reportEmail/${id}`)).nextDue, '2026-03-15 10:01:00');
    const scheduled = async () => (await data(`/api/pdca/emailRecord/page?limit=10&trigger=schedule`)).rows as Row[];
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal((await scheduled()).length, 0, 'not before its time');
    await advance(backend, 120);
    let rows: Row[] = [];
    for (let i = 0; i < 100 && (rows.length === 0 || rows[0]!.status === 'sending'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await scheduled();
    }
    assert.equal(rows.length, 1);
    assert.deepEqual([rows[0]!.taskName, rows[0]!.status], ['定时日报', 'sent']);
    assert.equal(inbox.at(-1)!.to, 'night@site.test');
    const task = await data(`/api/pdca/reportEmail/${id}`);
    assert.equal(task.nextDue, '2026-03-16 10:01:00');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal((await scheduled()).length, 1, 'once');
  });

  test('every send is logged once with its record, a failed one too; a slow server only delays it', async () => {
    const logged = () =>
      withDb(backend.dataDir, (db) => ({
        entries: (db.prepare("SELECT COUNT(*) n FROM gate_log WHERE opt = '立即发送'").get() as { n: number }).n,
        records: (
          db.prepare("SELECT COUNT(*) n FROM pdca_email_record WHERE trigger = 'manual'").get() as { n: number }
        ).n,
      }));
    const before = logged();
    smtpDelayMs = 1500;
    try {
      const sent = await post(`/api/pdca/reportEmail/${taskId}/send`);
      assert.equal(sent.body.status, 200, sent.text);
      assert.equal(sent.body.data.status, 'sent');
    } finally {
      smtpDelayMs = 0;
    }
    await stopSmtp();
    try {
      assert.equal((await post(`/api/pdca/reportEmail/${taskId}/send`)).body.status, 30101);
    } finally {
      await startSmtp(smtpPort);
    }
    assert.deepEqual(logged(), { entries: before.entries + 2, records: before.records + 2 });
  });
});
