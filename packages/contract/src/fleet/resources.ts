import { field, pattern, type Field } from '../field';
import { resource } from '../resource';

/**
 * The fleet's registries (haul trucks and sprinklers: one vehicle model, the terminal a device of the registry),
 * the trucks' trips with their per vehicle-day records, the fleet's state now and the plants as the haulage
 * sees them.
 */

const provinces = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
/**
 * Ordinary plates (5 characters after the authority) and new-energy ones (6, with D or F first or last); I and O are
 * never used.
 */
export const PLATE = new RegExp(
  `^[${provinces}][A-HJ-NP-Z]·?(?:[A-HJ-NP-Z0-9]{5}|[DF][A-HJ-NP-Z0-9]{5}|[A-HJ-NP-Z0-9]{5}[DF])$`,
);
/** A mainland mobile number. */
/**
 * The demo numbers of the simulated site: 11 digits from 100, a range no mainland carrier assigns to a handset, so a
 * configured SMS gateway never texts a stranger (the platform never sends to them either).
 */
export const DEMO_MOBILE = /^100\d{8}$/;
/** A mainland mobile number, or a demo number. */
export const MOBILE = /^(1[3-9]\d{9}|100\d{8})$/;

export const vehicleTypes = ['dump', 'mixer'] as const;
export const tripStates = ['loading', 'inTransit', 'waiting', 'unloading', 'done'] as const;
export const vehicleStates = ['idle', 'loading', 'inTransit', 'waiting', 'unloading', 'returning', 'offline'] as const;

const computed = (
  name: string,
  zh: string,
  en: string,
  type: Field['type'],
  rules: Omit<Field, 'name' | 'label' | 'type'> = {},
): Field => field(name, zh, en, type, { computed: true, ...rules });

// ——— vehicles ———

const plate = field('plate', '车牌号', 'Plate', 'text', {
  required: true,
  pattern: pattern(
    PLATE,
    '车牌号格式不正确，例如 鄂A·12345 或 鄂AD12345',
    'Not a Chinese plate, e.g. 鄂A·12345 or 鄂AD12345',
  ),
  unique: true,
  filter: 'like',
  sortable: true,
});

/** Who runs the vehicle, and its terminal. */
const people: Field[] = [
  field('tare', '自重', 'Tare', 'num', { unit: 't', min: 1, max: 60, sortable: true }),
  field('company', '所属单位', 'Company', 'text', { max: 64, filter: 'like', sortable: true }),
  field('driver', '司机', 'Driver', 'text', { max: 32, sortable: true }),
  field('phone', '联系电话', 'Phone', 'text', {
    pattern: pattern(MOBILE, '请输入 11 位手机号码', 'An 11-digit mobile number', {
      zh: '联系电话必须是 11 位手机号码',
      en: 'Phone must be an 11-digit mobile number',
    }),
    personal: true,
  }),
  field('deviceId', '车载终端', 'Terminal', 'ref'),
];

/** The terminal as the device registry knows it, and whether it is online now. */
const terminal: Field[] = [
  computed('deviceCode', '终端编号', 'Terminal', 'text', { sortable: true }),
  computed('deviceImei', '终端 IMEI', 'Terminal IMEI', 'text'),
  computed('simIccid', 'ICCID', 'ICCID', 'text'),
  computed('online', '在线', 'Online', 'int', { filter: 'eq', sortable: true }),
  computed('lastSeen', '最后数据', 'Last data', 'time', { sortable: true }),
  computed('updTime', '更新时间', 'Updated', 'time', { sortable: true }),
  // Which of the two registries the vehicle is in.
  computed('kind', '车辆种类', 'Vehicle kind', 'text'),
];

export const truck = resource('/api/ylc/vehicle', { zh: '车辆', en: 'vehicle' }, [
  plate,
  field('type', '车辆类型', 'Type', 'enum', {
    dict: 'vehicleType',
    values: vehicleTypes,
    required: true,
    filter: 'eq',
    sortable: true,
  }),
  field('capacityT', '载重（自卸车）', 'Load (dump)', 'num', { unit: 't', min: 1, max: 100, sortable: true }),
  field('capacityM3', '方量（搅拌车）', 'Drum (mixer)', 'num', { unit: 'm³', min: 1, max: 30, sortable: true }),
  ...people,
  ...terminal,
]);

export const sprinkler = resource('/api/ssc/vehicle', { zh: '洒水车', en: 'water truck' }, [
  plate,
  field('capacityM3', '水箱容量', 'Tank', 'num', { unit: 'm³', required: true, min: 1, max: 40, sortable: true }),
  field('sprayWidth', '喷洒宽度', 'Spray width', 'num', { unit: 'm', required: true, min: 1, max: 40, sortable: true }),
  ...people,
  ...terminal,
]);

// ——— trips ———

/** A trip's columns, the vehicle-day it belongs to last (the record page's drawer lists a day's trips by it). */
const tripFields: Field[] = [
  computed('tripNo', '运输单号', 'Trip no.', 'text', { filter: 'like', sortable: true }),
  computed('deviceCode', '车辆编号', 'Vehicle', 'text', { filter: 'like', sortable: true }),
  computed('plate', '车牌号', 'Plate', 'text', { filter: 'like', sortable: true }),
  computed('state', '状态', 'State', 'enum', { dict: 'tripState', values: tripStates, filter: 'eq', sortable: true }),
  computed('plantCode', '拌和站', 'Plant', 'text', { filter: 'like', sortable: true }),
  computed('mixType', '混合料', 'Mix', 'text', { sortable: true }),
  computed('loadT', '装载量', 'Load', 'num', { unit: 't', sortable: true }),
  computed('loadM3', '方量', 'Volume', 'num', { unit: 'm³' }),
  computed('loadStart', '开始装料', 'Loading from', 'time', { filter: 'range', sortable: true }),
  computed('depart', '出站', 'Departed', 'time', { sortable: true }),
  computed('arrive', '到达', 'Arrived', 'time', { sortable: true }),
  computed('unloadStart', '开始卸料', 'Unloading from', 'time', { sortable: true }),
  computed('unloadEnd', '卸料完成', 'Unloaded', 'time', { sortable: true }),
  computed('returnTime', '返回拌和站', 'Back at plant', 'time', { sortable: true }),
  computed('cycleMin', '运输周期', 'Cycle', 'num', { unit: 'min', sortable: true }),
  computed('waitMin', '现场等待', 'Wait', 'num', { unit: 'min', sortable: true }),
  computed('tempDepart', '出站温度', 'Temp. out', 'num', { unit: '℃', sortable: true }),
  computed('tempArrive', '卸料温度', 'Temp. delivered', 'num', { unit: '℃', sortable: true }),
  computed('tempDrop', '温降', 'Temp. drop', 'num', { unit: '℃', sortable: true }),
  computed('destination', '目的地', 'Destination', 'text', { filter: 'like', sortable: true }),
  computed('distanceKm', '运距', 'Distance', 'num', { unit: 'km', sortable: true }),
  computed('overtimeFlag', '超时', 'Overtime', 'int', { dict: 'tripFlag', filter: 'eq', sortable: true }),
  computed('tempDropFlag', '温降超限', 'Cooled', 'int', { dict: 'tripFlag', filter: 'eq', sortable: true }),
  computed('abnormal', '异常', 'Abnormal', 'int', { dict: 'tripAbnormal', filter: 'eq', sortable: true }),
  computed('vehicleId', '车辆', 'Vehicle id', 'int'),
  computed('dailyId', '车辆日记录', 'Vehicle-day', 'int'),
];

export const trip = resource('/api/ylc/trip', { zh: '运输记录', en: 'trip' }, tripFields);

/** A vehicle-day's trips (the record page's drawer, `all?dailyId=`). */
export const tripOfDay = resource('/api/ylc/tripDailyTrip', { zh: '运输记录', en: 'trip' }, tripFields);

const perTrip = (name: string, zh: string, en: string): Field =>
  computed(name, zh, en, 'num', { unit: 'min', sortable: true });

/** Per vehicle-day, from the daily rollups. */
export const tripDaily = resource('/api/ylc/tripDaily', { zh: '车辆日运输记录', en: 'vehicle-day record' }, [
  computed('day', '日期', 'Date', 'date', { sortable: true }),
  // `start`/`end` narrow the days (a date compared as the day's first second).
  computed('dayStart', '日期起点', 'Day start', 'time', { filter: 'range' }),
  computed('deviceCode', '车辆编号', 'Vehicle', 'text', { filter: 'like', sortable: true }),
  computed('plate', '车牌号', 'Plate', 'text', { filter: 'like', sortable: true }),
  computed('label', '车辆日', 'Vehicle-day', 'text'),
  computed('trips', '车次', 'Trips', 'int', { sortable: true }),
  computed('done', '完成车次', 'Completed', 'int', { sortable: true }),
  computed('tonnes', '运量', 'Hauled', 'num', { unit: 't', sortable: true }),
  computed('km', '里程', 'Distance', 'num', { unit: 'km', sortable: true }),
  perTrip('meanCycleMin', '平均周期', 'Mean cycle'),
  perTrip('meanWaitMin', '平均等待', 'Mean wait'),
  computed('abnormal', '异常车次', 'Abnormal trips', 'int', { sortable: true }),
  computed('vehicleId', '车辆', 'Vehicle id', 'int'),
]);

/** The fleet now: each truck's state, its current or last trip, today's rollups. */
export const vehicleStatus = resource('/api/ylc/vehicle/status', { zh: '车辆状态', en: 'vehicle state' }, [
  computed('deviceCode', '车辆编号', 'Vehicle', 'text', { filter: 'like', sortable: true }),
  computed('deviceName', '车辆名称', 'Vehicle name', 'text', { sortable: true }),
  computed('plate', '车牌号', 'Plate', 'text', { filter: 'like', sortable: true }),
  computed('vehicleType', '车型', 'Type', 'enum', {
    dict: 'vehicleType',
    values: vehicleTypes,
    filter: 'eq',
    sortable: true,
  }),
  computed('state', '当前状态', 'State now', 'enum', {
    dict: 'vehicleState',
    values: vehicleStates,
    filter: 'eq',
    sortable: true,
  }),
  computed('tripNo', '当前/最近运输单', 'Current / last trip', 'text', { sortable: true }),
  computed('plantCode', '拌和站', 'Plant', 'text', { sortable: true }),
  computed('destination', '目的地', 'Destination', 'text'),
  computed('tripsToday', '今日车次', 'Trips today', 'int', { sortable: true }),
  computed('tonnesToday', '今日运量', 'Hauled today', 'num', { unit: 't', sortable: true }),
  computed('online', '在线', 'Online', 'int', { filter: 'eq', sortable: true }),
  computed('lastSeen', '最后数据', 'Last data', 'time', { sortable: true }),
  computed('kind', '车辆种类', 'Vehicle kind', 'text'),
]);

/** The plants as the haulage sees them: where they are, their geofence (the one thing edited here), the queue now. */
export const plantSite = resource('/api/ylc/plantSite', { zh: '拌和站', en: 'plant' }, [
  computed('code', '拌和站编号', 'Plant', 'text', { sortable: true }),
  computed('name', '拌和站名称', 'Name', 'text', { sortable: true }),
  computed('plantType', '类型', 'Type', 'enum', {
    dict: 'plantType',
    values: ['lq', 'sw', 'sn'],
    filter: 'eq',
    sortable: true,
  }),
  computed('x', 'X', 'X', 'num', { unit: 'm' }),
  computed('y', 'Y', 'Y', 'num', { unit: 'm' }),
  field('fenceRadius', '电子围栏半径', 'Geofence radius', 'num', { unit: 'm', required: true, min: 10, max: 1000 }),
  computed('queueNow', '当前排队', 'Queueing now', 'int', { sortable: true }),
  computed('tripsToday', '今日发车', 'Trips today', 'int', { sortable: true }),
  computed('dispatchedT', '今日发料', 'Dispatched today', 'num', { unit: 't', sortable: true }),
  computed('dispatchedM3', '今日发料（方量）', 'Dispatched today (volume)', 'num', { unit: 'm³' }),
  computed('updTime', '更新时间', 'Updated', 'time'),
]);
