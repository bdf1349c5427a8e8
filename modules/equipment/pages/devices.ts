import * as equipment from '@console/contract/equipment/resources';
import { fieldOf, type Resource } from '@console/contract/resource';
import { columnsOf, type ColumnLook } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// The device registry and the module pages that show a slice of it; SIM cards; device states. Fields and rules:
// the contract.

const sectionRef = { api: '/api/site/section', label: ['code', 'name'] } as const;

/** A registry over the devices of its declaration's kinds (all without); with one kind, new devices take it. */
function deviceRegistry(resource: Resource): ResourceScreenDef {
  const oneKind = fieldOf(resource, 'kind').values?.length === 1;
  return {
    api: resource.api,
    columns: columnsOf(resource, {
      code: { width: 120 },
      name: { width: 180 },
      kind: { width: 130, filter: !oneKind, ...(oneKind ? { form: false } : {}) },
      model: { width: 120 },
      maker: { width: 120, optional: true },
      sectionId: { ref: sectionRef, shownAs: 'sectionName', filter: true },
      sectionName: { width: 150 },
      status: { width: 90, filter: true, form: { required: true } },
      simId: {
        ref: { api: equipment.simCard.api, label: ['iccid', 'msisdn'] },
        shownAs: 'simIccid',
        hidden: true,
      },
      simIccid: { width: 190, optional: true },
      imei: { width: 150, optional: true },
      // The plate of the vehicle the terminal is in, set in the vehicle registries.
      plate: { width: 100, optional: true },
      online: { type: 'online', width: 90, filter: true },
      lastSeen: { width: 160 },
      updTime: false,
    }),
    writes: { create: true, update: true, delete: true },
    keyword: true,
    sort: 'code',
    noun: resource.noun,
    nameField: 'code',
  };
}

export const sbglDevice = deviceRegistry(equipment.sbglDevice);
export const znysDevice = deviceRegistry(equipment.znysDevice);
export const zdDevice = deviceRegistry(equipment.zdDevice);
export const hjDevice = deviceRegistry(equipment.hjDevice);
export const ddcDevice = deviceRegistry(equipment.ddcDevice);
export const ylcDevice = deviceRegistry(equipment.ylcDevice);
export const spjkCamera = deviceRegistry(equipment.spjkCamera);
export const znysCamera = deviceRegistry(equipment.znysCamera);

export const simCard: ResourceScreenDef = {
  api: equipment.simCard.api,
  columns: columnsOf(equipment.simCard, {
    iccid: { width: 190 },
    msisdn: { width: 140 },
    carrier: { width: 110, filter: true },
    deviceCode: { width: 110 },
    planMb: { width: 110 },
    usedMb: { width: 120 },
    activated: { width: 120 },
    expiry: { width: 120 },
    expiryState: { width: 110, filter: true, colors: { ok: 'success', soon: 'warning', expired: 'error' } },
    status: { width: 90, filter: true, form: { required: true } },
    updTime: false,
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'iccid',
  noun: equipment.simCard.noun,
  nameField: 'iccid',
};

/** How the state pages show a device's state; a page leaves off what its devices do not report. */
const stateLooks: Record<string, ColumnLook> = {
  deviceCode: { width: 110 },
  deviceName: { width: 150 },
  kind: { width: 100, filter: true },
  online: { type: 'online', width: 90, filter: true },
  t: { width: 160 },
  gnssQuality: { width: 100 },
  sats: { width: 80 },
  hdop: { width: 80 },
  csq: { width: 90 },
  voltage: { width: 90 },
  battery: false,
  engineOn: { width: 80 },
};

function latestStates(resource: Resource, looks: Record<string, ColumnLook> = {}): ResourceScreenDef {
  return {
    api: resource.api,
    columns: columnsOf(resource, { ...stateLooks, lastSeen: { width: 160 }, ...looks }),
    keyword: true,
    sort: 'deviceCode',
    noun: resource.noun,
    nameField: 'deviceCode',
  };
}

function stateHistory(resource: Resource): ResourceScreenDef {
  return {
    api: resource.api,
    columns: columnsOf(resource, { ...stateLooks, deviceCode: { width: 110, filter: true } }),
    sort: '-t',
    range: { column: 't' },
    noun: resource.noun,
    nameField: 'deviceCode',
  };
}

export const znysStateLatest = latestStates(equipment.znysStateLatest);
export const hjStateLatest = latestStates(equipment.hjStateLatest);
/** Tablets in the machines: battery instead of engine and GNSS. */
export const tabletStates = latestStates(equipment.tabletStates, {
  kind: false,
  gnssQuality: false,
  sats: false,
  hdop: false,
  voltage: false,
  battery: { width: 90 },
  engineOn: false,
});
export const znysStateHistory = stateHistory(equipment.znysStateHistory);
export const hjStateHistory = stateHistory(equipment.hjStateHistory);
