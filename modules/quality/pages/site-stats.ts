import type { StatsScreenDef } from '@/components/kit/screen-defs';
import { chartPanel as panel } from '@/components/kit/stats/chart-panel';

// The trend pages (趋势图) and the PDCA groups' 报警统计 and 整改统计: site-wide answers whose views name their
// own chart and table.

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

// 整改统计: the problems found in the range through the closure workflow.
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
