import { deviceRecord as records, sbglDevice } from '@console/contract/equipment/resources';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// The devices' service history: maintenance, repairs, calibrations and inspections. Fields and rules: the contract.

export const deviceRecord: ResourceScreenDef = {
  api: records.api,
  columns: columnsOf(records, {
    t: { width: 160 },
    deviceId: { ref: { api: sbglDevice.api, label: ['code', 'name'] }, shownAs: 'deviceCode', filter: true },
    deviceCode: { width: 100 },
    deviceName: { width: 150 },
    deviceKind: false,
    type: { width: 90, filter: true },
    content: { width: 280 },
    cost: { width: 100 },
    person: { width: 90 },
    nextDue: { width: 120 },
    updTime: false,
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: '-t',
  range: { column: 't' },
  noun: records.noun,
  nameField: 'deviceCode',
};
