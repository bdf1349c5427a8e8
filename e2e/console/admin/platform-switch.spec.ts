import { expect as baseExpect, test } from '@playwright/test';
import { adminApi, unique } from '../../support/admin';
import { SAME_ORIGIN, signedInApi } from '../../support/api';
import { openAs, signInWith, signInQuietly } from '../../support/session';
import { E2E } from '../env.mjs';

// 平台地址切换: the suite's console is configured with two platforms (serve.mjs, PLATFORM_BACKENDS; both
// are the suite's reference backend, so the rest of the suite is unaffected). The administrator switches
// the instance, is signed out of the platform left behind, and the header names the new one; a user with
// the menu but not the button sees no switch and is refused.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SCREEN = '/baseManager/platformAddressManager';

test('an administrator switches the console to the training platform and back; each switch signs them out', async ({
  page,
}) => {
  await openAs(page, 'admin', SCREEN);
  const list = page.getByRole('list', { name: '平台列表' });
  await expect(list.getByRole('listitem').filter({ hasText: '项目平台' })).toContainText('当前使用');
  await expect(page.getByTestId('platform-badge')).toHaveText('项目平台');
  // Addresses are server configuration: the page never shows them.
  await expect(page.getByText(`127.0.0.1:${E2E.backendPort}`)).toHaveCount(0);

  await page.getByRole('button', { name: '切换到 培训平台' }).click();
  const ask = page.getByRole('alertdialog', { name: '切换到 培训平台' });
  await expect(ask).toContainText('退出登录');
  await ask.getByRole('button', { name: '切换' }).click();
  await expect(page).toHaveURL(/\/login/);
  // The old session is gone: its cookie no longer opens the console.
  expect((await (await page.request.get('/api/admin/user/front/info')).json()).status).toBe(40101);

  await openAs(page, 'admin', SCREEN);
  await expect(page.getByTestId('platform-badge')).toHaveText('培训平台');
  await expect(
    page.getByRole('list', { name: '平台列表' }).getByRole('listitem').filter({ hasText: '培训平台' }),
  ).toContainText('当前使用');

  await page.getByRole('button', { name: '切换到 项目平台' }).click();
  await page.getByRole('alertdialog', { name: '切换到 项目平台' }).getByRole('button', { name: '切换' }).click();
  await expect(page).toHaveURL(/\/login/);
  await openAs(page, 'admin', SCREEN);
  await expect(page.getByTestId('platform-badge')).toHaveText('项目平台');
});

test('a user with the menu but not the button sees no switch, and the console refuses the call', async ({ page }) => {
  const api = adminApi(await signedInApi('admin'));
  const username = unique('e2ePlatformViewer');
  const user = await api.createUser(username, 'viewer-secret-1');
  const role = await api.createRole(unique('e2ePlatformViewers'));
  await api.grantMenus(role.id, ['baseManager', 'platformAddressManager']);
  await api.setMembers(role.id, [user.id]);

  await signInWith(page, username, 'viewer-secret-1');
  await page.goto(SCREEN);
  await expect(page.getByRole('list', { name: '平台列表' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: /切换到/ })).toHaveCount(0);
  const refused = await page.request.put('/api/console/platform', { headers: SAME_ORIGIN, data: { key: 'training' } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).status).toBe(40301);
  // Without the menu, not even the list.
  await page.context().clearCookies();
  await signInWith(page, 'sg01', 'sg01');
  expect((await page.request.get('/api/console/platform')).status()).toBe(403);
});

test('the page in English', async ({ page }) => {
  await signInQuietly(page, 'admin');
  await page.context().addCookies([{ name: 'language', value: 'en', url: E2E.baseURL }]);
  await page.goto(SCREEN);
  await expect(
    page.getByRole('list', { name: 'Platforms' }).getByRole('listitem').filter({ hasText: 'Project platform' }),
  ).toContainText('In use');
  await expect(page.getByTestId('platform-badge')).toHaveText('Project platform');
  if (process.env.ADMIN_SHOTS === '1') await page.screenshot({ path: '/tmp/admin-platform-en.png' });
});
