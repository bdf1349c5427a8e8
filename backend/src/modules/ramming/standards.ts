import type { Store } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { changedFields, writeChangeLog } from './change-log.js';
import type { FieldDef } from '../../kit/fields.js';
import type { ResourceDef } from '../../kit/resource.js';

// Standards of the ramming family: hammer standards (energy = weight × g × drop, worked out by the platform),
// ramming standards per pass, drop-height standards per hammer, DDC hammer standards. Every change of an hj
// hammer standard is logged field by field.

export const passes = ['point1', 'point2', 'full'] as const;

const code: FieldDef = {
  name: 'code',
  label: '编号',
  type: 'text',
  required: true,
  max: 32,
  pattern: /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
  patternMessage: '编号只能包含字母、数字、- 和 _',
  unique: true,
  sortable: true,
  filter: 'like',
};

/** Energy in kN·m of a hammer of `weight` t dropped from `drop` m. */
const energySql = (weight: string, drop: string) => `ROUND(${weight} * 9.81 * ${drop}, 1)`;

/** Last-two settlement limit by energy when the standard leaves it out (JGJ 79-2012 values, not verified). */
export function defaultLastTwoLimit(energy: number): number {
  if (energy < 4000) return 50;
  if (energy <= 6000) return 100;
  return 200;
}

function refusedWhileUsed(store: Store, sql: string, id: number, message: string): void {
  if (store.get(sql, id)) throw rejected(message);
}

/** The fields of a hammer standard whose changes go into its log (the computed ones too: they change with their inputs). */
export const hammerLogFields = ['code', 'weight', 'diameter', 'baseArea', 'standardDrop', 'energy', 'note'] as const;

const hammerStandard: ResourceDef = {
  path: '/api/hj/hammerStandard',
  table: 'ram_hammer_standard',
  view: `SELECT id, code, weight, diameter, ROUND(3.141592653589793 * diameter * diameter / 4, 3) AS baseArea, standardDrop,
      ${energySql('weight', 'standardDrop')} AS energy, note, updTime FROM ram_hammer_standard`,
  menus: ['hjHammerStandardManager', 'hjDropDistanceConfigManager'],
  screen: 'hjHammerStandardManager',
  noun: '夯锤标准',
  fields: [
    code,
    { name: 'weight', label: '锤重(t)', type: 'num', required: true, min: 1, max: 100, sortable: true },
    { name: 'diameter', label: '锤径(m)', type: 'num', required: true, min: 0.5, max: 5, sortable: true },
    { name: 'baseArea', label: '锤底面积(m²)', type: 'num', readOnly: true, sortable: true },
    { name: 'standardDrop', label: '标准落距(m)', type: 'num', required: true, min: 1, max: 40, sortable: true },
    { name: 'energy', label: '夯击能(kN·m)', type: 'num', readOnly: true, sortable: true },
    { name: 'note', label: '备注', type: 'text', max: 200 },
    { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
  ],
  keyword: ['code', 'note'],
  defaultSort: 'code ASC',
  writes: { create: true, update: true, delete: true },
  guard: {
    delete: (store, id, before) =>
      refusedWhileUsed(
        store,
        'SELECT 1 FROM ram_drop_standard WHERE hammerId = ? LIMIT 1',
        id,
        `夯锤标准 ${String(before.code)} 仍被落距标准使用，不能删除`,
      ),
  },
  written(store, change, ctx) {
    const row = change.after ?? change.before!;
    writeChangeLog(store, 'ram_hammer_standard_log', ctx, change, changedFields(hammerLogFields, change), {
      hammerId: change.id,
      hammerCode: String(row.code),
    });
  },
};

const hammerStandardLog: ResourceDef = {
  path: '/api/hj/hammerStandardLog',
  table: 'ram_hammer_standard_log',
  view: 'SELECT id, t, hammerId, hammerCode, action, field, oldValue, newValue, byName FROM ram_hammer_standard_log',
  menus: ['hjHammerStandardLogManager'],
  screen: 'hjHammerStandardLogManager',
  noun: '夯锤标准变更日志',
  fields: [
    { name: 't', label: '时间', type: 'time', filter: 'range', sortable: true },
    { name: 'hammerId', label: '夯锤标准', type: 'int', filter: 'eq' },
    { name: 'hammerCode', label: '夯锤编号', type: 'text', filter: 'like', sortable: true },
    {
      name: 'action',
      label: '操作',
      type: 'enum',
      values: ['create', 'update', 'delete'],
      filter: 'eq',
      sortable: true,
    },
    { name: 'field', label: '字段', type: 'enum', values: hammerLogFields, filter: 'eq', sortable: true },
    { name: 'oldValue', label: '原值', type: 'text' },
    { name: 'newValue', label: '新值', type: 'text' },
    { name: 'byName', label: '操作人', type: 'text', filter: 'like', sortable: true },
  ],
  keyword: ['hammerCode', 'oldValue', 'newValue', 'byName'],
  defaultSort: 't DESC, id DESC',
};

const ramStandard: ResourceDef = {
  path: '/api/hj/standard',
  table: 'ram_standard',
  menus: ['hjStandardConfigManager', 'hjDeviceAreaManager', 'hjProcessManager'],
  screen: 'hjStandardConfigManager',
  noun: '夯击标准',
  fields: [
    { name: 'name', label: '标准名称', type: 'text', required: true, max: 64, unique: true, sortable: true },
    { name: 'energy', label: '夯击能(kN·m)', type: 'num', required: true, min: 500, max: 20000, sortable: true },
    { name: 'pass', label: '遍次', type: 'enum', values: passes, required: true, filter: 'eq', sortable: true },
    { name: 'designHits', label: '设计击数', type: 'int', required: true, min: 1, max: 50, sortable: true },
    { name: 'minHits', label: '最少击数', type: 'int', required: true, min: 1, max: 50, sortable: true },
    { name: 'lastTwoLimit', label: '最后两击平均夯沉量限值(mm)', type: 'num', min: 1, max: 1000, sortable: true },
    { name: 'spacing', label: '夯点间距(m)', type: 'num', required: true, min: 1, max: 20, sortable: true },
    { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
  ],
  keyword: ['name'],
  defaultSort: 'id ASC',
  writes: { create: true, update: true, delete: true },
  guard: {
    create(_store, row) {
      if (Number(row.minHits) > Number(row.designHits)) throw rejected('最少击数不能大于设计击数');
    },
    update(_store, _id, row, before) {
      if (Number(row.minHits ?? before.minHits) > Number(row.designHits ?? before.designHits))
        throw rejected('最少击数不能大于设计击数');
    },
    delete(store, id, before) {
      const used = `SELECT 1 FROM ram_area WHERE family = 'hj' AND standardId = ? UNION ALL SELECT 1 FROM ram_process WHERE family = 'hj' AND standardId = ? LIMIT 1`;
      if (store.get(used, id, id)) throw rejected(`夯击标准「${String(before.name)}」仍被区域或工艺使用，不能删除`);
    },
  },
  derive: {
    create(_store, row) {
      row.lastTwoLimit ??= defaultLastTwoLimit(Number(row.energy));
    },
  },
};

function checkMargins(row: Record<string, unknown>): void {
  const [tolerance, l1, l2, l3] = ['tolerance', 'level1Margin', 'level2Margin', 'level3Margin'].map((k) =>
    Number(row[k]),
  );
  if (!(tolerance! <= l1! && l1! < l2! && l2! < l3!)) throw rejected('报警余量必须满足：允许偏差 ≤ 一级 < 二级 < 三级');
}

const dropStandard: ResourceDef = {
  path: '/api/hj/dropStandard',
  table: 'ram_drop_standard',
  view: `SELECT s.id, s.name, s.hammerId, h.code AS hammerCode, s.standardDrop, ${energySql('h.weight', 's.standardDrop')} AS energy, s.tolerance,
      s.level1Margin, s.level2Margin, s.level3Margin, s.updTime
    FROM ram_drop_standard s JOIN ram_hammer_standard h ON h.id = s.hammerId`,
  menus: ['hjDropDistanceConfigManager'],
  screen: 'hjDropDistanceConfigManager',
  noun: '落距标准',
  fields: [
    { name: 'name', label: '标准名称', type: 'text', required: true, max: 64, unique: true, sortable: true },
    {
      name: 'hammerId',
      label: '夯锤标准',
      type: 'ref',
      ref: { table: 'ram_hammer_standard' },
      required: true,
      filter: 'eq',
    },
    { name: 'hammerCode', label: '夯锤', type: 'text', readOnly: true, sortable: true },
    { name: 'standardDrop', label: '标准落距(m)', type: 'num', required: true, min: 1, max: 40, sortable: true },
    { name: 'energy', label: '夯击能(kN·m)', type: 'num', readOnly: true, sortable: true },
    { name: 'tolerance', label: '允许偏差(m)', type: 'num', required: true, min: 0.05, max: 5, sortable: true },
    { name: 'level1Margin', label: '一级报警余量(m)', type: 'num', required: true, min: 0.05, max: 10 },
    { name: 'level2Margin', label: '二级报警余量(m)', type: 'num', required: true, min: 0.05, max: 10 },
    { name: 'level3Margin', label: '三级报警余量(m)', type: 'num', required: true, min: 0.05, max: 10 },
    { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
  ],
  keyword: ['name', 'hammerCode'],
  defaultSort: 'id ASC',
  writes: { create: true, update: true, delete: true },
  guard: {
    create: (_store, row) => checkMargins(row),
    update: (_store, _id, row, before) => checkMargins({ ...before, ...row }),
  },
};

const ddcHammerStandard: ResourceDef = {
  path: '/api/ddc/hammerStandard',
  table: 'ddc_hammer_standard',
  view: `SELECT id, code, weight, standardDrop, ${energySql('weight', 'standardDrop')} AS energy, fillPerLayer, minRamsPerLayer, designDepth, updTime FROM ddc_hammer_standard`,
  menus: ['ddcHammerStandardManager', 'ddcAreaManager', 'ddcProcessManager'],
  screen: 'ddcHammerStandardManager',
  noun: '锤击标准',
  fields: [
    code,
    { name: 'weight', label: '锤重(t)', type: 'num', required: true, min: 1, max: 50, sortable: true },
    { name: 'standardDrop', label: '落距(m)', type: 'num', required: true, min: 0.5, max: 30, sortable: true },
    { name: 'energy', label: '夯击能(kN·m)', type: 'num', readOnly: true, sortable: true },
    { name: 'fillPerLayer', label: '每层填料(m³)', type: 'num', required: true, min: 0.05, max: 5, sortable: true },
    {
      name: 'minRamsPerLayer',
      label: '每层最少夯击次数',
      type: 'int',
      required: true,
      min: 1,
      max: 30,
      sortable: true,
    },
    { name: 'designDepth', label: '设计桩深(m)', type: 'num', required: true, min: 1, max: 40, sortable: true },
    { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
  ],
  keyword: ['code'],
  defaultSort: 'code ASC',
  writes: { create: true, update: true, delete: true },
  guard: {
    delete(store, id, before) {
      const used = `SELECT 1 FROM ram_area WHERE family = 'ddc' AND standardId = ? UNION ALL SELECT 1 FROM ram_process WHERE family = 'ddc' AND standardId = ? LIMIT 1`;
      if (store.get(used, id, id)) throw rejected(`锤击标准 ${String(before.code)} 仍被区域或工艺使用，不能删除`);
    },
  },
};

export const rammingStandardResources: ResourceDef[] = [
  hammerStandard,
  hammerStandardLog,
  ramStandard,
  dropStandard,
  ddcHammerStandard,
];
