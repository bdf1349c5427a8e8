import type { Store } from '../../db/database.js';
import { buildTree, type TreeNode } from '../../domain/tree.js';
import { bare, ok, rejected, table } from '../../http/reply.js';
import type { RouteDef } from '../../http/router.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { adminPages } from '@console/contract/admin/pages';
import { dictType, dictValue } from '@console/contract/admin/resources';
import { fieldOf } from '@console/contract/resource';

// The platform's data dictionary (AG-Admin enterprise `dictType` / `dictValue`): a tree of types, each
// with its coded values and their labels in both languages. Platform-wide, not the project's.

/** A type code as the `types` read accepts it (the declaration's rule for a code). */
const CODE = new RegExp(fieldOf(dictType, 'code').pattern!.source);

function checkParent(store: Store, parentId: unknown, id?: number): void {
  if (parentId === undefined || parentId === null || Number(parentId) === -1) return;
  if (!store.get('SELECT 1 FROM dict_type WHERE id = ?', parentId))
    throw rejected(`上级字典类型不存在: ${String(parentId)}`);
  if (id === undefined) return;
  // A type cannot move below itself or below one of its descendants.
  const below = store.get(
    `WITH RECURSIVE sub(id) AS (SELECT ? UNION ALL SELECT t.id FROM dict_type t JOIN sub ON t.parentId = ` +
      `sub.id) SELECT 1 FROM sub WHERE id = ?`,
    id,
    parentId,
  );
  if (below) throw rejected('不能把字典类型移到它自己或它的下级之下');
}

const page = adminPages.pages.dict.code;

export const dictResources: ResourceDef[] = [
  {
    ...declaredAs(dictType),
    table: 'dict_type',
    view: `SELECT t.id, t.code, t.name, t.parentId, t.orderNum,
        (SELECT COUNT(*) FROM dict_value v WHERE v.typeId = t.id) AS valueCount, t.updTime
      FROM dict_type t`,
    menus: [page],
    screen: page,
    platform: true,
    keyword: ['code', 'name'],
    defaultSort: 'orderNum ASC, id ASC',
    writes: { create: true, update: true, delete: true },
    guard: {
      create: (store, row) => checkParent(store, row.parentId),
      update: (store, id, row) => checkParent(store, row.parentId, id),
      delete(store, id, before) {
        if (store.get('SELECT 1 FROM dict_type WHERE parentId = ?', id))
          throw rejected(`字典类型 ${String(before.code)} 下还有子类型，请先删除子类型`);
        if (store.get('SELECT 1 FROM dict_value WHERE typeId = ?', id))
          throw rejected(`字典类型 ${String(before.code)} 下还有字典值，请先删除字典值`);
      },
    },
  },
  {
    ...declaredAs(dictValue, { typeId: { ref: { table: 'dict_type' } } }),
    table: 'dict_value',
    view: `SELECT v.id, v.typeId, t.code AS typeCode, v.code, v.value, v.labelDefault, v.labelZhCh, v.labelEnUs,
      v.orderNum, v.updTime
      FROM dict_value v JOIN dict_type t ON t.id = v.typeId`,
    menus: [page],
    screen: page,
    platform: true,
    keyword: ['code', 'value', 'labelDefault', 'labelZhCh', 'labelEnUs'],
    defaultSort: 'orderNum ASC, id ASC',
    writes: { create: true, update: true, delete: true },
    guard: {
      create(store, row) {
        if (store.get('SELECT 1 FROM dict_value WHERE typeId = ? AND value = ?', row.typeId, row.value))
          throw rejected(`该类型已有值 ${String(row.value)}`);
      },
      update(store, id, row, before) {
        if (
          row.value !== undefined &&
          store.get('SELECT 1 FROM dict_value WHERE typeId = ? AND value = ? AND id != ?', before.typeId, row.value, id)
        ) {
          throw rejected(`该类型已有值 ${String(row.value)}`);
        }
      },
    },
  },
];

type TypeNode = TreeNode & { code: string; name: string; orderNum: number; valueCount: number };

export const dictRoutes: RouteDef[] = [
  {
    // The whole type tree, nested, rooted at -1 (a bare array, as the platform's other trees).
    method: 'GET',
    path: `${dictType.api}/tree`,
    menus: [page],
    handler(ctx) {
      const rows = ctx.app.store.all<Omit<TypeNode, 'children'>>(
        'SELECT t.id, t.code, t.name, t.parentId, t.orderNum, (SELECT COUNT(*) FROM dict_value v ' +
          'WHERE v.typeId = t.id) AS valueCount FROM dict_type t ORDER BY t.orderNum, t.id',
      );
      return bare(buildTree(rows.map((row) => ({ ...row, children: [] }) as TypeNode)));
    },
  },
  {
    // The values of one type, for any form of the console: every signed-in user may read them.
    method: 'GET',
    path: `${dictValue.api}/type/{code}`,
    handler(ctx) {
      const rows = valuesOf(ctx.app.store, [ctx.params.code!]).map(({ typeCode: _type, ...row }) => row);
      return table(rows.length, rows);
    },
  },
  {
    // The values of several types in one answer (`codes=a,b,c`), keyed by type code: a screen's columns
    // ask once instead of once per coded column. Every signed-in user may read them, like one type's.
    method: 'GET',
    path: `${dictValue.api}/types`,
    handler(ctx) {
      const codes = [...new Set((ctx.query.get('codes') ?? '').split(',').filter(Boolean))];
      if (
        codes.length === 0 ||
        codes.length > MAX_TYPES ||
        codes.some((code) => !CODE.test(code) || code.length > 64)
      ) {
        throw rejected(`codes: 1 到 ${MAX_TYPES} 个字典类型编码，以逗号分隔`);
      }
      const byType: Record<string, unknown[]> = Object.fromEntries(codes.map((code) => [code, []]));
      for (const { typeCode, ...row } of valuesOf(ctx.app.store, codes)) byType[typeCode]!.push(row);
      return ok(byType);
    },
  },
];

const MAX_TYPES = 50;

type ValueRow = {
  typeCode: string;
  id: number;
  typeId: number;
  code: string;
  value: string;
  labelDefault: string;
  labelZhCh: string | null;
  labelEnUs: string | null;
  orderNum: number;
};

function valuesOf(store: Store, codes: readonly string[]): ValueRow[] {
  return store.all<ValueRow>(
    `SELECT t.code AS typeCode, v.id, v.typeId, v.code, v.value, v.labelDefault, v.labelZhCh, v.labelEnUs, v.orderNum
      FROM dict_value v JOIN dict_type t ON t.id = v.typeId WHERE t.code IN (${codes.map(() => '?').join(', ')})
      ORDER BY v.orderNum, v.id`,
    ...codes,
  );
}
