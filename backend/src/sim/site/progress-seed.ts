import type { Store } from '../../db/database.js';
import { registryAudit } from './registry-audit.js';

/**
 * v8: the construction progress plan of the ground works, from the registry (its points and piles over the
 * plan dates of their processes); the other items are people's to enter on 施工进度.
 */
export function seedProgressV8(store: Store): void {
  const audit = registryAudit();
  const section = store.get<{ id: number; projectId: number }>(
    "SELECT id, projectId FROM site_section WHERE code = 'S3'",
  );
  if (!section || store.get('SELECT 1 FROM szhsg_progress LIMIT 1')) return;
  const plan = (family: string) =>
    store.get<{ start: string | null; end: string | null }>(
      'SELECT MIN(planStart) start, MAX(planEnd) end FROM ram_process WHERE family = ?',
      family,
    );
  const count = (table: string, family: string) =>
    store.get<{ n: number }>(
      `SELECT COUNT(*) n FROM ${table} t JOIN ram_area a ON a.id = t.areaId WHERE a.sectionId = ? AND a.family = ?`,
      section.id,
      family,
    )!.n;
  const layer = (code: string) =>
    store.get<{ id: number }>('SELECT id FROM site_layer WHERE code = ?', code)?.id ?? null;
  const items = [
    { name: '强夯夯点（各遍）', fact: 'rammedPoints', unit: 'point', family: 'hj', table: 'ram_point', layerId: null },
    { name: 'DDC 桩', fact: 'ddcPiles', unit: 'pile', family: 'ddc', table: 'ddc_pile', layerId: layer('S3-L4') },
  ];
  for (const item of items) {
    const dates = plan(item.family);
    const planned = count(item.table, item.family);
    if (!dates?.start || !dates.end || planned === 0) continue;
    store.insert('szhsg_progress', {
      projectId: section.projectId,
      name: item.name,
      sectionId: section.id,
      layerId: item.layerId,
      fact: item.fact,
      unit: item.unit,
      plannedQty: planned,
      planStart: dates.start.slice(0, 10),
      planEnd: dates.end.slice(0, 10),
      ...audit,
    });
  }
}
