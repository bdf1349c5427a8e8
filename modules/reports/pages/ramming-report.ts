import { reportsPages } from '@console/contract/reports/pages';
import type { ReportScreenDef } from '@/components/kit/screen-defs';

export const hjRammingReport: ReportScreenDef = {
  screen: reportsPages.pages.hjRammingReport.code,
  api: '/api/hj/report/ramming',
  filters: [
    {
      param: 'areaId',
      title: { zh: '强夯区域', en: 'Area' },
      kind: 'ref',
      ref: { api: '/api/hj/area', label: ['code', 'name'] },
    },
  ],
};
