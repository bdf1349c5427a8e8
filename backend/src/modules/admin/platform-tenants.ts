import { adminPages } from '@console/contract/admin/pages';
import { tenant as declared } from '@console/contract/admin/resources';
import type { Store } from '../../db/database.js';
import { idFrom } from '../../domain/validate.js';
import { ok, rejected } from '../../http/reply.js';
import type { RouteDef } from '../../http/router.js';
import { pathId } from '../../http/params.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { updatedBy, userName } from './platform-common.js';

// Tenants of the AG-Admin enterprise edition, each with an owner; one super tenant at least administers the others.

const page = adminPages.pages.tenant.code;

export const tenant: ResourceDef = {
  ...declaredAs(declared, { owner: { ref: { table: 'base_user' } } }),
  table: 'base_tenant',
  view: `SELECT t.id, t.code, t.name, t.isSuperTenant, t.description, t.owner, u.name AS ownerName,
    u.username AS ownerUsername, t.updTime
    FROM base_tenant t LEFT JOIN base_user u ON u.id = t.owner`,
  menus: [page],
  screen: page,
  platform: true,
  keyword: ['code', 'name'],
  defaultSort: 'id ASC',
  writes: { create: true, update: true, delete: true },
  guard: {
    update(store, id, row, before) {
      // The platform keeps one super tenant at least: it is the one that administers the others.
      if (row.isSuperTenant === '0' && before.isSuperTenant === '1' && lastSuperTenant(store, id)) {
        throw rejected(`租户 ${String(before.code)} 是唯一的超级租户，不能取消超级租户标记`);
      }
    },
    delete(store, id, before) {
      if (before.isSuperTenant === '1' && lastSuperTenant(store, id))
        throw rejected(`租户 ${String(before.code)} 是唯一的超级租户，不能删除`);
    },
  },
};

function lastSuperTenant(store: Store, id: number): boolean {
  return !store.get("SELECT 1 FROM base_tenant WHERE isSuperTenant = '1' AND id != ?", id);
}

function tenantRow(store: Store, id: number): { id: number; code: string; owner: number | null } {
  const row = store.get<{ id: number; code: string; owner: number | null }>(
    'SELECT id, code, owner FROM base_tenant WHERE id = ?',
    id,
  );
  if (!row) throw rejected(`租户不存在: ${id}`);
  return row;
}

export const tenantRoutes: RouteDef[] = [
  {
    // The tenant's owner, as the enterprise edition answers it (the user, or no data).
    method: 'GET',
    path: `${declared.api}/:id/user`,
    menus: [page],
    handler(ctx) {
      const row = tenantRow(ctx.app.store, pathId(ctx));
      const user =
        row.owner === null
          ? undefined
          : ctx.app.store.get('SELECT id, username, name, description FROM base_user WHERE id = ?', row.owner);
      return ok(user ?? null);
    },
  },
  {
    method: 'PUT',
    path: `${declared.api}/:id/user`,
    permission: `${page}:btn_edit`,
    log: { menuCode: page, opt: '设置所有者' },
    handler(ctx) {
      const store = ctx.app.store;
      const id = pathId(ctx);
      const userId = idFrom(ctx.query.get('userId') ?? undefined, 'userId');
      store.transaction(() => {
        tenantRow(store, id);
        userName(store, userId);
        store.run(
          'UPDATE base_tenant SET owner = ?, updTime = ?, updUser = ?, updName = ?, updHost = ? WHERE id = ?',
          userId,
          ...updatedBy(ctx),
          id,
        );
      });
      return ok();
    },
  },
];
