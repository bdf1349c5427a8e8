import type { StatsScreenDef } from '@/components/kit/screen-defs';
import { chartPanel as panel } from '@/components/kit/stats/chart-panel';

// The rammers' 数据统计 and 工作量统计, from the validated hits.
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
