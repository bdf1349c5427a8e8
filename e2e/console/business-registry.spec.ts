import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { notice, shot, unique } from '../support/admin';
import { csvOf } from '../support/shell';
import { E2E } from './env.mjs';
import { SAME_ORIGIN, signedInApi } from '../support/api';
import { backendHook, openAs, signInWith, signInQuietly } from '../support/session';

// The screen kit's registry page against the real reference backend and its simulated site (seed 1,
// clock frozen at 2026-03-15 10:00 GMT+8): the device registry as an administrator, as a workflow user
// who may read but not write, and as a user without the menu.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const SCREEN = '/sbglManager/sbglDeviceManager';

/** Opens the list's export menu and answers the format's item, to click. */
function exportAs(page: Page, button: string, format: string) {
  return {
    async click() {
      await page.getByRole('button', { name: button }).click();
      await page.getByRole('menuitem', { name: format }).click();
    },
  };
}
const grid = (page: Page) => page.getByRole('grid', { name: '设备信息' });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test.describe('device registry (flat registry)', () => {
  test(
    'an administrator adds, edits and deletes a device; bad input ' + 'is refused on its field; every write is logged',
    async ({ page }) => {
      const code = unique('E2E-').toUpperCase();
      await openAs(page, 'admin', SCREEN);
      await expect(grid(page).getByRole('row').filter({ hasText: 'YL-01' })).toBeVisible();

      await page.getByRole('button', { name: '新增' }).click();
      const add = dialog(page, '新增设备');
      await add.getByRole('button', { name: '保存' }).click();
      await expect(add.getByRole('textbox', { name: '设备编号' })).toHaveAccessibleDescription('此项为必填项');
      await add.getByRole('textbox', { name: '设备编号' }).fill('bad code');
      await add.getByRole('textbox', { name: '设备名称' }).fill('端到端测试压路机');
      await add.getByRole('textbox', { name: 'IMEI' }).fill('12');
      await add.getByRole('button', { name: '保存' }).click();
      await expect(add.getByRole('textbox', { name: '设备编号' })).toHaveAccessibleDescription(
        '只能包含字母、数字、- 和 _',
      );
      await expect(add.getByRole('textbox', { name: 'IMEI' })).toHaveAccessibleDescription('IMEI 为 15 位数字');
      await add.getByRole('textbox', { name: 'IMEI' }).fill('860000000000077');

      // The platform refuses a code that is taken; the dialog stays open with the input.
      await add.getByRole('textbox', { name: '设备编号' }).fill('YL-01');
      await add.getByRole('button', { name: '保存' }).click();
      await expect(page.getByRole('alert').filter({ hasText: '设备编号已存在: YL-01' })).toBeVisible();
      await expect(add).toBeVisible();

      await add.getByRole('textbox', { name: '设备编号' }).fill(code);
      await add.getByRole('combobox', { name: '标段' }).click();
      await page.getByRole('option', { name: /^S1 · / }).click();
      await shot(page, 'device-add');
      await add.getByRole('button', { name: '保存' }).click();
      await expect(notice(page, `已新增设备 ${code}`)).toBeVisible();
      await expect(add).toBeHidden();

      await page.getByRole('textbox', { name: '关键字' }).fill(code);
      await expect(page).toHaveURL(new RegExp(`keyword=${code}`));
      const row = grid(page).getByRole('row').filter({ hasText: code });
      await expect(row).toContainText('端到端测试压路机');
      await expect(row).toContainText('在用');
      await expect(row).toContainText('无数据');

      await row.getByRole('button', { name: `编辑 ${code}` }).click();
      const edit = dialog(page, '编辑设备');
      await expect(edit.getByRole('textbox', { name: '设备编号' })).toHaveValue(code);
      await edit.getByRole('textbox', { name: '设备名称' }).fill('端到端测试压路机（改）');
      await edit.getByRole('button', { name: '保存' }).click();
      await expect(notice(page, `已保存设备 ${code}`)).toBeVisible();
      await expect(row).toContainText('端到端测试压路机（改）');

      await row.getByRole('button', { name: `删除 ${code}` }).click();
      await page.getByRole('alertdialog', { name: '删除设备' }).getByRole('button', { name: '删除' }).click();
      await expect(notice(page, `已删除设备 ${code}`)).toBeVisible();
      await expect(grid(page).getByRole('row').filter({ hasText: code })).toHaveCount(0);

      const api = await signedInApi('admin');
      const log = await (
        await api.get(`/api/admin/gateLog/page?menu=${encodeURIComponent('设备信息')}&limit=50`)
      ).json();
      const mine = log.data.rows.filter(
        (r: { body?: string; uri: string }) => (r.body ?? '').includes(code) || r.uri.includes('/api/sbgl/device/'),
      );
      expect(new Set(mine.map((r: { opt: string }) => r.opt))).toEqual(new Set(['新增', '编辑', '删除']));
    },
  );

  test('a device with monitoring data cannot be deleted; the platform says why', async ({ page }) => {
    await openAs(page, 'admin', `${SCREEN}?keyword=YL-01`);
    await grid(page).getByRole('button', { name: '删除 YL-01' }).click();
    await page.getByRole('alertdialog', { name: '删除设备' }).getByRole('button', { name: '删除' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '设备 YL-01 已有监测数据，不能删除' })).toBeVisible();
  });

  test('a workflow user reads the registry without write buttons, and the platform refuses its writes', async ({
    page,
  }) => {
    await signInWith(page, 'sg01', 'sg01');
    await page.goto(SCREEN);
    await expect(grid(page).getByRole('row').filter({ hasText: 'YL-01' })).toBeVisible();
    await expect(page.getByRole('button', { name: '新增' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '编辑 YL-01' })).toHaveCount(0);
    const refused = await page.request.post('/api/sbgl/device', {
      headers: SAME_ORIGIN,
      data: { code: 'SG-NOPE', name: 'x', kind: 'roller' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).status).toBe(40301);
  });

  test('a user without the menu gets 40301 from the module API', async () => {
    const api = await signedInApi('test');
    const reply = await api.get('/api/sbgl/device/page');
    expect(reply.status()).toBe(403);
    expect((await reply.json()).status).toBe(40301);
  });

  test('the export is what the filters show, in the console’s language, as CSV or an Excel workbook', async ({
    page,
  }) => {
    await openAs(page, 'admin', `${SCREEN}?kind=rammer`);
    await expect(grid(page).getByRole('row').filter({ hasText: 'HJ-01' })).toBeVisible();
    const api = await signedInApi('admin');
    const total = (await (await api.get('/api/sbgl/device/page?kind=rammer')).json()).data.total as number;
    const lines = await csvOf(page, exportAs(page, '导出', 'CSV 文件 (.csv)'));
    expect(lines[0]!.startsWith('设备编号,设备名称,设备类型')).toBe(true);
    expect(lines.length - 1).toBe(total);
    // Coded values are the dictionary's words, as the grid shows them.
    expect(lines.slice(1).every((line) => line.includes(',强夯机,'))).toBe(true);
    await shot(page, 'export-menu');

    await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
    await page.reload();
    await expect(
      page.getByRole('grid', { name: 'Devices' }).getByRole('row').filter({ hasText: 'HJ-01' }),
    ).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportAs(page, 'Export', 'Excel workbook (.xlsx)').click(),
    ]);
    expect(download.suggestedFilename()).toBe('sbgl-device.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['Code', 'Name', 'Kind']);
    expect(sheet.rowCount - 1).toBe(total);
    expect(sheet.getRow(2).getCell(3).value).toBe('Dynamic compactor');
  });

  test('a refused export is the platform’s message on the page, and nothing is saved', async ({ page }) => {
    await openAs(page, 'admin', `${SCREEN}?kind=rammer`);
    await expect(grid(page).getByRole('row').filter({ hasText: 'HJ-01' })).toBeVisible();
    const saved: string[] = [];
    page.on('download', (d) => saved.push(d.suggestedFilename()));
    await backendHook('fault', { mode: 'http500', paths: '/api/sbgl/device/export', count: 1 });
    try {
      await exportAs(page, '导出', 'CSV 文件 (.csv)').click();
      await expect(notice(page, 'Injected fault')).toBeVisible();
      await shot(page, 'export-refused');
      await expect(page).toHaveURL(new RegExp(`${SCREEN}\\?kind=rammer$`));
      expect(saved).toEqual([]);
      // the next try, the platform willing, is the file
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        exportAs(page, '导出', 'CSV 文件 (.csv)').click(),
      ]);
      expect(download.suggestedFilename()).toBe('sbgl-device.csv');
    } finally {
      await backendHook('reset');
    }
  });
});

test.describe('logs and states of the simulated site', () => {
  test('the login log shows this sign-in at site time, next to the tablets', async ({ page }) => {
    await signInQuietly(page, 'admin');
    // The site's clock is frozen in tests (other specs may have moved it on): the sign-in is stamped with it.
    const { simTime } = (await (await page.request.get('/api/site/sim/status')).json()).data as { simTime: string };
    expect(simTime).toMatch(/^2026-03-1\d /);
    await page.goto('/znysLogDirManager/znysLoginLogManager?client=web');
    const logGrid = page.getByRole('grid', { name: '登录日志' });
    await expect(
      logGrid.getByRole('row').filter({ hasText: simTime }).filter({ hasText: 'admin' }).first(),
    ).toBeVisible();
    await page.getByRole('combobox', { name: '客户端' }).click();
    await page.getByRole('option', { name: '平板' }).click();
    await expect(page).toHaveURL(/client=pad/);
    await expect(logGrid.getByRole('row').nth(1)).toContainText('平板');
  });

  test('the real-time state page shows each device online or offline as the platform reports it', async ({ page }) => {
    const api = await signedInApi('admin');
    const states = (await (await api.get('/api/znys/deviceState/latest/page?limit=100')).json()).data as {
      total: number;
      rows: { deviceCode: string; online?: number }[];
    };
    await openAs(page, 'admin', '/znysDeviceDirManager/znysDeviceStateRealtimeManager?limit=100');
    const stateGrid = page.getByRole('grid', { name: '设备状态实时数据' });
    for (const state of states.rows.slice(0, 6)) {
      const label = state.online === undefined ? '无数据' : state.online ? '在线' : '离线';
      await expect(stateGrid.getByRole('row').filter({ hasText: state.deviceCode }).first()).toContainText(label);
    }
    await shot(page, 'device-states');
  });
});

test.describe('settings page (settings shape)', () => {
  test(
    'an administrator saves the rammers’ settings; a bad value is refused on its field; a workflow user only ' +
      'reads',
    async ({ page }) => {
      await openAs(page, 'admin', '/hjManager/hjGlobalConfigManager');
      const form = page.getByRole('form', { name: '全局配置' });
      const timeout = form.getByRole('textbox', { name: '离线超时 (s)' });
      await expect(timeout).toHaveValue(/^\d+$/);
      await timeout.fill('5');
      await form.getByRole('button', { name: '保存' }).click();
      await expect(timeout).toHaveAccessibleDescription('不能小于 10');
      await expect(timeout).toBeFocused();
      const value = String(100 + Math.floor(Math.random() * 800));
      await timeout.fill(value);
      await form.getByRole('button', { name: '保存' }).click();
      await expect(notice(page, '设置已保存')).toBeVisible();
      await expect(form).toContainText('最后由 admin 于');
      await page.reload();
      await expect(
        page.getByRole('form', { name: '全局配置' }).getByRole('textbox', { name: '离线超时 (s)' }),
      ).toHaveValue(value);
      const api = await signedInApi('admin');
      const log = await (
        await api.get(`/api/admin/gateLog/page?menu=${encodeURIComponent('全局配置')}&limit=1`)
      ).json();
      expect(log.data.rows[0].opt).toBe('保存');
      expect(log.data.rows[0].body).toContain(`"offlineTimeoutSeconds":${value}`);
    },
  );

  test('a workflow user sees the settings without a save button', async ({ page }) => {
    await signInWith(page, 'sg01', 'sg01');
    await page.goto('/hjManager/hjGlobalConfigManager');
    const form = page.getByRole('form', { name: '全局配置' });
    await expect(form.getByRole('textbox', { name: '离线超时 (s)' })).toBeDisabled();
    await expect(form.getByRole('button', { name: '保存' })).toHaveCount(0);
    await expect(form).toContainText('修改需要保存权限');
  });
});

test.describe('group templates (master-detail shape)', () => {
  test('a template’s roles open beside it; adding one is checked, and the template’s counts follow', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/znysGroupDirManager/znysGroupTemplateManager');
    const master = page.getByRole('grid', { name: '分组模板' });
    const asphalt = master.getByRole('row').filter({ hasText: '沥青面层碾压组' });
    await expect(asphalt.locator('[data-field="roles"]')).toHaveText('3');
    await expect(asphalt.locator('[data-field="rollers"]')).toHaveText('5');

    await asphalt.getByRole('button', { name: '明细：沥青面层碾压组' }).click();
    const drawer = page.getByRole('dialog', { name: '压路机角色 · 沥青面层碾压组' });
    const roles = drawer.getByRole('grid', { name: '压路机角色' });
    await expect(roles.getByRole('row').filter({ hasText: '双钢轮（初压）' })).toContainText('4');
    await expect(roles.getByRole('row').filter({ hasText: '胶轮（复压）' })).toBeVisible();

    await drawer.getByRole('button', { name: '新增' }).click();
    const add = page.getByRole('dialog', { name: '新增模板角色' });
    await add.getByRole('combobox', { name: '压路机类别' }).click();
    await page.getByRole('option', { name: '单钢轮振动' }).click();
    await add.getByRole('textbox', { name: '台数' }).fill('0');
    await add.getByRole('textbox', { name: '目标遍数' }).fill('6');
    await add.getByRole('button', { name: '保存' }).click();
    await expect(add.getByRole('textbox', { name: '台数' })).toHaveAccessibleDescription('不能小于 1');
    await add.getByRole('textbox', { name: '台数' }).fill('1');
    await add.getByRole('button', { name: '保存' }).click();
    await expect(add).toBeHidden();
    const added = roles.getByRole('row').filter({ hasText: '单钢轮振动' });
    await expect(added).toContainText('6');
    await shot(page, 'group-template-roles');

    // Adding the same class again is refused by the platform.
    await drawer.getByRole('button', { name: '新增' }).click();
    await add.getByRole('combobox', { name: '压路机类别' }).click();
    await page.getByRole('option', { name: '单钢轮振动' }).click();
    await add.getByRole('textbox', { name: '台数' }).fill('1');
    await add.getByRole('textbox', { name: '目标遍数' }).fill('2');
    await add.getByRole('button', { name: '保存' }).click();
    // (Shown as a notice above the dialogs; while two modals are open MUI hides the notice region from the
    // accessibility tree.)
    await expect(page.getByText('该模板已有这一类别的压路机角色')).toBeVisible();
    await add.getByRole('button', { name: '取消' }).click();

    await drawer.getByRole('button', { name: '关闭' }).click();
    await expect(asphalt.locator('[data-field="roles"]')).toHaveText('4');
    await expect(asphalt.locator('[data-field="rollers"]')).toHaveText('6');

    // Back as it was.
    await asphalt.getByRole('button', { name: '明细：沥青面层碾压组' }).click();
    await added.getByRole('button', { name: '删除 单钢轮振动' }).click();
    await page.getByRole('alertdialog', { name: '删除模板角色' }).getByRole('button', { name: '删除' }).click();
    await expect(added).toHaveCount(0);
  });
});
