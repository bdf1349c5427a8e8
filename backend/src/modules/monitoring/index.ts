import { monitoringPages } from '@console/contract/monitoring/pages';
import type { RouteDef } from '../../http/router.js';
import type { BackendModule } from '../module.js';
import { monitorElements, monitorRoutes } from './routes.js';
import { simSpeedElement, simSpeedRoutes } from './sim-speed.js';

/**
 * Service monitoring: the registry, health and metrics, traces, the list of every endpoint (`routeTable`), and the
 * site simulator's speed.
 */
export const monitoringModule = (routeTable: () => readonly RouteDef[]): BackendModule => ({
  code: monitoringPages.code,
  routes: [...monitorRoutes(routeTable), ...simSpeedRoutes],
  elements: [...monitorElements, simSpeedElement],
});
