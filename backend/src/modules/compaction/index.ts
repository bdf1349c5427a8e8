import { compactionPages } from '@console/contract/compaction/pages';
import { compactionLive } from './live.js';
import type { BackendModule } from '../module.js';
import { compactionBasedataResources } from './basedata.js';
import { compactionConfigResources } from './config.js';
import { groupTemplateResources } from './group-templates.js';
import { compactionGroupResources } from './groups.js';
import { logResources } from './logs.js';
import { compactionMonitorRoutes } from './monitor.js';
import { compactionProcessResources } from './processes.js';
import { rollerDataRoutes } from './roller-data.js';
import { schema } from './schema.js';
import { stakeSummaryRoutes } from './stake-summary-routes.js';
import { compactionTemplateResources } from './templates.js';
import { compactionTrendRoutes } from './trends.js';
import { zdWorkAreaResources } from './zd-work-areas.js';

/**
 * Rolling (znys) and vibratory earthwork compaction (zd): processes, groups, monitors, grids, stake strips, raw data,
 * trends.
 */
export const compaction: BackendModule = {
  code: compactionPages.code,
  schema,
  resources: [
    ...groupTemplateResources,
    ...logResources,
    ...compactionProcessResources,
    ...compactionGroupResources,
    ...compactionConfigResources,
    ...compactionTemplateResources,
    ...compactionBasedataResources,
    ...zdWorkAreaResources,
  ],
  routes: [...rollerDataRoutes, ...compactionMonitorRoutes, ...stakeSummaryRoutes, ...compactionTrendRoutes],
  live: compactionLive,
};

/** What other modules read of compaction: the daily compaction figures behind the trends, reports and big screen. */
export { type CompactionDay, daysOf } from './rollups.js';
export { qualifiedAreaByProcess } from './trends.js';
