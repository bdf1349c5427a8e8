import type { ColumnDef, ResourceScreenDef } from '../resource-def';

// Haul-truck trips, the per vehicle-day records with their trips, and the fleet's state now (all read-only).

const trip = { zh: '运输记录', en: 'trip' };

const tripColumns: ColumnDef[] = [
  { field: 'tripNo', title: { zh: '运输单号', en: 'Trip no.' }, type: 'text', width: 150, sortable: true },
  { field: 'deviceCode', title: { zh: '车辆编号', en: 'Vehicle' }, type: 'text', width: 100, sortable: true },
  { field: 'plate', title: { zh: '车牌号', en: 'Plate' }, type: 'text', width: 110, sortable: true, filter: true },
  { field: 'state', title: { zh: '状态', en: 'State' }, type: 'enum', dict: 'tripState', width: 100, sortable: true, filter: true },
  { field: 'plantCode', title: { zh: '拌和站', en: 'Plant' }, type: 'text', width: 90, sortable: true, filter: true },
  { field: 'mixType', title: { zh: '混合料', en: 'Mix' }, type: 'text', width: 90, sortable: true },
  { field: 'loadT', title: { zh: '装载量', en: 'Load' }, type: 'num', unit: 't', width: 100, sortable: true },
  { field: 'loadM3', title: { zh: '方量', en: 'Volume' }, type: 'num', unit: 'm³', width: 90, optional: true },
  { field: 'loadStart', title: { zh: '开始装料', en: 'Loading from' }, type: 'time', width: 160, sortable: true },
  { field: 'depart', title: { zh: '出站', en: 'Departed' }, type: 'time', width: 160, sortable: true },
  { field: 'arrive', title: { zh: '到达', en: 'Arrived' }, type: 'time', width: 160, sortable: true, optional: true },
  { field: 'unloadStart', title: { zh: '开始卸料', en: 'Unloading from' }, type: 'time', width: 160, sortable: true, optional: true },
  { field: 'unloadEnd', title: { zh: '卸料完成', en: 'Unloaded' }, type: 'time', width: 160, sortable: true },
  { field: 'returnTime', title: { zh: '返回拌和站', en: 'Back at plant' }, type: 'time', width: 160, sortable: true, optional: true },
  { field: 'cycleMin', title: { zh: '运输周期', en: 'Cycle' }, type: 'num', unit: 'min', width: 110, sortable: true },
  { field: 'waitMin', title: { zh: '现场等待', en: 'Wait' }, type: 'num', unit: 'min', width: 110, sortable: true },
  { field: 'tempDepart', title: { zh: '出站温度', en: 'Temp. out' }, type: 'num', unit: '℃', width: 110, sortable: true },
  { field: 'tempArrive', title: { zh: '卸料温度', en: 'Temp. delivered' }, type: 'num', unit: '℃', width: 130, sortable: true },
  { field: 'tempDrop', title: { zh: '温降', en: 'Temp. drop' }, type: 'num', unit: '℃', width: 100, sortable: true, optional: true },
  { field: 'destination', title: { zh: '目的地', en: 'Destination' }, type: 'text', width: 170, sortable: true },
  { field: 'distanceKm', title: { zh: '运距', en: 'Distance' }, type: 'num', unit: 'km', width: 100, sortable: true, optional: true },
  { field: 'overtimeFlag', title: { zh: '超时', en: 'Overtime' }, type: 'enum', dict: 'tripFlag', width: 90, sortable: true },
  { field: 'tempDropFlag', title: { zh: '温降超限', en: 'Cooled' }, type: 'enum', dict: 'tripFlag', width: 100, sortable: true },
  { field: 'abnormal', title: { zh: '异常', en: 'Abnormal' }, type: 'enum', dict: 'tripAbnormal', width: 90, sortable: true, filter: true },
];

export const tripQuery: ResourceScreenDef = {
  api: '/api/ylc/trip',
  screen: 'ylcTransportQueryManager',
  columns: tripColumns,
  keyword: true,
  sort: '-loadStart',
  range: { column: 'loadStart' },
  noun: trip,
  nameField: 'tripNo',
};

const tripsOfDay: ResourceScreenDef = {
  api: '/api/ylc/tripDailyTrip',
  screen: 'ylcTransportRecordManager',
  columns: [
    // A narrow drawer: the trip's essentials, in time order.
    ...['tripNo', 'loadStart', 'state', 'plantCode', 'loadT', 'unloadEnd', 'cycleMin', 'waitMin', 'tempArrive', 'destination', 'abnormal'].map((field) => ({
      ...tripColumns.find((c) => c.field === field)!,
      filter: false,
    })),
    { field: 'dailyId', title: { zh: '车辆日记录', en: 'Vehicle-day' }, type: 'int', hidden: true },
  ],
  noun: trip,
  nameField: 'tripNo',
};

export const tripDaily: ResourceScreenDef = {
  api: '/api/ylc/tripDaily',
  screen: 'ylcTransportRecordManager',
  columns: [
    { field: 'day', title: { zh: '日期', en: 'Date' }, type: 'date', width: 120, sortable: true },
    { field: 'deviceCode', title: { zh: '车辆编号', en: 'Vehicle' }, type: 'text', width: 120, sortable: true, filter: true },
    { field: 'plate', title: { zh: '车牌号', en: 'Plate' }, type: 'text', width: 110, sortable: true, filter: true },
    { field: 'label', title: { zh: '车辆日', en: 'Vehicle-day' }, type: 'text', hidden: true },
    { field: 'trips', title: { zh: '车次', en: 'Trips' }, type: 'int', width: 90, sortable: true },
    { field: 'done', title: { zh: '完成车次', en: 'Completed' }, type: 'int', width: 110, sortable: true, optional: true },
    { field: 'tonnes', title: { zh: '运量', en: 'Hauled' }, type: 'num', unit: 't', width: 110, sortable: true },
    { field: 'km', title: { zh: '里程', en: 'Distance' }, type: 'num', unit: 'km', width: 110, sortable: true },
    { field: 'meanCycleMin', title: { zh: '平均周期', en: 'Mean cycle' }, type: 'num', unit: 'min', width: 130, sortable: true },
    { field: 'meanWaitMin', title: { zh: '平均等待', en: 'Mean wait' }, type: 'num', unit: 'min', width: 130, sortable: true },
    { field: 'abnormal', title: { zh: '异常车次', en: 'Abnormal trips' }, type: 'int', width: 120, sortable: true },
  ],
  keyword: true,
  sort: '-day',
  range: { column: 'day' },
  noun: { zh: '车辆日运输记录', en: 'vehicle-day record' },
  nameField: 'label',
  detail: { def: tripsOfDay, parentField: 'dailyId', title: { zh: '当日运输记录', en: 'Trips of the day' } },
};

export const vehicleStatus: ResourceScreenDef = {
  api: '/api/ylc/vehicle/status',
  screen: 'ylcVehicleManager',
  columns: [
    { field: 'deviceCode', title: { zh: '车辆编号', en: 'Vehicle' }, type: 'text', width: 110, sortable: true },
    { field: 'plate', title: { zh: '车牌号', en: 'Plate' }, type: 'text', width: 110, sortable: true, filter: true },
    { field: 'vehicleType', title: { zh: '车型', en: 'Type' }, type: 'enum', dict: 'vehicleType', width: 110, sortable: true, filter: true },
    { field: 'state', title: { zh: '当前状态', en: 'State now' }, type: 'enum', dict: 'vehicleState', width: 110, sortable: true, filter: true },
    { field: 'tripNo', title: { zh: '当前/最近运输单', en: 'Current / last trip' }, type: 'text', width: 160, sortable: true },
    { field: 'plantCode', title: { zh: '拌和站', en: 'Plant' }, type: 'text', width: 90, sortable: true },
    { field: 'destination', title: { zh: '目的地', en: 'Destination' }, type: 'text', width: 170 },
    { field: 'tripsToday', title: { zh: '今日车次', en: 'Trips today' }, type: 'int', width: 110, sortable: true },
    { field: 'tonnesToday', title: { zh: '今日运量', en: 'Hauled today' }, type: 'num', unit: 't', width: 130, sortable: true },
    { field: 'online', title: { zh: '在线', en: 'Online' }, type: 'online', width: 90, sortable: true, filter: true },
    { field: 'lastSeen', title: { zh: '最后数据', en: 'Last data' }, type: 'time', width: 160, sortable: true },
  ],
  keyword: true,
  sort: 'deviceCode',
  noun: { zh: '车辆状态', en: 'vehicle state' },
  nameField: 'deviceCode',
};

export const plantSites: ResourceScreenDef = {
  api: '/api/ylc/plantSite',
  screen: 'ylcMixingStationManager',
  columns: [
    { field: 'code', title: { zh: '拌和站编号', en: 'Plant' }, type: 'text', width: 110, sortable: true },
    { field: 'name', title: { zh: '拌和站名称', en: 'Name' }, type: 'text', width: 150, sortable: true },
    { field: 'plantType', title: { zh: '类型', en: 'Type' }, type: 'enum', dict: 'plantType', width: 110, sortable: true, filter: true },
    { field: 'x', title: { zh: 'X', en: 'X' }, type: 'num', unit: 'm', width: 80 },
    { field: 'y', title: { zh: 'Y', en: 'Y' }, type: 'num', unit: 'm', width: 80 },
    { field: 'fenceRadius', title: { zh: '电子围栏半径', en: 'Geofence radius' }, type: 'num', unit: 'm', width: 130, form: { required: true, min: 10, max: 1000 } },
    { field: 'queueNow', title: { zh: '当前排队', en: 'Queueing now' }, type: 'int', width: 100, sortable: true },
    { field: 'tripsToday', title: { zh: '今日发车', en: 'Trips today' }, type: 'int', width: 100, sortable: true },
    { field: 'dispatchedT', title: { zh: '今日发料', en: 'Dispatched today' }, type: 'num', unit: 't', width: 120, sortable: true },
    { field: 'dispatchedM3', title: { zh: '今日发料（方量）', en: 'Dispatched today (volume)' }, type: 'num', unit: 'm³', width: 160, optional: true },
  ],
  writes: { update: true },
  keyword: true,
  sort: 'code',
  noun: { zh: '拌和站', en: 'plant' },
  nameField: 'code',
  note: {
    zh: '电子围栏决定车辆何时算作在站（装料、排队）；其余信息在拌和站系统中维护。',
    en: 'The geofence decides when a truck counts as at the plant (loading, queueing); the rest is kept in the plant system.',
  },
};
