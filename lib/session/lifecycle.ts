import 'server-only';
import { invalidateToken } from '@/lib/backend/api';
import { clearSsoState, federatedLogoutUrl } from '@/lib/sso/end-session';
import { claimsOf, type SessionData } from './session-data';
import { destroySession, readSession, writeSession } from './session';

type Claims = NonNullable<ReturnType<typeof claimsOf>>;
export type SessionStart = { token: string; claims: Claims } & (
  { method: 'password' } | { method: 'sso'; idToken: string }
);

/**
 * The session's platform token is revoked, and with it every token its refreshes made (the platform revokes the
 * family); an SSO session also ends at the provider (`federatedLogoutUrl`).
 */
async function revokeUpstream(session: SessionData | null): Promise<void> {
  if (session) await invalidateToken(session.token).catch(() => undefined);
}

/**
 * Every way in (password sign-in, single sign-on) ends here: the token the browser's previous
 * session held is revoked, so a sign-in never leaves a live token behind, and a fresh cookie is sealed.
 */
export async function startSession(start: SessionStart): Promise<void> {
  await revokeUpstream(await readSession());
  const { token, claims, ...how } = start;
  await writeSession({ token, ...claims, ...how });
}

/**
 * Every way out (the log-out call, a session the server can no longer use) ends here. Returns where
 * the browser must go next for a federated log-out (the provider's end-session URL), else null.
 */
export async function endSession(): Promise<string | null> {
  const session = await readSession();
  await revokeUpstream(session);
  const federated = await federatedLogoutUrl(session);
  await destroySession();
  if (session?.method === 'sso') await clearSsoState();
  return federated;
}
