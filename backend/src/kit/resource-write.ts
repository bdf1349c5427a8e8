import type { Store, SqlValue } from '../db/database.js';
import { rejected } from '../http/reply.js';
import { checkValue } from './fields.js';
import type { ResourceDef } from './resource.js';

/** The writable fields of a body, checked; on update, absent fields stay as they are. */
export function rowFrom(
  def: ResourceDef,
  body: Record<string, unknown>,
  mode: 'create' | 'update',
): Record<string, SqlValue> {
  const row: Record<string, SqlValue> = {};
  for (const field of def.fields) {
    if (field.readOnly || (mode === 'update' && field.createOnly)) continue;
    const value = body[field.name];
    // A write-only field left blank in an edit form keeps its value: the form never had it.
    const keep =
      mode === 'update' && (value === null || (field.secret && typeof value === 'string' && value.trim() === ''));
    // A required field with a default (a NOT NULL column's DEFAULT) takes it when a new row leaves it out or blank.
    const defaulted = mode === 'create' && field.default !== undefined;
    if (value === undefined || keep) {
      if (mode === 'create' && field.required && !defaulted) throw rejected(`${field.label}不能为空`);
      if (mode === 'create' && field.default !== undefined) row[field.name] = field.default;
      continue;
    }
    const checked = checkValue(field, value, 'write');
    if (checked === null && field.required && !defaulted) throw rejected(`${field.label}不能为空`);
    // A blank field of a new row takes the default, as an absent one does.
    row[field.name] = checked === null && mode === 'create' && field.default !== undefined ? field.default : checked;
  }
  for (const [column, values] of Object.entries(def.fixed ?? {})) {
    const given = row[column];
    if (given === undefined && mode === 'create') {
      if (values.length !== 1) throw rejected(`参数 ${column} 只能是 ${values.join(' / ')}`);
      row[column] = values[0]!;
    } else if (given !== undefined && !values.includes(String(given))) {
      throw rejected(`参数 ${column} 只能是 ${values.join(' / ')}`);
    }
  }
  return row;
}

/** Unique fields and references, checked in the write's transaction. */
export function checkConstraints(store: Store, def: ResourceDef, row: Record<string, SqlValue>, id?: number): void {
  for (const field of def.fields) {
    const value = row[field.name];
    if (value === undefined || value === null) continue;
    if (field.unique) {
      const other = store.get<{ id: number }>(
        `SELECT id FROM ${def.table} WHERE ${field.name} = ? AND id != ?`,
        value,
        id ?? -1,
      );
      if (other) throw rejected(`${field.label}已存在: ${value}`);
    }
    if (field.dict && !field.values && field.type === 'enum') {
      const known = store.get(
        'SELECT 1 FROM dict_value v JOIN dict_type t ON t.id = v.typeId WHERE t.code = ? AND v.value = ?',
        field.dict,
        value,
      );
      if (!known) throw rejected(`${field.label}不是数据字典「${field.dict}」中的值: ${value}`);
    }
    if (field.ref) {
      const where = field.ref.where ? ` AND ${field.ref.where}` : '';
      if (!store.get(`SELECT 1 FROM ${field.ref.table} WHERE id = ?${where}`, value))
        throw rejected(`${field.label}不存在: ${value}`);
    }
  }
}

/** The project new rows belong to: the first one set up. */
export function projectId(store: Store): number {
  const project = store.get<{ id: number }>('SELECT id FROM site_project ORDER BY id LIMIT 1');
  if (!project) throw rejected('项目尚未建立');
  return project.id;
}
