import type { Actor } from '../../domain/actor.js';
import type { Store } from '../../db/database.js';
import { rejected } from '../../domain/rejected.js';
import type { MenuRow } from '../../domain/rows.js';
import { createdAndUpdated, updated } from '../../domain/audit.js';
import { withOwnRightsKept } from '../../domain/permissions.js';
import { Filters } from '../../domain/paging.js';
import { buildTree, type TreeNode } from '../../domain/tree.js';
import { attrFields, type FieldSpec, pickFields } from '../../domain/validate.js';

export interface MenuNode extends TreeNode {
  code: string;
  title: string;
  label?: string;
  icon: string | null;
  iconUrl: string | null;
  href: string | null;
  path: string | null;
  type: string;
  orderNum: number;
  description: string | null;
  spread: false;
  children: MenuNode[];
}

export const codePattern = /^[A-Za-z][A-Za-z0-9_-]*$/;

export const menuFields: FieldSpec[] = [
  {
    name: 'code',
    kind: 'string',
    required: true,
    max: 64,
    pattern: codePattern,
    patternMessage: '参数 code 必须以字母开头，只能包含字母、数字、_ 和 -',
  },
  { name: 'title', kind: 'string', required: true, max: 64 },
  { name: 'parentId', kind: 'int', min: -1 },
  { name: 'href', kind: 'string', max: 255 },
  { name: 'icon', kind: 'string', max: 255 },
  { name: 'iconUrl', kind: 'string', max: 1000 },
  { name: 'type', kind: 'string', oneOf: ['menu', 'dirt'] },
  { name: 'orderNum', kind: 'int', min: -1_000_000, max: 1_000_000 },
  { name: 'description', kind: 'string', max: 1000 },
  { name: 'enabled', kind: 'string', max: 8 },
  ...attrFields,
];

export function findMenu(store: Store, id: number): MenuRow | undefined {
  return store.get<MenuRow>('SELECT * FROM base_menu WHERE id = ?', id);
}

export function findMenuByCode(store: Store, code: string): MenuRow | undefined {
  return store.get<MenuRow>('SELECT * FROM base_menu WHERE code = ?', code);
}

export function requireMenu(store: Store, id: number): MenuRow {
  const menu = findMenu(store, id);
  if (!menu) throw rejected(`菜单不存在: ${id}`);
  return menu;
}

export function allMenus(store: Store): MenuRow[] {
  return store.all<MenuRow>('SELECT * FROM base_menu ORDER BY id');
}

export function listMenus(store: Store, title: string | null): MenuRow[] {
  const filters = new Filters().like('title', title);
  return store.all<MenuRow>(`SELECT * FROM base_menu ${filters.where} ORDER BY orderNum, id`, ...filters.params);
}

export function menuNode(menu: MenuRow, withLabel: boolean): MenuNode {
  return {
    id: menu.id,
    parentId: menu.parentId,
    code: menu.code,
    title: menu.title,
    label: withLabel ? menu.title : undefined,
    icon: menu.icon,
    iconUrl: menu.iconUrl,
    href: menu.href,
    path: menu.path,
    type: menu.type,
    orderNum: menu.orderNum,
    description: menu.description,
    spread: false,
    children: [],
  };
}

/** Menus must arrive ordered by orderNum, id; siblings keep that order. */
export function menuTree(menus: MenuRow[], withLabel: boolean): MenuNode[] {
  return buildTree(menus.map((menu) => menuNode(menu, withLabel)));
}

/** Ids of a menu and all its ancestors. */
export function withAncestors(store: Store, ids: number[]): Set<number> {
  const result = new Set<number>();
  for (const id of ids) {
    let current = findMenu(store, id);
    if (!current) throw rejected(`菜单不存在: ${id}`);
    while (current && !result.has(current.id)) {
      result.add(current.id);
      current = current.parentId === -1 ? undefined : findMenu(store, current.parentId);
    }
  }
  return result;
}

function parentPath(store: Store, parentId: number): string {
  if (parentId === -1) return '';
  const parent = findMenu(store, parentId);
  if (!parent) throw rejected(`上级菜单不存在: ${parentId}`);
  return parent.path ?? `/${parent.code}`;
}

function assertCodeFree(store: Store, code: unknown, exceptId = 0): void {
  if (typeof code !== 'string') return;
  if (store.get('SELECT 1 FROM base_menu WHERE code = ? AND id <> ?', code, exceptId)) {
    throw rejected(`菜单编码已存在: ${code}`);
  }
}

function normaliseEnabled(body: Record<string, unknown>): Record<string, unknown> {
  return typeof body.enabled === 'boolean' ? { ...body, enabled: body.enabled ? '1' : '0' } : body;
}

export function createMenu(store: Store, actor: Actor, body: Record<string, unknown>): number {
  const row = pickFields(normaliseEnabled(body), menuFields, 'create');
  const parentId = (row.parentId as number | undefined) ?? -1;
  return store.transaction(() => {
    assertCodeFree(store, row.code);
    const path = `${parentPath(store, parentId)}/${row.code}`;
    return store.insert('base_menu', {
      type: 'menu',
      orderNum: 0,
      enabled: '1',
      ...row,
      parentId,
      path,
      ...createdAndUpdated(actor),
    });
  });
}

function refreshPaths(store: Store, id: number): void {
  const menu = requireMenu(store, id);
  store.run('UPDATE base_menu SET path = ? WHERE id = ?', `${parentPath(store, menu.parentId)}/${menu.code}`, id);
  for (const child of store.all<{ id: number }>('SELECT id FROM base_menu WHERE parentId = ?', id))
    refreshPaths(store, child.id);
}

export function updateMenu(store: Store, actor: Actor, id: number, body: Record<string, unknown>): void {
  const row = pickFields(normaliseEnabled(body), menuFields, 'update');
  withOwnRightsKept(store, actor.id, () => {
    const menu = requireMenu(store, id);
    assertCodeFree(store, row.code, id);
    const parentId = row.parentId as number | undefined;
    if (parentId !== undefined && parentId !== menu.parentId) {
      if (parentId !== -1) requireParentOutsideSubtree(store, id, parentId);
    }
    store.update('base_menu', id, { ...row, ...updated(actor) });
    if (row.code !== undefined || parentId !== undefined) refreshPaths(store, id);
  });
}

function requireParentOutsideSubtree(store: Store, id: number, parentId: number): void {
  let current = findMenu(store, parentId);
  if (!current) throw rejected(`上级菜单不存在: ${parentId}`);
  while (current) {
    if (current.id === id) throw rejected('上级菜单不能是自己或自己的下级');
    current = current.parentId === -1 ? undefined : findMenu(store, current.parentId);
  }
}

export function deleteMenu(store: Store, actor: Actor, id: number): void {
  withOwnRightsKept(store, actor.id, () => {
    requireMenu(store, id);
    if (store.get('SELECT 1 FROM base_menu WHERE parentId = ?', id)) throw rejected('该菜单下还有子菜单，不能删除');
    store.run(
      `DELETE FROM base_resource_authority WHERE resourceType = 'button'
         AND resourceId IN (SELECT id FROM base_element WHERE menuId = ?)`,
      String(id),
    );
    store.run('DELETE FROM base_element WHERE menuId = ?', String(id));
    store.run(`DELETE FROM base_resource_authority WHERE resourceType = 'menu' AND resourceId = ?`, id);
    store.run('DELETE FROM base_menu WHERE id = ?', id);
  });
}
