import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { frozenSim, type TestBackend } from './helpers.js';
import { advance, settled, simSite } from './sim-site.js';
import { isoWeekday, nextOccurrence } from '../src/modules/reports/schedule.js';

/*
 * 报表管理, 夯击明细报表 and the report e-mail on the frozen site (seed 1, 2026-03-15 10:00 GMT+8, two days of
 * history). The compaction reports add up to the pass-ratio trend of the same day (trends.test.ts); the
 * e-mail goes to a local SMTP server started here, and to nowhere once it is stopped.
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

function startSmtp(port: number): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream)
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

const get = (url: string, token = admin) => backend.call('GET', url, { token });
const data = async (url: string) => {
  const reply = await get(url);
  assert.equal(reply.body.status, 200, `${url}: ${reply.text}`);
  return reply.body.data;
};
type Row = Record<string, string | number | null>;

async function xlsxRows(url: string): Promise<(string | number | null)[][]> {
  const response = await fetch(backend.base + url, { headers: { authorization: admin } });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /spreadsheetml/);
  return sheetRows(Buffer.from(await response.arrayBuffer()));
}

async function sheetRows(bytes: Buffer): Promise<(string | number | null)[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const out: (string | number | null)[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = row.values as unknown[];
    out.push(Array.from({ length: sheet.columnCount }, (_, i) => (values[i + 1] ?? null) as string | number | null));
  });
  return out;
}

const post = (url: string, body?: unknown) => backend.call('POST', url, { token: admin, body: body ?? {} });

describe('compaction reports (报表管理)', () => {
  test('daily section: a row per day and crew, adding up to the day’s pass-ratio trend', async () => {
    const d = await data(`/api/znys/report/dailySection?start=${day}&end=${day}`);
    assert.equal(d.project, '某机场扩建工程');
    assert.equal(d.rows.length, 5);
    assert.deepEqual(d.rows[0], {
      day,
      section: '连接道路工程',
      layer: 'AC-20C 下面层',
      crew: '道路沥青摊铺碾压组',
      areas: 28,
      rolled: 15750,
      qualified: 3962,
      ratio: 25.2,
    });
    assert.deepEqual(d.totals, { areas: 144, rolled: 94750, qualified: 66038, ratio: 69.7 });
    // Grouped headers: the three area columns stand under one.
    assert.deepEqual(
      d.columns
        .filter((c: { group?: { zh: string } }) => c.group)
        .map((c: { key: string; group: { zh: string } }) => [c.key, c.group.zh]),
      [
        ['rolled', '压实面积'],
        ['qualified', '压实面积'],
        ['ratio', '压实面积'],
      ],
    );
  });

  test('a saved condition: its type, section, layer and period (daily = yesterday)', async () => {
    const d = await data('/api/znys/report/dailySection?conditionId=1');
    assert.deepEqual(d.rows, [
      {
        day,
        section: '连接道路工程',
        layer: 'AC-20C 下面层',
        crew: '道路沥青摊铺碾压组',
        areas: 28,
        rolled: 15750,
        qualified: 3962,
        ratio: 25.2,
      },
    ]);
    assert.deepEqual(d.conditions[0], { label: { zh: '报表条件', en: 'Condition' }, value: '道路沥青下面层日报' });
    const wrongType = await get('/api/znys/report/workArea?conditionId=1');
    assert.equal(wrongType.http, 400);
  });

  test('work areas and stakes of the day', async () => {
    const w = await data(`/api/znys/report/workArea?start=${day}&end=${day}`);
    assert.equal(w.rows.length, 144);
    assert.deepEqual(w.rows[0], {
      day,
      area: 'ZNYS-1 #1793',
      section: '连接道路工程',
      layer: 'AC-20C 下面层',
      place: 'K0+000–K0+050',
      side: 'left',
      start: '07:28',
      end: '07:47',
      rolled: 562.5,
      qualified: 146.7,
      ratio: 26.1,
    });
    assert.deepEqual(w.totals, { area: '144', rolled: 94750, qualified: 66038, ratio: 69.7 });
    const s = await data(`/api/znys/report/stake?start=${day}&end=${day}&sectionId=2&fromChainage=0&toChainage=100`);
    assert.ok(s.rows.length > 0);
    assert.ok(s.rows.every((r: Row) => ['K0+000', 'K0+020', 'K0+040', 'K0+060', 'K0+080'].includes(String(r.stake))));
    assert.deepEqual(s.rows[0], {
      stake: 'K0+000',
      side: 'left',
      layer: 'AC-20C 下面层',
      times: 1,
      lastDay: day,
      rolled: 225,
      qualified: 58.7,
      ratio: 26.1,
    });
  });

  test('the .xlsx: title block, merged group headers, rows and totals; CSV alike', async () => {
    const rows = await xlsxRows(`/api/znys/report/dailySection/export?conditionId=1`);
    assert.equal(rows[0]![0], '某机场扩建工程');
    assert.equal(rows[1]![0], '分段日报表');
    assert.match(String(rows[2]![0]), /报表条件: 道路沥青下面层日报 {4}日期: 2026-03-14/);
    assert.deepEqual(rows[3], ['日期', '标段', '结构层', '机组', '作业面数', '压实面积', '压实面积', '压实面积']);
    assert.deepEqual(rows[4], [
      '日期',
      '标段',
      '结构层',
      '机组',
      '作业面数',
      '碾压面积(m²)',
      '合格面积(m²)',
      '合格率(%)',
    ]);
    assert.deepEqual(rows[5], [day, '连接道路工程', 'AC-20C 下面层', '道路沥青摊铺碾压组', 28, 15750, 3962, 25.2]);
    assert.deepEqual(rows[6], ['合计', null, null, null, 28, 15750, 3962, 25.2]);
    const csv = await get(`/api/znys/report/dailySection/export?conditionId=1&format=csv&lang=en`);
    assert.equal(
      csv.text,
      // (fetch's text() drops the BOM the download starts with)
      'Date,Section,Layer,Crew,Work areas,Compacted area Rolled (m²),Compacted area Qualified (m²),Compacted ' +
        'area Qualified (%)\r\n' +
        `${day},连接道路工程,AC-20C 下面层,道路沥青摊铺碾压组,28,15750,3962,25.2\r\nTotal,,,,28,15750,3962,25.2\r\n`,
    );
    assert.equal((await get('/api/znys/report/dailySection/export?conditionId=1&format=pdf')).http, 400);
  });

  test('menus: a user without the report page gets 403', async () => {
    // `test` holds the compaction group (报表管理 included), not the rammers'.
    const test = await backend.login('test', 'test');
    assert.equal((await get(`/api/znys/report/dailySection?start=${day}`, test)).http, 200);
    assert.equal((await get(`/api/hj/report/ramming?start=${day}`, test)).http, 403);
    assert.equal((await get(`/api/hj/report/ramming/export?start=${day}`, test)).http, 403);
  });
});

describe('夯击明细报表', () => {
  test('per point: hits, drops, settlement, last two, verdict', async () => {
    const r = await data(`/api/hj/report/ramming?start=${day}&end=${day}`);
    assert.equal(r.rows.length, 254);
    assert.deepEqual(r.rows[0], {
      code: 'HJ-A1-P1-0203',
      area: 'HJ-A1',
      pass: 'point1',
      x: 2182.5,
      y: 1082.5,
      hits: 10,
      designHits: 10,
      dropAvg: 15.31,
      dropMin: 15.14,
      perHit: 137.7,
      total: 1377.4,
      lastTwo: 33.4,
      limit: 50,
      verdict: 'ok',
    });
    assert.equal(r.totals.hits, 2776);
    assert.equal(r.totals.verdict, '242/254');
    const xlsx = await xlsxRows(`/api/hj/report/ramming/export?start=${day}&end=${day}&lang=en`);
    assert.deepEqual(xlsx[4]!.slice(0, 6), ['Point', 'Area', 'Pass', 'X (m)', 'Y (m)', 'Done']);
    assert.deepEqual(xlsx[3]!.slice(3, 7), ['Position', 'Position', 'Hits', 'Hits']);
    assert.equal(xlsx[5]![13], 'Qualified');
    assert.equal((await get(`/api/hj/report/ramming?areaId=999999`)).http, 400);
  });
});

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
});
