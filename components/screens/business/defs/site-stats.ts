import type { StatsPanelDef, StatsScreenDef } from '../resource-def';

// The trend pages (趋势图, DOMAIN.md §3.2 rows 96–100) and the PDCA groups' 报警统计 (rows 88, 95): site-wide
// answers whose views name their own chart and table (`chart` panels; `lib/platform/site-stats.ts`).

const panel = (api: string, view: string, zh: string, en: string, kpis = false): StatsPanelDef => ({
  key: view,
  kind: 'chart',
  api,
  view,
  title: { zh, en },
  kpis,
});

const grade = '/api/trend/alarmGrade';
export const alarmGrade: StatsScreenDef = {
  empty: 'noAlarms',
  panels: [
    panel(grade, 'day', '每日报警（按等级）', 'Alarms per day by level', true),
    panel(grade, 'share', '报警等级占比', 'Share of alarm levels'),
    panel(grade, 'domain', '业务 × 等级', 'Domain × level'),
  ],
};

export const alarmTrend: StatsScreenDef = {
  empty: 'noAlarms',
  panels: [
    panel(
      '/api/trend/alarmTrend',
      'trend',
      '报警趋势（按类型，7日移动平均）',
      'Alarm trend by type (7-day moving average)',
      true,
    ),
  ],
};

const pass = '/api/trend/passRatio';
export const passRatio: StatsScreenDef = {
  empty: 'noRolling',
  panels: [
    panel(pass, 'trend', '每日碾压遍数合格率', 'Daily pass-qualified ratio', true),
    panel(pass, 'byCrew', '各结构层合格率', 'Qualified ratio by layer'),
  ],
};

const compliance = '/api/trend/compliance';
export const workCompliance: StatsScreenDef = {
  empty: 'noRolling',
  panels: [
    panel(compliance, 'trend', '每日作业达标率', 'Daily work compliance', true),
    panel(compliance, 'byDevice', '各设备达标率', 'Compliance by roller'),
  ],
};

const score = '/api/trend/workScore';
export const workScore: StatsScreenDef = {
  empty: 'noRolling',
  panels: [
    panel(score, 'trend', '各机组每日评分', 'Daily score by crew', true),
    panel(score, 'ranking', '设备评分排名', 'Roller ranking'),
  ],
};

const alarms = '/api/pdca/alarm/statistics';
const alarmStatistics = (domain: 'znys' | 'hj'): StatsScreenDef => ({
  params: { domain },
  empty: 'noAlarms',
  panels: [
    panel(alarms, 'type', '按报警类型', 'By alarm type', true),
    panel(alarms, 'level', '按报警等级', 'By level'),
    panel(alarms, 'day', '按日期', 'By day'),
    panel(alarms, 'top', '报警最多的设备（前10）', 'Top 10 devices'),
    panel(alarms, 'section', '按标段', 'By section'),
    panel(alarms, 'device', '按设备', 'By device'),
    panel(alarms, 'dayHour', '日期 × 小时', 'Day × hour'),
  ],
});
export const znysAlarmStatistics = alarmStatistics('znys');
export const hjAlarmStatistics = alarmStatistics('hj');

// 整改统计 (rows 83, 90): the problems found in the range through the closure workflow.
const problems = '/api/pdca/problem/statistics';
const rectifyStatistics = (domain: 'znys' | 'hj'): StatsScreenDef => ({
  params: { domain },
  empty: 'noProblems',
  panels: [
    panel(problems, 'state', '按状态', 'By state', true),
    panel(problems, 'level', '按等级', 'By level'),
    panel(problems, 'section', '按标段', 'By section'),
    panel(problems, 'party', '未闭合问题（按责任方）', 'Open problems by responsible party'),
  ],
});
export const znysRectifyStatistics = rectifyStatistics('znys');
export const hjRectifyStatistics = rectifyStatistics('hj');

// The rammers' 数据统计 and 工作量统计 (rows 34, 79), from the validated hits.
const summary = '/api/hj/summary';
export const rammingStatistics: StatsScreenDef = {
  empty: 'noHits',
  panels: [
    panel(summary, 'daily', '每日夯点数', 'Points per day', true),
    panel(summary, 'hitsPerPoint', '夯点击数分布', 'Blows per point'),
    panel(summary, 'settlement', '累计沉降分布', 'Total settlement distribution'),
  ],
};

const work = '/api/hj/work';
export const rammingWork: StatsScreenDef = {
  empty: 'noHits',
  panels: [
    panel(work, 'daily', '每日夯击数（按设备）', 'Blows per day by rig', true),
    panel(work, 'byDevice', '设备工作量', 'Work by rig'),
  ],
};

// 设备状态统计 (row 53): per roller and paver and day, from the devices' state samples and changes.
const deviceState = '/api/znys/deviceState/statistics';
export const deviceStateStatistics: StatsScreenDef = {
  empty: 'noStates',
  panels: [
    panel(deviceState, 'daily', '每日作业与怠速时长', 'Work and idle hours per day', true),
    panel(deviceState, 'byDevice', '各设备在线率与RTK固定率', 'Online and RTK-fixed share by device'),
  ],
};

// The sprinklers' 作业统计 (row 101): per vehicle and day, from the spray jobs (one per tank).
const sprayJobs = '/api/ssc/job/statistics';
export const sprayJobStatistics: StatsScreenDef = {
  empty: 'noSprayJobs',
  panels: [
    panel(sprayJobs, 'daily', '每日洒水里程（按车辆）', 'Kilometres sprayed per day by vehicle', true),
    panel(sprayJobs, 'byVehicle', '各车辆用水量', 'Water by vehicle'),
  ],
};
