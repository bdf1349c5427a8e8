import { adminPages } from './admin/pages';
import { bigscreenPages } from './bigscreen/pages';
import { compactionPages } from './compaction/pages';
import { equipmentPages } from './equipment/pages';
import { fleetPages } from './fleet/pages';
import { labPages } from './lab/pages';
import { monitoringPages } from './monitoring/pages';
import type { ModulePages, PageInfo } from './page';
import { plantsPages } from './plants/pages';
import { qualityPages } from './quality/pages';
import { rammingPages } from './ramming/pages';
import { reportsPages } from './reports/pages';
import { sitePages } from './site/pages';
import { videoPages } from './video/pages';

/** Every module's page declarations: the root list of the modules. */
export const modulePages: readonly ModulePages[] = [
  adminPages,
  sitePages,
  equipmentPages,
  compactionPages,
  rammingPages,
  fleetPages,
  videoPages,
  qualityPages,
  labPages,
  plantsPages,
  reportsPages,
  bigscreenPages,
  monitoringPages,
];

/** Every page of every module. */
export const allPages = (): PageInfo[] => modulePages.flatMap((m) => Object.values(m.pages));

/**
 * Who may follow a live topic: the holders of a menu of a page that shows it (its `topics`) or is notified by it
 * (its `notices`).
 */
export function topicMenus(): Record<string, readonly string[]> {
  const out: Record<string, string[]> = {};
  for (const page of allPages())
    for (const topic of new Set([...(page.topics ?? []), ...(page.notices ? [page.notices] : [])])) {
      const menus = (out[topic] ??= []);
      const menu = page.authority ?? page.code;
      if (!menus.includes(menu)) menus.push(menu);
    }
  return out;
}
