import type { Actor } from '../../domain/actor.js';
import type { Store } from '../../db/database.js';
import { rejected } from '../../domain/rejected.js';
import type { GroupRow, MenuRow, UserRow } from '../../domain/rows.js';
import { created, createdAndUpdated, updated } from '../../domain/audit.js';
import { requireElement } from './elements.js';
import { requireGroupType } from './group-types.js';
import { codePattern, withAncestors } from './menus.js';
import { Filters, orderClause, pageWindow } from '../../domain/paging.js';
import { withOwnRightsKept } from '../../domain/permissions.js';
import { buildTree, type TreeNode } from '../../domain/tree.js';
import { findUser, userColumns } from './users.js';
import { attrFields, type FieldSpec, pickFields } from '../../domain/validate.js';

interface GroupNode extends TreeNode {
  label: string;
  name: string;
  code: string;
  groupType: number;
  children: GroupNode[];
}

export const groupFields: FieldSpec[] = [
  {
    name: 'code',
    kind: 'string',
    required: true,
    max: 64,
    pattern: codePattern,
    patternMessage: '参数 code 必须以字母开头，只能包含字母、数字、_ 和 -',
  },
  { name: 'name', kind: 'string', required: true, max: 64 },
  { name: 'parentId', kind: 'int', min: -1 },
  { name: 'type', kind: 'string', max: 32 },
  { name: 'groupType', kind: 'int', required: true, min: 1 },
  { name: 'description', kind: 'string', max: 1000 },
  ...attrFields,
];

const sortable = ['id', 'code', 'name', 'groupType', 'crtTime', 'updTime'];

export function findGroup(store: Store, id: number): GroupRow | undefined {
  return store.get<GroupRow>('SELECT * FROM base_group WHERE id = ?', id);
}

export function requireGroup(store: Store, id: number): GroupRow {
  const group = findGroup(store, id);
  if (!group) throw rejected(`角色不存在: ${id}`);
  return group;
}

export function allGroups(store: Store): GroupRow[] {
  return store.all<GroupRow>('SELECT * FROM base_group ORDER BY id');
}

/** The platform answers nothing until a group type or a name is chosen. */
export function listGroups(store: Store, query: URLSearchParams): GroupRow[] {
  const groupType = query.get('groupType')?.trim() ?? '';
  const name = query.get('name')?.trim() ?? '';
  if (groupType === '' && name === '') return [];
  const filters = new Filters().like('name', name);
  if (groupType !== '') filters.add('groupType = ?', groupType);
  return store.all<GroupRow>(`SELECT * FROM base_group ${filters.where} ORDER BY id`, ...filters.params);
}

export function groupTree(groups: GroupRow[]): GroupNode[] {
  return buildTree(
    groups.map((g) => ({
      id: g.id,
      parentId: g.parentId,
      label: g.name,
      name: g.name,
      code: g.code,
      groupType: g.groupType,
      children: [],
    })),
  );
}

export function pageGroups(store: Store, query: URLSearchParams): { total: number; rows: GroupRow[] } {
  const { limit, offset } = pageWindow(query);
  const filters = new Filters().like('name', query.get('name')).like('code', query.get('code'));
  const groupType = query.get('groupType')?.trim();
  if (groupType) filters.add('groupType = ?', groupType);
  const order = orderClause(query, sortable, 'id ASC');
  const total = store.get<{ n: number }>(`SELECT COUNT(*) AS n FROM base_group ${filters.where}`, ...filters.params)!.n;
  const rows = store.all<GroupRow>(
    `SELECT * FROM base_group ${filters.where} ${order} LIMIT ? OFFSET ?`,
    ...filters.params,
    limit,
    offset,
  );
  return { total, rows };
}

function parentPath(store: Store, parentId: number): string {
  if (parentId === -1) return '';
  const parent = findGroup(store, parentId);
  if (!parent) throw rejected(`上级角色不存在: ${parentId}`);
  return parent.path ?? `/${parent.code}`;
}

function assertCodeFree(store: Store, code: unknown, exceptId = 0): void {
  if (typeof code === 'string' && store.get('SELECT 1 FROM base_group WHERE code = ? AND id <> ?', code, exceptId)) {
    throw rejected(`角色编码已存在: ${code}`);
  }
}

export function createGroup(store: Store, actor: Actor, body: Record<string, unknown>): number {
  const row = pickFields(body, groupFields, 'create');
  const parentId = (row.parentId as number | undefined) ?? -1;
  return store.transaction(() => {
    assertCodeFree(store, row.code);
    requireGroupType(store, row.groupType as number);
    const path = `${parentPath(store, parentId)}/${row.code}`;
    return store.insert('base_group', { ...row, parentId, path, ...createdAndUpdated(actor) });
  });
}

function refreshPaths(store: Store, id: number): void {
  const group = requireGroup(store, id);
  store.run('UPDATE base_group SET path = ? WHERE id = ?', `${parentPath(store, group.parentId)}/${group.code}`, id);
  for (const child of store.all<{ id: number }>('SELECT id FROM base_group WHERE parentId = ?', id))
    refreshPaths(store, child.id);
}

export function updateGroup(store: Store, actor: Actor, id: number, body: Record<string, unknown>): void {
  const row = pickFields(body, groupFields, 'update');
  store.transaction(() => {
    const group = requireGroup(store, id);
    assertCodeFree(store, row.code, id);
    if (row.groupType !== undefined) requireGroupType(store, row.groupType as number);
    const parentId = row.parentId as number | undefined;
    if (parentId !== undefined && parentId !== group.parentId && parentId !== -1) {
      let current = findGroup(store, parentId);
      if (!current) throw rejected(`上级角色不存在: ${parentId}`);
      while (current) {
        if (current.id === id) throw rejected('上级角色不能是自己或自己的下级');
        current = current.parentId === -1 ? undefined : findGroup(store, current.parentId);
      }
    }
    store.update('base_group', id, { ...row, ...updated(actor) });
    if (row.code !== undefined || parentId !== undefined) refreshPaths(store, id);
  });
}

export function deleteGroup(store: Store, actor: Actor, id: number): void {
  withOwnRightsKept(store, actor.id, () => {
    requireGroup(store, id);
    if (store.get('SELECT 1 FROM base_group WHERE parentId = ?', id)) throw rejected('该角色下还有子角色，不能删除');
    store.run('DELETE FROM base_group_member WHERE groupId = ?', id);
    store.run('DELETE FROM base_group_scope WHERE groupId = ?', id);
    store.run('DELETE FROM base_group_leader WHERE groupId = ?', id);
    store.run(`DELETE FROM base_resource_authority WHERE authorityType = 'group' AND authorityId = ?`, id);
    store.run('DELETE FROM base_group WHERE id = ?', id);
  });
}

export function groupUsers(store: Store, id: number): { members: UserRow[]; leaders: UserRow[] } {
  requireGroup(store, id);
  const select = (table: string) =>
    store.all<UserRow>(
      `SELECT ${userColumns} FROM base_user WHERE id IN (SELECT userId FROM ${table} WHERE groupId = ?) ORDER BY id`,
      id,
    );
  return { members: select('base_group_member'), leaders: select('base_group_leader') };
}

export function setGroupUsers(store: Store, actor: Actor, id: number, members: number[], leaders: number[]): void {
  withOwnRightsKept(store, actor.id, () => {
    requireGroup(store, id);
    for (const userId of [...members, ...leaders]) {
      if (!findUser(store, userId)) throw rejected(`用户不存在: ${userId}`);
    }
    store.run('DELETE FROM base_group_member WHERE groupId = ?', id);
    store.run('DELETE FROM base_group_leader WHERE groupId = ?', id);
    for (const userId of members)
      store.run('INSERT INTO base_group_member (groupId, userId) VALUES (?, ?)', id, userId);
    for (const userId of leaders)
      store.run('INSERT INTO base_group_leader (groupId, userId) VALUES (?, ?)', id, userId);
  });
}

export function groupMenus(store: Store, id: number): MenuRow[] {
  requireGroup(store, id);
  return store.all<MenuRow>(
    `SELECT * FROM base_menu WHERE id IN (SELECT resourceId FROM base_resource_authority
       WHERE authorityType = 'group' AND authorityId = ? AND resourceType = 'menu') ORDER BY orderNum, id`,
    id,
  );
}

function grant(store: Store, actor: Actor, groupId: number, resourceType: 'menu' | 'button', resourceId: number): void {
  const audit = created(actor);
  store.run(
    `INSERT OR IGNORE INTO base_resource_authority
       (authorityId, authorityType, resourceId, resourceType, parentId, crtTime, crtUser, crtName, crtHost)
     VALUES (?, 'group', ?, ?, '-1', ?, ?, ?, ?)`,
    groupId,
    resourceId,
    resourceType,
    audit.crtTime,
    audit.crtUser,
    audit.crtName,
    audit.crtHost,
  );
}

/** Replaces the group's menu grants; every ancestor of a granted menu is granted too. */
export function setGroupMenus(store: Store, actor: Actor, id: number, menuIds: number[]): void {
  withOwnRightsKept(store, actor.id, () => {
    requireGroup(store, id);
    const granted = withAncestors(store, menuIds);
    store.run(
      `DELETE FROM base_resource_authority WHERE authorityType = 'group' AND authorityId = ? AND resourceType = 'menu'`,
      id,
    );
    for (const menuId of granted) grant(store, actor, id, 'menu', menuId);
  });
}

export function groupElementIds(store: Store, id: number): number[] {
  requireGroup(store, id);
  return store
    .all<{ resourceId: number }>(
      `SELECT resourceId FROM base_resource_authority WHERE authorityType = 'group' AND authorityId = ? AND ` +
        `resourceType = 'button' ORDER BY resourceId`,
      id,
    )
    .map((row) => row.resourceId);
}

function requireElementOfMenu(store: Store, elementId: number, menuId: number | undefined): void {
  const element = requireElement(store, elementId);
  if (menuId !== undefined && element.menuId !== String(menuId))
    throw rejected(`资源 ${elementId} 不属于菜单 ${menuId}`);
}

export function grantElement(
  store: Store,
  actor: Actor,
  id: number,
  elementId: number,
  menuId: number | undefined,
): void {
  store.transaction(() => {
    requireGroup(store, id);
    requireElementOfMenu(store, elementId, menuId);
    grant(store, actor, id, 'button', elementId);
  });
}

export function revokeElement(
  store: Store,
  actor: Actor,
  id: number,
  elementId: number,
  menuId: number | undefined,
): void {
  withOwnRightsKept(store, actor.id, () => {
    requireGroup(store, id);
    requireElementOfMenu(store, elementId, menuId);
    store.run(
      `DELETE FROM base_resource_authority WHERE authorityType = 'group' AND authorityId = ? AND resourceType ` +
        `= 'button' AND resourceId = ?`,
      id,
      elementId,
    );
  });
}
