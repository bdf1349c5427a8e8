import type { SqlValue } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { type FlowSubject, flowCommands, flowStates, partySql, timelineResource } from '../quality/rules/workflow.js';
import type { FieldDef } from '../../kit/fields.js';
import type { ResourceDef } from '../../kit/resource.js';

/*
 * 作业信息: the vibratory rollers' finished work areas, written by the simulator (sim/processes/zd-areas.ts),
 * read-only but for the closure workflow (quality/rules/workflow.ts): an abnormal area (qualityStat 1) is
 * handled, reviewed and closed like a problem, and closing it marks it abnormal-handled (qualityStat 2). Its
 * grid is the process monitor's (`GET /api/zd/workArea/{id}/grid`, same ids).
 */

const SCREEN = 'zdWorkInfoManager';

const view = `SELECT w.id, w.day, w.crewCode, w.processId, p.code AS processCode, w.groupId, g.name AS groupName, w.sectionId, s.name AS sectionName, w.layerId,
    w.areaName, w.blockName, w.layerName, w.startStation, w.endStation, w.startTime, w.endTime, w.workTime, w.workMile, w.workArea, w.border,
    w.vibrateRatio, w.timesAvg, w.timesVibrateAvg, w.speedAvg, w.thickAvg, w.alarmNum, w.level, w.qualityStat, w.workStat, w.inspectStat,
    w.standard, w.reason, CASE WHEN w.qualityStat > 0 THEN w.overproofStatus END AS overproofStatus,
    CASE WHEN w.qualityStat > 0 THEN ${partySql('w.overproofStatus')} END AS party, w.passRate, w.underRate
  FROM zd_work_area w LEFT JOIN cmp_process p ON p.id = w.processId LEFT JOIN cmp_group g ON g.id = w.groupId
  LEFT JOIN site_section s ON s.id = w.sectionId`;

const fields: FieldDef[] = [
  { name: 'sectionId', label: '标段', type: 'ref', ref: { table: 'site_section' }, filter: 'eq' },
  { name: 'sectionName', label: '标段名称', type: 'text' },
  { name: 'crewCode', label: '机组', type: 'text', filter: 'eq', sortable: true },
  { name: 'processCode', label: '工艺', type: 'text' },
  { name: 'groupName', label: '分组', type: 'text' },
  { name: 'areaName', label: '作业面', type: 'text', sortable: true },
  { name: 'blockName', label: '区块', type: 'text', filter: 'like', sortable: true },
  { name: 'layerName', label: '结构层', type: 'text' },
  { name: 'startStation', label: '起点桩号', type: 'text', sortable: true },
  { name: 'endStation', label: '终点桩号', type: 'text' },
  { name: 'startTime', label: '开始时间', type: 'time', filter: 'range', sortable: true },
  { name: 'endTime', label: '结束时间', type: 'time', sortable: true },
  { name: 'workTime', label: '作业时长(h)', type: 'num', sortable: true },
  { name: 'workMile', label: '作业长度(m)', type: 'num', sortable: true },
  { name: 'workArea', label: '作业面积(m²)', type: 'num', sortable: true },
  { name: 'border', label: '边界', type: 'text' },
  { name: 'vibrateRatio', label: '振动比例(%)', type: 'num', sortable: true },
  { name: 'timesAvg', label: '平均遍数', type: 'num', sortable: true },
  { name: 'timesVibrateAvg', label: '平均振动遍数', type: 'num', sortable: true },
  { name: 'speedAvg', label: '平均速度(km/h)', type: 'num', sortable: true },
  { name: 'thickAvg', label: '松铺厚度(cm)', type: 'num' },
  { name: 'alarmNum', label: '报警数', type: 'int', sortable: true },
  { name: 'level', label: '等级', type: 'int', filter: 'eq' },
  { name: 'passRate', label: '合格率(%)', type: 'num', sortable: true },
  { name: 'underRate', label: '欠压率(%)', type: 'num', sortable: true },
  { name: 'qualityStat', label: '质量状态', type: 'int', filter: 'eq', sortable: true },
  { name: 'workStat', label: '作业状态', type: 'int', filter: 'eq' },
  { name: 'inspectStat', label: '检测状态', type: 'int', filter: 'eq' },
  { name: 'standard', label: '压实标准', type: 'text' },
  { name: 'reason', label: '异常原因', type: 'text' },
  { name: 'overproofStatus', label: '处置状态', type: 'int', filter: 'eq', sortable: true },
  { name: 'party', label: '责任方', type: 'text' },
].map((f) => ({ ...f, readOnly: true }) as FieldDef);

/** An abnormal area goes through the closure workflow; closing it marks the abnormality handled. */
const areaFlow: FlowSubject = {
  subject: 'zdWorkArea',
  table: 'zd_work_area',
  stateColumn: 'overproofStatus',
  eligible(row) {
    if (Number(row.qualityStat ?? 0) < 1) throw rejected('状态不允许此操作：该作业面质量正常，无需处置');
  },
  apply(_move, to): Record<string, SqlValue> {
    return to === flowStates.closed ? { qualityStat: 2 } : {};
  },
};

export const zdWorkAreaResources: ResourceDef[] = [
  {
    path: '/api/zd/workArea',
    table: 'zd_work_area',
    view,
    menus: [SCREEN],
    screen: SCREEN,
    noun: '作业面',
    fields,
    keyword: ['areaName', 'blockName', 'startStation', 'crewCode'],
    defaultSort: 'startTime DESC, id DESC',
    commands: flowCommands(areaFlow),
  },
  timelineResource({ path: '/api/zd/workAreaAction', subject: 'zdWorkArea', menus: [SCREEN], screen: SCREEN }),
];
