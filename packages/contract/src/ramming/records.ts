import { field, type Field, type FieldType } from '../field';
import { resource } from '../resource';

/**
 * What the rammers and DDC rigs recorded (the simulator's rammer and DDC processes write them): raw hits as
 * uploaded, validated hits on their design points, the DDC rigs' raw events, and the piles with their layers. All
 * read-only: the platform records them, people do not edit them.
 */

export const rawHitStatuses = ['ok', 'offPoint', 'duplicate'] as const;
export const ddcEvents = ['0', '1', '2'] as const;
export const pileVerdicts = ['ok', 'fail'] as const;

type Rules = Omit<Field, 'name' | 'label' | 'type' | 'computed'>;

/** A recorded value: the platform's, never taken from a request. */
const recorded = (name: string, zh: string, en: string, type: FieldType, rules: Rules = {}): Field =>
  field(name, zh, en, type, { computed: true, ...rules });
const sorted = (name: string, zh: string, en: string, type: FieldType, unit?: string): Field =>
  recorded(name, zh, en, type, { sortable: true, ...(unit ? { unit } : {}) });
/** A code a page searches by (a rig, an area, a point or a pile). */
const searched = (name: string, zh: string, en: string): Field =>
  recorded(name, zh, en, 'text', { filter: 'like', sortable: true });

const rig = searched('deviceCode', '设备', 'Rig');
const area = searched('areaCode', '区域', 'Area');
const thr = recorded('thr', '判定标准', 'Judged with', 'text');
/** A 1/0 flag of a hit or a layer, shown as yes or no. */
const flag = (name: string, zh: string, en: string, dict = 'hitFlag'): Field =>
  recorded(name, zh, en, 'int', { dict, filter: 'eq', sortable: true });

export const rawHit = resource('/api/hj/rawHit', { zh: '原始夯击数据', en: 'raw hit' }, [
  recorded('gpst', 'GPS时间', 'GPS time', 'time', { filter: 'range', sortable: true }),
  rig,
  searched('workPointId', '夯点编号', 'Work point'),
  area,
  sorted('hitIndex', '夯击序号', 'Hit index', 'int'),
  recorded('lon', '经度', 'Longitude', 'num'),
  recorded('lat', '纬度', 'Latitude', 'num'),
  sorted('x', 'X', 'X', 'num', 'm'),
  sorted('y', 'Y', 'Y', 'num', 'm'),
  recorded('hammerType', '夯锤型号', 'Hammer', 'text'),
  sorted('phi', '地面高程', 'Ground elevation', 'num', 'm'),
  sorted('high', '落距', 'Drop height', 'num', 'm'),
  sorted('receivedAt', '接收时间', 'Received', 'time'),
  recorded('parseStatus', '解析状态', 'Parse status', 'enum', {
    dict: 'rawHitStatus',
    values: rawHitStatuses,
    filter: 'eq',
    sortable: true,
  }),
]);

export const hit = resource('/api/hj/hit', { zh: '夯击数据', en: 'hit' }, [
  recorded('t', '夯击时间', 'Time', 'time', { filter: 'range', sortable: true }),
  rig,
  area,
  searched('pointCode', '夯点编号', 'Point'),
  sorted('hitNo', '击次', 'Hit no.', 'int'),
  sorted('dropM', '落距', 'Drop', 'num', 'm'),
  sorted('settlement', '单击夯沉量', 'Settlement', 'num', 'mm'),
  sorted('cumulative', '累计夯沉量', 'Cumulative', 'num', 'mm'),
  sorted('energy', '夯击能', 'Energy', 'num', 'kN·m'),
  flag('lowDrop', '落距不足', 'Low drop'),
  flag('offPoint', '偏离夯点', 'Off point'),
  flag('abnormal', '异常', 'Abnormal', 'tripAbnormal'),
  thr,
]);

export const rawEvent = resource('/api/ddc/rawEvent', { zh: 'DDC原始数据', en: 'DDC raw event' }, [
  recorded('t', '时间', 'Time', 'time', { filter: 'range', sortable: true }),
  rig,
  area,
  searched('pileCode', '桩号', 'Pile'),
  recorded('event', '事件', 'Event', 'enum', { dict: 'ddcEvent', values: ddcEvents, filter: 'eq', sortable: true }),
  sorted('times', '次序', 'Occurrence', 'int'),
  sorted('duration', '时长', 'Duration', 'num', 's'),
  sorted('subtotal', '累计时长', 'Subtotal', 'num', 's'),
  sorted('depth', '深度', 'Depth', 'num', 'm'),
  sorted('pitch', '倾角', 'Pitch', 'num', '°'),
]);

export const pile = resource('/api/ddc/pile', { zh: 'DDC成桩数据', en: 'pile' }, [
  searched('code', '桩号', 'Pile'),
  area,
  rig,
  recorded('status', '状态', 'Status', 'enum', {
    dict: 'pileStatus',
    values: ['doing', 'done'],
    filter: 'eq',
    sortable: true,
  }),
  recorded('startAt', '开始时间', 'Started', 'time', { filter: 'range', sortable: true }),
  sorted('endAt', '结束时间', 'Finished', 'time'),
  sorted('designDepth', '设计桩深', 'Design depth', 'num', 'm'),
  sorted('depth', '成孔深度', 'Depth', 'num', 'm'),
  sorted('layers', '层数', 'Layers', 'int'),
  sorted('fillM3', '填料', 'Fill', 'num', 'm³'),
  sorted('rams', '夯击次数', 'Rams', 'int'),
  recorded('verdict', '判定', 'Verdict', 'enum', {
    dict: 'pileVerdict',
    values: pileVerdicts,
    filter: 'eq',
    sortable: true,
  }),
  recorded('flags', '问题', 'Issues', 'text', { filter: 'like' }),
  recorded('x', 'X', 'X', 'num', { unit: 'm' }),
  recorded('y', 'Y', 'Y', 'num', { unit: 'm' }),
  thr,
]);

/** A pile's layers, listed by the real-data page's drawer (`all?pileId=`). */
export const pileLayer = resource('/api/ddc/pileLayer', { zh: 'DDC分层数据', en: 'layer' }, [
  recorded('pileId', '桩', 'Pile', 'int', { filter: 'eq' }),
  searched('pileCode', '桩号', 'Pile'),
  sorted('no', '层号', 'Layer', 'int'),
  sorted('t', '完成时间', 'Done at', 'time'),
  sorted('topDepth', '层顶深度', 'Top depth', 'num', 'm'),
  sorted('fillM3', '填料', 'Fill', 'num', 'm³'),
  sorted('rams', '夯击次数', 'Rams', 'int'),
  flag('ok', '合格', 'OK'),
  thr,
]);
