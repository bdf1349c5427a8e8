import type { ColumnDef, SettingsScreenDef } from '../resource-def';

// The big screen's display settings: its title, timing and which tiles it shows.

const tile = (field: string, zh: string, en: string): ColumnDef => ({ field, title: { zh, en }, type: 'bool', form: { required: true } });

export const displayConfig: SettingsScreenDef = {
  api: '/api/szhsg/displayConfig',
  screen: 'szhsgProgressDisplayManager',
  sections: [
    {
      title: { zh: '大屏', en: 'Screen' },
      fields: [
        { field: 'title', title: { zh: '大屏标题', en: 'Title' }, type: 'text', form: { required: true, max: 40 } },
        { field: 'rotationSeconds', title: { zh: '轮播间隔', en: 'Rotate every' }, type: 'int', unit: 's', form: { required: true, min: 5, max: 600 } },
        { field: 'refreshSeconds', title: { zh: '刷新间隔', en: 'Refresh every' }, type: 'int', unit: 's', form: { required: true, min: 5, max: 3600 } },
      ],
    },
    {
      title: { zh: '显示板块', en: 'Tiles shown' },
      fields: [
        tile('tilePlants', '拌和站产量', 'Plant output'),
        tile('tileDevices', '设备状态', 'Devices'),
        tile('tileAlarms', '预警', 'Alarms'),
        tile('tileProgress', '施工进度', 'Progress'),
        tile('tileMiniPlan', '现场小地图', 'Mini site plan'),
        tile('tileBatches', '最新拌和数据', 'Latest batches'),
      ],
    },
  ],
};
