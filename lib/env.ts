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

const schema = z.object({
  NODE_ENV: z.string().default('development'),
  BACKEND_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .default('http://127.0.0.1:8765')
    .transform((v) => v.replace(/\/+$/, '')),
  SESSION_SECRET: secret.optional(),
  SESSION_SECRETS_PREVIOUS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(secret)),
  SESSION_COOKIE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, _ and - only')
    .default('console-session-'),
  TRUST_PROXY: flag,
  PROXY_PREFIXES: z
    .string()
    .default('auth,admin')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[a-z][a-z0-9-]{0,30}$/, 'each prefix: lower-case letters, digits, -')).min(1)),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(500).max(19_000).default(15_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(1024 * 1024),
});

export type ServerEnv = Omit<z.infer<typeof schema>, 'SESSION_SECRET'> & { SESSION_SECRET: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = schema.safeParse(source);
  const problems = result.success
    ? []
    : result.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`);
  if (!source.SESSION_SECRET) {
    problems.push('SESSION_SECRET: required (at least 32 characters; `npm start` generates one outside production)');
  }
  if (problems.length || !result.success) throw new ConfigError(problems);
  return result.data as ServerEnv;
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
