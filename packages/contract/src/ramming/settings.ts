import { field, type Field } from '../field';
import { resource } from '../resource';

/** The rammers' and the DDC rigs' global settings (全局配置, 参数配置): what the platform judges their data with. */

/** A setting every save must give, with its bounds and its value until first saved. */
const setting = (
  name: string,
  zh: string,
  en: string,
  type: 'int' | 'num',
  unit: string | undefined,
  [min, max, value]: [number, number, number],
): Field => field(name, zh, en, type, { ...(unit ? { unit } : {}), required: true, min, max, default: value });

/** A number of seconds: the console writes the unit as `s`, the platform's refusals as 秒. */
const seconds = (name: string, zh: string, en: string, bounds: [number, number, number]): Field => ({
  ...setting(name, zh, en, 'int', 's', bounds),
  heading: { zh: `${zh}(秒)`, en: `${en} (s)` },
});

const offline = seconds('offlineTimeoutSeconds', '离线超时', 'Offline after', [10, 3600, 120]);

export const hjConfig = resource('/api/hj/config', { zh: '全局配置', en: 'global settings' }, [
  offline,
  seconds('duplicateWindowSeconds', '重复数据窗口', 'Duplicate window', [0, 600, 5]),
  setting('antennaOffsetM', '天线偏移', 'Antenna offset', 'num', 'm', [0, 20, 2.4]),
  setting('matchRadiusM', '点位匹配半径', 'Point match radius', 'num', 'm', [0.1, 10, 1.5]),
  seconds('minHitIntervalSeconds', '最短夯击间隔', 'Shortest hit interval', [1, 600, 20]),
]);

export const ddcConfig = resource('/api/ddc/config', { zh: '参数配置', en: 'configuration' }, [
  offline,
  setting('depthZeroM', '深度零点', 'Depth zero', 'num', 'm', [-5, 5, 0]),
  setting('depthScale', '深度系数', 'Depth scale', 'num', undefined, [0.5, 2, 1]),
  seconds('fillThresholdSeconds', '填料事件阈值', 'Fill event after', [1, 600, 30]),
  seconds('ramThresholdSeconds', '夯扩事件阈值', 'Ram event after', [1, 600, 8]),
  setting('pileMatchRadiusM', '桩位匹配半径', 'Pile match radius', 'num', 'm', [0.1, 5, 0.8]),
]);
