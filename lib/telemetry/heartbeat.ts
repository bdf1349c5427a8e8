import 'server-only';
import os from 'node:os';
import { serverEnv } from '@/lib/env';
import { splitCredentials } from './url-credentials';
import { consoleMetrics, instanceName } from './process-metrics';

const key = Symbol.for('console.monitor.heartbeat');

/** The Eureka registration of this instance, its health in the metadata. */
export function registration() {
  const env = serverEnv();
  const port = Number(process.env.PORT ?? 3000);
  return {
    instance: {
      instanceId: instanceName(),
      hostName: os.hostname(),
      app: 'CONSOLE',
      ipAddr: '127.0.0.1',
      status: 'UP',
      port: { $: port, '@enabled': 'true' },
      securePort: { $: 443, '@enabled': 'false' },
      vipAddress: 'console',
      secureVipAddress: 'console',
      dataCenterInfo: { '@class': 'com.netflix.appinfo.InstanceInfo$DefaultDataCenterInfo', name: 'MyOwn' },
      // Three missed heartbeats and the registry forgets the instance.
      leaseInfo: {
        renewalIntervalInSecs: env.HEARTBEAT_SECONDS,
        durationInSecs: Math.max(10, env.HEARTBEAT_SECONDS * 3),
      },
      metadata: consoleMetrics(),
    },
  };
}

/**
 * Registers this console instance with the registry (a real Eureka at EUREKA_URL, else the reference
 * backend's) and registers again every HEARTBEAT_SECONDS with fresh health figures, which also renews
 * the lease. Once per process.
 */
export function startHeartbeat(): void {
  const env = serverEnv();
  const global = globalThis as Record<symbol, unknown>;
  if (!env.HEARTBEAT_SECONDS || global[key]) return;
  // Credentials in the address (`http://user:password@host/eureka`) go as HTTP Basic.
  const registry = splitCredentials(env.EUREKA_URL ?? `${env.BACKEND_URL}/eureka`);
  const url = `${registry.url}/apps/CONSOLE`;
  const beat = async () => {
    try {
      await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(registry.authorization ? { authorization: registry.authorization } : {}),
        },
        body: JSON.stringify(registration()),
        cache: 'no-store',
        signal: AbortSignal.timeout(5000),
      });
    } catch {
      // the registry is down or not up yet: the next beat tries again
    }
  };
  const timer = setInterval(() => void beat(), env.HEARTBEAT_SECONDS * 1000);
  timer.unref();
  global[key] = timer;
  void beat();
}
