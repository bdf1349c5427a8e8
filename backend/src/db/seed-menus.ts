import { createdAndUpdated, systemActor } from '../domain/audit.js';
import type { SeedMenu } from '../modules/admin/seed/menu-catalogue.js';
import type { Store } from './database.js';
import { grant } from './seed-roles.js';

/**
 * Pages added to the catalogue after a data folder was seeded: each menu of the (first start's) seed the folder lacks
 * is inserted under its parent, after its siblings, and granted to every role that holds the parent (the roles that
 * see a group see its new pages). Runs once per migration, so a menu an administrator deletes later stays deleted.
 */
export function insertMissingMenus(store: Store, seed: readonly SeedMenu[]): void {
  const walk = (menus: readonly SeedMenu[], parent: { id: number; path: string } | null) => {
    for (const menu of menus) {
      let found = store.get<{ id: number; path: string }>('SELECT id, path FROM base_menu WHERE code = ?', menu.code);
      if (!found && parent) {
        const order = store.get<{ n: number }>(
          'SELECT COALESCE(MAX(orderNum) + 1, 0) n FROM base_menu WHERE parentId = ?',
          parent.id,
        )!.n;
        const path = `${parent.path}/${menu.code}`;
        const id = store.insert('base_menu', {
          code: menu.code,
          title: menu.title,
          parentId: parent.id,
          href: menu.href ?? path,
          icon: menu.icon ?? null,
          type: menu.type ?? ((menu.children?.length ?? 0) > 0 ? 'dirt' : 'menu'),
          orderNum: order,
          path,
          enabled: '1',
          ...createdAndUpdated(systemActor),
        });
        const holders = store.all<{ authorityId: number }>(
          `SELECT DISTINCT authorityId FROM base_resource_authority
            WHERE resourceType = 'menu' AND authorityType = 'group' AND resourceId = ?`,
          parent.id,
        );
        for (const { authorityId } of holders) grant(store, authorityId, 'menu', id);
        found = { id, path };
      }
      if (found) walk(menu.children ?? [], found);
    }
  };
  walk(seed, null);
}
