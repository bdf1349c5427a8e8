import { createdAndUpdated, updated } from '../domain/audit.js';
import { asObject } from '../domain/validate.js';
import { ok, rejected } from '../http/reply.js';
import type { RouteDef } from '../http/router.js';
import type { Store } from '../db/database.js';
import { checkValue, type FieldDef } from './fields.js';

/**
 * A module's settings page served by definition: `GET <path>` answers the record (the defaults until
 * first saved) for the holders of its menus, `PUT <path>` replaces it for the holders of
 * `<screen>:btn_save`, checked field by field and written to the operation log.
 */
export interface SettingsDef {
  path: string;
  menus: readonly string[];
  screen: string;
  /** `optional` fields may be cleared (stored as null, their default). */
  fields: readonly (FieldDef & { default: number | string | null; optional?: boolean })[];
  /** Rules across fields, e.g. a warning threshold below the alarm one, or a reference that must exist. */
  check?(values: Record<string, unknown>, store: Store): void;
}

const name = (def: SettingsDef) => def.path.replace(/^\/api\//, '');

export function read(store: Store, def: SettingsDef): Record<string, unknown> {
  const row = store.get<{ value: string; updTime: string | null; updName: string | null }>(
    'SELECT value, updTime, updName FROM site_setting WHERE name = ?',
    name(def),
  );
  const saved = row ? (JSON.parse(row.value) as Record<string, unknown>) : {};
  const values: Record<string, unknown> = {};
  for (const field of def.fields) values[field.name] = saved[field.name] ?? field.default;
  return { ...values, updTime: row?.updTime ?? null, updName: row?.updName ?? null };
}

export function settingsRoutes(def: SettingsDef): RouteDef[] {
  return [
    { method: 'GET', path: def.path, menus: def.menus, handler: (ctx) => ok(read(ctx.app.store, def)) },
    {
      method: 'PUT',
      path: def.path,
      permission: `${def.screen}:btn_save`,
      log: { menuCode: def.screen, opt: '保存' },
      handler(ctx) {
        const body = asObject(ctx.body);
        const values: Record<string, unknown> = {};
        for (const field of def.fields) {
          const value =
            body[field.name] === undefined || body[field.name] === ''
              ? null
              : checkValue(field, body[field.name], 'write');
          if (value === null && !field.optional) throw rejected(`${field.label}不能为空`);
          values[field.name] = value;
        }
        const store = ctx.app.store;
        def.check?.(values, store);
        const key = name(def);
        store.transaction(() => {
          if (store.get('SELECT 1 FROM site_setting WHERE name = ?', key)) {
            store.run(
              'UPDATE site_setting SET value = @value, updTime = @updTime, updUser = @updUser, updName = @updName, updHost = @updHost WHERE name = @name',
              {
                name: key,
                value: JSON.stringify(values),
                ...updated(ctx.actor),
              },
            );
          } else {
            store.insert('site_setting', { name: key, value: JSON.stringify(values), ...createdAndUpdated(ctx.actor) });
          }
        });
        return ok(read(store, def));
      },
    },
  ];
}

export const displayTiles = [
  { name: 'tilePlants', label: '拌和站产量' },
  { name: 'tileDevices', label: '设备状态' },
  { name: 'tileAlarms', label: '预警' },
  { name: 'tileProgress', label: '施工进度' },
  { name: 'tileMiniPlan', label: '现场小地图' },
  { name: 'tileBatches', label: '最新拌和数据' },
] as const;

export const settingsPages: SettingsDef[] = [
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
  {
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
      if (
        values.sectionId !== null &&
        !store.get('SELECT 1 FROM site_section WHERE id = ?', values.sectionId as number)
      )
        throw rejected('进度标段不存在');
    },
  },
];
