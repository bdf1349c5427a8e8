import 'server-only';
import { BackendError } from '@/lib/backend/errors';
import { backendCall } from '@/lib/backend/client';
import type { Envelope } from '@console/contract/envelope';
import { claimsOf } from '@/lib/session/session-data';
import { endSession } from '@/lib/session/lifecycle';
import { passwordSignIn, type PasswordSignIn } from '@/lib/session/password-sign-in';
import { readSession, writeSession } from '@/lib/session/session';
import { jsonReply, refused } from './json';

const failure = (error: unknown) =>
  error instanceof BackendError && error.kind === 'gateway' ? refused.timeout() : refused.unavailable();

/** POST /api/auth/jwt/token: the token is sealed into the session and never sent to the page. */
export async function signInRoute(body: Uint8Array | undefined, forwardedFor?: string): Promise<Response> {
  let input: unknown;
  try {
    input = JSON.parse(new TextDecoder().decode(body ?? new Uint8Array()));
  } catch {
    return jsonReply(200, { status: 30101, message: 'Malformed JSON body' });
  }
  const { username, password } = (input ?? {}) as Record<string, unknown>;
  if (typeof username !== 'string' || typeof password !== 'string' || !username.trim() || !password) {
    return jsonReply(200, { status: 40001, message: 'username and password are required', data: '' });
  }
  let reply: PasswordSignIn;
  try {
    reply = await passwordSignIn(username.trim(), password, forwardedFor);
  } catch (error) {
    return failure(error);
  }
  if (!('name' in reply)) return jsonReply(200, { status: reply.status, message: reply.message, data: '' });
  return jsonReply(200, { status: 200, message: 'success', data: { name: reply.name } });
}

/**
 * POST /api/auth/jwt/invalid: revoke upstream, then forget the session whatever the upstream said.
 * An SSO session is also a federated log-out: the console's state is cleared and the answer names the
 * provider's end-session URL for the page to go to.
 */
export async function signOutRoute(): Promise<Response> {
  const redirect = await endSession();
  return jsonReply(200, { status: 200, message: 'success', ...(redirect ? { data: { redirect } } : {}) });
}

/** GET /api/auth/jwt/refresh: a fresh token replaces the sealed one. */
export async function refreshRoute(): Promise<Response> {
  const session = await readSession();
  if (!session) return refused.noSession();
  let reply: Envelope<string>;
  try {
    reply = await backendCall<Envelope<string>>('/api/auth/jwt/refresh', { token: session.token });
  } catch (error) {
    if (error instanceof BackendError && error.kind === 'logout')
      return jsonReply(200, { status: 40101, message: error.message });
    return failure(error);
  }
  const claims = typeof reply.data === 'string' ? claimsOf(reply.data) : null;
  if (!claims) return jsonReply(200, { status: 40101, message: 'Token refresh refused' });
  await writeSession({ ...session, token: reply.data!, exp: claims.exp });
  return jsonReply(200, { status: 200, message: 'success', data: { exp: claims.exp } });
}
