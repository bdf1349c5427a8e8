import type { BackendModule } from '../module.js';
import { sitePages } from '@console/contract/site/pages';
import { alignmentRoutes, blockResource, geometryElements } from './alignment.js';
import { baseMapFileRoutes, baseMapResource } from './base-maps.js';
import { frameElement, frameRoutes } from './frame.js';
import { siteResources } from './registries.js';
import { planMenus, planRoutes } from './plan.js';
import { schema } from './schema.js';
import { siteRoutes } from './sim-status.js';

/**
 * The site's geometry: sections, layers, the alignment and its stakes, stake areas, apron blocks and base maps, and the
 * project's tie to CGCS2000.
 */
export const site: BackendModule = {
  code: sitePages.code,
  schema,
  resources: [...siteResources, baseMapResource, blockResource],
  routes: [...siteRoutes, ...planRoutes, ...baseMapFileRoutes(planMenus), ...alignmentRoutes, ...frameRoutes],
  elements: [...geometryElements, frameElement],
};

/** The console's sign-ins and sign-outs go into the site's login log. */
export { recordConsoleLogin, recordConsoleLogout } from './console-logins.js';
