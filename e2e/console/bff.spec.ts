import http from 'node:http';
import { expect, request, test } from '@playwright/test';
import { signedInApi, upstreamRequestCount } from '../support/api';
import { E2E } from './env.mjs';
import { startExtraConsole } from '../support/extra-console';
import { backendHook, sealCookie } from '../support/session';

function rawGet(path: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: E2E.port, path, headers: { cookie, host: `localhost:${E2E.port}` } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test.describe('the gate and the BFF proxy', () => {
  test('a protected page without a session redirects to /login with the path', async () => {
    const api = await request.newContext({ baseURL: E2E.baseURL });
    const r = await api.get('/baseManager/userManager', { maxRedirects: 0 });
    expect(r.status()).toBe(307);
    expect(r.headers().location).toBe('/login?redirect=%2FbaseManager%2FuserManager');
  });

  test(
    'sent once, not in every page: the theme stylesheet and the screens’ messages are immutable URLs; the ' +
      'palette list needs a session',
    async () => {
      const api = await signedInApi('admin');
      const html = await (await api.get('/baseManager/userManager')).text();
      // The theme's variables are linked, not inlined; the page carries only the shell's messages.
      expect(html).toContain('var(--mui-palette-primary-mainChannel)');
      expect(html).not.toContain('--mui-palette-primary-main:');
      expect(html).toContain('修改密码');
      expect(html).not.toContain('新增角色类型');
      const sheet = /(?:\/[\w-]+)*\/theme\/409EFF\.css\?v=[\w-]+/.exec(html)?.[0];
      const messages = /(?:\/[\w-]+)*\/api\/console\/messages\/zh\?v=[\w-]+/.exec(html)?.[0];
      expect(sheet && messages).toBeTruthy();
      const css = await api.get(sheet!);
      expect(css.headers()['content-type']).toContain('text/css');
      expect(css.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await css.text()).toContain('--mui-palette-primary-main:#409EFF;');
      // Without the version (or with another) the same sheet, revalidated; a file that is no colour, 404.
      expect((await api.get('/theme/409EFF.css')).headers()['cache-control']).toBe(
        'public, max-age=0, must-revalidate',
      );
      expect((await api.get('/theme/409eff.css')).status()).toBe(404);
      const screens = await api.get(messages!);
      expect(screens.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const namespaces = Object.keys(await screens.json());
      expect(namespaces).toEqual(expect.arrayContaining(['roleTypes', 'users', 'resource']));
      expect(namespaces).not.toContain('shell');
      expect((await api.get('/api/console/messages/fr')).status()).toBe(404);
      // The palette's list: the caller's screens, and nothing without a session.
      const palette = await (await api.get('/api/console/palette')).json();
      expect(palette.data.screens.map((s: { path: string }) => s.path)).toContain('/baseManager/userManager');
      const anonymous = await request.newContext({ baseURL: E2E.baseURL });
      const refused = await anonymous.get('/api/console/palette');
      expect([refused.status(), (await refused.json()).status]).toEqual([401, 40101]);
    },
  );

  test('x-middleware-subrequest gets no data from the API or pages', async () => {
    const api = await request.newContext({ baseURL: E2E.baseURL });
    for (const value of [
      'middleware',
      'middleware:middleware:middleware:middleware:middleware',
      'src/middleware',
      'pages/_middleware',
    ]) {
      const r = await api.get('/api/admin/user/front/info', { headers: { 'x-middleware-subrequest': value } });
      expect(r.status()).toBe(401);
      expect((await r.json()).status).toBe(40101);
      const page = await api.get('/baseManager/userManager', {
        headers: { 'x-middleware-subrequest': value },
        maxRedirects: 0,
      });
      expect([307, 308]).toContain(page.status());
      expect(await page.text()).not.toContain('超级管理员');
    }
  });

  test('traversal paths never reach the backend outside /api/admin', async () => {
    const api = await signedInApi('admin');
    const cookie = (await api.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const paths = [
      '/api/admin/..%2f..%2fauth/jwt/token',
      '/api/admin/%2e%2e/x',
      '/api/admin/%2E%2E/auth/jwt/token',
      '/api/admin/.%2e/auth/jwt/token',
      '/api/admin/../auth/jwt/token',
      '/api/admin/user/..%5c..%5cauth',
      '/api/admin/user/%252e%252e/x',
      '/api/admin/user/..;/..;/auth/jwt/token',
      '/api/admin/user/%00/info',
      '/api/admin/%zz/info',
    ];
    const before = await upstreamRequestCount();
    for (const path of paths) {
      // raw request line: a URL parser on the client side would already have resolved the dots
      const status = await rawGet(path, cookie);
      expect(status, path).toBeLessThan(500);
      expect(status, path).not.toBe(200);
    }
    expect(await upstreamRequestCount()).toBe(before);
    // the same cookie reaches the real endpoint, so the refusals above are not a broken session
    expect((await (await api.get('/api/admin/user/front/info')).json()).username).toBe('admin');
  });

  test('cross-site writes are refused with 403 and never reach the backend', async () => {
    const api = await signedInApi('admin');
    const before = await upstreamRequestCount();
    const r = await api.put('/api/admin/user/update', {
      data: { id: 1, name: 'x' },
      headers: { origin: 'https://evil.example' },
    });
    expect(r.status()).toBe(403);
    const r2 = await api.post('/api/auth/jwt/token', {
      data: { username: 'admin', password: 'admin' },
      headers: { origin: 'null' },
    });
    expect(r2.status()).toBe(403);
    expect(await upstreamRequestCount()).toBe(before);
  });

  test('an over-limit body gets 413 before the backend sees it', async () => {
    const api = await signedInApi('admin');
    const before = await upstreamRequestCount();
    const r = await api.post('/api/admin/user/add', { data: { blob: 'x'.repeat(1_200_000) } });
    expect(r.status()).toBe(413);
    expect(await upstreamRequestCount()).toBe(before);
  });

  test('a hanging backend answers 504 JSON within the configured time-out', async () => {
    const api = await signedInApi('admin');
    await backendHook('fault', { mode: 'hang', paths: '/api/admin/user/front/info', count: 1 });
    try {
      const started = Date.now();
      const r = await api.get('/api/admin/user/front/info');
      const elapsed = Date.now() - started;
      expect(r.status()).toBe(504);
      expect((await r.json()).status).toBe(504);
      expect(elapsed).toBeGreaterThanOrEqual(E2E.upstreamTimeoutMs - 100);
      expect(elapsed).toBeLessThan(E2E.upstreamTimeoutMs + 1500);
    } finally {
      await backendHook('reset');
    }
  });

  test('a stopped backend answers 502 JSON within 2 s', async () => {
    const port = E2E.port + 7;
    const extra = await startExtraConsole(port, { BACKEND_URL: 'http://127.0.0.1:9' });
    try {
      const cookie = await sealCookie({
        token: 'a.b.c',
        userId: '1',
        username: 'admin',
        name: 'x',
        exp: Math.floor(Date.now() / 1000) + 600,
        method: 'password',
      });
      const api = await request.newContext({
        baseURL: extra.url,
        // this console's own origin: a call naming another is refused before the backend, whatever its method
        extraHTTPHeaders: { origin: extra.url, cookie: `${E2E.cookieName(port)}=${cookie}` },
      });
      const started = Date.now();
      const r = await api.get('/api/admin/user/front/info');
      expect(r.status()).toBe(502);
      expect((await r.json()).status).toBe(502);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await extra.stop();
    }
  });
});
