import type { ColumnDef, ResourceScreenDef } from '@/components/kit/screen-defs';

// Raw roller data (the device choices come from `<api>Device/all`, readable with the page's own menu): fixes (1 Hz) of the znys and zd rollers, the packets that carried them, and the
// latest fix of each roller. The platform recomputes windows older than its raw retention.

const device = (api: string, required: boolean): ColumnDef => ({
  field: 'deviceId',
  title: { zh: '设备', en: 'Device' },
  type: 'ref',
  ref: { api: `${api}Device`, label: ['code', 'name'] },
  shownAs: 'deviceCode',
  hidden: true,
  filter: true,
  filterRequired: required,
});

const fixColumns = (opts: { cmv: boolean; temp: boolean }): ColumnDef[] => [
  { field: 't', title: { zh: '时间', en: 'Time' }, type: 'time', width: 160, sortable: true },
  { field: 'deviceCode', title: { zh: '设备', en: 'Device' }, type: 'text', width: 90 },
  { field: 'x', title: { zh: 'X', en: 'X' }, type: 'num', unit: 'm', width: 100 },
  { field: 'y', title: { zh: 'Y', en: 'Y' }, type: 'num', unit: 'm', width: 100 },
  { field: 'z', title: { zh: '高程', en: 'Elevation' }, type: 'num', unit: 'm', width: 90, optional: true },
  { field: 'heading', title: { zh: '航向', en: 'Heading' }, type: 'num', unit: '°', width: 100 },
  { field: 'speed', title: { zh: '速度', en: 'Speed' }, type: 'num', unit: 'km/h', width: 115 },
  { field: 'vibOn', title: { zh: '振动', en: 'Vibration' }, type: 'enum', dict: 'onOff', width: 70 },
  { field: 'freq', title: { zh: '频率', en: 'Frequency' }, type: 'num', unit: 'Hz', width: 115 },
  { field: 'amplitude', title: { zh: '振幅', en: 'Amplitude' }, type: 'num', unit: 'mm', width: 120 },
  {
    field: 'accel',
    title: { zh: '加速度', en: 'Acceleration' },
    type: 'num',
    unit: 'g',
    width: 130,
    optional: !opts.cmv,
  },
  { field: 'cmv', title: { zh: 'CMV', en: 'CMV' }, type: 'num', width: 70, optional: !opts.cmv },
  {
    field: 'surfaceTemp',
    title: { zh: '表面温度', en: 'Surface temp.' },
    type: 'num',
    unit: '°C',
    width: 140,
    optional: !opts.temp,
  },
  {
    field: 'gnssQuality',
    title: { zh: '定位质量', en: 'GNSS quality' },
    type: 'enum',
    dict: 'gnssQuality',
    width: 110,
  },
  { field: 'sats', title: { zh: '卫星数', en: 'Satellites' }, type: 'int', width: 80, optional: true },
  { field: 'hdop', title: { zh: 'HDOP', en: 'HDOP' }, type: 'num', width: 70, optional: true },
];

export const znysFixHistory: ResourceScreenDef = {
  api: '/api/znys/fix',
  screen: 'znysHistoryDataManager',
  columns: [device('/api/znys/fix', true), ...fixColumns({ cmv: false, temp: true })],
  sort: '-t',
  range: { column: 't' },
  noun: { zh: '定位数据', en: 'fix' },
  nameField: 't',
};

export const zdFixRaw: ResourceScreenDef = {
  api: '/api/zd/fix',
  screen: 'zdRawDataManager',
  columns: [device('/api/zd/fix', true), ...fixColumns({ cmv: true, temp: false })],
  sort: '-t',
  range: { column: 't' },
  noun: { zh: '原始数据', en: 'raw record' },
  nameField: 't',
};

export const znysPackets: ResourceScreenDef = {
  api: '/api/znys/packet',
  screen: 'znysReceivedDataManager',
  columns: [
    device('/api/znys/packet', false),
    { field: 'receivedAt', title: { zh: '接收时间', en: 'Received' }, type: 'time', width: 160, sortable: true },
    { field: 'deviceCode', title: { zh: '设备', en: 'Device' }, type: 'text', width: 90 },
    { field: 'protocol', title: { zh: '协议', en: 'Protocol' }, type: 'enum', dict: 'packetProtocol', width: 110 },
    { field: 'bytes', title: { zh: '字节数', en: 'Bytes' }, type: 'int', width: 80 },
    {
      field: 'parseStatus',
      title: { zh: '解析结果', en: 'Parse result' },
      type: 'enum',
      dict: 'parseStatus',
      width: 110,
      filter: true,
    },
    { field: 'payload', title: { zh: '报文（HEX）', en: 'Payload (hex)' }, type: 'text', width: 520 },
  ],
  sort: '-receivedAt',
  range: { column: 'receivedAt' },
  noun: { zh: '接收数据', en: 'packet' },
  nameField: 'receivedAt',
};

export const znysFixLatest: ResourceScreenDef = {
  api: '/api/znys/fix/latest',
  screen: 'znysRealtimeDataManager',
  columns: [
    { field: 'deviceCode', title: { zh: '设备', en: 'Device' }, type: 'text', width: 90, sortable: true },
    { field: 'deviceName', title: { zh: '设备名称', en: 'Name' }, type: 'text', width: 170 },
    ...fixColumns({ cmv: false, temp: true })
      .filter((c) => c.field !== 'deviceCode')
      .map((c) => (['t', 'speed', 'surfaceTemp', 'gnssQuality'].includes(c.field) ? { ...c, sortable: true } : c)),
  ],
  keyword: true,
  sort: 'deviceCode',
  noun: { zh: '实时数据', en: 'latest fix' },
  nameField: 'deviceCode',
};
