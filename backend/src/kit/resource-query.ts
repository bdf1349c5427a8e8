import type { Store } from '../db/database.js';
import { deviceSection, type Scope } from '../domain/data-scope.js';
import { Filters } from '../domain/paging.js';
import { rejected } from '../http/reply.js';
import { checkValue } from './fields.js';
import type { ResourceDef } from './resource.js';

/** What reads select from: the definition's view, or its table. */
export function source(def: ResourceDef): string {
  return def.view ? `(${def.view})` : def.table;
}

/** Filters from the query: `keyword`, each field's own filter, `start`/`end` on the range field. */
export function filtersFor(def: ResourceDef, query: URLSearchParams): Filters {
  const filters = new Filters();
  for (const [column, values] of Object.entries(def.fixed ?? {}))
    filters.add(`${column} IN (${values.map(() => '?').join(', ')})`, ...values);
  const keyword = query.get('keyword')?.trim();
  if (keyword && def.keyword?.length) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
    filters.add(`(${def.keyword.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`, ...def.keyword.map(() => like));
  }
  for (const field of def.fields) {
    if (!field.filter) continue;
    if (field.filter === 'range') {
      const start = query.get('start')?.trim();
      const end = query.get('end')?.trim();
      const bound = (value: string, name: string, endOfDay: boolean) => {
        if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return endOfDay ? `${value} 23:59:59` : `${value} 00:00:00`;
        if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return value;
        throw rejected(`参数 ${name} 必须是 yyyy-MM-dd 或 yyyy-MM-dd HH:mm:ss`);
      };
      // A date column compares with the bounds' days (a day's text sorts before its own midnight).
      const asColumn = (value: string) => (field.type === 'date' ? value.slice(0, 10) : value);
      if (start) filters.add(`${field.name} >= ?`, asColumn(bound(start, 'start', false)));
      if (end) filters.add(`${field.name} <= ?`, asColumn(bound(end, 'end', true)));
      if (start && end && bound(start, 'start', false) > bound(end, 'end', true))
        throw rejected('参数 start 不能晚于 end');
      continue;
    }
    const raw = query.get(field.name)?.trim();
    if (!raw) continue;
    if (field.filter === 'like') filters.like(field.name, raw);
    else filters.add(`${field.name} = ?`, checkValue(field, raw, 'filter'));
  }
  return filters;
}

/** The columns a page may sort by. */
export function sortable(def: ResourceDef): string[] {
  return ['id', ...def.fields.filter((f) => f.sortable).map((f) => f.name)];
}

/**
 * The SQL condition that keeps a row's section among `?` (a JSON array): over the table's row `r` when the
 * definition says how (`section`), else over what reads see (its `sectionId`, or its `deviceId`'s section).
 */
function sectionCondition(def: ResourceDef): string | null {
  if (def.section === false || def.platform) return null;
  if (typeof def.section === 'object') return `${def.section.view} IN (SELECT value FROM json_each(?))`;
  if (def.section)
    return `id IN (SELECT r.id FROM ${def.table} r WHERE ${def.section} IN (SELECT value FROM json_each(?)))`;
  const names = new Set(def.fields.map((f) => f.name));
  if (names.has('sectionId')) return 'sectionId IN (SELECT value FROM json_each(?))';
  return names.has('deviceId') ? `${deviceSection('deviceId')} IN (SELECT value FROM json_each(?))` : null;
}

/** Whether the resource's rows belong to sections (reads and writes then heed the caller's data scope). */
export const hasSections = (def: ResourceDef): boolean => sectionCondition(def) !== null;

/** Who reads, and what of the data they may. */
export type Reader = { scope: Scope; userId: number; store: Store };

/** Tables that know who made each row (the audit column `crtUser`): only their rows can be a reader's own. */
const creatorKnown = new Map<string, boolean>();
function knowsCreator(store: Store, table: string): boolean {
  let known = creatorKnown.get(table);
  if (known === undefined) {
    known = store.get(`SELECT 1 FROM pragma_table_info('${table}') WHERE name = 'crtUser'`) !== undefined;
    creatorKnown.set(table, known);
  }
  return known;
}

/** Adds the reader's data scope to a read's filters (none for the platform's own reads). */
export function scoped(def: ResourceDef, filters: Filters, reader: Reader | undefined): Filters {
  const inSections = sectionCondition(def);
  if (!reader || !inSections || reader.scope.all) return filters;
  const { sections, own } = reader.scope;
  const parts: string[] = [];
  const params: unknown[] = [];
  if (sections.length > 0) {
    parts.push(inSections);
    params.push(JSON.stringify(sections));
  }
  if (own && knowsCreator(reader.store, def.table)) {
    parts.push(`id IN (SELECT id FROM ${def.table} WHERE crtUser = ?)`);
    params.push(String(reader.userId));
  }
  return filters.add(parts.length ? `(${parts.join(' OR ')})` : '0', ...params);
}

/** One row as reads see it; an id outside the resource (or its fixed values, or the reader's scope) is refused. */
export function readOne(store: Store, def: ResourceDef, id: number, reader?: Reader): Record<string, unknown> {
  const filters = scoped(def, filtersFor(def, new URLSearchParams()).add('id = ?', id), reader);
  const row = store.get<Record<string, unknown>>(`SELECT * FROM ${source(def)} ${filters.where}`, ...filters.params);
  if (!row) throw rejected(`${def.noun}不存在: ${id}`);
  return row;
}
