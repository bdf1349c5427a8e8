import { bigscreenPages } from '@console/contract/bigscreen/pages';
import type { BackendModule } from '../module.js';
import { displayConfig } from './display-config.js';
import { progressResources, progressRoutes, refreshAsSiteAdvances } from './progress.js';
import { schema } from './schema.js';
import { bigScreenRoutes } from './screen.js';

/** The big screen, construction progress and the big screen's display settings. */
export const bigscreen: BackendModule = {
  code: bigscreenPages.code,
  schema,
  resources: progressResources,
  settings: [displayConfig],
  routes: [...progressRoutes, ...bigScreenRoutes],
  start(app) {
    // What is done follows the simulator's facts here, after its steps, so the registry and the big screen only read.
    const stop = app.sim?.onAdvance(() => refreshAsSiteAdvances(app));
    return () => stop?.();
  },
};
