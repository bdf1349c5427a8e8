import { fleetPages } from '@console/contract/fleet/pages';
import * as fleet from '@console/contract/fleet/resources';
import { columnsOf, type ColumnLook } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';
import { onMaps } from './vehicles';

// Haul-truck trips, the per vehicle-day records with their trips, and the fleet's state now (all read-only).
// Fields: the contract.

const time: ColumnLook = { width: 160 };
const later: ColumnLook = { width: 160, optional: true };

const tripLooks: Record<string, ColumnLook> = {
  tripNo: { width: 150 },
  deviceCode: { width: 100 },
  plate: { width: 110, filter: true },
  state: { width: 100, filter: true },
  plantCode: { width: 90, filter: true },
  mixType: { width: 90 },
  loadT: { width: 100 },
  loadM3: { width: 90, optional: true },
  loadStart: time,
  depart: time,
  arrive: later,
  unloadStart: later,
  unloadEnd: time,
  returnTime: later,
  cycleMin: { width: 110 },
  waitMin: { width: 110 },
  tempDepart: { width: 110 },
  tempArrive: { width: 130 },
  tempDrop: { width: 100, optional: true },
  destination: { width: 170 },
  distanceKm: { width: 100, optional: true },
  overtimeFlag: { width: 90 },
  tempDropFlag: { width: 100 },
  abnormal: { width: 90, filter: true },
  vehicleId: false,
  dailyId: false,
};

export const tripQuery: ResourceScreenDef = {
  api: fleet.trip.api,
  columns: columnsOf(fleet.trip, tripLooks),
  keyword: true,
  sort: '-loadStart',
  range: { column: 'loadStart' },
  noun: fleet.trip.noun,
  nameField: 'tripNo',
};

/** A narrow drawer: the trip's essentials, in time order, and the vehicle-day it lists them by. */
const essentials = [
  'tripNo',
  'loadStart',
  'state',
  'plantCode',
  'loadT',
  'unloadEnd',
  'cycleMin',
  'waitMin',
  'tempArrive',
  'destination',
  'abnormal',
  'dailyId',
];
const dayColumns = columnsOf(fleet.tripOfDay, {
  ...Object.fromEntries(Object.entries(tripLooks).map(([name, look]) => [name, look && { ...look, filter: false }])),
  dailyId: { hidden: true },
});

const tripsOfDay: ResourceScreenDef = {
  api: fleet.tripOfDay.api,
  columns: essentials.map((name) => dayColumns.find((c) => c.field === name)!),
  noun: fleet.tripOfDay.noun,
  nameField: 'tripNo',
};

export const tripDaily: ResourceScreenDef = {
  api: fleet.tripDaily.api,
  columns: columnsOf(fleet.tripDaily, {
    day: { width: 120 },
    dayStart: false,
    deviceCode: { width: 120, filter: true },
    plate: { width: 110, filter: true },
    label: { hidden: true },
    trips: { width: 90 },
    done: { width: 110, optional: true },
    tonnes: { width: 110 },
    km: { width: 110 },
    meanCycleMin: { width: 130 },
    meanWaitMin: { width: 130 },
    abnormal: { width: 120 },
    vehicleId: false,
  }),
  keyword: true,
  sort: '-day',
  range: { column: 'day' },
  noun: fleet.tripDaily.noun,
  nameField: 'label',
  detail: { def: tripsOfDay, parentField: 'dailyId', title: { zh: '当日运输记录', en: 'Trips of the day' } },
};

export const vehicleStatus: ResourceScreenDef = {
  api: fleet.vehicleStatus.api,
  columns: columnsOf(fleet.vehicleStatus, {
    deviceCode: { width: 110 },
    deviceName: false,
    plate: { width: 110, filter: true },
    vehicleType: { width: 110, filter: true },
    state: { width: 110, filter: true },
    tripNo: { width: 160 },
    plantCode: { width: 90 },
    destination: { width: 170 },
    tripsToday: { width: 110 },
    tonnesToday: { width: 130 },
    online: { type: 'online', width: 90, filter: true },
    lastSeen: { width: 160 },
    kind: false,
  }),
  keyword: true,
  sort: 'deviceCode',
  noun: fleet.vehicleStatus.noun,
  nameField: 'deviceCode',
  pageLinks: onMaps(fleetPages.pages.ylcRealtimeLocation.code, fleetPages.pages.ylcTrackPlayback.code),
};

export const plantSites: ResourceScreenDef = {
  api: fleet.plantSite.api,
  columns: columnsOf(fleet.plantSite, {
    code: { width: 110 },
    name: { width: 150 },
    plantType: { width: 110, filter: true },
    x: { width: 80 },
    y: { width: 80 },
    fenceRadius: { width: 130 },
    queueNow: { width: 100 },
    tripsToday: { width: 100 },
    dispatchedT: { width: 120 },
    dispatchedM3: { width: 160, optional: true },
    updTime: false,
  }),
  writes: { update: true },
  keyword: true,
  sort: 'code',
  noun: fleet.plantSite.noun,
  nameField: 'code',
  note: {
    zh: '电子围栏决定车辆何时算作在站（装料、排队）；其余信息在拌和站系统中维护。',
    en:
      'The geofence decides when a truck counts as at the plant (loading, queueing); the rest is kept in the ' +
      'plant system.',
  },
};
