import type { ProcessMonitorDef } from '../resource-def';

/** 工艺监控, the home route (DOMAIN.md §3.2 row 42). */
export const znysProcessMonitor: ProcessMonitorDef = {
  domain: 'znys',
  overviewApi: '/api/znys/monitor/overview',
  gridApi: '/api/znys/workArea/{id}/grid',
  cellApi: '/api/znys/workArea/{id}/cell',
  colourApi: '/api/znys/colorTable/all',
  positionTopic: 'znys.pos',
  metrics: ['passes', 'temp', 'speed', 'cmv'],
};
