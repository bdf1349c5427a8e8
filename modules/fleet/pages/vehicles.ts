import { fleetPages } from '@console/contract/fleet/pages';
import * as fleet from '@console/contract/fleet/resources';
import type { Resource } from '@console/contract/resource';
import { columnsOf, type ColumnLook } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// One vehicle model behind the haul-truck and sprinkler registries; the terminal is a device. Fields and rules:
// the contract.

/** How both registries show the plate, the people and the terminal (a device of the registry's kind). */
const common = (terminals: string): Record<string, ColumnLook> => ({
  plate: { width: 110 },
  tare: { width: 90 },
  company: { width: 200 },
  driver: { width: 90 },
  phone: { width: 120 },
  deviceId: { ref: { api: terminals, label: ['code', 'name'] }, shownAs: 'deviceCode' },
  deviceCode: { width: 100 },
  deviceImei: false,
  simIccid: { width: 190, optional: true },
  online: { type: 'online', width: 90, filter: true },
  lastSeen: { width: 160, optional: true },
  updTime: false,
  kind: false,
});

const { pages } = fleetPages;
/** A vehicle opens on its real-time location and its track playback (by its terminal, as those pages name it). */
export const onMaps = (location: string, playback: string): ResourceScreenDef['pageLinks'] => [
  { page: location, param: 'vehicle', field: 'deviceCode', icon: 'map' },
  { page: playback, param: 'vehicle', field: 'deviceCode', icon: 'track' },
];

const registry = (
  resource: Resource,
  looks: Record<string, ColumnLook>,
  pageLinks: ResourceScreenDef['pageLinks'],
): ResourceScreenDef => ({
  api: resource.api,
  columns: columnsOf(resource, looks),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'deviceCode',
  noun: resource.noun,
  nameField: 'plate',
  // The list shows the driver's phone masked: the edit form reads the row whole.
  editReadsRow: true,
  pageLinks,
});

export const ylcVehicle = registry(
  fleet.truck,
  {
    ...common('/api/ylc/device'),
    type: { width: 100, filter: true },
    capacityT: { width: 120 },
    capacityM3: { width: 130 },
  },
  onMaps(pages.ylcRealtimeLocation.code, pages.ylcTrackPlayback.code),
);

export const sscVehicle = registry(
  fleet.sprinkler,
  {
    ...common('/api/ssc/device'),
    capacityM3: { width: 110 },
    sprayWidth: { width: 110 },
  },
  onMaps(pages.sscRealtimeLocation.code, pages.sscTrackPlayback.code),
);
