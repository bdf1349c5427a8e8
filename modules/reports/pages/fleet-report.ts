import { fleetReportTypes } from '@console/contract/fleet/reports';
import { reportsPages } from '@console/contract/reports/pages';
import type { ReportScreenDef } from '@/components/kit/screen-defs';

// 车辆报表: the haul trucks' trips, stops, a summary per truck and day, and one truck's route. The rows, titles and
// totals are the platform's; the page chooses the report, the truck and the days.

const titles = {
  trips: { zh: '行程报表', en: 'Trips' },
  stops: { zh: '停车报表', en: 'Stops' },
  summary: { zh: '汇总报表', en: 'Summary' },
  route: { zh: '轨迹报表', en: 'Route' },
} as const;

export const ylcFleetReport: ReportScreenDef = {
  screen: reportsPages.pages.ylcFleetReport.code,
  api: '/api/ylc/report/{type}',
  types: fleetReportTypes.map((code) => ({
    code,
    title: titles[code],
    ...(code === 'route' ? { needs: 'vehicleId' } : {}),
  })),
  filters: [
    {
      param: 'vehicleId',
      title: { zh: '车辆', en: 'Vehicle' },
      kind: 'ref',
      ref: { api: '/api/ylc/device', label: ['code', 'name'] },
    },
  ],
};
