import type { SqlValue, Store } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import type { ResourceDef } from '../../kit/resource.js';

// The mixing plants' configuration (拌和站系统): plants, job-mix formulas with their items, over-limit
// thresholds and grading envelopes. The simulator judges each batch with the thresholds held when it is
// written, so edits here change the verdicts of later batches only.

const plantTypes = ['lq', 'sw', 'sn'] as const;
const units = ['pct', 'pp', 'c', 's'] as const;
const queryPages = ['lqzQueryManager', 'swzQueryManager', 'sntzQueryManager'];

const plants: ResourceDef = {
  path: '/api/bhz/plant',
  table: 'bhz_plant',
  view: `SELECT p.id, p.code, p.name, p.plantType, p.model, p.capacity, p.x, p.y, p.fenceRadius,
      (SELECT CAST(SUM(s.value) AS INTEGER) FROM stat_daily s WHERE s.module = 'bhz' AND s.metric = 'batches' AND s.key = p.code
        AND s.day = date((SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'sim_cursor') / 1000 + 28800, 'unixepoch')) AS batchesToday,
      p.updTime
    FROM bhz_plant p`,
  // The query pages list the plants in their filter.
  menus: ['bhzManager', ...queryPages],
  screen: 'bhzManager',
  noun: '拌和站',
  fields: [
    {
      name: 'code',
      label: '拌和站编号',
      type: 'text',
      required: true,
      max: 32,
      unique: true,
      sortable: true,
      createOnly: true,
    },
    { name: 'name', label: '拌和站名称', type: 'text', required: true, max: 64, sortable: true },
    {
      name: 'plantType',
      label: '拌和站类型',
      type: 'enum',
      values: plantTypes,
      required: true,
      filter: 'eq',
      sortable: true,
    },
    { name: 'model', label: '型号', type: 'text', max: 32 },
    { name: 'capacity', label: '产能', type: 'num', min: 0, max: 10000 },
    { name: 'x', label: 'X(m)', type: 'num', min: -10000, max: 10000 },
    { name: 'y', label: 'Y(m)', type: 'num', min: -10000, max: 10000 },
    { name: 'fenceRadius', label: '电子围栏半径(m)', type: 'num', min: 0, max: 1000 },
    { name: 'batchesToday', label: '今日盘数', type: 'int', readOnly: true },
    { name: 'updTime', label: '更新时间', type: 'time', readOnly: true },
  ],
  keyword: ['code', 'name'],
  defaultSort: 'id ASC',
  writes: { create: true, update: true, delete: true },
  guard: {
    delete(store, id) {
      if (store.get('SELECT 1 FROM bhz_batch WHERE plantId = ? LIMIT 1', id))
        throw rejected('该拌和站已有生产数据，不能删除');
      if (store.get('SELECT 1 FROM bhz_formula WHERE plantId = ? LIMIT 1', id))
        throw rejected('该拌和站仍有配合比，不能删除');
    },
  },
  effects: {
    delete: (store, before) => void store.run('DELETE FROM bhz_over_limit_cfg WHERE plantId = ?', before.id),
  },
};

/** Σ of a formula's item shares, rounded to 0.01. */
function shareSum(store: Store, formulaId: SqlValue, excludeId: number | null): number {
  const sum =
    store.get<{ s: number | null }>(
      'SELECT SUM(theoryPct) s FROM bhz_formula_item WHERE formulaId = ? AND id IS NOT ?',
      formulaId,
      excludeId,
    )!.s ?? 0;
  return Math.round(sum * 100) / 100;
}

const formulas: ResourceDef = {
  path: '/api/bhz/formula',
  table: 'bhz_formula',
  view: `SELECT f.id, f.formulaNo, f.plantId, p.code AS plantCode, f.plantType, f.mixType, f.strengthClass, f.theoryRatio, f.batchKg, f.remark,
      (SELECT COUNT(*) FROM bhz_formula_item i WHERE i.formulaId = f.id) AS items,
      (SELECT ROUND(COALESCE(SUM(i.theoryPct), 0), 2) FROM bhz_formula_item i WHERE i.formulaId = f.id) AS pctSum, f.updTime
    FROM bhz_formula f LEFT JOIN bhz_plant p ON p.id = f.plantId`,
  menus: ['bhzManager'],
  screen: 'bhzManager',
  noun: '配合比',
  fields: [
    { name: 'formulaNo', label: '配合比编号', type: 'text', required: true, max: 32, unique: true, sortable: true },
    { name: 'plantId', label: '拌和站', type: 'ref', ref: { table: 'bhz_plant' }, filter: 'eq' },
    { name: 'plantCode', label: '拌和站编号', type: 'text', readOnly: true },
    {
      name: 'plantType',
      label: '拌和站类型',
      type: 'enum',
      values: plantTypes,
      required: true,
      filter: 'eq',
      sortable: true,
    },
    { name: 'mixType', label: '混合料类型', type: 'text', required: true, max: 32, filter: 'like', sortable: true },
    { name: 'strengthClass', label: '强度等级', type: 'text', max: 16 },
    { name: 'theoryRatio', label: '理论油石比(%)', type: 'num', min: 0, max: 20 },
    { name: 'batchKg', label: '设计盘重(kg)', type: 'num', min: 0, max: 20000 },
    { name: 'remark', label: '备注', type: 'text', max: 200 },
    { name: 'items', label: '材料数', type: 'int', readOnly: true },
    { name: 'pctSum', label: '配比合计(%)', type: 'num', readOnly: true },
    { name: 'updTime', label: '更新时间', type: 'time', readOnly: true },
  ],
  keyword: ['formulaNo', 'mixType'],
  defaultSort: 'id ASC',
  writes: { create: true, update: true, delete: true },
  effects: {
    delete: (store, before) => void store.run('DELETE FROM bhz_formula_item WHERE formulaId = ?', before.id),
  },
};

const formulaItems: ResourceDef = {
  path: '/api/bhz/formulaItem',
  table: 'bhz_formula_item',
  view: 'SELECT id, formulaId, seq, materialType, materialName, theoryPct, theoryKg, updTime FROM bhz_formula_item',
  menus: ['bhzManager'],
  // Editing a formula's items is editing the formula.
  screen: 'bhzManager',
  noun: '配合比材料',
  fields: [
    {
      name: 'formulaId',
      label: '配合比',
      type: 'ref',
      ref: { table: 'bhz_formula' },
      required: true,
      createOnly: true,
      filter: 'eq',
    },
    { name: 'seq', label: '序号', type: 'int', required: true, min: 1, max: 99, sortable: true },
    { name: 'materialType', label: '材料类型', type: 'int', required: true, min: 1, max: 29 },
    { name: 'materialName', label: '材料名称', type: 'text', required: true, max: 32 },
    { name: 'theoryPct', label: '理论配比(%)', type: 'num', required: true, min: 0, max: 100 },
    { name: 'theoryKg', label: '理论用量(kg)', type: 'num', min: 0, max: 20000 },
    { name: 'updTime', label: '更新时间', type: 'time', readOnly: true },
  ],
  defaultSort: 'seq ASC, id ASC',
  writes: { create: true, update: true, delete: true },
  guard: {
    // Σ theoryPct = 100 is the complete formula; an item that would take the sum past 100 is refused.
    create(store, row) {
      if (shareSum(store, row.formulaId ?? null, null) + Number(row.theoryPct) > 100.005)
        throw rejected('配合比各材料理论配比之和不能超过 100%');
    },
    update(store, id, row, before) {
      const pct = row.theoryPct ?? before.theoryPct;
      if (shareSum(store, before.formulaId as SqlValue, id) + Number(pct) > 100.005)
        throw rejected('配合比各材料理论配比之和不能超过 100%');
    },
  },
};

/** primary < middle < advanced, and a window's lower bound below its upper bound. */
function checkThresholds(row: Record<string, SqlValue>, before?: Record<string, unknown>): void {
  const value = (name: string) => (name in row ? row[name] : before?.[name]) as number | null | undefined;
  const [primary, middle, advanced] = [value('primaryLimit'), value('middleLimit'), value('advancedLimit')];
  if (primary == null || middle == null || advanced == null || !(primary < middle && middle < advanced))
    throw rejected('超标阈值必须满足 初级 < 中级 < 高级');
  const [lower, upper] = [value('lowerLimit'), value('upperLimit')];
  if (lower != null && upper != null && !(lower < upper)) throw rejected('下限必须小于上限');
  const unit = value('unit') as unknown as string;
  if (unit === 'c' && (lower == null || upper == null)) throw rejected('温度阈值需要设定下限和上限');
  if (unit === 's' && lower == null) throw rejected('时间阈值需要设定下限');
}

const overLimitCfg: ResourceDef = {
  path: '/api/bhz/overLimitCfg',
  table: 'bhz_over_limit_cfg',
  view: `SELECT c.id, c.plantId, p.code AS plantCode, p.plantType, c.materialType, c.unit, c.primaryLimit, c.middleLimit, c.advancedLimit, c.lowerLimit, c.upperLimit, c.updTime
    FROM bhz_over_limit_cfg c LEFT JOIN bhz_plant p ON p.id = c.plantId`,
  menus: ['bhzManager'],
  screen: 'bhzManager',
  noun: '超标阈值',
  fields: [
    {
      name: 'plantId',
      label: '拌和站',
      type: 'ref',
      ref: { table: 'bhz_plant' },
      required: true,
      createOnly: true,
      filter: 'eq',
    },
    { name: 'plantCode', label: '拌和站编号', type: 'text', readOnly: true, sortable: true },
    { name: 'plantType', label: '拌和站类型', type: 'text', readOnly: true },
    {
      name: 'materialType',
      label: '材料类型',
      type: 'int',
      required: true,
      createOnly: true,
      min: 1,
      max: 34,
      filter: 'eq',
      sortable: true,
    },
    { name: 'unit', label: '单位', type: 'enum', values: units, required: true },
    { name: 'primaryLimit', label: '初级', type: 'num', required: true, min: 0, max: 1000 },
    { name: 'middleLimit', label: '中级', type: 'num', required: true, min: 0, max: 1000 },
    { name: 'advancedLimit', label: '高级', type: 'num', required: true, min: 0, max: 1000 },
    { name: 'lowerLimit', label: '下限', type: 'num', min: 0, max: 1000 },
    { name: 'upperLimit', label: '上限', type: 'num', min: 0, max: 1000 },
    { name: 'updTime', label: '更新时间', type: 'time', readOnly: true },
  ],
  defaultSort: 'plantId ASC, materialType ASC',
  writes: { create: true, update: true, delete: true },
  guard: {
    create(store, row) {
      checkThresholds(row);
      if (
        store.get(
          'SELECT 1 FROM bhz_over_limit_cfg WHERE plantId = ? AND materialType = ?',
          row.plantId,
          row.materialType,
        )
      )
        throw rejected('该拌和站已有这一材料类型的阈值');
    },
    update(_store, _id, row, before) {
      checkThresholds(row, before);
    },
  },
};

const gradingEnvelopes: ResourceDef = {
  path: '/api/bhz/gradingEnvelope',
  table: 'bhz_grading_envelope',
  view: 'SELECT id, mixType, sieve, minPass, target, maxPass, updTime FROM bhz_grading_envelope',
  menus: ['bhzManager'],
  screen: 'bhzManager',
  noun: '级配范围',
  fields: [
    { name: 'mixType', label: '混合料类型', type: 'text', required: true, max: 32, filter: 'eq', sortable: true },
    { name: 'sieve', label: '筛孔(mm)', type: 'num', required: true, min: 0.075, max: 53, sortable: true },
    { name: 'minPass', label: '通过率下限(%)', type: 'num', required: true, min: 0, max: 100 },
    { name: 'target', label: '目标通过率(%)', type: 'num', required: true, min: 0, max: 100 },
    { name: 'maxPass', label: '通过率上限(%)', type: 'num', required: true, min: 0, max: 100 },
    { name: 'updTime', label: '更新时间', type: 'time', readOnly: true },
  ],
  defaultSort: 'mixType ASC, sieve DESC',
  writes: { create: true, update: true, delete: true },
  guard: {
    create(store, row) {
      checkEnvelope(row);
      if (store.get('SELECT 1 FROM bhz_grading_envelope WHERE mixType = ? AND sieve = ?', row.mixType, row.sieve))
        throw rejected('该混合料已有这一筛孔的级配范围');
    },
    update(_store, _id, row, before) {
      checkEnvelope({ ...(before as Record<string, SqlValue>), ...row });
    },
  },
};

function checkEnvelope(row: Record<string, SqlValue>): void {
  const [min, target, max] = [Number(row.minPass), Number(row.target), Number(row.maxPass)];
  if (!(min <= target && target <= max)) throw rejected('级配范围必须满足 下限 ≤ 目标 ≤ 上限');
}

export const plantConfigResources: ResourceDef[] = [plants, formulas, formulaItems, overLimitCfg, gradingEnvelopes];
