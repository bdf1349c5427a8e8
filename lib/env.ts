import { z } from 'zod';

/**
 * Server configuration, validated once. Edge-safe (no fs): middleware reads it too.
 * Every variable is documented in `.env.example`.
 */
const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .default('')
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const secret = z.string().min(32, 'must be at least 32 characters');

/** The platform's services the BFF forwards: sign-in, administration and every business module. */
export const DEFAULT_PROXY_PREFIXES =
  'auth,admin,dict,site,bhz,lab,ylc,ssc,spjk,sbgl,hj,ddc,zd,znys,pdca,trend,szhsg,live,monitor';

/** An optional http(s) base URL; empty reads as unset. */
const optionalUrl = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
);

/** One platform deployment the console may be switched to (README, "Switching the platform"). */
const platformBackend = z.object({
  key: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,31}$/, 'key: a letter, then letters, digits, _ or -'),
  zh: z.string().trim().min(1).max(40),
  en: z.string().trim().min(1).max(40),
  url: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).transform((v) => v.replace(/\/+$/, '')),
});
export type PlatformBackend = z.infer<typeof platformBackend>;

const schema = z.object({
  NODE_ENV: z.string().default('development'),
  BACKEND_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .default('http://127.0.0.1:8765')
    .transform((v) => v.replace(/\/+$/, '')),
  PLATFORM_BACKENDS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v?.trim()) return undefined;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON array of {key, zh, en, url}' });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(platformBackend)
        .min(1)
        .refine((list) => new Set(list.map((p) => p.key)).size === list.length, 'keys must differ')
        .optional(),
    ),
  PLATFORM_CHOICE_FILE: z.string().trim().min(1).optional(),
  /** `instance`: one platform for every user of the console instance; `user`: each user's own choice. */
  PLATFORM_CHOICE: z.enum(['instance', 'user']).default('instance'),
  SESSION_SECRET: secret.optional(),
  SESSION_SECRETS_PREVIOUS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(secret)),
  SESSION_COOKIE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, _ and - only')
    .default('console-session-'),
  TRUST_PROXY: flag,
  PROXY_PREFIXES: z
    .string()
    .default(DEFAULT_PROXY_PREFIXES)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(/^[a-z][a-z0-9-]{0,30}$/, 'each prefix: lower-case letters, digits, -'))
        .min(1)
        // /api/sso is the single sign-on endpoint (Auth.js), never a platform service.
        .refine((prefixes) => !prefixes.includes('sso'), "'sso' is reserved for single sign-on"),
    ),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(500).max(19_000).default(15_000),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(1024 * 1024),
  // The body of a file upload (lib/bff/uploads.ts: a base map, ≤ 5 MB at the platform), a little more so that
  // the platform's own "too large" answer reaches the user.
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(6 * 1024 * 1024),
  // Idle log-out (0 = off) and how long before it the countdown dialog appears.
  IDLE_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600)
    .default(30 * 60),
  IDLE_WARNING_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // Monitoring: a real Zipkin (its base, without /api/v2) and Eureka (its base, usually ending in /eureka)
  // replace the reference backend's for the tracing and registry screens, read by the server only.
  ZIPKIN_URL: optionalUrl,
  EUREKA_URL: optionalUrl,
  // How often this console instance reports its health to the registry (0 = never).
  HEARTBEAT_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
});

/**
 * Single sign-on with one OpenID provider (Auth.js). All four of SSO_ISSUER, SSO_CLIENT_ID,
 * SSO_CLIENT_SECRET and SSO_NAME, or none: SSO is off, and nothing of it is reachable.
 */
export type SsoSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Shown on the sign-in button: 使用 <name> 登录. */
  name: string;
  /** Read by the platform backend (`npm start` passes it to the reference backend). */
  usernameClaim: string;
  /** Auth.js's secret (its short-lived cookies), AUTH_SECRET. */
  authSecret: string;
  /** AUTH_URL: the console's public origin, when Host / X-Forwarded-Host cannot be relied on. */
  authUrl?: string;
};

const SSO_REQUIRED = ['SSO_ISSUER', 'SSO_CLIENT_ID', 'SSO_CLIENT_SECRET', 'SSO_NAME'] as const;

const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

const ssoSchema = z.object({
  // Kept exactly as given: the provider's published `issuer` must match it to the character.
  SSO_ISSUER: httpUrl,
  SSO_CLIENT_ID: z.string().trim().min(1).max(200),
  SSO_CLIENT_SECRET: z.string().min(1).max(500),
  SSO_NAME: z.string().trim().min(1).max(60, 'at most 60 characters'),
  SSO_USERNAME_CLAIM: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_:./-]{1,100}$/, 'a claim name')
    .default('preferred_username'),
  AUTH_SECRET: z
    .string({ message: 'required when single sign-on is configured (at least 32 characters)' })
    .min(32, 'must be at least 32 characters'),
  AUTH_URL: httpUrl.optional(),
});

function blankToUndefined(source: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(source).map(([k, v]) => [k, v === undefined || v.trim() === '' ? undefined : v]),
  );
}

/** Parses the SSO block: null when off, a list of problems when partial or invalid. */
function parseSso(source: Record<string, string | undefined>): { sso: SsoSettings | null; problems: string[] } {
  const values = blankToUndefined(source);
  const present = SSO_REQUIRED.filter((k) => values[k] !== undefined);
  if (present.length === 0) return { sso: null, problems: [] };
  if (present.length < SSO_REQUIRED.length) {
    const missing = SSO_REQUIRED.filter((k) => values[k] === undefined);
    return {
      sso: null,
      problems: [
        `single sign-on is partially configured: missing ${missing.join(', ')} (set all of ` +
          `${SSO_REQUIRED.join(', ')}, or none)`,
      ],
    };
  }
  const result = ssoSchema.safeParse(values);
  if (!result.success)
    return { sso: null, problems: result.error.issues.map((i) => `${i.path.join('.') || 'SSO'}: ${i.message}`) };
  const v = result.data;
  return {
    sso: {
      issuer: v.SSO_ISSUER,
      clientId: v.SSO_CLIENT_ID,
      clientSecret: v.SSO_CLIENT_SECRET,
      name: v.SSO_NAME,
      usernameClaim: v.SSO_USERNAME_CLAIM,
      authSecret: v.AUTH_SECRET,
      ...(v.AUTH_URL ? { authUrl: v.AUTH_URL } : {}),
    },
    problems: [],
  };
}

export type ServerEnv = Omit<z.infer<typeof schema>, 'SESSION_SECRET'> & {
  SESSION_SECRET: string;
  SSO: SsoSettings | null;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = schema.safeParse(source);
  const problems = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`);
  if (!source.SESSION_SECRET) {
    problems.push('SESSION_SECRET: required (at least 32 characters; `npm start` generates one outside production)');
  }
  const sso = parseSso(source);
  problems.push(...sso.problems);
  if (problems.length || !result.success) throw new ConfigError(problems);
  return { ...(result.data as Omit<ServerEnv, 'SSO'>), SSO: sso.sso };
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
