import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { routeTable } from '../src/modules/index.js';
import { frozenSim, removeDir, startBackend, type TestBackend } from './helpers.js';

/**
 * Marker values written into every field declared secret (never read back) or personal (masked in the operation
 * log), then searched for in every readable answer and in the backend's own output.
 */
const SECRET = {
  password: 'Mk-secret-pass-7391',
  newPassword: 'Mk-secret-pass-8462',
  videoSecret: 'Mk-secret-video-5527',
};
const PERSONAL = {
  email: 'mk-personal-3308@site.test',
  address: 'Mk-personal-address-4419',
  userPhone: '19923304412',
  smsPhone: '19923304413',
  driverPhone: '19923304414',
  mail: 'mk-personal-5510@site.test',
};

describe('secrets never come back; the operation log masks secret and personal fields', () => {
  let backend: TestBackend;
  let admin: string;
  const out: string[] = [];
  const write = { stdout: process.stdout.write, stderr: process.stderr.write };

  before(async () => {
    // the backend's output, captured while it runs
    for (const stream of ['stdout', 'stderr'] as const) {
      const original = write[stream].bind(process[stream]);
      process[stream].write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
        out.push(String(chunk));
        return (original as (...a: unknown[]) => boolean)(chunk, ...rest);
      }) as typeof process.stdout.write;
    }
    backend = await startBackend({ sim: frozenSim() });
    admin = await backend.login('admin', 'admin');
    const send = async (method: string, path: string, body?: unknown, token = admin) => {
      const r = await backend.call(method, path, { token, body });
      assert.equal(r.body?.status, 200, `${method} ${path}: ${r.text}`);
      return r.body.data;
    };
    const user = await send('POST', '/api/admin/user/add', {
      username: 'marker01',
      name: '标记用户',
      password: SECRET.password,
      email: PERSONAL.email,
      address: PERSONAL.address,
      mobilePhone: PERSONAL.userPhone,
    });
    await send('PUT', '/api/admin/user/update', { id: user.id, name: '标记用户', address: PERSONAL.address });
    const own = await backend.login('marker01', SECRET.password);
    await send(
      'PUT',
      `/api/admin/user/updatePassword?oldPassword=${SECRET.password}&newPassword1=${SECRET.newPassword}` +
        `&newPassword2=${SECRET.newPassword}`,
      undefined,
      own,
    );
    await send('POST', '/api/spjk/account', {
      platform: 'imou',
      name: '标记账号',
      appKey: 'mk-key',
      secret: SECRET.videoSecret,
    });
    await send('POST', '/api/hj/smsGroup', {
      name: '标记组',
      domain: 'hj',
      level: 2,
      recipients: `张三:${PERSONAL.smsPhone}`,
    });
    const terminal = await send('POST', '/api/ylc/device', { code: 'YLC-MK1', name: '标记终端' });
    await send('POST', '/api/ylc/vehicle', {
      plate: '鄂A54321',
      type: 'dump',
      capacityT: 30,
      driver: '李四',
      phone: PERSONAL.driverPhone,
      deviceId: terminal.id,
    });
    await send('POST', '/api/pdca/reportEmail', {
      name: '标记邮件',
      reportConditionId: 1,
      recipients: PERSONAL.mail,
      scheduleKind: 'daily',
      scheduleTime: '08:00',
    });
  });
  after(async () => {
    process.stdout.write = write.stdout;
    process.stderr.write = write.stderr;
    await backend.close();
    removeDir(backend.dataDir);
  });

  test('the operation log keeps the writes, with every secret and personal value masked', async () => {
    const log = await backend.call('GET', '/api/admin/gateLog/page?limit=100', { token: admin });
    assert.equal(log.body.status, 200);
    const rows = log.body.data.rows as { opt: string; uri: string; body?: string }[];
    assert.ok(rows.length >= 7, `${rows.length} rows`);
    for (const marker of [...Object.values(SECRET), ...Object.values(PERSONAL)]) {
      assert.ok(!log.text.includes(marker), `the operation log holds ${marker}`);
    }
    assert.ok(rows.some((r) => r.uri.includes('oldPassword=******')));
    assert.ok(rows.some((r) => r.body?.includes('"secret":"******"')));
  });

  test('no secret comes back in any answer the administrator may read', async () => {
    const reads = routeTable()
      .filter(
        (d) => d.method === 'GET' && !d.path.includes('{') && !d.path.includes('<') && !d.path.endsWith('/stream'),
      )
      .filter((d) => !/resetPwd|\/send|\/retry/.test(d.path))
      .map((d) => d.path.replaceAll(':id', '1'));
    assert.ok(reads.length > 300, `${reads.length} reads`);
    const leaks: string[] = [];
    for (const path of reads) {
      const r = await backend.call('GET', path, { token: admin });
      for (const marker of Object.values(SECRET)) if (r.text.includes(marker)) leaks.push(`${path}: ${marker}`);
    }
    assert.deepEqual(leaks, []);
  });

  test('the backend’s output names no secret', () => {
    const text = out.join('') + backend.errors.map(String).join('\n');
    for (const marker of Object.values(SECRET)) assert.ok(!text.includes(marker), marker);
  });
});
