import { serverEnv } from '@/lib/env';
import { COOKIE_PATH } from '@/lib/public-env';
import { requestOrigin, sessionCookieName, type RequestOrigin } from './request-origin';

export function sessionSecrets(): string[] {
  const env = serverEnv();
  return [env.SESSION_SECRET, ...env.SESSION_SECRETS_PREVIOUS];
}

/** Name and flags of the session cookie for a request; middleware, handlers and pages share it. */
export function sessionCookieFor(headers: Headers): { name: string; origin: RequestOrigin; secure: boolean } {
  const env = serverEnv();
  const origin = requestOrigin(headers, env.TRUST_PROXY);
  return { name: sessionCookieName(env.SESSION_COOKIE_PREFIX, origin), origin, secure: origin.proto === 'https' };
}

export function cookieAttributes(secure: boolean, maxAge: number) {
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: COOKIE_PATH, maxAge };
}
