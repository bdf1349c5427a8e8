import type { Store } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { deviceKinds, type DeviceKind } from '../../sim/site/devices.js';
import type { FieldDef } from '../../kit/fields.js';
import type { ResourceDef } from '../../kit/resource.js';

// The device registry (`site_device`) and the module pages that show a slice of it.

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
export const deviceStatuses = ['inUse', 'repair', 'idle', 'scrapped'] as const;

const deviceView = `SELECT d.id, d.code, d.name, d.kind, d.model, d.maker, d.sectionId, s.name AS sectionName, d.status,
    d.simId, m.iccid AS simIccid, d.imei, v.plate, l.online, l.lastSeen, d.updTime
  FROM site_device d
  LEFT JOIN site_section s ON s.id = d.sectionId
  LEFT JOIN veh_vehicle v ON v.deviceId = d.id
  LEFT JOIN sbgl_sim m ON m.id = d.simId
  LEFT JOIN dev_state_latest l ON l.deviceId = d.id`;

const deviceFields: FieldDef[] = [
  {
    name: 'code',
    label: '设备编号',
    type: 'text',
    required: true,
    max: 32,
    pattern: CODE,
    patternMessage: '设备编号只能包含字母、数字、- 和 _',
    unique: true,
    filter: 'like',
    sortable: true,
  },
  { name: 'name', label: '设备名称', type: 'text', required: true, max: 64, filter: 'like', sortable: true },
  { name: 'kind', label: '设备类型', type: 'enum', values: deviceKinds, required: true, filter: 'eq', sortable: true },
  { name: 'model', label: '型号', type: 'text', max: 64, sortable: true },
  { name: 'maker', label: '厂家', type: 'text', max: 64, sortable: true },
  { name: 'sectionId', label: '标段', type: 'ref', ref: { table: 'site_section' }, filter: 'eq' },
  { name: 'sectionName', label: '标段名称', type: 'text', readOnly: true, sortable: true },
  {
    name: 'status',
    label: '状态',
    type: 'enum',
    values: deviceStatuses,
    default: 'inUse',
    filter: 'eq',
    sortable: true,
  },
  { name: 'simId', label: 'SIM卡', type: 'ref', ref: { table: 'sbgl_sim' } },
  { name: 'simIccid', label: 'ICCID', type: 'text', readOnly: true },
  { name: 'imei', label: 'IMEI', type: 'text', pattern: /^\d{15}$/, patternMessage: 'IMEI 必须是 15 位数字' },
  // The plate of the vehicle the terminal is in (the vehicle registries own it).
  { name: 'plate', label: '车牌号', type: 'text', readOnly: true },
  { name: 'online', label: '在线', type: 'int', readOnly: true, filter: 'eq', sortable: true },
  { name: 'lastSeen', label: '最后数据时间', type: 'time', readOnly: true, sortable: true },
  { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
];

function hasFacts(store: Store, id: number): boolean {
  return store.get('SELECT 1 FROM dev_state_change WHERE deviceId = ? LIMIT 1', id) !== undefined;
}

const deviceGuard: ResourceDef['guard'] = {
  update(store, id, row, before) {
    if (row.code !== undefined && row.code !== before.code && hasFacts(store, id))
      throw rejected(`设备 ${String(before.code)} 已有监测数据，编号不能修改`);
    if (row.simId !== undefined && row.simId !== null) {
      const holder = store.get<{ code: string }>(
        'SELECT code FROM site_device WHERE simId = ? AND id != ?',
        row.simId,
        id,
      );
      if (holder) throw rejected(`该 SIM 卡已绑定设备 ${holder.code}`);
    }
  },
  delete(store, id, before) {
    if (hasFacts(store, id)) throw rejected(`设备 ${String(before.code)} 已有监测数据，不能删除；可将状态改为报废`);
    if (store.get('SELECT 1 FROM site_device WHERE vehicleId = ? OR tabletId = ? LIMIT 1', id, id))
      throw rejected(`设备 ${String(before.code)} 仍被其他设备引用，不能删除`);
    const vehicle = store.get<{ plate: string }>('SELECT plate FROM veh_vehicle WHERE deviceId = ?', id);
    if (vehicle) throw rejected(`设备 ${String(before.code)} 装在车辆 ${vehicle.plate} 上，请先在车辆登记中更换终端`);
    if (store.get('SELECT 1 FROM sbgl_device_record WHERE deviceId = ? LIMIT 1', id))
      throw rejected(`设备 ${String(before.code)} 已有设备记录，不能删除；可将状态改为报废`);
  },
};

/** A registry page over the devices of some kinds; with one kind, new devices take it. `readers`: other pages that pick from it. */
function deviceRegistry(
  path: string,
  screen: string,
  kinds?: readonly DeviceKind[],
  readers: readonly string[] = [],
): ResourceDef {
  return {
    path,
    table: 'site_device',
    view: deviceView,
    menus: [screen, ...readers],
    screen,
    noun: '设备',
    fields: kinds
      ? deviceFields.map((f) =>
          f.name === 'kind' ? { ...f, values: kinds, ...(kinds.length === 1 ? { required: false } : {}) } : f,
        )
      : deviceFields,
    ...(kinds ? { fixed: { kind: kinds } } : {}),
    keyword: ['code', 'name', 'model', 'imei', 'plate'],
    defaultSort: 'code ASC, id ASC',
    writes: { create: true, update: true, delete: true },
    guard: deviceGuard,
  };
}

const simView = `SELECT m.id, m.iccid, m.msisdn, m.carrier, m.deviceId, d.code AS deviceCode, m.planMb, m.usedMb, m.activated, m.expiry, m.status, m.updTime
  FROM sbgl_sim m LEFT JOIN site_device d ON d.simId = m.id`;

const simCards: ResourceDef = {
  path: '/api/sbgl/simCard',
  table: 'sbgl_sim',
  view: simView,
  // The device pages pick a SIM card from this list.
  menus: ['sbglSimCardManager', 'sbglDeviceManager'],
  screen: 'sbglSimCardManager',
  noun: 'SIM卡',
  fields: [
    {
      name: 'iccid',
      label: 'ICCID',
      type: 'text',
      required: true,
      pattern: /^\d{19,20}$/,
      patternMessage: 'ICCID 必须是 19 或 20 位数字',
      unique: true,
      filter: 'like',
      sortable: true,
    },
    {
      name: 'msisdn',
      label: '卡号',
      type: 'text',
      required: true,
      pattern: /^\d{11,13}$/,
      patternMessage: '卡号必须是 11 到 13 位数字',
      filter: 'like',
      sortable: true,
    },
    {
      name: 'carrier',
      label: '运营商',
      type: 'enum',
      values: ['cmcc', 'cucc', 'ctcc'],
      required: true,
      filter: 'eq',
      sortable: true,
    },
    { name: 'deviceCode', label: '绑定设备', type: 'text', readOnly: true, sortable: true },
    { name: 'planMb', label: '套餐流量(MB)', type: 'num', min: 0, max: 10_485_760, sortable: true },
    { name: 'usedMb', label: '本月已用(MB)', type: 'num', readOnly: true, sortable: true },
    { name: 'activated', label: '激活日期', type: 'date', sortable: true },
    { name: 'expiry', label: '到期日期', type: 'date', sortable: true },
    {
      name: 'status',
      label: '状态',
      type: 'enum',
      values: ['active', 'suspended', 'cancelled'],
      default: 'active',
      filter: 'eq',
      sortable: true,
    },
    { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
  ],
  keyword: ['iccid', 'msisdn', 'deviceCode'],
  defaultSort: 'iccid ASC',
  writes: { create: true, update: true, delete: true },
  guard: {
    update(_store, _id, row, before) {
      if (row.activated && row.expiry && String(row.expiry) < String(row.activated))
        throw rejected('到期日期不能早于激活日期');
      if (row.expiry && !row.activated && before.activated && String(row.expiry) < String(before.activated))
        throw rejected('到期日期不能早于激活日期');
    },
    delete(store, id) {
      const holder = store.get<{ code: string }>('SELECT code FROM site_device WHERE simId = ?', id);
      if (holder) throw rejected(`SIM 卡仍绑定设备 ${holder.code}，请先在设备中解除绑定`);
    },
  },
};

const stateColumns: FieldDef[] = [
  { name: 'deviceCode', label: '设备编号', type: 'text', filter: 'like', sortable: true, readOnly: true },
  { name: 'deviceName', label: '设备名称', type: 'text', readOnly: true },
  { name: 'kind', label: '设备类型', type: 'enum', values: deviceKinds, filter: 'eq', readOnly: true },
  { name: 't', label: '时间', type: 'time', sortable: true, readOnly: true },
  { name: 'online', label: '在线', type: 'int', filter: 'eq', sortable: true, readOnly: true },
  { name: 'gnssQuality', label: '定位质量', type: 'int', sortable: true, readOnly: true },
  { name: 'sats', label: '卫星数', type: 'int', sortable: true, readOnly: true },
  { name: 'hdop', label: 'HDOP', type: 'num', sortable: true, readOnly: true },
  { name: 'csq', label: '信号强度', type: 'int', sortable: true, readOnly: true },
  { name: 'voltage', label: '电压(V)', type: 'num', sortable: true, readOnly: true },
  { name: 'battery', label: '电量(%)', type: 'int', sortable: true, readOnly: true },
  { name: 'engineOn', label: '发动机', type: 'int', sortable: true, readOnly: true },
];

/** The latest state of each device of some kinds (the real-time state pages). */
function latestStates(
  path: string,
  screen: string,
  kinds: readonly DeviceKind[],
  boards: readonly string[] = [],
): ResourceDef {
  return {
    path,
    table: 'dev_state_latest',
    view: `SELECT d.id, d.code AS deviceCode, d.name AS deviceName, d.kind, l.t, l.lastSeen, l.online, l.gnssQuality, l.sats, l.hdop, l.csq, l.voltage, l.battery, l.engineOn
      FROM site_device d LEFT JOIN dev_state_latest l ON l.deviceId = d.id`,
    // The state boards read the same rows as cards rather than asking for a read of their own.
    menus: [screen, ...boards],
    screen,
    noun: '设备状态',
    fields: [
      ...stateColumns,
      { name: 'lastSeen', label: '最后数据时间', type: 'time', sortable: true, readOnly: true },
    ],
    fixed: { kind: kinds },
    keyword: ['deviceCode', 'deviceName'],
    defaultSort: 'deviceCode ASC',
  };
}

/** Five-minute state samples of the devices of some kinds (the history pages); a time range narrows them. */
function stateHistory(path: string, screen: string, kinds: readonly DeviceKind[]): ResourceDef {
  return {
    path,
    table: 'dev_state_sample',
    view: `SELECT s.id, d.code AS deviceCode, d.name AS deviceName, d.kind, s.t, s.online, s.gnssQuality, s.sats, s.hdop, s.csq, s.voltage, s.battery, s.engineOn
      FROM dev_state_sample s JOIN site_device d ON d.id = s.deviceId`,
    menus: [screen],
    screen,
    noun: '状态记录',
    fields: stateColumns.map((f) => (f.name === 't' ? { ...f, filter: 'range' as const } : f)),
    fixed: { kind: kinds },
    defaultSort: 't DESC, id DESC',
  };
}

export const deviceResources: ResourceDef[] = [
  deviceRegistry('/api/sbgl/device', 'sbglDeviceManager', undefined, ['sbglDeviceRecordManager']),
  deviceRegistry('/api/znys/device', 'znysDeviceRegisterManager', ['roller', 'paver']),
  deviceRegistry('/api/zd/device', 'zdDeviceManager', ['vibRoller']),
  // The exchange log picks its rig from the registry.
  deviceRegistry('/api/hj/device', 'hjDeviceRegisterManager', ['rammer'], ['hjDeviceExchangeLogManager']),
  deviceRegistry('/api/ddc/device', 'ddcDeviceManager', ['ddcRig']),
  deviceRegistry('/api/ylc/device', 'ylcDeviceRegisterManager', ['truck'], ['ylcVehicleRegisterManager']),
  // The sprinklers' terminals, for the sprinkler registry to pick from (registered on the device page).
  {
    ...deviceRegistry('/api/ssc/device', 'sscVehicleRegisterManager', ['sprinkler']),
    writes: undefined,
    guard: undefined,
  },
  deviceRegistry('/api/spjk/camera', 'spjkCameraRegisterManager', ['camera']),
  deviceRegistry('/api/znys/camera', 'znysCameraRegisterManager', ['camera']),
  simCards,
  latestStates(
    '/api/znys/deviceState/latest',
    'znysDeviceStateRealtimeManager',
    ['roller', 'paver'],
    ['znysDeviceStateMonitorManager', 'znysDeviceDirStateMonitorManager'],
  ),
  latestStates('/api/hj/deviceState/latest', 'hjDeviceRealtimeStateManager', ['rammer']),
  latestStates('/api/znys/tablet', 'znysTabletStateManager', ['tablet']),
  stateHistory('/api/znys/deviceState', 'znysDeviceStateHistoryManager', ['roller', 'paver']),
  stateHistory('/api/hj/deviceState', 'hjDeviceHistoryStateManager', ['rammer']),
];
