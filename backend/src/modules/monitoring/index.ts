import { monitoringPages } from '@console/contract/monitoring/pages';
import type { RouteDef } from '../../http/router.js';
import type { BackendModule } from '../module.js';
import { monitorElements, monitorRoutes } from './routes.js';

/** Service monitoring: the registry, health and metrics, traces, and the list of every endpoint (`routeTable`). */
export const monitoringModule = (routeTable: () => readonly RouteDef[]): BackendModule => ({
  code: monitoringPages.code,
  routes: monitorRoutes(routeTable),
  elements: monitorElements,
});
