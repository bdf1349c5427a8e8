import { sealData, unsealData } from 'iron-session';
import { isLive, type SessionData } from './session-data';

/**
 * Password ids derive from the secret itself, so a secret keeps its id when it moves from
 * SESSION_SECRET to SESSION_SECRETS_PREVIOUS and cookies sealed with it stay readable.
 */
function secretId(secret: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < secret.length; i++) {
    h ^= secret.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return String(h);
}

export async function sealSession(data: SessionData, current: string, ttlSeconds: number): Promise<string> {
  return sealData(data, { password: { [secretId(current)]: current }, ttl: ttlSeconds });
}

export async function unsealSession(value: string | undefined, secrets: string[]): Promise<SessionData | null> {
  if (!value || value.length > 4096) return null;
  const password = Object.fromEntries(secrets.map((s) => [secretId(s), s]));
  try {
    const data = await unsealData<SessionData>(value, { password, ttl: 0 });
    return isLive(data) ? data : null;
  } catch {
    return null;
  }
}
