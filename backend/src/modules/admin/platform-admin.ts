import { adminPages } from '@console/contract/admin/pages';
import type { RouteDef } from '../../http/router.js';
import type { ResourceDef } from '../../kit/resource.js';
import type { ScreenElement } from '../module.js';
import { depart, departRoutes, position, positionRoutes } from './platform-departs.js';
import { gatewayRoute, service, serviceCaller, serviceRoutes } from './platform-services.js';
import { tenant, tenantRoutes } from './platform-tenants.js';

// Platform administration of the AG-Admin enterprise edition: tenants, departments and their members, service
// clients with the callers each allows, gateway routes. Platform rows, not the project's. Ids are the
// reference backend's integers (the enterprise edition's are UUIDs).

export const platformAdminResources: ResourceDef[] = [tenant, depart, position, service, serviceCaller, gatewayRoute];

export const platformAdminRoutes: RouteDef[] = [...tenantRoutes, ...departRoutes, ...positionRoutes, ...serviceRoutes];

/** Element codes of the routes above that are not a resource's own writes, for the seed. */
export const platformAdminElements: ScreenElement[] = [
  {
    screen: adminPages.pages.service.code,
    suffix: 'btn_clientManager',
    name: '分配调用方',
    method: 'PUT',
    uri: '/auth/service/{*}/client',
  },
  // Checked by the console itself (its /api/console/platform), which asks the platform whether the user holds it.
  {
    screen: adminPages.pages.platformAddress.code,
    suffix: 'btn_switch',
    name: '切换平台',
    method: 'PUT',
    uri: '/console/platform',
  },
];
