import { definePages } from '../page';

/** The site module's sidebar groups and pages. */
export const sitePages = definePages({
  code: 'site',
  groups: [],
  pages: {
    hjBaseMapConfig: {
      code: 'hjBaseMapConfigManager',
      group: 'hjManager',
      order: 5,
      title: { zh: '底图配置', en: 'Base Map Settings' },
    },
    znysStakeData: {
      code: 'znysStakeDataManager',
      group: 'znysBasedataManager',
      order: 1,
      title: { zh: '桩号数据', en: 'Stake Data' },
    },
    znysStakeMapEdit: {
      code: 'znysStakeMapEditManager',
      group: 'znysBasedataManager',
      order: 2,
      title: { zh: '桩号图编辑', en: 'Stake Map Editor' },
    },
  },
});
