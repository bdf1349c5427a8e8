import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { frozenSim, removeDir, startBackend, type TestBackend } from './helpers.js';
import { settled } from './sim-site.js';

/*
 * Warning e-mail: a raised problem notifies its group's e-mail recipients as it does its mobiles, by level and quiet
 * hours, through the configured mail server (a real SMTP server on 127.0.0.1 here), each a record of the channel
 * 邮件 on 短信发送记录 with its address masked.
 */

interface Mail {
  to: string;
  subject: string;
  text: string;
}

interface Row {
  id: number;
  channel: string;
  name: string;
  phone?: string;
  email?: string;
  status: string;
  reason?: string;
  sentAt?: string;
  content: string;
}

const GROUP = '数字化施工三级预警组';
const ADDRESSES = '质量工程师:zhang.wei@site.cn，监理:li@jianli.cn';

describe('warning e-mail', () => {
  const inbox: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((m) => {
          inbox.push({
            to: String((m.to as { text: string } | undefined)?.text ?? ''),
            subject: m.subject ?? '',
            text: m.text ?? '',
          });
          done();
        })
        .catch(done);
    },
  });
  let backend: TestBackend;
  let admin: string;
  let groupId: number;

  before(async () => {
    const port = await new Promise<number>((resolve) =>
      smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port)),
    );
    backend = await startBackend({
      sim: frozenSim(0),
      mail: { url: `smtp://127.0.0.1:${port}`, from: 'Console <noreply@site.test>' },
    });
    await settled(backend);
    admin = await backend.login('admin', 'admin');
    const list = await backend.call('GET', `/api/hj/smsGroup/page?name=${encodeURIComponent(GROUP)}`, {
      token: admin,
    });
    groupId = (list.body.data.rows as { id: number }[])[0]!.id;
  });
  after(async () => {
    await backend.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    removeDir(backend.dataDir);
  });

  const group = async () => (await backend.call('GET', `/api/hj/smsGroup/${groupId}`, { token: admin })).body.data;
  const save = (body: Record<string, unknown>) =>
    backend.call('PUT', `/api/hj/smsGroup/${groupId}`, { token: admin, body });

  async function force(level = 3): Promise<string> {
    const reply = await backend.call('POST', '/__test/pdca/alarm', {
      body: { domain: 'znys', type: 'lowTemp', level, deviceCode: 'YL-01', message: '摊铺温度低' },
    });
    assert.equal(reply.body.status, 200, reply.text);
    return reply.body.data.problemNo as string;
  }

  /** A problem's e-mail records once the outbox has settled them. */
  async function mailsOf(problemNo: string): Promise<Row[]> {
    for (let i = 0; i < 400; i++) {
      const reply = await backend.call('GET', `/api/pdca/smsRecord/page?problemNo=${problemNo}&limit=50`, {
        token: admin,
      });
      const rows = (reply.body.data.rows as Row[]).filter((r) => r.channel === 'email');
      if (rows.length > 0 && rows.every((r) => r.status !== 'pending')) return rows;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`e-mail records of ${problemNo} still pending`);
  }

  test('a group takes e-mail recipients as name:address pairs, and refuses a bad or repeated address', async () => {
    const full = await group();
    for (const [emails, message] of [
      ['张三:not-an-address', /邮箱 not-an-address 格式不正确/],
      ['张三 zhang@site.cn', /格式不正确：「张三 zhang@site.cn」，应为 姓名:邮箱/],
      ['张三:a@site.cn, 李四:A@site.cn', /邮箱 A@site.cn 重复/],
    ] as const) {
      const refused = await save({ ...full, emails });
      assert.equal(refused.body.status, 30101, refused.text);
      assert.match(refused.body.message, message);
    }
    const saved = await save({ ...full, emails: ADDRESSES });
    assert.equal(saved.body.status, 200, saved.text);
    // Stored as the mobiles are; the edit form reads them in full, the list masked.
    assert.equal((await group()).emails, '质量工程师:zhang.wei@site.cn, 监理:li@jianli.cn');
    const list = await backend.call('GET', `/api/hj/smsGroup/page?name=${encodeURIComponent(GROUP)}`, {
      token: admin,
    });
    assert.equal(
      (list.body.data.rows as { emails: string }[])[0]!.emails,
      '质量工程师:zh***@site.cn, 监理:li***@jianli.cn',
    );
  });

  test('a level-3 problem e-mails each address of its group: 邮件 records 已发送, addresses masked', async () => {
    const problemNo = await force();
    const rows = await mailsOf(problemNo);
    assert.deepEqual(rows.map((r) => [r.name, r.email, r.status]).sort(), [
      ['监理', 'li***@jianli.cn', 'sent'],
      ['质量工程师', 'zh***@site.cn', 'sent'],
    ]);
    assert.ok(rows.every((r) => r.sentAt === '2026-03-15 10:00:00' && !r.phone && !r.reason));
    const mails = inbox.filter((m) => m.subject === `【三级预警】${problemNo}`);
    assert.deepEqual(mails.map((m) => m.to).sort(), ['"监理" <li@jianli.cn>', '"质量工程师" <zhang.wei@site.cn>']);
    assert.ok(mails.every((m) => m.text.trim() === rows[0]!.content));
    assert.match(rows[0]!.content, new RegExp(`^【三级预警】${problemNo} YL-01：摊铺温度低，请于 .+ 前整改。$`));
    // The text messages of the same problem are still there, on their own channel.
    const all = await backend.call('GET', `/api/pdca/smsRecord/page?problemNo=${problemNo}&channel=sms`, {
      token: admin,
    });
    assert.ok(all.body.data.total > 0 && (all.body.data.rows as Row[]).every((r) => r.channel === 'sms'));
  });

  test('inside the quiet hours nothing is e-mailed: 未发送, 免打扰时段; a lower level e-mails nobody', async () => {
    const full = await group();
    assert.equal((await save({ ...full, quietFrom: '09:00', quietTo: '11:00' })).body.status, 200);
    const before = inbox.length;
    const problemNo = await force();
    const rows = await mailsOf(problemNo);
    assert.equal(rows.length, 2);
    assert.ok(
      rows.every((r) => r.status === 'unsent' && r.reason === '免打扰时段（09:00–11:00）'),
      JSON.stringify(rows),
    );
    assert.equal((await save({ ...full, quietFrom: null, quietTo: null })).body.status, 200);
    // The group is of level 3: a level-2 problem notifies the level-2 group, which has no address.
    const lower = await force(2);
    const lowerRows = await backend.call('GET', `/api/pdca/smsRecord/page?problemNo=${lower}&channel=email`, {
      token: admin,
    });
    assert.equal(lowerRows.body.data.total, 0);
    assert.equal(inbox.length, before);
  });
});

describe('warning e-mail without a mail server', () => {
  let backend: TestBackend;
  before(async () => {
    backend = await startBackend({ sim: frozenSim(0) });
    await settled(backend);
  });
  after(async () => {
    await backend.close();
    removeDir(backend.dataDir);
  });

  test('records are kept as 未发送: 未配置邮件服务器', async () => {
    const admin = await backend.login('admin', 'admin');
    const list = await backend.call('GET', `/api/hj/smsGroup/page?name=${encodeURIComponent(GROUP)}`, {
      token: admin,
    });
    const id = (list.body.data.rows as { id: number }[])[0]!.id;
    const full = (await backend.call('GET', `/api/hj/smsGroup/${id}`, { token: admin })).body.data;
    const saved = await backend.call('PUT', `/api/hj/smsGroup/${id}`, {
      token: admin,
      body: { ...full, emails: ADDRESSES },
    });
    assert.equal(saved.body.status, 200, saved.text);
    const forced = await backend.call('POST', '/__test/pdca/alarm', {
      body: { domain: 'znys', type: 'lowTemp', level: 3, deviceCode: 'YL-01', message: '摊铺温度低' },
    });
    const rows = (
      await backend.call('GET', `/api/pdca/smsRecord/page?problemNo=${forced.body.data.problemNo}&channel=email`, {
        token: admin,
      })
    ).body.data.rows as Row[];
    assert.deepEqual(
      rows.map((r) => [r.status, r.reason]),
      [
        ['unsent', '未配置邮件服务器'],
        ['unsent', '未配置邮件服务器'],
      ],
    );
  });
});
