import { defineModule } from '@/lib/routes/manifest';

export default defineModule({
  code: 'site',
  groups: [],
  pages: [
    {
      code: 'hjBaseMapConfigManager',
      group: 'hjManager',
      order: 5,
      title: { zh: '底图配置', en: 'Base Map Settings' },
      body: { kind: 'screen', screen: 'pages/base-map-screen#BaseMapScreen' },
    },
    {
      code: 'znysStakeDataManager',
      group: 'znysBasedataManager',
      order: 1,
      title: { zh: '桩号数据', en: 'Stake Data' },
      body: { kind: 'resource', def: 'pages/stakes#stake' },
    },
    {
      code: 'znysStakeMapEditManager',
      group: 'znysBasedataManager',
      order: 2,
      title: { zh: '桩号图编辑', en: 'Stake Map Editor' },
      body: { kind: 'screen', screen: 'pages/alignment-editor-screen#StakeMapScreen' },
    },
  ],
});
