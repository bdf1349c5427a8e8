import type { Store } from '../db/database.js';
import { createdAndUpdated, updated } from '../domain/audit.js';
import { Filters, orderClause, pageWindow } from '../domain/paging.js';
import { holdsElement } from '../domain/permissions.js';
import { asObject } from '../domain/validate.js';
import { bare, ok, rejected, table } from '../http/reply.js';
import type { RequestContext, RouteDef } from '../http/router.js';
import { bodyForPathId, pathId } from '../http/params.js';
import { declared, exportRows } from './resource-export.js';
import { maskedInLog } from './fields.js';
import { crudElement, type ResourceDef } from './resource.js';
import { filtersFor, hasSections, type Reader, readOne, scoped, sortable, source } from './resource-query.js';
import { scopeOf } from '../domain/data-scope.js';
import { checkConstraints, projectId, rowFrom } from './resource-write.js';

/** Exports stop at this many rows. */
const EXPORT_LIMIT = 200_000;

/** The routes a definition serves: its reads, the writes it declares and its row commands. */
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
  const maskedFields = maskedInLog(def.fields);
  const log = (opt: string) => ({
    menuCode: def.screen,
    opt: `${opt}${def.elements && ['新增', '编辑', '删除'].includes(opt) ? def.noun : ''}`,
    masked: maskedFields,
  });
  const revealed = (store: Store, id: number) =>
    def.reveal
      ? { [def.reveal]: store.get<{ v: unknown }>(`SELECT ${def.reveal} v FROM ${def.table} WHERE id = ?`, id)?.v }
      : {};
  /** A write that would leave its row outside the writer's scope (another section's) is undone. */
  const keptInScope = (store: Store, id: number, reader: Reader | undefined) => {
    if (!reader) return;
    const filters = scoped(def, new Filters().add('id = ?', id), reader);
    if (!store.get(`SELECT 1 FROM ${source(def)} ${filters.where}`, ...filters.params))
      throw rejected(`无权操作数据范围之外的${def.noun}`);
  };
  /** The caller and their data scope, read once per request when the rows belong to sections. */
  const readerOf = (ctx: RequestContext): Reader | undefined =>
    hasSections(def)
      ? { scope: scopeOf(ctx.app.store, ctx.actor.id), userId: ctx.actor.id, store: ctx.app.store }
      : undefined;
  const routes: RouteDef[] = [
    {
      method: 'GET',
      path: `${def.path}/page`,
      menus,
      handler(ctx: RequestContext) {
        const { limit, offset } = pageWindow(ctx.query);
        const filters = scoped(def, filtersFor(def, ctx.query), readerOf(ctx));
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
        const filters = scoped(def, filtersFor(def, ctx.query), readerOf(ctx));
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
        const filters = scoped(def, filtersFor(def, ctx.query), readerOf(ctx));
        const order = orderClause(ctx.query, sortable(def), def.defaultSort);
        const store = ctx.app.store;
        // The rows chosen and ordered once, when the export starts: the batches read them by id, so rows written
        // meanwhile neither repeat nor push others out, and no batch re-reads the ones before it (as OFFSET would).
        const ids = store
          .all<{ id: number }>(
            `SELECT id FROM ${source(def)} ${filters.where} ${order} LIMIT ?`,
            ...filters.params,
            EXPORT_LIMIT,
          )
          .map((r) => r.id);
        return exportRows(
          ctx,
          def.path.split('/').slice(2).join('-'),
          def.fields.filter((f) => !f.secret).map(declared),
          (offset, limit) => {
            const batch = ids.slice(offset, offset + limit);
            if (batch.length === 0) return [];
            const rows = new Map(
              store
                .all<Record<string, unknown>>(
                  `SELECT * FROM ${source(def)} WHERE id IN (${batch.map(() => '?').join(', ')})`,
                  ...batch,
                )
                .map((row) => [row.id as number, row]),
            );
            // A row deleted since the export began is left out.
            return batch.flatMap((id) => {
              const row = rows.get(id);
              return row ? [masked(row)] : [];
            });
          },
          ids.length,
        );
      },
    },
    {
      method: 'GET',
      path: `${def.path}/:id`,
      menus,
      handler: (ctx) => ok(shown(ctx, readOne(ctx.app.store, def, pathId(ctx), readerOf(ctx)))),
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
        const reader = readerOf(ctx);
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
          keptInScope(store, id, reader);
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
        const reader = readerOf(ctx);
        store.transaction(() => {
          const before = readOne(store, def, id, reader);
          checkConstraints(store, def, row, id);
          def.guard?.update?.(store, id, row, before, ctx);
          def.derive?.update?.(store, id, row, before, ctx);
          store.update(def.table, id, { ...row, ...updated(ctx.actor) });
          def.effects?.update?.(store, id, row, before, ctx);
          keptInScope(store, id, reader);
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
        const reader = readerOf(ctx);
        store.transaction(() => {
          const before = readOne(store, def, id, reader);
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
        const reader = readerOf(ctx);
        store.transaction(() => {
          const before = readOne(store, def, id, reader);
          command.run(store, before, body, ctx);
          def.written?.(store, { id, action: command.name, before, after: readOne(store, def, id) }, ctx);
        });
        return ok({ ...shown(ctx, readOne(store, def, id)), ...(command.reveals ? revealed(store, id) : {}) });
      },
    });
  }
  return routes;
}
