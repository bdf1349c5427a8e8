import type { SsoSettings } from '@/lib/env';

/**
 * Auth.js's own cookies (the provider dance: PKCE verifier, state, nonce, callback URL, its
 * short-lived session). Named and scoped here, not by Auth.js's defaults, so that they follow
 * the console's base path and so that `/authredirect` and log-out can clear every one of them.
 */
export const AUTH_COOKIE_KEYS = [
  'sessionToken',
  'callbackUrl',
  'csrfToken',
  'pkceCodeVerifier',
  'state',
  'nonce',
  'webauthnChallenge',
] as const;
export type AuthCookieKey = (typeof AUTH_COOKIE_KEYS)[number];

const SUFFIX: Record<AuthCookieKey, string> = {
  sessionToken: 'session-token',
  callbackUrl: 'callback-url',
  csrfToken: 'csrf-token',
  pkceCodeVerifier: 'pkce.code_verifier',
  state: 'state',
  nonce: 'nonce',
  webauthnChallenge: 'challenge',
};

/** Auth.js's own session lives only from the provider's callback to `/authredirect`. */
export const AUTHJS_SESSION_SECONDS = 300;
/** The dance itself (provider sign-in page included) must finish within this. */
const DANCE_SECONDS = 15 * 60;

export type AuthCookie = {
  name: string;
  options: { httpOnly: true; sameSite: 'lax'; path: string; secure: boolean; maxAge?: number };
};

export function authCookies(secure: boolean, basePath: string): Record<AuthCookieKey, AuthCookie> {
  const prefix = secure ? '__Secure-' : '';
  const path = basePath || '/';
  return Object.fromEntries(
    AUTH_COOKIE_KEYS.map((key) => [
      key,
      {
        name: `${prefix}authjs.${SUFFIX[key]}`,
        options: {
          httpOnly: true,
          sameSite: 'lax',
          path,
          secure,
          ...(key === 'sessionToken'
            ? { maxAge: AUTHJS_SESSION_SECONDS }
            : key === 'callbackUrl' || key === 'csrfToken'
              ? {}
              : { maxAge: DANCE_SECONDS }),
        },
      },
    ]),
  ) as Record<AuthCookieKey, AuthCookie>;
}

/**
 * The origin Auth.js works with. Both halves of the dance must agree on it (the `redirect_uri`
 * of the authorization request and of the token request): AUTH_URL's origin when set, else the
 * one next-auth's server-side `signIn` derives (X-Forwarded-Host or Host, X-Forwarded-Proto).
 * Behind a reverse proxy, set AUTH_URL.
 */
export function authOrigin(headers: Headers, sso: Pick<SsoSettings, 'authUrl'>): URL | null {
  try {
    if (sso.authUrl) return new URL(new URL(sso.authUrl).origin);
    const host = headers.get('x-forwarded-host') ?? headers.get('host');
    const proto = headers.get('x-forwarded-proto') ?? 'https';
    if (!host) return null;
    const url = new URL(`${proto.endsWith(':') ? proto : `${proto}:`}//${host}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

type CookieJar = {
  getAll(): { name: string; value: string }[];
  set(name: string, value: string, options: AuthCookie['options']): unknown;
};

/** Reads a cookie Auth.js may have split into `name.0`, `name.1`, … */
export function readChunked(jar: CookieJar, name: string): string | undefined {
  const all = jar.getAll();
  const whole = all.find((c) => c.name === name)?.value;
  if (whole) return whole;
  const chunks = all
    .filter((c) => c.name.startsWith(`${name}.`) && /^\d+$/.test(c.name.slice(name.length + 1)))
    .sort((a, b) => Number(a.name.slice(name.length + 1)) - Number(b.name.slice(name.length + 1)));
  return chunks.length ? chunks.map((c) => c.value).join('') : undefined;
}

/** Expires every Auth.js cookie the browser sent (chunks included), for both cookie flavours. */
export function clearAuthCookies(jar: CookieJar, basePath: string): void {
  const sent = new Set(jar.getAll().map((c) => c.name));
  for (const secure of [false, true]) {
    for (const cookie of Object.values(authCookies(secure, basePath))) {
      for (const name of sent) {
        if (
          name === cookie.name ||
          (name.startsWith(`${cookie.name}.`) && /^\d+$/.test(name.slice(cookie.name.length + 1)))
        ) {
          jar.set(name, '', { ...cookie.options, maxAge: 0 });
        }
      }
    }
  }
}
