import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { inQuietHours, smsContent } from '../src/modules/quality/sms.js';
import { frozenSim, removeDir, startBackend, type TestBackend } from './helpers.js';
import { settled } from './sim-site.js';

/*
 * Warning SMS delivery: a raised problem notifies its domain's group of its level through
 * the configured HTTP gateway. The gateway here is a real HTTP server on 127.0.0.1 that records what it
 * receives and answers with the status the test sets.
 */

interface Received {
  path: string;
  authorization: string | undefined;
  body: { phone: string; content: string; sign: string };
}

class GatewayStub {
  received: Received[] = [];
  status = 200;
  answer = '{"code":0}';
  private server = http.createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      this.received.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(text) as Received['body'],
      });
      res.writeHead(this.status, { 'content-type': 'application/json' }).end(this.answer);
    });
  });
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/sms/send`;
  }
  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

interface SmsRow {
  t: string;
  name: string;
  phone: string;
  level: number;
  problemId: number;
  problemNo: string;
  content: string;
  status: string;
  reason: string | null;
  sentAt: string | null;
}

describe('quiet hours and the text', () => {
  test('a range within the day and one across midnight; none when either end is blank', () => {
    assert.equal(inQuietHours('2026-03-14 12:30:00', '12:00', '13:00'), true);
    assert.equal(inQuietHours('2026-03-14 13:00:00', '12:00', '13:00'), false);
    assert.equal(inQuietHours('2026-03-14 23:30:00', '22:00', '07:00'), true);
    assert.equal(inQuietHours('2026-03-14 06:59:00', '22:00', '07:00'), true);
    assert.equal(inQuietHours('2026-03-14 07:00:00', '22:00', '07:00'), false);
    assert.equal(inQuietHours('2026-03-14 23:30:00', null, null), false);
  });
  test('the text names the level, the problem, its object and deadline', () => {
    assert.equal(
      smsContent({
        id: 1,
        problemNo: 'WT-20260315-00001',
        domain: 'znys',
        level: 3,
        objectName: 'YL-01',
        description: '摊铺温度低',
        foundAt: '2026-03-15 10:00:00',
        deadline: '2026-03-16 10:00:00',
      }),
      '【三级预警】WT-20260315-00001 YL-01：摊铺温度低，请于 2026-03-16 10:00:00 前整改。',
    );
  });
});

describe('SMS through a gateway', () => {
  const gateway = new GatewayStub();
  let backend: TestBackend;
  let admin: string;

  before(async () => {
    const url = await gateway.start();
    backend = await startBackend({
      sim: frozenSim(0),
      smsGateway: { url, token: 'gw-token', sign: '测试签名', timeoutMs: 3000 },
    });
    await settled(backend);
    admin = await backend.login('admin', 'admin');
    // The simulated site's groups hold demo numbers, which are never sent to: the site's own numbers replace them,
    // as a deployer's would.
    const groups = (await backend.call('GET', '/api/hj/smsGroup/all', { token: admin })).body as {
      id: number;
      name: string;
    }[];
    for (const { id } of groups) {
      const full = (await backend.call('GET', `/api/hj/smsGroup/${id}`, { token: admin })).body.data;
      const recipients = (full.recipients as string).replace(/:100(\d{8})/g, ':139$1');
      const saved = await backend.call('PUT', `/api/hj/smsGroup/${id}`, {
        token: admin,
        body: { ...full, recipients },
      });
      assert.equal(saved.body.status, 200, saved.text);
    }
  });
  after(async () => {
    await backend.close();
    await gateway.close();
    removeDir(backend.dataDir);
  });

  async function force(body: Record<string, unknown>): Promise<{ problemId: number; problemNo: string }> {
    const reply = await backend.call('POST', '/__test/pdca/alarm', { body });
    assert.equal(reply.body.status, 200, reply.text);
    return reply.body.data;
  }

  /** The problem's records once the outbox has settled them (the gateway is called after the problem's transaction). */
  async function recordsOf(path: string, problemNo: string): Promise<SmsRow[]> {
    for (let i = 0; i < 400; i++) {
      const reply = await backend.call('GET', `${path}/page?problemNo=${problemNo}&limit=50`, { token: admin });
      assert.equal(reply.body.status, 200, reply.text);
      const rows = reply.body.data.rows as SmsRow[];
      if (rows.length > 0 && rows.every((r) => r.status !== 'pending')) return rows;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`records of ${problemNo} still pending`);
  }

  /** The full numbers of a group, as its edit form reads them. */
  async function phonesOf(name: string): Promise<string[]> {
    const list = await backend.call('GET', `/api/hj/smsGroup/page?name=${encodeURIComponent(name)}`, { token: admin });
    const id = (list.body.data.rows as { id: number }[])[0]!.id;
    const group = await backend.call('GET', `/api/hj/smsGroup/${id}`, { token: admin });
    return (group.body.data.recipients as string).split(', ').map((pair) => pair.split(':')[1]!);
  }

  test(
    'a level-3 problem is sent to each recipient of its group: POST {phone, content, sign} with the token; ' +
      'records 已发送, numbers masked',
    async () => {
      const { problemNo } = await force({
        domain: 'znys',
        type: 'lowTemp',
        level: 3,
        deviceCode: 'YL-01',
        message: '摊铺温度低',
      });
      const rows = await recordsOf('/api/pdca/smsRecord', problemNo);
      const phones = await phonesOf('数字化施工三级预警组');
      assert.equal(rows.length, phones.length);
      assert.equal(rows.length, 4);
      for (const row of rows) {
        assert.equal(row.status, 'sent');
        assert.equal(row.reason ?? null, null);
        assert.equal(row.sentAt, '2026-03-15 10:00:00');
        assert.equal(row.t, '2026-03-15 10:00:00');
        assert.equal(row.level, 3);
        assert.match(row.phone, /^1\d{2}\*{4}\d{4}$/);
        assert.match(
          row.content,
          new RegExp(`^【三级预警】${problemNo} YL-01：摊铺温度低，请于 2026-03-16 10:00:00 前整改。$`),
        );
      }
      const got = gateway.received.filter((r) => r.body.content.includes(problemNo));
      assert.deepEqual(got.map((r) => r.body.phone).sort(), [...phones].sort());
      for (const r of got) {
        assert.equal(r.path, '/sms/send');
        assert.equal(r.authorization, 'Bearer gw-token');
        assert.equal(r.body.sign, '测试签名');
        assert.equal(r.body.content, rows[0]!.content);
      }
      // The masked list still names each recipient's number by its ends.
      assert.deepEqual(rows.map((r) => r.phone).sort(), phones.map((p) => `${p.slice(0, 3)}****${p.slice(7)}`).sort());
      // Nobody reads a record's number in full, not even the administrator.
      const one = await backend.call('GET', `/api/pdca/smsRecord/${(rows[0] as unknown as { id: number }).id}`, {
        token: admin,
      });
      assert.match(one.body.data.phone, /^1\d{2}\*{4}\d{4}$/);
      // The other group's page does not list them.
      const hj = await backend.call('GET', `/api/pdca/hjSmsRecord/page?problemNo=${problemNo}`, { token: admin });
      assert.equal(hj.body.data.total, 0);
    },
  );

  test('a gateway error leaves the records 未发送 with its status and words', async () => {
    gateway.status = 500;
    gateway.answer = 'quota exceeded';
    try {
      const before = gateway.received.length;
      const { problemNo } = await force({ domain: 'hj', type: 'lowDrop', level: 3, message: '落距不足' });
      const rows = await recordsOf('/api/pdca/hjSmsRecord', problemNo);
      assert.equal(rows.length, 4);
      for (const row of rows) {
        assert.equal(row.status, 'unsent');
        assert.equal(row.reason, '短信网关返回 HTTP 500：quota exceeded');
        assert.equal(row.sentAt ?? null, null);
      }
      assert.equal(gateway.received.length - before, 4, 'each recipient was tried once');
    } finally {
      gateway.status = 200;
      gateway.answer = '{"code":0}';
    }
  });

  test('inside the group quiet hours nothing is sent: 未发送, 免打扰时段', async () => {
    const before = gateway.received.length;
    const { problemNo } = await force({
      domain: 'znys',
      type: 'overSpeed',
      level: 2,
      t: '2026-03-14 23:30:00',
      message: '超速',
    });
    const rows = await recordsOf('/api/pdca/smsRecord', problemNo);
    assert.equal(rows.length, 3);
    for (const row of rows) {
      assert.equal(row.status, 'unsent');
      assert.equal(row.reason, '免打扰时段（23:00–06:00）');
    }
    // Outside them, the same level goes out.
    const day = await force({ domain: 'znys', type: 'overSpeed', level: 2, t: '2026-03-15 09:00:00', message: '超速' });
    assert.ok((await recordsOf('/api/pdca/smsRecord', day.problemNo)).every((r) => r.status === 'sent'));
    assert.equal(gateway.received.length - before, 3);
  });

  test('a demo number is never sent to, gateway or not: 未发送, 演示号码', async () => {
    const list = await backend.call('GET', `/api/hj/smsGroup/page?name=${encodeURIComponent('强夯二级预警组')}`, {
      token: admin,
    });
    const id = (list.body.data.rows as { id: number }[])[0]!.id;
    const demo = await backend.call('PUT', `/api/hj/smsGroup/${id}`, {
      token: admin,
      body: { recipients: '演示:10012345678, 真实:13912345678' },
    });
    assert.equal(demo.body.status, 200, demo.text);
    const before = gateway.received.length;
    const { problemNo } = await force({ domain: 'hj', type: 'lowDrop', level: 2, message: '落距不足' });
    const rows = await recordsOf('/api/pdca/hjSmsRecord', problemNo);
    assert.deepEqual(rows.map((r) => [r.name, r.status, r.reason ?? null]).sort(), [
      ['演示', 'unsent', '演示号码，不发送'],
      ['真实', 'sent', null],
    ]);
    assert.deepEqual(
      gateway.received.slice(before).map((r) => r.body.phone),
      ['13912345678'],
    );
  });

  test('a disabled group is not notified; a level-1 alarm raises no problem and so no SMS', async () => {
    const list = await backend.call('GET', `/api/hj/smsGroup/page?name=${encodeURIComponent('强夯二级预警组')}`, {
      token: admin,
    });
    const id = (list.body.data.rows as { id: number }[])[0]!.id;
    const off = await backend.call('PUT', `/api/hj/smsGroup/${id}`, { token: admin, body: { enabled: 0 } });
    assert.equal(off.body.status, 200, off.text);
    const { problemNo } = await force({ domain: 'hj', type: 'lowDrop', level: 2, message: '落距不足' });
    const reply = await backend.call('GET', `/api/pdca/hjSmsRecord/page?problemNo=${problemNo}`, { token: admin });
    assert.equal(reply.body.data.total, 0);
    const minor = await force({ domain: 'znys', type: 'overSpeed', level: 1 });
    assert.equal(minor.problemId ?? null, null);
  });

  test('reads need the page: 403 without the menu; filters are checked', async () => {
    const test = await backend.login('test', 'test');
    const denied = await backend.call('GET', '/api/pdca/smsRecord/page', { token: test });
    assert.equal(denied.http, 403);
    const bad = await backend.call('GET', '/api/pdca/smsRecord/page?status=lost', { token: admin });
    assert.equal(bad.body.status, 30101);
  });
});

describe('SMS without a gateway', () => {
  let backend: TestBackend;
  before(async () => {
    backend = await startBackend({ sim: frozenSim(0) });
    await settled(backend);
  });
  after(async () => {
    await backend.close();
    removeDir(backend.dataDir);
  });

  test('records are kept as 未发送: 未配置短信网关', async () => {
    const admin = await backend.login('admin', 'admin');
    const forced = await backend.call('POST', '/__test/pdca/alarm', {
      body: { domain: 'znys', type: 'lowTemp', level: 3, message: '摊铺温度低' },
    });
    const { problemNo } = forced.body.data;
    const reply = await backend.call('GET', `/api/pdca/smsRecord/page?problemNo=${problemNo}`, { token: admin });
    const rows = reply.body.data.rows as SmsRow[];
    assert.equal(rows.length, 4);
    for (const row of rows) {
      assert.equal(row.status, 'unsent');
      assert.equal(row.reason, '未配置短信网关');
    }
  });
});
