import 'server-only';
import { cookies, headers } from 'next/headers';
import { serverEnv } from '@/lib/env';
import { BASE_PATH } from '@/lib/public-env';
import type { SessionData } from '@/lib/session/session-data';
import { authOrigin, clearAuthCookies } from './cookies';

const METADATA_TTL_MS = 10 * 60_000;
let metadata: { issuer: string; endpoint: string | null; until: number } | undefined;

/** The provider's `end_session_endpoint` (OpenID Connect RP-Initiated Logout), from discovery. */
async function endSessionEndpoint(issuer: string): Promise<string | null> {
  if (metadata?.issuer === issuer && metadata.until > Date.now()) return metadata.endpoint;
  try {
    const response = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(Math.min(serverEnv().UPSTREAM_TIMEOUT_MS, 5_000)),
    });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    const value = ((await response.json()) as { end_session_endpoint?: unknown }).end_session_endpoint;
    const endpoint = typeof value === 'string' && /^https?:\/\//.test(value) ? value : null;
    metadata = { issuer, endpoint, until: Date.now() + METADATA_TTL_MS };
    return endpoint;
  } catch (error) {
    // Not cached: the next log-out asks again. The local log-out happens anyway.
    console.warn(
      `[sso] provider discovery failed, local log-out only: ` +
        `${error instanceof Error ? error.message : 'unknown error'}`,
    );
    return null;
  }
}

/**
 * Where the browser goes after an SSO session ends here: the provider's end-session endpoint with
 * `id_token_hint`, `client_id` and `post_logout_redirect_uri` = this console's /login (register it
 * at the provider). Null for a password session, or when the provider offers no such endpoint.
 * The URL carries the provider's own ID token back to the provider: never log it.
 */
export async function federatedLogoutUrl(session: SessionData | null): Promise<string | null> {
  const sso = serverEnv().SSO;
  if (!sso || session?.method !== 'sso') return null;
  const origin = authOrigin(await headers(), sso);
  const endpoint = await endSessionEndpoint(sso.issuer);
  if (!origin || !endpoint) return null;
  const url = new URL(endpoint);
  if (session.idToken) url.searchParams.set('id_token_hint', session.idToken);
  url.searchParams.set('client_id', sso.clientId);
  url.searchParams.set('post_logout_redirect_uri', `${origin.origin}${BASE_PATH}/login`);
  return url.toString();
}

/** Forgets whatever Auth.js still holds for this browser (normally nothing after /authredirect). */
export async function clearSsoState(): Promise<void> {
  clearAuthCookies(await cookies(), BASE_PATH);
}
