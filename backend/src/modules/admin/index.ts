import { adminPages } from '@console/contract/admin/pages';
import type { BackendModule } from '../module.js';
import { dataScopeElement, dataScopeRoutes } from './data-scope-routes.js';
import { dictResources, dictRoutes } from './dictionary.js';
import { elementRoutes } from './element-routes.js';
import { gateLogRoutes } from './gate-log-routes.js';
import { groupRoutes } from './group-routes.js';
import { groupTypeRoutes } from './group-type-routes.js';
import { menuRoutes } from './menu-routes.js';
import { platformAdminElements, platformAdminResources, platformAdminRoutes } from './platform-admin.js';
import { migrate, schema } from './schema.js';
import { tableSettingsRoutes } from './table-settings.js';
import { userRoutes } from './user-routes.js';
import { watermarkElement, watermarkRoutes } from './watermark.js';

/**
 * Platform administration: users, menus and their elements, roles, the operation log, the dictionary, tenants,
 * departments, services.
 */
export const admin: BackendModule = {
  code: adminPages.code,
  schema,
  migrate,
  resources: [...dictResources, ...platformAdminResources],
  routes: [
    ...userRoutes,
    ...tableSettingsRoutes,
    ...watermarkRoutes,
    ...menuRoutes,
    ...elementRoutes,
    ...groupRoutes,
    ...dataScopeRoutes,
    ...groupTypeRoutes,
    ...gateLogRoutes,
    ...dictRoutes,
    ...platformAdminRoutes,
  ],
  elements: [...platformAdminElements, watermarkElement, dataScopeElement],
};
