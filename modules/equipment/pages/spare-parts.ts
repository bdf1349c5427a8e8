import * as equipment from '@console/contract/equipment/resources';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// Spare parts and their in/out records; the platform keeps the stock as their sum. Fields and rules: the contract.

export const sparePart: ResourceScreenDef = {
  api: equipment.sparePart.api,
  columns: columnsOf(equipment.sparePart, {
    code: { width: 120 },
    name: { width: 180 },
    spec: { width: 140 },
    unit: { width: 70 },
    stock: { width: 90 },
    minStock: { width: 100 },
    low: { width: 100, filter: true },
    location: { width: 140 },
    updTime: { width: 160 },
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'code',
  noun: equipment.sparePart.noun,
  nameField: 'code',
};

export const sparePartRecord: ResourceScreenDef = {
  api: equipment.sparePartRecord.api,
  columns: columnsOf(equipment.sparePartRecord, {
    t: { width: 160 },
    partId: { ref: { api: equipment.sparePart.api, label: ['code', 'name'] }, shownAs: 'partCode', filter: true },
    partCode: { width: 110 },
    partName: { width: 160 },
    direction: { width: 80, filter: true },
    qty: { width: 90 },
    unit: { width: 70 },
    deviceId: { ref: { api: equipment.sbglDevice.api, label: ['code', 'name'] }, shownAs: 'deviceCode' },
    deviceCode: { width: 100 },
    person: { width: 100 },
    note: { width: 200 },
  }),
  writes: { create: true, delete: true },
  keyword: true,
  sort: '-t',
  range: { column: 't' },
  noun: equipment.sparePartRecord.noun,
  nameField: 'partCode',
};
