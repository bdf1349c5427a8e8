import 'server-only';
import { signIn } from '@/lib/backend/api';
import { claimsOf } from './session-data';
import { startSession } from './lifecycle';

export type PasswordSignIn = { status: 200; name: string } | { status: number; message?: string };

/**
 * Signs in at the platform and seals its token into a fresh session: the JSON call of the form
 * (`/api/auth/jwt/token`) and its scriptless submit share it. Throws the backend client's error when the
 * platform cannot be reached; a refusal is an answer, not an error.
 */
export async function passwordSignIn(
  username: string,
  password: string,
  forwardedFor?: string,
): Promise<PasswordSignIn> {
  const reply = await signIn(username, password, forwardedFor);
  const claims = typeof reply.data === 'string' && reply.data ? claimsOf(reply.data) : null;
  if (reply.status !== 200 || !claims)
    return { status: reply.status === 200 ? 40001 : (reply.status ?? 40001), message: reply.message };
  await startSession({ token: reply.data!, claims, method: 'password' });
  return { status: 200, name: claims.name };
}
