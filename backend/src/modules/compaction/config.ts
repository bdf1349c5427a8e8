import type { Store, SqlValue } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { compactionPages } from '@console/contract/compaction/pages';
import { colourBand, colourTable, rollerModel } from '@console/contract/compaction/resources';

// Compaction configuration: roller models, and the colour bands the compaction maps draw with.

const pages = compactionPages.pages;

function modelUsers(store: Store, model: unknown): number {
  return store.get<{ n: number }>(
    "SELECT COUNT(*) n FROM site_device WHERE model = ? AND kind IN ('roller', 'vibRoller')",
    model,
  )!.n;
}

const rollerModels: ResourceDef = {
  ...declaredAs(rollerModel),
  table: 'cmp_roller_model',
  view: `SELECT m.id, m.maker, m.model, m.rollerClass, m.weight, m.drumWidth, m.freq, m.amplitude, m.maxSpeed,
      (SELECT COUNT(*) FROM site_device d WHERE d.model = m.model
      AND d.kind IN ('roller', 'vibRoller')) AS devices, m.updTime
    FROM cmp_roller_model m`,
  menus: [pages.znysRollerModel.code],
  screen: pages.znysRollerModel.code,
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
    'SELECT fromValue, toValue, label FROM cmp_color_band WHERE metric = ? AND fromValue < ? AND ? < toValue ' +
      'AND id != ? ORDER BY fromValue LIMIT 1',
    metric,
    to,
    from,
    before?.id ?? -1,
  );
  if (other)
    throw rejected(`与已有色带 ${other.fromValue}–${other.toValue}${other.label ? `「${other.label}」` : ''} 重叠`);
}

const colourBands: ResourceDef = {
  ...declaredAs(colourBand),
  table: 'cmp_color_band',
  view: 'SELECT id, metric, fromValue, toValue, colour, label, updTime FROM cmp_color_band',
  menus: [pages.znysDefaultColor.code],
  screen: pages.znysDefaultColor.code,
  defaultSort: 'metric ASC, fromValue ASC',
  writes: { create: true, update: true, delete: true },
  guard: {
    create: (store, row) => checkBand(store, row),
    update: (store, _id, row, before) => checkBand(store, row, before),
  },
};

/** The colour tables as the maps read them: every band, by metric and value. */
const colourTables: ResourceDef = {
  ...declaredAs(colourTable),
  table: 'cmp_color_band',
  view: 'SELECT id, metric, fromValue, toValue, colour, label FROM cmp_color_band',
  menus: [
    pages.znysDefaultColor.code,
    pages.znysProcessMonitor.code,
    pages.znysRealtimeStakeMap.code,
    pages.zdProcessMonitor.code,
    pages.zdWorkInfo.code,
  ],
  screen: pages.znysDefaultColor.code,
  defaultSort: 'metric ASC, fromValue ASC',
};

export const compactionConfigResources: ResourceDef[] = [rollerModels, colourBands, colourTables];
