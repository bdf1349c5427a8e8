import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Store } from '../db/database.js';
import type { SigningKeys } from './keys.js';
import { epochSeconds } from '../domain/time.js';

export interface TokenUser {
  id: number;
  username: string;
  name: string | null;
}

export interface VerifiedToken {
  jti: string;
  userId: number;
  username: string;
  exp: number;
}

/**
 * How long a token replaced by a refresh still answers: two tabs of one browser may refresh at the same moment with
 * the same token, and the slower must not be signed out.
 */
export const REFRESH_GRACE_SECONDS = 30;

/**
 * Issues, verifies and revokes RS256 JWTs; every issued jti is recorded so it can be revoked. A sign-in starts a
 * family (`sid`) that its refreshes join, so a log-out revokes every token the session ever held.
 */
export class Tokens {
  private issuedSincePurge = 0;

  constructor(
    private readonly store: Store,
    private readonly keys: SigningKeys,
    private readonly expireSeconds: number,
  ) {
    this.purgeExpired();
  }

  async issue(user: TokenUser, sid: string = randomUUID()): Promise<string> {
    const jti = randomUUID();
    const exp = epochSeconds() + this.expireSeconds;
    const token = await new SignJWT({
      userName: user.username,
      userId: String(user.id),
      name: user.name ?? user.username,
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setSubject(user.username)
      .setJti(jti)
      .setExpirationTime(exp)
      .sign(this.keys.privateKey);
    this.store.run('INSERT INTO auth_token (jti, userId, exp, sid) VALUES (?, ?, ?, ?)', jti, user.id, exp, sid);
    if (++this.issuedSincePurge >= 1000) this.purgeExpired();
    return token;
  }

  /** Undefined for anything unusable: malformed, badly signed, expired, revoked or unknown. */
  async verify(token: string): Promise<VerifiedToken | undefined> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.keys.publicKey, { algorithms: ['RS256'] }));
    } catch {
      return undefined;
    }
    const { jti, sub, exp, userId } = payload;
    if (typeof jti !== 'string' || typeof sub !== 'string' || typeof exp !== 'number' || typeof userId !== 'string') {
      return undefined;
    }
    const record = this.store.get<{ revoked: number; userId: number; exp: number }>(
      'SELECT revoked, userId, exp FROM auth_token WHERE jti = ?',
      jti,
    );
    if (!record || record.revoked !== 0 || String(record.userId) !== userId) return undefined;
    // A token replaced by a refresh ends early (its record's exp), whatever its own says.
    if (record.exp < epochSeconds()) return undefined;
    return { jti, userId: record.userId, username: sub, exp };
  }

  /** A refresh: a new token of the same family; the old one answers a little longer, then ends. */
  async refresh(user: TokenUser, old: string): Promise<string> {
    const sid = this.store.get<{ sid: string | null }>('SELECT sid FROM auth_token WHERE jti = ?', old)?.sid;
    const token = await this.issue(user, sid ?? old);
    if (!sid) this.store.run('UPDATE auth_token SET sid = ? WHERE jti = ?', old, old);
    this.store.run(
      'UPDATE auth_token SET exp = MIN(exp, ?) WHERE jti = ?',
      epochSeconds() + REFRESH_GRACE_SECONDS,
      old,
    );
    return token;
  }

  /** A log-out: the token and every other of its family (the session's earlier and later refreshes). */
  revoke(jti: string): void {
    this.store.run(
      'UPDATE auth_token SET revoked = 1 WHERE jti = ? OR sid = (SELECT sid FROM auth_token WHERE jti = ?)',
      jti,
      jti,
    );
  }

  /** Every token of a user (a password changed or reset, the user deleted), but the one named by `except`. */
  revokeAllOf(userId: number, except?: string): number {
    return this.store.run('UPDATE auth_token SET revoked = 1 WHERE userId = ? AND jti IS NOT ?', userId, except ?? null)
      .changes;
  }

  private purgeExpired(): void {
    this.issuedSincePurge = 0;
    this.store.run('DELETE FROM auth_token WHERE exp < ?', epochSeconds() - 60);
  }
}

/** Raw `Authorization` header (a `Bearer ` prefix is tolerated), else `?token=`. */
export function tokenFrom(header: string | undefined, query: URLSearchParams): string | undefined {
  const raw = header
    ?.trim()
    .replace(/^Bearer\s+/i, '')
    .trim();
  if (raw) return raw;
  const fromQuery = query.get('token')?.trim();
  return fromQuery || undefined;
}
