import { expect as baseExpect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { adminApi, notice, shot, unique } from '../../support/admin';
import { SAME_ORIGIN, signedInApi } from '../../support/api';
import { seriousViolations } from '../../support/axe';
import { openAs, signInWith } from '../../support/session';
import { E2E } from '../env.mjs';

// The monitoring screens (服务监控) and the service API table, against the reference backend: a click in
// the console found as one trace (the console's span above the backend's), the instances' health, the
// Eureka-shaped registry with its out-of-service action, and the route table.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const TRACING = '/monitorManager/serviceZipkinManager';
const STATUS = '/monitorManager/serviceMonitorManager';
const REGISTRY = '/monitorManager/serviceEurekaManager';
const SERVICE_API = '/authManager/serviceApiManager';

/** Axe judges what is on screen: no tooltip left open by the last click. */
async function axeClean(page: Page) {
  await page.mouse.move(1, 1);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
}

const english = (page: Page) => page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
const span = (page: Page, name: RegExp) =>
  page.getByRole('list', { name: /链路瀑布图|Trace waterfall/ }).getByRole('button', { name });

test(
  'a save on the user screen is one trace: the console’s span, ' + 'the backend’s below it, drawn as a waterfall',
  async ({ page }) => {
    const api = await signedInApi('admin');
    const username = unique('trace');
    await adminApi(api).createUser(username);
    await openAs(page, 'admin', '/baseManager/userManager');
    await page.getByRole('textbox', { name: '用户名或姓名' }).fill(username);
    const row = page.getByRole('grid', { name: '用户列表' }).getByRole('row').filter({ hasText: username });
    await row.getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑用户' });
    await dialog.getByRole('textbox', { name: '姓名' }).fill('链路追踪');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/admin/user/update',
    );
    await dialog.getByRole('button', { name: '保存' }).click();
    const traceparent = (await saved).headers()['traceresponse'];
    expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const [, traceId, consoleSpanId] = traceparent.split('-');
    await expect(notice(page, '用户信息已保存')).toBeVisible();

    await page.goto(TRACING);
    await page.getByRole('combobox', { name: '服务' }).click();
    await page.getByRole('option', { name: 'console' }).click();
    // The console reports its span a moment after the reply: read the list again until it is there.
    const traceButton = page.getByRole('table', { name: '链路列表' }).getByRole('button', { name: traceId });
    await expect(async () => {
      await page.getByRole('button', { name: '刷新' }).click();
      await expect(traceButton).toBeVisible({ timeout: 2000 });
    }).toPass();
    const listed = page.getByRole('table', { name: '链路列表' }).getByRole('row').filter({ hasText: traceId });
    await expect(listed).toContainText('put /api/admin/user/update');
    await expect(listed).toContainText('console, reference-backend');
    await traceButton.click();

    await expect(page.getByRole('heading', { name: `链路 ${traceId}` })).toBeVisible();
    const items = page.getByRole('list', { name: '链路瀑布图' }).getByRole('listitem');
    await expect(items).toHaveCount(7);
    await expect(span(page, /^console\s*put \/api\/admin\/user\/update\s*\S+ m?s\s*，第 1 层$/)).toBeVisible();
    await expect(
      span(page, /^reference-backend\s*put \/api\/admin\/user\/update\s*\S+ m?s\s*，第 2 层$/),
    ).toBeVisible();
    for (const stage of ['authenticate', 'authorize', 'write-turn', 'handler', 'operation-log'])
      await expect(
        span(page, new RegExp(`^reference-backend\\s*${stage}\\s*\\S+ (ms|µs|s)\\s*，第 3 层$`)),
      ).toBeVisible();

    // The backend's server span names the console's span as its parent.
    await span(page, /^reference-backend\s*put \/api\/admin\/user\/update/).click();
    const detail = page.getByRole('table', { name: '跨度详情' });
    await expect(detail.getByRole('row', { name: /父跨度/ })).toContainText('console · put /api/admin/user/update');
    await expect(detail.getByRole('row', { name: /http\.status_code/ })).toContainText('200');
    await span(page, /^console\s*put/).click();
    await expect(detail.getByRole('row', { name: /跨度 ID/ })).toContainText(consoleSpanId);
    await expect(detail.getByRole('row', { name: /父跨度/ })).toContainText('无（链路入口）');
    await shot(page, 'tracing-zh');
    await axeClean(page);

    // In English, opened by its id.
    await english(page);
    await page.reload();
    await page.getByRole('textbox', { name: 'Trace ID' }).fill(traceId);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page.getByRole('heading', { name: `Trace ${traceId}` })).toBeVisible();
    await expect(
      span(page, /^reference-backend\s*put \/api\/admin\/user\/update\s*\S+ m?s\s*, level 2$/),
    ).toBeVisible();
    await expect(page.getByText(/7 spans · 2 services/)).toBeVisible();
    await shot(page, 'tracing-en');
    await axeClean(page);
  },
);

test('service status: the backend and this console instance with their health, read again while open', async ({
  page,
}) => {
  await openAs(page, 'admin', STATUS);
  const cards = page.getByRole('list', { name: '服务实例' });
  const backend = cards.getByRole('listitem').filter({ hasText: '平台后端' });
  const consoleCard = cards
    .getByRole('listitem')
    .filter({ hasText: '控制台实例' })
    .filter({ hasText: `:console:${E2E.port}` });
  await expect(backend).toContainText('0.1.0');
  await expect(backend).toContainText('实时测量');
  await expect(backend).toContainText('运行中');
  await expect(consoleCard).toContainText('0.1.0');
  await expect(consoleCard).toContainText(`端口 ${E2E.port}`);
  for (const label of ['运行时长', '内存', '请求速率', 'P95 耗时', '事件循环延迟', '心跳'])
    await expect(consoleCard).toContainText(label);
  // The site simulator: its present, lag and history; the tests' clock stands still, so it shows as paused, and an
  // administrator may set its speed (the backend's sim-default test runs it).
  const simulator = page.getByRole('region', { name: '站点模拟器' });
  await expect(simulator).toContainText(/站点时间\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await expect(simulator).toContainText('已暂停');
  await expect(simulator).toContainText(/已生成 \d+ \/ \d+ 天/);
  await simulator.getByRole('combobox', { name: '速度' }).click();
  await expect(page.getByRole('listbox', { name: '速度' }).getByRole('option')).toHaveText([
    '暂停',
    '1×',
    '2×',
    '5×',
    '10×',
    '60×',
  ]);
  await page.keyboard.press('Escape');
  const updated = page.getByText(/更新，每 5 秒刷新/);
  const first = await updated.textContent();
  await expect(updated).not.toHaveText(first ?? '', { timeout: 15_000 });
  await shot(page, 'status-zh');
  await axeClean(page);

  await english(page);
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Service instances' }).getByRole('listitem').filter({ hasText: 'Platform backend' }),
  ).toContainText('Measured now');
  await expect(page.getByText(/refreshed every 5 s/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Site simulator' })).toContainText('Data lag');
  await shot(page, 'status-en');
});

test(
  'registry: Eureka’s shape; an instance taken out of service and put back, logged; hidden and refused without ' +
    'the code',
  async ({ page, browser }) => {
    await openAs(page, 'admin', REGISTRY);
    const grid = page.getByRole('grid', { name: '注册的实例' });
    const consoleRow = grid.getByRole('row').filter({ hasText: `:console:${E2E.port}` });
    await expect(grid.getByRole('row').filter({ hasText: 'REFERENCE-BACKEND' })).toContainText('UP');
    await expect(consoleRow).toContainText('CONSOLE');
    await expect(consoleRow).toContainText('UP');
    const instance = (await consoleRow.getByRole('gridcell').nth(1).textContent())!.trim();
    await axeClean(page);

    await consoleRow.getByRole('button', { name: `下线 ${instance}` }).click();
    const confirm = page.getByRole('alertdialog', { name: '下线实例' });
    await expect(confirm).toContainText(`将 CONSOLE 的实例 ${instance} 标记为下线`);
    await confirm.getByRole('button', { name: '下线' }).click();
    await expect(notice(page, `实例 ${instance} 已下线`)).toBeVisible();
    await expect(consoleRow).toContainText('OUT_OF_SERVICE');
    await shot(page, 'registry-zh');
    await consoleRow.getByRole('button', { name: `上线 ${instance}` }).click();
    await page.getByRole('alertdialog', { name: '上线实例' }).getByRole('button', { name: '上线' }).click();
    await expect(notice(page, `实例 ${instance} 已上线`)).toBeVisible();
    await expect(consoleRow).toContainText('UP');
    const api = await signedInApi('admin');
    const log = await adminApi(api).gateLog({ menu: 'Eureka注册中心' });
    expect(log.rows.slice(0, 2).map((r) => r.opt)).toEqual(['上线', '下线']);

    // A viewer: the menu but not the element code.
    const username = unique('eureka');
    const user = await adminApi(api).createUser(username);
    const role = await adminApi(api).createRole(unique('eurekaView'));
    await adminApi(api).grantMenus(role.id, ['monitorManager', 'serviceEurekaManager']);
    await adminApi(api).setMembers(role.id, [user.id]);
    const context = await browser.newContext({ baseURL: E2E.baseURL, locale: 'zh-CN' });
    const viewer = await context.newPage();
    await signInWith(viewer, username, 'secret-1');
    await viewer.goto(REGISTRY);
    await expect(
      viewer
        .getByRole('grid', { name: '注册的实例' })
        .getByRole('row')
        .filter({ hasText: `:console:${E2E.port}` }),
    ).toContainText('UP');
    await expect(viewer.getByRole('button', { name: /^下线 / })).toHaveCount(0);
    const refused = await viewer.request.put(
      `/api/monitor/eureka/apps/CONSOLE/${encodeURIComponent(instance)}/status`,
      {
        headers: SAME_ORIGIN,
      },
    );
    expect(refused.status()).toBe(403);
    // Nor may anyone register or cancel an instance through the console.
    expect(
      (
        await viewer.request.delete(`/api/monitor/eureka/apps/CONSOLE/${encodeURIComponent(instance)}`, {
          headers: SAME_ORIGIN,
        })
      ).status(),
    ).toBe(404);
    // The viewer holds no tracing menu: Zipkin's API is refused too.
    expect((await viewer.request.get('/api/monitor/zipkin/traces')).status()).toBe(403);
    await context.close();

    await english(page);
    await page.reload();
    await expect(
      page
        .getByRole('grid', { name: 'Registered instances' })
        .getByRole('button', { name: `Take ${instance} out of service` }),
    ).toBeVisible();
    await shot(page, 'registry-en');
  },
);

test('service API: the route table with each route’s guard and the roles holding it', async ({ page }) => {
  await openAs(page, 'admin', SERVICE_API);
  const grid = page.getByRole('grid', { name: '平台接口' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('textbox', { name: '路径包含' }).fill('/api/admin/user/:id');
  await page.getByRole('combobox', { name: '方法' }).click();
  await page.getByRole('option', { name: 'PUT' }).click();
  const edit = grid.getByRole('row').filter({ hasText: '/api/admin/user/:id' });
  await expect(edit).toHaveCount(1);
  await expect(edit).toContainText('userManager:btn_edit');
  await expect(edit).toContainText('按钮权限');
  await expect(edit).toContainText('是');
  await page.getByRole('textbox', { name: '路径包含' }).fill('');
  await page.getByRole('combobox', { name: '方法' }).click();
  await page.getByRole('option', { name: '全部' }).click();
  await page.getByRole('textbox', { name: '权限编码包含' }).fill('serviceEurekaManager:btn_status');
  await expect(grid.getByRole('row').filter({ hasText: '/eureka/apps/{app}/<instanceId>/status' })).toHaveCount(2);
  await shot(page, 'service-api-zh');
  await axeClean(page);

  // Without the menu: the page is refused, and so is the read.
  const other = await playwrightRequest.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: SAME_ORIGIN });
  await other.post('/api/auth/jwt/token', { data: { username: 'sg01', password: 'sg01' } });
  expect((await other.get('/api/monitor/routes')).status()).toBe(403);
  expect((await other.get('/api/monitor/instances')).status()).toBe(403);
  await other.dispose();

  await english(page);
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Platform endpoints' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Roles holding it' })).toBeVisible();
  await shot(page, 'service-api-en');
});
