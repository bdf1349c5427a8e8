import type { Store } from '../../db/database.js';
import { rejected } from '../../domain/rejected.js';
import { userElements, userMenus } from '../../domain/permissions.js';
import { findUser } from './users.js';

export interface PermissionInfo {
  code: string;
  type: string | null;
  uri: string | null;
  method: string | null;
  name: string | null;
  menu: string;
}

function menuUri(href: string | null, code: string): string {
  if (!href) return `/${code}`;
  return href.startsWith('/') ? href : `/${href}`;
}

/**
 * The platform's `FrontUser`, plus this deployment's `depart`. The console asks for it on every page it renders;
 * computing it reads a few hundred wide rows (about 6 ms for the administrator), so the answer is kept until the
 * database next changes (Store.kept).
 */
export function frontInfo(store: Store, userId: number) {
  return store.kept(`front/info:${userId}`, () => computeFrontInfo(store, userId));
}

function computeFrontInfo(store: Store, userId: number) {
  const user = findUser(store, userId);
  if (!user) throw rejected(`用户不存在: ${userId}`);
  const permitted = userMenus(store, userId).sort((a, b) => a.id - b.id);
  const menus: PermissionInfo[] = permitted.map((m) => ({
    code: m.code,
    type: 'menu',
    uri: menuUri(m.href, m.code),
    method: 'GET',
    name: '访问',
    menu: m.title,
  }));
  const elements: PermissionInfo[] = userElements(store, userId).map((e) => ({
    code: e.code,
    type: e.type,
    uri: e.uri,
    method: e.method,
    name: e.name,
    menu: e.menuId,
  }));
  return {
    id: String(user.id),
    username: user.username,
    name: user.name,
    description: user.description,
    depart: user.depart,
    menus,
    elements,
  };
}
