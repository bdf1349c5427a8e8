import { expect, request, test } from '@playwright/test';
import { startExtraConsole } from '../support/extra-console';
import { sealCookie, unsealCookie } from '../support/session';
import { figure } from './support/figures';
import { SEC } from './env.mjs';
import { rawRequest } from './support/raw';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_*~';

function mutations(valid: string, n: number, rnd: () => number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < n; i++) {
    const kind = i % 4;
    if (kind === 0) {
      const at = Math.floor(rnd() * valid.length);
      const swap = B64[(B64.indexOf(valid[at]) + 1 + Math.floor(rnd() * (B64.length - 1))) % B64.length];
      out.push(valid.slice(0, at) + swap + valid.slice(at + 1));
    } else if (kind === 1) out.push(valid.slice(0, Math.floor(rnd() * valid.length)));
    else if (kind === 2) out.push(valid + B64[Math.floor(rnd() * B64.length)].repeat(1 + Math.floor(rnd() * 8)));
    else out.push(valid.slice(Math.floor(rnd() * valid.length)));
  }
  return out.filter((m) => m !== valid);
}

test('1 000 mutated cookies are all treated as signed out, never a 5xx; secret rotation works', async () => {
  test.setTimeout(600_000);
  const api = await request.newContext({ baseURL: SEC.baseURL, extraHTTPHeaders: { origin: SEC.baseURL } });
  expect(
    (await (await api.post('/api/auth/jwt/token', { data: { username: 'admin', password: 'admin' } })).json()).status,
  ).toBe(200);
  const valid = (await api.storageState()).cookies.find((c) => c.name === `console-session-${SEC.console}`)!.value;
  const data = await unsealCookie(valid);

  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const candidates = [
    ...mutations(valid, 940, rnd),
    ...(await Promise.all(
      Array.from({ length: 20 }, (_, i) => sealCookie(data, `another-secret-of-enough-length-${i}-xxxxxxxx`)),
    )),
    ...(await Promise.all(
      Array.from({ length: 20 }, (_, i) => sealCookie({ ...data, exp: Math.floor(Date.now() / 1000) - 60 - i })),
    )),
    ...Array.from({ length: 20 }, (_, i) => valid.repeat(3 + i)),
  ];
  expect(candidates.length).toBeGreaterThanOrEqual(1000);

  let signedOut = 0;
  let fivexx = 0;
  for (const [i, cookie] of candidates.entries()) {
    const path = i % 25 === 0 ? '/dashboard' : '/api/admin/user/front/info';
    const reply = await rawRequest(SEC.console, {
      path,
      headers: [`Cookie: console-session-${SEC.console}=${cookie}`],
    });
    if (reply.status >= 500) fivexx++;
    const out =
      path === '/dashboard'
        ? reply.status === 307 && /location: \/login/i.test(reply.headers)
        : reply.status === 401 || reply.status === 431;
    if (out) signedOut++;
  }
  figure('session-tampering', {
    mutations: candidates.length,
    signedOutPct: ((100 * signedOut) / candidates.length).toFixed(1),
    responses5xx: fivexx,
  });
  expect(fivexx).toBe(0);
  expect(signedOut).toBe(candidates.length);

  // Rotation: a cookie sealed with the previous secret works while that secret is listed, not after.
  const listed = await startExtraConsole(SEC.extra(2), {
    BACKEND_URL: SEC.backendURL,
    SESSION_SECRET: 'the-new-current-secret-0123456789abcdefgh',
    SESSION_SECRETS_PREVIOUS: SEC.sessionSecret,
  });
  const dropped = await startExtraConsole(SEC.extra(3), {
    BACKEND_URL: SEC.backendURL,
    SESSION_SECRET: 'the-new-current-secret-0123456789abcdefgh',
  });
  try {
    const whileListed = await rawRequest(SEC.extra(2), {
      path: '/api/admin/user/front/info',
      headers: [`Cookie: console-session-${SEC.extra(2)}=${valid}`],
    });
    expect(whileListed.status).toBe(200);
    expect(JSON.parse(whileListed.body).username).toBe('admin');
    const afterRemoval = await rawRequest(SEC.extra(3), {
      path: '/api/admin/user/front/info',
      headers: [`Cookie: console-session-${SEC.extra(3)}=${valid}`],
    });
    expect(afterRemoval.status).toBe(401);
    figure('secret-rotation', { previousListed: whileListed.status, previousRemoved: afterRemoval.status });
  } finally {
    await listed.stop();
    await dropped.stop();
  }
});
