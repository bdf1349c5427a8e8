import type { BackendConfig } from '../config.js';
import type { Passwords } from '../auth/passwords.js';
import { created, createdAndUpdated, systemActor } from '../domain/audit.js';
import { formatDateTime } from '../domain/time.js';
import { seedElementsFor } from '../seed/element-catalogue.js';
import { loadMenuSeed, type SeedMenu } from '../seed/menu-catalogue.js';
import type { Store } from './database.js';

const audit = () => createdAndUpdated(systemActor);

function insertMenus(store: Store, menus: SeedMenu[], parentId: number, parentPath: string, ids: Map<string, number>): void {
  menus.forEach((menu, index) => {
    const path = `${parentPath}/${menu.code}`;
    const hasChildren = (menu.children?.length ?? 0) > 0;
    const id = store.insert('base_menu', {
      code: menu.code,
      title: menu.title,
      parentId,
      href: menu.href ?? path,
      icon: menu.icon ?? null,
      iconUrl: menu.iconUrl ?? null,
      type: menu.type ?? (parentId === -1 || hasChildren ? 'dirt' : 'menu'),
      orderNum: index,
      description: menu.description ?? null,
      path,
      enabled: '1',
      ...audit(),
    });
    ids.set(menu.code, id);
    insertMenus(store, menu.children ?? [], id, path, ids);
  });
}

function grant(store: Store, groupId: number, resourceType: 'menu' | 'button', resourceId: number): void {
  store.insert('base_resource_authority', {
    authorityId: groupId,
    authorityType: 'group',
    resourceId,
    resourceType,
    parentId: '-1',
    ...created(systemActor),
  });
}

function subtreeIds(store: Store, rootCode: string): number[] {
  return store
    .all<{ id: number }>(
      `WITH RECURSIVE sub(id) AS (SELECT id FROM base_menu WHERE code = ?
         UNION ALL SELECT m.id FROM base_menu m JOIN sub ON m.parentId = sub.id) SELECT id FROM sub`,
      rootCode,
    )
    .map((row) => row.id);
}

/** First start only: menus, elements, roles and demo users. Returns whether anything was seeded. */
export async function seedIfEmpty(store: Store, config: BackendConfig, passwords: Passwords): Promise<boolean> {
  if (store.get('SELECT 1 FROM meta WHERE key = ?', 'seeded')) return false;
  const menus = loadMenuSeed(config.menuSeedFile);
  const [adminHash, testHash, mhHash] = await Promise.all([
    passwords.hash(config.seedAdminPassword),
    passwords.hash(config.seedTestPassword),
    passwords.hash(config.seedMhPassword),
  ]);
  store.transaction(() => {
    if (store.get('SELECT 1 FROM meta WHERE key = ?', 'seeded')) return;
    const menuIds = new Map<string, number>();
    insertMenus(store, menus, -1, '', menuIds);
    for (const [code, menuId] of menuIds) {
      for (const element of seedElementsFor(code)) {
        store.insert('base_element', { ...element, menuId: String(menuId), parentId: null, path: null, ...created(systemActor) });
      }
    }

    const typeId = (code: string, name: string) => store.insert('base_group_type', { code, name, ...audit() });
    const roleType = typeId('role', '角色类型');
    typeId('depart', '部门类型');
    typeId('free', '自定义类型');
    const group = (code: string, name: string) => store.insert('base_group', { code, name, parentId: -1, path: `/${code}`, type: 'role', groupType: roleType, ...audit() });
    const adminRole = group('adminRole', '管理员');
    const operatorRole = group('operatorRole', '操作员');

    for (const { id } of store.all<{ id: number }>('SELECT id FROM base_menu')) grant(store, adminRole, 'menu', id);
    for (const { id } of store.all<{ id: number }>('SELECT id FROM base_element')) grant(store, adminRole, 'button', id);
    for (const code of ['znysManager', 'sysManager']) {
      for (const id of subtreeIds(store, code)) grant(store, operatorRole, 'menu', id);
    }

    const user = (username: string, name: string, hash: string, depart: string | null = null) => store.insert('base_user', { username, name, password: hash, depart, ...audit() });
    const admin = user('admin', '超级管理员', adminHash);
    store.run('INSERT INTO base_group_leader (groupId, userId) VALUES (?, ?)', adminRole, admin);
    const members = [user('test', '测试账户', testHash), user('mh', '民航用户', mhHash, 'mh')];
    // Bulk users share the test user's hash so seeding thousands of them takes no bcrypt time.
    for (let n = 1; n <= config.seedBulkUsers; n++) {
      const suffix = String(n).padStart(5, '0');
      members.push(user(`bulk${suffix}`, `批量用户${suffix}`, testHash));
    }
    for (const userId of members) store.run('INSERT INTO base_group_member (groupId, userId) VALUES (?, ?)', operatorRole, userId);
    store.run('INSERT INTO meta (key, value) VALUES (?, ?)', 'seeded', formatDateTime());
  });
  return true;
}
