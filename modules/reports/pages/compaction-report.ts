import { reportsPages } from '@console/contract/reports/pages';
import * as site from '@console/contract/site/resources';
import type { ReportScreenDef } from '@/components/kit/screen-defs';

// 报表管理 (compaction: per work area, day and section, stake) and 夯击明细报表 (per design point). The
// numbers, titles and totals are the platform's; the page only chooses the conditions.

export const znysReport: ReportScreenDef = {
  screen: reportsPages.pages.znysReport.code,
  api: '/api/znys/report/{type}',
  types: [
    { code: 'dailySection', title: { zh: '标段日报', en: 'Daily section' } },
    { code: 'workArea', title: { zh: '作业面压实', en: 'Work area' } },
    { code: 'stake', title: { zh: '桩号明细', en: 'Per stake' } },
  ],
  conditions: {
    api: '/api/znys/reportCondition',
    typeField: 'reportType',
    title: { zh: '报表条件', en: 'Saved condition' },
  },
  filters: [
    {
      param: 'sectionId',
      title: { zh: '标段', en: 'Section' },
      kind: 'ref',
      ref: { api: site.section.api, label: ['code', 'name'] },
    },
    {
      param: 'layerId',
      title: { zh: '结构层', en: 'Layer' },
      kind: 'ref',
      ref: { api: site.layer.api, label: ['sectionName', 'name'] },
    },
    { param: 'fromChainage', title: { zh: '起点里程', en: 'From chainage' }, kind: 'num', unit: 'm', max: 1_000_000 },
    { param: 'toChainage', title: { zh: '终点里程', en: 'To chainage' }, kind: 'num', unit: 'm', max: 1_000_000 },
  ],
};
