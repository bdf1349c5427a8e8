import * as compaction from '@console/contract/compaction/resources';
import type { Resource } from '@console/contract/resource';
import { columnsOf, type ColumnLook } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// Raw roller data (the device choices come from `<api>Device/all`, readable with the page's own menu): fixes
// (1 Hz) of the znys and zd rollers, the packets that carried them, and the latest fix of each roller. The platform
// recomputes windows older than its raw retention. Fields: the contract.

/** The roller a list is read for: a filter only, its code shown in its own column. */
const device = (resource: Resource, required: boolean): ColumnLook => ({
  ref: { api: `${resource.api}Device`, label: ['code', 'name'] },
  shownAs: 'deviceCode',
  hidden: true,
  filter: true,
  filterRequired: required,
});

/** What a fix measured; the CMV and the surface temperature are shown where the rollers measure them. */
const measured = (opts: { cmv: boolean; temp: boolean }): Record<string, ColumnLook> => ({
  x: { width: 100 },
  y: { width: 100 },
  z: { width: 90, optional: true },
  heading: { width: 100 },
  speed: { width: 115 },
  vibOn: { width: 70 },
  freq: { width: 115 },
  amplitude: { width: 120 },
  accel: { width: 130, optional: !opts.cmv },
  cmv: { width: 70, optional: !opts.cmv },
  surfaceTemp: { width: 140, optional: !opts.temp },
  gnssQuality: { width: 110 },
  sats: { width: 80, optional: true },
  hdop: { width: 70, optional: true },
});

const fixHistory = (resource: Resource, opts: { cmv: boolean; temp: boolean }): ResourceScreenDef => ({
  api: resource.api,
  columns: columnsOf(resource, {
    deviceId: device(resource, true),
    t: { width: 160 },
    deviceCode: { width: 90 },
    deviceName: false,
    ...measured(opts),
  }),
  sort: '-t',
  range: { column: 't' },
  noun: resource.noun,
  nameField: 't',
});

export const znysFixHistory = fixHistory(compaction.znysFix, { cmv: false, temp: true });
export const zdFixRaw = fixHistory(compaction.zdFix, { cmv: true, temp: false });

export const znysPackets: ResourceScreenDef = {
  api: compaction.packet.api,
  columns: columnsOf(compaction.packet, {
    deviceId: device(compaction.packet, false),
    receivedAt: { width: 160 },
    deviceCode: { width: 90 },
    protocol: { width: 110 },
    bytes: { width: 80 },
    parseStatus: { width: 110, filter: true },
    payload: { width: 520 },
    deviceName: false,
  }),
  sort: '-receivedAt',
  range: { column: 'receivedAt' },
  noun: compaction.packet.noun,
  nameField: 'receivedAt',
};

export const znysFixLatest: ResourceScreenDef = {
  api: compaction.latestFix.api,
  columns: columnsOf(compaction.latestFix, {
    deviceCode: { width: 90 },
    deviceName: { width: 170 },
    t: { width: 160 },
    ...measured({ cmv: false, temp: true }),
    deviceId: false,
  }),
  keyword: true,
  sort: 'deviceCode',
  noun: compaction.latestFix.noun,
  nameField: 'deviceCode',
};
