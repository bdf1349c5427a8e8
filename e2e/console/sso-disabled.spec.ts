import { expect, test } from '@playwright/test';
import { E2E } from './env.mjs';

/** Without the provider's configuration (this suite's console), nothing of single sign-on exists. */
test.describe('single sign-on not configured', () => {
  test('the sign-in page has no provider button', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^使用 .* 登录$/ })).toHaveCount(0);
    await expect(page.getByRole('button')).toHaveCount(2); // sign in, show password
  });

  test('Auth.js routes answer 404, whatever the method', async ({ request }) => {
    for (const path of [
      '/api/sso/signin',
      '/api/sso/signin/oidc',
      '/api/sso/callback/oidc',
      '/api/sso/session',
      '/api/sso/csrf',
      '/api/sso/providers',
      '/api/sso/signout',
      '/api/sso',
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(await res.json()).toEqual({ status: 404, message: 'Not Found' });
    }
    const post = await request.post('/api/sso/signin/oidc', { headers: { origin: E2E.baseURL }, maxRedirects: 0 });
    expect(post.status()).toBe(404);
  });

  test('/authredirect only leads to the sign-in page', async ({ request }) => {
    const res = await request.get('/authredirect', { maxRedirects: 0 });
    expect(res.status()).toBe(303);
    expect(res.headers().location).toBe('/login');
  });
});
