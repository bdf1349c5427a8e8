import type { ColumnDef, ResourceScreenDef } from '../resource-def';

// What the rammers and DDC rigs recorded (all read-only): raw hits as uploaded, validated hits on their
// design points, the DDC rigs' raw events, and the piles with a drawer of their layers.

const device = { field: 'deviceCode', title: { zh: '设备', en: 'Rig' }, type: 'text', width: 100, sortable: true, filter: true } as const;
const area = { field: 'areaCode', title: { zh: '区域', en: 'Area' }, type: 'text', width: 100, sortable: true, filter: true } as const;
const thr = { field: 'thr', title: { zh: '判定标准', en: 'Judged with' }, type: 'text', width: 260, optional: true } as const;

export const hjRawHit: ResourceScreenDef = {
  api: '/api/hj/rawHit',
  screen: 'hjMonitorRawDataManager',
  columns: [
    { field: 'gpst', title: { zh: 'GPS时间', en: 'GPS time' }, type: 'time', width: 160, sortable: true },
    device,
    { field: 'workPointId', title: { zh: '夯点编号', en: 'Work point' }, type: 'text', width: 150, sortable: true, filter: true },
    area,
    { field: 'hitIndex', title: { zh: '夯击序号', en: 'Hit index' }, type: 'int', width: 100, sortable: true },
    { field: 'lon', title: { zh: '经度', en: 'Longitude' }, type: 'num', width: 120, optional: true },
    { field: 'lat', title: { zh: '纬度', en: 'Latitude' }, type: 'num', width: 120, optional: true },
    { field: 'x', title: { zh: 'X', en: 'X' }, type: 'num', unit: 'm', width: 100, sortable: true },
    { field: 'y', title: { zh: 'Y', en: 'Y' }, type: 'num', unit: 'm', width: 100, sortable: true },
    { field: 'hammerType', title: { zh: '夯锤型号', en: 'Hammer' }, type: 'text', width: 100, optional: true },
    { field: 'phi', title: { zh: '地面高程', en: 'Ground elevation' }, type: 'num', unit: 'm', width: 130, sortable: true },
    { field: 'high', title: { zh: '落距', en: 'Drop height' }, type: 'num', unit: 'm', width: 110, sortable: true },
    { field: 'receivedAt', title: { zh: '接收时间', en: 'Received' }, type: 'time', width: 160, sortable: true },
    { field: 'parseStatus', title: { zh: '解析状态', en: 'Parse status' }, type: 'enum', dict: 'rawHitStatus', width: 110, sortable: true, filter: true },
  ],
  keyword: true,
  sort: '-gpst',
  range: { column: 'gpst' },
  noun: { zh: '原始夯击数据', en: 'raw hit' },
  nameField: 'workPointId',
};

export const hjHit: ResourceScreenDef = {
  api: '/api/hj/hit',
  screen: 'hjMonitorRealDataManager',
  columns: [
    { field: 't', title: { zh: '夯击时间', en: 'Time' }, type: 'time', width: 160, sortable: true },
    device,
    area,
    { field: 'pointCode', title: { zh: '夯点编号', en: 'Point' }, type: 'text', width: 150, sortable: true, filter: true },
    { field: 'hitNo', title: { zh: '击次', en: 'Hit no.' }, type: 'int', width: 80, sortable: true },
    { field: 'dropM', title: { zh: '落距', en: 'Drop' }, type: 'num', unit: 'm', width: 100, sortable: true },
    { field: 'settlement', title: { zh: '单击夯沉量', en: 'Settlement' }, type: 'num', unit: 'mm', width: 130, sortable: true },
    { field: 'cumulative', title: { zh: '累计夯沉量', en: 'Cumulative' }, type: 'num', unit: 'mm', width: 130, sortable: true },
    { field: 'energy', title: { zh: '夯击能', en: 'Energy' }, type: 'num', unit: 'kN·m', width: 130, sortable: true },
    { field: 'lowDrop', title: { zh: '落距不足', en: 'Low drop' }, type: 'enum', dict: 'hitFlag', width: 100, sortable: true, filter: true },
    { field: 'offPoint', title: { zh: '偏离夯点', en: 'Off point' }, type: 'enum', dict: 'hitFlag', width: 100, sortable: true, filter: true },
    { field: 'abnormal', title: { zh: '异常', en: 'Abnormal' }, type: 'enum', dict: 'tripAbnormal', width: 90, sortable: true, filter: true, optional: true },
    thr,
  ],
  keyword: true,
  sort: '-t',
  range: { column: 't' },
  noun: { zh: '夯击数据', en: 'hit' },
  nameField: 'pointCode',
};

export const ddcRawEvent: ResourceScreenDef = {
  api: '/api/ddc/rawEvent',
  screen: 'ddcRawDataManager',
  columns: [
    { field: 't', title: { zh: '时间', en: 'Time' }, type: 'time', width: 160, sortable: true },
    device,
    area,
    { field: 'pileCode', title: { zh: '桩号', en: 'Pile' }, type: 'text', width: 130, sortable: true, filter: true },
    { field: 'event', title: { zh: '事件', en: 'Event' }, type: 'enum', dict: 'ddcEvent', width: 100, sortable: true, filter: true },
    { field: 'times', title: { zh: '次序', en: 'Occurrence' }, type: 'int', width: 100, sortable: true },
    { field: 'duration', title: { zh: '时长', en: 'Duration' }, type: 'num', unit: 's', width: 100, sortable: true },
    { field: 'subtotal', title: { zh: '累计时长', en: 'Subtotal' }, type: 'num', unit: 's', width: 110, sortable: true },
    { field: 'depth', title: { zh: '深度', en: 'Depth' }, type: 'num', unit: 'm', width: 100, sortable: true },
    { field: 'pitch', title: { zh: '倾角', en: 'Pitch' }, type: 'num', unit: '°', width: 90, sortable: true },
  ],
  keyword: true,
  sort: '-t',
  range: { column: 't' },
  noun: { zh: 'DDC原始数据', en: 'DDC raw event' },
  nameField: 'pileCode',
};

const layerColumns: ColumnDef[] = [
  { field: 'no', title: { zh: '层号', en: 'Layer' }, type: 'int', width: 80, sortable: true },
  { field: 't', title: { zh: '完成时间', en: 'Done at' }, type: 'time', width: 160, sortable: true },
  { field: 'topDepth', title: { zh: '层顶深度', en: 'Top depth' }, type: 'num', unit: 'm', width: 110 },
  { field: 'fillM3', title: { zh: '填料', en: 'Fill' }, type: 'num', unit: 'm³', width: 90 },
  { field: 'rams', title: { zh: '夯击次数', en: 'Rams' }, type: 'int', width: 100 },
  { field: 'ok', title: { zh: '合格', en: 'OK' }, type: 'enum', dict: 'hitFlag', width: 80 },
  { field: 'pileId', title: { zh: '桩', en: 'Pile' }, type: 'int', hidden: true },
];

const pileLayers: ResourceScreenDef = {
  api: '/api/ddc/pileLayer',
  screen: 'ddcRealDataManager',
  columns: layerColumns,
  noun: { zh: 'DDC分层数据', en: 'layer' },
  nameField: 'no',
};

export const ddcPile: ResourceScreenDef = {
  api: '/api/ddc/pile',
  screen: 'ddcRealDataManager',
  columns: [
    { field: 'code', title: { zh: '桩号', en: 'Pile' }, type: 'text', width: 130, sortable: true, filter: true },
    area,
    device,
    { field: 'status', title: { zh: '状态', en: 'Status' }, type: 'enum', dict: 'pileStatus', width: 100, sortable: true, filter: true },
    { field: 'startAt', title: { zh: '开始时间', en: 'Started' }, type: 'time', width: 160, sortable: true },
    { field: 'endAt', title: { zh: '结束时间', en: 'Finished' }, type: 'time', width: 160, sortable: true },
    { field: 'designDepth', title: { zh: '设计桩深', en: 'Design depth' }, type: 'num', unit: 'm', width: 120, sortable: true, optional: true },
    { field: 'depth', title: { zh: '成孔深度', en: 'Depth' }, type: 'num', unit: 'm', width: 110, sortable: true },
    { field: 'layers', title: { zh: '层数', en: 'Layers' }, type: 'int', width: 80, sortable: true },
    { field: 'fillM3', title: { zh: '填料', en: 'Fill' }, type: 'num', unit: 'm³', width: 100, sortable: true },
    { field: 'rams', title: { zh: '夯击次数', en: 'Rams' }, type: 'int', width: 100, sortable: true },
    { field: 'verdict', title: { zh: '判定', en: 'Verdict' }, type: 'enum', dict: 'pileVerdict', width: 90, sortable: true, filter: true },
    { field: 'flags', title: { zh: '问题', en: 'Issues' }, type: 'text', width: 160 },
    { field: 'x', title: { zh: 'X', en: 'X' }, type: 'num', unit: 'm', width: 100, optional: true },
    { field: 'y', title: { zh: 'Y', en: 'Y' }, type: 'num', unit: 'm', width: 100, optional: true },
    thr,
  ],
  keyword: true,
  sort: '-startAt',
  range: { column: 'startAt' },
  noun: { zh: 'DDC成桩数据', en: 'pile' },
  nameField: 'code',
  detail: { def: pileLayers, parentField: 'pileId', title: { zh: '分层数据', en: 'Layers' } },
};
