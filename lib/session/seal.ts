import { sealData, unsealData } from 'iron-session';
import { isLive, type SessionData } from './session-data';

/**
 * Password ids derive from the secret itself, so a secret keeps its id when it moves from
 * SESSION_SECRET to SESSION_SECRETS_PREVIOUS and cookies sealed with it stay readable.
 */
export function secretId(secret: string): string {
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

/** iron's seal: `Fe26.2*id*salt*iv*data*expiry*hmacSalt*hmac` + iron-session's `~2`. */
const SEAL = new RegExp(
  String.raw`^Fe26\.2\*\d{1,12}\*[0-9a-f]{64}\*([A-Za-z0-9_-]{22})\*([A-Za-z0-9_-]{1,4000})` +
    String.raw`\*\d{0,16}\*[0-9a-f]{64}\*([A-Za-z0-9_-]{43})~2$`,
);

function canonicalBase64url(text: string): boolean {
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
    return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') === text;
  } catch {
    return false;
  }
}

/**
 * Only the exact bytes the server sealed are accepted. iron itself tolerates text after the version
 * suffix and base64 characters that differ only in unused bits; neither forges a session, but a
 * cookie that is not byte-for-byte ours is treated as no cookie at all.
 */
export function isCanonicalSeal(value: string): boolean {
  const m = SEAL.exec(value);
  return !!m && canonicalBase64url(m[1]) && canonicalBase64url(m[2]) && canonicalBase64url(m[3]);
}

/**
 * Seals already verified, by secrets and exact value. Unsealing (two PBKDF2 derivations, an HMAC
 * and a decryption) is a measurable share of every BFF call and page render (docs/benchmarks.md,
 * proxy overhead). Only a value that passed every check above is kept; a hit still needs the same
 * secrets and the same bytes, and expiry (the seal's and the session's) is checked on every read.
 */
const verified = new Map<string, { data: SessionData; sealExpiry: number }>();
const MAX_VERIFIED = 2000;

/** The expiry iron wrote into the seal (epoch ms), or Infinity when sealed without one. */
function sealExpiry(value: string): number {
  const field = value.split('*')[5];
  return field ? Number(field) : Infinity;
}

export async function unsealSession(value: string | undefined, secrets: string[]): Promise<SessionData | null> {
  if (!value || value.length > 4096) return null;
  const ids = secrets.map(secretId);
  const key = `${ids.join(',')}|${value}`;
  // A hit is the same bytes that passed every check below.
  const hit = verified.get(key);
  if (hit) {
    if (hit.sealExpiry > Date.now() && isLive(hit.data)) return hit.data;
    verified.delete(key);
    return null;
  }
  if (!isCanonicalSeal(value)) return null;
  const password = Object.fromEntries(secrets.map((s, i) => [ids[i], s]));
  try {
    const data = await unsealData<SessionData>(value, { password, ttl: 0 });
    if (!isLive(data)) return null;
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(key, { data, sealExpiry: sealExpiry(value) });
    return data;
  } catch {
    return null;
  }
}
