import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { expect, request, test } from '@playwright/test';
import { E2E, E2E_DIST_DIR } from './env.mjs';
import { startExtraConsole } from '../support/extra-console';
import { outsideTestTime } from '../support/time-budget';
import { backendHook, openAs } from '../support/session';

const root = resolve(__dirname, '../..');
/** How long a refused start may take to exit on a loaded machine. */
const RUN_BUDGET_MS = 60_000;

/** A process that should exit by itself (a refused start), run outside the test's own time. */
function runToExit(
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; output: string }> {
  return outsideTestTime(
    RUN_BUDGET_MS,
    () =>
      new Promise((done, fail) => {
        const clean = { ...process.env };
        delete clean.SESSION_SECRET;
        const child = spawn(process.execPath, args, { cwd: root, env: { ...clean, ...env } as NodeJS.ProcessEnv });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          fail(new Error(`${args.join(' ')} did not exit within ${RUN_BUDGET_MS / 1000 - 5} s:\n${output}`));
        }, RUN_BUDGET_MS - 5_000);
        child.on('exit', (code) => {
          clearTimeout(timer);
          done({ code, output });
        });
      }),
  );
}

test.describe('deployment', () => {
  test('two consoles on two ports of one host keep separate sessions', async ({ page, context }) => {
    const other = await startExtraConsole(E2E.port + 9, { BACKEND_URL: E2E.backendURL });
    try {
      await openAs(page, 'admin', `${other.url}/login`);
      await page.getByRole('textbox', { name: '账号' }).fill('test');
      await page.getByRole('textbox', { name: '密码' }).fill('test');
      await page.getByRole('button', { name: '登录' }).click();
      await expect(page).toHaveURL(`${other.url}/znysManager/znysProcessMonitorManager`);
      const names = (await context.cookies()).map((c) => c.name);
      expect(names).toEqual(expect.arrayContaining([E2E.cookieName(), E2E.cookieName(E2E.port + 9)]));

      // sign out of the second console only (once its page is live: a fresh server answers the first
      // page slowly, and a click before hydration opens nothing)
      await page.waitForFunction(() => typeof window.__consoleThrow === 'function');
      await page.getByRole('button', { name: '用户菜单' }).click();
      await page.getByRole('menuitem', { name: '退出登录' }).click();
      await expect(page).toHaveURL(new RegExp(`^${other.url}/login`));

      await page.goto(`${E2E.baseURL}/dashboard`);
      await expect(page).toHaveURL(`${E2E.baseURL}/dashboard`);
      await expect(page.getByTestId('user-name')).toHaveText(E2E.users.admin.name);
    } finally {
      await other.stop();
    }
  });

  test('production without SESSION_SECRET refuses to start and names it', async () => {
    const viaStart = await runToExit([join(root, 'scripts/start.mjs')], {
      NODE_ENV: 'production',
      PORT: String(E2E.port + 10),
    });
    expect(viaStart.code).not.toBe(0);
    expect(viaStart.output).toContain('SESSION_SECRET');

    const server = await runToExit([join(root, E2E_DIST_DIR, 'standalone/server.js')], {
      NODE_ENV: 'production',
      PORT: String(E2E.port + 10),
      HOSTNAME: '127.0.0.1',
      BACKEND_URL: 'not a url',
      UPSTREAM_TIMEOUT_MS: '99',
    });
    expect(server.code).toBe(1);
    for (const name of ['SESSION_SECRET', 'BACKEND_URL', 'UPSTREAM_TIMEOUT_MS']) expect(server.output).toContain(name);
    expect(server.output).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/); // a list, not a stack trace
  });

  test('SIGTERM lets an in-flight request finish', async () => {
    const port = E2E.port + 11;
    const extra = await startExtraConsole(port, { BACKEND_URL: E2E.backendURL });
    const api = await request.newContext({ baseURL: extra.url, extraHTTPHeaders: { origin: extra.url } });
    await api.post('/api/auth/jwt/token', { data: { username: 'admin', password: 'admin' } });
    await backendHook('fault', { mode: 'delay', ms: 1500, paths: '/api/admin/user/front/info', count: 1 });
    try {
      const inFlight = api.get('/api/admin/user/front/info');
      await new Promise((r) => setTimeout(r, 400));
      const stopped = extra.stop();
      const reply = await inFlight;
      expect(reply.status()).toBe(200);
      expect((await reply.json()).username).toBe('admin');
      await stopped;
    } finally {
      await backendHook('reset');
      await extra.stop();
    }
  });
});
