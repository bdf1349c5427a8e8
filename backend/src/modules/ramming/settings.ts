import type { SettingsDef } from '../../kit/settings.js';

/** The rammers' and the DDC rigs' global settings (全局配置, 参数配置). */
export const rammingSettings: SettingsDef[] = [
  {
    path: '/api/hj/config',
    menus: ['hjGlobalConfigManager'],
    screen: 'hjGlobalConfigManager',
    fields: [
      { name: 'offlineTimeoutSeconds', label: '离线超时(秒)', type: 'int', min: 10, max: 3600, default: 120 },
      { name: 'matchRadiusM', label: '点位匹配半径(m)', type: 'num', min: 0.1, max: 10, default: 1.5 },
      { name: 'minHitIntervalSeconds', label: '最短夯击间隔(秒)', type: 'int', min: 1, max: 600, default: 20 },
      { name: 'duplicateWindowSeconds', label: '重复数据窗口(秒)', type: 'int', min: 0, max: 600, default: 5 },
      { name: 'antennaOffsetM', label: '天线偏移(m)', type: 'num', min: 0, max: 20, default: 2.4 },
    ],
  },
  {
    path: '/api/ddc/config',
    menus: ['ddcConfigManager'],
    screen: 'ddcConfigManager',
    fields: [
      { name: 'offlineTimeoutSeconds', label: '离线超时(秒)', type: 'int', min: 10, max: 3600, default: 120 },
      { name: 'depthZeroM', label: '深度零点(m)', type: 'num', min: -5, max: 5, default: 0 },
      { name: 'depthScale', label: '深度系数', type: 'num', min: 0.5, max: 2, default: 1 },
      { name: 'fillThresholdSeconds', label: '填料事件阈值(秒)', type: 'int', min: 1, max: 600, default: 30 },
      { name: 'ramThresholdSeconds', label: '夯扩事件阈值(秒)', type: 'int', min: 1, max: 600, default: 8 },
      { name: 'pileMatchRadiusM', label: '桩位匹配半径(m)', type: 'num', min: 0.1, max: 5, default: 0.8 },
    ],
  },
];
