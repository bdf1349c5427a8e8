import type { Store } from './database.js';
import { grant, seedMember, seedRole } from './seed-roles.js';
import { created, createdAndUpdated, systemActor } from '../domain/audit.js';
import { contractorDepartCode, sections } from '../sim/site/sections.js';

/** The demo contractor of one section: role code, role name, username (also its demo password), name, section. */
export const sectionSeat = ['sectionContractorRole', '标段施工单位', 'sg02', '施工员02', 'S2'] as const;

/**
 * Data scopes' first rows: the site's contractors become departments under the headquarters, each responsible for
 * its section (linked here when the site is seeded already, else by the site's seed); a demo contractor of one
 * section whose role reaches only its department's sections.
 */
const audit = () => createdAndUpdated(systemActor);

export function seedDataScopes(store: Store, hashes: Map<string, string> | null): void {
  const hq = store.get<{ id: number }>("SELECT id FROM base_depart WHERE code = 'hq'")?.id ?? -1;
  sections.forEach((section, order) => {
    const code = contractorDepartCode(section.code);
    if (store.get('SELECT 1 FROM base_depart WHERE code = ?', code)) return;
    const sectionId = store.get<{ id: number }>('SELECT id FROM site_section WHERE code = ?', section.code)?.id;
    store.insert('base_depart', {
      code,
      name: section.contractor,
      type: 'company',
      parentId: hq,
      orderNum: 10 + order,
      sectionId: sectionId ?? null,
      ...audit(),
    });
  });
  const [roleCode, roleName, username, name, sectionCode] = sectionSeat;
  if (store.get('SELECT 1 FROM base_group WHERE code = ?', roleCode)) return;
  const model = store.get<{ id: number; groupType: number }>(
    "SELECT id, groupType FROM base_group WHERE code = 'contractorRole'",
  );
  const role = seedRole(store, {
    code: roleCode,
    name: roleName,
    groupType:
      model?.groupType ?? store.get<{ id: number }>("SELECT id FROM base_group_type WHERE code = 'role'")?.id ?? null,
    description: '施工单位的成员，只看本单位负责的标段',
  });
  // The contractors' grants, with a scope: what the workflow's contractor does, for one section.
  if (model)
    for (const g of store.all<{ resourceType: 'menu' | 'button'; resourceId: number }>(
      "SELECT resourceType, resourceId FROM base_resource_authority WHERE authorityType = 'group' AND authorityId = ?",
      model.id,
    ))
      grant(store, role, g.resourceType, g.resourceId);
  store.run("INSERT INTO base_group_scope (groupId, dataScope, sectionIds) VALUES (?, 'deptTree', '[]')", role);
  if (!hashes) return;
  const userId = seedMember(store, role, { username, name, hash: hashes.get(username)! });
  const depart = store.get<{ id: number }>(
    'SELECT id FROM base_depart WHERE code = ?',
    contractorDepartCode(sectionCode),
  );
  if (depart) store.insert('base_depart_user', { departId: depart.id, userId, ...created(systemActor) });
}
