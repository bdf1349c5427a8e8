import type { StatsScreenDef } from '@/components/kit/screen-defs';
import { chartPanel as panel } from '@/components/kit/stats/chart-panel';

// 设备状态统计: per roller and paver and day, from the devices' state samples and changes.
const deviceState = '/api/znys/deviceState/statistics';
export const deviceStateStatistics: StatsScreenDef = {
  empty: 'noStates',
  panels: [
    panel(deviceState, 'daily', '每日作业与怠速时长', 'Work and idle hours per day', true),
    panel(deviceState, 'byDevice', '各设备在线率与RTK固定率', 'Online and RTK-fixed share by device'),
  ],
};
