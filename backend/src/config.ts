/*
 * Environment variables read by the reference backend (all optional):
 *
 *   BACKEND_PORT            port to listen on                                   default 8765
 *   BACKEND_HOST            interface to bind                                   default 127.0.0.1
 *   BACKEND_DATA_DIR        folder for platform.db and the JWT key pair         default .data/backend (relative to cwd)
 *   SEED_ADMIN_PASSWORD     password of the seeded `admin` user                 default admin
 *   SEED_TEST_PASSWORD      password of the seeded `test` user (and bulk users) default test
 *   SEED_MH_PASSWORD        password of the seeded `mh` user                    default mh
 *   DEFAULT_RESET_PASSWORD  password set by /user/resetPwd                      default 123456
 *   JWT_EXPIRE_SECONDS      lifetime of issued tokens                           default 14400 (4 h)
 *   BCRYPT_COST             bcrypt work factor for new hashes (4..15)           default 10
 *   BACKEND_DELAY_MS        delay added to every /api response (benchmarks)     default 0
 *   SEED_BULK_USERS         test only: extra users bulk00001… created on first seed   default 0
 *   BACKEND_TEST_HOOKS      "1" mounts the /__test/* fault-injection endpoints  default unset
 *
 * Single sign-on (POST /api/auth/jwt/sso), enabled when both SSO_ISSUER and SSO_AUDIENCE are set:
 *   SSO_ISSUER              the OpenID provider's issuer URL (its /.well-known/openid-configuration names the keys)
 *   SSO_AUDIENCE            the console's client id at the provider (the ID token's `aud`)
 *   SSO_USERNAME_CLAIM      ID-token claim holding the platform user name     default preferred_username
 *   SSO_MAX_TOKEN_AGE_SECONDS  oldest ID token (by `iat`) accepted for the exchange  default 600
 *
 * Seeding happens once, on the first start with an empty data folder; the SEED_* values are
 * ignored afterwards.
 */
import path from 'node:path';

export interface BackendConfig {
  port: number;
  host: string;
  dataDir: string;
  seedAdminPassword: string;
  seedTestPassword: string;
  seedMhPassword: string;
  defaultResetPassword: string;
  jwtExpireSeconds: number;
  bcryptCost: number;
  delayMs: number;
  seedBulkUsers: number;
  testHooks: boolean;
  /** Single sign-on: absent = `POST /api/auth/jwt/sso` answers 404. */
  sso?: SsoConfig;
  /** Overrides the bundled menu catalogue (tests). */
  menuSeedFile?: string;
  /** Receives unexpected errors; stderr by default. */
  logError?: (message: string, error: unknown) => void;
}

export interface SsoConfig {
  issuer: string;
  audience: string;
  usernameClaim: string;
  maxTokenAgeSeconds: number;
}

export const defaultConfig: Omit<BackendConfig, 'dataDir'> = {
  port: 8765,
  host: '127.0.0.1',
  seedAdminPassword: 'admin',
  seedTestPassword: 'test',
  seedMhPassword: 'mh',
  defaultResetPassword: '123456',
  jwtExpireSeconds: 14400,
  bcryptCost: 10,
  delayMs: 0,
  seedBulkUsers: 0,
  testHooks: false,
};

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function textFrom(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name];
  return raw === undefined || raw === '' ? fallback : raw;
}

function ssoFrom(env: NodeJS.ProcessEnv): SsoConfig | undefined {
  const issuer = env.SSO_ISSUER?.trim() ?? '';
  const audience = env.SSO_AUDIENCE?.trim() ?? '';
  if (!issuer && !audience) return undefined;
  if (!issuer || !audience) throw new Error(`single sign-on needs both SSO_ISSUER and SSO_AUDIENCE; missing: ${issuer ? 'SSO_AUDIENCE' : 'SSO_ISSUER'}`);
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(`SSO_ISSUER must be an http(s) URL, got "${issuer}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`SSO_ISSUER must be an http(s) URL, got "${issuer}"`);
  const usernameClaim = textFrom(env, 'SSO_USERNAME_CLAIM', 'preferred_username');
  if (!/^[A-Za-z0-9_:.\/-]{1,100}$/.test(usernameClaim)) throw new Error(`SSO_USERNAME_CLAIM is not a claim name: "${usernameClaim}"`);
  return {
    issuer,
    audience,
    usernameClaim,
    maxTokenAgeSeconds: intFrom(env, 'SSO_MAX_TOKEN_AGE_SECONDS', 600, 30, 86_400),
  };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): BackendConfig {
  const sso = ssoFrom(env);
  return {
    port: intFrom(env, 'BACKEND_PORT', defaultConfig.port, 0, 65535),
    host: textFrom(env, 'BACKEND_HOST', defaultConfig.host),
    dataDir: path.resolve(cwd, textFrom(env, 'BACKEND_DATA_DIR', '.data/backend')),
    seedAdminPassword: textFrom(env, 'SEED_ADMIN_PASSWORD', defaultConfig.seedAdminPassword),
    seedTestPassword: textFrom(env, 'SEED_TEST_PASSWORD', defaultConfig.seedTestPassword),
    seedMhPassword: textFrom(env, 'SEED_MH_PASSWORD', defaultConfig.seedMhPassword),
    defaultResetPassword: textFrom(env, 'DEFAULT_RESET_PASSWORD', defaultConfig.defaultResetPassword),
    jwtExpireSeconds: intFrom(env, 'JWT_EXPIRE_SECONDS', defaultConfig.jwtExpireSeconds, 1, 31_536_000),
    bcryptCost: intFrom(env, 'BCRYPT_COST', defaultConfig.bcryptCost, 4, 15),
    delayMs: intFrom(env, 'BACKEND_DELAY_MS', defaultConfig.delayMs, 0, 600_000),
    seedBulkUsers: intFrom(env, 'SEED_BULK_USERS', defaultConfig.seedBulkUsers, 0, 1_000_000),
    testHooks: env.BACKEND_TEST_HOOKS === '1',
    ...(sso ? { sso } : {}),
  };
}

export function resolveConfig(partial: Partial<BackendConfig> & { dataDir: string }): BackendConfig {
  return { ...defaultConfig, ...partial };
}
