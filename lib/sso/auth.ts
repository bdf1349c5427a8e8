import 'server-only';
import NextAuth, { type NextAuthConfig, type NextAuthResult } from 'next-auth';
import { headers as nextHeaders } from 'next/headers';
import { serverEnv, type SsoSettings } from '@/lib/env';
import { BASE_PATH } from '@/lib/public-env';
import { AUTHJS_SESSION_SECONDS, authCookies, authOrigin } from './cookies';

/** The provider's id in Auth.js: its callback is `<base>/api/sso/callback/oidc`. */
export const SSO_PROVIDER_ID = 'oidc';
/** Where Auth.js is mounted. `/api/auth/*` is the platform's own auth API (the BFF proxies it). */
export const SSO_BASE_PATH = `${BASE_PATH}/api/sso`;

/**
 * Auth.js does the provider dance only (authorization code + PKCE + state + nonce, the
 * callback): its own JWT session carries the provider's ID token for at most five minutes, to
 * `/authredirect`, which exchanges it with the platform and writes the console's one session.
 * The ID token is never exposed by Auth.js: its `session` endpoint is not routed at all.
 */
function configFor(sso: SsoSettings, headers: Headers): NextAuthConfig {
  const origin = authOrigin(headers, sso);
  const secure = origin?.protocol === 'https:';
  return {
    basePath: SSO_BASE_PATH,
    secret: sso.authSecret,
    // The console decides which host it answers for (see authOrigin); AUTH_URL pins it.
    trustHost: true,
    useSecureCookies: secure,
    cookies: authCookies(secure, BASE_PATH),
    providers: [
      {
        id: SSO_PROVIDER_ID,
        name: sso.name,
        type: 'oidc',
        issuer: sso.issuer,
        clientId: sso.clientId,
        clientSecret: sso.clientSecret,
        checks: ['pkce', 'state', 'nonce'],
        authorization: { params: { scope: 'openid profile' } },
      },
    ],
    session: { strategy: 'jwt', maxAge: AUTHJS_SESSION_SECONDS },
    jwt: { maxAge: AUTHJS_SESSION_SECONDS },
    // Errors (a refused or cancelled sign-in at the provider) land on the sign-in page: /login?error=…
    pages: { signIn: `${BASE_PATH}/login`, error: `${BASE_PATH}/login` },
    callbacks: {
      // Only what /authredirect needs: the ID token (the provider's `sub` for the record).
      jwt({ token, account }) {
        if (account) return { sub: token.sub, idToken: account.id_token };
        return token;
      },
      // Never reached over HTTP (not routed); tells nothing if ever called.
      session({ session }) {
        return { expires: session.expires } as typeof session;
      },
      // Only back to this console.
      redirect({ url, baseUrl }) {
        if (url.startsWith('/')) return `${baseUrl}${url}`;
        try {
          if (new URL(url).origin === baseUrl) return url;
        } catch {
          // fall through
        }
        return `${baseUrl}${BASE_PATH}/login`;
      },
    },
    logger: {
      // Auth.js's errors name the failed step; nothing of a token is printed.
      error(error) {
        // AuthError's `type` survives minification (its class name does not).
        const type = (error as { type?: unknown }).type;
        console.error(`[sso] ${typeof type === 'string' ? type : error.name}: ${error.message.split('\n')[0]}`);
      },
      warn(code) {
        console.warn(`[sso] warning: ${code}`);
      },
      debug() {},
    },
  };
}

let instance: { settings: SsoSettings; auth: NextAuthResult } | undefined;

/** The Auth.js instance, or null when single sign-on is not configured (then nothing of it runs). */
export function ssoAuth(): NextAuthResult | null {
  const settings = serverEnv().SSO;
  if (!settings) return null;
  if (instance?.settings !== settings) {
    instance = {
      settings,
      auth: NextAuth(async (request) => configFor(settings, request ? request.headers : await nextHeaders())),
    };
  }
  return instance.auth;
}
