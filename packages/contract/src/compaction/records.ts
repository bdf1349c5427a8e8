import { field, type Field, type FieldType, type Text } from '../field';
import { timelineFields } from '../quality/resources';
import { resource } from '../resource';

/**
 * The compaction module's logs and base data (the platform writes the logs; people the stake areas, report
 * conditions and messages), the vibratory rollers' finished work areas, and the rollers' raw data.
 */

const computed = (
  name: string,
  zh: string,
  en: string,
  type: FieldType,
  rules: Omit<Field, 'name' | 'label' | 'type'> = {},
) => field(name, zh, en, type, { ...rules, computed: true });
const heading = (zh: string, en: string): Text => ({ zh, en });
const updTime = (sortable: boolean) =>
  computed('updTime', '更新时间', 'Updated', 'time', sortable ? { sortable: true } : {});

// Logs: sign-ins on tablets and in the console, process starts and stops.

export const loginLog = resource('/api/znys/loginLog', { zh: '登录记录', en: 'sign-in' }, [
  computed('loginTime', '登录时间', 'Signed in', 'time', { filter: 'range', sortable: true }),
  computed('userName', '用户', 'User', 'text', { filter: 'like', sortable: true }),
  computed('operatorName', '机手', 'Operator', 'text', { sortable: true }),
  computed('client', '客户端', 'Client', 'enum', {
    dict: 'loginClient',
    values: ['web', 'pad'],
    filter: 'eq',
    sortable: true,
  }),
  computed('tabletCode', '平板', 'Tablet', 'text', { sortable: true }),
  computed('deviceCode', '设备', 'Device', 'text', { filter: 'like', sortable: true }),
  computed('ip', 'IP', 'IP', 'text', { sortable: true }),
  computed('result', '结果', 'Result', 'enum', {
    dict: 'loginResult',
    values: ['success', 'fail'],
    filter: 'eq',
    sortable: true,
  }),
  computed('message', '说明', 'Message', 'text'),
  computed('logoutTime', '退出时间', 'Signed out', 'time', { sortable: true }),
  computed('duration', '在线时长', 'Duration', 'int', {
    unit: 'min',
    sortable: true,
    heading: heading('在线时长(分钟)', 'Duration (min)'),
  }),
]);

export const processLog = resource('/api/znys/processLog', { zh: '工艺日志', en: 'process log entry' }, [
  computed('t', '时间', 'Time', 'time', { filter: 'range', sortable: true }),
  computed('domain', '业务', 'Domain', 'enum', {
    dict: 'compactionDomain',
    values: ['znys', 'zd'],
    filter: 'eq',
    sortable: true,
  }),
  computed('processCode', '工艺编号', 'Process', 'text', { filter: 'like', sortable: true }),
  computed('processName', '工艺名称', 'Process name', 'text', { sortable: true }),
  computed('action', '操作', 'Action', 'enum', {
    dict: 'processAction',
    values: ['start', 'finish'],
    filter: 'eq',
    sortable: true,
  }),
  computed('crewCode', '分组', 'Crew', 'text', { filter: 'like', sortable: true }),
  computed('byName', '操作人', 'By', 'text', { sortable: true }),
  computed('detail', '详情', 'Detail', 'text'),
]);

// Base data: stake areas of the road and apron, report conditions, messages to the operators' tablets.

const sectionName = computed('sectionName', '标段', 'Section', 'text', {
  sortable: true,
  heading: heading('标段名称', 'Section name'),
});
const layerName = computed('layerName', '结构层', 'Layer', 'text', { heading: heading('结构层名称', 'Layer name') });
const chainage = (name: string, zh: string, en: string, sortable: boolean) =>
  field(name, zh, en, 'num', { min: 0, max: 1_000_000, input: 'chainage', ...(sortable ? { sortable: true } : {}) });

export const stakeArea = resource('/api/site/stakeArea', { zh: '桩号区域', en: 'stake area' }, [
  field('name', '区域名称', 'Name', 'text', { required: true, max: 64, filter: 'like', sortable: true }),
  field('sectionId', '标段', 'Section', 'ref', { required: true, createOnly: true, filter: 'eq' }),
  sectionName,
  field('layerId', '结构层', 'Layer', 'ref', { filter: 'eq' }),
  layerName,
  chainage('fromChainage', '起点里程', 'From chainage', true),
  chainage('toChainage', '终点里程', 'To chainage', true),
  field('offsetFrom', '起始偏距', 'From offset', 'num', { unit: 'm', min: -100, max: 100 }),
  field('offsetTo', '终止偏距', 'To offset', 'num', { unit: 'm', min: -100, max: 100 }),
  // A road strip's outline follows its chainages and offsets; an apron area's is drawn.
  field('polygon', '区域边界', 'Outline', 'text', { max: 20_000, input: 'plan' }),
  computed('area', '面积', 'Area', 'num', { unit: 'm²', sortable: true }),
  updTime(true),
]);

export const reportTypes = ['workArea', 'dailySection', 'stake'] as const;

export const reportCondition = resource('/api/znys/reportCondition', { zh: '报表条件', en: 'report condition' }, [
  field('name', '条件名称', 'Name', 'text', { required: true, max: 64, unique: true, sortable: true }),
  field('reportType', '报表类型', 'Report', 'enum', {
    dict: 'reportType',
    values: reportTypes,
    required: true,
    filter: 'eq',
    sortable: true,
  }),
  field('sectionId', '标段', 'Section', 'ref', { required: true, filter: 'eq' }),
  sectionName,
  field('layerId', '结构层', 'Layer', 'ref'),
  layerName,
  chainage('fromChainage', '起点里程', 'From chainage', false),
  chainage('toChainage', '终点里程', 'To chainage', false),
  field('periodRule', '周期', 'Period', 'enum', {
    dict: 'periodRule',
    values: ['daily', 'weekly', 'monthly'],
    required: true,
    sortable: true,
  }),
  field('recipients', '接收人', 'Recipients', 'text', { max: 500, personal: true }),
  updTime(true),
]);

// One string: a message type spelled alone would read as another module's code to the page-code check.
export const messageTypes = 'notice process safety quality'.split(' ');
export const messageTargets = ['all', 'znys', 'zd'] as const;

export const message = resource('/api/znys/message', { zh: '消息', en: 'message' }, [
  computed('t', '时间', 'Time', 'time', { filter: 'range', sortable: true }),
  field('type', '类型', 'Type', 'enum', {
    dict: 'messageType',
    values: messageTypes,
    required: true,
    filter: 'eq',
    sortable: true,
  }),
  field('title', '标题', 'Title', 'text', { required: true, max: 64, sortable: true }),
  field('content', '内容', 'Content', 'text', { required: true, max: 500, multiline: true }),
  field('target', '发送对象', 'Sent to', 'enum', {
    dict: 'messageTarget',
    values: messageTargets,
    required: true,
    filter: 'eq',
    sortable: true,
  }),
  computed('status', '状态', 'Status', 'enum', {
    dict: 'messageStatus',
    values: ['draft', 'sent'],
    filter: 'eq',
    sortable: true,
  }),
  computed('sentAt', '发送时间', 'Sent at', 'time', { sortable: true }),
  computed('sentBy', '发送人', 'Sent by', 'text'),
  computed('readCount', '已读数', 'Read', 'int', { sortable: true }),
  updTime(false),
]);

/**
 * 作业信息: the vibratory rollers' finished work areas, written by the simulator; an abnormal one (quality state 1)
 * goes through the closure workflow (`overproofStatus`, the workflow's state while it has one).
 */
export const zdWorkArea = resource('/api/zd/workArea', { zh: '作业面', en: 'work area' }, [
  computed('areaName', '作业面', 'Work area', 'text', { sortable: true }),
  computed('blockName', '区块/幅', 'Block / side', 'text', {
    filter: 'like',
    sortable: true,
    heading: heading('区块', 'Block'),
  }),
  computed('layerName', '结构层', 'Layer', 'text'),
  computed('startStation', '起点桩号', 'From stake', 'text', { sortable: true }),
  computed('endStation', '终点桩号', 'To stake', 'text'),
  computed('startTime', '开始时间', 'Start', 'time', { filter: 'range', sortable: true }),
  computed('endTime', '结束时间', 'End', 'time', { sortable: true }),
  computed('workTime', '作业时长', 'Duration', 'num', { unit: 'h', sortable: true }),
  computed('workMile', '作业长度', 'Length', 'num', { unit: 'm', sortable: true }),
  computed('workArea', '作业面积', 'Area', 'num', { unit: 'm²', sortable: true }),
  computed('vibrateRatio', '振动比例', 'Vibration share', 'num', { unit: '%', sortable: true }),
  computed('timesAvg', '平均遍数', 'Avg. passes', 'num', { sortable: true }),
  computed('timesVibrateAvg', '平均振动遍数', 'Avg. vib. passes', 'num', { sortable: true }),
  computed('speedAvg', '平均速度', 'Avg. speed', 'num', { unit: 'km/h', sortable: true }),
  computed('thickAvg', '松铺厚度', 'Loose thickness', 'num', { unit: 'cm' }),
  computed('passRate', '合格率', 'Qualified', 'num', { unit: '%', sortable: true }),
  computed('underRate', '欠压率', 'Under-compacted', 'num', { unit: '%', sortable: true }),
  computed('alarmNum', '报警数', 'Alarms', 'int', { sortable: true }),
  computed('qualityStat', '质量状态', 'Quality', 'int', { dict: 'workAreaQuality', filter: 'eq', sortable: true }),
  computed('workStat', '作业状态', 'Work', 'int', { dict: 'workAreaWork', filter: 'eq' }),
  computed('inspectStat', '检测状态', 'Inspection', 'int', { dict: 'workAreaInspect', filter: 'eq' }),
  computed('overproofStatus', '处置状态', 'Handling', 'int', { dict: 'flowState', filter: 'eq', sortable: true }),
  computed('party', '责任方', 'Responsible', 'text'),
  computed('reason', '异常原因', 'Abnormality', 'text'),
  computed('standard', '压实标准', 'Standard', 'text'),
  computed('crewCode', '机组', 'Crew', 'text', { filter: 'eq', sortable: true }),
  computed('sectionId', '标段', 'Section', 'ref', { filter: 'eq' }),
  computed('sectionName', '标段名称', 'Section name', 'text'),
  computed('processCode', '工艺', 'Process', 'text'),
  computed('groupName', '分组', 'Group', 'text'),
  computed('border', '边界', 'Border', 'text'),
  computed('level', '等级', 'Level', 'int', { filter: 'eq' }),
]);

/** The closure timeline of an abnormal work area (`/api/zd/workAreaAction/all?subjectId=`), as the problems' is. */
export const zdWorkAreaAction = resource(
  '/api/zd/workAreaAction',
  { zh: '处置记录', en: 'handling record' },
  timelineFields,
);

// Raw roller data: fixes (1 Hz) of the znys and zd rollers, the packets that carried them, and the latest fix of
// each roller. The platform reads them from the simulator's trajectories, not from a table of rows.

const device = computed('deviceId', '设备', 'Device', 'ref', { filter: 'eq' });
const deviceCode = (sortable: boolean) =>
  computed('deviceCode', '设备', 'Device', 'text', {
    ...(sortable ? { sortable: true } : {}),
    heading: heading('设备编号', 'Device code'),
  });
const deviceName = computed('deviceName', '设备名称', 'Name', 'text');

/** What a fix measured, in the order its columns are read; `sorted` are the ones a list sorts by. */
const measured = (sorted: readonly string[]): Field[] =>
  [
    computed('x', 'X', 'X', 'num', { unit: 'm' }),
    computed('y', 'Y', 'Y', 'num', { unit: 'm' }),
    computed('z', '高程', 'Elevation', 'num', { unit: 'm', heading: heading('Z(m)', 'Z (m)') }),
    computed('heading', '航向', 'Heading', 'num', { unit: '°' }),
    computed('speed', '速度', 'Speed', 'num', { unit: 'km/h' }),
    computed('vibOn', '振动', 'Vibration', 'int', { dict: 'onOff' }),
    computed('freq', '频率', 'Frequency', 'num', { unit: 'Hz' }),
    computed('amplitude', '振幅', 'Amplitude', 'num', { unit: 'mm' }),
    computed('accel', '加速度', 'Acceleration', 'num', { unit: 'g' }),
    computed('cmv', 'CMV', 'CMV', 'num'),
    computed('surfaceTemp', '表面温度', 'Surface temp.', 'num', { unit: '°C' }),
    computed('gnssQuality', '定位质量', 'GNSS quality', 'int', { dict: 'gnssQuality' }),
    computed('sats', '卫星数', 'Satellites', 'int'),
    computed('hdop', 'HDOP', 'HDOP', 'num'),
  ].map((f) => (sorted.includes(f.name) ? { ...f, sortable: true } : f));

const fixFields: Field[] = [
  device,
  computed('t', '时间', 'Time', 'time', { filter: 'range', sortable: true }),
  deviceCode(false),
  deviceName,
  ...measured([]),
];

/** A roller's fixes in a window of up to 24 hours (`deviceId` required), newest first. */
export const znysFix = resource('/api/znys/fix', { zh: '定位数据', en: 'fix' }, fixFields);
export const zdFix = resource('/api/zd/fix', { zh: '原始数据', en: 'raw record' }, fixFields);

/** The latest fix of every roller at the present. */
export const latestFix = resource('/api/znys/fix/latest', { zh: '实时数据', en: 'latest fix' }, [
  deviceCode(true),
  deviceName,
  computed('t', '时间', 'Time', 'time', { sortable: true }),
  ...measured(['speed', 'surfaceTemp', 'gnssQuality']),
  device,
]);

export const parseStatuses = ['ok', 'crc', 'unknownDevice', 'late'] as const;

/** The packets received from the rollers in a window of up to 24 hours, newest first. */
export const packet = resource('/api/znys/packet', { zh: '接收数据', en: 'packet' }, [
  device,
  computed('receivedAt', '接收时间', 'Received', 'time', { filter: 'range', sortable: true }),
  deviceCode(false),
  computed('protocol', '协议', 'Protocol', 'enum', { dict: 'packetProtocol' }),
  computed('bytes', '字节数', 'Bytes', 'int'),
  computed('parseStatus', '解析结果', 'Parse result', 'enum', {
    dict: 'parseStatus',
    values: parseStatuses,
    filter: 'eq',
  }),
  computed('payload', '报文（HEX）', 'Payload (hex)', 'text', { heading: heading('报文(HEX)', 'Payload (HEX)') }),
  deviceName,
]);
