import type { Store } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { changedFields, writeChangeLog } from './change-log.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { rammingPages } from '@console/contract/ramming/pages';
import * as declared from '@console/contract/ramming/resources';

// Standards of the ramming family: hammer standards (energy = weight × g × drop, worked out by the platform),
// ramming standards per pass, drop-height standards per hammer, DDC hammer standards. Every change of an hj
// hammer standard is logged field by field. Fields: the contract.

const pages = rammingPages.pages;

/** The logged fields, as the simulated site's seed writes its history with them. */
export const hammerLogFields = declared.hammerLogFields;

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

const hammerStandard: ResourceDef = {
  ...declaredAs(declared.hammerStandard),
  table: 'ram_hammer_standard',
  view: `SELECT id, code, weight, diameter, ROUND(3.141592653589793 * diameter * diameter / 4, 3) AS baseArea,
    standardDrop,
      ${energySql('weight', 'standardDrop')} AS energy, note, updTime FROM ram_hammer_standard`,
  menus: [pages.hjHammerStandard.code, pages.hjDropDistanceConfig.code],
  screen: pages.hjHammerStandard.code,
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
  ...declaredAs(declared.hammerStandardLog),
  table: 'ram_hammer_standard_log',
  view: 'SELECT id, t, hammerId, hammerCode, action, field, oldValue, newValue, byName FROM ram_hammer_standard_log',
  menus: [pages.hjHammerStandardLog.code],
  screen: pages.hjHammerStandardLog.code,
  keyword: ['hammerCode', 'oldValue', 'newValue', 'byName'],
  defaultSort: 't DESC, id DESC',
};

const ramStandard: ResourceDef = {
  ...declaredAs(declared.ramStandard),
  table: 'ram_standard',
  view: 'SELECT id, name, energy, pass, designHits, minHits, lastTwoLimit, spacing, updTime FROM ram_standard',
  menus: [pages.hjStandardConfig.code, pages.hjDeviceArea.code, pages.hjProcess.code],
  screen: pages.hjStandardConfig.code,
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
      const used =
        `SELECT 1 FROM ram_area WHERE family = 'hj' AND standardId = ? UNION ALL SELECT 1 FROM ram_process WHERE ` +
        `family = 'hj' AND standardId = ? LIMIT 1`;
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
  ...declaredAs(declared.dropStandard, { hammerId: { ref: { table: 'ram_hammer_standard' } } }),
  table: 'ram_drop_standard',
  view: `SELECT s.id, s.name, s.hammerId, h.code AS hammerCode, s.standardDrop,
    ${energySql('h.weight', 's.standardDrop')} AS energy, s.tolerance,
      s.level1Margin, s.level2Margin, s.level3Margin, s.updTime
    FROM ram_drop_standard s JOIN ram_hammer_standard h ON h.id = s.hammerId`,
  menus: [pages.hjDropDistanceConfig.code],
  screen: pages.hjDropDistanceConfig.code,
  keyword: ['name', 'hammerCode'],
  defaultSort: 'id ASC',
  writes: { create: true, update: true, delete: true },
  guard: {
    create: (_store, row) => checkMargins(row),
    update: (_store, _id, row, before) => checkMargins({ ...before, ...row }),
  },
};

const ddcHammerStandard: ResourceDef = {
  ...declaredAs(declared.ddcHammerStandard),
  table: 'ddc_hammer_standard',
  view:
    `SELECT id, code, weight, standardDrop, ${energySql('weight', 'standardDrop')} AS energy, fillPerLayer, ` +
    `minRamsPerLayer, designDepth, updTime FROM ddc_hammer_standard`,
  menus: [pages.ddcHammerStandard.code, pages.ddcArea.code, pages.ddcProcess.code],
  screen: pages.ddcHammerStandard.code,
  keyword: ['code'],
  defaultSort: 'code ASC',
  writes: { create: true, update: true, delete: true },
  guard: {
    delete(store, id, before) {
      const used =
        `SELECT 1 FROM ram_area WHERE family = 'ddc' AND standardId = ? UNION ALL SELECT 1 FROM ram_process ` +
        `WHERE family = 'ddc' AND standardId = ? LIMIT 1`;
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
