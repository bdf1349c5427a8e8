import { defineModule } from '@/lib/routes/manifest';

export default defineModule({
  code: 'bigscreen',
  groups: [
    { code: 'szhsgManager', title: { zh: '数字化施工', en: 'Digital Construction' }, icon: 'screen', order: 25 },
  ],
  pages: [
    {
      code: 'szhsgScreenInfoManager',
      group: 'szhsgManager',
      title: { zh: '大屏信息', en: 'Big-Screen Info' },
      body: { kind: 'screen', screen: 'pages/big-screen#BigScreenScreen' },
      topics: ['alarm', 'bhz.lq', 'bhz.sw', 'bhz.sn', 'znys.pos'],
    },
    {
      code: 'szhsgProgressManager',
      group: 'szhsgManager',
      title: { zh: '施工进度', en: 'Progress' },
      body: { kind: 'screen', screen: 'pages/progress-screen#ProgressScreen' },
    },
    {
      code: 'szhsgProgressDisplayManager',
      group: 'szhsgManager',
      title: { zh: '进度展示控制', en: 'Progress Display Control' },
      body: { kind: 'settings', def: 'pages/display-config#displayConfig' },
    },
  ],
});
