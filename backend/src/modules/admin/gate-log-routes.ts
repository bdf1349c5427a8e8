import { ok, rejected, table } from '../../http/reply.js';
import type { RouteDef } from '../../http/router.js';
import { findGateLog, pageGateLogs } from './gate-log.js';
import { pathId } from '../../http/params.js';
import { readers } from './readers.js';

const base = '/api/admin/gateLog';

export const gateLogRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: `${base}/page`,
    menus: readers.gateLog,
    handler(ctx) {
      const { total, rows } = pageGateLogs(ctx.app.store, ctx.query);
      return table(total, rows);
    },
  },
  {
    method: 'GET',
    path: `${base}/:id`,
    menus: readers.gateLog,
    handler(ctx) {
      const row = findGateLog(ctx.app.store, pathId(ctx));
      if (!row) throw rejected(`日志不存在: ${ctx.params.id}`);
      return ok(row);
    },
  },
];
