import { randomBytes } from 'node:crypto';
import type { SqlValue, Store } from '../../db/database.js';
import { created } from '../../domain/audit.js';
import { buildTree, type TreeNode } from '../../domain/tree.js';
import { idFrom, idListFrom } from '../../domain/validate.js';
import { bare, ok, rejected } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import { pathId } from '../../http/params.js';
import { type ResourceDef, resourceRoutes } from '../../kit/resource.js';

// Platform administration of the AG-Admin enterprise edition: tenants, departments and their members, service
// clients with the callers each allows, gateway routes. Platform rows, not the project's. Ids are the
// reference backend's integers (the enterprise edition's are UUIDs).

const CODE = /^[A-Za-z][A-Za-z0-9_.-]*$/;
const codeRule = { pattern: CODE, patternMessage: '编码以字母开头，只能包含字母、数字、_ . -' };
const yesNo = ['0', '1'] as const;

function userName(store: Store, id: unknown): string {
  const user = store.get<{ username: string; name: string | null }>(
    'SELECT username, name FROM base_user WHERE id = ?',
    id,
  );
  if (!user) throw rejected(`用户不存在: ${String(id)}`);
  return user.name ?? user.username;
}

// ---- tenants -------------------------------------------------------------------------------------

const tenant: ResourceDef = {
  path: '/api/admin/tenant',
  table: 'base_tenant',
  view: `SELECT t.id, t.code, t.name, t.isSuperTenant, t.description, t.owner, u.name AS ownerName, u.username AS ownerUsername, t.updTime
    FROM base_tenant t LEFT JOIN base_user u ON u.id = t.owner`,
  menus: ['tenantManager'],
  screen: 'tenantManager',
  noun: '租户',
  platform: true,
  fields: [
    {
      name: 'code',
      label: '租户编码',
      type: 'text',
      required: true,
      max: 64,
      unique: true,
      ...codeRule,
      filter: 'like',
      sortable: true,
    },
    { name: 'name', label: '租户名称', type: 'text', required: true, max: 64, filter: 'like', sortable: true },
    {
      name: 'isSuperTenant',
      label: '超级租户',
      type: 'enum',
      values: yesNo,
      default: '0',
      filter: 'eq',
      sortable: true,
    },
    { name: 'description', label: '描述', type: 'text', max: 200 },
    { name: 'owner', label: '所有者', type: 'ref', ref: { table: 'base_user' } },
    { name: 'ownerName', label: '所有者姓名', type: 'text', readOnly: true, sortable: true },
    { name: 'ownerUsername', label: '所有者账户', type: 'text', readOnly: true },
    { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
  ],
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

const tenantRoutes: RouteDef[] = [
  {
    // The tenant's owner, as the enterprise edition answers it (the user, or no data).
    method: 'GET',
    path: '/api/admin/tenant/:id/user',
    menus: ['tenantManager'],
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
    path: '/api/admin/tenant/:id/user',
    permission: 'tenantManager:btn_edit',
    log: { menuCode: 'tenantManager', opt: '设置所有者' },
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

function updatedBy(ctx: RequestContext): [string, string, string, string] {
  const stamp = created(ctx.actor);
  return [stamp.crtTime!, stamp.crtUser!, stamp.crtName!, stamp.crtHost!];
}

// ---- departments -----------------------------------------------------------------------------------

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
    'WITH RECURSIVE sub(id) AS (SELECT ? UNION ALL SELECT d.id FROM base_depart d JOIN sub ON d.parentId = sub.id) SELECT 1 FROM sub WHERE id = ?',
    id,
    parentId,
  );
  if (below) throw rejected('不能把部门移到它自己或它的下级部门之下');
}

const depart: ResourceDef = {
  path: '/api/admin/depart',
  table: 'base_depart',
  view: `SELECT d.id, d.code, d.name, d.type, d.parentId, d.orderNum,
      (SELECT COUNT(*) FROM base_depart_user m WHERE m.departId = d.id) AS memberCount, d.updTime
    FROM base_depart d`,
  menus: ['departManager'],
  screen: 'departManager',
  noun: '部门',
  platform: true,
  fields: [
    {
      name: 'code',
      label: '部门编码',
      type: 'text',
      required: true,
      max: 64,
      unique: true,
      ...codeRule,
      filter: 'like',
      sortable: true,
    },
    { name: 'name', label: '部门名称', type: 'text', required: true, max: 64, filter: 'like', sortable: true },
    { name: 'type', label: '部门类型', type: 'text', max: 64, filter: 'eq', sortable: true },
    { name: 'parentId', label: '上级部门', type: 'int', default: -1, min: -1, filter: 'eq' },
    { name: 'orderNum', label: '排序', type: 'int', default: 0, min: 0, max: 9999, sortable: true },
    { name: 'memberCount', label: '成员数', type: 'int', readOnly: true, sortable: true },
    { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
  ],
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
  path: '/api/admin/depart/user',
  table: 'base_depart_user',
  view: `SELECT m.id, m.departId, m.userId, u.username, u.name, u.mobilePhone, u.email, m.crtTime
    FROM base_depart_user m JOIN base_user u ON u.id = m.userId`,
  menus: ['departManager'],
  screen: 'departManager',
  noun: '部门成员',
  platform: true,
  fields: [
    {
      name: 'departId',
      label: '部门',
      type: 'ref',
      ref: { table: 'base_depart' },
      required: true,
      createOnly: true,
      filter: 'eq',
    },
    { name: 'userId', label: '用户', type: 'ref', ref: { table: 'base_user' }, required: true, createOnly: true },
    { name: 'username', label: '账户', type: 'text', readOnly: true, filter: 'like', sortable: true },
    // SQLite's column names ignore case: the display name cannot be `userName` beside `username`.
    { name: 'name', label: '姓名', type: 'text', readOnly: true, filter: 'like', sortable: true },
    { name: 'mobilePhone', label: '手机', type: 'text', readOnly: true },
    { name: 'email', label: '邮箱', type: 'text', readOnly: true },
    { name: 'crtTime', label: '加入时间', type: 'time', readOnly: true, sortable: true },
  ],
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

type DepartNode = TreeNode & { code: string; name: string; type: string | null; orderNum: number; memberCount: number };

/** The kit's member routes, and the enterprise edition's query-string forms on the same path. */
function departMemberRoutes(): RouteDef[] {
  const routes = resourceRoutes(departMember);
  const page = routes.find((r) => r.method === 'GET' && r.path.endsWith('/page'))!;
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
        return page.handler({ ...ctx, query });
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
      permission: 'departManager:btn_del',
      log: { menuCode: 'departManager', opt: '移除成员' },
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

const departRoutes: RouteDef[] = [
  {
    // The whole department tree, nested, rooted at -1 (a bare array, as the platform's other trees).
    method: 'GET',
    path: '/api/admin/depart/tree',
    menus: ['departManager'],
    handler(ctx) {
      const rows = ctx.app.store.all<Omit<DepartNode, 'children'>>(
        `SELECT d.id, d.code, d.name, d.type, d.parentId, d.orderNum, (SELECT COUNT(*) FROM base_depart_user m WHERE m.departId = d.id) AS memberCount
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
  return `(SELECT COUNT(*) FROM base_position_link l JOIN ${table} r ON r.id = l.refId WHERE l.positionId = p.id AND l.kind = '${kind}')`;
};

const position: ResourceDef = {
  path: '/api/admin/position',
  table: 'base_position',
  view: `SELECT p.id, p.code, p.name, p.description, p.orderNum, ${linkCount('user')} AS userCount, ${linkCount('group')} AS groupCount,
      ${linkCount('depart')} AS departCount, p.updTime
    FROM base_position p`,
  menus: ['departManager'],
  screen: 'departManager',
  // The departments own `departManager:btn_add|edit|del`; the positions on the same page have their own.
  elements: { btn_add: 'btn_positionAdd', btn_edit: 'btn_positionEdit', btn_del: 'btn_positionDel' },
  noun: '职位',
  platform: true,
  fields: [
    {
      name: 'code',
      label: '职位编码',
      type: 'text',
      required: true,
      max: 64,
      unique: true,
      ...codeRule,
      filter: 'like',
      sortable: true,
    },
    { name: 'name', label: '职位名称', type: 'text', required: true, max: 64, filter: 'like', sortable: true },
    { name: 'description', label: '描述', type: 'text', max: 200 },
    { name: 'orderNum', label: '排序', type: 'int', default: 0, min: 0, max: 9999, sortable: true },
    { name: 'userCount', label: '用户数', type: 'int', readOnly: true, sortable: true },
    { name: 'groupCount', label: '角色数', type: 'int', readOnly: true, sortable: true },
    { name: 'departCount', label: '部门数', type: 'int', readOnly: true, sortable: true },
    { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
  ],
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

const positionRoutes: RouteDef[] = (Object.keys(positionLinks) as PositionLink[]).flatMap((kind): RouteDef[] => {
  const link = positionLinks[kind];
  return [
    {
      method: 'GET',
      path: `/api/admin/position/:id/${kind}`,
      menus: ['departManager'],
      handler(ctx) {
        const store = ctx.app.store;
        const id = pathId(ctx);
        positionExists(store, id);
        // Linked rows deleted since simply drop out (the join), as the platform's own lists do.
        const rows = store.all(
          `SELECT ${link.select} FROM base_position_link l JOIN ${link.table} r ON r.id = l.refId WHERE l.positionId = ? AND l.kind = ? ORDER BY r.id`,
          id,
          kind,
        );
        return ok(rows, { rel: true });
      },
    },
    {
      // `PUT /position/{id}/user?users=1,2` (groups=, departs=): the whole list, replaced; empty clears it.
      method: 'PUT',
      path: `/api/admin/position/:id/${kind}`,
      permission: 'departManager:btn_positionEdit',
      log: { menuCode: 'departManager', opt: link.opt },
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

// ---- service clients -------------------------------------------------------------------------------

const newSecret = () => randomBytes(24).toString('base64url');

const service: ResourceDef = {
  path: '/api/auth/service',
  table: 'auth_client',
  // The secret never leaves the platform after it is issued: lists show its last four characters.
  view: `SELECT c.id, c.code, c.name, c.locked, c.description, '••••' || substr(c.secret, -4) AS secretHint,
      (SELECT COUNT(*) FROM auth_client_service s WHERE s.serviceId = c.id) AS callerCount, c.updTime
    FROM auth_client c`,
  menus: ['serviceManager'],
  screen: 'serviceManager',
  noun: '服务',
  platform: true,
  reveal: 'secret',
  fields: [
    {
      name: 'code',
      label: '服务编码',
      type: 'text',
      required: true,
      max: 64,
      unique: true,
      ...codeRule,
      filter: 'like',
      sortable: true,
    },
    { name: 'name', label: '服务名称', type: 'text', required: true, max: 64, filter: 'like', sortable: true },
    { name: 'locked', label: '锁定', type: 'enum', values: yesNo, default: '0', filter: 'eq', sortable: true },
    { name: 'description', label: '描述', type: 'text', max: 200 },
    { name: 'secretHint', label: '密钥', type: 'text', readOnly: true },
    { name: 'callerCount', label: '调用方数', type: 'int', readOnly: true, sortable: true },
    { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
  ],
  keyword: ['code', 'name'],
  defaultSort: 'id ASC',
  writes: { create: true, update: true, delete: true },
  derive: {
    create(_store, row) {
      row.secret = newSecret();
    },
  },
  effects: {
    delete(store, before) {
      store.run(
        'DELETE FROM auth_client_service WHERE serviceId = ? OR clientId = ?',
        before.id as number,
        before.id as number,
      );
    },
  },
  commands: [
    {
      name: 'secret',
      element: 'btn_secret',
      label: '重置密钥',
      method: 'PUT',
      reveals: true,
      run(store, row, _body, ctx) {
        store.run(
          'UPDATE auth_client SET secret = ?, updTime = ?, updUser = ?, updName = ?, updHost = ? WHERE id = ?',
          newSecret(),
          ...updatedBy(ctx),
          row.id as number,
        );
      },
    },
  ],
};

const serviceCaller: ResourceDef = {
  path: '/api/auth/service/caller',
  table: 'auth_client_service',
  view: `SELECT s.id, s.serviceId, s.clientId, c.code AS clientCode, c.name AS clientName, c.locked AS clientLocked, s.crtTime
    FROM auth_client_service s JOIN auth_client c ON c.id = s.clientId`,
  menus: ['serviceManager'],
  screen: 'serviceManager',
  noun: '调用方',
  platform: true,
  fields: [
    {
      name: 'serviceId',
      label: '服务',
      type: 'ref',
      ref: { table: 'auth_client' },
      required: true,
      createOnly: true,
      filter: 'eq',
    },
    { name: 'clientId', label: '调用方', type: 'ref', ref: { table: 'auth_client' }, required: true, createOnly: true },
    { name: 'clientCode', label: '调用方编码', type: 'text', readOnly: true, sortable: true },
    { name: 'clientName', label: '调用方名称', type: 'text', readOnly: true, sortable: true },
    { name: 'clientLocked', label: '调用方锁定', type: 'enum', values: yesNo, readOnly: true },
    { name: 'crtTime', label: '授权时间', type: 'time', readOnly: true, sortable: true },
  ],
  defaultSort: 'id ASC',
  writes: { create: true, delete: true },
  guard: {
    create(store, row) {
      if (row.serviceId === row.clientId) throw rejected('服务不能把自己列为调用方');
      if (
        store.get('SELECT 1 FROM auth_client_service WHERE serviceId = ? AND clientId = ?', row.serviceId, row.clientId)
      )
        throw rejected('该调用方已被允许');
    },
  },
};

const serviceRoutes: RouteDef[] = [
  {
    // The clients allowed to call a service (`rel: true`, as the platform answers it).
    method: 'GET',
    path: '/api/auth/service/:id/client',
    menus: ['serviceManager'],
    handler(ctx) {
      const store = ctx.app.store;
      const id = pathId(ctx);
      if (!store.get('SELECT 1 FROM auth_client WHERE id = ?', id)) throw rejected(`服务不存在: ${id}`);
      const rows = store.all(
        'SELECT c.id, c.code, c.name, c.locked FROM auth_client_service s JOIN auth_client c ON c.id = s.clientId WHERE s.serviceId = ? ORDER BY c.id',
        id,
      );
      return ok(rows, { rel: true });
    },
  },
  {
    // `PUT /service/{id}/client?clients=1,2`: the allowed callers, replaced.
    method: 'PUT',
    path: '/api/auth/service/:id/client',
    permission: 'serviceManager:btn_clientManager',
    log: { menuCode: 'serviceManager', opt: '分配调用方' },
    handler(ctx) {
      const store = ctx.app.store;
      const id = pathId(ctx);
      const clients = idListFrom(ctx.query.get('clients') ?? '', 'clients');
      store.transaction(() => {
        if (!store.get('SELECT 1 FROM auth_client WHERE id = ?', id)) throw rejected(`服务不存在: ${id}`);
        if (clients.includes(id)) throw rejected('服务不能把自己列为调用方');
        for (const client of clients)
          if (!store.get('SELECT 1 FROM auth_client WHERE id = ?', client)) throw rejected(`调用方不存在: ${client}`);
        store.run('DELETE FROM auth_client_service WHERE serviceId = ?', id);
        for (const clientId of clients)
          store.insert('auth_client_service', { serviceId: id, clientId, ...created(ctx.actor) });
      });
      return ok(undefined, { rel: true });
    },
  },
];

// ---- gateway routes --------------------------------------------------------------------------------

function checkRoute(store: Store, row: Record<string, SqlValue>, before?: Record<string, unknown>): void {
  const serviceId = row.serviceId !== undefined ? row.serviceId : (before?.serviceId ?? null);
  const url = row.url !== undefined ? row.url : (before?.url ?? null);
  if (!serviceId && !url) throw rejected('服务ID与目标地址至少填写一项');
  const path = row.path ?? before?.path;
  const enabled = before ? before.enabled : '1';
  if (enabled === '1') pathFree(store, String(path), before?.id as number | undefined);
}

/** Two enabled routes on one path would leave the gateway choosing at random. */
function pathFree(store: Store, path: string, id?: number): void {
  const other = store.get<{ routeId: string }>(
    "SELECT routeId FROM gateway_route WHERE path = ? AND enabled = '1' AND id != ?",
    path,
    id ?? -1,
  );
  if (other) throw rejected(`路径 ${path} 已被启用的路由 ${other.routeId} 使用`);
}

const gatewayRoute: ResourceDef = {
  path: '/api/auth/gatewayRoute',
  table: 'gateway_route',
  menus: ['gatewayRouteManager'],
  screen: 'gatewayRouteManager',
  noun: '网关路由',
  platform: true,
  fields: [
    {
      name: 'routeId',
      label: '路由ID',
      type: 'text',
      required: true,
      createOnly: true,
      max: 64,
      unique: true,
      pattern: /^[A-Za-z][A-Za-z0-9_-]*$/,
      patternMessage: '路由ID以字母开头，只能包含字母、数字、_ -',
      filter: 'like',
      sortable: true,
    },
    {
      name: 'path',
      label: '路径',
      type: 'text',
      required: true,
      max: 200,
      pattern: /^\/[^\s]*$/,
      patternMessage: '路径以 / 开头，不含空格',
      filter: 'like',
      sortable: true,
    },
    { name: 'serviceId', label: '服务ID', type: 'text', max: 64, ...codeRule, filter: 'like', sortable: true },
    {
      name: 'url',
      label: '目标地址',
      type: 'text',
      max: 200,
      pattern: /^(lb|https?):\/\/[^\s]+$/,
      patternMessage: '目标地址以 http://、https:// 或 lb:// 开头',
    },
    { name: 'retryable', label: '失败重试', type: 'enum', values: yesNo, default: '0' },
    { name: 'stripPrefix', label: '去除前缀段数', type: 'int', min: 0, max: 10, default: 1 },
    { name: 'enabled', label: '启用', type: 'enum', values: yesNo, readOnly: true, filter: 'eq', sortable: true },
    { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
  ],
  keyword: ['routeId', 'path', 'serviceId'],
  defaultSort: 'id ASC',
  writes: { create: true, update: true },
  guard: {
    create: (store, row) => checkRoute(store, row),
    update: (store, _id, row, before) => checkRoute(store, row, before),
  },
  commands: [
    {
      // Disabling is the platform's delete: the route stays, out of the gateway, and can come back.
      name: 'disable',
      element: 'btn_del',
      label: '停用',
      method: 'PUT',
      run(store, row, _body, ctx) {
        if (row.enabled !== '1') throw rejected(`路由 ${String(row.routeId)} 已停用`);
        store.run(
          "UPDATE gateway_route SET enabled = '0', updTime = ?, updUser = ?, updName = ?, updHost = ? WHERE id = ?",
          ...updatedBy(ctx),
          row.id as number,
        );
      },
    },
    {
      name: 'enable',
      element: 'btn_enable',
      label: '启用',
      method: 'PUT',
      run(store, row, _body, ctx) {
        if (row.enabled === '1') throw rejected(`路由 ${String(row.routeId)} 已启用`);
        pathFree(store, String(row.path), row.id as number);
        store.run(
          "UPDATE gateway_route SET enabled = '1', updTime = ?, updUser = ?, updName = ?, updHost = ? WHERE id = ?",
          ...updatedBy(ctx),
          row.id as number,
        );
      },
    },
  ],
};

export const platformAdminResources: ResourceDef[] = [tenant, depart, position, service, serviceCaller, gatewayRoute];

export const platformAdminRoutes: RouteDef[] = [...tenantRoutes, ...departRoutes, ...positionRoutes, ...serviceRoutes];

/** Element codes of the routes above that are not a resource's own writes, for the seed. */
export const platformAdminElements: { screen: string; suffix: string; name: string; method: 'PUT'; uri: string }[] = [
  {
    screen: 'serviceManager',
    suffix: 'btn_clientManager',
    name: '分配调用方',
    method: 'PUT',
    uri: '/auth/service/{*}/client',
  },
  // Checked by the console itself (its /api/console/platform), which asks the platform whether the user holds it.
  { screen: 'platformAddressManager', suffix: 'btn_switch', name: '切换平台', method: 'PUT', uri: '/console/platform' },
];
