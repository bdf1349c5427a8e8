import { rammingSources } from './live.js';
import type { BackendModule } from '../module.js';
import { rammingAreaResources } from './areas.js';
import { rammingDataResources } from './data.js';
import { rammingExchangeResources } from './exchanges.js';
import { rammingAnalysisRoutes } from './analysis.js';
import { rammingMonitorRoutes } from './monitor.js';
import { rammingProcessResources } from './processes.js';
import { schema } from './schema.js';
import { rammingSettings } from './settings.js';
import { rammingStandardResources } from './standards.js';
import { rammingStatsRoutes } from './stats.js';

/**
 * Dynamic compaction (hj rammers) and DDC pile rigs: standards, areas, points and piles, processes, raw and validated
 * data, monitors.
 */
export const ramming: BackendModule = {
  code: 'ramming',
  schema,
  resources: [
    ...rammingStandardResources,
    ...rammingAreaResources,
    ...rammingProcessResources,
    ...rammingExchangeResources,
    ...rammingDataResources,
  ],
  settings: rammingSettings,
  routes: [...rammingStatsRoutes, ...rammingAnalysisRoutes, ...rammingMonitorRoutes],
  live: rammingSources,
};
