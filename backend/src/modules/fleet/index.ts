import { fleetPages } from '@console/contract/fleet/pages';
import type { BackendModule } from '../module.js';
import { tripStates, vehiclePositions } from './live.js';
import { geofenceResources } from './geofences.js';
import { schema } from './schema.js';
import { fleetStatsRoutes } from './stats.js';
import { vehicleTrackRoutes } from './tracks.js';
import { transportResources } from './transport.js';
import { vehicleResources } from './vehicles.js';

/** Haul trucks and sprinklers: vehicles, trips, spray jobs, locations and tracks. */
export const fleet: BackendModule = {
  code: fleetPages.code,
  schema,
  resources: [...vehicleResources, ...transportResources, ...geofenceResources],
  routes: [...vehicleTrackRoutes, ...fleetStatsRoutes],
  live: () => [vehiclePositions(), tripStates()],
};

/** What the fleet reports read: the trucks a reader may see, their legs and track pieces, their trips' numbers. */
export { legsOf, segmentsOf, tripNumbers, type Vehicle, vehiclesOf } from './tracks.js';
