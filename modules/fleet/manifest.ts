import { fleetPages } from '@console/contract/fleet/pages';
import { defineModule } from '@/lib/routes/manifest';

/**
 * What draws each of the module's pages (declared in the contract): a kit kind with its definition, or a screen of its
 * own.
 */
export default defineModule(fleetPages, {
  ylcVehicle: { kind: 'resource', def: 'pages/transport#vehicleStatus' },
  ylcVehicleRegister: { kind: 'resource', def: 'pages/vehicles#ylcVehicle' },
  ylcTransportQuery: { kind: 'resource', def: 'pages/transport#tripQuery' },
  ylcMixingStation: { kind: 'resource', def: 'pages/transport#plantSites' },
  ylcRealtimeLocation: { kind: 'screen', screen: 'pages/vehicle-location-screen#YlcLocationScreen' },
  ylcTransportRecord: { kind: 'resource', def: 'pages/transport#tripDaily' },
  ylcTrackPlayback: { kind: 'screen', screen: 'pages/track-playback-screen#YlcTrackPlaybackScreen' },
  ylcGeofence: { kind: 'resource', def: 'pages/geofences#geofences' },
  ylcGeofenceEvent: { kind: 'resource', def: 'pages/geofences#geofenceEvents' },
  sscVehicleRegister: { kind: 'resource', def: 'pages/vehicles#sscVehicle' },
  sscRealtimeLocation: { kind: 'screen', screen: 'pages/vehicle-location-screen#SscLocationScreen' },
  sscTrackPlayback: { kind: 'screen', screen: 'pages/track-playback-screen#SscTrackPlaybackScreen' },
  sscJobStatistics: { kind: 'stats', def: 'pages/spray-statistics#sprayJobStatistics' },
});
