import 'server-only';
import type { Envelope } from '@/lib/api/outcome';
import type { z } from 'zod';
import { backendCall } from './client';
import { BackendError } from './errors';
import { frontInfoSchema, menuListSchema, menuTreeSchema } from './wire-schemas';
import type { FrontInfo, PermissionMenuNode, ServerMenu } from '@/lib/routes/wire-types';

export const signIn = (username: string, password: string) =>
  backendCall<Envelope<string>>('/api/auth/jwt/token', { method: 'POST', body: { username, password }, accept: [40001] });

/** Single sign-on: the provider's ID token for a platform JWT (backend README "Single sign-on"). */
export const exchangeIdToken = (idToken: string) =>
  backendCall<Envelope<string>>('/api/auth/jwt/sso', { method: 'POST', body: { idToken }, accept: [40001] });

export const invalidateToken = (token: string) =>
  backendCall<Envelope>('/api/auth/jwt/invalid', { method: 'POST', token, query: { token } });

async function checked<T>(path: string, token: string, schema: z.ZodType): Promise<T> {
  const parsed = schema.safeParse(await backendCall<unknown>(path, { token }));
  if (!parsed.success) throw new BackendError('error', `Backend answered an unexpected shape for ${path}`);
  return parsed.data as T;
}

export const getFrontInfo = (token: string) => checked<FrontInfo>('/api/admin/user/front/info', token, frontInfoSchema);

export const getFrontMenus = (token: string) => checked<PermissionMenuNode[]>('/api/admin/user/front/menus', token, menuTreeSchema);

export const getAllMenus = (token: string) => checked<ServerMenu[]>('/api/admin/user/front/menu/all', token, menuListSchema);
