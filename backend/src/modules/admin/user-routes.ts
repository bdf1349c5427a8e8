import { bare, message, ok, table } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import { frontInfo } from './front.js';
import { allMenus, menuTree } from './menus.js';
import { userMenus } from '../../domain/permissions.js';
import {
  addUser,
  allUsers,
  changeOwnPassword,
  deleteUser,
  pageUsers,
  requireUser,
  resetPassword,
  updateUser,
} from './users.js';
import { asObject, idFrom } from '../../domain/validate.js';
import { bodyForPathId, param, pathId } from '../../http/params.js';
import { adminPages } from '@console/contract/admin/pages';
import { userPrivacy } from '@console/contract/admin/entities';
import { readers } from './readers.js';

const screen = adminPages.pages.user.code;
const base = '/api/admin/user';
const masked = [...userPrivacy.secret, ...userPrivacy.personal];
const log = (opt: string) => ({ menuCode: screen, opt, masked });

async function add(ctx: RequestContext) {
  const id = await addUser(ctx.app, ctx.actor, asObject(ctx.body));
  return ok(requireUser(ctx.app.store, id));
}

function page(ctx: RequestContext) {
  const { total, rows } = pageUsers(ctx.app.store, ctx.query);
  return table(total, rows);
}

export const userRoutes: RouteDef[] = [
  { method: 'GET', path: `${base}/front/info`, handler: (ctx) => bare(frontInfo(ctx.app.store, ctx.actor.id)) },
  // Read with front/info on every page the console renders: kept until the database changes, as front/info is.
  {
    method: 'GET',
    path: `${base}/front/menus`,
    handler: (ctx) =>
      bare(
        ctx.app.store.kept(`front/menus:${ctx.actor.id}`, () =>
          menuTree(userMenus(ctx.app.store, ctx.actor.id), false),
        ),
      ),
  },
  {
    method: 'GET',
    path: `${base}/front/menu/all`,
    handler: (ctx) => bare(ctx.app.store.kept('front/menu/all', () => allMenus(ctx.app.store))),
  },
  { method: 'GET', path: `${base}/page`, menus: readers.users, handler: page },
  { method: 'GET', path: `${base}/getPage`, menus: readers.users, handler: page },
  { method: 'GET', path: `${base}/all`, menus: readers.users, handler: (ctx) => bare(allUsers(ctx.app.store)) },
  {
    method: 'GET',
    path: `${base}/:id`,
    menus: readers.users,
    handler: (ctx) => ok(requireUser(ctx.app.store, pathId(ctx))),
  },
  { method: 'POST', path: `${base}/add`, permission: `${screen}:btn_add`, log: log('新增'), handler: add },
  { method: 'POST', path: base, permission: `${screen}:btn_add`, log: log('新增'), handler: add },
  {
    method: 'PUT',
    path: `${base}/update`,
    permission: `${screen}:btn_edit`,
    log: log('编辑'),
    async handler(ctx) {
      const body = asObject(ctx.body);
      await updateUser(ctx.app, ctx.actor, idFrom(body.id, 'id'), body);
      return ok();
    },
  },
  {
    method: 'PUT',
    path: `${base}/:id`,
    permission: `${screen}:btn_edit`,
    log: log('编辑'),
    async handler(ctx) {
      const { id, body } = bodyForPathId(ctx);
      await updateUser(ctx.app, ctx.actor, id, body);
      return ok();
    },
  },
  {
    method: 'DELETE',
    path: `${base}/:id`,
    permission: `${screen}:btn_del`,
    log: log('删除'),
    handler(ctx) {
      deleteUser(ctx.app, ctx.actor, pathId(ctx));
      return ok();
    },
  },
  {
    // A GET that writes, as the console calls it; still permission-checked and logged.
    method: 'GET',
    path: `${base}/resetPwd`,
    permission: `${screen}:btn_resetPwd`,
    log: log('重置密码'),
    async handler(ctx) {
      await resetPassword(ctx.app, ctx.actor, idFrom(ctx.query.get('userId') ?? undefined, 'userId'));
      return message('密码已重置为默认密码');
    },
  },
  {
    method: 'PUT',
    path: `${base}/updatePassword`,
    log: log('修改密码'),
    async handler(ctx) {
      const problem = await changeOwnPassword(
        ctx.app,
        ctx.actor,
        param(ctx, 'oldPassword'),
        param(ctx, 'newPassword1'),
        param(ctx, 'newPassword2'),
      );
      if (problem) return { http: 200, body: { status: 500, message: problem } };
      return message('密码修改成功');
    },
  },
];
