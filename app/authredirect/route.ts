import { cookies, headers } from 'next/headers';
import { decode } from 'next-auth/jwt';
import { exchangeIdToken } from '@/lib/backend/api';
import { choiceScope, currentPlatform } from '@/lib/backend/platforms';
import type { Envelope } from '@console/contract/envelope';
import { serverEnv } from '@/lib/env';
import { safeRedirect } from '@/lib/redirect';
import { BASE_PATH } from '@/lib/public-env';
import { claimsOf } from '@/lib/session/session-data';
import { startSession } from '@/lib/session/lifecycle';
import { authCookies, authOrigin, clearAuthCookies, readChunked } from '@/lib/sso/cookies';

export const dynamic = 'force-dynamic';

/** Relative, so the browser stays on the origin it used (Next reports 127.0.0.1 as localhost in `request.url`). */
function goTo(path: string): Response {
  return new Response(null, { status: 303, headers: { location: `${BASE_PATH}${path}`, 'cache-control': 'no-store' } });
}

/**
 * `/authredirect` (public): where the browser lands after the provider (via Auth.js's callback).
 * The provider's ID token (in Auth.js's short-lived, encrypted cookie) is exchanged with the
 * platform (`POST /api/auth/jwt/sso`) for a platform JWT, which is sealed into the console's one
 * session exactly as a password sign-in does, with `method: 'sso'` and the ID token kept for the
 * federated log-out. Auth.js's cookies are cleared whatever happens. Neither token reaches the page.
 */
export async function GET(request: Request) {
  const sso = serverEnv().SSO;
  if (!sso) return goTo('/login');
  const target = safeRedirect(new URL(request.url).searchParams.get('redirect') ?? undefined);

  const jar = await cookies();
  const origin = authOrigin(await headers(), sso);
  const { name } = authCookies(origin?.protocol === 'https:', BASE_PATH).sessionToken;
  const sealed = readChunked(jar, name);
  clearAuthCookies(jar, BASE_PATH);

  let idToken: string | undefined;
  try {
    const token = sealed ? await decode({ token: sealed, secret: sso.authSecret, salt: name }) : null;
    idToken = typeof token?.idToken === 'string' ? token.idToken : undefined;
  } catch {
    idToken = undefined;
  }
  if (!idToken) return goTo('/login?reason=sso-failed');

  let reply: Envelope<string>;
  try {
    reply = await exchangeIdToken(idToken);
  } catch {
    return goTo('/login?reason=sso-failed');
  }
  if (reply.status === 40001) return goTo('/login?reason=sso-unknown');
  let claims = reply.status === 200 && typeof reply.data === 'string' && reply.data ? claimsOf(reply.data) : null;
  if (!claims) return goTo('/login?reason=sso-failed');
  // With a per-user platform choice the user is known only now: when theirs is not the instance's, their
  // own platform issues the session's token (the first one, never used, runs out on its own).
  if (choiceScope() === 'user' && currentPlatform(claims.username).key !== currentPlatform().key) {
    try {
      reply = await exchangeIdToken(idToken, claims.username);
    } catch {
      return goTo('/login?reason=sso-failed');
    }
    if (reply.status === 40001) return goTo('/login?reason=sso-unknown');
    claims = reply.status === 200 && typeof reply.data === 'string' && reply.data ? claimsOf(reply.data) : null;
    if (!claims) return goTo('/login?reason=sso-failed');
  }

  await startSession({ token: reply.data!, claims, method: 'sso', idToken });
  return goTo(target);
}
