import { rejected } from '../../http/reply.js';
import type { SettingsDef } from '../../kit/settings.js';

export const displayTiles = [
  { name: 'tilePlants', label: '拌和站产量' },
  { name: 'tileDevices', label: '设备状态' },
  { name: 'tileAlarms', label: '预警' },
  { name: 'tileProgress', label: '施工进度' },
  { name: 'tileMiniPlan', label: '现场小地图' },
  { name: 'tileBatches', label: '最新拌和数据' },
] as const;

/** What the big screen shows and how (进度展示控制). */
export const displayConfig: SettingsDef = {
  path: '/api/szhsg/displayConfig',
  menus: ['szhsgProgressDisplayManager'],
  screen: 'szhsgProgressDisplayManager',
  fields: [
    { name: 'title', label: '大屏标题', type: 'text', min: 1, max: 40, default: '某机场扩建工程数字化施工' },
    { name: 'rotationSeconds', label: '轮播间隔(秒)', type: 'int', min: 5, max: 600, default: 20 },
    { name: 'refreshSeconds', label: '刷新间隔(秒)', type: 'int', min: 5, max: 3600, default: 30 },
    // Tiles of the big screen, 1 shown and 0 hidden, and their places (1 first).
    ...displayTiles.map((t) => ({ name: t.name, label: t.label, type: 'int' as const, min: 0, max: 1, default: 1 })),
    ...displayTiles.map((t, i) => ({
      name: `${t.name}Order`,
      label: `${t.label}顺序`,
      type: 'int' as const,
      min: 1,
      max: displayTiles.length,
      default: i + 1,
    })),
    // The section whose progress the screen shows; none for the whole project.
    {
      name: 'sectionId',
      label: '进度标段',
      type: 'ref' as const,
      ref: { table: 'site_section' },
      optional: true,
      default: null,
    },
  ],
  check(values, store) {
    if (displayTiles.every((t) => values[t.name] === 0)) throw rejected('至少显示一个板块');
    const places = displayTiles.map((t) => values[`${t.name}Order`]);
    if (new Set(places).size !== places.length) throw rejected('板块顺序不能重复');
    if (values.sectionId !== null && !store.get('SELECT 1 FROM site_section WHERE id = ?', values.sectionId as number))
      throw rejected('进度标段不存在');
  },
};
