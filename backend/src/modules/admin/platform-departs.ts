import { adminPages } from '@console/contract/admin/pages';
import {
  depart as declaredDepart,
  departMember as declaredMember,
  position as declaredPosition,
} from '@console/contract/admin/resources';
import type { SqlValue, Store } from '../../db/database.js';
import { created } from '../../domain/audit.js';
import { buildTree, type TreeNode } from '../../domain/tree.js';
import { idFrom, idListFrom } from '../../domain/validate.js';
import { bare, ok, rejected } from '../../http/reply.js';
import type { RouteDef } from '../../http/router.js';
import { pathId } from '../../http/params.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { resourceRoutes } from '../../kit/resource-routes.js';
import { updatedBy, userName } from './platform-common.js';

// Departments (a tree) and their members, and positions linked to users, roles and departments: all on the
// departments' page, under its menu.

const page = adminPages.pages.depart.code;

function checkDepartKind(store: Store, kind: SqlValue | undefined): void {
  if (kind === undefined || kind === null) return;
  const known = store.get(
    "SELECT 1 FROM dict_value v JOIN dict_type t ON t.id = v.typeId WHERE t.code = 'departKind' AND v.value = ?",
    kind,
  );
  if (!known) throw rejected(`部门类型 ${String(kind)} 不在数据字典 departKind 中`);
}

function checkDepartParent(store: Store, parentId: SqlValue | undefined, id?: number): void {
  if (parentId === undefined || parentId === null || Number(parentId) === -1) return;
  if (!store.get('SELECT 1 FROM base_depart WHERE id = ?', parentId))
    throw rejected(`上级部门不存在: ${String(parentId)}`);
  if (id === undefined) return;
  const below = store.get(
    'WITH RECURSIVE sub(id) AS (SELECT ? UNION ALL SELECT d.id FROM base_depart d ' +
      'JOIN sub ON d.parentId = sub.id) SELECT 1 FROM sub WHERE id = ?',
    id,
    parentId,
  );
  if (below) throw rejected('不能把部门移到它自己或它的下级部门之下');
}

const departFields = declaredAs(declaredDepart, { sectionId: { ref: { table: 'site_section' } } });

export const depart: ResourceDef = {
  ...departFields,
  // The guard checks the kind against its dictionary, with the platform's own refusal.
  fields: departFields.fields.map((f) => (f.name === 'type' ? { ...f, dict: undefined } : f)),
  table: 'base_depart',
  view: `SELECT d.id, d.code, d.name, d.type, d.parentId, d.sectionId, d.orderNum,
      (SELECT COUNT(*) FROM base_depart_user m WHERE m.departId = d.id) AS memberCount, d.updTime
    FROM base_depart d`,
  menus: [page],
  screen: page,
  platform: true,
  keyword: ['code', 'name'],
  defaultSort: 'orderNum ASC, id ASC',
  writes: { create: true, update: true, delete: true },
  guard: {
    create(store, row) {
      checkDepartParent(store, row.parentId);
      checkDepartKind(store, row.type);
    },
    update(store, id, row) {
      checkDepartParent(store, row.parentId, id);
      checkDepartKind(store, row.type);
    },
    delete(store, id, before) {
      if (store.get('SELECT 1 FROM base_depart WHERE parentId = ?', id))
        throw rejected(`部门 ${String(before.name)} 下还有下级部门，请先删除下级部门`);
      if (store.get('SELECT 1 FROM base_depart_user WHERE departId = ?', id))
        throw rejected(`部门 ${String(before.name)} 下还有成员，请先移除成员`);
    },
  },
};

const departMember: ResourceDef = {
  ...declaredAs(declaredMember, {
    departId: { ref: { table: 'base_depart' } },
    userId: { ref: { table: 'base_user' } },
  }),
  table: 'base_depart_user',
  view: `SELECT m.id, m.departId, m.userId, u.username, u.name, u.mobilePhone, u.email, m.crtTime
    FROM base_depart_user m JOIN base_user u ON u.id = m.userId`,
  menus: [page],
  screen: page,
  platform: true,
  keyword: ['username', 'name'],
  defaultSort: 'id ASC',
  writes: { create: true, delete: true },
  guard: {
    create(store, row) {
      if (store.get('SELECT 1 FROM base_depart_user WHERE departId = ? AND userId = ?', row.departId, row.userId)) {
        throw rejected(`用户 ${userName(store, row.userId)} 已是该部门成员`);
      }
    },
  },
};

function departName(store: Store, id: number): string {
  const row = store.get<{ name: string }>('SELECT name FROM base_depart WHERE id = ?', id);
  if (!row) throw rejected(`部门不存在: ${id}`);
  return row.name;
}

type DepartNode = TreeNode & {
  code: string;
  name: string;
  type: string | null;
  sectionId: number | null;
  orderNum: number;
  memberCount: number;
};

/** The kit's member routes, and the enterprise edition's query-string forms on the same path. */
function departMemberRoutes(): RouteDef[] {
  const routes = resourceRoutes(departMember);
  const pageRead = routes.find((r) => r.method === 'GET' && r.path.endsWith('/page'))!;
  const create = routes.find((r) => r.method === 'POST')!;
  return [
    ...routes.filter((r) => r !== create),
    {
      // `GET /depart/user?departId=&userName=&page=&limit=`: the page of members.
      method: 'GET',
      path: departMember.path,
      menus: departMember.menus,
      handler(ctx) {
        idFrom(ctx.query.get('departId') ?? undefined, 'departId');
        const query = new URLSearchParams(ctx.query);
        const name = query.get('userName');
        query.delete('userName');
        if (name !== null) query.set('name', name);
        return pageRead.handler({ ...ctx, query });
      },
    },
    {
      // `POST /depart/user?departId=&userIds=1,2` adds many; a JSON body `{departId, userId}` adds one.
      ...create,
      handler(ctx) {
        if (!ctx.query.has('userIds')) return create.handler(ctx);
        const store = ctx.app.store;
        const departId = idFrom(ctx.query.get('departId') ?? undefined, 'departId');
        const userIds = idListFrom(ctx.query.get('userIds'), 'userIds');
        if (userIds.length === 0) throw rejected('参数 userIds 不能为空');
        const added = store.transaction(() => {
          departName(store, departId);
          let n = 0;
          for (const userId of userIds) {
            userName(store, userId);
            if (store.get('SELECT 1 FROM base_depart_user WHERE departId = ? AND userId = ?', departId, userId))
              continue;
            store.insert('base_depart_user', { departId, userId, ...created(ctx.actor) });
            n++;
          }
          return n;
        });
        return ok(added);
      },
    },
    {
      // `DELETE /depart/user?departId=&userId=`: removes one member.
      method: 'DELETE',
      path: departMember.path,
      permission: `${page}:btn_del`,
      log: { menuCode: page, opt: '移除成员' },
      handler(ctx) {
        const store = ctx.app.store;
        const departId = idFrom(ctx.query.get('departId') ?? undefined, 'departId');
        const userId = idFrom(ctx.query.get('userId') ?? undefined, 'userId');
        const gone = store.run('DELETE FROM base_depart_user WHERE departId = ? AND userId = ?', departId, userId);
        if (gone.changes === 0)
          throw rejected(`用户 ${userName(store, userId)} 不是部门 ${departName(store, departId)} 的成员`);
        return ok();
      },
    },
  ];
}

export const departRoutes: RouteDef[] = [
  {
    // The whole department tree, nested, rooted at -1 (a bare array, as the platform's other trees).
    method: 'GET',
    path: `${declaredDepart.api}/tree`,
    menus: [page],
    handler(ctx) {
      const rows = ctx.app.store.all<Omit<DepartNode, 'children'>>(
        `SELECT d.id, d.code, d.name, d.type, d.parentId, d.sectionId, d.orderNum,
          (SELECT COUNT(*) FROM base_depart_user m WHERE m.departId = d.id) AS memberCount
          FROM base_depart d ORDER BY d.orderNum, d.id`,
      );
      return bare(buildTree(rows.map((row) => ({ ...row, children: [] }) as DepartNode)));
    },
  },
  ...departMemberRoutes(),
];

// ---- positions -------------------------------------------------------------------------------------

/**
 * What a position is linked to (`/position/{id}/user|group|depart`): the users who hold it, the roles
 * (groups) it stands for, the departments it exists in. Each list is read and replaced whole.
 */
const positionLinks = {
  user: { table: 'base_user', param: 'users', noun: '用户', select: 'r.id, r.username, r.name', opt: '关联用户' },
  group: { table: 'base_group', param: 'groups', noun: '角色', select: 'r.id, r.code, r.name', opt: '关联角色' },
  depart: { table: 'base_depart', param: 'departs', noun: '部门', select: 'r.id, r.code, r.name', opt: '关联部门' },
} as const;
type PositionLink = keyof typeof positionLinks;

const linkCount = (kind: PositionLink) => {
  const { table } = positionLinks[kind];
  return (
    `(SELECT COUNT(*) FROM base_position_link l JOIN ${table} r ON r.id = l.refId WHERE l.positionId = p.id AND ` +
    `l.kind = '${kind}')`
  );
};

export const position: ResourceDef = {
  ...declaredAs(declaredPosition),
  table: 'base_position',
  view: `SELECT p.id, p.code, p.name, p.description, p.orderNum, ${linkCount('user')} AS userCount,
    ${linkCount('group')} AS groupCount,
      ${linkCount('depart')} AS departCount, p.updTime
    FROM base_position p`,
  menus: [page],
  screen: page,
  // The departments own `<page>:btn_add|edit|del`; the positions on the same page have their own.
  elements: { btn_add: 'btn_positionAdd', btn_edit: 'btn_positionEdit', btn_del: 'btn_positionDel' },
  platform: true,
  keyword: ['code', 'name'],
  defaultSort: 'orderNum ASC, id ASC',
  writes: { create: true, update: true, delete: true },
  effects: {
    delete(store, before) {
      store.run('DELETE FROM base_position_link WHERE positionId = ?', before.id as number);
    },
  },
};

function positionExists(store: Store, id: number): void {
  if (!store.get('SELECT 1 FROM base_position WHERE id = ?', id)) throw rejected(`职位不存在: ${id}`);
}

export const positionRoutes: RouteDef[] = (Object.keys(positionLinks) as PositionLink[]).flatMap((kind): RouteDef[] => {
  const link = positionLinks[kind];
  return [
    {
      method: 'GET',
      path: `${declaredPosition.api}/:id/${kind}`,
      menus: [page],
      handler(ctx) {
        const store = ctx.app.store;
        const id = pathId(ctx);
        positionExists(store, id);
        // Linked rows deleted since simply drop out (the join), as the platform's own lists do.
        const rows = store.all(
          `SELECT ${link.select} FROM base_position_link l JOIN ${link.table} r ON r.id = l.refId WHERE ` +
            `l.positionId = ? AND l.kind = ? ORDER BY r.id`,
          id,
          kind,
        );
        return ok(rows, { rel: true });
      },
    },
    {
      // `PUT /position/{id}/user?users=1,2` (groups=, departs=): the whole list, replaced; empty clears it.
      method: 'PUT',
      path: `${declaredPosition.api}/:id/${kind}`,
      permission: `${page}:btn_positionEdit`,
      log: { menuCode: page, opt: link.opt },
      handler(ctx) {
        const store = ctx.app.store;
        const id = pathId(ctx);
        const ids = [...new Set(idListFrom(ctx.query.get(link.param) ?? '', link.param))];
        if (ids.length > 500) throw rejected(`一个职位最多关联 500 个${link.noun}`);
        store.transaction(() => {
          positionExists(store, id);
          for (const refId of ids)
            if (!store.get(`SELECT 1 FROM ${link.table} WHERE id = ?`, refId))
              throw rejected(`${link.noun}不存在: ${refId}`);
          store.run('DELETE FROM base_position_link WHERE positionId = ? AND kind = ?', id, kind);
          for (const refId of ids)
            store.insert('base_position_link', { positionId: id, kind, refId, ...created(ctx.actor) });
          store.run(
            'UPDATE base_position SET updTime = ?, updUser = ?, updName = ?, updHost = ? WHERE id = ?',
            ...updatedBy(ctx),
            id,
          );
        });
        return ok(undefined, { rel: true });
      },
    },
  ];
});
