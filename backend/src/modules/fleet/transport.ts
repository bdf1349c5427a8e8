import type { FieldDef } from '../../kit/fields.js';
import type { ResourceDef } from '../../kit/resource.js';

// Haul-truck trips (written by the simulator's transport process), the per vehicle-day records read
// from the daily rollups, and the fleet's state now. All read-only: the platform records trips, people
// do not edit them.

export const tripStates = ['loading', 'inTransit', 'waiting', 'unloading', 'done'] as const;
export const vehicleStates = ['idle', 'loading', 'inTransit', 'waiting', 'unloading', 'returning', 'offline'] as const;

/** Day index (days since 1970-01-01) of a `yyyy-MM-dd…` text, for the vehicle-day ids. */
const dayIndexSql = (column: string) => `CAST(julianday(substr(${column}, 1, 10)) - 2440587.5 AS INTEGER)`;

const tripView = `SELECT t.id, t.tripNo, t.vehicleId, v.code AS deviceCode, v.plate, p.code AS plantCode, t.mixType, t.loadT, t.loadM3,
    t.loadStart, t.depart, t.arrive, t.unloadStart, t.unloadEnd, t.returnTime, t.cycleMin, t.waitMin, t.tempDepart, t.tempArrive,
    CASE WHEN t.tempArrive IS NOT NULL THEN ROUND(t.tempDepart - t.tempArrive, 1) END AS tempDrop,
    t.destination, t.distanceKm, t.state, t.overtimeFlag, t.tempDropFlag,
    CASE WHEN t.overtimeFlag = 1 OR t.tempDropFlag = 1 THEN 1 ELSE 0 END AS abnormal,
    ${dayIndexSql('t.loadStart')} * 10000 + t.vehicleId AS dailyId
  FROM ylc_trip t
  JOIN site_device v ON v.id = t.vehicleId
  JOIN site_device p ON p.id = t.plantId`;

const tripFields: FieldDef[] = [
  { name: 'tripNo', label: '运输单号', type: 'text', filter: 'like', sortable: true },
  { name: 'deviceCode', label: '车辆编号', type: 'text', filter: 'like', sortable: true },
  { name: 'plate', label: '车牌号', type: 'text', filter: 'like', sortable: true },
  { name: 'plantCode', label: '拌和站', type: 'text', filter: 'like', sortable: true },
  { name: 'mixType', label: '混合料', type: 'text', sortable: true },
  { name: 'loadT', label: '装载量(t)', type: 'num', sortable: true },
  { name: 'loadM3', label: '方量(m³)', type: 'num' },
  { name: 'loadStart', label: '开始装料', type: 'time', filter: 'range', sortable: true },
  { name: 'depart', label: '出站时间', type: 'time', sortable: true },
  { name: 'arrive', label: '到达时间', type: 'time', sortable: true },
  { name: 'unloadStart', label: '开始卸料', type: 'time', sortable: true },
  { name: 'unloadEnd', label: '卸料完成', type: 'time', sortable: true },
  { name: 'returnTime', label: '返回拌和站', type: 'time', sortable: true },
  { name: 'cycleMin', label: '运输周期(分钟)', type: 'num', sortable: true },
  { name: 'waitMin', label: '等待(分钟)', type: 'num', sortable: true },
  { name: 'tempDepart', label: '出站温度(℃)', type: 'num', sortable: true },
  { name: 'tempArrive', label: '卸料温度(℃)', type: 'num', sortable: true },
  { name: 'tempDrop', label: '温降(℃)', type: 'num', sortable: true },
  { name: 'destination', label: '目的地', type: 'text', filter: 'like', sortable: true },
  { name: 'distanceKm', label: '运距(km)', type: 'num', sortable: true },
  { name: 'state', label: '状态', type: 'enum', values: tripStates, filter: 'eq', sortable: true },
  { name: 'overtimeFlag', label: '超时', type: 'int', filter: 'eq', sortable: true },
  { name: 'tempDropFlag', label: '温降超限', type: 'int', filter: 'eq', sortable: true },
  { name: 'abnormal', label: '异常', type: 'int', filter: 'eq', sortable: true },
];

const trips: ResourceDef = {
  path: '/api/ylc/trip',
  table: 'ylc_trip',
  view: tripView,
  menus: ['ylcTransportQueryManager'],
  screen: 'ylcTransportQueryManager',
  noun: '运输记录',
  fields: tripFields,
  keyword: ['tripNo', 'plate', 'deviceCode', 'destination'],
  defaultSort: 'loadStart DESC, id DESC',
};

/** A vehicle-day's trips, listed by the record page's drawer (`all?dailyId=`). */
const tripsOfDay: ResourceDef = {
  ...trips,
  path: '/api/ylc/tripDailyTrip',
  menus: ['ylcTransportRecordManager'],
  screen: 'ylcTransportRecordManager',
  fields: [...tripFields, { name: 'dailyId', label: '车辆日记录', type: 'int', filter: 'eq' }],
  defaultSort: 'loadStart ASC, id ASC',
};

// Per vehicle-day from the daily rollups (integers: kg, metres, seconds), never from the trips.
const metric = (name: string) => `SUM(CASE WHEN s.metric = '${name}' THEN s.value ELSE 0 END)`;
const dailyView = `SELECT ${dayIndexSql('r.day')} * 10000 + v.id AS id, r.day, r.day || ' 00:00:00' AS dayStart, v.id AS vehicleId, v.code AS deviceCode, v.plate, v.code || ' · ' || r.day AS label,
    CAST(r.trips AS INTEGER) AS trips, CAST(r.done AS INTEGER) AS done, ROUND(r.loadKg / 1000.0, 1) AS tonnes, ROUND(r.distanceM / 1000.0, 1) AS km,
    CASE WHEN r.done > 0 THEN ROUND(r.cycleSec / 60.0 / r.done, 1) END AS meanCycleMin,
    CASE WHEN r.waits > 0 THEN ROUND(r.waitSec / 60.0 / r.waits, 1) END AS meanWaitMin,
    CAST(r.abnormal AS INTEGER) AS abnormal
  FROM (SELECT s.key, s.day, ${metric('trips')} AS trips, ${metric('done')} AS done, ${metric('loadKg')} AS loadKg, ${metric('distanceM')} AS distanceM,
          ${metric('cycleSec')} AS cycleSec, ${metric('waitSec')} AS waitSec, ${metric('waits')} AS waits, ${metric('abnormal')} AS abnormal
        FROM stat_daily s WHERE s.module = 'ylc' GROUP BY s.key, s.day) r
  JOIN site_device v ON v.code = r.key`;

const tripDaily: ResourceDef = {
  path: '/api/ylc/tripDaily',
  table: 'stat_daily',
  view: dailyView,
  menus: ['ylcTransportRecordManager'],
  screen: 'ylcTransportRecordManager',
  noun: '车辆日运输记录',
  fields: [
    { name: 'day', label: '日期', type: 'date', sortable: true },
    // `start`/`end` narrow the days (a date compared as the day's first second).
    { name: 'dayStart', label: '日期起点', type: 'time', filter: 'range' },
    { name: 'deviceCode', label: '车辆编号', type: 'text', filter: 'like', sortable: true },
    { name: 'plate', label: '车牌号', type: 'text', filter: 'like', sortable: true },
    { name: 'label', label: '车辆日', type: 'text' },
    { name: 'trips', label: '车次', type: 'int', sortable: true },
    { name: 'done', label: '完成车次', type: 'int', sortable: true },
    { name: 'tonnes', label: '运量(t)', type: 'num', sortable: true },
    { name: 'km', label: '里程(km)', type: 'num', sortable: true },
    { name: 'meanCycleMin', label: '平均周期(分钟)', type: 'num', sortable: true },
    { name: 'meanWaitMin', label: '平均等待(分钟)', type: 'num', sortable: true },
    { name: 'abnormal', label: '异常车次', type: 'int', sortable: true },
  ],
  keyword: ['deviceCode', 'plate'],
  defaultSort: 'day DESC, deviceCode ASC',
};

// The fleet now: the device's state, the latest trip, today's rollups. "Today" is the day of the
// simulator's cursor (what the facts reach), so the answer matches the trips already written.
const today = `date((SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'sim_cursor') / 1000 + 28800, 'unixepoch')`;
const todayStat = (name: string) =>
  `(SELECT value FROM stat_daily s WHERE s.module = 'ylc' AND s.metric = '${name}' AND s.key = d.code AND s.day = ${today})`;
const statusView = `SELECT d.id, d.code AS deviceCode, d.name AS deviceName, d.kind, d.plate, json_extract(d.params, '$.vehicleType') AS vehicleType,
    CASE WHEN l.online IS NULL OR l.online = 0 THEN 'offline' WHEN t.id IS NULL THEN 'idle' WHEN t.state != 'done' THEN t.state
      WHEN t.returnTime IS NULL THEN 'returning' ELSE 'idle' END AS state,
    l.online, l.lastSeen, t.tripNo, p.code AS plantCode, t.destination,
    COALESCE(CAST(${todayStat('trips')} AS INTEGER), 0) AS tripsToday, COALESCE(ROUND(${todayStat('loadKg')} / 1000.0, 1), 0) AS tonnesToday
  FROM site_device d
  LEFT JOIN dev_state_latest l ON l.deviceId = d.id
  LEFT JOIN ylc_trip t ON t.id = (SELECT id FROM ylc_trip WHERE vehicleId = d.id ORDER BY loadStart DESC, id DESC LIMIT 1)
  LEFT JOIN site_device p ON p.id = t.plantId`;

const vehicleStatus: ResourceDef = {
  path: '/api/ylc/vehicle/status',
  table: 'site_device',
  view: statusView,
  menus: ['ylcVehicleManager'],
  screen: 'ylcVehicleManager',
  noun: '车辆状态',
  fields: [
    { name: 'deviceCode', label: '车辆编号', type: 'text', filter: 'like', sortable: true },
    { name: 'deviceName', label: '车辆名称', type: 'text', sortable: true },
    { name: 'plate', label: '车牌号', type: 'text', filter: 'like', sortable: true },
    { name: 'vehicleType', label: '车型', type: 'enum', values: ['dump', 'mixer'], filter: 'eq', sortable: true },
    { name: 'state', label: '当前状态', type: 'enum', values: vehicleStates, filter: 'eq', sortable: true },
    { name: 'tripNo', label: '当前/最近运输单', type: 'text', sortable: true },
    { name: 'plantCode', label: '拌和站', type: 'text', sortable: true },
    { name: 'destination', label: '目的地', type: 'text' },
    { name: 'tripsToday', label: '今日车次', type: 'int', sortable: true },
    { name: 'tonnesToday', label: '今日运量(t)', type: 'num', sortable: true },
    { name: 'online', label: '在线', type: 'int', filter: 'eq', sortable: true },
    { name: 'lastSeen', label: '最后数据时间', type: 'time', sortable: true },
  ],
  fixed: { kind: ['truck'] },
  keyword: ['deviceCode', 'deviceName', 'plate'],
  defaultSort: 'deviceCode ASC',
};

// The plants as the haulage sees them (拌和站信息): where they are, their geofence, who queues now and
// what left today. Trips name the plant's device; "now" is the simulator's cursor, as above.
const now = `datetime((SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'sim_cursor') / 1000 + 28800, 'unixepoch')`;
const departedToday = `t.plantId = p.deviceId AND t.depart >= ${today} || ' 00:00:00' AND t.depart <= ${now}`;
const plantSiteView = `SELECT p.id, p.code, p.name, p.plantType, p.x, p.y, p.fenceRadius,
    (SELECT COUNT(*) FROM ylc_trip t WHERE t.plantId = p.deviceId AND t.loadStart <= ${now} AND (t.depart IS NULL OR t.depart > ${now})) AS queueNow,
    (SELECT COUNT(*) FROM ylc_trip t WHERE ${departedToday}) AS tripsToday,
    (SELECT ROUND(COALESCE(SUM(t.loadT), 0), 1) FROM ylc_trip t WHERE ${departedToday}) AS dispatchedT,
    (SELECT ROUND(SUM(t.loadM3), 1) FROM ylc_trip t WHERE ${departedToday}) AS dispatchedM3,
    p.updTime
  FROM bhz_plant p`;

const plantSites: ResourceDef = {
  path: '/api/ylc/plantSite',
  table: 'bhz_plant',
  view: plantSiteView,
  menus: ['ylcMixingStationManager'],
  screen: 'ylcMixingStationManager',
  noun: '拌和站',
  fields: [
    { name: 'code', label: '拌和站编号', type: 'text', readOnly: true, sortable: true },
    { name: 'name', label: '拌和站名称', type: 'text', readOnly: true, sortable: true },
    {
      name: 'plantType',
      label: '拌和站类型',
      type: 'enum',
      values: ['lq', 'sw', 'sn'],
      readOnly: true,
      filter: 'eq',
      sortable: true,
    },
    { name: 'x', label: 'X(m)', type: 'num', readOnly: true },
    { name: 'y', label: 'Y(m)', type: 'num', readOnly: true },
    // The geofence decides when a truck counts as at the plant (loading, queueing): the one thing edited here.
    { name: 'fenceRadius', label: '电子围栏半径(m)', type: 'num', required: true, min: 10, max: 1000 },
    { name: 'queueNow', label: '当前排队车辆', type: 'int', readOnly: true, sortable: true },
    { name: 'tripsToday', label: '今日发车', type: 'int', readOnly: true, sortable: true },
    { name: 'dispatchedT', label: '今日发料(t)', type: 'num', readOnly: true, sortable: true },
    { name: 'dispatchedM3', label: '今日发料(m³)', type: 'num', readOnly: true },
    { name: 'updTime', label: '更新时间', type: 'time', readOnly: true },
  ],
  keyword: ['code', 'name'],
  defaultSort: 'code ASC',
  writes: { update: true },
};

export const transportResources: ResourceDef[] = [trips, tripDaily, tripsOfDay, vehicleStatus, plantSites];
