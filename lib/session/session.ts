import 'server-only';
import { cookies, headers } from 'next/headers';
import { serverEnv } from '@/lib/env';
import { cookieAttributes, sessionCookieFor, sessionSecrets } from './cookie';
import { sealSession, unsealSession } from './seal';
import type { SessionData } from './session-data';

/** The signed-in session of the current request, or null. Works in pages, layouts and handlers. */
export async function readSession(): Promise<SessionData | null> {
  const { name } = sessionCookieFor(await headers());
  return unsealSession((await cookies()).get(name)?.value, sessionSecrets());
}

/** Browsers drop a cookie over 4096 bytes (name and attributes included); unsealSession refuses one too. */
const MAX_SEALED_LENGTH = 3800;

/** Seals a fresh cookie (a new value on every sign-in, so a planted cookie is never adopted). */
export async function writeSession(input: SessionData): Promise<void> {
  const { name, secure } = sessionCookieFor(await headers());
  // A sign-in starts a new sid; a refresh passes the session's own on.
  const data: SessionData = { ...input, sid: input.sid ?? crypto.randomUUID().replaceAll('-', '') };
  const ttl = Math.max(60, Math.floor(data.exp - Date.now() / 1000));
  let value = await sealSession(data, serverEnv().SESSION_SECRET, ttl);
  if (value.length > MAX_SEALED_LENGTH && data.idToken) {
    // A very large ID token: keep the session, lose only the end-session hint (the federated
    // log-out then names the client alone, and the provider may ask the user to confirm).
    const { idToken: _dropped, ...rest } = data;
    value = await sealSession(rest, serverEnv().SESSION_SECRET, ttl);
    console.warn(
      '[session] the ID token does not fit in the session cookie; the federated log-out goes without id_token_hint',
    );
  }
  (await cookies()).set(name, value, cookieAttributes(secure, ttl));
}

export async function destroySession(): Promise<void> {
  const { name, secure } = sessionCookieFor(await headers());
  (await cookies()).set(name, '', cookieAttributes(secure, 0));
}
