import type { ProcessMonitorDef } from '../screen-defs';

/** 工艺监控, the home route. */
export const znysProcessMonitor: ProcessMonitorDef = {
  domain: 'znys',
  overviewApi: '/api/znys/monitor/overview',
  gridApi: '/api/znys/workArea/{id}/grid',
  cellApi: '/api/znys/workArea/{id}/cell',
  colourApi: '/api/znys/colorTable/all',
  positionTopic: 'znys.pos',
  gridTopic: 'znys.grid',
  metrics: ['passes', 'temp', 'speed', 'cmv'],
  kpis: ['activeAreas', 'passRate', 'underRate', 'speedRate', 'tempRate'],
};

/** 工艺监控 of vibratory compaction: earthwork, passes / vibratory passes / CMV. */
export const zdProcessMonitor: ProcessMonitorDef = {
  domain: 'zd',
  overviewApi: '/api/zd/monitor/overview',
  gridApi: '/api/zd/workArea/{id}/grid',
  cellApi: '/api/zd/workArea/{id}/cell',
  colourApi: '/api/znys/colorTable/all',
  positionTopic: 'zd.pos',
  gridTopic: 'zd.grid',
  metrics: ['passes', 'vibPasses', 'cmv'],
  bandsOf: { vibPasses: 'passes' },
  kpis: ['activeAreas', 'passRate', 'underRate', 'speedRate'],
};
