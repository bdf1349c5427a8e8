import { bare, ok, table } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import {
  allGroups,
  createGroup,
  deleteGroup,
  grantElement,
  groupElementIds,
  groupMenus,
  groupTree,
  groupUsers,
  listGroups,
  pageGroups,
  requireGroup,
  revokeElement,
  setGroupMenus,
  setGroupUsers,
  updateGroup,
} from './groups.js';
import { asObject, idFrom, idListFrom } from '../../domain/validate.js';
import { bodyForPathId, param, pathId } from '../../http/params.js';
import { adminPages } from '@console/contract/admin/pages';
import { readers } from './readers.js';

const screen = adminPages.pages.group.code;
const base = '/api/admin/group';
const log = (opt: string) => ({ menuCode: screen, opt });
// The 2018 console sends POST and later platform versions PUT for the grant endpoints; both are served.
const postOrPut = ['POST', 'PUT'] as const;

/** `menuId` is optional on element grants; when given it must be the element's menu. */
function optionalMenuId(ctx: RequestContext): number | undefined {
  const raw = param(ctx, 'menuId');
  return raw === null || raw.trim() === '' ? undefined : idFrom(raw, 'menuId');
}

function elementId(ctx: RequestContext): number {
  return idFrom(param(ctx, 'elementId') ?? undefined, 'elementId');
}

export const groupRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: `${base}/tree`,
    menus: readers.groups,
    handler: (ctx) => bare(groupTree(listGroups(ctx.app.store, ctx.query))),
  },
  {
    method: 'GET',
    path: `${base}/list`,
    menus: readers.groups,
    handler: (ctx) => bare(listGroups(ctx.app.store, ctx.query)),
  },
  { method: 'GET', path: `${base}/all`, menus: readers.groups, handler: (ctx) => bare(allGroups(ctx.app.store)) },
  {
    method: 'GET',
    path: `${base}/page`,
    menus: readers.groups,
    handler(ctx) {
      const { total, rows } = pageGroups(ctx.app.store, ctx.query);
      return table(total, rows);
    },
  },
  {
    method: 'GET',
    path: `${base}/:id`,
    menus: readers.groups,
    handler: (ctx) => ok(requireGroup(ctx.app.store, pathId(ctx))),
  },
  {
    method: 'POST',
    path: base,
    permission: `${screen}:btn_add`,
    log: log('新增'),
    handler(ctx) {
      const id = createGroup(ctx.app.store, ctx.actor, asObject(ctx.body));
      return ok(requireGroup(ctx.app.store, id));
    },
  },
  {
    method: 'PUT',
    path: `${base}/:id`,
    permission: `${screen}:btn_edit`,
    log: log('编辑'),
    handler(ctx) {
      const { id, body } = bodyForPathId(ctx);
      updateGroup(ctx.app.store, ctx.actor, id, body);
      return ok();
    },
  },
  {
    method: 'DELETE',
    path: `${base}/:id`,
    permission: `${screen}:btn_del`,
    log: log('删除'),
    handler(ctx) {
      deleteGroup(ctx.app.store, ctx.actor, pathId(ctx));
      return ok();
    },
  },
  {
    method: 'GET',
    path: `${base}/:id/user`,
    menus: readers.groups,
    handler: (ctx) => ok(groupUsers(ctx.app.store, pathId(ctx)), { rel: true }),
  },
  {
    method: 'PUT',
    path: `${base}/:id/user`,
    permission: `${screen}:btn_userManager`,
    log: log('分配用户'),
    handler(ctx) {
      const members = idListFrom(param(ctx, 'members') ?? undefined, 'members');
      const leaders = idListFrom(param(ctx, 'leaders') ?? undefined, 'leaders');
      setGroupUsers(ctx.app.store, ctx.actor, pathId(ctx), members, leaders);
      return ok(undefined, { rel: true });
    },
  },
  {
    method: 'GET',
    path: `${base}/:id/authority/menu`,
    menus: readers.groups,
    handler(ctx) {
      const menus = groupMenus(ctx.app.store, pathId(ctx)).map((m) => ({
        id: m.id,
        parentId: m.parentId,
        code: m.code,
        title: m.title,
        text: m.title,
        icon: m.icon,
      }));
      return ok(menus);
    },
  },
  {
    method: postOrPut,
    path: `${base}/:id/authority/menu`,
    permission: `${screen}:btn_resourceManager`,
    log: log('授权'),
    handler(ctx) {
      setGroupMenus(
        ctx.app.store,
        ctx.actor,
        pathId(ctx),
        idListFrom(param(ctx, 'menuTrees') ?? undefined, 'menuTrees'),
      );
      return ok(undefined, { rel: true });
    },
  },
  {
    method: 'GET',
    path: `${base}/:id/authority/element`,
    menus: readers.groups,
    handler: (ctx) => ok(groupElementIds(ctx.app.store, pathId(ctx))),
  },
  {
    method: postOrPut,
    path: `${base}/:id/authority/element/add`,
    permission: `${screen}:btn_resourceManager`,
    log: log('授权'),
    handler(ctx) {
      grantElement(ctx.app.store, ctx.actor, pathId(ctx), elementId(ctx), optionalMenuId(ctx));
      return ok(undefined, { rel: true });
    },
  },
  {
    method: postOrPut,
    path: `${base}/:id/authority/element/remove`,
    permission: `${screen}:btn_resourceManager`,
    log: log('授权'),
    handler(ctx) {
      revokeElement(ctx.app.store, ctx.actor, pathId(ctx), elementId(ctx), optionalMenuId(ctx));
      return ok(undefined, { rel: true });
    },
  },
];
