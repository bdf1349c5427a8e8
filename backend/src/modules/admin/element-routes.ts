import { bare, ok, table } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import { allElements, createElement, deleteElement, pageElements, requireElement, updateElement } from './elements.js';
import { userElements } from '../../domain/permissions.js';
import { asObject } from '../../domain/validate.js';
import { bodyForPathId, pathId } from '../../http/params.js';
import { adminPages } from '@console/contract/admin/pages';
import { readers } from './readers.js';

const screen = adminPages.pages.menu.code;
const base = '/api/admin/element';
const log = (opt: string) => ({ menuCode: screen, opt });

function page(ctx: RequestContext) {
  const { total, rows } = pageElements(ctx.app.store, ctx.query);
  return table(total, rows);
}

export const elementRoutes: RouteDef[] = [
  { method: 'GET', path: `${base}/list`, menus: readers.menus, handler: page },
  { method: 'GET', path: `${base}/page`, menus: readers.menus, handler: page },
  { method: 'GET', path: `${base}/all`, menus: readers.menus, handler: (ctx) => bare(allElements(ctx.app.store)) },
  {
    method: 'GET',
    path: `${base}/user`,
    handler(ctx) {
      const menuId = ctx.query.get('menuId')?.trim();
      const mine = userElements(ctx.app.store, ctx.actor.id);
      return ok(menuId ? mine.filter((e) => e.menuId === menuId) : mine);
    },
  },
  { method: 'GET', path: `${base}/user/menu`, handler: (ctx) => ok(userElements(ctx.app.store, ctx.actor.id)) },
  {
    method: 'GET',
    path: `${base}/:id`,
    menus: readers.menus,
    handler: (ctx) => ok(requireElement(ctx.app.store, pathId(ctx))),
  },
  {
    method: 'POST',
    path: base,
    permission: `${screen}:btn_element_add`,
    log: log('新增资源'),
    handler(ctx) {
      const id = createElement(ctx.app.store, ctx.actor, asObject(ctx.body));
      return ok(requireElement(ctx.app.store, id));
    },
  },
  {
    method: 'PUT',
    path: `${base}/:id`,
    permission: `${screen}:btn_element_edit`,
    log: log('编辑资源'),
    handler(ctx) {
      const { id, body } = bodyForPathId(ctx);
      updateElement(ctx.app.store, ctx.actor, id, body);
      return ok();
    },
  },
  {
    method: 'DELETE',
    path: `${base}/:id`,
    permission: `${screen}:btn_element_del`,
    log: log('删除资源'),
    handler(ctx) {
      deleteElement(ctx.app.store, ctx.actor, pathId(ctx));
      return ok();
    },
  },
];
