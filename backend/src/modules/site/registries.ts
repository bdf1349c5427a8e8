import type { Store, SqlValue } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { compactionPages } from '@console/contract/compaction/pages';
import { layer, section, stake } from '@console/contract/site/resources';
import { sitePages } from '@console/contract/site/pages';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';

// The site's geometry registries.

const STAKE_DATA = sitePages.pages.znysStakeData.code;
const sectionRef = { sectionId: { ref: { table: 'site_section' } } };

function stakeNameFree(store: Store, row: Record<string, SqlValue>, before?: Record<string, unknown>): void {
  const sectionId = row.sectionId ?? before?.sectionId;
  const name = row.name ?? before?.name;
  const other = store.get<{ id: number }>(
    'SELECT id FROM site_stake WHERE sectionId = ? AND name = ? AND id != ?',
    sectionId,
    name,
    before?.id ?? -1,
  );
  if (other) throw rejected(`该标段已有桩号 ${String(name)}`);
}

export const siteResources: ResourceDef[] = [
  {
    ...declaredAs(stake, sectionRef),
    table: 'site_stake',
    view: `SELECT k.id, k.sectionId, s.name AS sectionName, k.name, k.chainage, k.x, k.y, k.azimuth, k.leftWidth,
      k.rightWidth, k.updTime
      FROM site_stake k JOIN site_section s ON s.id = k.sectionId`,
    menus: [STAKE_DATA, sitePages.pages.znysStakeMapEdit.code, compactionPages.pages.znysRealtimeStakeMap.code],
    screen: STAKE_DATA,
    keyword: ['name', 'sectionName'],
    defaultSort: 'sectionId ASC, chainage ASC',
    writes: { create: true, update: true, delete: true },
    guard: {
      create: (store, row) => stakeNameFree(store, row),
      update: (store, _id, row, before) => stakeNameFree(store, row, before),
    },
  },
  {
    ...declaredAs(layer, sectionRef),
    table: 'site_layer',
    view:
      'SELECT l.id, l.sectionId, s.name AS sectionName, l.code, l.name, l.orderNum, l.material, l.mixType, ' +
      'l.designThickness, l.domain FROM site_layer l JOIN site_section s ON s.id = l.sectionId',
    // Like sections, a shared lookup: processes, groups and stake areas pick a layer.
    menus: [],
    screen: STAKE_DATA,
    defaultSort: 'sectionId ASC, orderNum ASC',
  },
  {
    ...declaredAs(section),
    table: 'site_section',
    view: 'SELECT id, code, name, kind, contractor, supervisor, chainageFrom, chainageTo FROM site_section',
    section: 'r.id',
    // Every business page filters by section.
    menus: [],
    screen: STAKE_DATA,
    defaultSort: 'code ASC',
  },
];
