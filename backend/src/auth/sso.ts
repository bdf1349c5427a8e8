import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { SsoConfig } from '../config.js';

/** Why an ID token was not exchanged; the route turns each into the platform's answer. */
export type SsoRefusal =
  /** Bad signature, wrong issuer or audience, expired, too old, malformed. */
  | { kind: 'invalid' }
  /** Valid, but the configured claim holds no user name. */
  | { kind: 'no-username' }
  /** The provider's metadata or keys could not be fetched. */
  | { kind: 'unreachable' };

export type SsoIdentity = { username: string };

const FETCH_TIMEOUT_MS = 5_000;
/** Asymmetric algorithms only: a provider's published keys cannot verify an HMAC. */
const ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Verifies an OpenID provider's ID token against the keys the provider publishes: issuer
 * discovery (`/.well-known/openid-configuration` → `jwks_uri`), then signature, issuer,
 * audience, expiry and age. The key set is cached and refreshed by jose when an unknown
 * `kid` appears (key rotation); a failed discovery is retried on the next call.
 */
export class SsoVerifier {
  private keys: Promise<{ issuer: string; getKey: JWTVerifyGetKey }> | undefined;

  constructor(private readonly config: SsoConfig) {}

  get usernameClaim(): string {
    return this.config.usernameClaim;
  }

  private discover(): Promise<{ issuer: string; getKey: JWTVerifyGetKey }> {
    this.keys ??= (async () => {
      const configured = withoutSlash(this.config.issuer);
      const response = await fetch(`${configured}/.well-known/openid-configuration`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`discovery answered ${response.status}`);
      const metadata = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
      // OpenID Connect Discovery §4.3: the metadata must name the issuer that was asked for.
      if (typeof metadata.issuer !== 'string' || withoutSlash(metadata.issuer) !== configured) {
        throw new Error('discovery names another issuer');
      }
      if (typeof metadata.jwks_uri !== 'string') throw new Error('discovery has no jwks_uri');
      const getKey = createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: FETCH_TIMEOUT_MS });
      return { issuer: metadata.issuer, getKey };
    })();
    this.keys.catch(() => {
      this.keys = undefined;
    });
    return this.keys;
  }

  async verify(idToken: string): Promise<SsoIdentity | SsoRefusal> {
    let keys;
    try {
      keys = await this.discover();
    } catch {
      return { kind: 'unreachable' };
    }
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, keys.getKey, {
        issuer: keys.issuer,
        audience: this.config.audience,
        algorithms: ALGORITHMS,
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge: this.config.maxTokenAgeSeconds,
        clockTolerance: 30,
      }));
    } catch (error) {
      // The keys could not be fetched (timeout, network, a bad key-set answer: jose's generic
      // JOSEError): not the token's fault.
      if (
        !(error instanceof errors.JOSEError) ||
        error instanceof errors.JWKSTimeout ||
        error.code === 'ERR_JOSE_GENERIC'
      ) {
        return { kind: 'unreachable' };
      }
      return { kind: 'invalid' };
    }
    const username = payload[this.config.usernameClaim];
    if (typeof username !== 'string' || username.trim() === '') return { kind: 'no-username' };
    return { username: username.trim() };
  }
}
