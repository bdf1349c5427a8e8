import 'server-only';
import type { Envelope } from '@/lib/api/outcome';
import { backendCall } from './client';
import type { FrontInfo, PermissionMenuNode, ServerMenu } from '@/lib/routes/wire-types';

export const signIn = (username: string, password: string) =>
  backendCall<Envelope<string>>('/api/auth/jwt/token', { method: 'POST', body: { username, password }, accept: [40001] });

export const invalidateToken = (token: string) =>
  backendCall<Envelope>('/api/auth/jwt/invalid', { method: 'POST', token, query: { token } });

export const getFrontInfo = (token: string) => backendCall<FrontInfo>('/api/admin/user/front/info', { token });

export const getFrontMenus = (token: string) => backendCall<PermissionMenuNode[]>('/api/admin/user/front/menus', { token });

export const getAllMenus = (token: string) => backendCall<ServerMenu[]>('/api/admin/user/front/menu/all', { token });
