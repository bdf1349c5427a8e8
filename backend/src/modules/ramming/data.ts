import type { ResourceDef } from '../../kit/resource.js';

// What the rammers and DDC rigs recorded (written by the simulator's rammer and DDC processes): raw hits
// as uploaded, validated hits on their design points, the DDC rigs' raw events, and the piles with their
// layers. All read-only: the platform records them, people do not edit them.

export const rawHitStatuses = ['ok', 'offPoint', 'duplicate'] as const;
export const ddcEvents = ['0', '1', '2'] as const;
export const pileVerdicts = ['ok', 'fail'] as const;

const rawHit: ResourceDef = {
  path: '/api/hj/rawHit',
  table: 'hj_raw_hit',
  view: `SELECT r.id, r.gpst, r.deviceId, d.code AS deviceCode, r.lon, r.lat, r.x, r.y, r.hitIndex, r.workPointId, substr(r.workPointId, 1, instr(r.workPointId, '-P') - 1) AS areaCode,
      r.hammerType, r.phi, r.high, r.receivedAt, r.parseStatus
    FROM hj_raw_hit r JOIN site_device d ON d.id = r.deviceId`,
  menus: ['hjMonitorRawDataManager'],
  screen: 'hjMonitorRawDataManager',
  noun: '原始夯击数据',
  fields: [
    { name: 'gpst', label: 'GPS时间', type: 'time', filter: 'range', sortable: true },
    { name: 'deviceCode', label: '设备', type: 'text', filter: 'like', sortable: true },
    { name: 'lon', label: '经度', type: 'num' },
    { name: 'lat', label: '纬度', type: 'num' },
    { name: 'x', label: 'X(m)', type: 'num', sortable: true },
    { name: 'y', label: 'Y(m)', type: 'num', sortable: true },
    { name: 'hitIndex', label: '夯击序号', type: 'int', sortable: true },
    { name: 'workPointId', label: '夯点编号', type: 'text', filter: 'like', sortable: true },
    { name: 'areaCode', label: '区域', type: 'text', filter: 'like', sortable: true },
    { name: 'hammerType', label: '夯锤型号', type: 'text' },
    { name: 'phi', label: '地面高程(m)', type: 'num', sortable: true },
    { name: 'high', label: '落距(m)', type: 'num', sortable: true },
    { name: 'receivedAt', label: '接收时间', type: 'time', sortable: true },
    { name: 'parseStatus', label: '解析状态', type: 'enum', values: rawHitStatuses, filter: 'eq', sortable: true },
  ],
  keyword: ['deviceCode', 'workPointId'],
  defaultSort: 'gpst DESC, id DESC',
};

const hit: ResourceDef = {
  path: '/api/hj/hit',
  table: 'hj_hit',
  view: `SELECT h.id, h.t, h.deviceId, d.code AS deviceCode, h.pointId, h.pointCode, h.areaCode, h.hitNo, h.dropM, h.settlement, h.cumulative, h.energy,
      h.lowDrop, h.offPoint, CASE WHEN h.lowDrop = 1 OR h.offPoint = 1 THEN 1 ELSE 0 END AS abnormal, h.thr
    FROM hj_hit h JOIN site_device d ON d.id = h.deviceId`,
  menus: ['hjMonitorRealDataManager'],
  screen: 'hjMonitorRealDataManager',
  noun: '夯击数据',
  fields: [
    { name: 't', label: '夯击时间', type: 'time', filter: 'range', sortable: true },
    { name: 'deviceCode', label: '设备', type: 'text', filter: 'like', sortable: true },
    { name: 'areaCode', label: '区域', type: 'text', filter: 'like', sortable: true },
    { name: 'pointCode', label: '夯点编号', type: 'text', filter: 'like', sortable: true },
    { name: 'hitNo', label: '击次', type: 'int', sortable: true },
    { name: 'dropM', label: '落距(m)', type: 'num', sortable: true },
    { name: 'settlement', label: '单击夯沉量(mm)', type: 'num', sortable: true },
    { name: 'cumulative', label: '累计夯沉量(mm)', type: 'num', sortable: true },
    { name: 'energy', label: '夯击能(kN·m)', type: 'num', sortable: true },
    { name: 'lowDrop', label: '落距不足', type: 'int', filter: 'eq', sortable: true },
    { name: 'offPoint', label: '偏离夯点', type: 'int', filter: 'eq', sortable: true },
    { name: 'abnormal', label: '异常', type: 'int', filter: 'eq', sortable: true },
    { name: 'thr', label: '判定标准', type: 'text' },
  ],
  keyword: ['deviceCode', 'pointCode'],
  defaultSort: 't DESC, id DESC',
};

const rawEvent: ResourceDef = {
  path: '/api/ddc/rawEvent',
  table: 'ddc_raw_event',
  view: `SELECT e.id, e.t, e.deviceId, d.code AS deviceCode, e.pileId, e.pileCode, substr(e.pileCode, 1, 6) AS areaCode, CAST(e.event AS TEXT) AS event, e.times, e.duration, e.subtotal, e.depth, e.pitch
    FROM ddc_raw_event e JOIN site_device d ON d.id = e.deviceId`,
  menus: ['ddcRawDataManager'],
  screen: 'ddcRawDataManager',
  noun: 'DDC原始数据',
  fields: [
    { name: 't', label: '时间', type: 'time', filter: 'range', sortable: true },
    { name: 'deviceCode', label: '设备', type: 'text', filter: 'like', sortable: true },
    { name: 'areaCode', label: '区域', type: 'text', filter: 'like', sortable: true },
    { name: 'pileCode', label: '桩号', type: 'text', filter: 'like', sortable: true },
    { name: 'event', label: '事件', type: 'enum', values: ddcEvents, filter: 'eq', sortable: true },
    { name: 'times', label: '次序', type: 'int', sortable: true },
    { name: 'duration', label: '时长(s)', type: 'num', sortable: true },
    { name: 'subtotal', label: '累计时长(s)', type: 'num', sortable: true },
    { name: 'depth', label: '深度(m)', type: 'num', sortable: true },
    { name: 'pitch', label: '倾角(°)', type: 'num', sortable: true },
  ],
  keyword: ['deviceCode', 'pileCode'],
  defaultSort: 't DESC, id DESC',
};

const pile: ResourceDef = {
  path: '/api/ddc/pile',
  table: 'ddc_pile',
  view: `SELECT p.id, p.code, p.areaId, a.code AS areaCode, p.x, p.y, p.designDepth, p.deviceId, d.code AS deviceCode, p.status, p.startAt, p.endAt,
      p.depth, p.layers, p.fillM3, p.rams, p.verdict, p.flags, p.thr
    FROM ddc_pile p JOIN ram_area a ON a.id = p.areaId LEFT JOIN site_device d ON d.id = p.deviceId
    WHERE p.startAt IS NOT NULL`,
  menus: ['ddcRealDataManager'],
  screen: 'ddcRealDataManager',
  noun: 'DDC成桩数据',
  fields: [
    { name: 'code', label: '桩号', type: 'text', filter: 'like', sortable: true },
    { name: 'areaCode', label: '区域', type: 'text', filter: 'like', sortable: true },
    { name: 'deviceCode', label: '设备', type: 'text', filter: 'like', sortable: true },
    { name: 'x', label: 'X(m)', type: 'num' },
    { name: 'y', label: 'Y(m)', type: 'num' },
    { name: 'status', label: '状态', type: 'enum', values: ['doing', 'done'], filter: 'eq', sortable: true },
    { name: 'startAt', label: '开始时间', type: 'time', filter: 'range', sortable: true },
    { name: 'endAt', label: '结束时间', type: 'time', sortable: true },
    { name: 'designDepth', label: '设计桩深(m)', type: 'num', sortable: true },
    { name: 'depth', label: '成孔深度(m)', type: 'num', sortable: true },
    { name: 'layers', label: '层数', type: 'int', sortable: true },
    { name: 'fillM3', label: '填料(m³)', type: 'num', sortable: true },
    { name: 'rams', label: '夯击次数', type: 'int', sortable: true },
    { name: 'verdict', label: '判定', type: 'enum', values: pileVerdicts, filter: 'eq', sortable: true },
    { name: 'flags', label: '问题', type: 'text', filter: 'like' },
    { name: 'thr', label: '判定标准', type: 'text' },
  ],
  keyword: ['code', 'deviceCode'],
  defaultSort: 'startAt DESC, id DESC',
};

/** A pile's layers, listed by the real-data page's drawer (`all?pileId=`). */
const pileLayer: ResourceDef = {
  path: '/api/ddc/pileLayer',
  table: 'ddc_layer',
  view: `SELECT l.id, l.pileId, l.pileCode, l.no, l.t, l.topDepth, l.fillM3, l.rams, l.ok, l.thr FROM ddc_layer l`,
  menus: ['ddcRealDataManager'],
  screen: 'ddcRealDataManager',
  noun: 'DDC分层数据',
  fields: [
    { name: 'pileId', label: '桩', type: 'int', filter: 'eq' },
    { name: 'pileCode', label: '桩号', type: 'text', filter: 'like', sortable: true },
    { name: 'no', label: '层号', type: 'int', sortable: true },
    { name: 't', label: '完成时间', type: 'time', sortable: true },
    { name: 'topDepth', label: '层顶深度(m)', type: 'num', sortable: true },
    { name: 'fillM3', label: '填料(m³)', type: 'num', sortable: true },
    { name: 'rams', label: '夯击次数', type: 'int', sortable: true },
    { name: 'ok', label: '合格', type: 'int', filter: 'eq', sortable: true },
    { name: 'thr', label: '判定标准', type: 'text' },
  ],
  defaultSort: 'no ASC',
};

export const rammingDataResources: ResourceDef[] = [rawHit, hit, rawEvent, pile, pileLayer];
