import { definePages } from '../page';

/** The plants module's sidebar groups and pages. */
export const plantsPages = definePages({
  code: 'plants',
  groups: [
    { code: 'bhzManager', title: { zh: '拌和站系统', en: 'Mixing Station System' }, icon: 'factory', order: 1 },
    {
      code: 'sntzManager',
      title: { zh: '水泥混凝土拌和站', en: 'Cement Concrete Station' },
      icon: 'foundation',
      order: 10,
    },
    { code: 'lqzManager', title: { zh: '沥青拌和站', en: 'Asphalt Station' }, icon: 'oil', order: 11 },
    { code: 'swzManager', title: { zh: '水稳拌和站', en: 'Stabilised-Base Station' }, icon: 'layers', order: 12 },
  ],
  pages: {
    bhz: { code: 'bhzManager', group: 'bhzManager', title: { zh: '拌和站系统', en: 'Mixing Station System' } },
    sntzQuery: {
      code: 'sntzQueryManager',
      group: 'sntzManager',
      title: { zh: '数据查询', en: 'Data Query' },
      topics: ['bhz.sn'],
      notices: 'bhz.sn',
    },
    sntzStatistics: {
      code: 'sntzStatisticsManager',
      group: 'sntzManager',
      title: { zh: '数据统计', en: 'Statistics' },
      topics: ['bhz.sn'],
    },
    sntzAnalysis: {
      code: 'sntzAnalysisManager',
      group: 'sntzManager',
      title: { zh: '数据分析', en: 'Analysis' },
      topics: ['bhz.sn'],
    },
    lqzQuery: {
      code: 'lqzQueryManager',
      group: 'lqzManager',
      title: { zh: '数据查询', en: 'Data Query' },
      topics: ['bhz.lq'],
      notices: 'bhz.lq',
    },
    lqzStatistics: {
      code: 'lqzStatisticsManager',
      group: 'lqzManager',
      title: { zh: '数据统计', en: 'Statistics' },
      topics: ['bhz.lq'],
    },
    lqzAnalysis: {
      code: 'lqzAnalysisManager',
      group: 'lqzManager',
      title: { zh: '数据分析', en: 'Analysis' },
      topics: ['bhz.lq'],
    },
    swzQuery: {
      code: 'swzQueryManager',
      group: 'swzManager',
      title: { zh: '数据查询', en: 'Data Query' },
      topics: ['bhz.sw'],
      notices: 'bhz.sw',
    },
    swzStatistics: {
      code: 'swzStatisticsManager',
      group: 'swzManager',
      title: { zh: '数据统计', en: 'Statistics' },
      topics: ['bhz.sw'],
    },
    swzAnalysis: {
      code: 'swzAnalysisManager',
      group: 'swzManager',
      title: { zh: '数据分析', en: 'Analysis' },
      topics: ['bhz.sw'],
    },
  },
});
