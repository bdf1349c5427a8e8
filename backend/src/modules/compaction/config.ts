import type { Store, SqlValue } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import type { ResourceDef } from '../../kit/resource.js';

// Compaction configuration: roller models, and the colour bands the compaction maps draw with.

export const rollerModelClasses = ['doubleDrumSteel', 'singleDrumVib', 'rubberTyred', 'static'] as const;
export const colourMetrics = ['passes', 'temp', 'speed', 'cmv'] as const;

function modelUsers(store: Store, model: unknown): number {
  return store.get<{ n: number }>(
    "SELECT COUNT(*) n FROM site_device WHERE model = ? AND kind IN ('roller', 'vibRoller')",
    model,
  )!.n;
}

const rollerModels: ResourceDef = {
  path: '/api/znys/rollerModel',
  table: 'cmp_roller_model',
  view: `SELECT m.id, m.maker, m.model, m.rollerClass, m.weight, m.drumWidth, m.freq, m.amplitude, m.maxSpeed,
      (SELECT COUNT(*) FROM site_device d WHERE d.model = m.model AND d.kind IN ('roller', 'vibRoller')) AS devices, m.updTime
    FROM cmp_roller_model m`,
  menus: ['znysRollerModelManager'],
  screen: 'znysRollerModelManager',
  noun: '压路机型号',
  fields: [
    { name: 'maker', label: '厂家', type: 'text', required: true, max: 64, filter: 'like', sortable: true },
    { name: 'model', label: '型号', type: 'text', required: true, max: 64, unique: true, sortable: true },
    {
      name: 'rollerClass',
      label: '类别',
      type: 'enum',
      values: rollerModelClasses,
      required: true,
      filter: 'eq',
      sortable: true,
    },
    { name: 'weight', label: '工作质量(t)', type: 'num', min: 0.5, max: 100, sortable: true },
    { name: 'drumWidth', label: '碾压宽度(m)', type: 'num', min: 0.3, max: 5, sortable: true },
    { name: 'freq', label: '振动频率(Hz)', type: 'num', min: 0, max: 100 },
    { name: 'amplitude', label: '名义振幅(mm)', type: 'num', min: 0, max: 5 },
    { name: 'maxSpeed', label: '最高速度(km/h)', type: 'num', min: 0.5, max: 40 },
    { name: 'devices', label: '设备台数', type: 'int', readOnly: true, sortable: true },
    { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
  ],
  keyword: ['maker', 'model'],
  defaultSort: 'model ASC',
  writes: { create: true, update: true, delete: true },
  guard: {
    update(store, _id, row, before) {
      const users = modelUsers(store, before.model);
      if (row.model !== undefined && row.model !== before.model && users > 0)
        throw rejected(`型号 ${String(before.model)} 仍有 ${users} 台设备在用，不能改名`);
    },
    delete(store, _id, before) {
      const users = modelUsers(store, before.model);
      if (users > 0) throw rejected(`型号 ${String(before.model)} 仍有 ${users} 台设备在用，不能删除`);
    },
  },
};

/** Bands of one metric are half-open ranges [from, to) that may not overlap. */
function checkBand(store: Store, row: Record<string, SqlValue>, before?: Record<string, unknown>): void {
  const metric = row.metric ?? before?.metric;
  const from = Number(row.fromValue ?? before?.fromValue);
  const to = Number(row.toValue ?? before?.toValue);
  if (!(from < to)) throw rejected('起始值必须小于结束值');
  const other = store.get<{ fromValue: number; toValue: number; label: string | null }>(
    'SELECT fromValue, toValue, label FROM cmp_color_band WHERE metric = ? AND fromValue < ? AND ? < toValue AND id != ? ORDER BY fromValue LIMIT 1',
    metric,
    to,
    from,
    before?.id ?? -1,
  );
  if (other)
    throw rejected(`与已有色带 ${other.fromValue}–${other.toValue}${other.label ? `「${other.label}」` : ''} 重叠`);
}

const bandFields = [
  { name: 'metric', label: '指标', type: 'enum', values: colourMetrics, required: true, filter: 'eq', sortable: true },
  { name: 'fromValue', label: '起始值', type: 'num', required: true, min: -1000, max: 10000, sortable: true },
  { name: 'toValue', label: '结束值', type: 'num', required: true, min: -1000, max: 10000, sortable: true },
  {
    name: 'colour',
    label: '颜色',
    type: 'text',
    required: true,
    pattern: /^#[0-9a-fA-F]{6}$/,
    patternMessage: '颜色必须是 #RRGGBB 格式',
  },
  { name: 'label', label: '图例', type: 'text', max: 32 },
] as const;

const colourBands: ResourceDef = {
  path: '/api/znys/colorBand',
  table: 'cmp_color_band',
  view: 'SELECT id, metric, fromValue, toValue, colour, label, updTime FROM cmp_color_band',
  menus: ['znysDefaultColorManager'],
  screen: 'znysDefaultColorManager',
  noun: '色带',
  fields: [...bandFields, { name: 'updTime', label: '更新时间', type: 'time', readOnly: true }],
  defaultSort: 'metric ASC, fromValue ASC',
  writes: { create: true, update: true, delete: true },
  guard: {
    create: (store, row) => checkBand(store, row),
    update: (store, _id, row, before) => checkBand(store, row, before),
  },
};

/** The colour tables as the maps read them: every band, by metric and value. */
const colourTable: ResourceDef = {
  path: '/api/znys/colorTable',
  table: 'cmp_color_band',
  view: 'SELECT id, metric, fromValue, toValue, colour, label FROM cmp_color_band',
  menus: [
    'znysDefaultColorManager',
    'znysProcessMonitorManager',
    'znysRealtimeStakeMapManager',
    'zdProcessMonitorManager',
    'zdWorkInfoManager',
  ],
  screen: 'znysDefaultColorManager',
  noun: '颜色表',
  fields: bandFields.map((f) => ({ ...f, readOnly: true })),
  defaultSort: 'metric ASC, fromValue ASC',
};

export const compactionConfigResources: ResourceDef[] = [rollerModels, colourBands, colourTable];
