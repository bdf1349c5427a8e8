'use server';

import { notFound } from 'next/navigation';
import { safeRedirect } from '@/lib/redirect';
import { BASE_PATH } from '@/lib/public-env';
import { SSO_PROVIDER_ID, ssoAuth } from '@/lib/sso/auth';

/**
 * The sign-in page's "使用 <provider> 登录": Auth.js starts the authorization code flow (PKCE,
 * state and nonce cookies) and the browser is sent to the provider; it comes back through
 * `/api/sso/callback/oidc` to `/authredirect`, which carries the post-sign-in target on.
 * `prompt=login` (after an unmapped account) makes the provider ask for credentials again.
 */
export async function signInWithSso(redirectTo: unknown, prompt?: unknown): Promise<void> {
  const sso = ssoAuth();
  if (!sso) notFound();
  // Untrusted input: a path on this console, and `prompt` only as `login`.
  const target = safeRedirect(redirectTo);
  const params: Record<string, string> = prompt === 'login' ? { prompt: 'login' } : {};
  // Throws Next's redirect to the provider: must not be caught.
  await sso.signIn(
    SSO_PROVIDER_ID,
    { redirectTo: `${BASE_PATH}/authredirect?redirect=${encodeURIComponent(target)}` },
    params,
  );
}
