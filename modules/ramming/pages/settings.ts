import type { ColumnDef, SettingsScreenDef } from '@/components/kit/screen-defs';

// Settings pages of the ramming family: what the platform uses to judge the rigs' data.

const int = (field: string, zh: string, en: string, unit: string, min: number, max: number): ColumnDef => ({
  field,
  title: { zh, en },
  type: 'int',
  unit,
  form: { required: true, min, max },
});
const num = (field: string, zh: string, en: string, unit: string | undefined, min: number, max: number): ColumnDef => ({
  field,
  title: { zh, en },
  type: 'num',
  ...(unit ? { unit } : {}),
  form: { required: true, min, max },
});

export const hjConfig: SettingsScreenDef = {
  api: '/api/hj/config',
  sections: [
    {
      title: { zh: '设备与数据', en: 'Devices and data' },
      fields: [
        int('offlineTimeoutSeconds', '离线超时', 'Offline after', 's', 10, 3600),
        int('duplicateWindowSeconds', '重复数据窗口', 'Duplicate window', 's', 0, 600),
        num('antennaOffsetM', '天线偏移', 'Antenna offset', 'm', 0, 20),
      ],
    },
    {
      title: { zh: '夯点判定', en: 'Ramming points' },
      fields: [
        num('matchRadiusM', '点位匹配半径', 'Point match radius', 'm', 0.1, 10),
        int('minHitIntervalSeconds', '最短夯击间隔', 'Shortest hit interval', 's', 1, 600),
      ],
    },
  ],
};

export const ddcConfig: SettingsScreenDef = {
  api: '/api/ddc/config',
  sections: [
    {
      title: { zh: '设备', en: 'Devices' },
      fields: [int('offlineTimeoutSeconds', '离线超时', 'Offline after', 's', 10, 3600)],
    },
    {
      title: { zh: '深度标定', en: 'Depth calibration' },
      fields: [
        num('depthZeroM', '深度零点', 'Depth zero', 'm', -5, 5),
        num('depthScale', '深度系数', 'Depth scale', undefined, 0.5, 2),
      ],
    },
    {
      title: { zh: '事件判定', en: 'Events' },
      fields: [
        int('fillThresholdSeconds', '填料事件阈值', 'Fill event after', 's', 1, 600),
        int('ramThresholdSeconds', '夯扩事件阈值', 'Ram event after', 's', 1, 600),
        num('pileMatchRadiusM', '桩位匹配半径', 'Pile match radius', 'm', 0.1, 5),
      ],
    },
  ],
};
