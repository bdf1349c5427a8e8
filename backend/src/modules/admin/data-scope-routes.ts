import { adminPages } from '@console/contract/admin/pages';
import { type DataScope, type DataScopeReply, dataScopeSchema } from '@console/contract/admin/data-scope';
import type { Store } from '../../db/database.js';
import { asObject } from '../../domain/validate.js';
import { ok, rejected } from '../../http/reply.js';
import type { RouteDef } from '../../http/router.js';
import { pathId } from '../../http/params.js';
import { updated } from '../../domain/audit.js';
import type { ScreenElement } from '../module.js';
import { requireGroup } from './groups.js';
import { readers } from './readers.js';

const screen = adminPages.pages.group.code;
const path = '/api/admin/group/:id/dataScope';

/** The role's data scope (`all` when it has none: what roles had before scopes), and the sections to choose from. */
function read(store: Store, groupId: number): DataScopeReply {
  requireGroup(store, groupId);
  const row = store.get<{ dataScope: string; sectionIds: string }>(
    'SELECT dataScope, sectionIds FROM base_group_scope WHERE groupId = ?',
    groupId,
  );
  const saved = row
    ? dataScopeSchema.safeParse({ dataScope: row.dataScope, sectionIds: JSON.parse(row.sectionIds) })
    : null;
  return {
    ...(saved?.success ? saved.data : { dataScope: 'all', sectionIds: [] }),
    sections: store.all('SELECT id, code, name FROM site_section ORDER BY code, id'),
  };
}

/** The button on the roles' page that sets it, offered to existing data folders with the module's others. */
export const dataScopeElement: ScreenElement = {
  screen,
  suffix: 'btn_dataScope',
  name: '数据权限',
  method: 'PUT',
  uri: '/admin/group/{*}/dataScope',
};

export const dataScopeRoutes: RouteDef[] = [
  { method: 'GET', path, menus: readers.groups, handler: (ctx) => ok(read(ctx.app.store, pathId(ctx))) },
  {
    method: 'PUT',
    path,
    permission: `${screen}:${dataScopeElement.suffix}`,
    log: { menuCode: screen, opt: '数据权限' },
    handler(ctx) {
      const id = pathId(ctx);
      const parsed = dataScopeSchema.safeParse(asObject(ctx.body));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw rejected(
          issue.path[0] === 'dataScope' || issue.path[0] === 'sectionIds' ? issue.message : '数据权限不合法',
        );
      }
      const store = ctx.app.store;
      const scope: DataScope = parsed.data;
      store.transaction(() => {
        requireGroup(store, id);
        const sectionIds = scope.dataScope === 'sections' ? [...new Set(scope.sectionIds)].sort((a, b) => a - b) : [];
        if (scope.dataScope === 'sections' && sectionIds.length === 0) throw rejected('指定标段时至少选择一个标段');
        const known = store.all<{ id: number }>(
          'SELECT id FROM site_section WHERE id IN (SELECT value FROM json_each(?))',
          JSON.stringify(sectionIds),
        );
        const unknown = sectionIds.find((s) => !known.some((k) => k.id === s));
        if (unknown !== undefined) throw rejected(`标段不存在: ${unknown}`);
        const by = updated(ctx.actor);
        store.run(
          `INSERT INTO base_group_scope (groupId, dataScope, sectionIds, updTime, updUser, updName)
            VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (groupId) DO UPDATE SET dataScope = excluded.dataScope, sectionIds = excluded.sectionIds,
              updTime = excluded.updTime, updUser = excluded.updUser, updName = excluded.updName`,
          id,
          scope.dataScope,
          JSON.stringify(sectionIds),
          by.updTime,
          by.updUser,
          by.updName,
        );
      });
      return ok(read(store, id));
    },
  },
];
