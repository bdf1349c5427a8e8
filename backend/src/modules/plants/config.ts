import { deviceSection } from '../../domain/data-scope.js';
import type { SqlValue, Store } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { createdAndUpdated } from '../../domain/audit.js';
import { declaredAs, type CommandDef, type ResourceDef } from '../../kit/resource.js';
import { plantsPages } from '@console/contract/plants/pages';
import * as declared from '@console/contract/plants/resources';

// The mixing plants' configuration (拌和站系统): plants, job-mix formulas with their items, over-limit
// thresholds and grading envelopes. The simulator judges each batch with the thresholds held when it is
// written, so edits here change the verdicts of later batches only.

const { pages } = plantsPages;
const screen = pages.bhz.code;
const queryPages = [pages.lqzQuery.code, pages.swzQuery.code, pages.sntzQuery.code];
const plantRef = { ref: { table: 'bhz_plant' } };

const plants: ResourceDef = {
  ...declaredAs(declared.plant),
  table: 'bhz_plant',
  section: deviceSection('r.deviceId'),
  view: `SELECT p.id, p.code, p.name, p.plantType, p.model, p.capacity, p.x, p.y, p.fenceRadius,
      (SELECT CAST(SUM(s.value) AS INTEGER) FROM stat_daily s WHERE s.module = 'bhz' AND s.metric = 'batches'
      AND s.key = p.code
        AND s.day = date((SELECT CAST(value AS INTEGER) FROM meta
        WHERE key = 'sim_cursor') / 1000 + 28800, 'unixepoch')) AS batchesToday,
      p.updTime
    FROM bhz_plant p`,
  // The query pages list the plants in their filter.
  menus: [screen, ...queryPages],
  screen,
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

/** The first free number of a formula's copy: `AC-20C-01-副本`, then `…-副本2`, within the field's 32 characters. */
function copyNumber(store: Store, formulaNo: string): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '-副本' : `-副本${n}`;
    const candidate = `${formulaNo.slice(0, 32 - suffix.length)}${suffix}`;
    if (!store.get('SELECT 1 FROM bhz_formula WHERE formulaNo = ?', candidate)) return candidate;
  }
}

/**
 * 复制配合比: a new formula with the same plant, mix and items, to adjust for a new trial mix without typing the
 * materials again; the original stays as it is.
 */
const copyFormula: CommandDef = {
  name: 'copy',
  element: 'btn_copy',
  label: '复制',
  method: 'POST',
  run(store, row, _body, ctx) {
    const audit = createdAndUpdated(ctx.actor);
    const source = store.get<Record<string, SqlValue>>('SELECT * FROM bhz_formula WHERE id = ?', Number(row.id))!;
    const copyId = store.insert('bhz_formula', {
      projectId: source.projectId,
      formulaNo: copyNumber(store, String(source.formulaNo)),
      plantId: source.plantId,
      plantType: source.plantType,
      mixType: source.mixType,
      strengthClass: source.strengthClass,
      theoryRatio: source.theoryRatio,
      batchKg: source.batchKg,
      remark: source.remark,
      ...audit,
    });
    for (const item of store.all<Record<string, SqlValue>>(
      'SELECT projectId, seq, materialType, materialName, theoryPct, theoryKg FROM bhz_formula_item ' +
        'WHERE formulaId = ? ORDER BY seq',
      Number(row.id),
    ))
      store.insert('bhz_formula_item', { ...item, formulaId: copyId, ...audit });
  },
};

const formulas: ResourceDef = {
  ...declaredAs(declared.formula, { plantId: plantRef }),
  table: 'bhz_formula',
  view: `SELECT f.id, f.formulaNo, f.plantId, p.code AS plantCode, f.plantType, f.mixType, f.strengthClass,
    f.theoryRatio, f.batchKg, f.remark,
      (SELECT COUNT(*) FROM bhz_formula_item i WHERE i.formulaId = f.id) AS items,
      (SELECT ROUND(COALESCE(SUM(i.theoryPct), 0), 2) FROM bhz_formula_item i
      WHERE i.formulaId = f.id) AS pctSum, f.updTime
    FROM bhz_formula f LEFT JOIN bhz_plant p ON p.id = f.plantId`,
  menus: [screen],
  screen,
  keyword: ['formulaNo', 'mixType'],
  defaultSort: 'id ASC',
  writes: { create: true, update: true, delete: true },
  effects: {
    delete: (store, before) => void store.run('DELETE FROM bhz_formula_item WHERE formulaId = ?', before.id),
  },
  commands: [copyFormula],
};

const formulaItems: ResourceDef = {
  ...declaredAs(declared.formulaItem, { formulaId: { ref: { table: 'bhz_formula' } } }),
  table: 'bhz_formula_item',
  view: 'SELECT id, formulaId, seq, materialType, materialName, theoryPct, theoryKg, updTime FROM bhz_formula_item',
  menus: [screen],
  // Editing a formula's items is editing the formula.
  screen,
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
  ...declaredAs(declared.overLimitCfg, { plantId: plantRef }),
  table: 'bhz_over_limit_cfg',
  view: `SELECT c.id, c.plantId, p.code AS plantCode, p.plantType, c.materialType, c.unit, c.primaryLimit,
    c.middleLimit, c.advancedLimit, c.lowerLimit, c.upperLimit, c.updTime
    FROM bhz_over_limit_cfg c LEFT JOIN bhz_plant p ON p.id = c.plantId`,
  menus: [screen],
  screen,
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
  ...declaredAs(declared.gradingEnvelope),
  table: 'bhz_grading_envelope',
  view: 'SELECT id, mixType, sieve, minPass, target, maxPass, updTime FROM bhz_grading_envelope',
  menus: [screen],
  screen,
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
