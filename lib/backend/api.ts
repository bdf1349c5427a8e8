import 'server-only';
import type { Envelope } from '@console/contract/envelope';
import { frontInfoSchema, menuListSchema, menuTreeSchema } from '@/lib/platform/front';
import type { z } from 'zod';
import { backendCall } from './client';
import { BackendError } from './errors';
import { checkKept, parseKept } from './kept-reads';

/** 40001: wrong account or password; 40002: too many failures, refused for a while (the platform's throttle). */
export const signIn = (username: string, password: string, forwardedFor?: string) =>
  backendCall<Envelope<string>>('/api/auth/jwt/token', {
    method: 'POST',
    body: { username, password },
    accept: [40001, 40002],
    user: username,
    forwardedFor,
  });

/** Single sign-on: the provider's ID token for a platform JWT (backend README "Single sign-on"). */
export const exchangeIdToken = (idToken: string, user?: string) =>
  backendCall<Envelope<string>>('/api/auth/jwt/sso', { method: 'POST', body: { idToken }, accept: [40001], user });

export const invalidateToken = (token: string) =>
  backendCall<Envelope>('/api/auth/jwt/invalid', { method: 'POST', token, query: { token } });

/**
 * A read whose reply must match the schema; its type is the schema's output (frozen: it may be shared,
 * lib/backend/kept-reads.ts).
 */
async function checkedRead<S extends z.ZodType>(path: string, token: string, schema: S): Promise<z.output<S>> {
  const parsed = checkKept(await backendCall<unknown>(path, { token, parse: parseKept }), schema);
  if (!parsed.success) throw new BackendError('error', `Backend answered an unexpected shape for ${path}`);
  return parsed.data;
}

export const getFrontInfo = (token: string) => checkedRead('/api/admin/user/front/info', token, frontInfoSchema);

export const getFrontMenus = (token: string) => checkedRead('/api/admin/user/front/menus', token, menuTreeSchema);

export const getAllMenus = (token: string) => checkedRead('/api/admin/user/front/menu/all', token, menuListSchema);
