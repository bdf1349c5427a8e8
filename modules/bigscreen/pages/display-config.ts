import type { ColumnDef, SettingsScreenDef } from '@/components/kit/screen-defs';

// The big screen's display settings: its title, timing and which tiles it shows.

const tiles = [
  { field: 'tilePlants', zh: '拌和站产量', en: 'Plant output' },
  { field: 'tileDevices', zh: '设备状态', en: 'Devices' },
  { field: 'tileAlarms', zh: '预警', en: 'Alarms' },
  { field: 'tileProgress', zh: '施工进度', en: 'Progress' },
  { field: 'tileMiniPlan', zh: '现场小地图', en: 'Mini site plan' },
  { field: 'tileBatches', zh: '最新拌和数据', en: 'Latest batches' },
] as const;

const shown = ({ field, zh, en }: (typeof tiles)[number]): ColumnDef => ({
  field,
  title: { zh, en },
  type: 'bool',
  form: { required: true },
});
// Places 1…6, each used once (the platform refuses a repeated one).
const place = ({ field, zh, en }: (typeof tiles)[number]): ColumnDef => ({
  field: `${field}Order`,
  title: { zh: `${zh}顺序`, en: `${en}: place` },
  type: 'int',
  form: { required: true, min: 1, max: tiles.length },
});

export const displayConfig: SettingsScreenDef = {
  api: '/api/szhsg/displayConfig',
  sections: [
    {
      title: { zh: '大屏', en: 'Screen' },
      fields: [
        { field: 'title', title: { zh: '大屏标题', en: 'Title' }, type: 'text', form: { required: true, max: 40 } },
        {
          field: 'rotationSeconds',
          title: { zh: '轮播间隔', en: 'Rotate every' },
          type: 'int',
          unit: 's',
          form: { required: true, min: 5, max: 600 },
        },
        {
          field: 'refreshSeconds',
          title: { zh: '刷新间隔', en: 'Refresh every' },
          type: 'int',
          unit: 's',
          form: { required: true, min: 5, max: 3600 },
        },
      ],
    },
    {
      title: { zh: '显示板块', en: 'Tiles shown' },
      fields: tiles.map(shown),
    },
    {
      title: { zh: '板块顺序', en: 'Tile order' },
      fields: tiles.map(place),
    },
    {
      title: { zh: '施工进度板块', en: 'Progress tile' },
      fields: [
        {
          field: 'sectionId',
          title: { zh: '标段', en: 'Section' },
          type: 'ref',
          ref: { api: '/api/site/section', label: ['name'] },
          form: { emptyLabel: { zh: '全部标段', en: 'All sections' } },
        },
      ],
    },
  ],
};
