import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startExtraConsole } from '../support/extra-console';
import { figure } from './support/figures';
import { SEC } from './env.mjs';

/**
 * A gateway in front of the real backend that can be taken down and brought back on the same port,
 * as a backend restart looks to the console: connections refused while it is down.
 */
async function startGateway(target: string) {
  const upstream = new URL(target);
  let server: http.Server | null = null;
  let port = 0;
  const writes: string[] = [];
  const up = () =>
    new Promise<void>((resolve) => {
      server = http.createServer((req, res) => {
        if (req.method !== 'GET') writes.push(`${req.method} ${req.url}`);
        const forward = http.request(
          { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
          (reply) => {
            res.writeHead(reply.statusCode ?? 502, reply.headers);
            reply.pipe(res);
          },
        );
        forward.on('error', () => res.destroy());
        req.pipe(forward);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      server!.closeAllConnections();
      server!.close(() => resolve());
    });
  await up();
  return { url: () => `http://127.0.0.1:${port}`, up, down, writes };
}

test('backend restarted while a user fills a form: every field is kept, the retried save writes exactly once', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const gateway = await startGateway(SEC.backendURL);
  const console_ = await startExtraConsole(SEC.extra(9), { BACKEND_URL: gateway.url(), UPSTREAM_TIMEOUT_MS: '3000' });
  const context = await browser.newContext({
    baseURL: console_.url,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 850 },
  });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    await page.getByRole('textbox', { name: '账号' }).fill('admin');
    await page.getByRole('textbox', { name: '密码' }).fill('admin');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/baseManager/userManager');
    await page.getByRole('button', { name: '新增用户' }).click();
    const dialog = page.getByRole('dialog', { name: '新增用户' });
    const username = `restart${Date.now().toString(36)}`;
    const fields: [string, string][] = [
      ['用户名', username],
      ['姓名', '重启测试'],
      ['邮箱', 'restart@example.com'],
      ['手机号码', '13800000000'],
    ];
    for (const [name, value] of fields) await dialog.getByRole('textbox', { name }).fill(value);
    await dialog.getByLabel('密码').fill('secret-1');

    // The backend goes away while the user is typing; the save meets a refused connection.
    await gateway.down();
    const writesBefore = gateway.writes.length;
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '后端服务不可用，请稍后重试' })).toBeVisible();
    await expect(dialog).toBeVisible();
    for (const [name, value] of fields) await expect(dialog.getByRole('textbox', { name })).toHaveValue(value);
    await expect(dialog.getByLabel('密码')).toHaveValue('secret-1');

    // Back up: the user presses save again, once.
    await gateway.up();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '用户已创建' })).toBeVisible();
    await expect(dialog).toBeHidden();

    const creates = gateway.writes.slice(writesBefore).filter((w) => w.startsWith('POST /api/admin/user'));
    const listed = await page.request.get(`/api/admin/user/page?username=${username}&limit=100`);
    const rows = ((await listed.json()) as { data: { rows: { username: string }[] } }).data.rows.filter(
      (u) => u.username === username,
    );
    figure('backend-restart', {
      fieldsKept: fields.length + 1,
      createCallsReachingBackend: creates.length,
      usersCreated: rows.length,
    });
    expect(creates).toHaveLength(1);
    expect(rows).toHaveLength(1);
  } finally {
    await context.close().finally(() => console_.stop().finally(() => gateway.down().catch(() => undefined)));
  }
});
