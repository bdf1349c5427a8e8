import type { Store, SqlValue } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import type { FieldDef } from '../../kit/fields.js';
import type { ResourceDef } from '../../kit/resource.js';

// One vehicle model (`veh_vehicle`) behind two registries: the haul trucks (ylc) and the sprinklers
// (ssc). The plate is the vehicle's; its terminal is a device of the same kind in the device registry.

const provinces = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
/** Ordinary plates (5 characters after the authority) and new-energy ones (6, with D or F first or last); I and O are never used. */
export const PLATE = new RegExp(
  `^[${provinces}][A-HJ-NP-Z]·?(?:[A-HJ-NP-Z0-9]{5}|[DF][A-HJ-NP-Z0-9]{5}|[A-HJ-NP-Z0-9]{5}[DF])$`,
);
export const MOBILE = /^1[3-9]\d{9}$/;

/** Plates are stored as written on them, with the dot after the issuing authority. */
export function normalizePlate(text: string): string {
  return text.includes('·') ? text : `${text.slice(0, 2)}·${text.slice(2)}`;
}

const vehicleView = `SELECT v.id, v.kind, v.plate, v.type, v.capacityT, v.capacityM3, v.sprayWidth, v.tare, v.company, v.driver, v.phone,
    v.deviceId, d.code AS deviceCode, d.imei AS deviceImei, m.iccid AS simIccid, l.online, l.lastSeen, v.updTime
  FROM veh_vehicle v
  LEFT JOIN site_device d ON d.id = v.deviceId
  LEFT JOIN sbgl_sim m ON m.id = d.simId
  LEFT JOIN dev_state_latest l ON l.deviceId = v.deviceId`;

const common = (kind: 'truck' | 'sprinkler'): Record<string, FieldDef> => ({
  plate: {
    name: 'plate',
    label: '车牌号',
    type: 'text',
    required: true,
    pattern: PLATE,
    patternMessage: '车牌号格式不正确，例如 鄂A·12345 或 鄂AD12345',
    normalize: normalizePlate,
    unique: true,
    filter: 'like',
    sortable: true,
  },
  tare: { name: 'tare', label: '自重(t)', type: 'num', min: 1, max: 60, sortable: true },
  company: { name: 'company', label: '所属单位', type: 'text', max: 64, filter: 'like', sortable: true },
  driver: { name: 'driver', label: '司机', type: 'text', max: 32, sortable: true },
  phone: {
    name: 'phone',
    label: '联系电话',
    type: 'text',
    pattern: MOBILE,
    patternMessage: '联系电话必须是 11 位手机号码',
  },
  deviceId: {
    name: 'deviceId',
    label: '车载终端',
    type: 'ref',
    ref: { table: 'site_device', where: `kind = '${kind}'` },
  },
});

const readOnly: FieldDef[] = [
  { name: 'deviceCode', label: '终端编号', type: 'text', readOnly: true, sortable: true },
  { name: 'deviceImei', label: '终端 IMEI', type: 'text', readOnly: true },
  { name: 'simIccid', label: 'ICCID', type: 'text', readOnly: true },
  { name: 'online', label: '在线', type: 'int', readOnly: true, filter: 'eq', sortable: true },
  { name: 'lastSeen', label: '最后数据时间', type: 'time', readOnly: true, sortable: true },
  { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
];

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

const trucks: ResourceDef = {
  path: '/api/ylc/vehicle',
  table: 'veh_vehicle',
  view: vehicleView,
  menus: ['ylcVehicleRegisterManager'],
  screen: 'ylcVehicleRegisterManager',
  noun: '车辆',
  fields: (() => {
    const f = common('truck');
    return [
      f.plate!,
      {
        name: 'type',
        label: '车辆类型',
        type: 'enum',
        values: ['dump', 'mixer'],
        required: true,
        filter: 'eq',
        sortable: true,
      },
      { name: 'capacityT', label: '载重(t)', type: 'num', min: 1, max: 100, sortable: true },
      { name: 'capacityM3', label: '方量(m³)', type: 'num', min: 1, max: 30, sortable: true },
      f.tare!,
      f.company!,
      f.driver!,
      f.phone!,
      f.deviceId!,
      ...readOnly,
    ];
  })(),
  fixed: { kind: ['truck'] },
  keyword: ['plate', 'company', 'driver', 'deviceCode'],
  defaultSort: 'deviceCode ASC, plate ASC',
  writes: { create: true, update: true, delete: true },
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
  path: '/api/ssc/vehicle',
  table: 'veh_vehicle',
  view: vehicleView,
  menus: ['sscVehicleRegisterManager'],
  screen: 'sscVehicleRegisterManager',
  noun: '洒水车',
  fields: (() => {
    const f = common('sprinkler');
    return [
      f.plate!,
      { name: 'capacityM3', label: '水箱容量(m³)', type: 'num', required: true, min: 1, max: 40, sortable: true },
      { name: 'sprayWidth', label: '喷洒宽度(m)', type: 'num', required: true, min: 1, max: 40, sortable: true },
      f.tare!,
      f.company!,
      f.driver!,
      f.phone!,
      f.deviceId!,
      ...readOnly,
    ];
  })(),
  fixed: { kind: ['sprinkler'] },
  keyword: ['plate', 'company', 'driver', 'deviceCode'],
  defaultSort: 'deviceCode ASC, plate ASC',
  writes: { create: true, update: true, delete: true },
  guard: {
    create: (store, row) => terminalInUse(store, row.deviceId),
    update: (store, id, row) => terminalInUse(store, row.deviceId, id),
  },
};

export const vehicleResources: ResourceDef[] = [trucks, sprinklers];
