import { bare, ok, table } from '../../http/reply.js';
import type { RouteDef } from '../../http/router.js';
import { allMenus, createMenu, deleteMenu, listMenus, menuTree, requireMenu, updateMenu } from './menus.js';
import { Filters, pageWindow } from '../../domain/paging.js';
import { asObject } from '../../domain/validate.js';
import type { MenuRow } from '../../domain/rows.js';
import { bodyForPathId, pathId } from '../../http/params.js';
import { adminPages } from '@console/contract/admin/pages';
import { readers } from './readers.js';

const screen = adminPages.pages.menu.code;
const base = '/api/admin/menu';
const log = (opt: string) => ({ menuCode: screen, opt });

export const menuRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: `${base}/tree`,
    menus: readers.menus,
    handler: (ctx) => bare(menuTree(listMenus(ctx.app.store, ctx.query.get('title')), true)),
  },
  { method: 'GET', path: `${base}/all`, menus: readers.menus, handler: (ctx) => bare(allMenus(ctx.app.store)) },
  {
    method: 'GET',
    path: `${base}/list`,
    menus: readers.menus,
    handler: (ctx) => bare(listMenus(ctx.app.store, ctx.query.get('title'))),
  },
  {
    method: 'GET',
    path: `${base}/system`,
    menus: readers.menus,
    handler: (ctx) =>
      bare(ctx.app.store.all<MenuRow>('SELECT * FROM base_menu WHERE parentId = -1 ORDER BY orderNum, id')),
  },
  {
    method: 'GET',
    path: `${base}/page`,
    menus: readers.menus,
    handler(ctx) {
      const { limit, offset } = pageWindow(ctx.query);
      const filters = new Filters().like('title', ctx.query.get('title')).like('code', ctx.query.get('code'));
      const store = ctx.app.store;
      const total = store.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM base_menu ${filters.where}`,
        ...filters.params,
      )!.n;
      const rows = store.all<MenuRow>(
        `SELECT * FROM base_menu ${filters.where} ORDER BY id LIMIT ? OFFSET ?`,
        ...filters.params,
        limit,
        offset,
      );
      return table(total, rows);
    },
  },
  {
    method: 'GET',
    path: `${base}/:id`,
    menus: readers.menus,
    handler: (ctx) => ok(requireMenu(ctx.app.store, pathId(ctx))),
  },
  {
    method: 'POST',
    path: base,
    permission: `${screen}:btn_add`,
    log: log('新增'),
    handler(ctx) {
      const id = createMenu(ctx.app.store, ctx.actor, asObject(ctx.body));
      return ok(requireMenu(ctx.app.store, id));
    },
  },
  {
    method: 'PUT',
    path: `${base}/:id`,
    permission: `${screen}:btn_edit`,
    log: log('编辑'),
    handler(ctx) {
      const { id, body } = bodyForPathId(ctx);
      updateMenu(ctx.app.store, ctx.actor, id, body);
      return ok();
    },
  },
  {
    method: 'DELETE',
    path: `${base}/:id`,
    permission: `${screen}:btn_del`,
    log: log('删除'),
    handler(ctx) {
      deleteMenu(ctx.app.store, ctx.actor, pathId(ctx));
      return ok();
    },
  },
];
