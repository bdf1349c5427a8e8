import { expect, test } from '@playwright/test';
import { backendHook } from '../support/session';
import {
  call,
  duplicateUser,
  expectMessage,
  expectShownFor,
  notice,
  signedIn,
  timeNotice,
  useEnglish,
} from './request-layer-helpers';

/**
 * The browser request layer's error catalogue in English (the Chinese rows, a stopped backend and the server
 * side are in request-layer.spec.ts).
 */

test.describe('the request layer in English', () => {
  test.afterEach(async () => {
    await backendHook('reset');
  });

  test('no response within 20 s: "Service request timed out!" for 5 s', async ({ page, context }) => {
    await page.clock.install();
    await signedIn(page);
    await useEnglish(page, context);
    let reached!: () => void;
    const held = new Promise<void>((r) => (reached = r));
    await page.route('**/api/admin/user/page*', () => reached()); // never answered
    const outcome = call(page, '/api/admin/user/page');
    await held;
    const lifetime = await timeNotice(page, 'Service request timed out!');
    await page.clock.fastForward(20_100);
    expect(await outcome).toBe('timeout');
    await expect(notice(page, 'Service request timed out!')).toBeVisible();
    expectShownFor(await lifetime(), 5000);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('40101: the "Confirm logout" dialog; Cancel closes it', async ({ page, context }) => {
    await signedIn(page);
    await useEnglish(page, context);
    await backendHook('revoke-user?username=admin');
    expect(await call(page, '/api/admin/user/front/info')).toBe('logout');
    const dialog = page.getByRole('alertdialog', { name: 'Confirm logout' });
    await expect(dialog).toContainText(
      'You have been logged out. You can cancel to stay on this page, or sign in again',
    );
    await expect(dialog.getByRole('button', { name: 'Sign in again' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('HTTP 403: a "Forbidden" notification for 2 s', async ({ page, context }) => {
    await signedIn(page, 'test');
    await useEnglish(page, context);
    const lifetime = await timeNotice(page, 'Forbidden');
    expect(
      await call(page, '/api/admin/user/add', { method: 'POST', body: { ...duplicateUser, username: 'nobody-403' } }),
    ).toBe('forbidden');
    await expect(notice(page, 'Forbidden').getByText('Forbidden', { exact: true })).toBeVisible();
    expectShownFor(await lifetime(), 2000);
  });

  test('body status 30101: a "Failed" notification for 2 s', async ({ page, context }) => {
    await signedIn(page);
    await useEnglish(page, context);
    const lifetime = await timeNotice(page, 'Failed');
    expect(await call(page, '/api/admin/user/add', { method: 'POST', body: duplicateUser })).toBe('business');
    await expect(notice(page, 'Failed').getByText('Failed', { exact: true })).toBeVisible();
    expectShownFor(await lifetime(), 2000);
  });

  test('HTTP 504: "Backend service error, please contact the administrator!" for 5 s', async ({ page, context }) => {
    await signedIn(page);
    await useEnglish(page, context);
    await backendHook('fault', { mode: 'hang', paths: '/api/admin/user/page', count: 1 });
    await expectMessage(
      page,
      () => call(page, '/api/admin/user/page'),
      'gateway',
      'Backend service error, please contact the administrator!',
      5000,
    );
  });
});
