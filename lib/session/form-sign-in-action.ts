'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientAddress } from '@/lib/bff/same-origin';
import { serverEnv } from '@/lib/env';
import { BASE_PATH } from '@/lib/public-env';
import { loginPath, safeRedirect } from '@/lib/redirect';
import { passwordSignIn } from './password-sign-in';

/** Why a scriptless sign-in came back to the form (`?reason=`, read by the sign-in page). */
export type FormSignInReason = 'wrong' | 'locked' | 'unavailable';

const text = (form: FormData, key: string, limit: number) => {
  const value = form.get(key);
  return typeof value === 'string' && value.length <= limit ? value : '';
};

/**
 * The sign-in form's own action, run only when its script has not taken over yet (a slow network, a
 * press before hydration) or never will: the browser posts the form and this answers with a redirect,
 * on into the console or back to the form with the reason. With its script the form calls
 * `/api/auth/jwt/token` itself and this never runs. Next's action layer has checked the origin.
 */
export async function signInWithForm(form: FormData): Promise<void> {
  // Untrusted input: a path on this console, and fields of sane length.
  const target = safeRedirect(text(form, 'redirect', 2048));
  const username = text(form, 'username', 256).trim();
  const password = text(form, 'password', 1024);
  let reason: FormSignInReason | null = 'wrong';
  if (username && password) {
    try {
      const { status } = await passwordSignIn(
        username,
        password,
        clientAddress(await headers(), serverEnv().TRUST_PROXY),
      );
      reason = status === 200 ? null : status === 40002 ? 'locked' : 'wrong';
    } catch {
      reason = 'unavailable';
    }
  }
  // A scriptless submit's redirect is a plain Location header: Next adds no base path to it.
  if (!reason) redirect(`${BASE_PATH}${target.startsWith('/login') ? '/' : target}`);
  const back = loginPath(target);
  redirect(`${BASE_PATH}${back}${back.includes('?') ? '&' : '?'}reason=${reason}`);
}
