import type { Store, SqlValue } from '../db/database.js';
import { createdAndUpdated, updated } from '../domain/audit.js';
import { Filters, orderClause, pageWindow } from '../domain/paging.js';
import { holdsElement } from '../domain/permissions.js';
import { asObject } from '../domain/validate.js';
import { bare, ok, rejected, table } from '../http/reply.js';
import type { RequestContext, RouteDef } from '../http/router.js';
import { bodyForPathId, pathId } from '../http/params.js';
import { csvReply } from './csv.js';
import { checkValue, type FieldDef } from './fields.js';

/**
 * A module entity served by definition: `page`, `all`, `export` (CSV stream) and `{id}` reads for the
 * holders of its menus, and `POST`/`PUT`/`DELETE` for the holders of its screen's element codes, each
 * write in the operation log. Most registries, queries and logs of the business modules are one of these.
 */
export interface ResourceDef {
  /** `/api/<module>/<entity>`. */
  path: string;
  /** Rows are written here. */
  table: string;
  /** What reads see: a SELECT over `table` with joined labels; every output column is a field or `id`. Default: the table. */
  view?: string;
  /** Reads need one of these menus (screen codes); an empty list serves every signed-in user (shared lookups). */
  menus: readonly string[];
  /** Screen whose element codes (`<screen>:btn_add` …) gate writes and whose title goes into the operation log. */
  screen: string;
  /**
   * Other suffixes for the CRUD writes' element codes, when a second resource shares its screen with the
   * first (the positions on the departments' page: `departManager:btn_positionAdd`).
   */
  elements?: Partial<Record<CrudElement, string>>;
  fields: readonly FieldDef[];
  /** Rows outside these values are not this resource's (a module's view on a shared table); writes set them. */
  fixed?: Readonly<Record<string, readonly string[]>>;
  /** Columns `keyword` searches. */
  keyword?: readonly string[];
  defaultSort: string;
  /** Which writes exist; reads only when absent. */
  writes?: { create?: boolean; update?: boolean; delete?: boolean };
  /** Extra refusals, run in the write's transaction (e.g. "still referenced"). */
  guard?: {
    create?(store: Store, row: Record<string, SqlValue>, ctx: RequestContext): void;
    update?(
      store: Store,
      id: number,
      row: Record<string, SqlValue>,
      before: Record<string, unknown>,
      ctx: RequestContext,
    ): void;
    delete?(store: Store, id: number, before: Record<string, unknown>, ctx: RequestContext): void;
  };
  /** What a write changes elsewhere, in its transaction (after the guard), e.g. a stock kept as a sum or a history row naming who. */
  /** Values the platform computes, completed on the row before it is written (after the guard). */
  derive?: {
    create?(store: Store, row: Record<string, SqlValue>, ctx: RequestContext): void;
    update?(
      store: Store,
      id: number,
      row: Record<string, SqlValue>,
      before: Record<string, unknown>,
      ctx: RequestContext,
    ): void;
  };
  effects?: {
    /** After the insert: `id` is the new row's. */
    create?(store: Store, row: Record<string, SqlValue>, ctx: RequestContext, id: number): void;
    update?(
      store: Store,
      id: number,
      row: Record<string, SqlValue>,
      before: Record<string, unknown>,
      ctx: RequestContext,
    ): void;
    delete?(store: Store, before: Record<string, unknown>, ctx: RequestContext): void;
  };
  /**
   * After every write and command, in its transaction: the row as reads saw it before and see it after
   * (no `before` on create, no `after` on delete), e.g. for a change log kept beside the row.
   */
  written?(store: Store, change: WrittenChange, ctx: RequestContext): void;
  /** Runs before every read (e.g. raising the problems of alarms the simulator wrote since the last read). */
  beforeRead?(store: Store, ctx: RequestContext): void;
  /** Row commands beyond the CRUD writes (start, finish, generate, send …). */
  commands?: readonly CommandDef[];
  /**
   * Personal data shown masked: lists, exports and `{id}` read `row()`'s version; `{id}` and the write
   * replies answer the row as stored only to holders of `<screen>:<element>` (the edit form's reader).
   */
  mask?: { element: string; row(row: Record<string, unknown>): Record<string, unknown> };
  /**
   * A column of `table` the platform generates (a client's secret) and the reads never show: the create
   * reply and the replies of commands marked `reveals` carry it, once, for the caller to note down.
   */
  reveal?: string;
  /** Business name in messages ("设备"). */
  noun: string;
  /** Platform-wide rows (the dictionary …): they carry no `projectId`. */
  platform?: boolean;
}

export type CrudElement = 'btn_add' | 'btn_edit' | 'btn_del';

/** The suffix of a CRUD write's element code under the definition's screen. */
export const crudElement = (def: Pick<ResourceDef, 'elements'>, suffix: CrudElement): string =>
  def.elements?.[suffix] ?? suffix;

export interface WrittenChange {
  id: number;
  /** `create`, `update`, `delete` or the command's name. */
  action: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/**
 * A command on one row: `POST|PUT <path>/{id}/<name>`, gated by `<screen>:<element>`, written to the
 * operation log, run in one transaction with the row as reads see it. It answers the row as read again.
 */
export interface CommandDef {
  /** Path segment after the id, e.g. `start`. */
  name: string;
  /** Element suffix, e.g. `btn_start`. */
  element: string;
  /** Operation name for the log and the element seed ("开始"). */
  label: string;
  method: 'POST' | 'PUT';
  /** Refuses with `rejected()` when the row's state does not allow it; `body` is the request's JSON object (may be empty). */
  run(store: Store, row: Record<string, unknown>, body: Record<string, unknown>, ctx: RequestContext): void;
  /** The reply carries the definition's `reveal` column (a rotated secret). */
  reveals?: boolean;
}

const EXPORT_LIMIT = 200_000;

function source(def: ResourceDef): string {
  return def.view ? `(${def.view})` : def.table;
}

/** Filters from the query: `keyword`, each field's own filter, `start`/`end` on the range field. */
function filtersFor(def: ResourceDef, query: URLSearchParams): Filters {
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

function sortable(def: ResourceDef): string[] {
  return ['id', ...def.fields.filter((f) => f.sortable).map((f) => f.name)];
}

function readOne(store: Store, def: ResourceDef, id: number): Record<string, unknown> {
  const filters = filtersFor(def, new URLSearchParams()).add('id = ?', id);
  const row = store.get<Record<string, unknown>>(`SELECT * FROM ${source(def)} ${filters.where}`, ...filters.params);
  if (!row) throw rejected(`${def.noun}不存在: ${id}`);
  return row;
}

/** The writable fields of a body, checked; on update, absent fields stay as they are. */
function rowFrom(def: ResourceDef, body: Record<string, unknown>, mode: 'create' | 'update'): Record<string, SqlValue> {
  const row: Record<string, SqlValue> = {};
  for (const field of def.fields) {
    if (field.readOnly || (mode === 'update' && field.createOnly)) continue;
    const value = body[field.name];
    // A write-only field left blank in an edit form keeps its value: the form never had it.
    const keep =
      mode === 'update' && (value === null || (field.secret && typeof value === 'string' && value.trim() === ''));
    if (value === undefined || keep) {
      if (mode === 'create' && field.required) throw rejected(`${field.label}不能为空`);
      if (mode === 'create' && field.default !== undefined) row[field.name] = field.default;
      continue;
    }
    const checked = checkValue(field, value, 'write');
    if (checked === null && field.required) throw rejected(`${field.label}不能为空`);
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
function checkConstraints(store: Store, def: ResourceDef, row: Record<string, SqlValue>, id?: number): void {
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

function projectId(store: Store): number {
  const project = store.get<{ id: number }>('SELECT id FROM site_project ORDER BY id LIMIT 1');
  if (!project) throw rejected('项目尚未建立');
  return project.id;
}

export function resourceRoutes(def: ResourceDef): RouteDef[] {
  const menus = def.menus.length > 0 ? def.menus : undefined;
  const element = (suffix: string) => `${def.screen}:${suffix}`;
  // Write-only fields never leave the backend, whatever the view selects.
  const secrets = def.fields.filter((f) => f.secret).map((f) => f.name);
  const hide = (row: Record<string, unknown>) =>
    secrets.length === 0 ? row : Object.fromEntries(Object.entries(row).filter(([name]) => !secrets.includes(name)));
  const masked = (row: Record<string, unknown>) => hide(def.mask ? def.mask.row(row) : row);
  /** One row as the caller may see it: as stored for holders of the mask's element, masked for the others. */
  const shown = (ctx: RequestContext, row: Record<string, unknown>) =>
    def.mask && !holdsElement(ctx.app.store, ctx.actor.id, element(def.mask.element)) ? masked(row) : hide(row);
  // A resource sharing its screen names its noun in the log, so the two resources' writes stay apart.
  const log = (opt: string) => ({
    menuCode: def.screen,
    opt: `${opt}${def.elements && ['新增', '编辑', '删除'].includes(opt) ? def.noun : ''}`,
  });
  const revealed = (store: Store, id: number) =>
    def.reveal
      ? { [def.reveal]: store.get<{ v: unknown }>(`SELECT ${def.reveal} v FROM ${def.table} WHERE id = ?`, id)?.v }
      : {};
  const routes: RouteDef[] = [
    {
      method: 'GET',
      path: `${def.path}/page`,
      menus,
      handler(ctx: RequestContext) {
        def.beforeRead?.(ctx.app.store, ctx);
        const { limit, offset } = pageWindow(ctx.query);
        const filters = filtersFor(def, ctx.query);
        const order = orderClause(ctx.query, sortable(def), def.defaultSort);
        const store = ctx.app.store;
        const total = store.get<{ n: number }>(
          `SELECT COUNT(*) n FROM ${source(def)} ${filters.where}`,
          ...filters.params,
        )!.n;
        const rows = store.all<Record<string, unknown>>(
          `SELECT * FROM ${source(def)} ${filters.where} ${order} LIMIT ? OFFSET ?`,
          ...filters.params,
          limit,
          offset,
        );
        return table(total, rows.map(masked));
      },
    },
    {
      method: 'GET',
      path: `${def.path}/all`,
      menus,
      handler(ctx) {
        def.beforeRead?.(ctx.app.store, ctx);
        const filters = filtersFor(def, ctx.query);
        return bare(
          ctx.app.store
            .all<Record<string, unknown>>(
              `SELECT * FROM ${source(def)} ${filters.where} ORDER BY ${def.defaultSort} LIMIT 5000`,
              ...filters.params,
            )
            .map(masked),
        );
      },
    },
    {
      method: 'GET',
      path: `${def.path}/export`,
      menus,
      handler(ctx) {
        def.beforeRead?.(ctx.app.store, ctx);
        const filters = filtersFor(def, ctx.query);
        const order = orderClause(ctx.query, sortable(def), def.defaultSort);
        const store = ctx.app.store;
        const sql = `SELECT * FROM ${source(def)} ${filters.where} ${order} LIMIT ? OFFSET ?`;
        const columns = def.fields.filter((f) => !f.secret);
        return csvReply(
          def.path.split('/').slice(2).join('-'),
          columns.map((f) => f.label),
          (offset, limit) =>
            offset >= EXPORT_LIMIT
              ? []
              : store
                  .all<Record<string, unknown>>(sql, ...filters.params, Math.min(limit, EXPORT_LIMIT - offset), offset)
                  .map((row) => masked(row))
                  .map((row) => columns.map((f) => row[f.name])),
        );
      },
    },
    {
      method: 'GET',
      path: `${def.path}/:id`,
      menus,
      handler: (ctx) => ok(shown(ctx, readOne(ctx.app.store, def, pathId(ctx)))),
    },
  ];
  if (def.writes?.create) {
    routes.push({
      method: 'POST',
      path: def.path,
      permission: element(crudElement(def, 'btn_add')),
      log: log('新增'),
      handler(ctx) {
        const store = ctx.app.store;
        const row = rowFrom(def, asObject(ctx.body), 'create');
        const id = store.transaction(() => {
          checkConstraints(store, def, row);
          def.guard?.create?.(store, row, ctx);
          def.derive?.create?.(store, row, ctx);
          const id = store.insert(def.table, {
            ...row,
            ...(def.platform ? {} : { projectId: projectId(store) }),
            ...createdAndUpdated(ctx.actor),
          });
          def.effects?.create?.(store, row, ctx, id);
          def.written?.(store, { id, action: 'create', after: readOne(store, def, id) }, ctx);
          return id;
        });
        return ok({ ...shown(ctx, readOne(store, def, id)), ...revealed(store, id) });
      },
    });
  }
  if (def.writes?.update) {
    routes.push({
      method: 'PUT',
      path: `${def.path}/:id`,
      permission: element(crudElement(def, 'btn_edit')),
      log: log('编辑'),
      handler(ctx) {
        const store = ctx.app.store;
        const { id, body } = bodyForPathId(ctx);
        const row = rowFrom(def, body, 'update');
        store.transaction(() => {
          const before = readOne(store, def, id);
          checkConstraints(store, def, row, id);
          def.guard?.update?.(store, id, row, before, ctx);
          def.derive?.update?.(store, id, row, before, ctx);
          store.update(def.table, id, { ...row, ...updated(ctx.actor) });
          def.effects?.update?.(store, id, row, before, ctx);
          def.written?.(store, { id, action: 'update', before, after: readOne(store, def, id) }, ctx);
        });
        return ok(shown(ctx, readOne(store, def, id)));
      },
    });
  }
  if (def.writes?.delete) {
    routes.push({
      method: 'DELETE',
      path: `${def.path}/:id`,
      permission: element(crudElement(def, 'btn_del')),
      log: log('删除'),
      handler(ctx) {
        const store = ctx.app.store;
        const id = pathId(ctx);
        store.transaction(() => {
          const before = readOne(store, def, id);
          def.guard?.delete?.(store, id, before, ctx);
          def.effects?.delete?.(store, before, ctx);
          store.run(`DELETE FROM ${def.table} WHERE id = ?`, id);
          def.written?.(store, { id, action: 'delete', before }, ctx);
        });
        return ok();
      },
    });
  }
  for (const command of def.commands ?? []) {
    routes.push({
      method: command.method,
      path: `${def.path}/:id/${command.name}`,
      permission: element(command.element),
      log: log(command.label),
      handler(ctx) {
        const store = ctx.app.store;
        const id = pathId(ctx);
        const body = ctx.body === undefined || ctx.body === null ? {} : asObject(ctx.body);
        store.transaction(() => {
          const before = readOne(store, def, id);
          command.run(store, before, body, ctx);
          def.written?.(store, { id, action: command.name, before, after: readOne(store, def, id) }, ctx);
        });
        return ok({ ...shown(ctx, readOne(store, def, id)), ...(command.reveals ? revealed(store, id) : {}) });
      },
    });
  }
  return routes;
}

/** The element codes a resource's writes need, for the seed. */
export function resourceElements(
  def: ResourceDef,
): { suffix: string; name: string; method: 'POST' | 'PUT' | 'DELETE'; uri: string }[] {
  const uri = def.path.replace(/^\/api/, '');
  return [
    ...(def.writes?.create
      ? [
          {
            suffix: crudElement(def, 'btn_add'),
            name: `新增${def.elements ? def.noun : ''}`,
            method: 'POST' as const,
            uri,
          },
        ]
      : []),
    ...(def.writes?.update
      ? [
          {
            suffix: crudElement(def, 'btn_edit'),
            name: `编辑${def.elements ? def.noun : ''}`,
            method: 'PUT' as const,
            uri: `${uri}/{*}`,
          },
        ]
      : []),
    ...(def.writes?.delete
      ? [
          {
            suffix: crudElement(def, 'btn_del'),
            name: `删除${def.elements ? def.noun : ''}`,
            method: 'DELETE' as const,
            uri: `${uri}/{*}`,
          },
        ]
      : []),
    ...(def.commands ?? []).map((c) => ({
      suffix: c.element,
      name: c.label,
      method: c.method,
      uri: `${uri}/{*}/${c.name}`,
    })),
  ];
}
