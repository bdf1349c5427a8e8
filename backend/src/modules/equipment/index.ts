import { deviceStates } from './live.js';
import type { BackendModule } from '../module.js';
import { equipmentPages } from '@console/contract/equipment/pages';
import { deviceResources } from './devices.js';
import { deviceRecordResources } from './records.js';
import { schema } from './schema.js';
import { sparePartResources } from './spare-parts.js';

/** The device registry of every kind, SIM cards, spare parts and device records, and the devices' state. */
export const equipment: BackendModule = {
  code: equipmentPages.code,
  schema,
  resources: [...deviceResources, ...sparePartResources, ...deviceRecordResources],
  live: () => [deviceStates()],
};
