import { adminPages } from '@console/contract/admin/pages';
import type { Store } from '../db/database.js';
import { rejected } from './rejected.js';
import type { ElementRow, MenuRow } from './rows.js';

// Effective permissions: the union of grants over the groups a user belongs to or leads.
const userGroups = `SELECT groupId FROM base_group_member WHERE userId = @userId
  UNION SELECT groupId FROM base_group_leader WHERE userId = @userId`;

export function userMenus(store: Store, userId: number): MenuRow[] {
  return store.all<MenuRow>(
    `SELECT m.* FROM base_menu m WHERE m.id IN (
       SELECT resourceId FROM base_resource_authority
       WHERE authorityType = 'group' AND resourceType = 'menu' AND authorityId IN (${userGroups}))
     ORDER BY m.orderNum, m.id`,
    { userId },
  );
}

export function userElements(store: Store, userId: number): ElementRow[] {
  return store.all<ElementRow>(
    `SELECT e.* FROM base_element e WHERE e.id IN (
       SELECT resourceId FROM base_resource_authority
       WHERE authorityType = 'group' AND resourceType = 'button' AND authorityId IN (${userGroups}))
     ORDER BY e.id`,
    { userId },
  );
}

export function holdsElement(store: Store, userId: number, code: string): boolean {
  return (
    store.get(
      `SELECT 1 FROM base_element e WHERE e.code = @code AND e.id IN (
         SELECT resourceId FROM base_resource_authority
         WHERE authorityType = 'group' AND resourceType = 'button' AND authorityId IN (${userGroups}))`,
      { userId, code },
    ) !== undefined
  );
}

export function holdsMenu(store: Store, userId: number, codes: readonly string[]): boolean {
  if (codes.length === 0) return false;
  return (
    store.get(
      `SELECT 1 FROM base_menu m WHERE m.code IN (${codes.map(() => '?').join(', ')}) AND m.id IN (
         SELECT resourceId FROM base_resource_authority
         WHERE authorityType = 'group' AND resourceType = 'menu'
         AND authorityId IN (${userGroups.replace(/@userId/g, '?')}))
       LIMIT 1`,
      ...codes,
      userId,
      userId,
    ) !== undefined
  );
}

/** Rights an administrator needs to give rights back; nobody may take them from themselves. */
const { user: userPage, group: groupPage } = adminPages.pages;
const guardedMenus = [userPage.code, groupPage.code];
const guardedElements = [`${groupPage.code}:btn_userManager`, `${groupPage.code}:btn_resourceManager`];

function guardedHeld(store: Store, userId: number): string[] {
  const menus = userMenus(store, userId)
    .map((m) => m.code)
    .filter((code) => guardedMenus.includes(code));
  const elements = guardedElements.filter((code) => holdsElement(store, userId, code));
  return [...menus, ...elements];
}

/**
 * Runs a change in a transaction and rolls it back if it would strip the acting user of their own
 * access to user or role administration.
 */
export function withOwnRightsKept<T>(store: Store, actorId: number, change: () => T): T {
  return store.transaction(() => {
    const before = guardedHeld(store, actorId);
    const result = change();
    const after = new Set(guardedHeld(store, actorId));
    const lost = before.filter((code) => !after.has(code));
    if (lost.length > 0) {
      throw rejected(`此操作会移除您自己对 ${lost.join('、')} 的最后权限，已拒绝`);
    }
    return result;
  });
}
