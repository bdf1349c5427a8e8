import { definePages } from '../page';

/** The bigscreen module's sidebar groups and pages. */
export const bigscreenPages = definePages({
  code: 'bigscreen',
  groups: [
    { code: 'szhsgManager', title: { zh: '数字化施工', en: 'Digital Construction' }, icon: 'screen', order: 25 },
  ],
  pages: {
    szhsgScreenInfo: {
      code: 'szhsgScreenInfoManager',
      group: 'szhsgManager',
      title: { zh: '大屏信息', en: 'Big-Screen Info' },
      topics: ['alarm', 'bhz.lq', 'bhz.sw', 'bhz.sn', 'znys.pos'],
    },
    szhsgProgress: { code: 'szhsgProgressManager', group: 'szhsgManager', title: { zh: '施工进度', en: 'Progress' } },
    szhsgProgressDisplay: {
      code: 'szhsgProgressDisplayManager',
      group: 'szhsgManager',
      title: { zh: '进度展示控制', en: 'Progress Display Control' },
    },
  },
});
