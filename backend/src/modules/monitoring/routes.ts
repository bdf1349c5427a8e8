import { monitoringPages } from '@console/contract/monitoring/pages';
import type { RouteRow } from '@console/contract/monitoring/reads';
import type { ScreenElement } from '../module.js';
import { ApiError, bare, ok, table, type Reply } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import { pageWindow } from '../../domain/paging.js';
import { rejected } from '../../domain/rejected.js';
import { mayRegister } from './registrant.js';
import { RegistryFull } from './registry.js';
import { reportedSpan } from './tracer.js';

// The monitoring screens' reads, in the shapes of the standard tools the real platform runs (Zipkin's v2
// read API, Eureka's REST API), plus the instances' health and the backend's own route table.

const pages = monitoringPages.pages;
const zipkin = [pages.serviceZipkin.code];
const STATUS_ELEMENT = `${pages.serviceEureka.code}:btn_status`;

const badParam = (message: string): Reply => ({ http: 400, body: { status: 400, message } });
const notFoundReply = (message: string): Reply => ({ http: 404, body: { status: 404, message } });

/** An instance's own registry call (register, renew, cancel) from a caller who may not make it: 401. */
function refuseRegistrant(ctx: RequestContext): void {
  if (!mayRegister(ctx, ctx.app.config.eurekaCredentials))
    throw new ApiError(401, 'registry credentials required (EUREKA_CREDENTIALS)', 401);
}

function intParam(query: URLSearchParams, name: string, min: number, max: number): number | undefined | null {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : null;
}

function findTraces(ctx: RequestContext): Reply {
  const q = ctx.query;
  const limit = intParam(q, 'limit', 1, 1000);
  const endTs = intParam(q, 'endTs', 1, 8_640_000_000_000);
  const lookback = intParam(q, 'lookback', 1, 8_640_000_000_000);
  const minDuration = intParam(q, 'minDuration', 0, Number.MAX_SAFE_INTEGER);
  const maxDuration = intParam(q, 'maxDuration', 0, Number.MAX_SAFE_INTEGER);
  for (const [name, value] of Object.entries({ limit, endTs, lookback, minDuration, maxDuration })) {
    if (value === null) return badParam(`${name} must be a non-negative integer in range`);
  }
  const text = (name: string) => {
    const value = q.get(name)?.trim().toLowerCase();
    return value && value !== 'all' ? value.slice(0, 200) : undefined;
  };
  const endMs = endTs ?? Date.now();
  return bare(
    ctx.app.monitor.tracer.find({
      serviceName: text('serviceName'),
      spanName: text('spanName'),
      ...(minDuration !== undefined && minDuration !== null ? { minDuration } : {}),
      ...(maxDuration !== undefined && maxDuration !== null ? { maxDuration } : {}),
      endTs: endMs,
      lookback: lookback ?? 86_400_000,
      limit: limit ?? 10,
    }),
  );
}

function routeRows(ctx: RequestContext, defs: readonly RouteDef[]): RouteRow[] {
  const store = ctx.app.store;
  const rolesOf = new Map<string, { code: string; name: string }[]>();
  const holders = (kind: 'button' | 'menu', code: string) => {
    const key = `${kind}:${code}`;
    let roles = rolesOf.get(key);
    if (!roles) {
      const table = kind === 'button' ? 'base_element' : 'base_menu';
      roles = store.all<{ code: string; name: string }>(
        `SELECT g.code, g.name FROM base_group g WHERE g.id IN (
           SELECT a.authorityId FROM base_resource_authority a JOIN ${table} r ON r.id = a.resourceId
           WHERE a.authorityType = 'group' AND a.resourceType = ? AND r.code = ?)
         ORDER BY g.id`,
        kind,
        code,
      );
      rolesOf.set(key, roles);
    }
    return roles;
  };
  const rows: RouteRow[] = [];
  for (const def of defs) {
    for (const method of typeof def.method === 'string' ? [def.method] : def.method) {
      const menus = [...(def.menus ?? [])];
      const access: RouteRow['access'] = def.public
        ? 'public'
        : def.permission
          ? 'element'
          : menus.length
            ? 'menu'
            : 'signedIn';
      const roles = def.permission
        ? holders('button', def.permission)
        : [...new Map(menus.flatMap((m) => holders('menu', m)).map((r) => [r.code, r])).values()];
      rows.push({
        id: `${method} ${def.path}`,
        method,
        path: def.path,
        access,
        menus,
        ...(def.permission ? { element: def.permission } : {}),
        roles,
        logged: !!def.log,
      });
    }
  }
  return rows.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

export function monitorRoutes(routeTable: () => readonly RouteDef[]): RouteDef[] {
  return [
    // The liveness probe: the process answers (the console's /api/ready asks it).
    {
      // Degraded (503, with the reason) while the simulator's worker is dead and being restarted.
      method: 'GET',
      path: '/health',
      public: true,
      handler(ctx) {
        const sim = ctx.app.sim?.health();
        if (!sim || sim.state === 'running') return { http: 200, body: { status: 200 } };
        return { http: 503, body: { status: 503, message: 'degraded', simulator: sim } };
      },
    },
    // Zipkin v2 read API (bare JSON, as Zipkin answers).
    {
      method: 'GET',
      path: '/api/v2/services',
      menus: zipkin,
      handler: (ctx) => bare(ctx.app.monitor.tracer.services()),
    },
    {
      method: 'GET',
      path: '/api/v2/spans',
      menus: zipkin,
      handler(ctx) {
        const service = ctx.query.get('serviceName')?.trim().toLowerCase();
        return service ? bare(ctx.app.monitor.tracer.spanNames(service)) : badParam('serviceName is required');
      },
    },
    { method: 'GET', path: '/api/v2/traces', menus: zipkin, handler: findTraces },
    {
      method: 'GET',
      path: '/api/v2/trace/<traceId>',
      menus: zipkin,
      handler(ctx) {
        const id = ctx.params.traceId!.toLowerCase();
        if (!/^([0-9a-f]{16}|[0-9a-f]{32})$/.test(id)) return badParam('traceId must be 16 or 32 hex characters');
        const spans = ctx.app.monitor.tracer.trace(id);
        return spans ? bare(spans) : notFoundReply(`trace ${id} not found`);
      },
    },
    // Zipkin's collector, for the console's own spans: any signed-in caller (the BFF reports with the
    // session it served), checked span by span, at most 200 per call.
    {
      method: 'POST',
      path: '/api/v2/spans',
      handler(ctx) {
        if (!Array.isArray(ctx.body) || ctx.body.length > 200)
          return badParam('a JSON array of at most 200 spans is expected');
        let accepted = 0;
        for (const input of ctx.body) {
          const span = reportedSpan(input);
          if (span) {
            ctx.app.monitor.tracer.record(span);
            accepted++;
          }
        }
        return { http: 202, body: { status: 200, data: { accepted } } };
      },
    },
    // Health of every instance: the backend measured now, the console instances as last reported.
    {
      method: 'GET',
      path: '/api/monitor/instances',
      menus: [pages.serviceMonitor.code],
      handler(ctx) {
        const now = Date.now();
        return ok(
          ctx.app.monitor.registry.list(now).map((i) => ({
            app: i.app,
            instanceId: i.instanceId,
            hostName: i.hostName,
            port: i.port,
            status: i.overriddenStatus ?? i.status,
            lastHeartbeat: i.lastRenewedAt,
            ageS: Math.max(0, Math.round((now - i.lastRenewedAt) / 1000)),
            metadata: i.metadata,
          })),
        );
      },
    },
    {
      method: 'GET',
      path: '/api/monitor/routes',
      menus: [pages.serviceApi.code],
      handler(ctx) {
        const { limit, offset } = pageWindow(ctx.query);
        const path = ctx.query.get('path')?.trim().toLowerCase();
        const method = ctx.query.get('method')?.trim().toUpperCase();
        const code = ctx.query.get('code')?.trim().toLowerCase();
        if (method && !['GET', 'POST', 'PUT', 'DELETE'].includes(method))
          throw rejected('参数 method 只能是 GET、POST、PUT 或 DELETE');
        const rows = routeRows(ctx, routeTable()).filter(
          (r) =>
            (!path || r.path.toLowerCase().includes(path)) &&
            (!method || r.method === method) &&
            (!code || [r.element ?? '', ...r.menus].some((c) => c.toLowerCase().includes(code))),
        );
        return table(rows.length, rows.slice(offset, offset + limit));
      },
    },
    // Eureka's REST API: reads and the operator's overrides for the screen, registration and heartbeats
    // for the instances (with the registry's credentials or from this machine; bounded and checked field by field).
    {
      method: 'GET',
      path: '/eureka/apps',
      menus: [pages.serviceEureka.code],
      handler: (ctx) => bare(ctx.app.monitor.registry.eurekaApps()),
    },
    {
      method: 'POST',
      path: '/eureka/apps/{app}',
      public: true,
      handler(ctx) {
        refuseRegistrant(ctx);
        try {
          return ctx.app.monitor.registry.register(ctx.params.app!, ctx.body)
            ? { http: 204, body: undefined }
            : badParam('an instance is expected');
        } catch (error) {
          if (error instanceof RegistryFull) throw new ApiError(429, error.message, 429);
          throw error;
        }
      },
    },
    {
      method: 'PUT',
      path: '/eureka/apps/{app}/<instanceId>',
      public: true,
      handler(ctx) {
        refuseRegistrant(ctx);
        return ctx.app.monitor.registry.renew(ctx.params.app!, ctx.params.instanceId!)
          ? bare({ status: 200 })
          : notFoundReply('instance not registered');
      },
    },
    {
      method: 'DELETE',
      path: '/eureka/apps/{app}/<instanceId>',
      public: true,
      handler(ctx) {
        refuseRegistrant(ctx);
        return ctx.app.monitor.registry.cancel(ctx.params.app!, ctx.params.instanceId!)
          ? bare({ status: 200 })
          : notFoundReply('instance not registered');
      },
    },
    {
      method: 'PUT',
      path: '/eureka/apps/{app}/<instanceId>/status',
      permission: STATUS_ELEMENT,
      log: { menuCode: pages.serviceEureka.code, opt: '下线' },
      handler(ctx) {
        if (ctx.query.get('value') !== 'OUT_OF_SERVICE') return badParam('value must be OUT_OF_SERVICE');
        return ctx.app.monitor.registry.override(ctx.params.app!, ctx.params.instanceId!, 'OUT_OF_SERVICE')
          ? ok()
          : notFoundReply('instance not registered');
      },
    },
    {
      method: 'DELETE',
      path: '/eureka/apps/{app}/<instanceId>/status',
      permission: STATUS_ELEMENT,
      log: { menuCode: pages.serviceEureka.code, opt: '上线' },
      handler: (ctx) =>
        ctx.app.monitor.registry.override(ctx.params.app!, ctx.params.instanceId!, undefined)
          ? ok()
          : notFoundReply('instance not registered'),
    },
  ];
}

/** Element codes of the monitoring screens, offered to every data folder (granted to adminRole). */
export const monitorElements: ScreenElement[] = [
  {
    screen: pages.serviceEureka.code,
    suffix: 'btn_status',
    name: '上线/下线',
    method: 'PUT',
    uri: '/eureka/apps/{*}/{*}/status',
  },
];
