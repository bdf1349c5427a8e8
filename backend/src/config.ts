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
 *   SEED_DEMO_USERS         "1": the demo users (test, mh and the workflow's sg01, jl01, zhb01, each with a
 *                           known password) are seeded; "0": only admin      default 1, 0 when NODE_ENV=production
 *   BACKEND_TEST_HOOKS      "1" mounts the /__test/* fault-injection endpoints  default unset
 *
 * Single sign-on (POST /api/auth/jwt/sso), enabled when both SSO_ISSUER and SSO_AUDIENCE are set:
 *   SSO_ISSUER              the OpenID provider's issuer URL (its /.well-known/openid-configuration names the keys)
 *   SSO_AUDIENCE            the console's client id at the provider (the ID token's `aud`)
 *   SSO_USERNAME_CLAIM      ID-token claim holding the platform user name     default preferred_username
 *   SSO_MAX_TOKEN_AGE_SECONDS  oldest ID token (by `iat`) accepted for the exchange  default 600
 *
 * Site simulator (the stand-in for the devices, plants and people behind the platform; src/sim/):
 *   SIM_ENABLED             "0": no simulator and no business data                default 1
 *   SIM_SEED                seed of every simulated number (0..4294967295)        default 20260301
 *   SIM_HISTORY_DAYS        whole days generated before "now" on the first start  default 30 (0..366)
 *   SIM_NOW                 sim time at start, ISO 8601; without an offset read as GMT+8   default: the wall clock
 *   SIM_SPEED               sim seconds per wall second; 0 freezes the clock      default 1 (0..3600)
 *   SIM_RAW_RETENTION_HOURS raw fixes and packets kept in SQLite (older ones are recomputed)  default 24 (1..8760)
 *   SIM_ANOMALY_RATE        multiplies the rate of injected episodes (0..100)     default 1.0
 * The seed and the history window are fixed by the first start of a data folder; later values are ignored.
 *
 * Report e-mail (报表邮件发送, src/mail/):
 *   SMTP_URL                the SMTP server, smtp://user:pass@host:587 or smtps://…:465; unset: nothing is sent,
 *                           and every send is recorded as 未发送 with that reason
 *   MAIL_FROM               the sender, e.g. "质量监控平台 <noreply@example.com>"       default noreply@localhost
 * Warning SMS (the adapter shape is in README.md, 短信网关):
 *   SMS_GATEWAY_URL         HTTP(S) endpoint that receives POST {phone, content, sign}; unset = no SMS is sent
 *   SMS_GATEWAY_TOKEN       sent as `Authorization: Bearer <token>` when set
 *   SMS_SIGN                the signature the gateway prints before the text   default 施工质量监控
 *   SMS_GATEWAY_TIMEOUT_MS  a call slower than this counts as failed           default 5000 (100..60000)
 *
 * Seeding happens once, on the first start with an empty data folder; the SEED_* values are
 * ignored afterwards. With NODE_ENV=production the first start refuses an administrator password that is the
 * default or shorter than 8 characters, every start refuses accounts that still have their demo passwords
 * (`db/demo-passwords.ts`), and BACKEND_TEST_HOOKS is refused.
 */
import path from 'node:path';
import { parseSiteTime } from './sim/calendar.js';

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
  /** The demo users with known passwords: for demos and tests only. */
  seedDemoUsers: boolean;
  /** NODE_ENV=production: the first seed refuses a weak administrator password. */
  production: boolean;
  testHooks: boolean;
  /** Single sign-on: absent = `POST /api/auth/jwt/sso` answers 404. */
  sso?: SsoConfig;
  /** The site simulator: absent = no simulator and no business data. */
  sim?: SimConfig;
  /** Report e-mail: absent = not configured, nothing is sent. */
  mail?: MailConfig;
  /** How often (wall ms) the due report e-mail tasks are looked for; default 15 000 (tests: less). */
  mailCheckMs?: number;
  /** The warning SMS gateway: absent = records are kept as 未发送 (no gateway configured). */
  smsGateway?: SmsGatewayConfig;
  /**
   * `user:password` an instance gives (HTTP Basic) to register, renew or cancel in the Eureka-shaped registry;
   * absent = only callers on this machine (loopback) may.
   */
  eurekaCredentials?: string;
  /** Overrides the bundled menu catalogue (tests). */
  menuSeedFile?: string;
  /** Receives unexpected errors; stderr by default. */
  logError?: (message: string, error: unknown) => void;
}

export interface SimConfig {
  seed: number;
  historyDays: number;
  /** Sim time at start (epoch ms); absent = the wall clock. */
  nowMs?: number;
  speed: number;
  rawRetentionHours: number;
  anomalyRate: number;
}

export const defaultSimConfig: SimConfig = {
  seed: 20260301,
  historyDays: 30,
  speed: 1,
  rawRetentionHours: 24,
  anomalyRate: 1,
};

export interface MailConfig {
  /** `smtp://` or `smtps://`, with the credentials in it. */
  url: string;
  from: string;
}

export interface SmsGatewayConfig {
  url: string;
  token?: string;
  sign: string;
  timeoutMs: number;
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
  seedDemoUsers: true,
  production: false,
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

function numberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max)
    throw new Error(`${name} must be a number between ${min} and ${max}, got "${raw}"`);
  return value;
}

function mailFrom(env: NodeJS.ProcessEnv): MailConfig | undefined {
  const url = env.SMTP_URL?.trim() ?? '';
  if (url === '') return undefined;
  if (!/^smtps?:\/\/[^/\s]+/.test(url))
    throw new Error('SMTP_URL must be smtp://host:port or smtps://host:port (credentials as user:pass@)');
  return { url, from: env.MAIL_FROM?.trim() || 'noreply@localhost' };
}

function simFrom(env: NodeJS.ProcessEnv): SimConfig | undefined {
  const enabled = env.SIM_ENABLED?.trim() ?? '';
  if (enabled !== '' && enabled !== '0' && enabled !== '1')
    throw new Error(`SIM_ENABLED must be 0 or 1, got "${env.SIM_ENABLED}"`);
  if (enabled === '0') return undefined;
  const nowText = env.SIM_NOW?.trim() ?? '';
  const nowMs = nowText === '' ? undefined : parseSiteTime(nowText);
  if (nowText !== '' && nowMs === undefined)
    throw new Error(`SIM_NOW must be an ISO date-time such as 2026-03-15T10:00:00+08:00, got "${env.SIM_NOW}"`);
  return {
    seed: intFrom(env, 'SIM_SEED', defaultSimConfig.seed, 0, 4_294_967_295),
    historyDays: intFrom(env, 'SIM_HISTORY_DAYS', defaultSimConfig.historyDays, 0, 366),
    ...(nowMs === undefined ? {} : { nowMs }),
    speed: numberFrom(env, 'SIM_SPEED', defaultSimConfig.speed, 0, 3600),
    rawRetentionHours: intFrom(env, 'SIM_RAW_RETENTION_HOURS', defaultSimConfig.rawRetentionHours, 1, 8760),
    anomalyRate: numberFrom(env, 'SIM_ANOMALY_RATE', defaultSimConfig.anomalyRate, 0, 100),
  };
}

function ssoFrom(env: NodeJS.ProcessEnv): SsoConfig | undefined {
  const issuer = env.SSO_ISSUER?.trim() ?? '';
  const audience = env.SSO_AUDIENCE?.trim() ?? '';
  if (!issuer && !audience) return undefined;
  if (!issuer || !audience)
    throw new Error(
      `single sign-on needs both SSO_ISSUER and SSO_AUDIENCE; missing: ${issuer ? 'SSO_AUDIENCE' : 'SSO_ISSUER'}`,
    );
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(`SSO_ISSUER must be an http(s) URL, got "${issuer}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`SSO_ISSUER must be an http(s) URL, got "${issuer}"`);
  const usernameClaim = textFrom(env, 'SSO_USERNAME_CLAIM', 'preferred_username');
  if (!/^[A-Za-z0-9_:.\/-]{1,100}$/.test(usernameClaim))
    throw new Error(`SSO_USERNAME_CLAIM is not a claim name: "${usernameClaim}"`);
  return {
    issuer,
    audience,
    usernameClaim,
    maxTokenAgeSeconds: intFrom(env, 'SSO_MAX_TOKEN_AGE_SECONDS', 600, 30, 86_400),
  };
}

function smsGatewayFrom(env: NodeJS.ProcessEnv): SmsGatewayConfig | undefined {
  const url = env.SMS_GATEWAY_URL?.trim() ?? '';
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`SMS_GATEWAY_URL must be an http(s) URL, got "${url}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`SMS_GATEWAY_URL must be an http(s) URL, got "${url}"`);
  const token = env.SMS_GATEWAY_TOKEN?.trim();
  return {
    url,
    ...(token ? { token } : {}),
    sign: textFrom(env, 'SMS_SIGN', '施工质量监控'),
    timeoutMs: intFrom(env, 'SMS_GATEWAY_TIMEOUT_MS', 5000, 100, 60_000),
  };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): BackendConfig {
  const production = env.NODE_ENV === 'production';
  const testHooks = env.BACKEND_TEST_HOOKS === '1';
  // The hooks inject faults and rewrite the site's data: never on a deployed platform.
  if (production && testHooks) throw new Error('BACKEND_TEST_HOOKS=1 is refused when NODE_ENV=production');
  const sso = ssoFrom(env);
  const sim = simFrom(env);
  const mail = mailFrom(env);
  const smsGateway = smsGatewayFrom(env);
  const eurekaCredentials = env.EUREKA_CREDENTIALS?.trim();
  if (eurekaCredentials && !/^[^:]+:.{8,}$/.test(eurekaCredentials))
    throw new Error('EUREKA_CREDENTIALS must be user:password, the password at least 8 characters');
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
    seedDemoUsers: env.SEED_DEMO_USERS ? env.SEED_DEMO_USERS === '1' : !production,
    production,
    testHooks,
    ...(sso ? { sso } : {}),
    ...(sim ? { sim } : {}),
    ...(mail ? { mail } : {}),
    ...(smsGateway ? { smsGateway } : {}),
    ...(eurekaCredentials ? { eurekaCredentials } : {}),
  };
}

export function resolveConfig(partial: Partial<BackendConfig> & { dataDir: string }): BackendConfig {
  return { ...defaultConfig, ...partial };
}
