import type { Actor } from '../../domain/actor.js';
import type { Store } from '../../db/database.js';
import { rejected } from '../../domain/rejected.js';
import type { GroupTypeRow } from '../../domain/rows.js';
import { createdAndUpdated, updated } from '../../domain/audit.js';
import { Filters, orderClause, pageWindow } from '../../domain/paging.js';
import { attrFields, type FieldSpec, pickFields } from '../../domain/validate.js';

export const groupTypeFields: FieldSpec[] = [
  {
    name: 'code',
    kind: 'string',
    required: true,
    max: 64,
    pattern: /^[A-Za-z][A-Za-z0-9_-]*$/,
    patternMessage: '参数 code 必须以字母开头，只能包含字母、数字、_ 和 -',
  },
  { name: 'name', kind: 'string', required: true, max: 64 },
  { name: 'description', kind: 'string', max: 1000 },
  ...attrFields,
];

export function findGroupType(store: Store, id: number): GroupTypeRow | undefined {
  return store.get<GroupTypeRow>('SELECT * FROM base_group_type WHERE id = ?', id);
}

export function requireGroupType(store: Store, id: number): GroupTypeRow {
  const type = findGroupType(store, id);
  if (!type) throw rejected(`角色类型不存在: ${id}`);
  return type;
}

export function allGroupTypes(store: Store): GroupTypeRow[] {
  return store.all<GroupTypeRow>('SELECT * FROM base_group_type ORDER BY id');
}

export function pageGroupTypes(store: Store, query: URLSearchParams): { total: number; rows: GroupTypeRow[] } {
  const { limit, offset } = pageWindow(query);
  const filters = new Filters().like('name', query.get('name')).like('code', query.get('code'));
  const order = orderClause(query, ['id', 'code', 'name', 'crtTime', 'updTime'], 'id ASC');
  const total = store.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM base_group_type ${filters.where}`,
    ...filters.params,
  )!.n;
  const rows = store.all<GroupTypeRow>(
    `SELECT * FROM base_group_type ${filters.where} ${order} LIMIT ? OFFSET ?`,
    ...filters.params,
    limit,
    offset,
  );
  return { total, rows };
}

function assertCodeFree(store: Store, code: unknown, exceptId = 0): void {
  if (
    typeof code === 'string' &&
    store.get('SELECT 1 FROM base_group_type WHERE code = ? AND id <> ?', code, exceptId)
  ) {
    throw rejected(`角色类型编码已存在: ${code}`);
  }
}

export function createGroupType(store: Store, actor: Actor, body: Record<string, unknown>): number {
  const row = pickFields(body, groupTypeFields, 'create');
  return store.transaction(() => {
    assertCodeFree(store, row.code);
    return store.insert('base_group_type', { ...row, ...createdAndUpdated(actor) });
  });
}

export function updateGroupType(store: Store, actor: Actor, id: number, body: Record<string, unknown>): void {
  const row = pickFields(body, groupTypeFields, 'update');
  store.transaction(() => {
    requireGroupType(store, id);
    assertCodeFree(store, row.code, id);
    store.update('base_group_type', id, { ...row, ...updated(actor) });
  });
}

export function deleteGroupType(store: Store, id: number): void {
  store.transaction(() => {
    requireGroupType(store, id);
    if (store.get('SELECT 1 FROM base_group WHERE groupType = ?', id)) throw rejected('该角色类型下还有角色，不能删除');
    store.run('DELETE FROM base_group_type WHERE id = ?', id);
  });
}
