import type { ColumnDef, ResourceScreenDef } from '@/components/kit/screen-defs';

// The device registry and the module pages that show a slice of it; SIM cards; device states.

const DEVICE_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const device = { zh: '设备', en: 'device' };

const sectionRef = { api: '/api/site/section', label: ['code', 'name'] } as const;

function deviceColumns(kinds?: readonly string[]): ColumnDef[] {
  return [
    {
      field: 'code',
      title: { zh: '设备编号', en: 'Code' },
      type: 'text',
      width: 120,
      sortable: true,
      form: {
        required: true,
        max: 32,
        pattern: DEVICE_CODE,
        patternMessage: { zh: '只能包含字母、数字、- 和 _', en: 'Letters, digits, - and _ only' },
      },
    },
    {
      field: 'name',
      title: { zh: '设备名称', en: 'Name' },
      type: 'text',
      width: 180,
      sortable: true,
      form: { required: true, max: 64 },
    },
    {
      field: 'kind',
      title: { zh: '设备类型', en: 'Kind' },
      type: 'enum',
      dict: 'deviceKind',
      width: 130,
      sortable: true,
      filter: !kinds || kinds.length > 1,
      ...(kinds ? { choices: kinds } : {}),
      form: kinds?.length === 1 ? false : { required: true },
    },
    { field: 'model', title: { zh: '型号', en: 'Model' }, type: 'text', width: 120, sortable: true, form: { max: 64 } },
    {
      field: 'maker',
      title: { zh: '厂家', en: 'Maker' },
      type: 'text',
      width: 120,
      sortable: true,
      optional: true,
      form: { max: 64 },
    },
    {
      field: 'sectionId',
      title: { zh: '标段', en: 'Section' },
      type: 'ref',
      ref: sectionRef,
      shownAs: 'sectionName',
      filter: true,
      form: {},
    },
    {
      field: 'sectionName',
      title: { zh: '标段', en: 'Section' },
      type: 'text',
      width: 150,
      sortable: true,
      form: false,
    },
    {
      field: 'status',
      title: { zh: '状态', en: 'Status' },
      type: 'enum',
      dict: 'deviceStatus',
      width: 90,
      sortable: true,
      filter: true,
      form: { required: true },
    },
    {
      field: 'simId',
      title: { zh: 'SIM卡', en: 'SIM card' },
      type: 'ref',
      ref: { api: '/api/sbgl/simCard', label: ['iccid', 'msisdn'] },
      shownAs: 'simIccid',
      hidden: true,
      form: {},
    },
    { field: 'simIccid', title: { zh: 'ICCID', en: 'ICCID' }, type: 'text', width: 190, optional: true, form: false },
    {
      field: 'imei',
      title: { zh: 'IMEI', en: 'IMEI' },
      type: 'text',
      width: 150,
      optional: true,
      form: { pattern: /^\d{15}$/, patternMessage: { zh: 'IMEI 为 15 位数字', en: 'An IMEI has 15 digits' } },
    },
    // The plate of the vehicle the terminal is in, set in the vehicle registries.
    { field: 'plate', title: { zh: '车牌号', en: 'Plate' }, type: 'text', width: 100, optional: true, form: false },
    {
      field: 'online',
      title: { zh: '在线', en: 'Online' },
      type: 'online',
      width: 90,
      sortable: true,
      filter: true,
      form: false,
    },
    {
      field: 'lastSeen',
      title: { zh: '最后数据', en: 'Last data' },
      type: 'time',
      width: 160,
      sortable: true,
      form: false,
    },
  ];
}

/** A registry over the devices of some kinds (all without); with one kind, new devices take it. */
function deviceRegistry(api: string, screen: string, kinds?: readonly string[]): ResourceScreenDef {
  return {
    api,
    screen,
    columns: deviceColumns(kinds),
    writes: { create: true, update: true, delete: true },
    keyword: true,
    sort: 'code',
    noun: device,
    nameField: 'code',
  };
}

export const sbglDevice = deviceRegistry('/api/sbgl/device', 'sbglDeviceManager');
export const znysDevice = deviceRegistry('/api/znys/device', 'znysDeviceRegisterManager', ['roller', 'paver']);
export const zdDevice = deviceRegistry('/api/zd/device', 'zdDeviceManager', ['vibRoller']);
export const hjDevice = deviceRegistry('/api/hj/device', 'hjDeviceRegisterManager', ['rammer']);
export const ddcDevice = deviceRegistry('/api/ddc/device', 'ddcDeviceManager', ['ddcRig']);
export const ylcDevice = deviceRegistry('/api/ylc/device', 'ylcDeviceRegisterManager', ['truck']);
export const spjkCamera = deviceRegistry('/api/spjk/camera', 'spjkCameraRegisterManager', ['camera']);
export const znysCamera = deviceRegistry('/api/znys/camera', 'znysCameraRegisterManager', ['camera']);

export const simCard: ResourceScreenDef = {
  api: '/api/sbgl/simCard',
  screen: 'sbglSimCardManager',
  columns: [
    {
      field: 'iccid',
      title: { zh: 'ICCID', en: 'ICCID' },
      type: 'text',
      width: 190,
      sortable: true,
      form: {
        required: true,
        pattern: /^\d{19,20}$/,
        patternMessage: { zh: 'ICCID 为 19 或 20 位数字', en: 'An ICCID has 19 or 20 digits' },
      },
    },
    {
      field: 'msisdn',
      title: { zh: '卡号', en: 'Number' },
      type: 'text',
      width: 140,
      sortable: true,
      form: {
        required: true,
        pattern: /^\d{11,13}$/,
        patternMessage: { zh: '卡号为 11 到 13 位数字', en: '11 to 13 digits' },
      },
    },
    {
      field: 'carrier',
      title: { zh: '运营商', en: 'Carrier' },
      type: 'enum',
      dict: 'carrier',
      width: 110,
      sortable: true,
      filter: true,
      form: { required: true },
    },
    {
      field: 'deviceCode',
      title: { zh: '绑定设备', en: 'Device' },
      type: 'text',
      width: 110,
      sortable: true,
      form: false,
    },
    {
      field: 'planMb',
      title: { zh: '套餐流量', en: 'Plan' },
      type: 'num',
      unit: 'MB',
      width: 110,
      sortable: true,
      form: { min: 0, max: 10_485_760 },
    },
    {
      field: 'usedMb',
      title: { zh: '本月已用', en: 'Used this month' },
      type: 'num',
      unit: 'MB',
      width: 120,
      sortable: true,
      form: false,
    },
    {
      field: 'activated',
      title: { zh: '激活日期', en: 'Activated' },
      type: 'date',
      width: 120,
      sortable: true,
      form: {},
    },
    { field: 'expiry', title: { zh: '到期日期', en: 'Expires' }, type: 'date', width: 120, sortable: true, form: {} },
    {
      field: 'status',
      title: { zh: '状态', en: 'Status' },
      type: 'enum',
      dict: 'simStatus',
      width: 90,
      sortable: true,
      filter: true,
      form: { required: true },
    },
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'iccid',
  noun: { zh: 'SIM卡', en: 'SIM card' },
  nameField: 'iccid',
};

const stateColumns: ColumnDef[] = [
  { field: 'deviceCode', title: { zh: '设备编号', en: 'Device' }, type: 'text', width: 110, sortable: true },
  { field: 'deviceName', title: { zh: '设备名称', en: 'Name' }, type: 'text', width: 150 },
  { field: 'kind', title: { zh: '设备类型', en: 'Kind' }, type: 'enum', dict: 'deviceKind', width: 100, filter: true },
  { field: 'online', title: { zh: '在线', en: 'Online' }, type: 'online', width: 90, sortable: true, filter: true },
  { field: 't', title: { zh: '时间', en: 'Time' }, type: 'time', width: 160, sortable: true },
  {
    field: 'gnssQuality',
    title: { zh: '定位质量', en: 'GNSS fix' },
    type: 'enum',
    dict: 'gnssQuality',
    width: 100,
    sortable: true,
  },
  { field: 'sats', title: { zh: '卫星数', en: 'Satellites' }, type: 'int', width: 80, sortable: true },
  { field: 'hdop', title: { zh: 'HDOP', en: 'HDOP' }, type: 'num', width: 80, sortable: true },
  { field: 'csq', title: { zh: '信号强度', en: 'Signal (CSQ)' }, type: 'int', width: 90, sortable: true },
  { field: 'voltage', title: { zh: '电压', en: 'Voltage' }, type: 'num', unit: 'V', width: 90, sortable: true },
  { field: 'engineOn', title: { zh: '发动机', en: 'Engine' }, type: 'enum', dict: 'onOff', width: 80, sortable: true },
];

function latestStates(api: string, screen: string): ResourceScreenDef {
  return {
    api,
    screen,
    columns: [
      ...stateColumns.map((c) => (c.field === 't' ? { ...c, title: { zh: '上报时间', en: 'Reported at' } } : c)),
      { field: 'lastSeen', title: { zh: '最后数据', en: 'Last data' }, type: 'time', width: 160, sortable: true },
    ],
    keyword: true,
    sort: 'deviceCode',
    noun: { zh: '设备状态', en: 'device state' },
    nameField: 'deviceCode',
  };
}

function stateHistory(api: string, screen: string): ResourceScreenDef {
  return {
    api,
    screen,
    columns: stateColumns.map((c) => (c.field === 'deviceCode' ? { ...c, filter: true } : c)),
    sort: '-t',
    range: { column: 't' },
    noun: { zh: '状态记录', en: 'state record' },
    nameField: 'deviceCode',
  };
}

export const znysStateLatest = latestStates('/api/znys/deviceState/latest', 'znysDeviceStateRealtimeManager');
export const hjStateLatest = latestStates('/api/hj/deviceState/latest', 'hjDeviceRealtimeStateManager');
/** Tablets in the machines: battery instead of engine and GNSS. */
export const tabletStates: ResourceScreenDef = {
  ...latestStates('/api/znys/tablet', 'znysTabletStateManager'),
  columns: [
    ...stateColumns.filter((c) => ['deviceCode', 'deviceName', 'online', 't', 'csq'].includes(c.field)),
    { field: 'battery', title: { zh: '电量', en: 'Battery' }, type: 'int', unit: '%', width: 90, sortable: true },
    { field: 'lastSeen', title: { zh: '最后数据', en: 'Last data' }, type: 'time', width: 160, sortable: true },
  ],
};
export const znysStateHistory = stateHistory('/api/znys/deviceState', 'znysDeviceStateHistoryManager');
export const hjStateHistory = stateHistory('/api/hj/deviceState', 'hjDeviceHistoryStateManager');
