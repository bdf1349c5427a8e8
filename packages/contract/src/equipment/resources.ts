import { CODE, field, pattern, type Field, type Text } from '../field';
import { resource } from '../resource';

/**
 * The device registry of every kind and its module slices, SIM cards, the devices' state, spare parts and service
 * records.
 */

/** Dictionary `deviceKind`. */
export const deviceKinds = [
  'asphaltPlant',
  'stabilisedPlant',
  'concretePlant',
  'paver',
  'roller',
  'vibRoller',
  'rammer',
  'ddcRig',
  'truck',
  'sprinkler',
  'tablet',
  'camera',
  'labInstrument',
] as const;

export type DeviceKind = (typeof deviceKinds)[number];

export const deviceStatuses = ['inUse', 'repair', 'idle', 'scrapped'] as const;
/** A SIM card against the site's today: valid, due within 30 days, or past its expiry date. */
export const simExpiryStates = ['ok', 'soon', 'expired'] as const;
export const SIM_EXPIRY_WARNING_DAYS = 30;
export const deviceRecordTypes = ['maintain', 'repair', 'calibrate', 'inspect'] as const;

/** A code people type; the platform's refusal names the field, the form's message does not. */
const codeNamed = (zh: string, en: string) =>
  pattern(new RegExp(CODE!.source), CODE!.message.zh, CODE!.message.en, {
    zh: `${zh}只能包含字母、数字、- 和 _`,
    en: `${en} may have letters, digits, - and _ only`,
  });

/** Digits only, said one way under the form's field and another in the platform's refusal. */
const digits = (re: RegExp, hint: Text, refusal: Text) => pattern(re, hint.zh, hint.en, refusal);

const updTime = field('updTime', '更新时间', 'Updated', 'time', { computed: true, sortable: true });

/** A device of the registry; the plate is the vehicle's the terminal is in (the vehicle registries own it). */
function deviceFields(kinds?: readonly DeviceKind[]): Field[] {
  return [
    field('code', '设备编号', 'Code', 'text', {
      required: true,
      max: 32,
      pattern: codeNamed('设备编号', 'The device code'),
      unique: true,
      filter: 'like',
      sortable: true,
    }),
    field('name', '设备名称', 'Name', 'text', { required: true, max: 64, filter: 'like', sortable: true }),
    // A registry of one kind gives new devices its kind.
    field('kind', '设备类型', 'Kind', 'enum', {
      dict: 'deviceKind',
      values: kinds ?? deviceKinds,
      ...(kinds?.length === 1 ? {} : { required: true }),
      filter: 'eq',
      sortable: true,
    }),
    field('model', '型号', 'Model', 'text', { max: 64, sortable: true }),
    field('maker', '厂家', 'Maker', 'text', { max: 64, sortable: true }),
    field('sectionId', '标段', 'Section', 'ref', { filter: 'eq' }),
    field('sectionName', '标段', 'Section', 'text', {
      computed: true,
      sortable: true,
      heading: { zh: '标段名称', en: 'Section name' },
    }),
    field('status', '状态', 'Status', 'enum', {
      dict: 'deviceStatus',
      values: deviceStatuses,
      default: 'inUse',
      filter: 'eq',
      sortable: true,
    }),
    field('simId', 'SIM卡', 'SIM card', 'ref'),
    field('simIccid', 'ICCID', 'ICCID', 'text', { computed: true }),
    field('imei', 'IMEI', 'IMEI', 'text', {
      pattern: digits(
        /^\d{15}$/,
        { zh: 'IMEI 为 15 位数字', en: 'An IMEI has 15 digits' },
        { zh: 'IMEI 必须是 15 位数字', en: 'An IMEI must have 15 digits' },
      ),
    }),
    field('plate', '车牌号', 'Plate', 'text', { computed: true }),
    field('online', '在线', 'Online', 'int', { computed: true, filter: 'eq', sortable: true }),
    field('lastSeen', '最后数据', 'Last data', 'time', { computed: true, sortable: true }),
    updTime,
  ];
}

const device = { zh: '设备', en: 'device' };
const registry = (api: string, kinds?: readonly DeviceKind[]) => resource(api, device, deviceFields(kinds));

export const sbglDevice = registry('/api/sbgl/device');
export const znysDevice = registry('/api/znys/device', ['roller', 'paver']);
export const zdDevice = registry('/api/zd/device', ['vibRoller']);
export const hjDevice = registry('/api/hj/device', ['rammer']);
export const ddcDevice = registry('/api/ddc/device', ['ddcRig']);
export const ylcDevice = registry('/api/ylc/device', ['truck']);
/** The sprinklers' terminals, read by the sprinkler registry (they are registered on the device page). */
export const sscDevice = registry('/api/ssc/device', ['sprinkler']);
export const spjkCamera = registry('/api/spjk/camera', ['camera']);
export const znysCamera = registry('/api/znys/camera', ['camera']);

export const simCard = resource('/api/sbgl/simCard', { zh: 'SIM卡', en: 'SIM card' }, [
  field('iccid', 'ICCID', 'ICCID', 'text', {
    required: true,
    pattern: digits(
      /^\d{19,20}$/,
      { zh: 'ICCID 为 19 或 20 位数字', en: 'An ICCID has 19 or 20 digits' },
      { zh: 'ICCID 必须是 19 或 20 位数字', en: 'An ICCID must have 19 or 20 digits' },
    ),
    unique: true,
    filter: 'like',
    sortable: true,
  }),
  field('msisdn', '卡号', 'Number', 'text', {
    required: true,
    pattern: digits(
      /^\d{11,13}$/,
      { zh: '卡号为 11 到 13 位数字', en: '11 to 13 digits' },
      { zh: '卡号必须是 11 到 13 位数字', en: 'The number must have 11 to 13 digits' },
    ),
    filter: 'like',
    sortable: true,
  }),
  field('carrier', '运营商', 'Carrier', 'enum', {
    dict: 'carrier',
    values: ['cmcc', 'cucc', 'ctcc'],
    required: true,
    filter: 'eq',
    sortable: true,
  }),
  field('deviceCode', '绑定设备', 'Device', 'text', { computed: true, sortable: true }),
  field('planMb', '套餐流量', 'Plan', 'num', { unit: 'MB', min: 0, max: 10_485_760, sortable: true }),
  field('usedMb', '本月已用', 'Used this month', 'num', { unit: 'MB', computed: true, sortable: true }),
  field('activated', '激活日期', 'Activated', 'date', { sortable: true }),
  field('expiry', '到期日期', 'Expires', 'date', { sortable: true }),
  // Against the site's today: past its expiry, or within the 30 days before it.
  field('expiryState', '到期提醒', 'Expiry', 'enum', {
    dict: 'simExpiry',
    values: simExpiryStates,
    computed: true,
    filter: 'eq',
    sortable: true,
  }),
  field('status', '状态', 'Status', 'enum', {
    dict: 'simStatus',
    values: ['active', 'suspended', 'cancelled'],
    default: 'active',
    filter: 'eq',
    sortable: true,
  }),
  updTime,
]);

const read = { computed: true, sortable: true } as const;

/** A device's state as its terminal reports it: the latest (with when it was last heard of) or a five-minute sample. */
function stateFields(latest: boolean, t: Field): Field[] {
  return [
    field('deviceCode', '设备编号', 'Device', 'text', { ...read, filter: 'like' }),
    field('deviceName', '设备名称', 'Name', 'text', { computed: true }),
    field('kind', '设备类型', 'Kind', 'enum', {
      dict: 'deviceKind',
      values: deviceKinds,
      computed: true,
      filter: 'eq',
    }),
    field('online', '在线', 'Online', 'int', { ...read, filter: 'eq' }),
    t,
    field('gnssQuality', '定位质量', 'GNSS fix', 'int', { ...read, dict: 'gnssQuality' }),
    field('sats', '卫星数', 'Satellites', 'int', read),
    field('hdop', 'HDOP', 'HDOP', 'num', read),
    field('csq', '信号强度', 'Signal (CSQ)', 'int', read),
    field('voltage', '电压', 'Voltage', 'num', { ...read, unit: 'V' }),
    field('battery', '电量', 'Battery', 'int', { ...read, unit: '%' }),
    field('engineOn', '发动机', 'Engine', 'int', { ...read, dict: 'onOff' }),
    ...(latest ? [field('lastSeen', '最后数据', 'Last data', 'time', read)] : []),
  ];
}

const time = field('t', '时间', 'Time', 'time', read);
const latestState = (api: string, t = field('t', '上报时间', 'Reported at', 'time', read)) =>
  resource(api, { zh: '设备状态', en: 'device state' }, stateFields(true, t));
const stateHistory = (api: string) =>
  resource(api, { zh: '状态记录', en: 'state record' }, stateFields(false, { ...time, filter: 'range' }));

export const znysStateLatest = latestState('/api/znys/deviceState/latest');
export const hjStateLatest = latestState('/api/hj/deviceState/latest');
/** Tablets in the machines: battery instead of engine and GNSS. */
export const tabletStates = latestState('/api/znys/tablet', time);
export const znysStateHistory = stateHistory('/api/znys/deviceState');
export const hjStateHistory = stateHistory('/api/hj/deviceState');

/** Spare parts: the platform keeps the stock as the sum of their in/out records. */
export const sparePart = resource('/api/sbgl/sparePart', { zh: '备件', en: 'spare part' }, [
  field('code', '备件编号', 'Code', 'text', {
    required: true,
    max: 32,
    pattern: codeNamed('备件编号', 'The part code'),
    unique: true,
    sortable: true,
  }),
  field('name', '备件名称', 'Name', 'text', { required: true, max: 64, sortable: true }),
  field('spec', '规格', 'Specification', 'text', { max: 64 }),
  field('unit', '单位', 'Unit', 'text', { required: true, max: 8 }),
  field('stock', '库存', 'In stock', 'num', { computed: true, sortable: true }),
  field('minStock', '最低库存', 'Minimum', 'num', { min: 0, max: 1_000_000, default: 0, sortable: true }),
  field('low', '库存状态', 'Stock', 'int', { dict: 'lowStock', computed: true, filter: 'eq', sortable: true }),
  field('location', '存放位置', 'Location', 'text', { max: 64 }),
  updTime,
]);

export const sparePartRecord = resource('/api/sbgl/sparePartRecord', { zh: '出入库记录', en: 'stock record' }, [
  field('t', '时间', 'Time', 'time', { required: true, filter: 'range', sortable: true }),
  field('partId', '备件', 'Spare part', 'ref', { required: true, filter: 'eq' }),
  field('partCode', '备件编号', 'Part', 'text', { computed: true, sortable: true }),
  field('partName', '备件名称', 'Part name', 'text', { computed: true }),
  field('direction', '方向', 'Direction', 'enum', {
    dict: 'stockDirection',
    values: ['in', 'out'],
    required: true,
    filter: 'eq',
    sortable: true,
  }),
  field('qty', '数量', 'Quantity', 'num', { required: true, min: 0.001, max: 1_000_000, sortable: true }),
  field('unit', '单位', 'Unit', 'text', { computed: true }),
  field('deviceId', '用于设备', 'For device', 'ref'),
  field('deviceCode', '设备', 'Device', 'text', { computed: true, sortable: true }),
  field('person', '经办人', 'By', 'text', { required: true, max: 32, sortable: true }),
  field('note', '备注', 'Note', 'text', { max: 200 }),
]);

/**
 * The devices' service history: maintenance, repairs, calibrations and inspections, with the date the next one is due.
 */
export const deviceRecord = resource('/api/sbgl/deviceRecord', { zh: '设备记录', en: 'device record' }, [
  field('t', '时间', 'Time', 'time', { required: true, filter: 'range', sortable: true }),
  field('deviceId', '设备', 'Device', 'ref', { required: true, filter: 'eq' }),
  field('deviceCode', '设备编号', 'Device', 'text', { computed: true, sortable: true }),
  field('deviceName', '设备名称', 'Device name', 'text', { computed: true }),
  field('deviceKind', '设备类型', 'Device kind', 'enum', { dict: 'deviceKind', computed: true, sortable: true }),
  field('type', '记录类型', 'Type', 'enum', {
    dict: 'deviceRecordType',
    values: deviceRecordTypes,
    required: true,
    filter: 'eq',
    sortable: true,
  }),
  field('content', '内容', 'Work done', 'text', { required: true, max: 500, multiline: true }),
  field('cost', '费用', 'Cost', 'num', {
    unit: '¥',
    min: 0,
    max: 10_000_000,
    default: 0,
    sortable: true,
    heading: { zh: '费用(元)', en: 'Cost (yuan)' },
  }),
  field('person', '经办人', 'By', 'text', { required: true, max: 32, sortable: true }),
  field('nextDue', '下次到期', 'Next due', 'date', { sortable: true }),
  updTime,
]);
