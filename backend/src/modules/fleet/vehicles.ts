import type { Store, SqlValue } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { fleetPages } from '@console/contract/fleet/pages';
import { maskPhoneFields } from '../../kit/mask.js';
import { MOBILE, PLATE, sprinkler, truck } from '@console/contract/fleet/resources';

const { pages } = fleetPages;

// One vehicle model (`veh_vehicle`) behind two registries: the haul trucks (ylc) and the sprinklers
// (ssc). The plate is the vehicle's; its terminal is a device of the same kind in the device registry.

/** Plates and mobile numbers as the contract declares them (the SMS groups check their numbers with the same). */
export { PLATE, MOBILE };

/** Plates are stored as written on them, with the dot after the issuing authority. */
export function normalizePlate(text: string): string {
  return text.includes('·') ? text : `${text.slice(0, 2)}·${text.slice(2)}`;
}

const vehicleView = `SELECT v.id, v.kind, v.plate, v.type, v.capacityT, v.capacityM3, v.sprayWidth, v.tare, v.company,
  v.driver, v.phone,
    v.deviceId, d.code AS deviceCode, d.imei AS deviceImei, m.iccid AS simIccid, l.online, l.lastSeen, v.updTime
  FROM veh_vehicle v
  LEFT JOIN site_device d ON d.id = v.deviceId
  LEFT JOIN sbgl_sim m ON m.id = d.simId
  LEFT JOIN dev_state_latest l ON l.deviceId = v.deviceId`;

/** The platform's own part of the vehicles' fields: the plate as stored, the terminal of the registry's kind. */
const extras = (kind: 'truck' | 'sprinkler') => ({
  plate: { normalize: normalizePlate },
  deviceId: { ref: { table: 'site_device', where: `kind = '${kind}'` } },
});

/** A value after the write: the new one when the body sets it, else the stored one. */
const after = (row: Record<string, SqlValue>, before: Record<string, unknown> | undefined, name: string) =>
  row[name] !== undefined ? row[name] : (before?.[name] ?? null);

/** A dump truck is rated in tonnes, a mixer in cubic metres: the one rating its type calls for, and only that. */
function checkRating(row: Record<string, SqlValue>, before?: Record<string, unknown>): void {
  const type = after(row, before, 'type');
  const tonnes = after(row, before, 'capacityT');
  const cubic = after(row, before, 'capacityM3');
  if (type === 'dump' && (tonnes === null || cubic !== null)) throw rejected('自卸车填写载重(t)，方量(m³)留空');
  if (type === 'mixer' && (cubic === null || tonnes !== null)) throw rejected('搅拌车填写方量(m³)，载重(t)留空');
}

function terminalInUse(store: Store, deviceId: SqlValue | undefined, id?: number): void {
  if (deviceId === undefined || deviceId === null) return;
  const other = store.get<{ plate: string }>(
    'SELECT plate FROM veh_vehicle WHERE deviceId = ? AND id != ?',
    deviceId,
    id ?? -1,
  );
  if (other) throw rejected(`该终端已装在车辆 ${other.plate} 上`);
}

/** The driver's mobile is personal data: lists and exports show it masked, the edit form reads it whole. */
const driverPhone: ResourceDef['mask'] = { element: 'btn_edit', row: maskPhoneFields('phone') };

const trucks: ResourceDef = {
  ...declaredAs(truck, extras('truck')),
  table: 'veh_vehicle',
  view: vehicleView,
  menus: [pages.ylcVehicleRegister.code],
  screen: pages.ylcVehicleRegister.code,
  fixed: { kind: ['truck'] },
  keyword: ['plate', 'company', 'driver', 'deviceCode'],
  defaultSort: 'deviceCode ASC, plate ASC',
  writes: { create: true, update: true, delete: true },
  mask: driverPhone,
  guard: {
    create(store, row) {
      checkRating(row);
      terminalInUse(store, row.deviceId);
    },
    update(store, id, row, before) {
      checkRating(row, before);
      terminalInUse(store, row.deviceId, id);
    },
  },
};

const sprinklers: ResourceDef = {
  ...declaredAs(sprinkler, extras('sprinkler')),
  table: 'veh_vehicle',
  view: vehicleView,
  menus: [pages.sscVehicleRegister.code],
  screen: pages.sscVehicleRegister.code,
  fixed: { kind: ['sprinkler'] },
  keyword: ['plate', 'company', 'driver', 'deviceCode'],
  defaultSort: 'deviceCode ASC, plate ASC',
  writes: { create: true, update: true, delete: true },
  mask: driverPhone,
  guard: {
    create: (store, row) => terminalInUse(store, row.deviceId),
    update: (store, id, row) => terminalInUse(store, row.deviceId, id),
  },
};

export const vehicleResources: ResourceDef[] = [trucks, sprinklers];
