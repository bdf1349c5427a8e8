import { bare, ok, table } from '../../http/reply.js';
import type { RouteDef } from '../../http/router.js';
import {
  allGroupTypes,
  createGroupType,
  deleteGroupType,
  pageGroupTypes,
  requireGroupType,
  updateGroupType,
} from './group-types.js';
import { asObject } from '../../domain/validate.js';
import { bodyForPathId, pathId } from '../../http/params.js';
import { adminPages } from '@console/contract/admin/pages';
import { readers } from './readers.js';

const screen = adminPages.pages.groupType.code;
const base = '/api/admin/groupType';
const log = (opt: string) => ({ menuCode: screen, opt });

export const groupTypeRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: `${base}/page`,
    menus: readers.groupTypes,
    handler(ctx) {
      const { total, rows } = pageGroupTypes(ctx.app.store, ctx.query);
      return table(total, rows);
    },
  },
  {
    method: 'GET',
    path: `${base}/all`,
    menus: readers.groupTypes,
    handler: (ctx) => bare(allGroupTypes(ctx.app.store)),
  },
  {
    method: 'GET',
    path: `${base}/:id`,
    menus: readers.groupTypes,
    handler: (ctx) => ok(requireGroupType(ctx.app.store, pathId(ctx))),
  },
  {
    method: 'POST',
    path: base,
    permission: `${screen}:btn_add`,
    log: log('新增'),
    handler(ctx) {
      const id = createGroupType(ctx.app.store, ctx.actor, asObject(ctx.body));
      return ok(requireGroupType(ctx.app.store, id));
    },
  },
  {
    method: 'PUT',
    path: `${base}/:id`,
    permission: `${screen}:btn_edit`,
    log: log('编辑'),
    handler(ctx) {
      const { id, body } = bodyForPathId(ctx);
      updateGroupType(ctx.app.store, ctx.actor, id, body);
      return ok();
    },
  },
  {
    method: 'DELETE',
    path: `${base}/:id`,
    permission: `${screen}:btn_del`,
    log: log('删除'),
    handler(ctx) {
      deleteGroupType(ctx.app.store, pathId(ctx));
      return ok();
    },
  },
];
