import { planMenus } from '../compaction/monitor.js';
import type { BackendModule } from '../module.js';
import { alignmentRoutes, blockResource, geometryElements } from './alignment.js';
import { baseMapFileRoutes, baseMapResource } from './base-maps.js';
import { siteResources } from './registries.js';
import { schema } from './schema.js';
import { siteRoutes } from './sim-status.js';

/** The site's geometry: sections, layers, the alignment and its stakes, stake areas, apron blocks and base maps. */
export const site: BackendModule = {
  code: 'site',
  schema,
  resources: [...siteResources, baseMapResource, blockResource],
  routes: [...siteRoutes, ...baseMapFileRoutes(planMenus), ...alignmentRoutes],
  elements: geometryElements,
};
