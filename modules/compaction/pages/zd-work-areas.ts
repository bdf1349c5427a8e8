import * as compaction from '@console/contract/compaction/resources';
import { AREA_GRID_HEIGHT } from '../ui/area-grid-size';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

/**
 * 作业信息 of vibratory compaction: the finished work areas, read-only; an abnormal one (quality state 1) goes
 * through the closure workflow, and every row's drawer shows its grid with the process monitor's renderer.
 * Fields: the contract.
 */

const columns = columnsOf(compaction.zdWorkArea, {
  areaName: { width: 190 },
  blockName: { width: 170, filter: true, optional: true },
  layerName: { width: 160 },
  startStation: { width: 100 },
  endStation: { width: 100 },
  startTime: { width: 160 },
  endTime: { width: 160 },
  workTime: { width: 100 },
  workMile: { width: 100, optional: true },
  workArea: { width: 110 },
  vibrateRatio: { width: 110 },
  timesAvg: { width: 100 },
  timesVibrateAvg: { width: 120 },
  speedAvg: { width: 110 },
  thickAvg: { width: 110, optional: true },
  passRate: { width: 100 },
  underRate: { width: 110, optional: true, sortable: false },
  alarmNum: { width: 90 },
  qualityStat: { colors: { '0': 'success', '1': 'error', '2': 'warning' }, width: 120, filter: true },
  workStat: { width: 100, optional: true },
  inspectStat: { width: 100, optional: true },
  overproofStatus: {
    colors: { '30': 'error', '60': 'error', '20': 'success' },
    choices: ['0', '10', '40', '30', '50', '60', '20'],
    width: 130,
    sortable: false,
    filter: true,
  },
  party: { width: 100, optional: true },
  reason: { width: 240, optional: true },
  standard: { width: 240, optional: true },
  crewCode: { width: 80, optional: true, sortable: false },
  // Fields of the row the list does not show (the drawer's grid reads the border from the row).
  sectionId: false,
  sectionName: false,
  processCode: false,
  groupName: false,
  border: false,
  level: false,
});

export const zdWorkInfo: ResourceScreenDef = {
  api: compaction.zdWorkArea.api,
  columns,
  keyword: true,
  sort: '-startTime',
  range: { column: 'startTime' },
  noun: compaction.zdWorkArea.noun,
  nameField: 'areaName',
  note: {
    zh: '合格率、平均遍数和振动比例由压路机的碾压轨迹按车道汇总（与趋势页相同）；网格图为逐秒轨迹扫出的遍数。',
    en:
      'Qualified share, average passes and vibration share are rolled up lane by lane from the rollers’ drives ' +
      '(as on the trend pages); the grid shows the passes swept from the fixes second by second.',
  },
  // Abnormal areas are closed through the workflow; closing one marks it handled.
  workflow: {
    timelineApi: compaction.zdWorkAreaAction.api,
    stateField: 'overproofStatus',
    when: { field: 'qualityStat', values: ['1', '2'] },
    ineligible: { zh: '该作业面质量正常，无需处置', en: 'This work area is normal: nothing to handle' },
    title: { zh: '作业面详情', en: 'Work area' },
  },
  // The area's grid above the workflow (the site plan loads with the first drawer that shows one).
  panel: { load: () => import('../ui/zd-area-panel').then((m) => m.ZdAreaPanel), height: AREA_GRID_HEIGHT },
};
