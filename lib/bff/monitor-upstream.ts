import { monitoringPages } from '@console/contract/monitoring/pages';
import type { ServerEnv } from '@/lib/env';
import { splitCredentials } from '@/lib/telemetry/url-credentials';

/** Where a tracing or registry call of the monitoring screens goes, and what the caller must hold. */
export type MonitorTarget = {
  url: string;
  /** A real Zipkin or Eureka: it checks nothing, so the console checks the codes and sends no token. */
  external: boolean;
  menu?: string;
  element?: string;
  /** Eureka answers its writes with an empty body; the console answers them in the envelope. */
  write: boolean;
  /** HTTP Basic for a registry whose address carries credentials (`http://user:password@host/eureka`). */
  authorization?: string;
};

const { serviceEureka, serviceZipkin } = monitoringPages.pages;
const traceId = /^([0-9a-f]{16}|[0-9a-f]{32})$/i;
const registryName = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;

/**
 * `/api/monitor/zipkin/…` → Zipkin's v2 read API, `/api/monitor/eureka/…` → Eureka's REST API: the real
 * ones when ZIPKIN_URL / EUREKA_URL are set, else the reference backend's. Undefined for any other
 * monitor path (forwarded to the backend as usual); null for a path of these two that is not allowed.
 */
export function monitorTarget(
  method: string,
  segments: string[],
  search: string,
  env: Pick<ServerEnv, 'BACKEND_URL' | 'ZIPKIN_URL' | 'EUREKA_URL'>,
): MonitorTarget | null | undefined {
  const [tool, ...rest] = segments;
  if (tool === 'zipkin') {
    const allowed =
      method === 'GET' &&
      (rest.length === 1
        ? ['services', 'spans', 'traces'].includes(rest[0])
        : rest.length === 2 && rest[0] === 'trace' && traceId.test(rest[1]));
    if (!allowed) return null;
    return {
      url: `${env.ZIPKIN_URL ?? env.BACKEND_URL}/api/v2/${rest.join('/')}${search}`,
      external: !!env.ZIPKIN_URL,
      menu: serviceZipkin.code,
      write: false,
    };
  }
  if (tool === 'eureka') {
    const registry = splitCredentials(env.EUREKA_URL ?? `${env.BACKEND_URL}/eureka`);
    const base = registry.url;
    const external = !!env.EUREKA_URL;
    const authorization = external && registry.authorization ? { authorization: registry.authorization } : {};
    if (method === 'GET' && rest.length === 1 && rest[0] === 'apps') {
      return { url: `${base}/apps`, external, menu: serviceEureka.code, write: false, ...authorization };
    }
    const [apps, app, instance, status] = rest;
    const statusPath =
      rest.length === 4 &&
      apps === 'apps' &&
      status === 'status' &&
      registryName.test(app) &&
      registryName.test(instance);
    if (statusPath && (method === 'PUT' || method === 'DELETE')) {
      // Only taking an instance out of service and putting it back: never a registration or a cancel.
      const value = method === 'PUT' ? 'OUT_OF_SERVICE' : 'UP';
      // Not percent-encoded: the pattern admits only characters a path segment carries as they are, and
      // Eureka (like the reference backend) matches the instance id as written (`host:app:port`).
      const url = `${base}/apps/${app}/${instance}/status?value=${value}`;
      return { url, external, element: `${serviceEureka.code}:btn_status`, write: true, ...authorization };
    }
    return null;
  }
  return undefined;
}
