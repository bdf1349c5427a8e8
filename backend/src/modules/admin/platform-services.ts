import { randomBytes } from 'node:crypto';
import { adminPages } from '@console/contract/admin/pages';
import {
  gatewayRoute as declaredRoute,
  service as declaredService,
  serviceCaller as declaredCaller,
} from '@console/contract/admin/resources';
import type { SqlValue, Store } from '../../db/database.js';
import { created } from '../../domain/audit.js';
import { idListFrom } from '../../domain/validate.js';
import { ok, rejected } from '../../http/reply.js';
import type { RouteDef } from '../../http/router.js';
import { pathId } from '../../http/params.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { updatedBy } from './platform-common.js';

// Service clients with the callers each allows, and the gateway's routes to the services.

const servicePage = adminPages.pages.service.code;
const routePage = adminPages.pages.gatewayRoute.code;

const newSecret = () => randomBytes(24).toString('base64url');

export const service: ResourceDef = {
  ...declaredAs(declaredService),
  table: 'auth_client',
  // The secret never leaves the platform after it is issued: lists show its last four characters.
  view: `SELECT c.id, c.code, c.name, c.locked, c.description, '••••' || substr(c.secret, -4) AS secretHint,
      (SELECT COUNT(*) FROM auth_client_service s WHERE s.serviceId = c.id) AS callerCount, c.updTime
    FROM auth_client c`,
  menus: [servicePage],
  screen: servicePage,
  platform: true,
  reveal: 'secret',
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

export const serviceCaller: ResourceDef = {
  ...declaredAs(declaredCaller, {
    serviceId: { ref: { table: 'auth_client' } },
    clientId: { ref: { table: 'auth_client' } },
  }),
  table: 'auth_client_service',
  view: `SELECT s.id, s.serviceId, s.clientId, c.code AS clientCode, c.name AS clientName, c.locked AS clientLocked,
    s.crtTime
    FROM auth_client_service s JOIN auth_client c ON c.id = s.clientId`,
  menus: [servicePage],
  screen: servicePage,
  platform: true,
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

export const serviceRoutes: RouteDef[] = [
  {
    // The clients allowed to call a service (`rel: true`, as the platform answers it).
    method: 'GET',
    path: `${declaredService.api}/:id/client`,
    menus: [servicePage],
    handler(ctx) {
      const store = ctx.app.store;
      const id = pathId(ctx);
      if (!store.get('SELECT 1 FROM auth_client WHERE id = ?', id)) throw rejected(`服务不存在: ${id}`);
      const rows = store.all(
        'SELECT c.id, c.code, c.name, c.locked FROM auth_client_service s ' +
          'JOIN auth_client c ON c.id = s.clientId WHERE s.serviceId = ? ORDER BY c.id',
        id,
      );
      return ok(rows, { rel: true });
    },
  },
  {
    // `PUT /service/{id}/client?clients=1,2`: the allowed callers, replaced.
    method: 'PUT',
    path: `${declaredService.api}/:id/client`,
    permission: `${servicePage}:btn_clientManager`,
    log: { menuCode: servicePage, opt: '分配调用方' },
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

export const gatewayRoute: ResourceDef = {
  ...declaredAs(declaredRoute),
  table: 'gateway_route',
  // Who created a route is kept for the audit trail, not shown: the page reads the declared columns only.
  view: `SELECT id, routeId, path, serviceId, url, retryable, stripPrefix, enabled, updTime FROM gateway_route`,
  menus: [routePage],
  screen: routePage,
  platform: true,
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
