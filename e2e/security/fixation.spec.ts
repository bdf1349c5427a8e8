import { expect, request, test } from '@playwright/test';
import { unsealCookie } from '../support/session';
import { figure } from './support/figures';
import { SEC } from './env.mjs';
import { rawRequest } from './support/raw';

const CYCLES = 50;

test(
  '50 sign-in cycles: a new cookie every time; after log-out ' + 'the old cookie and the old JWT are refused',
  async () => {
    test.setTimeout(600_000);
    const name = `console-session-${SEC.console}`;
    let changed = 0;
    let replayRefused = 0;
    let jwtRefused = 0;
    for (let i = 0; i < CYCLES; i++) {
      const api = await request.newContext({ baseURL: SEC.baseURL, extraHTTPHeaders: { origin: SEC.baseURL } });
      // a planted value (cycle 0) or the previous session's cookie must never be kept
      const planted = i === 0 ? 'attacker-chosen-value' : undefined;
      if (planted) await api.storageState();
      const first = await api.post('/api/auth/jwt/token', {
        data: { username: 'admin', password: 'admin' },
        headers: planted ? { cookie: `${name}=${planted}` } : {},
      });
      expect((await first.json()).status).toBe(200);
      const before = (await api.storageState()).cookies.find((c) => c.name === name)!.value;
      const second = await api.post('/api/auth/jwt/token', { data: { username: 'admin', password: 'admin' } });
      expect((await second.json()).status).toBe(200);
      const after = (await api.storageState()).cookies.find((c) => c.name === name)!.value;
      if (after !== before && before !== planted) changed++;
      const { token } = (await unsealCookie(after)) as { token: string };

      expect((await (await api.post('/api/auth/jwt/invalid')).json()).status).toBe(200);
      const replay = await rawRequest(SEC.console, {
        path: '/api/admin/user/front/info',
        headers: [`Cookie: ${name}=${after}`],
      });
      if (JSON.parse(replay.body).status === 40101) replayRefused++;
      const direct = await fetch(`${SEC.backendURL}/api/admin/user/front/info`, { headers: { authorization: token } });
      if ((await direct.json()).status === 40101) jwtRefused++;
      // the first session's token was revoked by the second sign-in too
      const { token: firstToken } = (await unsealCookie(before)) as { token: string };
      const firstDirect = await fetch(`${SEC.backendURL}/api/admin/user/front/info`, {
        headers: { authorization: firstToken },
      });
      expect((await firstDirect.json()).status).toBe(40101);
      await api.dispose();
    }
    figure('fixation-logout', {
      cycles: CYCLES,
      cookieChangedPct: (100 * changed) / CYCLES,
      oldCookieRefusedPct: (100 * replayRefused) / CYCLES,
      oldJwtRefusedPct: (100 * jwtRefused) / CYCLES,
    });
    expect([changed, replayRefused, jwtRefused]).toEqual([CYCLES, CYCLES, CYCLES]);
  },
);
