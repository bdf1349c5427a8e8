import { expect, test } from '@playwright/test';
import { unique } from '../support/admin';
import { figure } from './support/figures';
import { ConsoleSession, platformRoutes, userWithMenu, type PlatformRoute } from './support/console-client';
import { SEC } from './env.mjs';

// The business modules' surface reached the way the console reaches it: through the BFF, with a session cookie.

const GET = (r: PlatformRoute) => r.methods.includes('GET');
/** A path the console can call as it stands (no code or identifier to fill in beyond a numeric id). */
const callable = (r: PlatformRoute) => !r.path.includes('{') && !r.path.includes('<');
const concrete = (path: string) => path.replaceAll(':id', '1');

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

test('a workflow user and a user with no roles get 403 on every administration read and the log', async () => {
  const admin = await ConsoleSession.signIn('admin', 'admin');
  const nobody = unique('noroles');
  await admin.ok('POST', '/api/admin/user/add', { username: nobody, name: nobody, password: `${nobody}-1` });
  const reads = (await platformRoutes())
    .filter((r) => GET(r) && r.path.startsWith('/api/admin/') && r.menus.length > 0 && callable(r))
    .map((r) => concrete(r.path));
  expect(reads).toContain('/api/admin/gateLog/page');
  expect(reads).toContain('/api/admin/user/page');

  const answered: string[] = [];
  for (const [username, password] of [
    ['sg01', 'sg01'],
    [nobody, `${nobody}-1`],
  ] as const) {
    const session = await ConsoleSession.signIn(username, password);
    await inParallel(reads, 4, async (path) => {
      const r = await session.call('GET', path);
      if (r.http !== 403 || r.body?.status !== 40301) answered.push(`${username} ${path} → ${r.http}`);
    });
  }
  figure('admin-reads-through-console', { reads: reads.length, users: 2, answered: answered.length });
  expect(answered).toEqual([]);
  expect((await admin.call('GET', '/api/admin/gateLog/page')).http).toBe(200);
});

test('no secret written through the console comes back in any answer, as admin or as a workflow user', async () => {
  test.setTimeout(300_000);
  const admin = await ConsoleSession.signIn('admin', 'admin');
  const name = unique('mark');
  const marker = { password: `Mk-${name}-pass`, newPassword: `Mk-${name}-next`, videoSecret: `Mk-${name}-video` };
  await admin.ok('POST', '/api/admin/user/add', { username: name, name, password: marker.password });
  const own = await ConsoleSession.signIn(name, marker.password);
  await own.ok(
    'PUT',
    `/api/admin/user/updatePassword?oldPassword=${marker.password}&newPassword1=${marker.newPassword}` +
      `&newPassword2=${marker.newPassword}`,
  );
  await admin.ok('POST', '/api/spjk/account', {
    platform: 'imou',
    name,
    appKey: `${name}-key`,
    secret: marker.videoSecret,
  });

  const reads = (await platformRoutes())
    .filter((r) => GET(r) && callable(r) && !r.path.startsWith('/api/auth/') && !r.path.endsWith('/stream'))
    // GETs with an effect of their own: a password reset, a report e-mail sent or sent again
    .filter((r) => !/resetPwd|\/send|\/retry/.test(r.path))
    .map((r) => concrete(r.path));
  expect(reads.length).toBeGreaterThan(300);
  const leaks: string[] = [];
  let answers = 0;
  for (const [who, session] of [
    ['admin', admin],
    ['sg01', await ConsoleSession.signIn('sg01', 'sg01')],
  ] as const) {
    await inParallel(reads, 4, async (path) => {
      const r = await session.call('GET', path);
      answers++;
      for (const value of Object.values(marker)) if (r.text.includes(value)) leaks.push(`${who} ${path}`);
    });
  }
  const log = await admin.call('GET', '/api/admin/gateLog/page?limit=100');
  expect(log.text).toContain(name);
  figure('secrets-through-console', { answers, leaks: leaks.length });
  expect(leaks).toEqual([]);
});

test('a revoked menu stops its topic on a stream open through the console within two seconds', async () => {
  const admin = await ConsoleSession.signIn('admin', 'admin');
  const user = await userWithMenu(admin, unique('liverev'), 'lqzQueryManager');
  const session = await ConsoleSession.signIn(user.username, user.password);
  const { reader } = await session.stream('bhz.lq');
  expect(reader).not.toBeNull();
  const stream = reader!;
  try {
    expect(JSON.parse((await stream.next('ready')).data).accepted).toEqual(['bhz.lq']);
    const pulse = () =>
      fetch(`${SEC.backendURL}/__test/live/pulse`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ topic: 'bhz.lq', perSecond: 10, seconds: 0.3, bytes: 8 }),
      });
    await pulse();
    await stream.next('bhz.lq', 3000);
    await user.revoke();
    const revokedAt = Date.now();
    expect(JSON.parse((await stream.next('perm', 2000)).data)).toEqual({ reason: 'permissions', revoked: ['bhz.lq'] });
    figure('live-revoke-through-console', { ms: Date.now() - revokedAt });
    await stream.settle(300, 3000);
    await pulse();
    await expect(stream.next('bhz.lq', 1000)).rejects.toThrow(/no bhz\.lq/);
  } finally {
    stream.close();
  }
});

test('one user holds at most the stream limit through the console, however many sign-ins', async () => {
  const admin = await ConsoleSession.signIn('admin', 'admin');
  const user = await userWithMenu(admin, unique('livecap'), 'lqzQueryManager');
  const opened: { status: number; reader: { close(): void } | null }[] = [];
  try {
    for (let i = 0; i < 10; i++) {
      const session = await ConsoleSession.signIn(user.username, user.password);
      opened.push(await session.stream('bhz.lq'));
    }
    const held = opened.filter((o) => o.reader).length;
    figure('live-streams-per-user-through-console', { signIns: 10, held });
    expect(held).toBe(8);
    expect(opened.slice(8).map((o) => o.status)).toEqual([429, 429]);
  } finally {
    opened.forEach((o) => o.reader?.close());
  }
});
