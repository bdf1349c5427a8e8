import { expect, test } from '@playwright/test';
import { allScreens } from '../../lib/routes/lookup';
import { startExtraConsole } from '../support/extra-console';
import { figure } from './support/figures';
import { SEC } from './env.mjs';
import { rawRequest } from './support/raw';

const PAGES = ['/', '/dashboard', ...allScreens().map((s) => s.path)];
const APIS = [
  '/api/admin/user/front/info',
  '/api/admin/user/front/menus',
  '/api/admin/user/page?page=1&limit=10',
  '/api/admin/menu/all',
  '/api/auth/jwt/refresh',
];
const BYPASSES: { name: string; headers: string[]; suffix?: (p: string) => string }[] = [
  { name: 'plain', headers: [] },
  {
    name: 'x-middleware-subrequest',
    headers: ['x-middleware-subrequest: middleware:middleware:middleware:middleware:middleware'],
  },
  {
    name: 'x-middleware-subrequest src',
    headers: ['x-middleware-subrequest: src/middleware:src/middleware:src/middleware:src/middleware:src/middleware'],
  },
  { name: 'RSC', headers: ['RSC: 1'] },
  { name: '_rsc', headers: [], suffix: (p) => `${p}${p.includes('?') ? '&' : '?'}_rsc=abc12` },
  { name: '.rsc', headers: [], suffix: (p) => (p === '/' ? '/index.rsc' : `${p}.rsc`) },
  { name: 'segment prefetch', headers: ['RSC: 1', 'Next-Router-Prefetch: 1', 'Next-Router-Segment-Prefetch: /_tree'] },
  { name: 'router prefetch', headers: ['RSC: 1', 'Next-Router-Prefetch: 1'] },
];
// What only a signed-in response could contain: the user's name and the shell's per-user props
// (element and menu codes). Static message texts are public and do not count.
const PROTECTED = [SEC.users.admin.name, '"elements":[', '"codes":[', '"sidebarOpen"'];

async function probe(port: number) {
  let total = 0;
  let refused = 0;
  let leakedBytes = 0;
  const failures: string[] = [];
  for (const path of [...PAGES, ...APIS]) {
    for (const bypass of BYPASSES) {
      const target = bypass.suffix ? bypass.suffix(path) : path;
      const reply = await rawRequest(port, { path: target, headers: bypass.headers });
      total++;
      const leak = PROTECTED.find((m) => reply.body.includes(m));
      const ok = !leak && (reply.status !== 200 || /\/login/.test(reply.body));
      if (ok) refused++;
      else {
        leakedBytes += leak ? reply.body.length : 0;
        failures.push(`${bypass.name} ${target} → ${reply.status}${leak ? ` (${leak})` : ''}`);
      }
    }
  }
  return { total, refused, leakedBytes, failures };
}

test('without a session nothing protected is served, with or without the middleware', async () => {
  test.setTimeout(600_000);
  const withMiddleware = await probe(SEC.console);
  const extra = await startExtraConsole(SEC.extra(1), { BACKEND_URL: SEC.backendURL, CONSOLE_DISABLE_MIDDLEWARE: '1' });
  let without;
  try {
    // the flag really is off: no CSP header (set only by the middleware)
    const probeReply = await rawRequest(SEC.extra(1), { path: '/login' });
    expect(probeReply.headers.toLowerCase()).not.toContain('content-security-policy');
    without = await probe(SEC.extra(1));
  } finally {
    await extra.stop();
  }
  figure('no-session-access', {
    requests: withMiddleware.total + without.total,
    refusedWithMiddlewarePct: ((100 * withMiddleware.refused) / withMiddleware.total).toFixed(1),
    refusedWithoutMiddlewarePct: ((100 * without.refused) / without.total).toFixed(1),
    protectedBytes: withMiddleware.leakedBytes + without.leakedBytes,
  });
  expect(withMiddleware.failures.slice(0, 10)).toEqual([]);
  expect(without.failures.slice(0, 10)).toEqual([]);
});
