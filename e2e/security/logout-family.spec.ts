import { expect, request, test } from '@playwright/test';
import { figure } from './support/figures';
import { SEC } from './env.mjs';
import { rawRequest } from './support/raw';

const name = `console-session-${SEC.console}`;

test('a cookie from before a token refresh is refused after log-out, like the last one', async () => {
  const api = await request.newContext({ baseURL: SEC.baseURL, extraHTTPHeaders: { origin: SEC.baseURL } });
  expect(
    (await (await api.post('/api/auth/jwt/token', { data: { username: 'admin', password: 'admin' } })).json()).status,
  ).toBe(200);
  const cookieNow = async () => (await api.storageState()).cookies.find((c) => c.name === name)!.value;
  const before = await cookieNow();
  // two refreshes: each seals a new token into a new cookie
  for (let i = 0; i < 2; i++) expect((await (await api.get('/api/auth/jwt/refresh')).json()).status).toBe(200);
  const last = await cookieNow();
  expect(last).not.toBe(before);
  const read = (cookie: string) =>
    rawRequest(SEC.console, { path: '/api/admin/user/front/info', headers: [`Cookie: ${name}=${cookie}`] });
  // within the refresh's grace the old cookie still answers (two tabs refreshing at once)
  expect((await read(before)).status).toBe(200);

  expect((await (await api.post('/api/auth/jwt/invalid')).json()).status).toBe(200);
  const statuses = await Promise.all([before, last].map(async (c) => JSON.parse((await read(c)).body).status));
  figure('logout-family', { cookiesTried: 2, refused40101: statuses.filter((s) => s === 40101).length });
  expect(statuses).toEqual([40101, 40101]);
  await api.dispose();
});
