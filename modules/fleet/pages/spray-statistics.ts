import type { StatsScreenDef } from '@/components/kit/screen-defs';
import { chartPanel as panel } from '@/components/kit/stats/chart-panel';

// The sprinklers' 作业统计: per vehicle and day, from the spray jobs (one per tank).
const sprayJobs = '/api/ssc/job/statistics';
export const sprayJobStatistics: StatsScreenDef = {
  empty: 'noSprayJobs',
  panels: [
    panel(sprayJobs, 'daily', '每日洒水里程（按车辆）', 'Kilometres sprayed per day by vehicle', true),
    panel(sprayJobs, 'byVehicle', '各车辆用水量', 'Water by vehicle'),
  ],
};
