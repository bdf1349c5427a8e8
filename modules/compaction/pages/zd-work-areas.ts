import { AREA_GRID_HEIGHT } from '../ui/area-grid-size';
import type { ColumnDef, ResourceScreenDef } from '@/components/kit/screen-defs';

/**
 * 作业信息 of vibratory compaction: the finished work areas, read-only; an abnormal one (quality state 1) goes
 * through the closure workflow, and every row's drawer shows its grid with the process monitor's renderer.
 */

const col = (
  field: string,
  zh: string,
  en: string,
  type: ColumnDef['type'],
  rest: Partial<ColumnDef> = {},
): ColumnDef => ({ field, title: { zh, en }, type, width: 110, ...rest });

const columns: ColumnDef[] = [
  col('areaName', '作业面', 'Work area', 'text', { width: 190, sortable: true }),
  col('blockName', '区块/幅', 'Block / side', 'text', { width: 170, sortable: true, filter: true, optional: true }),
  col('layerName', '结构层', 'Layer', 'text', { width: 160 }),
  col('startStation', '起点桩号', 'From stake', 'text', { width: 100, sortable: true }),
  col('endStation', '终点桩号', 'To stake', 'text', { width: 100 }),
  col('startTime', '开始时间', 'Start', 'time', { width: 160, sortable: true }),
  col('endTime', '结束时间', 'End', 'time', { width: 160, sortable: true }),
  col('workTime', '作业时长', 'Duration', 'num', { unit: 'h', width: 100, sortable: true }),
  col('workMile', '作业长度', 'Length', 'num', { unit: 'm', width: 100, sortable: true, optional: true }),
  col('workArea', '作业面积', 'Area', 'num', { unit: 'm²', width: 110, sortable: true }),
  col('vibrateRatio', '振动比例', 'Vibration share', 'num', { unit: '%', width: 110, sortable: true }),
  col('timesAvg', '平均遍数', 'Avg. passes', 'num', { width: 100, sortable: true }),
  col('timesVibrateAvg', '平均振动遍数', 'Avg. vib. passes', 'num', { width: 120, sortable: true }),
  col('speedAvg', '平均速度', 'Avg. speed', 'num', { unit: 'km/h', width: 110, sortable: true }),
  col('thickAvg', '松铺厚度', 'Loose thickness', 'num', { unit: 'cm', width: 110, optional: true }),
  col('passRate', '合格率', 'Qualified', 'num', { unit: '%', width: 100, sortable: true }),
  col('underRate', '欠压率', 'Under-compacted', 'num', { unit: '%', width: 110, optional: true }),
  col('alarmNum', '报警数', 'Alarms', 'int', { width: 90, sortable: true }),
  col('qualityStat', '质量状态', 'Quality', 'enum', {
    dict: 'workAreaQuality',
    colors: { '0': 'success', '1': 'error', '2': 'warning' },
    width: 120,
    sortable: true,
    filter: true,
  }),
  col('workStat', '作业状态', 'Work', 'enum', { dict: 'workAreaWork', width: 100, optional: true }),
  col('inspectStat', '检测状态', 'Inspection', 'enum', { dict: 'workAreaInspect', width: 100, optional: true }),
  col('overproofStatus', '处置状态', 'Handling', 'enum', {
    dict: 'flowState',
    colors: { '30': 'error', '60': 'error', '20': 'success' },
    choices: ['0', '10', '40', '30', '50', '60', '20'],
    width: 130,
    filter: true,
  }),
  col('party', '责任方', 'Responsible', 'text', { width: 100, optional: true }),
  col('reason', '异常原因', 'Abnormality', 'text', { width: 240, optional: true }),
  col('standard', '压实标准', 'Standard', 'text', { width: 240, optional: true }),
  col('crewCode', '机组', 'Crew', 'text', { width: 80, optional: true }),
];

export const zdWorkInfo: ResourceScreenDef = {
  api: '/api/zd/workArea',
  screen: 'zdWorkInfoManager',
  columns,
  keyword: true,
  sort: '-startTime',
  range: { column: 'startTime' },
  noun: { zh: '作业面', en: 'work area' },
  nameField: 'areaName',
  note: {
    zh: '合格率、平均遍数和振动比例由压路机的碾压轨迹按车道汇总（与趋势页相同）；网格图为逐秒轨迹扫出的遍数。',
    en: 'Qualified share, average passes and vibration share are rolled up lane by lane from the rollers’ drives (as on the trend pages); the grid shows the passes swept from the fixes second by second.',
  },
  // Abnormal areas are closed through the workflow; closing one marks it handled.
  workflow: {
    timelineApi: '/api/zd/workAreaAction',
    stateField: 'overproofStatus',
    when: { field: 'qualityStat', values: ['1', '2'] },
    ineligible: { zh: '该作业面质量正常，无需处置', en: 'This work area is normal: nothing to handle' },
    title: { zh: '作业面详情', en: 'Work area' },
  },
  // The area's grid above the workflow (the site plan loads with the first drawer that shows one).
  panel: { load: () => import('../ui/zd-area-panel').then((m) => m.ZdAreaPanel), height: AREA_GRID_HEIGHT },
};
