import type { SqlValue } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { type FlowSubject, flowCommands, flowStates, partySql, timelineResource } from '../../kit/workflow.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { compactionPages } from '@console/contract/compaction/pages';
import { zdWorkArea, zdWorkAreaAction } from '@console/contract/compaction/resources';

/*
 * 作业信息: the vibratory rollers' finished work areas, written by the simulator (sim/processes/zd-areas.ts),
 * read-only but for the closure workflow (quality/rules/workflow.ts): an abnormal area (qualityStat 1) is
 * handled, reviewed and closed like a problem, and closing it marks it abnormal-handled (qualityStat 2). Its
 * grid is the process monitor's (`GET /api/zd/workArea/{id}/grid`, same ids).
 */

const SCREEN = compactionPages.pages.zdWorkInfo.code;

const view = `SELECT w.id, w.crewCode, p.code AS processCode, g.name AS groupName, w.sectionId, s.name AS sectionName,
    w.areaName, w.blockName, w.layerName, w.startStation, w.endStation, w.startTime, w.endTime, w.workTime, w.workMile,
    w.workArea, w.border,
    w.vibrateRatio, w.timesAvg, w.timesVibrateAvg, w.speedAvg, w.thickAvg, w.alarmNum, w.level, w.qualityStat,
    w.workStat, w.inspectStat,
    w.standard, w.reason, CASE WHEN w.qualityStat > 0 THEN w.overproofStatus END AS overproofStatus,
    CASE WHEN w.qualityStat > 0 THEN ${partySql('w.overproofStatus')} END AS party, w.passRate, w.underRate
  FROM zd_work_area w LEFT JOIN cmp_process p ON p.id = w.processId LEFT JOIN cmp_group g ON g.id = w.groupId
  LEFT JOIN site_section s ON s.id = w.sectionId`;

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
    ...declaredAs(zdWorkArea, { sectionId: { ref: { table: 'site_section' } } }),
    table: 'zd_work_area',
    view,
    menus: [SCREEN],
    screen: SCREEN,
    keyword: ['areaName', 'blockName', 'startStation', 'crewCode'],
    defaultSort: 'startTime DESC, id DESC',
    commands: flowCommands(areaFlow),
  },
  {
    ...timelineResource({ path: zdWorkAreaAction.api, subject: 'zdWorkArea', menus: [SCREEN], screen: SCREEN }),
    ...declaredAs(zdWorkAreaAction),
  },
];
