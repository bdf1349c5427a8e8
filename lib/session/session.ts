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

/** Seals a fresh cookie (a new value on every sign-in, so a planted cookie is never adopted). */
export async function writeSession(data: SessionData): Promise<void> {
  const { name, secure } = sessionCookieFor(await headers());
  const ttl = Math.max(60, Math.floor(data.exp - Date.now() / 1000));
  const value = await sealSession(data, serverEnv().SESSION_SECRET, ttl);
  (await cookies()).set(name, value, cookieAttributes(secure, ttl));
}

export async function destroySession(): Promise<void> {
  const { name, secure } = sessionCookieFor(await headers());
  (await cookies()).set(name, '', cookieAttributes(secure, 0));
}
