import { created, createdAndUpdated, systemActor } from '../domain/audit.js';
import type { Store } from './database.js';

/** A seeded grant of a menu or a button to a role. */
export function grant(store: Store, groupId: number, resourceType: 'menu' | 'button', resourceId: number): void {
  store.insert('base_resource_authority', {
    authorityId: groupId,
    authorityType: 'group',
    resourceId,
    resourceType,
    parentId: '-1',
    ...created(systemActor),
  });
}

/** A seeded top-level role of a type. */
export function seedRole(
  store: Store,
  role: { code: string; name: string; groupType: number | null; description?: string },
): number {
  return store.insert('base_group', {
    code: role.code,
    name: role.name,
    parentId: -1,
    path: `/${role.code}`,
    type: 'role',
    groupType: role.groupType,
    ...(role.description ? { description: role.description } : {}),
    ...createdAndUpdated(systemActor),
  });
}

/** A seeded demo user (the one there already when its name is taken) made a member of a role; answers its id. */
export function seedMember(
  store: Store,
  roleId: number,
  user: { username: string; name: string; hash: string },
): number {
  const userId =
    store.get<{ id: number }>('SELECT id FROM base_user WHERE username = ?', user.username)?.id ??
    store.insert('base_user', {
      username: user.username,
      name: user.name,
      password: user.hash,
      depart: null,
      ...createdAndUpdated(systemActor),
    });
  store.run('INSERT INTO base_group_member (groupId, userId) VALUES (?, ?)', roleId, userId);
  return userId;
}
