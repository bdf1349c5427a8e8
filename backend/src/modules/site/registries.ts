import type { Store, SqlValue } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import type { ResourceDef } from '../../kit/resource.js';

// The site's geometry registries.

const STAKE_NAME = /^K\d{1,4}\+\d{3}(\.\d{1,3})?$/;

function stakeNameFree(store: Store, row: Record<string, SqlValue>, before?: Record<string, unknown>): void {
  const sectionId = row.sectionId ?? before?.sectionId;
  const name = row.name ?? before?.name;
  const other = store.get<{ id: number }>(
    'SELECT id FROM site_stake WHERE sectionId = ? AND name = ? AND id != ?',
    sectionId,
    name,
    before?.id ?? -1,
  );
  if (other) throw rejected(`该标段已有桩号 ${String(name)}`);
}

export const siteResources: ResourceDef[] = [
  {
    path: '/api/site/stake',
    table: 'site_stake',
    view: `SELECT k.id, k.sectionId, s.name AS sectionName, k.name, k.chainage, k.x, k.y, k.azimuth, k.leftWidth, k.rightWidth, k.updTime
      FROM site_stake k JOIN site_section s ON s.id = k.sectionId`,
    menus: ['znysStakeDataManager', 'znysStakeMapEditManager', 'znysRealtimeStakeMapManager'],
    screen: 'znysStakeDataManager',
    noun: '桩号',
    fields: [
      { name: 'sectionId', label: '标段', type: 'ref', ref: { table: 'site_section' }, required: true, filter: 'eq' },
      { name: 'sectionName', label: '标段名称', type: 'text', readOnly: true, sortable: true },
      {
        name: 'name',
        label: '桩号',
        type: 'text',
        required: true,
        pattern: STAKE_NAME,
        patternMessage: '桩号格式应为 K0+000',
        filter: 'like',
        sortable: true,
      },
      { name: 'chainage', label: '里程(m)', type: 'num', required: true, min: 0, max: 1_000_000, sortable: true },
      { name: 'x', label: 'X(m)', type: 'num', required: true, min: -1_000_000, max: 1_000_000, sortable: true },
      { name: 'y', label: 'Y(m)', type: 'num', required: true, min: -1_000_000, max: 1_000_000, sortable: true },
      { name: 'azimuth', label: '方位角(°)', type: 'num', required: true, min: 0, max: 360 },
      { name: 'leftWidth', label: '左幅宽(m)', type: 'num', required: true, min: 0, max: 200 },
      { name: 'rightWidth', label: '右幅宽(m)', type: 'num', required: true, min: 0, max: 200 },
      { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
    ],
    keyword: ['name', 'sectionName'],
    defaultSort: 'sectionId ASC, chainage ASC',
    writes: { create: true, update: true, delete: true },
    guard: {
      create: (store, row) => stakeNameFree(store, row),
      update: (store, _id, row, before) => stakeNameFree(store, row, before),
    },
  },
  {
    path: '/api/site/layer',
    table: 'site_layer',
    view: 'SELECT l.id, l.sectionId, s.name AS sectionName, l.code, l.name, l.orderNum, l.material, l.mixType, l.designThickness, l.domain FROM site_layer l JOIN site_section s ON s.id = l.sectionId',
    // Like sections, a shared lookup: processes, groups and stake areas pick a layer.
    menus: [],
    screen: 'znysStakeDataManager',
    noun: '结构层',
    fields: [
      { name: 'sectionId', label: '标段', type: 'ref', ref: { table: 'site_section' }, filter: 'eq' },
      { name: 'sectionName', label: '标段名称', type: 'text' },
      { name: 'code', label: '编号', type: 'text', sortable: true },
      { name: 'name', label: '名称', type: 'text', sortable: true },
      { name: 'orderNum', label: '层序', type: 'int', sortable: true },
      { name: 'material', label: '材料', type: 'text' },
      { name: 'mixType', label: '混合料', type: 'text' },
      { name: 'designThickness', label: '设计厚度(cm)', type: 'num' },
      { name: 'domain', label: '施工监控', type: 'enum', values: ['znys', 'zd', 'hj', 'ddc'], filter: 'eq' },
    ],
    defaultSort: 'sectionId ASC, orderNum ASC',
  },
  {
    path: '/api/site/section',
    table: 'site_section',
    view: 'SELECT id, code, name, kind, contractor, supervisor, chainageFrom, chainageTo FROM site_section',
    // Every business page filters by section.
    menus: [],
    screen: 'znysStakeDataManager',
    noun: '标段',
    fields: [
      { name: 'code', label: '编号', type: 'text', sortable: true },
      { name: 'name', label: '名称', type: 'text', sortable: true },
      { name: 'kind', label: '类型', type: 'enum', values: ['road', 'apron', 'foundation'], filter: 'eq' },
      { name: 'contractor', label: '施工单位', type: 'text' },
      { name: 'supervisor', label: '监理单位', type: 'text' },
      { name: 'chainageFrom', label: '起点里程(m)', type: 'num' },
      { name: 'chainageTo', label: '终点里程(m)', type: 'num' },
    ],
    defaultSort: 'code ASC',
  },
];
