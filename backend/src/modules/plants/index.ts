import { plantsPages } from '@console/contract/plants/pages';
import { batchSource } from './live.js';
import type { BackendModule } from '../module.js';
import { plantAnalysisRoutes } from './analysis.js';
import { plantBatchResources } from './batches.js';
import { plantConfigResources } from './config.js';
import { plantGradingRoutes } from './grading-routes.js';
import { migrate, schema } from './schema.js';
import { plantStatsRoutes } from './stats.js';

/**
 * The mixing plants (asphalt, stabilised base, concrete): configuration, batches judged against it, statistics and
 * analysis.
 */
export const plants: BackendModule = {
  code: plantsPages.code,
  schema,
  migrate,
  resources: [...plantConfigResources, ...plantBatchResources],
  routes: [...plantStatsRoutes, ...plantAnalysisRoutes, ...plantGradingRoutes],
  live: () => [batchSource()],
};
