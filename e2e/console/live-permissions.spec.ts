import { expect as baseExpect, test } from '@playwright/test';
import { adminApi, notice, shot, sidebar, unique } from '../support/admin';
import { signedInApi } from '../support/api';
import { seriousViolations } from '../support/axe';
import { signInWith } from '../support/session';

// Live permission changes: an administrator's change of a role's grants reaches the open console of a
// member without a reload — the sidebar and the buttons follow, and a tab whose screen was taken away
// closes with a notice saying why (after asking, when it holds unsaved input: the input can be copied).

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const SCREEN = '/sscManager/sscVehicleRegisterManager';

test(
  'revoking /sscManager closes a member’s open tab with the reason and drops the group; granting it back adds ' +
    'it, all without reload',
  async ({ page }) => {
    const api = await signedInApi('admin');
    const admin = adminApi(api);
    const username = unique('perm');
    const user = await admin.createUser(username);
    const role = await admin.createRole(unique('permRole'));
    await admin.grantMenus(role.id, ['sscManager', 'sscVehicleRegisterManager']);
    await admin.setMembers(role.id, [user.id]);

    await signInWith(page, username, 'secret-1');
    await page.goto(SCREEN);
    const grid = page.getByRole('grid', { name: '洒水车登记' });
    await expect(grid.getByRole('row').filter({ hasText: 'SSC-01' })).toBeVisible();
    await expect(page.getByTestId('live-chip')).toHaveAttribute('data-status', 'live');
    await expect(sidebar(page)).toContainText('洒水车管理');
    // No add button: the role holds the page, not its element code.
    await expect(page.getByRole('button', { name: /^新增/ })).toHaveCount(0);
    // A reload would lose this.
    await page.evaluate(() => Object.assign(window, { __noReload: true }));

    // A button granted: it appears.
    const menus = (await (await api.get('/api/admin/menu/all')).json()) as { id: number; code: string }[];
    const menuId = menus.find((m) => m.code === 'sscVehicleRegisterManager')!.id;
    const elements = (await (await api.get('/api/admin/element/all')).json()) as { id: number; code: string }[];
    const add = elements.find((e) => e.code === 'sscVehicleRegisterManager:btn_add')!;
    const granted = await api.post(
      `/api/admin/group/${role.id}/authority/element/add?menuId=${menuId}&elementId=${add.id}`,
    );
    expect((await granted.json()).status).toBe(200);
    await expect(page.getByRole('button', { name: /^新增/ })).toBeVisible();

    // Unsaved input in the tab: a new truck's plate typed, not saved.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: /^新增/ }).click();
    const form = page.getByRole('dialog', { name: '新增洒水车' });
    await form.getByRole('textbox', { name: '车牌号' }).fill('京E·E2E77');

    // The menus taken away: the tab with input asks first (its input offered for the clipboard), then
    // closes, saying why, and the group leaves the sidebar.
    const revokedAt = Date.now();
    await admin.grantMenus(role.id, []);
    const ask = page.getByRole('alertdialog', { name: '「洒水车登记」的权限已被收回' });
    await expect(ask).toBeVisible();
    const closedMs = Date.now() - revokedAt;
    await expect(ask.getByRole('textbox', { name: '未保存的输入' })).toHaveValue(/车牌号: 京E·E2E77/);
    await expect(ask.getByRole('button', { name: '复制并关闭' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'live-permissions-unsaved');
    await ask.getByRole('button', { name: '复制并关闭' }).click();
    await expect(notice(page, '「洒水车登记」已关闭：管理员更改了你的权限')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('车牌号: 京E·E2E77');
    test.info().annotations.push({ type: 'revoked → question asked (ms)', description: String(closedMs) });
    await expect(page).not.toHaveURL(new RegExp(SCREEN));
    await expect(page.getByRole('tab', { name: /洒水车登记/ })).toHaveCount(0);
    await expect(sidebar(page)).not.toContainText('洒水车管理');
    await shot(page, 'live-permissions-revoked');

    // Granted back: the group returns to the sidebar.
    const grantedAt = Date.now();
    await admin.grantMenus(role.id, ['sscManager', 'sscVehicleRegisterManager']);
    await expect(sidebar(page)).toContainText('洒水车管理');
    test.info().annotations.push({ type: 'granted → sidebar (ms)', description: String(Date.now() - grantedAt) });
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    console.log(
      `live permissions: revoked → question asked in ${closedMs} ms, granted → sidebar in ${Date.now() - grantedAt} ms`,
    );
  },
);
