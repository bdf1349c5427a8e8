import { z } from 'zod';

/**
 * The monitoring screens' shapes (服务监控, 服务API): Zipkin's v2 read API, Eureka's REST read API, the
 * instances' health and the platform's route table. Zipkin and Eureka answer bare JSON (no envelope).
 */

export const zipkinSpanSchema = z
  .object({
    traceId: z.string(),
    id: z.string(),
    parentId: z.string().optional(),
    name: z.string().optional(),
    kind: z.enum(['CLIENT', 'SERVER', 'PRODUCER', 'CONSUMER']).optional(),
    timestamp: z.number().optional(),
    duration: z.number().optional(),
    localEndpoint: z.object({ serviceName: z.string().optional() }).loose().optional(),
    remoteEndpoint: z.object({ serviceName: z.string().optional() }).loose().optional(),
    tags: z.record(z.string(), z.string()).optional(),
  })
  .loose();
export type Span = z.infer<typeof zipkinSpanSchema>;

/** `GET /eureka/apps` (JSON). Eureka sends one application or instance as an object, several as a list. */
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item), item]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

export const eurekaInstanceSchema = z
  .object({
    instanceId: z.string().optional(),
    hostName: z.string(),
    app: z.string(),
    ipAddr: z.string().optional(),
    status: z.string(),
    overriddenStatus: z.string().optional(),
    port: z
      .object({ $: z.union([z.number(), z.string()]) })
      .loose()
      .optional(),
    leaseInfo: z
      .object({
        registrationTimestamp: z.number().optional(),
        lastRenewalTimestamp: z.number().optional(),
        durationInSecs: z.number().optional(),
      })
      .loose()
      .optional(),
    metadata: z.record(z.string(), z.string()).optional(),
    lastUpdatedTimestamp: z.union([z.string(), z.number()]).optional(),
  })
  .loose();
export type EurekaInstance = z.infer<typeof eurekaInstanceSchema>;

export const eurekaAppsSchema = z.object({
  applications: z
    .object({
      application: oneOrMany(z.object({ name: z.string(), instance: oneOrMany(eurekaInstanceSchema) }).loose()).default(
        [],
      ),
    })
    .loose(),
});
export type EurekaApps = z.infer<typeof eurekaAppsSchema>;

/** `GET /api/monitor/instances`: every instance's health; metrics are Eureka-style string metadata. */
export const instanceHealthSchema = z.object({
  app: z.string(),
  instanceId: z.string(),
  hostName: z.string(),
  port: z.number(),
  status: z.string(),
  lastHeartbeat: z.number(),
  ageS: z.number(),
  metadata: z.record(z.string(), z.string()),
});
export type InstanceHealth = z.infer<typeof instanceHealthSchema>;

/** `GET /api/monitor/routes`: one route of the platform and who may call it. */
export const routeRowSchema = z.object({
  id: z.string(),
  method: z.string(),
  path: z.string(),
  access: z.enum(['public', 'signedIn', 'menu', 'element']),
  menus: z.array(z.string()),
  element: z.string().optional(),
  roles: z.array(z.object({ code: z.string(), name: z.string() })),
  logged: z.boolean(),
});
export type RouteRow = z.infer<typeof routeRowSchema>;
