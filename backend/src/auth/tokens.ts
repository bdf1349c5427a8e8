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

/** Issues, verifies and revokes RS256 JWTs; every issued jti is recorded so it can be revoked. */
export class Tokens {
  private issuedSincePurge = 0;

  constructor(
    private readonly store: Store,
    private readonly keys: SigningKeys,
    private readonly expireSeconds: number,
  ) {
    this.purgeExpired();
  }

  async issue(user: TokenUser): Promise<string> {
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
    this.store.run('INSERT INTO auth_token (jti, userId, exp) VALUES (?, ?, ?)', jti, user.id, exp);
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
    const record = this.store.get<{ revoked: number; userId: number }>(
      'SELECT revoked, userId FROM auth_token WHERE jti = ?',
      jti,
    );
    if (!record || record.revoked !== 0 || String(record.userId) !== userId) return undefined;
    return { jti, userId: record.userId, username: sub, exp };
  }

  revoke(jti: string): void {
    this.store.run('UPDATE auth_token SET revoked = 1 WHERE jti = ?', jti);
  }

  revokeAllOf(userId: number): number {
    return this.store.run('UPDATE auth_token SET revoked = 1 WHERE userId = ?', userId).changes;
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
