import { expect, request, test } from '@playwright/test';
import { upstreamRequestCount } from '../support/api';
import { figure } from './support/figures';
import { SEC } from './env.mjs';

test('cross-site writes are refused with 403 before the backend; same-origin writes pass', async () => {
  const api = await request.newContext({ baseURL: SEC.baseURL, extraHTTPHeaders: { origin: SEC.baseURL } });
  expect(
    (await (await api.post('/api/auth/jwt/token', { data: { username: 'admin', password: 'admin' } })).json()).status,
  ).toBe(200);

  const variants: { name: string; headers: Record<string, string>; form?: boolean }[] = [
    { name: 'evil origin', headers: { origin: 'https://evil.example' } },
    { name: 'null origin', headers: { origin: 'null' } },
    { name: 'look-alike origin', headers: { origin: `${SEC.baseURL}.evil.example` } },
    { name: 'other port', headers: { origin: `http://localhost:${SEC.console + 1}` } },
    { name: 'no origin, cross-site fetch metadata', headers: { origin: '', 'sec-fetch-site': 'cross-site' } },
    { name: 'no origin, same-site fetch metadata', headers: { origin: '', 'sec-fetch-site': 'same-site' } },
    {
      name: 'text/plain form post',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      form: true,
    },
  ];
  const targets: { method: 'post' | 'put' | 'delete'; path: string }[] = [
    { method: 'post', path: '/api/admin/user/add' },
    { method: 'put', path: '/api/admin/user/update' },
    { method: 'delete', path: '/api/admin/user/2' },
    { method: 'put', path: '/api/admin/user/updatePassword?oldPassword=admin&newPassword1=x&newPassword2=x' },
    { method: 'post', path: '/api/auth/jwt/invalid' },
    { method: 'post', path: '/api/auth/jwt/token' },
  ];
  // a client that sends no Origin at all (only Fetch Metadata)
  const bare = await request.newContext({ baseURL: SEC.baseURL, storageState: await api.storageState() });
  const before = await upstreamRequestCount(SEC.backendURL);
  let refused = 0;
  let total = 0;
  for (const v of variants) {
    for (const t of targets) {
      const { origin, ...rest } = v.headers;
      const client = origin === '' ? bare : api;
      const headers = origin === '' ? rest : v.headers;
      const r = await client[t.method](t.path, {
        headers,
        data: v.form ? '{"username":"x","password":"y"}' : { username: 'csrf', password: 'x' },
      });
      total++;
      if (r.status() === 403) refused++;
    }
  }
  const reached = (await upstreamRequestCount(SEC.backendURL)) - before;

  // same-origin calls pass (a read-only one and a harmless write)
  const ok1 = await api.get('/api/admin/user/front/info');
  const ok2 = await api.put(
    '/api/admin/user/updatePassword?oldPassword=wrong&newPassword1=x1234567&newPassword2=x1234567',
    { headers: { origin: SEC.baseURL } },
  );
  const ok3 = await bare.put(
    '/api/admin/user/updatePassword?oldPassword=wrong&newPassword1=x1234567&newPassword2=x1234567',
    { headers: { 'sec-fetch-site': 'same-origin' } },
  );
  const passed = [ok1, ok2, ok3].filter((r) => r.status() === 200).length;
  figure('csrf', {
    crossSiteRequests: total,
    refused403Pct: ((100 * refused) / total).toFixed(1),
    reachedUpstream: reached,
    sameOriginPassPct: ((100 * passed) / 3).toFixed(1),
  });
  expect(refused).toBe(total);
  expect(reached).toBe(0);
  expect(passed).toBe(3);
});
