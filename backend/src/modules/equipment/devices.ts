import { deviceSection } from '../../domain/data-scope.js';
import type { Store } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { compactionPages } from '@console/contract/compaction/pages';
import { equipmentPages } from '@console/contract/equipment/pages';
import * as devices from '@console/contract/equipment/resources';
import { deviceKinds, type DeviceKind, SIM_EXPIRY_WARNING_DAYS, simCard } from '@console/contract/equipment/resources';
import { fleetPages } from '@console/contract/fleet/pages';
import { rammingPages } from '@console/contract/ramming/pages';
import { reportsPages } from '@console/contract/reports/pages';
import { fieldOf, type Resource } from '@console/contract/resource';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { monthUseSql } from './sim-usage.js';

// The device registry (`site_device`) and the module pages that show a slice of it.

const pages = equipmentPages.pages;

const deviceView = `SELECT d.id, d.code, d.name, d.kind, d.model, d.maker, d.sectionId, s.name AS sectionName, d.status,
    d.simId, m.iccid AS simIccid, d.imei, v.plate, l.online, l.lastSeen, d.updTime
  FROM site_device d
  LEFT JOIN site_section s ON s.id = d.sectionId
  LEFT JOIN veh_vehicle v ON v.deviceId = d.id
  LEFT JOIN sbgl_sim m ON m.id = d.simId
  LEFT JOIN dev_state_latest l ON l.deviceId = d.id`;

/** Where a device's references point. */
const deviceRefs = { sectionId: { ref: { table: 'site_section' } }, simId: { ref: { table: 'sbgl_sim' } } };

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

/**
 * A registry page over the devices of its declaration's kinds; with one kind, new devices take it. `readers`: other
 * pages that pick from it.
 */
function deviceRegistry(declared: Resource, screen: string, readers: readonly string[] = []): ResourceDef {
  const kinds = fieldOf(declared, 'kind').values!;
  return {
    ...declaredAs(declared, deviceRefs),
    table: 'site_device',
    view: deviceView,
    menus: [screen, ...readers],
    screen,
    ...(kinds.length < deviceKinds.length ? { fixed: { kind: kinds } } : {}),
    keyword: ['code', 'name', 'model', 'imei', 'plate'],
    defaultSort: 'code ASC, id ASC',
    writes: { create: true, update: true, delete: true },
    guard: deviceGuard,
  };
}

// site_today(): the site's day (db/site-today.ts), so a card turns due and expired, and its month's use (sim-usage.ts)
// grows and resets, with the simulated calendar.
const simView = `SELECT m.id, m.iccid, m.msisdn, m.carrier, d.code AS deviceCode, m.planMb,
  CASE WHEN d.id IS NULL THEN NULL ELSE ${monthUseSql('d')} END AS usedMb, m.activated,
  m.expiry, CASE WHEN m.expiry IS NULL OR m.expiry = '' THEN NULL WHEN m.expiry < site_today() THEN 'expired'
    WHEN m.expiry <= date(site_today(), '+${SIM_EXPIRY_WARNING_DAYS} days') THEN 'soon' ELSE 'ok' END AS expiryState,
  m.status, m.updTime
  FROM sbgl_sim m LEFT JOIN site_device d ON d.simId = m.id`;

const simCards: ResourceDef = {
  ...declaredAs(simCard),
  table: 'sbgl_sim',
  view: simView,
  // The device pages pick a SIM card from this list.
  menus: [pages.sbglSimCard.code, pages.sbglDevice.code],
  screen: pages.sbglSimCard.code,
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

/** The kinds of devices a state page shows. */
type Kinds = readonly DeviceKind[];

/** The latest state of each device of some kinds (the real-time state pages). */
function latestStates(declared: Resource, screen: string, kinds: Kinds, boards: readonly string[] = []): ResourceDef {
  return {
    ...declaredAs(declared),
    table: 'dev_state_latest',
    view: `SELECT d.id, d.code AS deviceCode, d.name AS deviceName, d.kind, l.t, l.lastSeen, l.online, l.gnssQuality,
      l.sats, l.hdop, l.csq, l.voltage, l.battery, l.engineOn
      FROM site_device d LEFT JOIN dev_state_latest l ON l.deviceId = d.id`,
    // A row is a device (its id the device's).
    section: { view: deviceSection('id') },
    // The state boards read the same rows as cards rather than asking for a read of their own.
    menus: [screen, ...boards],
    screen,
    fixed: { kind: kinds },
    keyword: ['deviceCode', 'deviceName'],
    defaultSort: 'deviceCode ASC',
  };
}

/** Five-minute state samples of the devices of some kinds (the history pages); a time range narrows them. */
function stateHistory(declared: Resource, screen: string, kinds: Kinds): ResourceDef {
  return {
    ...declaredAs(declared),
    table: 'dev_state_sample',
    section: deviceSection('r.deviceId'),
    view: `SELECT s.id, d.code AS deviceCode, d.name AS deviceName, d.kind, s.t, s.online, s.gnssQuality, s.sats,
      s.hdop, s.csq, s.voltage, s.battery, s.engineOn
      FROM dev_state_sample s JOIN site_device d ON d.id = s.deviceId`,
    menus: [screen],
    screen,
    fixed: { kind: kinds },
    defaultSort: 't DESC, id DESC',
  };
}

const machines: Kinds = ['roller', 'paver'];

export const deviceResources: ResourceDef[] = [
  deviceRegistry(devices.sbglDevice, pages.sbglDevice.code, [pages.sbglDeviceRecord.code]),
  deviceRegistry(devices.znysDevice, pages.znysDeviceRegister.code),
  deviceRegistry(devices.zdDevice, pages.zdDevice.code),
  // The exchange log picks its rig from the registry.
  deviceRegistry(devices.hjDevice, pages.hjDeviceRegister.code, [rammingPages.pages.hjDeviceExchangeLog.code]),
  deviceRegistry(devices.ddcDevice, pages.ddcDevice.code),
  // The vehicle registry, the fleet reports and their e-mail tasks pick a truck from the registry.
  deviceRegistry(devices.ylcDevice, pages.ylcDeviceRegister.code, [
    fleetPages.pages.ylcVehicleRegister.code,
    reportsPages.pages.ylcFleetReport.code,
    reportsPages.pages.ylcReportEmail.code,
  ]),
  // The sprinklers' terminals, for the sprinkler registry to pick from (registered on the device page).
  {
    ...deviceRegistry(devices.sscDevice, fleetPages.pages.sscVehicleRegister.code),
    writes: undefined,
    guard: undefined,
  },
  deviceRegistry(devices.spjkCamera, pages.spjkCameraRegister.code),
  deviceRegistry(devices.znysCamera, pages.znysCameraRegister.code),
  simCards,
  latestStates(devices.znysStateLatest, pages.znysDeviceStateRealtime.code, machines, [
    compactionPages.pages.znysDeviceStateMonitor.code,
    compactionPages.pages.znysDeviceDirStateMonitor.code,
  ]),
  latestStates(devices.hjStateLatest, pages.hjDeviceRealtimeState.code, ['rammer']),
  latestStates(devices.tabletStates, pages.znysTabletState.code, ['tablet']),
  stateHistory(devices.znysStateHistory, pages.znysDeviceStateHistory.code, machines),
  stateHistory(devices.hjStateHistory, pages.hjDeviceHistoryState.code, ['rammer']),
];
