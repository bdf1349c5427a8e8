import type { ResourceScreenDef } from '../resource-def';

// The site's geometry registries.

export const stake: ResourceScreenDef = {
  api: '/api/site/stake',
  screen: 'znysStakeDataManager',
  columns: [
    {
      field: 'sectionId',
      title: { zh: '标段', en: 'Section' },
      type: 'ref',
      ref: { api: '/api/site/section', label: ['code', 'name'] },
      shownAs: 'sectionName',
      hidden: true,
      filter: true,
      form: { required: true },
    },
    { field: 'sectionName', title: { zh: '标段', en: 'Section' }, type: 'text', width: 160, sortable: true, form: false },
    {
      field: 'name',
      title: { zh: '桩号', en: 'Stake' },
      type: 'text',
      width: 110,
      sortable: true,
      form: { required: true, pattern: /^K\d{1,4}\+\d{3}(\.\d{1,3})?$/, patternMessage: { zh: '格式为 K0+000', en: 'Written as K0+000' } },
    },
    { field: 'chainage', title: { zh: '里程', en: 'Chainage' }, type: 'num', unit: 'm', width: 100, sortable: true, form: { required: true, min: 0, max: 1_000_000 } },
    { field: 'x', title: { zh: 'X', en: 'X' }, type: 'num', unit: 'm', width: 100, sortable: true, form: { required: true, min: -1_000_000, max: 1_000_000 } },
    { field: 'y', title: { zh: 'Y', en: 'Y' }, type: 'num', unit: 'm', width: 100, sortable: true, form: { required: true, min: -1_000_000, max: 1_000_000 } },
    { field: 'azimuth', title: { zh: '方位角', en: 'Azimuth' }, type: 'num', unit: '°', width: 100, form: { required: true, min: 0, max: 360 } },
    { field: 'leftWidth', title: { zh: '左幅宽', en: 'Left width' }, type: 'num', unit: 'm', width: 100, form: { required: true, min: 0, max: 200 } },
    { field: 'rightWidth', title: { zh: '右幅宽', en: 'Right width' }, type: 'num', unit: 'm', width: 100, form: { required: true, min: 0, max: 200 } },
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'chainage',
  noun: { zh: '桩号', en: 'stake' },
  nameField: 'name',
};
