import os from 'node:os';

/** Eureka's instance statuses; OUT_OF_SERVICE is set by an operator as an override. */
export const instanceStatuses = ['UP', 'DOWN', 'STARTING', 'OUT_OF_SERVICE', 'UNKNOWN'] as const;
export type InstanceStatus = (typeof instanceStatuses)[number];

export interface Registration {
  app: string;
  instanceId: string;
  hostName: string;
  ipAddr: string;
  port: number;
  status: InstanceStatus;
  /** The operator's override (OUT_OF_SERVICE), kept across re-registrations as Eureka keeps it. */
  overriddenStatus?: InstanceStatus;
  metadata: Record<string, string>;
  leaseDurationS: number;
  registeredAt: number;
  lastRenewedAt: number;
  lastUpdatedAt: number;
}

const appPattern = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
const idPattern = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;
const hostPattern = /^[A-Za-z0-9.:_-]{1,253}$/;
const MAX_INSTANCES = 32;

export class RegistryFull extends Error {}

const text = (value: unknown, pattern: RegExp): string | undefined =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;

/**
 * The services the reference backend knows, answered in Eureka's REST shape: itself (always) and the
 * instances that registered with a heartbeat (the console's instances), each for its lease.
 */
export class Registry {
  private readonly instances = new Map<string, Registration>();
  readonly self: Registration;

  constructor(port: () => number, selfMetadata: () => Record<string, string>) {
    const now = Date.now();
    const host = os.hostname();
    this.self = {
      app: 'REFERENCE-BACKEND',
      instanceId: `${host}:reference-backend`,
      hostName: host,
      ipAddr: '127.0.0.1',
      port: 0,
      status: 'UP',
      metadata: {},
      leaseDurationS: 90,
      registeredAt: now,
      lastRenewedAt: now,
      lastUpdatedAt: now,
    };
    Object.defineProperty(this.self, 'port', { get: port, enumerable: true });
    Object.defineProperty(this.self, 'metadata', { get: selfMetadata, enumerable: true });
    Object.defineProperty(this.self, 'lastRenewedAt', { get: () => Date.now(), enumerable: true });
  }

  private evict(now: number): void {
    for (const [key, instance] of this.instances)
      if (now - instance.lastRenewedAt > instance.leaseDurationS * 1000) this.instances.delete(key);
  }

  /** `POST /eureka/apps/{app}` with `{instance}`; undefined when the body is not a usable instance. */
  register(app: string, body: unknown, now = Date.now()): Registration | undefined {
    const input = (body as { instance?: Record<string, unknown> } | undefined)?.instance;
    if (typeof input !== 'object' || input === null || !appPattern.test(app)) return undefined;
    const instanceId = text(input.instanceId, idPattern);
    const hostName = text(input.hostName, hostPattern);
    if (!instanceId || !hostName || instanceId === this.self.instanceId) return undefined;
    const portInput = input.port as { $?: unknown } | number | undefined;
    const port = Number(typeof portInput === 'object' ? portInput?.$ : portInput);
    const status = instanceStatuses.find((s) => s === input.status) ?? 'UP';
    const metadata: Record<string, string> = {};
    if (typeof input.metadata === 'object' && input.metadata !== null) {
      for (const [key, value] of Object.entries(input.metadata).slice(0, 30)) {
        if (/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/.test(key) && (typeof value === 'string' || typeof value === 'number'))
          metadata[key] = String(value).slice(0, 256);
      }
    }
    const lease = Number((input.leaseInfo as { durationInSecs?: unknown } | undefined)?.durationInSecs);
    const key = `${app.toUpperCase()}/${instanceId}`;
    this.evict(now);
    const existing = this.instances.get(key);
    if (!existing && this.instances.size >= MAX_INSTANCES) throw new RegistryFull('The registry is full');
    const registration: Registration = {
      app: app.toUpperCase(),
      instanceId,
      hostName,
      ipAddr: text(input.ipAddr, /^[0-9a-fA-F.:]{2,45}$/) ?? '',
      port: Number.isInteger(port) && port > 0 && port < 65536 ? port : 0,
      status,
      ...(existing?.overriddenStatus ? { overriddenStatus: existing.overriddenStatus } : {}),
      metadata,
      leaseDurationS: Number.isInteger(lease) && lease >= 10 && lease <= 600 ? lease : 90,
      registeredAt: existing?.registeredAt ?? now,
      lastRenewedAt: now,
      lastUpdatedAt: now,
    };
    this.instances.set(key, registration);
    return registration;
  }

  private find(app: string, instanceId: string): Registration | undefined {
    if (app.toUpperCase() === this.self.app && instanceId === this.self.instanceId) return this.self;
    this.evict(Date.now());
    return this.instances.get(`${app.toUpperCase()}/${instanceId}`);
  }

  renew(app: string, instanceId: string, now = Date.now()): boolean {
    const instance = this.find(app, instanceId);
    if (!instance) return false;
    if (instance !== this.self) instance.lastRenewedAt = now;
    return true;
  }

  cancel(app: string, instanceId: string): boolean {
    return this.instances.delete(`${app.toUpperCase()}/${instanceId}`);
  }

  /** Sets (OUT_OF_SERVICE) or clears (undefined) the operator's override; false for an unknown instance. */
  override(app: string, instanceId: string, status: InstanceStatus | undefined): boolean {
    const instance = this.find(app, instanceId);
    if (!instance) return false;
    if (status) instance.overriddenStatus = status;
    else delete instance.overriddenStatus;
    instance.lastUpdatedAt = Date.now();
    return true;
  }

  /** Every live instance, the backend first. */
  list(now = Date.now()): Registration[] {
    this.evict(now);
    return [
      this.self,
      ...[...this.instances.values()].sort(
        (a, b) => a.app.localeCompare(b.app) || a.instanceId.localeCompare(b.instanceId),
      ),
    ];
  }

  /** `GET /eureka/apps` in Eureka's JSON shape. */
  eurekaApps(now = Date.now()) {
    const byApp = new Map<string, Registration[]>();
    for (const instance of this.list(now)) byApp.set(instance.app, [...(byApp.get(instance.app) ?? []), instance]);
    const effective = (i: Registration) => i.overriddenStatus ?? i.status;
    const counts = new Map<string, number>();
    for (const i of this.list(now)) counts.set(effective(i), (counts.get(effective(i)) ?? 0) + 1);
    return {
      applications: {
        versions__delta: '1',
        apps__hashcode: [...counts]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([status, n]) => `${status}_${n}_`)
          .join(''),
        application: [...byApp].map(([name, instances]) => ({
          name,
          instance: instances.map((i) => ({
            instanceId: i.instanceId,
            hostName: i.hostName,
            app: i.app,
            ipAddr: i.ipAddr,
            status: effective(i),
            overriddenStatus: i.overriddenStatus ?? 'UNKNOWN',
            port: { $: i.port, '@enabled': 'true' },
            securePort: { $: 443, '@enabled': 'false' },
            countryId: 1,
            dataCenterInfo: { '@class': 'com.netflix.appinfo.InstanceInfo$DefaultDataCenterInfo', name: 'MyOwn' },
            leaseInfo: {
              renewalIntervalInSecs: Math.max(1, Math.round(i.leaseDurationS / 3)),
              durationInSecs: i.leaseDurationS,
              registrationTimestamp: i.registeredAt,
              lastRenewalTimestamp: i.lastRenewedAt,
              evictionTimestamp: 0,
              serviceUpTimestamp: i.registeredAt,
            },
            metadata: i.metadata,
            vipAddress: i.app.toLowerCase(),
            secureVipAddress: i.app.toLowerCase(),
            isCoordinatingDiscoveryServer: 'false',
            lastUpdatedTimestamp: String(i.lastUpdatedAt),
            lastDirtyTimestamp: String(i.lastUpdatedAt),
            actionType: 'ADDED',
          })),
        })),
      },
    };
  }
}
